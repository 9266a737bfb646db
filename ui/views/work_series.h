#pragma once
// What the work view plots, computed from the steps alone: the work of each step with and
// without the KV cache (both are known whichever mode ran), their running totals and the
// sentence that compares them. The charts draw it; tests read it.

#include <QString>
#include <QVector>

#include "ui/session/step_view.h"

namespace kvscope::ui {

enum class WorkMetric { KvVectors, MultiplyAdds, KvBytesRead };

// "K/V vectors computed", "Multiply-adds", "KV bytes read".
QString workMetricName(WorkMetric metric);

struct WorkSeries {
    WorkMetric metric = WorkMetric::KvVectors;
    QVector<double> stepOn, stepOff;    // (steps) the work of each step with / without the cache
    QVector<double> totalOn, totalOff;  // (steps) running totals through each step
    int steps() const { return static_cast<int>(stepOn.size()); }
    bool empty() const { return stepOn.isEmpty(); }
};

// Steps 0 … last of `steps` (none when last < 0).
WorkSeries workSeries(const QVector<StepView>& steps, int last, WorkMetric metric);

// "After 3 steps: 24 with the cache, 60 without — 2.5× the work without it"; "After 1 step: …";
// "No steps yet". `onMark` and `offMark` go before the two numbers (the view puts the charts'
// colour key there).
QString workSummary(const WorkSeries& series, const QString& onMark = {}, const QString& offMark = {});

}  // namespace kvscope::ui
