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

void KvCache::append(int layer, int head, const Matrix& keys, const Matrix& values) {
    Slot& s = slot(layer, head);
    if (keys.rows() != values.rows() || keys.cols() != shape_.keyDim ||
        values.cols() != shape_.valueDim)
        throw Error("KV cache append: rows do not match the cache shape");
    const Eigen::Index needed = s.rows + keys.rows();
    if (needed > s.keys.rows()) {
        const Eigen::Index capacity = std::max<Eigen::Index>(needed, 2 * s.keys.rows());
        s.keys.conservativeResize(capacity, Eigen::NoChange);
        s.values.conservativeResize(capacity, Eigen::NoChange);
    }
    s.keys.middleRows(s.rows, keys.rows()) = keys;
    s.values.middleRows(s.rows, values.rows()) = values;
    s.rows = static_cast<int>(needed);
}

void KvCache::truncate(int positions) {
    for (Slot& s : slots_) s.rows = std::min(s.rows, std::max(positions, 0));
}

}  // namespace kvscope
