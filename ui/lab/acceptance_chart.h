#pragma once
// Speculative decoding against k: the share of drafted tokens the target accepted (bars, left
// axis), the measured speed-up over plain decoding and the one predicted for a decoder bound by
// reading its weights (lines, right axis, 1× marked), and the target passes per generated token under each k.

#include <QWidget>

#include "ui/lab/speculative_views.h"

namespace kvscope::ui {

class AcceptanceChart : public QWidget {
    Q_OBJECT
public:
    explicit AcceptanceChart(QWidget* parent = nullptr);

    void setSweep(const SpeculationSweepView& sweep);
    void clear();
    bool hasSweep() const { return !sweep_.points.isEmpty(); }
    const SpeculationSweepView& sweep() const { return sweep_; }
    // The right axis' top: the largest speed-up rounded up to a whole number, at least 2.
    double speedAxisTop() const;

    QSize sizeHint() const override { return {520, 260}; }
    QSize minimumSizeHint() const override { return {300, 180}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    SpeculationSweepView sweep_;
};

}  // namespace kvscope::ui
