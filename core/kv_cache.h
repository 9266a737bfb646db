#pragma once
// The KV cache: per layer and per KV head, one K row and one V row per position, appended
// as positions are computed. Capacity grows by doubling so appending is amortized O(row).
// Elements are double (the toy, whose numbers must print exactly), float (real models, whose
// checkpoints are float: what the model computed, exactly), or — asked for with KvStorage —
// f16 or bf16: half the bytes to hold and to read each decode step, every element rounded to
// nearest even as it is written, and the model then reads the rounded values.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/kernels/attention_kernels.h"
#include "core/model_dims.h"
#include "core/types.h"

namespace kvscope {

enum class KvPrecision { Double, Float, Half, BFloat16 };

// What a user picks for a real model's cache (--kv): f32 is exact and the default.
enum class KvStorage { F32, F16, BF16 };
const char* kvStorageName(KvStorage storage);  // "f32", "f16", "bf16"
// "f64" (the toy), "f32", "f16", "bf16": what a trace and the views call the stored elements.
const char* kvPrecisionName(KvPrecision precision);
std::optional<KvStorage> parseKvStorage(std::string_view name);

// The model's dimensions (taken whole from its ModelInfo; the cache uses layers, kvHeads, keyDim
// and valueDim) and how the cache stores elements.
struct KvShape : ModelDims {
    int bytesPerElement = sizeof(Scalar);  // what one stored element costs
    KvPrecision precision = KvPrecision::Double;  // how the cache stores elements
};

// A float cache's shape stored as `storage` asks (bytes per element follow); a Double cache
// (the toy's exact numbers) stays as it is.
KvShape withStorage(KvShape shape, KvStorage storage);

class KvCache {
public:
    explicit KvCache(const KvShape& shape);

    const KvShape& shape() const { return shape_; }
    // Positions held (those of the last layer: layers are filled in forward order).
    int positions() const;
    std::int64_t bytesHeld() const;
    // Whether elements are float or narrower (real models), not the toy's doubles.
    bool holdsFloats() const { return shape_.precision != KvPrecision::Double; }

    // Appends rows for the next positions of one layer and KV head; either precision is
    // converted (rounded) to the cache's. keys (r, dk), values (r, dv).
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
    // The rows of one layer and KV head of a float, f16 or bf16 cache as stored, for the
    // attention kernels (core/kernels/attention_kernels.h).
    attn::StoredRows storedRows(int layer, int head) const;
    // Rows [from, from + count) of one layer and KV head of a float, f16 or bf16 cache, as the
    // floats the model reads (the rounded values of a narrow cache).
    MatrixF keysAsFloat(int layer, int head, int from, int count) const;
    MatrixF valuesAsFloat(int layer, int head, int from, int count) const;

private:
    using HalfMatrix = Eigen::Matrix<std::uint16_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    struct Slot {
        Matrix keys;        // (capacity, dk) Double caches
        Matrix values;      // (capacity, dv)
        MatrixF keysF;      // (capacity, dk) Float caches
        MatrixF valuesF;    // (capacity, dv)
        HalfMatrix keysH;   // (capacity, dk) f16 or bf16 bits
        HalfMatrix valuesH; // (capacity, dv)
        int rows = 0;
    };
    const Slot& slot(int layer, int head) const;
    Slot& slot(int layer, int head);
    // Throws Error when the cache holds float elements.
    const Slot& doubleSlot(int layer, int head) const;
    Slot& reserve(int layer, int head, Eigen::Index newRows, Eigen::Index keyCols, Eigen::Index valueCols);
    MatrixF rowsAsFloat(const MatrixF& full, const HalfMatrix& narrow, int from, int count) const;

    KvShape shape_;
    std::vector<Slot> slots_;  // (layers · kvHeads), layer-major
};

}  // namespace kvscope
