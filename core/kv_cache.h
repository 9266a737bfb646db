#pragma once
// The KV cache: per layer and per KV head, one K row and one V row per position, appended
// as positions are computed. Capacity grows by doubling so appending is amortized O(row).

#include <cstdint>
#include <vector>

#include "core/types.h"

namespace kvscope {

struct KvShape {
    int layers = 1;
    int kvHeads = 1;
    int keyDim = 1;
    int valueDim = 1;
    int bytesPerElement = sizeof(Scalar);  // what one element costs in the model's own format
};

class KvCache {
public:
    explicit KvCache(const KvShape& shape);

    const KvShape& shape() const { return shape_; }
    // Positions held (those of the last layer: layers are filled in forward order).
    int positions() const;
    std::int64_t bytesHeld() const;

    // Appends rows for the next positions of one layer and KV head.
    // keys (r, dk), values (r, dv).
    void append(int layer, int head, const Matrix& keys, const Matrix& values);
    // Drops every position from `positions` on (going back in the timeline).
    void truncate(int positions);
    void clear() { truncate(0); }

    // (positions, dk) and (positions, dv) views of one layer and KV head.
    auto keys(int layer, int head) const { return slot(layer, head).keys.topRows(slot(layer, head).rows); }
    auto values(int layer, int head) const {
        return slot(layer, head).values.topRows(slot(layer, head).rows);
    }

private:
    struct Slot {
        Matrix keys;    // (capacity, dk)
        Matrix values;  // (capacity, dv)
        int rows = 0;
    };
    const Slot& slot(int layer, int head) const;
    Slot& slot(int layer, int head);

    KvShape shape_;
    std::vector<Slot> slots_;  // (layers · kvHeads), layer-major
};

}  // namespace kvscope
