#pragma once
// One step told twice: as computed with the KV cache and as the same step replayed without it.
// Which positions' K and V each way computes, reads from the cache or computes again, which
// query rows of attention it computes, and the work of both (a record knows its work in both
// modes, whichever ran: core/step_record.h). The comparison view draws it; tests read it.

#include <QString>
#include <QStringList>

#include "core/work_meter.h"
#include "ui/session/step_view.h"

namespace kvscope::ui {

enum class RowWork {
    FromCache,  // read from the cache: computed by an earlier step
    Computed,   // computed by this step for the first time
    Again,      // computed again: the values an earlier step had computed already
    NotNeeded,  // not computed: no later row reads it (an earlier query's attention)
};

struct StepComparison {
    bool valid = false;     // false before the prefill
    bool prefill = false;   // a prefill computes everything either way: both sides are alike
    int positions = 0;      // the sequence the step sees
    int firstRow = 0;       // the positions the step feeds: [firstRow, positions)
    QStringList tokens;     // (positions) display text
    QString chosen;         // the next token: the same either way
    WorkCounts withCache, withoutCache;

    // The K and V of `position`, and the attention row of query `position`, with the cache
    // (cache true) or without it.
    RowWork keysAndValues(bool cache, int position) const;
    RowWork queryRow(bool cache, int position) const;
    // Positions whose K and V the replay without the cache computes again (firstRow of them).
    int recomputedRows() const { return prefill ? 0 : firstRow; }
    // Multiply-adds without the cache per one with it (1 for a prefill).
    double workRatio() const;
};

StepComparison compareStep(const StepView* step);

// "read from the cache", "computed now", "computed again", "not needed".
QString rowWorkName(RowWork work);

}  // namespace kvscope::ui
