#pragma once
// Cell ↔ pixel mapping of a heatmap, apart from painting so it can be tested on its own.
// The grid is square cells, row labels on the left, column labels on top.

#include <QPoint>
#include <QRectF>
#include <QSize>

namespace kvscope::ui {

class HeatmapGeometry {
public:
    HeatmapGeometry() = default;
    // Fits `cells`×`cells` square cells into `area` after the label margins.
    HeatmapGeometry(const QRectF& area, int cells, qreal leftMargin, qreal topMargin);

    int cells() const { return cells_; }
    qreal cellSize() const { return cell_; }
    QRectF gridRect() const;
    QRectF cellRect(int row, int col) const;
    // {row, col} under `p`, or {-1, -1} outside the grid.
    QPoint cellAt(const QPointF& p) const;

private:
    QPointF origin_;
    qreal cell_ = 0;
    int cells_ = 0;
};

}  // namespace kvscope::ui
