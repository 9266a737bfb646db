#pragma once
// The full n×n attention picture at a step, assembled from the rows each step recorded
// (the prefill's rows, then one row per decode step). Pure functions: tested without widgets.

#include <QVector>

#include "core/types.h"
#include "ui/session/step_view.h"

namespace kvscope::ui {

// Difference: the weights minus those of the exact f32 cache on the same tokens (the KV cache
// lab: what a narrowed, quantized or bounded cache changed; assembled as Weights, then
// subtractExact).
enum class AttentionField { Scores, MaskedScores, Weights, Difference };

enum class CellKind : quint8 {
    Visible,       // the query may attend to this key
    RuleExcluded,  // visible under the mask, but the score excludes it (toy rules: −∞)
    MaskBlocked,   // a key after the query: blocked by the causal mask
    NotRecorded,   // visible under the mask, but the step's record does not keep this value
                   // (the recording budget); the worker is recomputing it
    Evicted,       // allowed by the mask, but evicted from a bounded cache (core/kv_eviction.h)
                   // before this query: it never saw the key
};

struct AttentionPicture {
    // (n, n) the field's values; −∞ where excluded or blocked. Row-major: pictures are built
    // and painted row by row.
    Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> values;
    QVector<CellKind> kinds;    // (n·n) row-major
    QVector<int> rowStep;       // (n) which step computed each row
    int newestFirstRow = 0;     // rows [newestFirstRow, n) came from the picture's own step
    bool complete = true;       // false when some row's values are not recorded (NotRecorded)

    int size() const { return static_cast<int>(values.rows()); }
    CellKind kind(int row, int col) const { return kinds.at(row * size() + col); }
};

// Rows of steps 0..upTo (inclusive) of one layer and head, from each step's layer as
// StepView::layer gives it: a full layer gives every field; a reduced one its float weights
// (all rows, or the newest) and NotRecorded cells for the rest.
AttentionPicture assembleAttention(const QVector<StepView>& steps, int upTo, int layer, int head,
                                   AttentionField field);

// Turns a Weights picture into a Difference one: every recorded cell a query could attend to
// (evicted keys too: the cache gave them 0, the exact cache did not) minus `exact`'s weight
// there — head `head` of a layer Engine::exactLayer recorded (weightsF, rows 0 … n−1). Cells the
// record did not keep stay NotRecorded; a row sums to 0 (both rows sum to 1).
void subtractExact(AttentionPicture& picture, const LayerTrace& exact, int head);

}  // namespace kvscope::ui
