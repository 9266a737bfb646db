#include "core/transformer_parts.h"

namespace kvscope {

ForwardRows checkForward(std::span<const TokenId> tokens, int firstRow, int recordFrom, const KvCache& cache,
                         const RecordPlan& plan, const ModelInfo& info, int vocabSize) {
    const int n = static_cast<int>(tokens.size());
    if (n < 1 || n > info.maxPositions)
        throw Error(msg("a sequence of %1 tokens does not fit this model (1 to %2)", n, info.maxPositions));
    if (firstRow < 0 || firstRow >= n || recordFrom < firstRow || recordFrom >= n || cache.positions() != firstRow ||
        plan.layers.size() != static_cast<size_t>(info.layers))
        throw Error("internal: forward rows do not match the cache");
    for (TokenId id : tokens)
        if (id < 0 || id >= vocabSize) throw Error(msg("token id %1 is not in the vocabulary", id));
    // a quantized cache: rows this call turned into integers are recorded again, as now stored
    // (the engine counts them in the step's kvFirstPosition the same way)
    const int kvFrom = plan.kvRecomputedRows
                           ? std::min(firstRow, firstRequantizedRow(cache.shape().quant, firstRow, n))
                           : recordFrom;
    return ForwardRows{firstRow, recordFrom, n, kvFrom};
}

KvShape floatKvShape(const ModelInfo& info) {
    KvShape shape;
    static_cast<ModelDims&>(shape) = info;
    shape.bytesPerElement = static_cast<int>(sizeof(float));
    shape.precision = KvPrecision::Float;
    return shape;
}

namespace {

// Rows [from, from + count) of one layer and KV head of a quantized cache, element by element.
KvQuantRows storedRows(const KvCache& cache, int layer, int head, bool key, int from, int count) {
    const int width = key ? cache.shape().keyDim : cache.shape().valueDim;
    KvQuantRows q;
    q.codes.resize(count, width);
    q.scales.resize(count, width);
    q.minimums.resize(count, width);
    q.exact.resize(count, width);
    for (int r = 0; r < count; ++r)
        for (int c = 0; c < width; ++c) {
            const KvQuantCell cell = cache.quantCell(layer, head, key, from + r, c);
            q.codes(r, c) = static_cast<std::int16_t>(cell.quantized ? cell.code : -1);
            q.scales(r, c) = cell.scale;
            q.minimums(r, c) = cell.minimum;
            q.exact(r, c) = cell.exact;
        }
    return q;
}

}  // namespace

std::vector<KvRows> recordedKvRows(const KvCache& cache, int layer, const ForwardRows& rows) {
    const int kvHeads = cache.shape().kvHeads, count = rows.n - rows.kvFrom;
    const bool quantized = cache.shape().quant.enabled();
    std::vector<KvRows> kv(static_cast<size_t>(kvHeads));
    for (int head = 0; head < kvHeads; ++head) {
        KvRows& r = kv[static_cast<size_t>(head)];
        r.keys = cache.keysAsFloat(layer, head, rows.kvFrom, count).cast<Scalar>();
        r.values = cache.valuesAsFloat(layer, head, rows.kvFrom, count).cast<Scalar>();
        if (quantized) {
            r.keysStored = storedRows(cache, layer, head, true, rows.kvFrom, count);
            r.valuesStored = storedRows(cache, layer, head, false, rows.kvFrom, count);
        }
    }
    return kv;
}

void setHeadNames(ModelInfo& info, std::vector<std::string> names) {
    const size_t count = static_cast<size_t>(info.layers) * static_cast<size_t>(info.heads);
    if (!names.empty() && names.size() != count)
        throw Error(msg("head names: %1 given, the model has %2 heads", names.size(), count));
    info.headNames = std::move(names);
}

}  // namespace kvscope
