#include "ui/views/heat_strip.h"

#include <QImage>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "ui/views/color_map.h"

namespace kvscope::ui {

int heatStripIndexAt(const QRectF& rect, int count, qreal x) {
    if (count <= 0 || rect.width() <= 0 || x < rect.left() || x >= rect.right()) return -1;
    const int i = static_cast<int>((x - rect.left()) / rect.width() * count);
    return std::clamp(i, 0, count - 1);
}

QRectF heatStripCell(const QRectF& rect, int count, int i) {
    if (count <= 0 || i < 0 || i >= count) return {};
    const qreal w = rect.width() / count;
    return QRectF(rect.left() + i * w, rect.top(), w, rect.height());
}

double heatStripMaxAbs(const QVariantList& values) {
    double m = 0;
    for (const QVariant& v : values) {
        const double x = v.toDouble();
        if (std::isfinite(x)) m = std::max(m, std::abs(x));
    }
    return m;
}

void paintHeatStrip(QPainter& painter, const QRectF& rect, const QVariantList& values, double scale,
                    const QColor& zero) {
    const int n = static_cast<int>(values.size());
    if (n == 0 || rect.isEmpty()) return;
    // One pixel per component, scaled without smoothing: every component stays one flat
    // colour however narrow the cell, and painting costs O(n) not O(pixels).
    QImage line(n, 1, QImage::Format_RGB32);
    auto* px = reinterpret_cast<QRgb*>(line.scanLine(0));
    const double s = scale > 0 ? scale : 1.0;
    for (int i = 0; i < n; ++i) px[i] = divergingColor(values[i].toDouble() / s, zero).rgb();
    const bool smooth = painter.renderHints().testFlag(QPainter::SmoothPixmapTransform);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(rect, line);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, smooth);
}

}  // namespace kvscope::ui
