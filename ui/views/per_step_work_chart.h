#pragma once
// The work of each step with and without the KV cache. A step's bar is as tall as its work
// without the cache; its lower, blue part is the work with the cache, its orange top the work
// the cache saves. While every step has room for a bar (kMinBarPixels), bars; past that the
// same picture as two filled step outlines (an area per mode), which stay solid where bars of
// a pixel or less would vanish or shimmer. Built once; setSeries() updates it in place.

#include <QChart>

#include "ui/views/chart_ticks.h"
#include "ui/views/work_series.h"

class QAreaSeries;
class QBarSet;
class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

namespace kvscope::ui {

struct Theme;

class PerStepWorkChart : public QChart {
    Q_OBJECT
public:
    static constexpr double kMinBarPixels = 10;  // a bar of 8 px and a gap of 2: narrower ones shimmer
    enum class Form { Bars, Areas };

    PerStepWorkChart();

    void setSeries(const WorkSeries& series);
    void applyTheme(const Theme& theme, const QFont& font);

    Form form() const { return form_; }
    QStackedBarSeries* bars() const { return bars_; }
    QBarSet* withCacheBars() const { return onBars_; }
    QBarSet* savedBars() const { return savedBars_; }  // without minus with: what the cache saves
    QLineSeries* withCacheOutline() const { return onEdge_; }
    QLineSeries* withoutCacheOutline() const { return offEdge_; }
    QValueAxis* stepAxis() const { return steps_; }
    QValueAxis* workAxis() const { return work_; }
    NiceTicks stepTicks() const { return stepTicks_; }
    NiceTicks workTicks() const { return workTicks_; }

private:
    // Ticks and form for the room the plot has (again when it changes); true when the form
    // changed (and was filled).
    bool fitAxes();
    void fillForm();   // the data into the series of the current form; the other one empty

    QStackedBarSeries* bars_;
    QBarSet* onBars_;
    QBarSet* savedBars_;
    QLineSeries* onEdge_;
    QLineSeries* offEdge_;
    QAreaSeries* onArea_;
    QAreaSeries* offArea_;
    QValueAxis* steps_;
    QValueAxis* work_;
    QVector<double> on_, off_;  // (steps) per-step work, in the axis unit
    double max_ = 0;
    AxisUnit unit_;
    Form form_ = Form::Bars;
    NiceTicks stepTicks_, workTicks_;
    QSizeF fittedFor_;      // the plot size the ticks and form were chosen for
    bool fitting_ = false;
};

}  // namespace kvscope::ui
