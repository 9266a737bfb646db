#pragma once
// A heat strip: a vector drawn as one row of coloured cells (blue negative, orange positive),
// so a 64-wide key or context vector fits in a table cell and patterns stay visible. The
// geometry (which component is under the mouse) is kept apart from painting so it is testable.

#include <QColor>
#include <QRectF>
#include <QVariantList>
#include <QVector>

class QPainter;

namespace kvscope::ui {

// Item-model role whose value, when present, is a QVariantList of doubles to draw as a strip.
inline constexpr int HeatStripRole = 0x0100 + 64;  // Qt::UserRole + 64

// Component under x in a strip of `count` cells filling `rect` horizontally; -1 outside.
int heatStripIndexAt(const QRectF& rect, int count, qreal x);

// The cell of component i (full height of `rect`).
QRectF heatStripCell(const QRectF& rect, int count, int i);

// Largest |value| of the list (0 for an empty list); the shared colour scale of a table.
double heatStripMaxAbs(const QVariantList& values);

// Paints the strip: value / scale mapped through divergingColor onto `zero` (the background).
void paintHeatStrip(QPainter& painter, const QRectF& rect, const QVariantList& values, double scale,
                    const QColor& zero);

}  // namespace kvscope::ui
