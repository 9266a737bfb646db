#pragma once
// The running total of work with and without the KV cache over the steps (the O(n) against
// O(n²) picture). Built once; setSeries() replaces the points and refits the axes in place.

#include <QChart>

#include "ui/views/chart_ticks.h"
#include "ui/views/work_series.h"

class QLineSeries;
class QValueAxis;

namespace kvscope::ui {

struct Theme;

class CumulativeWorkChart : public QChart {
    Q_OBJECT
public:
    CumulativeWorkChart();

    void setSeries(const WorkSeries& series);
    void applyTheme(const Theme& theme, const QFont& font);

    QLineSeries* withCache() const { return on_; }
    QLineSeries* withoutCache() const { return off_; }
    QValueAxis* stepAxis() const { return steps_; }
    QValueAxis* workAxis() const { return work_; }
    NiceTicks stepTicks() const { return stepTicks_; }
    NiceTicks workTicks() const { return workTicks_; }
    double unitDivisor() const { return unit_.divisor; }

private:
    // Ticks depend on the room the labels have, so they are fitted again when it changes.
    void fitAxes();

    QLineSeries* on_;
    QLineSeries* off_;
    QValueAxis* steps_;
    QValueAxis* work_;
    int count_ = 0;
    double max_ = 0;  // the largest total, in the axis unit
    AxisUnit unit_;
    NiceTicks stepTicks_, workTicks_;
    QSizeF fittedFor_;      // the plot size the ticks were fitted for
    bool fitting_ = false;
};

}  // namespace kvscope::ui
