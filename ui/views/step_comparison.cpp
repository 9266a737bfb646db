#include "ui/views/step_comparison.h"

#include <QCoreApplication>

namespace kvscope::ui {

RowWork StepComparison::keysAndValues(bool cache, int position) const {
    if (position >= firstRow || prefill) return RowWork::Computed;
    return cache ? RowWork::FromCache : RowWork::Again;
}

RowWork StepComparison::queryRow(bool cache, int position) const {
    if (position >= firstRow || prefill) return RowWork::Computed;
    // with the cache the earlier queries are done with: only the new rows look back
    return cache ? RowWork::NotNeeded : RowWork::Again;
}

double StepComparison::workRatio() const {
    const double on = static_cast<double>(withCache.macs());
    return on > 0 ? static_cast<double>(withoutCache.macs()) / on : 1.0;
}

StepComparison compareStep(const StepView* step) {
    StepComparison c;
    if (!step || !step->record) return c;
    const StepRecord& r = *step->record;
    c.valid = true;
    c.prefill = r.phase == Phase::Prefill;
    c.positions = r.positions();
    c.firstRow = r.firstRow;
    c.tokens = step->tokens;
    c.chosen = step->chosen;
    c.withCache = r.workFor(CacheMode::On);
    c.withoutCache = r.workFor(CacheMode::Off);
    return c;
}

QString rowWorkName(RowWork work) {
    switch (work) {
        case RowWork::FromCache: return QCoreApplication::translate("StepComparison", "read from the cache");
        case RowWork::Computed: return QCoreApplication::translate("StepComparison", "computed now");
        case RowWork::Again: return QCoreApplication::translate("StepComparison", "computed again (same values)");
        case RowWork::NotNeeded: return QCoreApplication::translate("StepComparison", "not needed");
    }
    return {};
}

}  // namespace kvscope::ui
