#include "core/head_attention.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "core/kernels/panel_gemm.h"

namespace kvscope {

namespace {
// Query rows per attention block: each block scores only the keys its last row may see.
constexpr int kRowBlock = 64;
}  // namespace

namespace {

// Rows [from, rows) of a head's stored rows.
attn::StoredRows rowsFrom(attn::StoredRows r, int from) {
    const std::int64_t bytes = attn::elementBytes(r.type);
    r.keys = static_cast<const char*>(r.keys) + from * r.keyStride * bytes;
    r.values = static_cast<const char*>(r.values) + from * r.valueStride * bytes;
    r.rows -= from;
    r.nextKeys = r.nextValues = nullptr;  // (the record's extra scores: nothing to ask for)
    return r;
}

void prepareTrace(HeadTrace& trace, AttentionDetail detail, int kept, int n) {
    if (detail == AttentionDetail::Full) {  // every cell is written by the caller: no zeroing first
        trace.scores.resize(kept, n);
        trace.maskedScores.resize(kept, n);
        trace.weights.resize(kept, n);
        trace.hasOutput.assign(static_cast<size_t>(kept), true);  // every row sees itself
    }
    if (detail == AttentionDetail::Weights) trace.weightsF.setZero(kept, n);
    if (detail == AttentionDetail::NewestRow) trace.weightsF.setZero(1, n);
}

// Keys [sinks, firstRecent) of a bounded cache, or those a heavy-hitter cache has evicted, are
// evicted for the query at `position` (core/kv_eviction.h): their entries of `row` become
// `value` (-inf for a score, so it neither wins the maximum nor shows in the record).
template <typename Row>
void hideEvicted(Row&& row, const KvEviction& eviction, const HeavyHitterState* heavy, int position,
                 float value = -std::numeric_limits<float>::infinity()) {
    if (heavy) {
        for (int k = 0; k <= position; ++k)
            if (heavy->evicted(position, k)) row[k] = value;
        return;
    }
    const int from = eviction.sinks, to = eviction.firstRecent(position);
    if (eviction.enabled() && to > from) row.segment(from, to - from).setConstant(value);
}

// Softmax in place over the causal scores of the query at `position`, the evicted keys' weights
// exactly 0, as both paths compute it. The 0 is written, not left to exp(-inf): Eigen's
// vectorized exp clamps its argument, and with AVX2 (not AVX-512) exp(-inf) comes out as
// 2.9e-39, so an evicted key kept a weight and added to the output.
template <typename Row>
void maskedSoftmax(Row&& row, const KvEviction& eviction, const HeavyHitterState* heavy, int position) {
    hideEvicted(row, eviction, heavy, position);
    const float top = row.maxCoeff();
    row = (row.array() - top).exp();
    hideEvicted(row, eviction, heavy, position, 0.0f);
    row /= row.sum();
}

// A few query rows (decode), or every row of a heavy-hitter cache, whose keys follow the
// weights of the rows before: per row, one pass over the keys it may see, the softmax of
// those scores in a buffer, one pass over the values.
void streamedRows(const Eigen::Ref<const MatrixF>& q, const attn::StoredRows& rows, const KvEviction& eviction,
                  HeavyHitterState* heavy, int firstRow, int recordFrom, float scale, AttentionDetail detail,
                  Eigen::Ref<MatrixF> out, HeadTrace& trace) {
    const int P = static_cast<int>(q.rows()), n = rows.rows, skip = recordFrom - firstRow;
    const bool full = detail == AttentionDetail::Full;
    RowVectorF scores(n), weights(n);
    for (int r = 0; r < P; ++r) {
        const int position = firstRow + r, visible = position + 1;
        const float* query = q.data() + r * q.outerStride();  // the row's dk floats are contiguous
        attn::scoreKeys(query, rows, visible, scale, scores.data());
        weights.head(visible) = scores.head(visible);
        if (heavy) heavy->admit(eviction, position);  // its key joins; one older may go
        maskedSoftmax(weights.head(visible), eviction, heavy, position);
        if (heavy) heavy->attend(weights.data(), position);
        attn::mixValues(weights.data(), rows, visible, &out(r, 0));

        if (r < skip) continue;
        const int row = r - skip;
        if (full) {
            // the keys after the query are scored for the record only, so the mask has something to block
            if (visible < n) attn::scoreKeys(query, rowsFrom(rows, visible), n - visible, scale, scores.data() + visible);
            trace.scores.row(row) = scores.cast<Scalar>();
            trace.maskedScores.row(row) = trace.scores.row(row);
            trace.maskedScores.row(row).tail(n - visible).setConstant(kNegInf);
            hideEvicted(trace.maskedScores.row(row), eviction, heavy, position);
            trace.weights.row(row).head(visible) = weights.head(visible).cast<Scalar>();
            trace.weights.row(row).tail(n - visible).setZero();
        }
        if (detail == AttentionDetail::Weights) trace.weightsF.row(row).head(visible) = weights.head(visible);
        if (detail == AttentionDetail::NewestRow && r == P - 1) trace.weightsF.row(0).head(visible) = weights.head(visible);
    }
}

// A head's K and V laid out as the prefill kernel's weight panels (core/kernels/panel_gemm.h),
// so a block's two products run on it instead of Eigen's GEMM, which at these shapes (k = 64
// for q·kᵀ, 64 output columns for weights · V) spent about as long packing as multiplying: a
// 512-token prefill of GPT-2 small spent 5.7–6.4 million TSC ticks (2.1 GHz) a layer in its
// attention region, 4.3–4.8 million this way (prefill 512: +2–4 % tokens/s). Kᵀ: panel p holds
// keys 64p .. 64p+63 as dk rows of 64; V: panel p holds columns 64p .. of every key, a key a row.
// The last panel's columns past the end are zeros (the kernel reads whole panel rows and stores
// only the columns that exist). Its sums run in another order than Eigen's: the numbers move
// within float rounding (the reference tests' tolerances), and are the same whatever the record's
// detail, as before.
struct PanelKv {
    std::vector<float> keysT, valuesCopy;
    const float* values = nullptr;  // V's panels: the stored rows themselves when they are one panel
    int n = 0, dk = 0, dv = 0;

    PanelKv(const Eigen::Ref<const MatrixF>& keys, const Eigen::Ref<const MatrixF>& vals)
        : n(static_cast<int>(keys.rows())), dk(static_cast<int>(keys.cols())), dv(static_cast<int>(vals.cols())) {
        constexpr int W = gemm::kPanelWidth;
        using Panel = Eigen::Map<MatrixF>;
        keysT.assign(static_cast<size_t>(panels(n)) * dk * W, 0.0f);
        for (int p = 0; p < panels(n); ++p) {
            const int width = std::min(W, n - p * W);
            Panel(keysT.data() + static_cast<size_t>(p) * dk * W, dk, W).leftCols(width) =
                keys.middleRows(p * W, width).transpose();
        }
        if (dv == W && vals.outerStride() == W) {  // a head of 64: its rows as stored are the one panel
            values = vals.data();
            return;
        }
        valuesCopy.assign(static_cast<size_t>(panels(dv)) * n * W, 0.0f);
        for (int p = 0; p < panels(dv); ++p) {
            const int width = std::min(W, dv - p * W);
            Panel(valuesCopy.data() + static_cast<size_t>(p) * n * W, n, W).leftCols(width) = vals.middleCols(p * W, width);
        }
        values = valuesCopy.data();
    }
    static int panels(int columns) { return (columns + gemm::kPanelWidth - 1) / gemm::kPanelWidth; }

    // s (rows, scored) = q rows · kᵀ of keys 0 .. scored-1
    void scores(const float* q, Eigen::Index qStride, int rows, int scored, MatrixF& s) const {
        s.resize(rows, scored);
        gemm::panelsF32(q, qStride, rows, dk, keysT.data(), scored, s.data(), scored);
    }
    // out (rows, dv) = weights (rows, scored) · V of keys 0 .. scored-1: one call per panel of
    // V's columns, each over its first `scored` rows
    void mix(const MatrixF& weights, int scored, float* out, Eigen::Index outStride) const {
        for (int p = 0; p < panels(dv); ++p)
            gemm::panelsF32(weights.data(), weights.cols(), weights.rows(), scored,
                            values + static_cast<size_t>(p) * n * gemm::kPanelWidth,
                            std::min<Eigen::Index>(gemm::kPanelWidth, dv - p * gemm::kPanelWidth),
                            out + p * gemm::kPanelWidth, outStride);
    }
};

// Many query rows (a prefill), in blocks of rows: pass 1 scores q·kᵀ against the keys the
// block may see, pass 2 softmax over each row's causal keys, pass 3 weights · V. A Full
// record also scores the keys after each block by a product of its own, so the causal mask
// has something to block.
void blockedRows(const Eigen::Ref<const MatrixF>& q, const Eigen::Ref<const MatrixF>& keys,
                 const Eigen::Ref<const MatrixF>& values, const KvEviction& eviction, int firstRow, int recordFrom,
                 float scale, AttentionDetail detail, Eigen::Ref<MatrixF> out, HeadTrace& trace) {
    const int P = static_cast<int>(q.rows()), n = static_cast<int>(keys.rows());
    const int skip = recordFrom - firstRow;
    const bool full = detail == AttentionDetail::Full;
    std::optional<PanelKv> panels;
    if (gemm::available()) panels.emplace(keys, values);

    MatrixF s;      // (rows of the block, keys the block may see)
    MatrixF later;  // (rows of the block, keys after it) Full records only
    for (int r0 = 0; r0 < P; r0 += kRowBlock) {
        const int rb = std::min(kRowBlock, P - r0);
        const int scored = firstRow + r0 + rb;  // the block's last row sees keys 0 .. scored-1
        const int firstKept = std::max(0, skip - r0);  // the block's first recorded row

        // pass 1: scores (rb, scored)
        if (panels)
            panels->scores(q.data() + r0 * q.outerStride(), q.outerStride(), rb, scored, s);
        else
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
            maskedSoftmax(s.row(r).head(visible), eviction, nullptr, visible - 1);
            s.row(r).tail(scored - visible).setZero();
        }

        // pass 3: this head's output rows (rb, hd)
        if (panels)
            panels->mix(s, scored, out.data() + r0 * out.outerStride(), out.outerStride());
        else
            out.middleRows(r0, rb).noalias() = s * values.topRows(scored);

        for (int r = firstKept; r < rb; ++r) {
            const int row = r0 + r - skip, position = firstRow + r0 + r;
            if (full) {
                trace.maskedScores.row(row) = trace.scores.row(row);
                trace.maskedScores.row(row).tail(n - position - 1).setConstant(kNegInf);
                hideEvicted(trace.maskedScores.row(row), eviction, nullptr, position);
                trace.weights.row(row).head(scored) = s.row(r).cast<Scalar>();
                trace.weights.row(row).tail(n - scored).setZero();
            }
            if (detail == AttentionDetail::Weights) trace.weightsF.row(row).head(scored) = s.row(r);
        }
        if (detail == AttentionDetail::NewestRow && r0 + rb == P) trace.weightsF.row(0).head(scored) = s.row(rb - 1);
    }
}

}  // namespace

// The record of rows recordFrom .. n-1 holds the very floats the model used, widened to double.
void headAttentionF(const Eigen::Ref<const MatrixF>& q, KvCache& cache, int layer, int kvHead, int firstRow,
                    int recordFrom, float scale, AttentionDetail detail, Eigen::Ref<MatrixF> out, HeadTrace& trace,
                    int nextKvHead) {
    const int P = static_cast<int>(q.rows());
    attn::StoredRows rows = cache.storedRows(layer, kvHead);
    if (nextKvHead >= 0 && nextKvHead != kvHead) {
        const attn::StoredRows next = cache.storedRows(layer, nextKvHead);
        rows.nextKeys = next.keys;
        rows.nextValues = next.values;
        rows.nextRows = next.rows;
    }
    const int n = rows.rows;
    const KvEviction& eviction = cache.shape().eviction;
    HeavyHitterState* heavy = cache.heavyHitters(layer, kvHead);
    if (n != firstRow + P) throw Error("internal: attention rows do not match the cache");
    if (heavy && heavy->attention.size() != static_cast<size_t>(firstRow))
        throw Error("internal: the heavy-hitter sums do not match the cache");
    prepareTrace(trace, detail, P - (recordFrom - firstRow), n);
    if (P <= kStreamedQueryRows || heavy) {
        streamedRows(q, rows, eviction, heavy, firstRow, recordFrom, scale, detail, out, trace);
    } else if (rows.type == attn::KvElement::F32) {
        using Stored = Eigen::Map<const MatrixF>;
        blockedRows(q, Stored(static_cast<const float*>(rows.keys), n, rows.keyDim),
                    Stored(static_cast<const float*>(rows.values), n, rows.valueDim), eviction, firstRow, recordFrom,
                    scale, detail, out, trace);
    } else {  // f16/bf16: the products read the rounded values widened once
        blockedRows(q, cache.keysAsFloat(layer, kvHead, 0, n), cache.valuesAsFloat(layer, kvHead, 0, n), eviction,
                    firstRow, recordFrom, scale, detail, out, trace);
    }
    if (detail == AttentionDetail::Full) trace.outputs = out.bottomRows(P - (recordFrom - firstRow)).cast<Scalar>();
}

}  // namespace kvscope
