#pragma once
// The KV cache: per layer and per KV head, one K row and one V row per position, appended
// as positions are computed. Capacity grows by doubling so appending is amortized O(row).
// Elements are double (the toy, whose numbers must print exactly) or float (real models,
// whose checkpoints are float: half the bytes to read per decode step, and no conversion).

#include <cstdint>
#include <vector>

#include "core/model_dims.h"
#include "core/types.h"

namespace kvscope {

enum class KvPrecision { Double, Float };

// The model's dimensions (taken whole from its ModelInfo; the cache uses layers, kvHeads, keyDim
// and valueDim) and how the cache stores elements.
struct KvShape : ModelDims {
    int bytesPerElement = sizeof(Scalar);  // what one element costs in the model's own format
    KvPrecision precision = KvPrecision::Double;  // how the cache stores elements
};

class KvCache {
public:
    explicit KvCache(const KvShape& shape);

    const KvShape& shape() const { return shape_; }
    // Positions held (those of the last layer: layers are filled in forward order).
    int positions() const;
    std::int64_t bytesHeld() const;

    // Appends rows for the next positions of one layer and KV head; either precision is
    // converted to the cache's. keys (r, dk), values (r, dv).
    void append(int layer, int head, const Matrix& keys, const Matrix& values);
    void appendF(int layer, int head, const Eigen::Ref<const MatrixF>& keys,
                 const Eigen::Ref<const MatrixF>& values);
    // Drops every position from `positions` on (going back in the timeline).
    void truncate(int positions);
    void clear() { truncate(0); }
    // A copy holding positions [0, positions) only (recomputing an old step from its rows).
    KvCache prefix(int positions) const;

    // (positions, dk) and (positions, dv) views of one layer and KV head of a Double cache.
    auto keys(int layer, int head) const { return doubleSlot(layer, head).keys.topRows(slot(layer, head).rows); }
    auto values(int layer, int head) const {
        return doubleSlot(layer, head).values.topRows(slot(layer, head).rows);
    }
    // The same of a Float cache.
    auto keysF(int layer, int head) const { return floatSlot(layer, head).keysF.topRows(slot(layer, head).rows); }
    auto valuesF(int layer, int head) const {
        return floatSlot(layer, head).valuesF.topRows(slot(layer, head).rows);
    }

private:
    struct Slot {
        Matrix keys;     // (capacity, dk) Double caches
        Matrix values;   // (capacity, dv)
        MatrixF keysF;   // (capacity, dk) Float caches
        MatrixF valuesF; // (capacity, dv)
        int rows = 0;
    };
    const Slot& slot(int layer, int head) const;
    Slot& slot(int layer, int head);
    // Throw Error when the cache holds the other precision.
    const Slot& doubleSlot(int layer, int head) const;
    const Slot& floatSlot(int layer, int head) const;
    Slot& reserve(int layer, int head, Eigen::Index newRows, Eigen::Index keyCols, Eigen::Index valueCols);

    KvShape shape_;
    std::vector<Slot> slots_;  // (layers · kvHeads), layer-major
};

}  // namespace kvscope
