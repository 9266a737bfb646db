#include "ui/views/model_grid.h"

#include <algorithm>
#include <cmath>

namespace kvscope::ui {

namespace {
qreal rowPitch(const ModelGridGeometry& g) { return g.side + g.captionHeight + g.gap; }
qreal columnPitch(const ModelGridGeometry& g) { return g.side + g.gap; }
}  // namespace

ModelGridGeometry layoutModelGrid(const QRectF& area, int layers, int heads, qreal rowLabelWidth,
                                  qreal columnLabelHeight, qreal captionHeight, qreal minSide) {
    ModelGridGeometry g;
    g.area = area;
    g.layers = std::max(layers, 0);
    g.heads = std::max(heads, 0);
    g.rowLabelWidth = rowLabelWidth;
    g.columnLabelHeight = columnLabelHeight;
    g.captionHeight = captionHeight;
    if (g.layers == 0 || g.heads == 0) return g;
    const qreal w = area.width() - rowLabelWidth, h = area.height() - columnLabelHeight;
    // a gap of a tenth of a thumbnail, 2–6 px: the grid reads as cells without wasting room
    auto fit = [&](qreal gap) {
        return std::floor(std::min(w / g.heads - gap, h / g.layers - gap - captionHeight));
    };
    qreal side = fit(2);
    g.gap = std::clamp(std::round(side / 10), 2.0, 6.0);
    g.side = std::max(minSide, fit(g.gap));
    return g;
}

QRectF ModelGridGeometry::thumbnail(int layer, int head) const {
    const QPointF o = origin();
    return {o.x() + head * columnPitch(*this), o.y() + layer * rowPitch(*this), side, side};
}

QRectF ModelGridGeometry::caption(int layer, int head) const {
    const QRectF t = thumbnail(layer, head);
    return {t.left(), t.bottom(), side, captionHeight};
}

QRectF ModelGridGeometry::rowLabel(int layer) const {
    const QRectF t = thumbnail(layer, 0);
    return {area.left(), t.top(), rowLabelWidth - gap, side};
}

QRectF ModelGridGeometry::columnLabel(int head) const {
    const QRectF t = thumbnail(0, head);
    return {t.left(), area.top(), side, columnLabelHeight};
}

QPoint ModelGridGeometry::hit(const QPointF& p) const {
    if (layers == 0 || heads == 0 || side <= 0) return {-1, -1};
    const QPointF d = p - origin();
    if (d.x() < 0 || d.y() < 0) return {-1, -1};
    const int head = static_cast<int>(d.x() / columnPitch(*this));
    const int layer = static_cast<int>(d.y() / rowPitch(*this));
    if (head >= heads || layer >= layers || !thumbnail(layer, head).contains(p)) return {-1, -1};
    return {layer, head};
}

QRectF ModelGridGeometry::bounds() const {
    return {area.topLeft(), QSizeF(rowLabelWidth + heads * columnPitch(*this), columnLabelHeight + layers * rowPitch(*this))};
}

}  // namespace kvscope::ui
