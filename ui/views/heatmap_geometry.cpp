#include "ui/views/heatmap_geometry.h"

#include <algorithm>
#include <cmath>

namespace kvscope::ui {

HeatmapGeometry::HeatmapGeometry(const QRectF& area, int cells, qreal leftMargin, qreal topMargin)
    : cells_(std::max(cells, 0)) {
    if (cells_ == 0) return;
    const qreal w = area.width() - leftMargin;
    const qreal h = area.height() - topMargin;
    cell_ = std::max<qreal>(0, std::min(w, h) / cells_);
    origin_ = QPointF(area.left() + leftMargin, area.top() + topMargin);
}

QRectF HeatmapGeometry::gridRect() const { return QRectF(origin_, QSizeF(cell_ * cells_, cell_ * cells_)); }

QRectF HeatmapGeometry::cellRect(int row, int col) const {
    return QRectF(origin_.x() + col * cell_, origin_.y() + row * cell_, cell_, cell_);
}

QPoint HeatmapGeometry::cellAt(const QPointF& p) const {
    if (cell_ <= 0 || !gridRect().contains(p)) return {-1, -1};
    const int col = std::min(cells_ - 1, static_cast<int>(std::floor((p.x() - origin_.x()) / cell_)));
    const int row = std::min(cells_ - 1, static_cast<int>(std::floor((p.y() - origin_.y()) / cell_)));
    return {row, col};  // QPoint(x = row, y = col)
}

}  // namespace kvscope::ui
