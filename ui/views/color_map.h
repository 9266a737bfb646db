#pragma once
// Colour-blind-safe sequential colour maps (viridis and cividis, sampled from their published
// tables) and the palette roles every view shares.

#include <QColor>

namespace kvscope::ui {

enum class ColorMapKind { Viridis, Cividis };

// t in [0, 1] → colour; values outside are clamped.
QColor mapColor(ColorMapKind kind, double t);
// The same from a lookup table (within one step of 1/1023), for painting many cells.
QRgb mapRgb(ColorMapKind kind, double t);

// Signed values (K, V, context vectors): t in [-1, 1] → blue (negative) … `zero` … orange
// (positive), the Okabe–Ito pair that colour-blind viewers tell apart. `zero` is the theme's
// background, so small values fade into the page in light and dark alike.
QColor divergingColor(double t, const QColor& zero);

}  // namespace kvscope::ui
