#include "core/gpt2/gpt2_model.h"

#include <cmath>
#include <numbers>
#include <numeric>

#include "core/attention.h"

// Shapes: P = new positions this call computes (rows firstRow .. n-1), n = positions after it,
// d = n_embd, H = n_head, hd = d / H, V = vocabulary, q = recorded rows (recordFrom .. n-1).

namespace kvscope {

namespace {

constexpr const char* kDefaultPromptText = "Today's weather is so";

// inp (P, d) → (P, d): each row normalized to mean 0, variance 1, then scaled and shifted.
MatrixF layerNorm(const MatrixF& inp, const RowVectorF& weight, const RowVectorF& bias, float eps) {
    MatrixF out(inp.rows(), inp.cols());
    for (Eigen::Index r = 0; r < inp.rows(); ++r) {
        const auto x = inp.row(r);
        const float mean = x.mean();
        const float var = (x.array() - mean).square().mean();  // biased, as PyTorch's layer_norm
        const float rstd = 1.0f / std::sqrt(var + eps);
        out.row(r) = ((x.array() - mean) * rstd * weight.array() + bias.array()).matrix();
    }
    return out;
}

// inp (P, k) · weight (k, m) + bias (m) → (P, m): Hugging Face's Conv1D, one matrix product
// for all new rows.
MatrixF linear(const MatrixF& inp, const MatrixF& weight, const RowVectorF& bias) {
    MatrixF out = inp * weight;
    out.rowwise() += bias;
    return out;
}

// GPT-2's "gelu_new": the tanh approximation of GELU, elementwise.
void geluTanh(MatrixF& x) {
    const float c = std::sqrt(2.0f / std::numbers::pi_v<float>);
    x = x.unaryExpr([c](float v) { return 0.5f * v * (1.0f + std::tanh(c * (v + 0.044715f * v * v * v))); });
}

}  // namespace

void Gpt2Model::setHeadNames(std::vector<std::string> names) {
    const size_t count = static_cast<size_t>(info_.layers) * static_cast<size_t>(info_.heads);
    if (!names.empty() && names.size() != count)
        throw Error("head names: " + std::to_string(names.size()) + " given, the model has " +
                    std::to_string(count) + " heads");
    info_.headNames = std::move(names);
}

Gpt2Model::Gpt2Model(Gpt2Weights weights, ByteBpeTokenizer tokenizer, std::string name)
    : weights_(std::move(weights)), tokenizer_(std::move(tokenizer)) {
    const Gpt2Config& c = weights_.config;
    if (tokenizer_.vocabSize() > c.vocabSize)
        throw Error("the tokenizer has " + std::to_string(tokenizer_.vocabSize()) +
                    " tokens but config.json's vocab_size is " + std::to_string(c.vocabSize));
    info_.name = name;
    info_.title = "GPT-2 family, width " + std::to_string(c.nEmbd) + ", " +
                  std::to_string(c.vocabSize) + " tokens, " + std::to_string(c.nPositions) + " positions";
    info_.family = "gpt2";
    info_.layers = c.nLayer;
    info_.heads = c.nHead;
    info_.kvHeads = c.nHead;
    info_.keyDim = c.headDim();
    info_.valueDim = c.headDim();
    info_.maxPositions = c.nPositions;
    outputTokens_.resize(static_cast<size_t>(c.vocabSize));
    std::iota(outputTokens_.begin(), outputTokens_.end(), 0);
}

CostModel Gpt2Model::cost() const {
    const Gpt2Config& c = weights_.config;
    const std::int64_t d = c.nEmbd, hd = c.headDim();
    CostModel m;
    m.layers = c.nLayer;
    m.heads = c.nHead;
    m.kvHeads = c.nHead;
    m.keyDim = c.headDim();
    m.valueDim = c.headDim();
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

KvShape Gpt2Model::kvShape() const {
    const Gpt2Config& c = weights_.config;
    return KvShape{c.nLayer, c.nHead, c.headDim(), c.headDim(), static_cast<int>(sizeof(float))};
}

std::vector<TokenId> Gpt2Model::defaultPrompt() const {
    std::vector<TokenId> ids;
    if (const auto eot = tokenizer_.findToken("<|endoftext|>"); eot && tokenizer_.isSpecial(*eot))
        ids.push_back(*eot);
    try {
        const std::vector<TokenId> text = tokenizer_.encode(kDefaultPromptText);
        ids.insert(ids.end(), text.begin(), text.end());
    } catch (const Error&) {
        // a vocabulary that cannot spell the example: the user gives a prompt
    }
    if (ids.empty()) ids.push_back(0);
    return ids;
}

// Attention of one block for the new rows: Q, K, V by one matrix product, K and V appended to
// the cache, then every head × row through the shared mask/softmax/mix, heads concatenated and
// projected by c_proj. h (P, d) → (P, d).
MatrixF Gpt2Model::attention(int layer, const MatrixF& h, int firstRow, int recordFrom,
                             KvCache& cache, LayerTrace& record) const {
    const Gpt2Block& b = weights_.blocks[static_cast<size_t>(layer)];
    const int d = weights_.config.nEmbd, H = weights_.config.nHead, hd = weights_.config.headDim();
    const int P = static_cast<int>(h.rows());
    const int n = firstRow + P;

    const MatrixF qkv = linear(h, b.attnWeight, b.attnBias);  // (P, 3d) = [Q | K | V]

    // K and V of the new positions, per head (P, hd), into the cache and the record
    record.kv.resize(static_cast<size_t>(H));
    for (int head = 0; head < H; ++head) {
        Matrix k = qkv.middleCols(d + head * hd, hd).cast<Scalar>();      // (P, hd)
        Matrix v = qkv.middleCols(2 * d + head * hd, hd).cast<Scalar>();  // (P, hd)
        cache.append(layer, head, k, v);
        record.kv[static_cast<size_t>(head)] = KvRows{std::move(k), std::move(v)};
    }

    // scores = q·kᵀ/√hd against all n keys, also those after the query (prefill), so the
    // record shows what the causal mask blocks; then mask → softmax → weights · V.
    std::vector<HeadTrace> traces(static_cast<size_t>(H));
    for (HeadTrace& t : traces) prepareHeadTrace(t, P, n, hd);
    const Scalar scale = 1.0 / std::sqrt(static_cast<Scalar>(hd));
    parallelOverHeadsAndRows(H, P, [&](int head, int r) {
        HeadTrace& t = traces[static_cast<size_t>(head)];
        const RowVector q = qkv.row(r).segment(head * hd, hd).cast<Scalar>();  // (hd)
        const auto keys = cache.keys(layer, head);                            // (n, hd)
        t.scores.row(r).noalias() = (q * keys.transpose()) * scale;           // (n)
        maskSoftmaxMix(t, r, firstRow + r, cache.values(layer, head));
    });

    MatrixF y(P, d);  // (P, d) head outputs side by side
    for (int head = 0; head < H; ++head)
        y.middleCols(head * hd, hd) = traces[static_cast<size_t>(head)].outputs.cast<float>();
    MatrixF out = linear(y, b.attnProjWeight, b.attnProjBias);  // (P, d)

    // record rows [recordFrom, n)
    const int kept = n - recordFrom;
    record.heads.resize(static_cast<size_t>(H));
    for (int head = 0; head < H; ++head) {
        HeadTrace& all = traces[static_cast<size_t>(head)];
        HeadTrace& rec = record.heads[static_cast<size_t>(head)];
        rec.scores = all.scores.bottomRows(kept);
        rec.maskedScores = all.maskedScores.bottomRows(kept);
        rec.weights = all.weights.bottomRows(kept);
        rec.outputs = all.outputs.bottomRows(kept);
        rec.hasOutput.assign(all.hasOutput.end() - kept, all.hasOutput.end());
    }
    record.combined = out.bottomRows(kept).cast<Scalar>();  // (q, d)
    record.hasCombined.assign(static_cast<size_t>(kept), true);
    return out;
}

// One pre-LayerNorm block: x + attn(ln_1(x)), then + mlp(ln_2(·)). x (P, d) → (P, d).
MatrixF Gpt2Model::block(int layer, const MatrixF& x, int firstRow, int recordFrom,
                         KvCache& cache, LayerTrace& record) const {
    const Gpt2Block& b = weights_.blocks[static_cast<size_t>(layer)];
    const auto eps = static_cast<float>(weights_.config.layerNormEpsilon);

    const MatrixF ln1 = layerNorm(x, b.ln1Weight, b.ln1Bias, eps);                    // (P, d)
    MatrixF residual = x + attention(layer, ln1, firstRow, recordFrom, cache, record);  // (P, d)

    const MatrixF ln2 = layerNorm(residual, b.ln2Weight, b.ln2Bias, eps);  // (P, d)
    MatrixF fc = linear(ln2, b.fcWeight, b.fcBias);                      // (P, 4d)
    geluTanh(fc);                                                        // (P, 4d)
    residual += linear(fc, b.mlpProjWeight, b.mlpProjBias);              // (P, d)
    return residual;
}

ForwardResult Gpt2Model::forward(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                                 KvCache& cache) const {
    const Gpt2Config& c = weights_.config;
    const int n = static_cast<int>(tokens.size());
    if (n < 1 || n > c.nPositions)
        throw Error("a sequence of " + std::to_string(n) + " tokens does not fit this model (1 to " +
                    std::to_string(c.nPositions) + ")");
    if (firstRow < 0 || firstRow >= n || recordFrom < firstRow || recordFrom >= n ||
        cache.positions() != firstRow)
        throw Error("internal: forward rows do not match the cache");
    for (TokenId id : tokens)
        if (id < 0 || id >= c.vocabSize)
            throw Error("token id " + std::to_string(id) + " is not in the vocabulary");
    const int P = n - firstRow;

    // embed: token + position embeddings of the new positions, x (P, d)
    MatrixF x(P, c.nEmbd);
    for (int r = 0; r < P; ++r)
        x.row(r) = weights_.wte.row(tokens[static_cast<size_t>(firstRow + r)]) +
                   weights_.wpe.row(firstRow + r);

    ForwardResult out;
    out.layers.resize(static_cast<size_t>(c.nLayer));
    for (int l = 0; l < c.nLayer; ++l)
        x = block(l, x, firstRow, recordFrom, cache, out.layers[static_cast<size_t>(l)]);

    // context: the last layer's head outputs side by side (q, d)
    const LayerTrace& last = out.layers.back();
    const int kept = n - recordFrom;
    out.context.resize(kept, c.nEmbd);
    for (int head = 0; head < c.nHead; ++head)
        out.context.middleCols(head * c.headDim(), c.headDim()) = last.heads[static_cast<size_t>(head)].outputs;

    // final LayerNorm of the last position, then logits against the tied embeddings (V)
    const MatrixF xf = layerNorm(x.bottomRows(1), weights_.lnfWeight, weights_.lnfBias,
                                 static_cast<float>(c.layerNormEpsilon));  // (1, d)
    const Eigen::Matrix<float, 1, Eigen::Dynamic> logits = xf * weights_.wte.transpose();  // (1, V)
    out.logits = logits.transpose().cast<Scalar>();
    return out;
}

}  // namespace kvscope
