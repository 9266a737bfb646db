#include "core/kv_cache.h"

#include <algorithm>
#include <type_traits>
#include <utility>

#include "core/io/half.h"
#include "core/parallel.h"

namespace kvscope {

const char* kvStorageName(KvStorage storage) {
    switch (storage) {
    case KvStorage::F32: return "f32";
    case KvStorage::F16: return "f16";
    case KvStorage::BF16: return "bf16";
    }
    return "f32";
}

const char* kvPrecisionName(KvPrecision precision) {
    switch (precision) {
    case KvPrecision::Double: return "f64";
    case KvPrecision::Float: return "f32";
    case KvPrecision::Half: return "f16";
    case KvPrecision::BFloat16: return "bf16";
    }
    return "f32";
}

std::optional<KvStorage> parseKvStorage(std::string_view name) {
    for (KvStorage s : {KvStorage::F32, KvStorage::F16, KvStorage::BF16})
        if (name == kvStorageName(s)) return s;
    return std::nullopt;
}

KvShape withStorage(KvShape shape, KvStorage storage) {
    if (shape.precision == KvPrecision::Double) return shape;
    shape.precision = storage == KvStorage::F16    ? KvPrecision::Half
                      : storage == KvStorage::BF16 ? KvPrecision::BFloat16
                                                   : KvPrecision::Float;
    shape.bytesPerElement = storage == KvStorage::F32 ? 4 : 2;
    return shape;
}

std::string kvFormatSpec(const KvFormat& format) {
    const KvQuantization& q = format.quant;
    if (!q.enabled()) {
        std::string spec = kvStorageName(format.storage);
        if (format.eviction.enabled()) spec += " window=" + std::to_string(format.eviction.window);
        if (format.eviction.sinks > 0) spec += " sinks=" + std::to_string(format.eviction.sinks);
        if (format.eviction.heavy > 0) spec += " heavy=" + std::to_string(format.eviction.heavy);
        return spec;
    }
    return "int" + std::to_string(q.bits) + " keys=" + (q.keys == KvQuantAxis::PerChannel ? "channel" : "token") +
           " values=" + (q.values == KvQuantAxis::PerChannel ? "channel" : "token") + " group=" +
           std::to_string(q.group) + " recent=" + std::to_string(q.recent);
}

std::optional<KvFormat> parseKvFormatSpec(std::string_view spec) {
    std::vector<std::string_view> words;
    for (size_t at = 0; at < spec.size();) {
        const size_t end = std::min(spec.find(' ', at), spec.size());
        if (end > at) words.push_back(spec.substr(at, end - at));
        at = end + 1;
    }
    if (words.empty()) return std::nullopt;
    KvFormat format;
    KvQuantization& q = format.quant;
    KvEviction& e = format.eviction;
    if (const auto storage = parseKvStorage(words[0])) format.storage = *storage;
    else if (words[0] == "int8") q.bits = 8;
    else if (words[0] == "int4") q.bits = 4;
    else return std::nullopt;
    const auto number = [](std::string_view text) -> std::optional<int> {
        if (text.empty() || text.size() > 9) return std::nullopt;
        int value = 0;
        for (char c : text) {
            if (c < '0' || c > '9') return std::nullopt;
            value = value * 10 + (c - '0');
        }
        return value;
    };
    for (size_t i = 1; i < words.size(); ++i) {
        const size_t eq = words[i].find('=');
        if (eq == std::string_view::npos) return std::nullopt;
        const std::string_view key = words[i].substr(0, eq), value = words[i].substr(eq + 1);
        const bool quantKey = key == "keys" || key == "values" || key == "group" || key == "recent";
        if (quantKey != q.enabled()) return std::nullopt;  // quantization words only after int8/int4
        if (key == "keys" || key == "values") {
            const auto axis = parseKvQuantAxis(value);
            if (!axis) return std::nullopt;
            (key == "keys" ? q.keys : q.values) = *axis;
        } else if (key == "group" || key == "recent" || key == "window" || key == "sinks" || key == "heavy") {
            const auto n = number(value);
            if (!n) return std::nullopt;
            (key == "group"    ? q.group
             : key == "recent" ? q.recent
             : key == "window" ? e.window
             : key == "sinks"  ? e.sinks
                               : e.heavy) = *n;
        } else {
            return std::nullopt;
        }
    }
    if (kvQuantizationProblem(q) || kvEvictionProblem(e)) return std::nullopt;
    return format;  // quantization and a window never come together: their words exclude each other
}

KvShape withFormat(KvShape shape, const KvFormat& format) {
    if (shape.precision == KvPrecision::Double) return shape;  // the toy keeps its exact numbers
    shape = withStorage(shape, format.storage);
    if (const auto problem = kvEvictionProblem(format.eviction)) throw Error(*problem);
    if (format.eviction.heavyHitters() && shape.kvHeads != shape.heads)
        throw Error(msg("heavy hitters are kept by the attention of one query head, and this model shares each KV "
                        "head among %1 query heads (GQA): use a window, with or without sinks",
                        shape.groupSize()));
    shape.eviction = format.eviction;
    if (!format.quant.enabled()) return shape;
    if (const auto problem = kvQuantizationProblem(format.quant)) throw Error(*problem);
    if (format.storage != KvStorage::F32)
        throw Error(msg("a quantized KV cache keeps its newest rows in f32, not %1", kvStorageName(format.storage)));
    if (format.eviction.enabled())
        throw Error(msg("a quantized KV cache cannot also be bounded to a window: which of its rows are integers "
                        "follows the positions it holds"));
    shape.quant = format.quant;
    return shape;
}

namespace {

bool isNarrow(KvPrecision p) { return p == KvPrecision::Half || p == KvPrecision::BFloat16; }

// Rounded to nearest even, as PyTorch's .half() and .bfloat16() do.
std::uint16_t narrowBits(float value, KvPrecision p) {
    return p == KvPrecision::Half ? Eigen::numext::bit_cast<std::uint16_t>(Eigen::half(value))
                                  : Eigen::numext::bit_cast<std::uint16_t>(Eigen::bfloat16(value));
}

template <typename Rows, typename Out>
void storeNarrow(const Rows& from, Out&& to, KvPrecision p) {
    for (Eigen::Index r = 0; r < from.rows(); ++r) {
        if constexpr (std::is_same_v<typename Rows::Scalar, float>) {
            if (p == KvPrecision::Half) {  // rows of floats (real models): in vectors
                attn::roundRowToHalf(from.row(r).data(), static_cast<int>(from.cols()), to.row(r).data());
                continue;
            }
        }
        for (Eigen::Index c = 0; c < from.cols(); ++c) to(r, c) = narrowBits(static_cast<float>(from(r, c)), p);
    }
}

}  // namespace

KvCache::KvCache(const KvShape& shape) : shape_(shape) {
    if (shape.layers < 1 || shape.kvHeads < 1 || shape.keyDim < 1 || shape.valueDim < 1)
        throw Error(msg("KV cache shape must have at least one layer, head and element per row"));
    slots_.resize(static_cast<size_t>(shape.layers) * static_cast<size_t>(shape.kvHeads));
    for (size_t i = 0; i < slots_.size(); ++i) {
        slots_[i].index = i;
        slots_[i].keys.resize(0, shape.keyDim);
        slots_[i].values.resize(0, shape.valueDim);
    }
}

std::size_t KvCache::elementBytes() const { return shape_.precision == KvPrecision::Float ? sizeof(float) : 2; }

std::size_t KvCache::rowsOffset(const Slot& s, bool keys, Eigen::Index capacity) const {
    const std::size_t bytes = elementBytes();
    const auto rows = static_cast<std::size_t>(capacity);
    const auto keyDim = static_cast<std::size_t>(shape_.keyDim), valueDim = static_cast<std::size_t>(shape_.valueDim);
    return (s.index * rows * (keyDim + valueDim) + (keys ? 0 : rows * keyDim)) * bytes;
}

std::size_t KvCache::rowsOffset(const Slot& s, bool keys) const { return rowsOffset(s, keys, capacity_); }

Eigen::Map<MatrixF> KvCache::floats(Slot& s, bool keys) {
    return {reinterpret_cast<float*>(rows_.data() + rowsOffset(s, keys)), capacity_, keys ? shape_.keyDim : shape_.valueDim};
}

Eigen::Map<const MatrixF> KvCache::floats(const Slot& s, bool keys) const {
    return {reinterpret_cast<const float*>(rows_.data() + rowsOffset(s, keys)), capacity_,
            keys ? shape_.keyDim : shape_.valueDim};
}

Eigen::Map<KvCache::HalfMatrix> KvCache::halves(Slot& s, bool keys) {
    return {reinterpret_cast<std::uint16_t*>(rows_.data() + rowsOffset(s, keys)), capacity_,
            keys ? shape_.keyDim : shape_.valueDim};
}

Eigen::Map<const KvCache::HalfMatrix> KvCache::halves(const Slot& s, bool keys) const {
    return {reinterpret_cast<const std::uint16_t*>(rows_.data() + rowsOffset(s, keys)), capacity_,
            keys ? shape_.keyDim : shape_.valueDim};
}

Eigen::Index KvCache::grownCapacity(Eigen::Index needed) const {
    // Room to decode after a prompt: the first block holds the prompt and the next 256
    // positions, so the first decode steps do not copy the whole cache into a block twice its
    // size (at 1,000 positions of GPT-2 small, 74 MB copied and 147 MB of fresh pages zeroed
    // inside the first token's time); after that, doubling. Never more than the model's
    // positions when it is known (`maxPositions` at least what is needed): no sequence gets there.
    constexpr Eigen::Index kDecodeRoom = 256;
    Eigen::Index grown = capacity_ == 0 ? needed + kDecodeRoom : std::max(needed, 2 * capacity_);
    if (shape_.maxPositions >= needed) grown = std::min<Eigen::Index>(grown, shape_.maxPositions);
    return std::max(grown, needed);
}

void KvCache::resizeRows(Eigen::Index capacity) {
    const std::size_t bytes = elementBytes();
    std::vector<std::byte, HugePageAllocator<std::byte>> grown(
        slots_.size() * static_cast<std::size_t>(capacity) * static_cast<std::size_t>(shape_.keyDim + shape_.valueDim) *
        bytes);
    for (const Slot& s : slots_)
        for (bool keys : {true, false}) {
            const auto width = static_cast<std::size_t>(keys ? shape_.keyDim : shape_.valueDim);
            std::copy_n(rows_.data() + rowsOffset(s, keys),
                        std::min<std::size_t>(s.rows, static_cast<std::size_t>(capacity)) * width * bytes,
                        grown.data() + rowsOffset(s, keys, capacity));
        }
    rows_ = std::move(grown);
    capacity_ = capacity;
}

int KvCache::positions() const { return slot(shape_.layers - 1, 0).rows; }

std::int64_t KvCache::bytesHeld() const {
    if (shape_.quant.enabled()) {
        std::int64_t bytes = 0;
        for (const Slot& s : slots_)
            bytes += quantizedBytes(shape_.quant, shape_.quant.keys, s.rows, s.keysQ.quantized, shape_.keyDim,
                                    shape_.bytesPerElement) +
                     quantizedBytes(shape_.quant, shape_.quant.values, s.rows, s.valuesQ.quantized, shape_.valueDim,
                                    shape_.bytesPerElement);
        return bytes;
    }
    std::int64_t rows = 0;
    for (const Slot& s : slots_) rows += shape_.eviction.heldRows(s.rows);  // evicted rows count as freed
    return rows * (shape_.keyDim + shape_.valueDim) * shape_.bytesPerElement;
}

const KvCache::Slot& KvCache::slot(int layer, int head) const {
    return slots_.at(static_cast<size_t>(layer) * static_cast<size_t>(shape_.kvHeads) +
                     static_cast<size_t>(head));
}

KvCache::Slot& KvCache::slot(int layer, int head) {
    return const_cast<Slot&>(std::as_const(*this).slot(layer, head));
}

const KvCache::Slot& KvCache::doubleSlot(int layer, int head) const {
    if (shape_.precision != KvPrecision::Double) throw Error("internal: this KV cache holds float elements");
    return slot(layer, head);
}

attn::StoredRows KvCache::storedRows(int layer, int head) const {
    const Slot& s = slot(layer, head);
    attn::StoredRows r;
    r.keyDim = shape_.keyDim;
    r.valueDim = shape_.valueDim;
    r.rows = s.rows;
    r.keyStride = shape_.keyDim;  // rows are contiguous (row-major, no padding)
    r.valueStride = shape_.valueDim;
    switch (shape_.precision) {
    case KvPrecision::Float:
        r.type = attn::KvElement::F32;
        r.keys = floats(s, true).data();
        r.values = floats(s, false).data();
        return r;
    case KvPrecision::Half:
    case KvPrecision::BFloat16:
        r.type = shape_.precision == KvPrecision::Half ? attn::KvElement::F16 : attn::KvElement::BF16;
        r.keys = halves(s, true).data();
        r.values = halves(s, false).data();
        return r;
    case KvPrecision::Double: break;
    }
    throw Error("internal: this KV cache holds double elements");
}

MatrixF KvCache::rowsAsFloat(const Slot& s, bool keys, int from, int count) const {
    if (shape_.precision == KvPrecision::Float) return floats(s, keys).middleRows(from, count);
    if (!isNarrow(shape_.precision)) throw Error("internal: this KV cache holds double elements");
    const auto narrow = halves(s, keys);
    MatrixF out(count, narrow.cols());
    const bool half = shape_.precision == KvPrecision::Half;
    for (int r = 0; r < count; ++r)
        for (Eigen::Index c = 0; c < narrow.cols(); ++c) {
            const std::uint16_t bits = narrow(from + r, c);
            out(r, c) = half ? halfToFloat(bits) : bfloat16ToFloat(bits);
        }
    return out;
}

MatrixF KvCache::keysAsFloat(int layer, int head, int from, int count) const {
    const Slot& s = slot(layer, head);
    if (from < 0 || count < 0 || from + count > s.rows) throw Error("internal: KV rows out of range");
    return rowsAsFloat(s, true, from, count);
}

MatrixF KvCache::valuesAsFloat(int layer, int head, int from, int count) const {
    const Slot& s = slot(layer, head);
    if (from < 0 || count < 0 || from + count > s.rows) throw Error("internal: KV rows out of range");
    return rowsAsFloat(s, false, from, count);
}

KvCache::Slot& KvCache::reserve(int layer, int head, Eigen::Index newRows, Eigen::Index keyCols,
                                Eigen::Index valueCols) {
    Slot& s = slot(layer, head);
    if (keyCols != shape_.keyDim || valueCols != shape_.valueDim)
        throw Error(msg("KV cache append: rows do not match the cache shape"));
    const Eigen::Index needed = s.rows + newRows;
    if (shape_.precision == KvPrecision::Double) {
        if (needed > s.keys.rows()) {
            const Eigen::Index grown = std::max<Eigen::Index>(needed, 2 * s.keys.rows());
            s.keys.conservativeResize(grown, Eigen::NoChange);
            s.values.conservativeResize(grown, Eigen::NoChange);
        }
        return s;
    }
    if (needed > capacity_) resizeRows(grownCapacity(needed));
    if (shape_.quant.enabled() && needed > s.keysQ.exact.rows()) {
        const Eigen::Index grown = std::max<Eigen::Index>(needed, 2 * s.keysQ.exact.rows());
        for (Quantized* q : {&s.keysQ, &s.valuesQ}) {
            q->exact.conservativeResize(grown, q == &s.keysQ ? shape_.keyDim : shape_.valueDim);
            q->codes.conservativeResize(grown, q == &s.keysQ ? shape_.keyDim : shape_.valueDim);
        }
    }
    return s;
}

void KvCache::append(int layer, int head, const Matrix& keys, const Matrix& values) {
    if (keys.rows() != values.rows()) throw Error(msg("KV cache append: rows do not match the cache shape"));
    Slot& s = reserve(layer, head, keys.rows(), keys.cols(), values.cols());
    if (shape_.precision == KvPrecision::Float) {
        floats(s, true).middleRows(s.rows, keys.rows()) = keys.cast<float>();
        floats(s, false).middleRows(s.rows, values.rows()) = values.cast<float>();
        if (shape_.quant.enabled()) {
            s.keysQ.exact.middleRows(s.rows, keys.rows()) = keys.cast<float>();
            s.valuesQ.exact.middleRows(s.rows, values.rows()) = values.cast<float>();
        }
    } else if (isNarrow(shape_.precision)) {
        storeNarrow(keys, halves(s, true).middleRows(s.rows, keys.rows()), shape_.precision);
        storeNarrow(values, halves(s, false).middleRows(s.rows, values.rows()), shape_.precision);
    } else {
        s.keys.middleRows(s.rows, keys.rows()) = keys;
        s.values.middleRows(s.rows, values.rows()) = values;
    }
    s.rows += static_cast<int>(keys.rows());
    settle(s);
}

void KvCache::appendF(int layer, int head, const Eigen::Ref<const MatrixF>& keys,
                      const Eigen::Ref<const MatrixF>& values) {
    if (keys.rows() != values.rows()) throw Error(msg("KV cache append: rows do not match the cache shape"));
    Slot& s = reserve(layer, head, keys.rows(), keys.cols(), values.cols());
    if (shape_.precision == KvPrecision::Float) {
        floats(s, true).middleRows(s.rows, keys.rows()) = keys;
        floats(s, false).middleRows(s.rows, values.rows()) = values;
        if (shape_.quant.enabled()) {
            s.keysQ.exact.middleRows(s.rows, keys.rows()) = keys;
            s.valuesQ.exact.middleRows(s.rows, values.rows()) = values;
        }
    } else if (isNarrow(shape_.precision)) {
        storeNarrow(keys, halves(s, true).middleRows(s.rows, keys.rows()), shape_.precision);
        storeNarrow(values, halves(s, false).middleRows(s.rows, values.rows()), shape_.precision);
    } else {
        s.keys.middleRows(s.rows, keys.rows()) = keys.cast<Scalar>();
        s.values.middleRows(s.rows, values.rows()) = values.cast<Scalar>();
    }
    s.rows += static_cast<int>(keys.rows());
    settle(s);
}

void KvCache::appendLayerF(int layer, const Eigen::Ref<const MatrixF>& keys, const Eigen::Ref<const MatrixF>& values) {
    const int heads = shape_.kvHeads, dk = shape_.keyDim, dv = shape_.valueDim;
    if (keys.cols() != Eigen::Index{heads} * dk || values.cols() != Eigen::Index{heads} * dv ||
        keys.rows() != values.rows())
        throw Error(msg("KV cache append: rows do not match the cache shape"));
    const auto rows = keys.rows();
    for (int head = 0; head < heads; ++head) reserve(layer, head, rows, dk, dv);  // grows the block, if at all, here
    const auto appendHead = [&](int head) {
        appendF(layer, head, keys.middleCols(Eigen::Index{head} * dk, dk), values.middleCols(Eigen::Index{head} * dv, dv));
    };
    // A prefill of GPT-2 small stores 786 KB a layer at 128 tokens (132 µs on one thread, the
    // other waiting) and 3.1 MB at 512; a decode step's few KB stay on this thread, where waking
    // the other costs more than the copy.
    constexpr std::size_t kParallelBytes = 64 * 1024;
    const std::size_t bytes = static_cast<std::size_t>(rows) * static_cast<std::size_t>(heads) *
                              static_cast<std::size_t>(dk + dv) * (holdsFloats() ? elementBytes() : sizeof(Scalar));
    if (heads > 1 && bytes > kParallelBytes)
        parallelFor(0, heads, 1, appendHead);
    else
        for (int head = 0; head < heads; ++head) appendHead(head);
}

void KvCache::prefetchAppend(int layer, int rows) const {
    // A decode step's appends store to a few cache lines of each head, far apart and in no
    // cache: without this, GPT-2 small's twelve heads took ~2 µs a layer to append, while the
    // other thread waited. A prefill's blocks of rows are left to the hardware prefetcher.
    constexpr std::size_t kMostBytes = 64 * 1024;
    if (shape_.precision == KvPrecision::Double) return;
    const std::size_t bytes = elementBytes();
    if (static_cast<std::size_t>(rows) * static_cast<std::size_t>(shape_.kvHeads) *
            static_cast<std::size_t>(shape_.keyDim + shape_.valueDim) * bytes > kMostBytes)
        return;
    for (int head = 0; head < shape_.kvHeads; ++head) {
        const Slot& s = slot(layer, head);
        if (s.rows + rows > capacity_) return;
        for (bool keys : {true, false}) {
            const std::size_t width = static_cast<std::size_t>(keys ? shape_.keyDim : shape_.valueDim) * bytes;
            const std::byte* from = rows_.data() + rowsOffset(s, keys) + static_cast<std::size_t>(s.rows) * width;
            for (std::size_t at = 0; at < static_cast<std::size_t>(rows) * width; at += 64)
                __builtin_prefetch(from + at, 1);
        }
    }
}

bool KvCache::keepsPrefix(int positions) const {
    if (!shape_.eviction.heavyHitters()) return true;
    // every slot: a cancelled pass may have filled the first layers only
    return std::all_of(slots_.begin(), slots_.end(), [&](const Slot& s) { return s.rows <= positions; });
}

HeavyHitterState* KvCache::heavyHitters(int layer, int head) {
    return shape_.eviction.heavyHitters() ? &slot(layer, head).heavy : nullptr;
}

const HeavyHitterState* KvCache::heavyHitters(int layer, int head) const {
    return shape_.eviction.heavyHitters() ? &slot(layer, head).heavy : nullptr;
}

EvictionLog KvCache::evictionLog() const {
    EvictionLog log;
    if (!shape_.eviction.heavyHitters()) return log;
    log.kvHeads = shape_.kvHeads;
    log.evictedAt.reserve(slots_.size());
    for (const Slot& s : slots_) log.evictedAt.push_back(s.heavy.evictedAt);
    return log;
}

KvCache KvCache::prefix(int positions) const {
    KvCache copy(shape_);
    if (!keepsPrefix(positions)) return copy;  // the sums it had then are gone: empty
    const int kept = std::max(positions, 0);
    if (shape_.precision != KvPrecision::Double) {
        int most = 0;
        for (const Slot& from : slots_) most = std::max(most, std::min(from.rows, kept));
        copy.resizeRows(most);
    }
    for (size_t i = 0; i < slots_.size(); ++i) {
        const Slot& from = slots_[i];
        Slot& to = copy.slots_[i];
        to.rows = std::min(from.rows, kept);
        if (shape_.precision == KvPrecision::Float) {
            for (bool keys : {true, false}) copy.floats(to, keys).topRows(to.rows) = floats(from, keys).topRows(to.rows);
            if (shape_.quant.enabled()) {
                for (auto [src, dst] : {std::pair{&from.keysQ, &to.keysQ}, std::pair{&from.valuesQ, &to.valuesQ}}) {
                    dst->exact = src->exact.topRows(to.rows);
                    dst->codes = src->codes.topRows(to.rows);
                    dst->groups = src->groups;
                    dst->quantized = src->quantized;
                }
                copy.settle(to);  // the rule at `positions`: what the cache held then
            }
        } else if (isNarrow(shape_.precision)) {
            for (bool keys : {true, false}) copy.halves(to, keys).topRows(to.rows) = halves(from, keys).topRows(to.rows);
        } else {
            to.keys = from.keys.topRows(to.rows);
            to.values = from.values.topRows(to.rows);
        }
        to.heavy = from.heavy;  // a heavy-hitter cache's prefix is all of it (keepsPrefix)
    }
    return copy;
}

void KvCache::truncate(int positions) {
    if (!keepsPrefix(positions)) positions = 0;  // a heavy-hitter cache cut back starts again empty
    for (Slot& s : slots_) {
        if (s.rows > positions) s.heavy.clear();  // only ever when emptying (keepsPrefix)
        s.rows = std::min(s.rows, std::max(positions, 0));
        settle(s);
    }
}

void KvCache::settle(Slot& s) {
    if (!shape_.quant.enabled()) return;
    settleHalf(floats(s, true), s.keysQ, shape_.quant.keys, s.rows);
    settleHalf(floats(s, false), s.valuesQ, shape_.quant.values, s.rows);
}

void KvCache::settleHalf(Eigen::Ref<MatrixF> read, Quantized& q, KvQuantAxis axis, int rows) const {
    const KvQuantization& spec = shape_.quant;
    const int target = quantizedRows(spec, axis, rows), width = static_cast<int>(read.cols());
    const int G = spec.group, groupsPerRow = (width + G - 1) / G;
    if (target < q.quantized) {  // rows no longer old enough (the cache was cut back): exact again
        const int restoreTo = std::min(q.quantized, rows);
        if (restoreTo > target) read.middleRows(target, restoreTo - target) = q.exact.middleRows(target, restoreTo - target);
        q.groups.resize(axis == KvQuantAxis::PerToken ? size_t(target) * groupsPerRow : size_t(target / G) * width);
        q.quantized = target;
        return;
    }
    if (axis == KvQuantAxis::PerToken) {
        q.groups.resize(size_t(target) * groupsPerRow);
        for (int r = q.quantized; r < target; ++r)
            for (int g = 0; g < groupsPerRow; ++g) {
                const int c0 = g * G, w = std::min(G, width - c0);
                q.groups[size_t(r) * groupsPerRow + g] = quantizeGroup(
                    q.exact.block(r, c0, 1, w), spec.bits, q.codes.block(r, c0, 1, w), read.block(r, c0, 1, w));
            }
    } else {
        q.groups.resize(size_t(target / G) * width);
        for (int t = q.quantized / G; t < target / G; ++t)
            for (int c = 0; c < width; ++c)
                q.groups[size_t(t) * width + c] = quantizeGroup(q.exact.block(t * G, c, G, 1), spec.bits,
                                                                q.codes.block(t * G, c, G, 1), read.block(t * G, c, G, 1));
    }
    q.quantized = target;
}

KvQuantCell KvCache::quantCell(int layer, int head, bool key, int row, int column) const {
    if (!shape_.quant.enabled()) throw Error("internal: this KV cache is not quantized");
    const Slot& s = slot(layer, head);
    const Quantized& q = key ? s.keysQ : s.valuesQ;
    const auto read = floats(s, key);
    if (row < 0 || row >= s.rows || column < 0 || column >= read.cols())
        throw Error("internal: KV element out of range");
    KvQuantCell cell;
    cell.exact = q.exact(row, column);
    cell.read = read(row, column);
    cell.quantized = row < q.quantized;
    if (!cell.quantized) return cell;
    const KvQuantAxis axis = key ? shape_.quant.keys : shape_.quant.values;
    const int G = shape_.quant.group, width = static_cast<int>(read.cols());
    const QuantGroup& g = axis == KvQuantAxis::PerToken
                              ? q.groups[size_t(row) * ((width + G - 1) / G) + size_t(column / G)]
                              : q.groups[size_t(row / G) * width + size_t(column)];
    cell.code = q.codes(row, column);
    cell.scale = g.scale;
    cell.minimum = g.minimum;
    return cell;
}

}  // namespace kvscope
