#pragma once
// One model's KV cache during a round of speculative decoding, a row per position: the rows
// it held before the round, the rows the round wrote (the target's verification pass writes
// k + 1, the draft one a drafted token), and — once the round is decided — the rows of
// rejected positions struck out and fading away: they are rolled back. Long caches show their
// newest rows under a count of the older ones.

#include <QWidget>

#include "ui/lab/speculative_views.h"

namespace kvscope::ui {

class CacheRows : public QWidget {
    Q_OBJECT
public:
    enum class Side { Target, Draft };
    explicit CacheRows(Side side, QWidget* parent = nullptr);

    void setRound(const SpeculativeRoundView& round);
    void clear();
    void setPhase(double phase);

    // Positions drawn: [firstShown(), rowsDrawn()) — the rows written and rolled back included.
    int firstShown() const;
    int rowsDrawn() const;
    CacheRowState state(int position) const;
    QString title() const;
    QString summary() const;  // "12 rows · wrote 5 · rolled back 3"

    QSize sizeHint() const override { return {200, 260}; }
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    qreal rowHeight() const;
    int rowsThatFit() const;

    Side side_;
    SpeculativeRoundView round_;
    bool hasRound_ = false;
    double phase_ = 4;
};

}  // namespace kvscope::ui
