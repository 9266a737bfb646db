#include "core/work_meter.h"

#include <cmath>

namespace kvscope {

const char* phaseName(Phase phase) { return phase == Phase::Prefill ? "prefill" : "decode"; }

const char* cacheModeName(CacheMode mode) { return mode == CacheMode::On ? "on" : "off"; }

WorkCounts& WorkCounts::operator+=(const WorkCounts& other) {
    kvVectors += other.kvVectors;
    attentionRows += other.attentionRows;
    attentionCells += other.attentionCells;
    macsKv += other.macsKv;
    macsAttention += other.macsAttention;
    macsOther += other.macsOther;
    macsLogits += other.macsLogits;
    kvBytesHeld = other.kvBytesHeld;
    kvBytesRead += other.kvBytesRead;
    kvBytesWritten += other.kvBytesWritten;
    return *this;
}

WorkCounts stepWork(const CostModel& cost, Phase phase, int positionsBefore, int newTokens,
                    CacheMode mode) {
    const std::int64_t n = positionsBefore + newTokens;
    const bool rerunAll = mode == CacheMode::Off && phase == Phase::Decode;
    const std::int64_t firstRow = rerunAll ? 0 : positionsBefore;
    const std::int64_t rows = n - firstRow;
    // Σ_{r=firstRow}^{n-1} min(r+1, W): (n(n+1) - firstRow(firstRow+1)) / 2 without a window
    const std::int64_t visiblePerHead = cost.kvEviction.visibleCells(static_cast<int>(firstRow), static_cast<int>(n));

    const std::int64_t L = cost.layers, H = cost.heads, Hkv = cost.kvHeads;
    const std::int64_t kvWidth = cost.keyDim + cost.valueDim;

    WorkCounts w;
    w.kvVectors = rows * L * Hkv;
    w.attentionRows = rows * L * H;
    w.attentionCells = visiblePerHead * L * H;
    w.macsKv = w.kvVectors * cost.kvMacsPerPosition;
    w.macsAttention = w.attentionCells * kvWidth;
    w.macsOther = rows * L * cost.otherMacsPerRow;
    w.macsLogits = cost.logitsMacs;
    w.kvBytesWritten = w.kvVectors * kvWidth * cost.bytesPerElement;
    w.kvBytesRead = visiblePerHead * L * Hkv * kvWidth * cost.bytesPerElement;
    w.kvBytesHeld =
        mode == CacheMode::On ? cost.kvEviction.heldRows(static_cast<int>(n)) * L * Hkv * kvWidth * cost.bytesPerElement : 0;
    if (cost.kvQuant.enabled() && n > 0) {
        const KvQuantization& q = cost.kvQuant;
        const int positions = static_cast<int>(n);
        const std::int64_t perHead =
            quantizedBytes(q, q.keys, positions, quantizedRows(q, q.keys, positions), cost.keyDim, cost.bytesPerElement) +
            quantizedBytes(q, q.values, positions, quantizedRows(q, q.values, positions), cost.valueDim,
                           cost.bytesPerElement);
        // in double: visible cells · bytes overflows 64 bits long before a real context does
        w.kvBytesRead = static_cast<std::int64_t>(
            std::llround(double(visiblePerHead) * double(L * Hkv) * double(perHead) / double(n)));
        w.kvBytesHeld = mode == CacheMode::On ? L * Hkv * perHead : 0;
    }
    return w;
}

}  // namespace kvscope
