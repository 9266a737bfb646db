#include "core/toy/toy_model.h"

#include "core/attention.h"

namespace kvscope {

ToyModel::ToyModel(ToySpec spec) : spec_(std::move(spec)), tokenizer_(spec_.words) {
    const int H = static_cast<int>(spec_.heads.size());
    info_.name = spec_.name;
    info_.title = Message::verbatim(spec_.title);  // the file's own words
    info_.family = "toy-rules";
    info_.layers = 1;
    info_.heads = H;
    info_.kvHeads = H;
    info_.keyDim = 1;
    info_.valueDim = 1;
    info_.maxPositions = ToySpec::kMaxPositions;
    info_.combinedDim = 1;
    for (const ToyHead& h : spec_.heads) info_.headNames.push_back(h.name);
    for (const std::string& w : spec_.vocabulary) outputTokens_.push_back(*tokenizer_.findToken(w));
}

CostModel ToyModel::cost() const {
    CostModel c;
    static_cast<ModelDims&>(c) = info_;
    c.bytesPerElement = sizeof(Scalar);
    // The toy has no weight matrices; its K and V are counted as 1×1 projections (one
    // multiply-add each) and its query as one, so its table has the same columns as a real model.
    c.kvMacsPerPosition = 2;
    c.otherMacsPerRow = info_.heads;
    c.logitsMacs = static_cast<std::int64_t>(info_.heads) * static_cast<std::int64_t>(outputTokens_.size());
    return c;
}

KvShape ToyModel::kvShape() const {
    KvShape shape;
    static_cast<ModelDims&>(shape) = info_;
    shape.bytesPerElement = static_cast<int>(sizeof(Scalar));
    return shape;
}

std::vector<TokenId> ToyModel::defaultPrompt() const {
    std::vector<TokenId> ids;
    for (const std::string& w : spec_.prompt) ids.push_back(*tokenizer_.findToken(w));
    return ids;
}

Scalar ToyModel::query(int head, int pos) const {
    switch (spec_.heads[static_cast<size_t>(head)].rule) {
        case ToyRule::EvenPositions: return 1;  // "a token at an even position"
        case ToyRule::LastToken: return pos;    // "the token at my own position"
        case ToyRule::FirstToken: return 0;     // "the token at the first position"
        case ToyRule::AllTokens: return 1;      // "any token"
    }
    return 1;
}

Scalar ToyModel::key(int head, int pos) const {
    switch (spec_.heads[static_cast<size_t>(head)].rule) {
        case ToyRule::EvenPositions: return (pos + 1) % 2 == 0 ? 1 : 0;  // counted from 1
        case ToyRule::LastToken:
        case ToyRule::FirstToken: return pos;
        case ToyRule::AllTokens: return 1;
    }
    return 0;
}

ForwardResult ToyModel::forward(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                                KvCache& cache, const RecordPlan& plan, const StopCheck& stop) const {
    const int n = static_cast<int>(tokens.size());
    const int H = info_.heads;
    if (n < 1 || n > info_.maxPositions)
        throw Error(msg("a sequence of %1 tokens does not fit this model (1 to %2)", n, info_.maxPositions));
    if (firstRow < 0 || firstRow >= n || recordFrom < firstRow || recordFrom >= n ||
        cache.positions() != firstRow)
        throw Error("internal: forward rows do not match the cache");
    for (TokenId id : tokens)
        if (id < 0 || id >= tokenizer_.vocabSize())
            throw Error(msg("token id %1 is not in the vocabulary", id));

    checkStop(stop);  // one layer: the only place to ask

    ForwardResult out;
    out.layers.resize(1);
    LayerTrace& layer = out.layers[0];

    // pass 1: K and V of the new positions, appended to the cache — each computed once
    const int P = n - firstRow;
    layer.kv.resize(static_cast<size_t>(H));
    for (int h = 0; h < H; ++h) {
        Matrix k(P, 1), v(P, 1);
        for (int p = firstRow; p < n; ++p) {
            k(p - firstRow, 0) = key(h, p);
            v(p - firstRow, 0) = spec_.values[static_cast<size_t>(tokens[static_cast<size_t>(p)])];
        }
        cache.append(0, h, k, v);
        if (!plan.kvRecomputedRows) {
            k = k.bottomRows(n - recordFrom).eval();
            v = v.bottomRows(n - recordFrom).eval();
        }
        layer.kv[static_cast<size_t>(h)].keys = std::move(k);
        layer.kv[static_cast<size_t>(h)].values = std::move(v);
    }

    // pass 2: every head × query row at once — rule scores, then the shared mask/softmax/mix
    std::vector<HeadTrace> traces(static_cast<size_t>(H));
    for (HeadTrace& t : traces) prepareHeadTrace(t, P, n, 1);
    parallelOverHeadsAndRows(H, P, [&](int h, int r) {
        HeadTrace& t = traces[static_cast<size_t>(h)];
        const int pos = firstRow + r;
        const Scalar q = query(h, pos);
        const auto keys = cache.keys(0, h);
        for (int j = 0; j < n; ++j) t.scores(r, j) = ruleScore(q, keys(j, 0));
        maskSoftmaxMix(t, r, pos, cache.values(0, h));
    });

    // pass 3: combine heads per row (mean of those with an output) and keep the recorded rows
    const int skip = recordFrom - firstRow;
    const int kept = n - recordFrom;
    layer.heads.resize(static_cast<size_t>(H));
    layer.combined.setZero(kept, 1);
    layer.hasCombined.assign(static_cast<size_t>(kept), false);
    out.context.setZero(kept, H);
    for (int h = 0; h < H; ++h) {
        const HeadTrace& all = traces[static_cast<size_t>(h)];
        HeadTrace& rec = layer.heads[static_cast<size_t>(h)];
        rec.scores = all.scores.bottomRows(kept);
        rec.maskedScores = all.maskedScores.bottomRows(kept);
        rec.weights = all.weights.bottomRows(kept);
        rec.outputs = all.outputs.bottomRows(kept);
        rec.hasOutput.assign(all.hasOutput.begin() + skip, all.hasOutput.end());
        out.context.col(h) = rec.outputs.col(0);
    }
    for (int r = 0; r < kept; ++r) {
        Scalar sum = 0;
        int count = 0;
        for (int h = 0; h < H; ++h) {
            if (layer.heads[static_cast<size_t>(h)].hasOutput[static_cast<size_t>(r)]) {
                sum += layer.heads[static_cast<size_t>(h)].outputs(r, 0);
                ++count;
            }
        }
        if (count > 0) {
            layer.combined(r, 0) = sum / count;
            layer.hasCombined[static_cast<size_t>(r)] = true;
        }
    }

    // pass 4: logits of the last position; a head without an output contributes nothing
    out.logits = (out.context.row(kept - 1) * spec_.projection).transpose();
    reduceLayerTrace(layer, plan.layers.at(0));
    if (!plan.context) out.context.resize(0, H);
    return out;
}

}  // namespace kvscope
