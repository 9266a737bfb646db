#include "core/kv_cache.h"

#include <algorithm>
#include <utility>

namespace kvscope {

KvCache::KvCache(const KvShape& shape) : shape_(shape) {
    if (shape.layers < 1 || shape.kvHeads < 1 || shape.keyDim < 1 || shape.valueDim < 1)
        throw Error("KV cache shape must have at least one layer, head and element per row");
    slots_.resize(static_cast<size_t>(shape.layers) * static_cast<size_t>(shape.kvHeads));
    for (Slot& s : slots_) {
        s.keys.resize(0, shape.keyDim);
        s.values.resize(0, shape.valueDim);
        s.keysF.resize(0, shape.keyDim);
        s.valuesF.resize(0, shape.valueDim);
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

const KvCache::Slot& KvCache::floatSlot(int layer, int head) const {
    if (shape_.precision != KvPrecision::Float) throw Error("internal: this KV cache holds double elements");
    return slot(layer, head);
}

KvCache::Slot& KvCache::reserve(int layer, int head, Eigen::Index newRows, Eigen::Index keyCols,
                                Eigen::Index valueCols) {
    Slot& s = slot(layer, head);
    if (keyCols != shape_.keyDim || valueCols != shape_.valueDim)
        throw Error("KV cache append: rows do not match the cache shape");
    const Eigen::Index needed = s.rows + newRows;
    const bool isFloat = shape_.precision == KvPrecision::Float;
    const Eigen::Index capacity = isFloat ? s.keysF.rows() : s.keys.rows();
    if (needed > capacity) {
        const Eigen::Index grown = std::max<Eigen::Index>(needed, 2 * capacity);
        if (isFloat) {
            s.keysF.conservativeResize(grown, Eigen::NoChange);
            s.valuesF.conservativeResize(grown, Eigen::NoChange);
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
