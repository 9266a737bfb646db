#pragma once
// The KV cache: per layer and per KV head, one K row and one V row per position, appended
// as positions are computed. Capacity grows by doubling so appending is amortized O(row),
// with room for the first decode steps after a prompt (grownCapacity).
// A real model's rows (float, f16, bf16) are kept for every layer and head in one block on
// huge pages: a decode step at a long context streams the whole cache, which on 4 KiB pages
// read at three quarters of the speed (and a slot alone, a few hundred KB, is too small for a
// huge page of its own).
// Elements are double (the toy, whose numbers must print exactly), float (real models, whose
// checkpoints are float: what the model computed, exactly), or — asked for with KvStorage —
// f16 or bf16: half the bytes to hold and to read each decode step, every element rounded to
// nearest even as it is written, and the model then reads the rounded values.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/io/huge_page_allocator.h"
#include "core/kernels/attention_kernels.h"
#include "core/kv_eviction.h"
#include "core/kv_quant.h"
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
    int bytesPerElement = sizeof(Scalar);  // what one stored element costs (a full-precision one)
    KvPrecision precision = KvPrecision::Double;  // how the cache stores elements
    KvQuantization quant;  // a float cache's older rows as integers (core/kv_quant.h); off by default
    KvEviction eviction;   // a float cache bounded to a window of positions (core/kv_eviction.h); off by default
};

// How a real model's cache stores K and V: its element type and, for an f32 cache, the
// quantization of its older rows, or for any unquantized one a window it is bounded to (the KV
// cache lab). Converts from a KvStorage alone.
struct KvFormat {
    KvStorage storage = KvStorage::F32;
    KvQuantization quant;
    KvEviction eviction;
    KvFormat(KvStorage s = KvStorage::F32, KvQuantization q = {}, KvEviction e = {})  // NOLINT: implicit
        : storage(s), quant(q), eviction(e) {}
    bool operator==(const KvFormat&) const = default;
};

// A format as one line of text, for settings files and command lines: "f32", "f16", "bf16", or
// "int4 keys=channel values=token group=32 recent=0" (int8/int4 alone take those defaults),
// an unquantized one optionally bounded: "f16 window=64 sinks=4", "f32 window=64 heavy=32".
std::string kvFormatSpec(const KvFormat& format);
// nullopt for text that is not such a line, or a quantization kvQuantizationProblem refuses.
std::optional<KvFormat> parseKvFormatSpec(std::string_view spec);

// A float cache's shape stored as `storage` asks (bytes per element follow); a Double cache
// (the toy's exact numbers) stays as it is.
KvShape withStorage(KvShape shape, KvStorage storage);
// The same for a whole format. Throws Error for a quantization or window that is not valid, a
// quantization asked of an f16/bf16 cache (its newest rows are kept in f32), or a quantized
// cache with a window (which rows are integers follows the positions held, not the window), or
// heavy hitters for a model whose KV heads serve several query heads (GQA: whose attention
// would choose?). The toy's cache stays exact.
KvShape withFormat(KvShape shape, const KvFormat& format);

// One element of a quantized cache as stored and as read (the KV table's cell).
struct KvQuantCell {
    bool quantized = false;  // false: a full-precision row (the newest, or a group not yet complete)
    int code = 0;            // the stored integer, 0 … 2^bits − 1
    float scale = 0;         // its group's, as stored (f16)
    float minimum = 0;
    float exact = 0;         // what the model computed
    float read = 0;          // what the model reads: code · scale + minimum (exact when not quantized)
};

class KvCache {
public:
    explicit KvCache(const KvShape& shape);

    const KvShape& shape() const { return shape_; }
    // Positions held (those of the last layer: layers are filled in forward order).
    int positions() const;
    std::int64_t bytesHeld() const;
    // Positions a real model's block has room for before it grows (0 for the toy's cache).
    int rowCapacity() const { return static_cast<int>(capacity_); }
    // Whether elements are float or narrower (real models), not the toy's doubles.
    bool holdsFloats() const { return shape_.precision != KvPrecision::Double; }

    // Appends rows for the next positions of one layer and KV head; either precision is
    // converted (rounded) to the cache's. keys (r, dk), values (r, dv).
    void append(int layer, int head, const Matrix& keys, const Matrix& values);
    void appendF(int layer, int head, const Eigen::Ref<const MatrixF>& keys,
                 const Eigen::Ref<const MatrixF>& values);
    // appendF for every KV head of `layer`: keys (r, kvHeads·dk) and values (r, kvHeads·dv), the
    // heads side by side (a QKV product's K and V columns). The same rows as one appendF per
    // head; a prefill's heads are copied in parallel (each head's slot is its own; the block
    // grows first, once, on this thread).
    void appendLayerF(int layer, const Eigen::Ref<const MatrixF>& keys, const Eigen::Ref<const MatrixF>& values);
    // Asks for the cache lines that appending `rows` rows to each head of `layer` will write
    // (a decode step's few rows; where they fit the block as it is): a hint, changes nothing.
    // Called before the product that computes them, the stores find their lines waiting.
    void prefetchAppend(int layer, int rows) const;
    // Drops every position from `positions` on (going back in the timeline). A heavy-hitter
    // cache cannot give back the attention sums it had at `positions`: cut back, it is empty.
    void truncate(int positions);
    void clear() { truncate(0); }
    // A copy holding positions [0, positions) only (recomputing an old step from its rows); an
    // empty one where truncate() would empty the cache.
    KvCache prefix(int positions) const;
    // Whether prefix(positions) holds `positions` positions.
    bool keepsPrefix(int positions) const;

    // A heavy-hitter cache's state for one layer and KV head (core/kv_eviction.h), which the
    // attention of its query head updates row by row; nullptr for any other cache.
    HeavyHitterState* heavyHitters(int layer, int head);
    const HeavyHitterState* heavyHitters(int layer, int head) const;
    // Which keys it has evicted so far, for a step's record; empty for any other cache.
    EvictionLog evictionLog() const;

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
    // A quantized cache's element (key or value) at `row`, `column` of one layer and KV head.
    // Throws Error when the cache is not quantized or the element is out of range.
    KvQuantCell quantCell(int layer, int head, bool key, int row, int column) const;

private:
    using HalfMatrix = Eigen::Matrix<std::uint16_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    using CodeMatrix = Eigen::Matrix<std::uint8_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    // A quantized half (K or V) of a slot: the model computed `exact`; its float rows in rows_ hold what
    // it reads (the dequantized integers of rows [0, quantized), the exact floats after them).
    struct Quantized {
        MatrixF exact;                  // (capacity, width)
        CodeMatrix codes;               // (capacity, width)
        std::vector<QuantGroup> groups; // per-token: row-major (row, channel group); per-channel: (token group, channel)
        int quantized = 0;              // rows stored as integers
    };
    struct Slot {
        Matrix keys;        // (capacity, dk) Double caches; float and narrow rows are in rows_
        Matrix values;      // (capacity, dv)
        Quantized keysQ;    // a quantized cache's
        Quantized valuesQ;
        HeavyHitterState heavy;  // a heavy-hitter cache's
        int rows = 0;
        std::size_t index = 0;  // its place in slots_, and in rows_
    };
    const Slot& slot(int layer, int head) const;
    Slot& slot(int layer, int head);
    // Throws Error when the cache holds float elements.
    const Slot& doubleSlot(int layer, int head) const;
    Slot& reserve(int layer, int head, Eigen::Index newRows, Eigen::Index keyCols, Eigen::Index valueCols);
    MatrixF rowsAsFloat(const Slot& s, bool keys, int from, int count) const;
    // Brings a quantized slot to the rule's rows for its positions (core/kv_quant.h).
    void settle(Slot& s);
    void settleHalf(Eigen::Ref<MatrixF> read, Quantized& q, KvQuantAxis axis, int rows) const;

    // A slot's keys or values in rows_ (capacity_ rows): as floats for a Float cache, as f16 or
    // bf16 bits for a narrow one.
    std::size_t elementBytes() const;  // of an element in rows_: 4 (f32) or 2 (f16, bf16)
    std::size_t rowsOffset(const Slot& s, bool keys) const;  // in bytes
    std::size_t rowsOffset(const Slot& s, bool keys, Eigen::Index capacity) const;  // in a block of `capacity` rows
    Eigen::Map<MatrixF> floats(Slot& s, bool keys);
    Eigen::Map<const MatrixF> floats(const Slot& s, bool keys) const;
    Eigen::Map<HalfMatrix> halves(Slot& s, bool keys);
    Eigen::Map<const HalfMatrix> halves(const Slot& s, bool keys) const;
    Eigen::Index grownCapacity(Eigen::Index needed) const;  // the block's rows when `needed` do not fit
    // rows_ for `capacity` rows per slot, the rows every slot holds copied over.
    void resizeRows(Eigen::Index capacity);

    KvShape shape_;
    std::vector<Slot> slots_;  // (layers · kvHeads), layer-major
    // Float and narrow caches: every slot's keys then values, slot after slot, capacity_ rows each.
    std::vector<std::byte, HugePageAllocator<std::byte>> rows_;
    Eigen::Index capacity_ = 0;
};

}  // namespace kvscope
