#pragma once
// One round of speculative decoding as a strip of tokens: the end of the text so far, then the
// draft's proposals as tentative (dashed) chips with the draft's probability q under each, the
// target's p once it has verified them, then the verdicts — accepted chips turn solid, the
// first rejected one is struck out (and every proposal after it), and the token the target
// adds (resampled, or its bonus token when all were accepted) closes the round.

#include <QWidget>

#include "ui/lab/speculative_views.h"
#include "ui/lab/verdict_colors.h"

namespace kvscope::ui {

class RoundStrip : public QWidget {
    Q_OBJECT
public:
    explicit RoundStrip(QWidget* parent = nullptr);

    void setRound(const SpeculativeRoundView& round);
    void clear();
    // 0 .. reveal::kDone (ui/lab/verdict_colors.h); the window animates it
    void setPhase(double phase);
    double phase() const { return phase_; }

    // What a chip of drafted token i shows once the round is decided, for tests and the
    // accessible description: "accepted", "rejected", "discarded".
    QString verdict(int i) const;
    // Committed tokens drawn before the proposals (the rest is behind a "…" chip).
    int committedShown() const { return committedShown_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;

private:
    void relayout();
    qreal chipWidth(const QString& text) const;
    qreal nextChipWidth() const;  // also wide enough for "resampled" under it

    SpeculativeRoundView round_;
    bool hasRound_ = false;
    double phase_ = reveal::kDone;
    int committedShown_ = 0;
};

}  // namespace kvscope::ui
