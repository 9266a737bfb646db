#include "core/weight_matrix.h"

#include <cassert>
#include <cmath>

#include "core/kernels/half_kernels.h"

namespace kvscope {

static_assert(WeightMatrix::kPanel == half::kPanelWidth);

const char* precisionName(WeightPrecision precision) {
    return precision == WeightPrecision::F16 ? "f16" : "f32";
}

namespace {

// Packs W (k, m), read through `at(i, j)`, into zero-padded panels of halves.
template <typename At>
std::vector<std::uint16_t> packPanels(Eigen::Index k, Eigen::Index m, const std::string& what, At at) {
    constexpr Eigen::Index P = WeightMatrix::kPanel;
    const Eigen::Index panels = (m + P - 1) / P;
    std::vector<std::uint16_t> packed(static_cast<size_t>(panels * k * P), 0);
    for (Eigen::Index p = 0; p < panels; ++p) {
        const Eigen::Index width = std::min(P, m - p * P);
        std::uint16_t* panel = packed.data() + p * k * P;
        for (Eigen::Index i = 0; i < k; ++i)
            for (Eigen::Index j = 0; j < width; ++j) {
                const float v = at(i, p * P + j);
                if (!(std::abs(v) <= 65504.0f))
                    throw Error(what + ": the value " + std::to_string(v) +
                                " does not fit in half precision (f16 holds at most 65504); load it as f32");
                panel[i * P + j] = half::fromFloat(v);
            }
    }
    return packed;
}

}  // namespace

WeightMatrix WeightMatrix::fromRows(MatrixF w, WeightPrecision precision, const std::string& what) {
    WeightMatrix m;
    m.rows_ = w.rows();
    m.cols_ = w.cols();
    m.precision_ = precision;
    if (precision == WeightPrecision::F32)
        m.f32_ = std::move(w);
    else
        m.f16_ = packPanels(m.rows_, m.cols_, what, [&](Eigen::Index i, Eigen::Index j) { return w(i, j); });
    return m;
}

WeightMatrix WeightMatrix::fromTransposed(MatrixF t, WeightPrecision precision, const std::string& what) {
    WeightMatrix m;
    m.rows_ = t.cols();
    m.cols_ = t.rows();
    m.precision_ = precision;
    if (precision == WeightPrecision::F32) {
        m.f32_ = std::move(t);
        m.transposed_ = true;
    } else {
        m.f16_ = packPanels(m.rows_, m.cols_, what, [&](Eigen::Index i, Eigen::Index j) { return t(j, i); });
    }
    return m;
}

std::int64_t WeightMatrix::bytes() const {
    return precision_ == WeightPrecision::F16
               ? static_cast<std::int64_t>(f16_.size() * sizeof(std::uint16_t))
               : static_cast<std::int64_t>(f32_.size()) * static_cast<std::int64_t>(sizeof(float));
}

void WeightMatrix::multiplyColumns(const MatrixF& in, Eigen::Index begin, Eigen::Index width,
                                   Eigen::Ref<MatrixF> out) const {
    if (precision_ == WeightPrecision::F32) {
        if (transposed_)
            out.noalias() = in * f32_.middleRows(begin, width).transpose();
        else
            out.noalias() = in * f32_.middleCols(begin, width);
        return;
    }
    // f16: blocks start on a panel (columnAlignment), so panel p covers columns p·kPanel ..
    assert(begin % kPanel == 0);
    const Eigen::Index first = begin / kPanel, last = (begin + width + kPanel - 1) / kPanel;
    if (in.rows() == 1) {
        // Decode: stream each panel once, widening in registers.
        alignas(64) float y[kPanel];
        for (Eigen::Index p = first; p < last; ++p) {
            half::gemvPanel(in.data(), rows_, f16_.data() + p * rows_ * kPanel, y);
            const Eigen::Index from = p * kPanel - begin, n = std::min(kPanel, width - from);
            out.row(0).segment(from, n) = Eigen::Map<const RowVectorF>(y, n);
        }
        return;
    }
    // Prefill: widen the block once into scratch and let Eigen's GEMM do the P·k·width work,
    // which dwarfs the k·width conversions.
    thread_local MatrixF scratch;
    scratch.resize(rows_, width);
    for (Eigen::Index p = first; p < last; ++p) {
        const Eigen::Index from = p * kPanel - begin, n = std::min(kPanel, width - from);
        half::widenPanel(f16_.data() + p * rows_ * kPanel, rows_, n, scratch.data() + from, width);
    }
    out.noalias() = in * scratch;
}

RowVectorF WeightMatrix::column(Eigen::Index j) const {
    if (precision_ == WeightPrecision::F32) return transposed_ ? RowVectorF(f32_.row(j)) : RowVectorF(f32_.col(j).transpose());
    RowVectorF c(rows_);
    const std::uint16_t* panel = f16_.data() + (j / kPanel) * rows_ * kPanel + j % kPanel;
    for (Eigen::Index i = 0; i < rows_; ++i) c(i) = half::toFloat(panel[i * kPanel]);
    return c;
}

MatrixF WeightMatrix::toFloat() const {
    if (precision_ == WeightPrecision::F32) return transposed_ ? MatrixF(f32_.transpose()) : f32_;
    MatrixF w(rows_, cols_);
    for (Eigen::Index p = 0; p * kPanel < cols_; ++p) {
        const Eigen::Index n = std::min(kPanel, cols_ - p * kPanel);
        half::widenPanel(f16_.data() + p * rows_ * kPanel, rows_, n, w.data() + p * kPanel, cols_);
    }
    return w;
}

}  // namespace kvscope
