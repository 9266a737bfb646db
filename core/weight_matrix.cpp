#include "core/weight_matrix.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>

#include "core/gguf/dequantize.h"
#include "core/gguf/gguf_types.h"
#include "core/kernels/float_kernels.h"
#include "core/kernels/grouped_rows.h"
#include "core/kernels/half_kernels.h"
#include "core/kernels/panel_gemm.h"
#include "core/kernels/quant_kernels.h"

namespace kvscope {

static_assert(WeightMatrix::kPanel == half::kPanelWidth);
static_assert(WeightMatrix::kPanel == f32::kPanelWidth);

const char* precisionName(WeightPrecision precision) {
    switch (precision) {
        case WeightPrecision::F16: return "f16";
        case WeightPrecision::Stored: return "stored";
        default: return "f32";
    }
}

namespace {

// Row r of a stored part as the file stores it: in place, or read back from its group into
// `scratch` (rowBytes).
const std::uint8_t* storedRow(const StoredRows& p, Eigen::Index r, std::uint8_t* scratch) {
    if (r >= p.groupedRows) return p.bytes.data() + r * p.rowBytes;
    const Eigen::Index group = r / quant::kGroupRows;
    quant::ungroupRow(p.type, p.bytes.data() + group * quant::kGroupRows * p.rowBytes, p.rowBytes,
                      static_cast<int>(r - group * quant::kGroupRows), scratch);
    return scratch;
}

std::span<const std::byte> rowSpan(const std::uint8_t* row, const StoredRows& p) {
    return std::as_bytes(std::span(row, static_cast<size_t>(p.rowBytes)));
}

// Regroups the part's whole groups of 16 rows for the decode kernel, where this CPU has it.
void groupForDecode(StoredRows& p) {
    if (!quant::groupsRows(p.type, p.cols)) return;
    const std::int64_t groupBytes = quant::kGroupRows * p.rowBytes;
    std::vector<std::uint8_t> group(static_cast<size_t>(groupBytes));
    p.groupedRows = p.rows / quant::kGroupRows * quant::kGroupRows;
    for (std::int64_t first = 0; first < p.groupedRows; first += quant::kGroupRows) {
        std::uint8_t* at = p.bytes.data() + first * p.rowBytes;
        quant::groupRows(p.type, at, p.rowBytes, group.data());
        std::memcpy(at, group.data(), static_cast<size_t>(groupBytes));
    }
}

// Packs W (k, m), read through `at(i, j)`, into zero-padded panels of `store(value)`.
template <typename Stored, typename At, typename Store>
void packPanels(Eigen::Index k, Eigen::Index m, Stored& packed, At at, Store store) {
    constexpr Eigen::Index P = WeightMatrix::kPanel;
    const Eigen::Index panels = (m + P - 1) / P;
    packed.assign(static_cast<size_t>(panels * k * P), {});
    for (Eigen::Index p = 0; p < panels; ++p) {
        const Eigen::Index width = std::min(P, m - p * P);
        auto* panel = packed.data() + p * k * P;
        for (Eigen::Index i = 0; i < k; ++i)
            for (Eigen::Index j = 0; j < width; ++j) panel[i * P + j] = store(at(i, p * P + j));
    }
}

// The half-precision bit pattern of a weight; throws Error when it does not fit.
auto halfOf(const std::string& what) {
    return [&what](float v) {
        if (!(std::abs(v) <= 65504.0f))
            throw Error(msg("%1: the value %2 does not fit in half precision (f16 holds at most 65504); load it "
                            "as f32",
                            what, v));
        return half::fromFloat(v);
    };
}

}  // namespace

WeightMatrix WeightMatrix::fromRows(MatrixF w, WeightPrecision precision, const std::string& what) {
    WeightMatrix m;
    m.rows_ = w.rows();
    m.cols_ = w.cols();
    // A float source has nothing else stored: Stored means float panels here.
    if (precision == WeightPrecision::Stored) precision = WeightPrecision::F32;
    m.precision_ = precision;
    const auto at = [&](Eigen::Index i, Eigen::Index j) { return w(i, j); };
    if (precision == WeightPrecision::F32)
        packPanels(m.rows_, m.cols_, m.f32_, at, [](float v) { return v; });
    else
        packPanels(m.rows_, m.cols_, m.f16_, at, halfOf(what));
    return m;
}

WeightMatrix WeightMatrix::fromTransposed(MatrixF t, WeightPrecision precision, const std::string& what) {
    WeightMatrix m;
    m.rows_ = t.cols();
    m.cols_ = t.rows();
    // A float source has nothing else stored: Stored means float panels here.
    if (precision == WeightPrecision::Stored) precision = WeightPrecision::F32;
    m.precision_ = precision;
    const auto at = [&](Eigen::Index i, Eigen::Index j) { return t(j, i); };
    if (precision == WeightPrecision::F32)
        packPanels(m.rows_, m.cols_, m.f32_, at, [](float v) { return v; });
    else
        packPanels(m.rows_, m.cols_, m.f16_, at, halfOf(what));
    return m;
}

WeightMatrix WeightMatrix::fromStoredRows(std::vector<StoredRows> parts) {
    WeightMatrix m;
    m.precision_ = WeightPrecision::Stored;
    m.rows_ = parts.empty() ? 0 : parts.front().cols;
    for (const StoredRows& p : parts) {
        assert(p.cols == m.rows_ && static_cast<std::int64_t>(p.bytes.size()) == p.rows * p.rowBytes);
        m.cols_ += p.rows;
    }
    for (StoredRows& p : parts)
        if (p.groupedRows == 0) groupForDecode(p);
    m.stored_ = std::move(parts);
    return m;
}

std::string WeightMatrix::storageName() const {
    if (precision_ != WeightPrecision::Stored) return precisionName(precision_);
    std::string name;
    for (const StoredRows& p : stored_) {
        const std::string type = ggmlTypeName(p.type);
        if (name.find(type) == std::string::npos) name += (name.empty() ? "" : "+") + type;
    }
    return name;
}

std::string storageNames(const std::vector<const WeightMatrix*>& matrices) {
    std::vector<std::string> types;
    for (const WeightMatrix* m : matrices) {
        if (m->cols() == 0) continue;
        const std::string name = m->storageName();
        for (size_t at = 0; at <= name.size();) {  // "Q4_K+Q6_K": each type once
            const size_t plus = std::min(name.find('+', at), name.size());
            const std::string type = name.substr(at, plus - at);
            if (std::find(types.begin(), types.end(), type) == types.end()) types.push_back(type);
            at = plus + 1;
        }
    }
    std::string text;
    for (const std::string& t : types) text += (text.empty() ? "" : "+") + t;
    return text;
}

std::int64_t WeightMatrix::bytes() const {
    if (precision_ == WeightPrecision::Stored) {
        std::int64_t total = 0;
        for (const StoredRows& p : stored_) total += static_cast<std::int64_t>(p.bytes.size());
        return total;
    }
    return precision_ == WeightPrecision::F16 ? static_cast<std::int64_t>(f16_.size() * sizeof(std::uint16_t))
                                              : static_cast<std::int64_t>(f32_.size() * sizeof(float));
}

std::vector<std::span<const std::byte>> WeightMatrix::storage() const {
    if (precision_ == WeightPrecision::Stored) {
        std::vector<std::span<const std::byte>> parts;
        for (const StoredRows& p : stored_) parts.push_back(std::as_bytes(std::span(p.bytes)));
        return parts;
    }
    return {precision_ == WeightPrecision::F16 ? std::as_bytes(std::span(f16_)) : std::as_bytes(std::span(f32_))};
}

template <typename Fn>
void WeightMatrix::forStoredColumns(Eigen::Index begin, Eigen::Index width, Fn&& fn) const {
    Eigen::Index first = 0;  // W's column of the part's row 0
    for (const StoredRows& p : stored_) {
        const Eigen::Index from = std::max(begin, first), to = std::min(begin + width, first + p.rows);
        if (from < to) fn(p, from - first, to - from, from);
        first += p.rows;
    }
}

void WeightMatrix::multiplyStored(const MatrixF& in, Eigen::Index begin, Eigen::Index width,
                                  Eigen::Ref<MatrixF> out) const {
    if (in.rows() == 1) {
        thread_local quant::Activation x;
        quant::quantize(in.data(), rows_, x);
        return multiplyColumns(x, begin, width, out);
    }
    // Prefill: decode the rows once to float (width, k) and multiply, summed in blocks of
    // kSumRows over k as the panel path does.
    constexpr Eigen::Index kSumRows = 32;
    thread_local MatrixF decoded;
    decoded.resize(width, rows_);
    forStoredColumns(begin, width, [&](const StoredRows& p, Eigen::Index row, Eigen::Index count, Eigen::Index col) {
        // rows [from, from + n) as stored, one call for them all
        const auto decode = [&](const std::uint8_t* rows, Eigen::Index from, Eigen::Index n) {
            dequantize(p.type, std::as_bytes(std::span(rows, static_cast<size_t>(n * p.rowBytes))), n * rows_,
                       decoded.row(col - begin + (from - row)).data());
        };
        const Eigen::Index end = row + count;
        Eigen::Index r = row;
        std::vector<std::uint8_t> group;
        while (r < std::min(end, p.groupedRows)) {  // grouped rows: a group at a time, read back
            const Eigen::Index first = r / quant::kGroupRows * quant::kGroupRows;
            const Eigen::Index to = std::min(end, first + quant::kGroupRows);
            group.resize(static_cast<size_t>(quant::kGroupRows * p.rowBytes));
            quant::ungroupRows(p.type, p.bytes.data() + first * p.rowBytes, p.rowBytes, group.data());
            decode(group.data() + (r - first) * p.rowBytes, r, to - r);
            r = to;
        }
        if (r < end) decode(p.bytes.data() + r * p.rowBytes, r, end - r);
    });
    const Eigen::Index first = std::min(kSumRows, rows_);
    out.noalias() = in.leftCols(first) * decoded.leftCols(first).transpose();
    for (Eigen::Index i = first; i < rows_; i += kSumRows) {
        const Eigen::Index n = std::min(kSumRows, rows_ - i);
        out.noalias() += in.middleCols(i, n) * decoded.middleCols(i, n).transpose();
    }
}

void WeightMatrix::unpackColumns(Eigen::Index begin, Eigen::Index width, float* out, Eigen::Index stride) const {
    if (precision_ == WeightPrecision::Stored) {
        std::vector<float> row(static_cast<size_t>(rows_));
        forStoredColumns(begin, width, [&](const StoredRows& p, Eigen::Index r, Eigen::Index count, Eigen::Index col) {
            std::vector<std::uint8_t> scratch(static_cast<size_t>(p.rowBytes));
            for (Eigen::Index c = 0; c < count; ++c) {
                dequantize(p.type, rowSpan(storedRow(p, r + c, scratch.data()), p), rows_, row.data());
                for (Eigen::Index i = 0; i < rows_; ++i) out[i * stride + (col - begin + c)] = row[static_cast<size_t>(i)];
            }
        });
        return;
    }
    assert(begin % kPanel == 0);
    for (Eigen::Index p = begin / kPanel; p * kPanel < begin + width; ++p) {
        const Eigen::Index from = p * kPanel - begin, n = std::min(kPanel, width - from);
        if (precision_ == WeightPrecision::F16) {
            half::widenPanel(f16_.data() + p * rows_ * kPanel, rows_, n, out + from, stride);
            continue;
        }
        const float* panel = f32_.data() + p * rows_ * kPanel;
        for (Eigen::Index i = 0; i < rows_; ++i)
            std::memcpy(out + i * stride + from, panel + i * kPanel, static_cast<size_t>(n) * sizeof(float));
    }
}

bool WeightMatrix::prefillOnPanelKernel() const { return precision_ != WeightPrecision::Stored && gemm::available(); }

bool WeightMatrix::sumsIndependentOfBlocks() const { return prefillOnPanelKernel(); }

void WeightMatrix::multiplyColumns(const MatrixF& in, Eigen::Index begin, Eigen::Index width,
                                   Eigen::Ref<MatrixF> out, const float* bias, const ColumnFinish& finish) const {
    const auto finishBlock = [&] {
        if (bias != nullptr) out.rowwise() += Eigen::Map<const RowVectorF>(bias, width);
        if (finish) finish(out, 0);
    };
    if (precision_ == WeightPrecision::Stored) {
        multiplyStored(in, begin, width, out);
        return finishBlock();
    }
    // Blocks start on a panel (columnAlignment), so panel p covers columns p·kPanel ..
    assert(begin % kPanel == 0);
    if (in.rows() == 1) {
        // Decode: stream each panel once, straight into the output when it is a whole panel.
        alignas(64) float y[kPanel];
        for (Eigen::Index p = begin / kPanel; p * kPanel < begin + width; ++p) {
            const Eigen::Index from = p * kPanel - begin, n = std::min(kPanel, width - from);
            float* target = n == kPanel ? out.data() + from : y;
            if (precision_ == WeightPrecision::F16)
                half::gemvPanel(in.data(), rows_, f16_.data() + p * rows_ * kPanel, target);
            else
                f32::gemvPanel(in.data(), rows_, f32_.data() + p * rows_ * kPanel, target);
            if (n != kPanel) std::copy_n(y, n, out.data() + from);
        }
        return finishBlock();
    }
    // Prefill on AVX-512: the micro-kernel reads the panels in place (core/kernels/panel_gemm.h).
    if (prefillOnPanelKernel()) {
        const Eigen::Index first = begin / kPanel * rows_ * kPanel;
        gemm::TileDone done;
        if (finish) {
            done.context = &finish;
            done.call = [](const void* context, float* tile, Eigen::Index stride, int rows, Eigen::Index column,
                           int columns) {
                using Tile = Eigen::Map<MatrixF, Eigen::Unaligned, Eigen::OuterStride<>>;
                (*static_cast<const ColumnFinish*>(context))(Tile(tile, rows, columns, Eigen::OuterStride<>(stride)), column);
            };
        }
        if (precision_ == WeightPrecision::F16)
            gemm::panelsF16(in.data(), in.cols(), in.rows(), rows_, f16_.data() + first, width, out.data(),
                            out.outerStride(), bias, done);
        else
            gemm::panelsF32(in.data(), in.cols(), in.rows(), rows_, f32_.data() + first, width, out.data(),
                            out.outerStride(), bias, done);
        return;
    }
    // Elsewhere: unpack the block once into scratch and let Eigen's GEMM do the P·k·width work,
    // which dwarfs the k·width copies. Summed over k in blocks of kSumRows rows, as the GEMV
    // kernels do: Eigen adds all k products of an output in one chain, and the rounding error
    // of a float sum grows with its length (1.2e-5 against a float64 reference where the
    // engine promises 1e-5; 6e-6 in blocks). It costs prefill about 7 % at GPT-2 small's size.
    constexpr Eigen::Index kSumRows = 32;
    thread_local MatrixF scratch;
    scratch.resize(rows_, width);
    unpackColumns(begin, width, scratch.data(), width);
    const Eigen::Index first = std::min(kSumRows, rows_);
    out.noalias() = in.leftCols(first) * scratch.topRows(first);
    for (Eigen::Index i = first; i < rows_; i += kSumRows) {
        const Eigen::Index n = std::min(kSumRows, rows_ - i);
        out.noalias() += in.middleCols(i, n) * scratch.middleRows(i, n);
    }
    finishBlock();
}

void WeightMatrix::multiplyColumns(const quant::Activation& x, Eigen::Index begin, Eigen::Index width,
                                   Eigen::Ref<MatrixF> out, const float* bias) const {
    assert(precision_ == WeightPrecision::Stored && x.k == rows_ && out.rows() == 1);
    // Decode: each stored row is one output, computed on its blocks.
    forStoredColumns(begin, width, [&](const StoredRows& p, Eigen::Index row, Eigen::Index count, Eigen::Index col) {
        float* o = out.data() + (col - begin);  // o[r - row]: the output of the part's row r
        const Eigen::Index end = row + count;
        Eigen::Index r = row;
        while (r < std::min(end, p.groupedRows)) {
            const Eigen::Index first = r / quant::kGroupRows * quant::kGroupRows;
            const Eigen::Index whole = (std::min(end, p.groupedRows) - r) / quant::kGroupRows;
            if (r == first && whole > 0) {  // whole groups, straight into the output
                quant::dotGroups(p.type, p.bytes.data() + r * p.rowBytes, p.rowBytes, whole, x, o + (r - row));
                r += whole * quant::kGroupRows;
                continue;
            }
            // a group the column block cuts: its 16 sums, of which the block's
            float sums[quant::kGroupRows];
            quant::dotGroups(p.type, p.bytes.data() + first * p.rowBytes, p.rowBytes, 1, x, sums);
            const Eigen::Index to = std::min(end, first + quant::kGroupRows);
            std::copy(sums + (r - first), sums + (to - first), o + (r - row));
            r = to;
        }
        if (r < end) quant::dotRows(p.type, p.bytes.data() + r * p.rowBytes, p.rowBytes, end - r, x, o + (r - row));
    });
    if (bias != nullptr) out += Eigen::Map<const RowVectorF>(bias, width);
}

RowVectorF WeightMatrix::column(Eigen::Index j) const {
    RowVectorF c(rows_);
    if (precision_ == WeightPrecision::Stored) {
        forStoredColumns(j, 1, [&](const StoredRows& p, Eigen::Index row, Eigen::Index, Eigen::Index) {
            std::vector<std::uint8_t> scratch(static_cast<size_t>(p.rowBytes));
            dequantize(p.type, rowSpan(storedRow(p, row, scratch.data()), p), rows_, c.data());
        });
        return c;
    }
    const Eigen::Index offset = (j / kPanel) * rows_ * kPanel + j % kPanel;
    if (precision_ == WeightPrecision::F16)
        for (Eigen::Index i = 0; i < rows_; ++i) c(i) = half::toFloat(f16_[static_cast<size_t>(offset + i * kPanel)]);
    else
        for (Eigen::Index i = 0; i < rows_; ++i) c(i) = f32_[static_cast<size_t>(offset + i * kPanel)];
    return c;
}

MatrixF WeightMatrix::toFloat() const {
    MatrixF w(rows_, cols_);
    unpackColumns(0, cols_, w.data(), cols_);
    return w;
}

}  // namespace kvscope
