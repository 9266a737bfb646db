#pragma once
// Where the model view puts each layer × head thumbnail: rows are layers, columns heads,
// labels on the left and on top, an optional caption line under each row (head names), all
// sized so the whole grid fits the panel with square thumbnails. Kept apart from painting so
// the tests check it (as heatmap_geometry does for the heatmaps).

#include <QPoint>
#include <QRectF>

namespace kvscope::ui {

struct ModelGridGeometry {
    QRectF area;                 // what the grid may use
    int layers = 0, heads = 0;
    qreal rowLabelWidth = 0;     // "L11"
    qreal columnLabelHeight = 0; // "H12"
    qreal captionHeight = 0;     // under each thumbnail (0: no head names)
    qreal gap = 0;               // between thumbnails
    qreal side = 0;              // thumbnail side (square)

    QPointF origin() const { return area.topLeft() + QPointF(rowLabelWidth, columnLabelHeight); }
    QRectF thumbnail(int layer, int head) const;
    QRectF caption(int layer, int head) const;
    QRectF rowLabel(int layer) const;
    QRectF columnLabel(int head) const;
    // The layer (x) and head (y) of the thumbnail under `p`, or (-1, -1).
    QPoint hit(const QPointF& p) const;
    // The rectangle the whole grid takes (at most `area`).
    QRectF bounds() const;
};

// The largest square thumbnails (whole pixels, at least `minSide`) that fit `area`.
ModelGridGeometry layoutModelGrid(const QRectF& area, int layers, int heads, qreal rowLabelWidth,
                                  qreal columnLabelHeight, qreal captionHeight, qreal minSide = 6);

}  // namespace kvscope::ui
