#include "core/gpt2/gpt2_model.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <numeric>


#include "core/head_attention.h"
#include "core/transformer_parts.h"
#include "core/matmul.h"
#include "core/parallel.h"

// Shapes: P = new positions this call computes (rows firstRow .. n-1), n = positions after it,
// d = n_embd, H = n_head, hd = d / H, V = vocabulary, q = recorded rows (recordFrom .. n-1).

namespace kvscope {

namespace {

constexpr const char* kDefaultPromptText = "Today's weather is so";

// inp (P, d) → (P, d): each row normalized to mean 0, variance 1, then scaled and shifted.
MatrixF layerNorm(const MatrixF& inp, const RowVectorF& weight, const RowVectorF& bias, float eps) {
    MatrixF out(inp.rows(), inp.cols());
    forRowBlocks(inp.rows(), [&](Eigen::Index first, Eigen::Index count) {
        for (Eigen::Index r = first; r < first + count; ++r) {
            const auto x = inp.row(r);
            const float mean = x.mean();
            const float var = (x.array() - mean).square().mean();  // biased, as PyTorch's layer_norm
            const float rstd = 1.0f / std::sqrt(var + eps);
            out.row(r) = ((x.array() - mean) * rstd * weight.array() + bias.array()).matrix();
        }
    });
    return out;
}

// x += y, (P, d), rows in parallel for a prefill.
void addRows(MatrixF& x, const MatrixF& y) {
    forRowBlocks(x.rows(), [&](Eigen::Index first, Eigen::Index count) {
        x.middleRows(first, count) += y.middleRows(first, count);
    });
}

}  // namespace

void Gpt2Model::setHeadNames(std::vector<std::string> names) { kvscope::setHeadNames(info_, std::move(names)); }

Gpt2Model::Gpt2Model(Gpt2Weights weights, BpeTokenizer tokenizer, std::string name)
    : weights_(std::make_shared<const Gpt2Weights>(std::move(weights))),
      tokenizer_(std::make_shared<const BpeTokenizer>(std::move(tokenizer))) {
    const Gpt2Config& c = weights_->config;
    if (tokenizer_->vocabSize() > c.vocabSize)
        throw Error(msg("the tokenizer has %1 tokens but config.json's vocab_size is %2", tokenizer_->vocabSize(),
                        c.vocabSize));
    info_.name = name;
    info_.title = msg("GPT-2 family, width %1, %2 tokens, %3 positions", c.nEmbd, c.vocabSize, c.nPositions);
    info_.family = "gpt2";
    info_.layers = c.nLayer;
    info_.heads = c.nHead;
    info_.kvHeads = c.nHead;
    info_.keyDim = c.headDim();
    info_.valueDim = c.headDim();
    info_.maxPositions = c.nPositions;
    if (const auto eot = tokenizer_->findToken("<|endoftext|>"); eot && tokenizer_->isSpecial(*eot))
        info_.promptPrefix = "<|endoftext|>";
    info_.combinedDim = c.nEmbd;
    info_.weightPrecision = weightTypes(*weights_);
    info_.parameterCount = c.parameterCount();
    outputTokens_.resize(static_cast<size_t>(c.vocabSize));
    std::iota(outputTokens_.begin(), outputTokens_.end(), 0);
}

CostModel Gpt2Model::cost() const {
    const Gpt2Config& c = weights_->config;
    const std::int64_t d = c.nEmbd, hd = c.headDim();
    CostModel m;
    static_cast<ModelDims&>(m) = info_;
    m.bytesPerElement = sizeof(float);  // the checkpoint's float; KvCache widens to double only for display
    // Per layer, head and position: that head's hd columns of K and of V, each a d-long dot product.
    m.kvMacsPerPosition = 2 * d * hd;
    // Per layer and position: the Q projection (d·d), the output projection c_proj (d·d) and
    // the MLP (d·4d up + 4d·d down). LayerNorms, biases and GELU are O(d) and left out.
    m.otherMacsPerRow = d * d + d * d + 8 * d * d;
    // The last position against every embedding row (tied output projection).
    m.logitsMacs = d * static_cast<std::int64_t>(c.vocabSize);
    return m;
}

KvShape Gpt2Model::kvShape() const { return floatKvShape(info_); }

std::shared_ptr<const Gpt2Model> Gpt2Model::withPooledKvHeads(int kvHeads) const {
    const int H = weights_->config.nHead;
    if (kvGroup_ != 1) throw Error(msg("the model's KV heads are pooled already"));
    if (kvHeads < 1 || kvHeads > H || H % kvHeads != 0)
        throw Error(msg("mean-pooling %1 KV heads into %2 needs a number of KV heads that divides %1", H, kvHeads));
    auto pooled = std::make_shared<Gpt2Model>(*this);
    pooled->kvGroup_ = H / kvHeads;
    pooled->info_.kvHeads = kvHeads;
    pooled->info_.name += " · KV heads pooled " + std::to_string(H) + " → " + std::to_string(kvHeads);
    pooled->info_.title = msg("%1 · KV heads pooled %2 → %3", info_.title, H, kvHeads);
    return pooled;
}

std::vector<TokenId> Gpt2Model::defaultPrompt() const {
    std::vector<TokenId> ids;
    if (!info_.promptPrefix.empty()) ids.push_back(*tokenizer_->findToken(info_.promptPrefix));
    try {
        const std::vector<TokenId> text = tokenizer_->encode(kDefaultPromptText);
        ids.insert(ids.end(), text.begin(), text.end());
    } catch (const Error&) {
        // a vocabulary that cannot spell the example: the user gives a prompt
    }
    if (ids.empty()) ids.push_back(0);
    return ids;
}

// Attention of one block for the new rows: Q, K, V by one matrix product, K and V appended to
// the cache, every head over its causal keys (heads in parallel), heads side by side projected
// by c_proj. h (P, d) → (P, d). `headOutputs`, when given, receives the heads' outputs (P, d).
MatrixF Gpt2Model::attention(int layer, const MatrixF& h, const ForwardRows& rows, AttentionDetail detail,
                             KvCache& cache, LayerTrace& record, MatrixF* headOutputs) const {
    const Gpt2Block& b = weights_->blocks[static_cast<size_t>(layer)];
    const int d = weights_->config.nEmbd, H = weights_->config.nHead, hd = weights_->config.headDim();
    const int P = rows.count();

    cache.prefetchAppend(layer, P);  // (lines the appends below store to, asked for during the product)
    MatrixF qkv;  // (P, 3d) = [Q | K | V], heads side by side in each
    linear(h, b.attnWeight, b.attnBias, qkv);
    const int group = kvGroup_, Hkv = H / group;
    if (group == 1) {
        cache.appendLayerF(layer, qkv.middleCols(d, d), qkv.middleCols(2 * d, d));
    } else {  // pooled: each KV head the mean of its group's K and of its V
        for (int kvHead = 0; kvHead < Hkv; ++kvHead) {
            MatrixF keys = MatrixF::Zero(P, hd), values = MatrixF::Zero(P, hd);
            for (int head = kvHead * group; head < (kvHead + 1) * group; ++head) {
                keys += qkv.block(0, d + head * hd, P, hd);
                values += qkv.block(0, 2 * d + head * hd, P, hd);
            }
            cache.appendF(layer, kvHead, keys / float(group), values / float(group));
        }
    }

    record.detail = detail;
    record.heads.resize(static_cast<size_t>(H));
    MatrixF y(P, d);  // (P, d) head outputs side by side
    const float scale = 1.0f / std::sqrt(static_cast<float>(hd));
    parallelFor(0, H, 1, [&](int head) {  // (a thread's heads are consecutive: it reads head + 1 next)
        headAttentionF(qkv.block(0, head * hd, P, hd), cache, layer, head / group, rows.firstRow, rows.recordFrom,
                       scale, detail, y.middleCols(head * hd, hd), record.heads[static_cast<size_t>(head)],
                       head + 1 < H ? (head + 1) / group : -1);
    });
    MatrixF out;  // (P, d)
    linear(y, b.attnProjWeight, b.attnProjBias, out);

    if (detail == AttentionDetail::Full) {
        const int kept = rows.kept();
        record.combined = out.bottomRows(kept).cast<Scalar>();  // (q, d)
        record.hasCombined.assign(static_cast<size_t>(kept), true);
        record.kv = recordedKvRows(cache, layer, rows);  // (P', hd) per head
    }
    if (headOutputs) *headOutputs = std::move(y);
    return out;
}

// One pre-LayerNorm block: x + attn(ln_1(x)), then + mlp(ln_2(·)). x (P, d) → (P, d).
MatrixF Gpt2Model::block(int layer, const MatrixF& x, const ForwardRows& rows, AttentionDetail detail,
                         KvCache& cache, LayerTrace& record, MatrixF* headOutputs) const {
    const Gpt2Block& b = weights_->blocks[static_cast<size_t>(layer)];
    const auto eps = static_cast<float>(weights_->config.layerNormEpsilon);

    const MatrixF ln1 = layerNorm(x, b.ln1Weight, b.ln1Bias, eps);  // (P, d)
    MatrixF residual = attention(layer, ln1, rows, detail, cache, record, headOutputs);  // (P, d)
    addRows(residual, x);

    const MatrixF ln2 = layerNorm(residual, b.ln2Weight, b.ln2Bias, eps);  // (P, d)
    MatrixF fc;                                                          // (P, 4d)
    linear(ln2, b.fcWeight, b.fcBias, fc, Activation::GeluTanh);
    MatrixF mlp;                                                         // (P, d)
    linear(fc, b.mlpProjWeight, b.mlpProjBias, mlp);
    addRows(residual, mlp);
    return residual;
}

ForwardResult Gpt2Model::forward(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                                 KvCache& cache, const RecordPlan& plan, const StopCheck& stop) const {
    const Gpt2Config& c = weights_->config;
    const ForwardRows rows = checkForward(tokens, firstRow, recordFrom, cache, plan, info_, c.vocabSize);
    const int P = rows.count();

    // embed: token + position embeddings of the new positions, x (P, d)
    MatrixF x(P, c.nEmbd);
    forRowBlocks(P, [&](int first, int count) {  // (a column of the panels is k scattered reads)
        for (int r = first; r < first + count; ++r)
            x.row(r) = weights_->wte.column(tokens[static_cast<size_t>(firstRow + r)]) + weights_->wpe.row(firstRow + r);
    });

    ForwardResult out;
    out.layers.resize(static_cast<size_t>(c.nLayer));
    MatrixF lastHeads;  // (P, d) the last layer's head outputs side by side
    for (int l = 0; l < c.nLayer; ++l) {
        checkStop(stop);
        const bool last = l == c.nLayer - 1;
        x = block(l, x, rows, plan.layers[static_cast<size_t>(l)], cache, out.layers[static_cast<size_t>(l)],
                  last && plan.context ? &lastHeads : nullptr);
    }

    // context: the last layer's head outputs of the recorded rows (q, d)
    if (plan.context)
        out.context = lastHeads.bottomRows(rows.kept()).cast<Scalar>();
    else
        out.context.resize(0, c.nEmbd);

    // final LayerNorm of the last position, then logits against the tied embeddings (V); the
    // positions before it too when the plan asks (verification), by a product of their own, so
    // the last position's numbers never depend on the plan
    // (r, d) → (r, V); the last position's also widened into `widened` by the product's threads
    const auto logitsOf = [&](const MatrixF& rowsOfX, Vector* widened = nullptr) {
        MatrixF logits;
        if (widened) widened->resize(weights_->wte.cols());
        linear(layerNorm(rowsOfX, weights_->lnfWeight, weights_->lnfBias, static_cast<float>(c.layerNormEpsilon)),
               weights_->wte, RowVectorF(), logits, Activation::None,
               widened ? widened->data() : nullptr);
        return logits;
    };
    const MatrixF last = logitsOf(x.bottomRows(1), &out.logits);
    out.rowLogits = logitRowsOf(plan, x, last, logitsOf);
    return out;
}

}  // namespace kvscope
