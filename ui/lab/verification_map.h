#pragma once
// The target's verification pass of one round as a heatmap: its k + 1 query rows — the token
// the round fed and the k drafted ones, scored in one pass — over the keys they see, in one
// layer and head. Rows and key columns of rolled-back positions are struck out once the round
// is decided. Long contexts show their newest keys (the ones left of them are counted).

#include <QWidget>

#include "ui/lab/speculative_views.h"

namespace kvscope::ui {

class VerificationMap : public QWidget {
    Q_OBJECT
public:
    explicit VerificationMap(QWidget* parent = nullptr);

    void setRound(const SpeculativeRoundView& round);
    void clear();
    void setHead(int head);
    int head() const { return head_; }
    void setPhase(double phase);

    // The first key column drawn (0 when every key fits).
    int firstKeyShown() const { return hasRound_ ? grid().firstKey : 0; }
    // The weight in row `row` (0 .. k) and key position `key`, for tests and tooltips.
    double weight(int row, int key) const;
    QString title() const;
    // A query row's height: at least a line of its label; key columns may be narrower.
    qreal rowHeight() const { return hasRound_ ? grid().cellH : 0; }

    QSize sizeHint() const override { return {420, 220}; }
    QSize minimumSizeHint() const override { return {200, 120}; }

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent* event) override;

private:
    struct Grid {
        QRectF cells;
        qreal cellW = 0, cellH = 0, labelWidth = 0;
        int firstKey = 0, keys = 0;
    };
    Grid grid() const;

    SpeculativeRoundView round_;
    bool hasRound_ = false;
    int head_ = 0;
    double phase_ = 4;
};

}  // namespace kvscope::ui
