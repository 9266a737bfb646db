#pragma once
// The next-token candidates as a bar chart: probability bars labelled with their logits,
// the chosen token highlighted, a temperature slider applied live. Clicking a bar forces that
// token as the next one (forking the timeline when the step is not the last).
//
// The chart is built once and updated in place. The bars' numbers follow the session and the
// slider at once (a click always forces what the step offers); the chart is redrawn once per
// turn of the event loop, so dragging the slider does not redraw per pixel. refresh() redraws
// now; exports flush a pending redraw first (coalesced_update.h).

#include <QVector>
#include <QWidget>

#include "ui/views/logits_bars.h"

class QChartView;
class QLabel;
class QSlider;

namespace kvscope::ui {

class CoalescedUpdate;
class LogitsChart;
class SessionController;

class LogitsView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxBars = 10;  // more labels than this do not fit a dock

    explicit LogitsView(SessionController* session, QWidget* parent = nullptr);

    QStringList labels() const { return bars_.labels; }
    QVector<double> logits() const { return bars_.logits; }
    QVector<double> probabilities() const { return bars_.probabilities; }
    int chosenBar() const { return bars_.chosen; }
    double temperature() const;
    void setTemperature(double t);
    QChartView* chartView() const { return chartView_; }
    LogitsChart* chart() const { return chart_; }
    QString captionText() const;
    // Draws a redraw that is waiting for the event loop now (before a render).
    void flushPendingUpdate();
    bool updatePending() const;

public slots:
    void refresh();  // the theme, the bars and the chart, now
    void forceBar(int index);

private:
    void recompute();  // the bars and the temperature text, from the session and the slider
    void drawChart();  // the bars into the chart
    QString caption() const;  // the step, the choice and the temperature in a sentence

    SessionController* session_;
    QChartView* chartView_;
    LogitsChart* chart_;
    QSlider* temperature_;
    QLabel* temperatureLabel_;
    QLabel* caption_;
    CoalescedUpdate* redraw_;
    LogitsBars bars_;
};

}  // namespace kvscope::ui
