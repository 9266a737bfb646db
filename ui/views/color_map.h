#pragma once
// Colour-blind-safe sequential colour maps (viridis and cividis, sampled from their published
// tables) and the palette roles every view shares.

#include <QColor>

namespace kvscope::ui {

enum class ColorMapKind { Viridis, Cividis };

// t in [0, 1] → colour; values outside are clamped.
QColor mapColor(ColorMapKind kind, double t);

}  // namespace kvscope::ui
