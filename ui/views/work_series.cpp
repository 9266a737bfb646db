#include "ui/views/work_series.h"

#include <QCoreApplication>

#include "core/format.h"

namespace kvscope::ui {

namespace {
double metricOf(const WorkCounts& w, WorkMetric m) {
    switch (m) {
        case WorkMetric::KvVectors: return double(w.kvVectors);
        case WorkMetric::MultiplyAdds: return double(w.macs());
        case WorkMetric::KvBytesRead: return double(w.kvBytesRead);
    }
    return 0;
}

// (a class for lupdate to see the context by: a free tr() would file the texts under the
// namespace's name, where the lookup never finds them)
struct WorkText {
    Q_DECLARE_TR_FUNCTIONS(WorkView)
};
}  // namespace

QString workMetricName(WorkMetric metric) {
    switch (metric) {
        case WorkMetric::KvVectors: return WorkText::tr("K/V vectors computed");
        case WorkMetric::MultiplyAdds: return WorkText::tr("Multiply-adds");
        case WorkMetric::KvBytesRead: return WorkText::tr("KV bytes read");
    }
    return {};
}

WorkSeries workSeries(const QVector<StepView>& steps, int last, WorkMetric metric) {
    WorkSeries s;
    s.metric = metric;
    double on = 0, off = 0;
    for (int i = 0; i <= last && i < steps.size(); ++i) {
        const StepRecord& r = *steps[i].record;
        s.stepOn << metricOf(r.workFor(CacheMode::On), metric);
        s.stepOff << metricOf(r.workFor(CacheMode::Off), metric);
        s.totalOn << (on += s.stepOn.last());
        s.totalOff << (off += s.stepOff.last());
    }
    return s;
}

QString workSummary(const WorkSeries& s, const QString& onMark, const QString& offMark) {
    if (s.empty()) return WorkText::tr("No steps yet");
    const double on = s.totalOn.last(), off = s.totalOff.last();
    // no %n plural: without a translation loaded Qt prints "step(s)" as it stands
    return (s.steps() == 1 ? WorkText::tr("After %1 step: %2 with the cache, %3 without — %4× the work without it")
                           : WorkText::tr("After %1 steps: %2 with the cache, %3 without — %4× the work without it"))
        .arg(QString::fromStdString(formatCount(s.steps())))
        .arg(onMark + QString::fromStdString(formatCount(std::int64_t(on))),
             offMark + QString::fromStdString(formatCount(std::int64_t(off))),
             on > 0 ? QString::fromStdString(formatNumber(off / on, 3)) : QString::fromUtf8(kNoValue));
}

}  // namespace kvscope::ui
