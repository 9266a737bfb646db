#pragma once
// The work the KV cache saves: cumulative work with and without the cache over the steps so
// far (the O(n) against O(n²) picture), per-step bars of both, and their ratio.
//
// The charts are built once and updated in place. The numbers (series, ratio) follow the
// session at once; the charts are redrawn once per turn of the event loop however many signals
// arrived (coalesced_update.h). refresh() redraws now; exports flush a pending redraw first.

#include <QVector>
#include <QWidget>

#include "ui/views/work_series.h"

class QBoxLayout;
class QChartView;
class QComboBox;
class QLabel;

namespace kvscope::ui {

class CoalescedUpdate;
class CumulativeWorkChart;
class PerStepWorkChart;
class SessionController;

class WorkView : public QWidget {
    Q_OBJECT
public:
    using Metric = WorkMetric;
    explicit WorkView(SessionController* session, QWidget* parent = nullptr);

    // Cumulative series through the current step, per cache mode.
    QVector<double> cumulativeWithCache() const { return series_.totalOn; }
    QVector<double> cumulativeWithoutCache() const { return series_.totalOff; }
    const WorkSeries& series() const { return series_; }
    QString ratioText() const;
    QChartView* chartView() const { return cumulative_; }
    CumulativeWorkChart* cumulativeChart() const { return cumulativeChart_; }
    PerStepWorkChart* perStepChart() const { return perStepChart_; }
    void setMetric(Metric metric);
    // Draws a redraw that is waiting for the event loop now (before a render).
    void flushPendingUpdate();
    bool updatePending() const;

public slots:
    void refresh();  // the theme, the numbers and the charts, now

private:
    void recompute();   // the numbers and the ratio text, from the session
    void drawCharts();  // the numbers into the charts
    void arrangeTop();  // the sentence beside the metric box, or below it when narrow

protected:
    void resizeEvent(QResizeEvent* event) override;

private:

    SessionController* session_;
    Metric metric_ = Metric::KvVectors;
    QBoxLayout* top_;
    QComboBox* metricBox_;
    QLabel* ratio_;
    QChartView* cumulative_;
    QChartView* perStep_;
    CumulativeWorkChart* cumulativeChart_;
    PerStepWorkChart* perStepChart_;
    CoalescedUpdate* redraw_;
    WorkSeries series_;
};

}  // namespace kvscope::ui
