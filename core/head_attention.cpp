#include "core/head_attention.h"

#include <algorithm>

namespace kvscope {

namespace {
// Query rows per attention block: each block scores only the keys its last row may see.
constexpr int kRowBlock = 64;
}  // namespace

// One head over query positions firstRow .. n-1, in float. q (P, hd), keys and values (n, hd)
// from the cache, out (P, hd). In blocks of rows: pass 1 scores q·kᵀ/√hd against the keys the
// block may see, pass 2 softmax over each row's causal keys, pass 3 weights · V. The work is
// the same whatever `detail` asks, so the model's numbers never depend on what is recorded
// (a layer recomputed later for display equals the first run bit for bit). The record of rows
// recordFrom .. n-1 holds the very floats the model used, widened to double; a Full record
// also scores the keys after each block by a product of its own, so the causal mask has
// something to block.
void headAttentionF(const Eigen::Ref<const MatrixF>& q, const Eigen::Ref<const MatrixF>& keys,
                    const Eigen::Ref<const MatrixF>& values, int firstRow, int recordFrom, float scale,
                    AttentionDetail detail, Eigen::Ref<MatrixF> out, HeadTrace& trace) {
    const int P = static_cast<int>(q.rows()), n = static_cast<int>(keys.rows());
    const int skip = recordFrom - firstRow, kept = P - skip;
    const bool full = detail == AttentionDetail::Full;
    if (full) {  // every cell is written below: no zeroing of (q, n) matrices first
        trace.scores.resize(kept, n);
        trace.maskedScores.resize(kept, n);
        trace.weights.resize(kept, n);
        trace.hasOutput.assign(static_cast<size_t>(kept), true);  // every row sees itself
    }
    if (detail == AttentionDetail::Weights) trace.weightsF.setZero(kept, n);
    if (detail == AttentionDetail::NewestRow) trace.weightsF.setZero(1, n);

    MatrixF s;      // (rows of the block, keys the block may see)
    MatrixF later;  // (rows of the block, keys after it) Full records only
    for (int r0 = 0; r0 < P; r0 += kRowBlock) {
        const int rb = std::min(kRowBlock, P - r0);
        const int scored = firstRow + r0 + rb;  // the block's last row sees keys 0 .. scored-1
        const int firstKept = std::max(0, skip - r0);  // the block's first recorded row

        // pass 1: scores (rb, scored)
        s.noalias() = q.middleRows(r0, rb) * keys.topRows(scored).transpose();
        s *= scale;
        if (full && firstKept < rb) {
            for (int r = firstKept; r < rb; ++r) trace.scores.row(r0 + r - skip).head(scored) = s.row(r).cast<Scalar>();
            if (scored < n) {
                later.noalias() = q.middleRows(r0, rb) * keys.bottomRows(n - scored).transpose();
                later *= scale;
                for (int r = firstKept; r < rb; ++r)
                    trace.scores.row(r0 + r - skip).tail(n - scored) = later.row(r).cast<Scalar>();
            }
        }

        // pass 2: softmax over the causal keys 0 .. position; 0 for the rest
        for (int r = 0; r < rb; ++r) {
            const int visible = firstRow + r0 + r + 1;
            auto row = s.row(r);
            const float top = row.head(visible).maxCoeff();
            row.head(visible) = (row.head(visible).array() - top).exp();
            row.head(visible) /= row.head(visible).sum();
            row.tail(scored - visible).setZero();
        }

        // pass 3: this head's output rows (rb, hd)
        out.middleRows(r0, rb).noalias() = s * values.topRows(scored);

        for (int r = firstKept; r < rb; ++r) {
            const int row = r0 + r - skip, position = firstRow + r0 + r;
            if (full) {
                trace.maskedScores.row(row) = trace.scores.row(row);
                trace.maskedScores.row(row).tail(n - position - 1).setConstant(kNegInf);
                trace.weights.row(row).head(scored) = s.row(r).cast<Scalar>();
                trace.weights.row(row).tail(n - scored).setZero();
            }
            if (detail == AttentionDetail::Weights) trace.weightsF.row(row).head(scored) = s.row(r);
        }
        if (detail == AttentionDetail::NewestRow && r0 + rb == P) trace.weightsF.row(0).head(scored) = s.row(rb - 1);
    }
    if (full) trace.outputs = out.bottomRows(kept).cast<Scalar>();
}

}  // namespace kvscope
