#include "core/kv_cache.h"

#include <algorithm>
#include <utility>

#include "core/io/half.h"

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

namespace {

bool isNarrow(KvPrecision p) { return p == KvPrecision::Half || p == KvPrecision::BFloat16; }

// Rounded to nearest even, as PyTorch's .half() and .bfloat16() do.
std::uint16_t narrowBits(float value, KvPrecision p) {
    return p == KvPrecision::Half ? Eigen::numext::bit_cast<std::uint16_t>(Eigen::half(value))
                                  : Eigen::numext::bit_cast<std::uint16_t>(Eigen::bfloat16(value));
}

template <typename Rows, typename Out>
void storeNarrow(const Rows& from, Out&& to, KvPrecision p) {
    for (Eigen::Index r = 0; r < from.rows(); ++r)
        for (Eigen::Index c = 0; c < from.cols(); ++c) to(r, c) = narrowBits(static_cast<float>(from(r, c)), p);
}

}  // namespace

KvCache::KvCache(const KvShape& shape) : shape_(shape) {
    if (shape.layers < 1 || shape.kvHeads < 1 || shape.keyDim < 1 || shape.valueDim < 1)
        throw Error("KV cache shape must have at least one layer, head and element per row");
    slots_.resize(static_cast<size_t>(shape.layers) * static_cast<size_t>(shape.kvHeads));
    for (Slot& s : slots_) {
        s.keys.resize(0, shape.keyDim);
        s.values.resize(0, shape.valueDim);
        s.keysF.resize(0, shape.keyDim);
        s.valuesF.resize(0, shape.valueDim);
        s.keysH.resize(0, shape.keyDim);
        s.valuesH.resize(0, shape.valueDim);
    }
}

int KvCache::positions() const { return slot(shape_.layers - 1, 0).rows; }

std::int64_t KvCache::bytesHeld() const {
    std::int64_t rows = 0;
    for (const Slot& s : slots_) rows += s.rows;
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
        r.keys = s.keysF.data();
        r.values = s.valuesF.data();
        return r;
    case KvPrecision::Half:
    case KvPrecision::BFloat16:
        r.type = shape_.precision == KvPrecision::Half ? attn::KvElement::F16 : attn::KvElement::BF16;
        r.keys = s.keysH.data();
        r.values = s.valuesH.data();
        return r;
    case KvPrecision::Double: break;
    }
    throw Error("internal: this KV cache holds double elements");
}

MatrixF KvCache::rowsAsFloat(const MatrixF& full, const HalfMatrix& narrow, int from, int count) const {
    if (shape_.precision == KvPrecision::Float) return full.middleRows(from, count);
    if (!isNarrow(shape_.precision)) throw Error("internal: this KV cache holds double elements");
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
    return rowsAsFloat(s.keysF, s.keysH, from, count);
}

MatrixF KvCache::valuesAsFloat(int layer, int head, int from, int count) const {
    const Slot& s = slot(layer, head);
    if (from < 0 || count < 0 || from + count > s.rows) throw Error("internal: KV rows out of range");
    return rowsAsFloat(s.valuesF, s.valuesH, from, count);
}

KvCache::Slot& KvCache::reserve(int layer, int head, Eigen::Index newRows, Eigen::Index keyCols,
                                Eigen::Index valueCols) {
    Slot& s = slot(layer, head);
    if (keyCols != shape_.keyDim || valueCols != shape_.valueDim)
        throw Error("KV cache append: rows do not match the cache shape");
    const Eigen::Index needed = s.rows + newRows;
    const bool isFloat = shape_.precision == KvPrecision::Float, narrow = isNarrow(shape_.precision);
    const Eigen::Index capacity = isFloat ? s.keysF.rows() : narrow ? s.keysH.rows() : s.keys.rows();
    if (needed > capacity) {
        const Eigen::Index grown = std::max<Eigen::Index>(needed, 2 * capacity);
        if (isFloat) {
            s.keysF.conservativeResize(grown, Eigen::NoChange);
            s.valuesF.conservativeResize(grown, Eigen::NoChange);
        } else if (narrow) {
            s.keysH.conservativeResize(grown, Eigen::NoChange);
            s.valuesH.conservativeResize(grown, Eigen::NoChange);
        } else {
            s.keys.conservativeResize(grown, Eigen::NoChange);
            s.values.conservativeResize(grown, Eigen::NoChange);
        }
    }
    return s;
}

void KvCache::append(int layer, int head, const Matrix& keys, const Matrix& values) {
    if (keys.rows() != values.rows()) throw Error("KV cache append: rows do not match the cache shape");
    Slot& s = reserve(layer, head, keys.rows(), keys.cols(), values.cols());
    if (shape_.precision == KvPrecision::Float) {
        s.keysF.middleRows(s.rows, keys.rows()) = keys.cast<float>();
        s.valuesF.middleRows(s.rows, values.rows()) = values.cast<float>();
    } else if (isNarrow(shape_.precision)) {
        storeNarrow(keys, s.keysH.middleRows(s.rows, keys.rows()), shape_.precision);
        storeNarrow(values, s.valuesH.middleRows(s.rows, values.rows()), shape_.precision);
    } else {
        s.keys.middleRows(s.rows, keys.rows()) = keys;
        s.values.middleRows(s.rows, values.rows()) = values;
    }
    s.rows += static_cast<int>(keys.rows());
}

void KvCache::appendF(int layer, int head, const Eigen::Ref<const MatrixF>& keys,
                      const Eigen::Ref<const MatrixF>& values) {
    if (keys.rows() != values.rows()) throw Error("KV cache append: rows do not match the cache shape");
    Slot& s = reserve(layer, head, keys.rows(), keys.cols(), values.cols());
    if (shape_.precision == KvPrecision::Float) {
        s.keysF.middleRows(s.rows, keys.rows()) = keys;
        s.valuesF.middleRows(s.rows, values.rows()) = values;
    } else if (isNarrow(shape_.precision)) {
        storeNarrow(keys, s.keysH.middleRows(s.rows, keys.rows()), shape_.precision);
        storeNarrow(values, s.valuesH.middleRows(s.rows, values.rows()), shape_.precision);
    } else {
        s.keys.middleRows(s.rows, keys.rows()) = keys.cast<Scalar>();
        s.values.middleRows(s.rows, values.rows()) = values.cast<Scalar>();
    }
    s.rows += static_cast<int>(keys.rows());
}

KvCache KvCache::prefix(int positions) const {
    KvCache copy(shape_);
    for (size_t i = 0; i < slots_.size(); ++i) {
        const Slot& from = slots_[i];
        Slot& to = copy.slots_[i];
        to.rows = std::min(from.rows, std::max(positions, 0));
        if (shape_.precision == KvPrecision::Float) {
            to.keysF = from.keysF.topRows(to.rows);
            to.valuesF = from.valuesF.topRows(to.rows);
        } else if (isNarrow(shape_.precision)) {
            to.keysH = from.keysH.topRows(to.rows);
            to.valuesH = from.valuesH.topRows(to.rows);
        } else {
            to.keys = from.keys.topRows(to.rows);
            to.values = from.values.topRows(to.rows);
        }
    }
    return copy;
}

void KvCache::truncate(int positions) {
    for (Slot& s : slots_) s.rows = std::min(s.rows, std::max(positions, 0));
}

}  // namespace kvscope
