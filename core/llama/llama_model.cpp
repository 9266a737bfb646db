#include "core/llama/llama_model.h"

#include <algorithm>

#include <cmath>
#include <numeric>

#include "core/format.h"
#include "core/head_attention.h"
#include "core/transformer_parts.h"
#include "core/matmul.h"
#include "core/parallel.h"

// Shapes: P = new positions this call computes (rows firstRow .. n-1), n = positions after it,
// d = hidden size, H = query heads, Hkv = KV heads, hd = head_dim, I = intermediate size,
// V = vocabulary, q = recorded rows (recordFrom .. n-1).

namespace kvscope {

namespace {

constexpr const char* kDefaultPromptText = "Today's weather is so";

// Each row divided by its root mean square, then scaled: x / √(mean(x²) + eps) · weight.
// rows (P, width) → (P, width); with heads > 1 each head's width/heads columns separately
// (Qwen3's q/k norm).
void rmsNormInPlace(Eigen::Ref<MatrixF> rows, const RowVectorF& weight, float eps, int heads = 1) {
    const Eigen::Index width = weight.size();
    forRowBlocks(rows.rows(), [&](Eigen::Index first, Eigen::Index count) {
        for (Eigen::Index r = first; r < first + count; ++r)
            for (int h = 0; h < heads; ++h) {
                auto x = rows.row(r).segment(h * width, width);
                const float rms = std::sqrt(x.squaredNorm() / static_cast<float>(width) + eps);
                x = (x.array() / rms * weight.array()).matrix();
            }
    });
}

// x += y, (P, d), rows in parallel for a prefill.
void addRows(MatrixF& x, const MatrixF& y) {
    forRowBlocks(x.rows(), [&](Eigen::Index first, Eigen::Index count) {
        x.middleRows(first, count) += y.middleRows(first, count);
    });
}

MatrixF rmsNorm(const MatrixF& x, const RowVectorF& weight, float eps) {
    MatrixF out = x;
    rmsNormInPlace(out, weight, eps);
    return out;
}

}  // namespace

LlamaModel::LlamaModel(LlamaWeights weights, std::shared_ptr<const Tokenizer> tokenizer, std::string name)
    : weights_(std::move(weights)), rope_(weights_.config), tokenizer_(std::move(tokenizer)) {
    const LlamaConfig& c = weights_.config;
    if (tokenizer_->vocabSize() > c.vocabSize)
        throw Error(msg("the tokenizer has %1 tokens but config.json's vocab_size is %2", tokenizer_->vocabSize(),
                        c.vocabSize));
    info_.name = std::move(name);
    Message attention = c.kvHeads == c.heads ? msg("multi-head attention")
                        : c.kvHeads == 1     ? msg("multi-query attention (1 KV head)")
                                             : msg("%1 query heads sharing %2 KV heads", c.heads, c.kvHeads);
    info_.title = msg("%1 family, %2 layers, width %3, %4", c.modelType, c.layers, c.hidden, std::move(attention));
    info_.family = c.modelType;
    info_.layers = c.layers;
    info_.heads = c.heads;
    info_.kvHeads = c.kvHeads;
    info_.keyDim = c.headDim;
    info_.valueDim = c.headDim;
    info_.combinedDim = c.hidden;
    info_.maxPositions = c.maxPositions;
    info_.weightPrecision = weightTypes(weights_);
    info_.parameterCount = c.parameterCount(weights_.tied);
    info_.ropeInverseFrequencies = rope_.inverseFrequencies();
    info_.ropeTheta = c.ropeTheta;
    if (c.ropeScaling.kind == RopeScaling::Kind::Factors) {
        const auto [least, most] = std::minmax_element(c.ropeScaling.pairFactors.begin(), c.ropeScaling.pairFactors.end());
        info_.ropeScaling = "per-pair (rope_freqs) ×" + formatNumber(*least) + "–" + formatNumber(*most);
    } else if (c.ropeScaling.kind != RopeScaling::Kind::None) {
        info_.ropeScaling = std::string(c.ropeScaling.kind == RopeScaling::Kind::Llama3 ? "llama3" : "linear") + " ×" +
                            formatNumber(c.ropeScaling.factor);
    }
    outputTokens_.resize(static_cast<size_t>(c.vocabSize));
    std::iota(outputTokens_.begin(), outputTokens_.end(), 0);
}

void LlamaModel::setHeadNames(std::vector<std::string> names) { kvscope::setHeadNames(info_, std::move(names)); }

CostModel LlamaModel::cost() const {
    const LlamaConfig& c = weights_.config;
    const std::int64_t d = c.hidden, hd = c.headDim, H = c.heads, I = c.intermediate;
    CostModel m;
    static_cast<ModelDims&>(m) = info_;
    m.bytesPerElement = sizeof(float);
    // Per layer, KV head and position: that head's hd columns of K and of V, each d long.
    m.kvMacsPerPosition = 2 * d * hd;
    // Per layer and position: Q (d·H·hd), o_proj (H·hd·d) and the SwiGLU MLP (gate, up, down:
    // 3·d·I). Norms, RoPE and the SiLU are O(d) and left out.
    m.otherMacsPerRow = 2 * d * H * hd + 3 * d * I;
    m.logitsMacs = d * static_cast<std::int64_t>(c.vocabSize);
    return m;
}

KvShape LlamaModel::kvShape() const { return floatKvShape(info_); }

std::vector<TokenId> LlamaModel::defaultPrompt() const {
    std::vector<TokenId> ids;
    try {
        ids = tokenizer_->encode(info_.promptPrefix + kDefaultPromptText);
    } catch (const Error&) {
        // a vocabulary that cannot spell the example: the user gives a prompt
    }
    if (ids.empty()) ids.push_back(0);
    return ids;
}

// Grouped-query attention of one block for the new rows: Q, K, V by one product (plus
// biases), Qwen3's per-head norm, RoPE on Q and K, K and V appended to the cache per KV head,
// every query head over its group's cached K/V (heads in parallel), o_proj. h (P, d) → (P, d).
MatrixF LlamaModel::attention(int layer, const MatrixF& h, const ForwardRows& rows, const Rope::Angles& angles,
                              AttentionDetail detail, KvCache& cache, LayerTrace& record, MatrixF* headOutputs) const {
    const LlamaBlock& b = weights_.blocks[static_cast<size_t>(layer)];
    const LlamaConfig& c = weights_.config;
    const int H = c.heads, Hkv = c.kvHeads, hd = c.headDim, group = c.groupSize(), P = rows.count();
    const auto eps = static_cast<float>(c.rmsNormEps);

    cache.prefetchAppend(layer, P);  // (lines the appends below store to, asked for during the product)
    MatrixF qkv;  // (P, (H + 2·Hkv)·hd) = [Q | K | V]
    linear(h, b.qkv, b.qkvBias, qkv);
    auto q = qkv.leftCols(H * hd);
    auto k = qkv.middleCols(H * hd, Hkv * hd);
    if (c.qkNorm) {
        rmsNormInPlace(q, b.qNorm, eps, H);
        rmsNormInPlace(k, b.kNorm, eps, Hkv);
    }
    forRowBlocks(P, [&](int first, int count) {  // rows in parallel for a prefill
        rope_.rotate(q.middleRows(first, count), H, angles, first);
        rope_.rotate(k.middleRows(first, count), Hkv, angles, first);
    });
    cache.appendLayerF(layer, qkv.middleCols(H * hd, Hkv * hd), qkv.middleCols((H + Hkv) * hd, Hkv * hd));

    record.detail = detail;
    record.heads.resize(static_cast<size_t>(H));
    MatrixF y(P, H * hd);  // head outputs side by side
    const float scale = 1.0f / std::sqrt(static_cast<float>(hd));
    parallelFor(0, H, 1, [&](int head) {  // (a thread's heads are consecutive: it reads head + 1 next)
        const int kvHead = head / group;
        headAttentionF(qkv.block(0, head * hd, P, hd), cache, layer, kvHead, rows.firstRow, rows.recordFrom, scale,
                       detail, y.middleCols(head * hd, hd), record.heads[static_cast<size_t>(head)],
                       head + 1 < H ? (head + 1) / group : -1);
    });
    MatrixF out;  // (P, d)
    linear(y, b.output, b.outputBias, out);

    if (detail == AttentionDetail::Full) {
        const int kept = rows.kept();
        record.combined = out.bottomRows(kept).cast<Scalar>();
        record.hasCombined.assign(static_cast<size_t>(kept), true);
        record.kv = recordedKvRows(cache, layer, rows);  // (P', hd) per KV head, K rotated
    }
    if (headOutputs) *headOutputs = std::move(y);
    return out;
}

// SwiGLU: down(silu(gate(h)) · up(h)). h (P, d) → (P, d).
MatrixF LlamaModel::mlp(int layer, const MatrixF& h) const {
    const LlamaBlock& b = weights_.blocks[static_cast<size_t>(layer)];
    const Eigen::Index I = weights_.config.intermediate;
    MatrixF gateUp;  // (P, 2I) = [gate | up]
    linear(h, b.gateUp, RowVectorF(), gateUp);
    MatrixF act(gateUp.rows(), I);  // (P, I)
    forRowBlocks(gateUp.rows(), [&](Eigen::Index first, Eigen::Index count) {
        const auto gate = gateUp.block(first, 0, count, I).array();
        act.middleRows(first, count).array() = gate / (1.0f + (-gate).exp()) * gateUp.block(first, I, count, I).array();
    });
    MatrixF out;
    linear(act, b.down, RowVectorF(), out);
    return out;
}

ForwardResult LlamaModel::forward(std::span<const TokenId> tokens, int firstRow, int recordFrom, KvCache& cache,
                                  const RecordPlan& plan, const StopCheck& stop) const {
    const LlamaConfig& c = weights_.config;
    const ForwardRows rows = checkForward(tokens, firstRow, recordFrom, cache, plan, info_, c.vocabSize);
    const int P = rows.count();
    const auto eps = static_cast<float>(c.rmsNormEps);

    // embed: no position embedding (RoPE rotates q and k inside attention), x (P, d)
    MatrixF x(P, c.hidden);
    forRowBlocks(P, [&](int first, int count) {  // (a column of the panels is k scattered reads)
        for (int r = first; r < first + count; ++r) x.row(r) = weights_.embed.column(tokens[static_cast<size_t>(firstRow + r)]);
    });

    ForwardResult out;
    out.layers.resize(static_cast<size_t>(c.layers));
    MatrixF lastHeads;  // (P, H·hd)
    const Rope::Angles angles = rope_.angles(firstRow, P);  // of positions firstRow .. n-1, for every layer
    for (int l = 0; l < c.layers; ++l) {
        checkStop(stop);
        const LlamaBlock& b = weights_.blocks[static_cast<size_t>(l)];
        const bool last = l == c.layers - 1;
        addRows(x, attention(l, rmsNorm(x, b.inputNorm, eps), rows, angles, plan.layers[static_cast<size_t>(l)], cache,
                             out.layers[static_cast<size_t>(l)], last && plan.context ? &lastHeads : nullptr));
        addRows(x, mlp(l, rmsNorm(x, b.postAttentionNorm, eps)));
    }

    if (plan.context)
        out.context = lastHeads.bottomRows(rows.kept()).cast<Scalar>();
    else
        out.context.resize(0, static_cast<Eigen::Index>(c.heads) * c.headDim);

    // final RMSNorm of the last position, then the logits; the positions before it when the
    // plan asks (verification), by a product of their own as in GPT-2
    // (r, d) → (r, V); the last position's also widened into `widened` by the product's threads
    const auto logitsOf = [&](const MatrixF& rowsOfX, Vector* widened = nullptr) {
        MatrixF logits;
        if (widened) widened->resize(weights_.outputProjection().cols());
        linear(rmsNorm(rowsOfX, weights_.norm, eps), weights_.outputProjection(), RowVectorF(), logits, Activation::None,
               widened ? widened->data() : nullptr);
        return logits;
    };
    const MatrixF last = logitsOf(x.bottomRows(1), &out.logits);
    out.rowLogits = logitRowsOf(plan, x, last, logitsOf);
    return out;
}

}  // namespace kvscope
