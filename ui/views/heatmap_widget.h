#pragma once
// One head's attention as a heatmap: rows are queries, columns keys. Hover shows the exact
// value with both tokens; the newest rows are outlined; clicking asks to enlarge the head.

#include <QImage>
#include <QStringList>
#include <QWidget>

#include "ui/session/attention_history.h"
#include "ui/views/heatmap_geometry.h"

namespace kvscope::ui {

class HeatmapWidget : public QWidget {
    Q_OBJECT
public:
    explicit HeatmapWidget(QWidget* parent = nullptr);

    void setPicture(const AttentionPicture& picture, const QStringList& tokens, AttentionField field,
                    const QString& title);
    void setSelectedRow(int row);
    const AttentionPicture& picture() const { return picture_; }
    QString title() const { return title_; }
    // The values the colour map spans: [0, 1] for weights, the finite range for scores.
    double low() const { return low_; }
    double high() const { return high_; }
    HeatmapGeometry geometryFor(const QRectF& area) const;
    // The tooltip text for a cell (empty outside the grid).
    QString describeCell(int row, int col) const;

    QSize sizeHint() const override { return {240, 240}; }
    QSize minimumSizeHint() const override { return {120, 120}; }

signals:
    void activated();
    void rowClicked(int row);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    QColor cellColor(int row, int col) const;
    qreal longestLabel() const;
    // Key labels are drawn rotated when they would not fit across their column.
    bool keyLabelsUpright(const HeatmapGeometry& g) const;

    AttentionPicture picture_;
    QStringList tokens_;
    AttentionField field_ = AttentionField::Weights;
    QString title_;
    int selectedRow_ = -1;
    double low_ = 0, high_ = 1;
    QImage cells_;  // one pixel per cell, scaled up when painting: fast for 256×256 and more
};

}  // namespace kvscope::ui
