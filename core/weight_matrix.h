#pragma once
// One weight matrix W (k, m) of a transformer, multiplied from the right (y = x · W), stored
// in float or in half precision. A decode step reads every weight once, so it is bound by
// memory bandwidth; half precision halves the bytes and so roughly doubles decode speed, at
// the price of rounding each weight to 11 significant bits.
//
// Weights of either precision are packed in panels of kPanel columns: panel p holds rows
// 0..k-1 of columns p·kPanel .. p·kPanel+kPanel-1, each row's kPanel values contiguous, the
// last panel padded with zeros. A matrix-vector product (a decode step) then streams each
// panel front to back as one contiguous read — a column strip of a row-major matrix would be
// k short segments at a large stride, which the prefetcher follows poorly — widening halves to
// float in registers (core/kernels/float_kernels.h, core/kernels/half_kernels.h).
//
// Weights from a GGUF file may instead stay in the file's ggml types, rows as stored (column j
// of W is the file's row j, blocks along k): decode steps compute on the blocks
// (core/kernels/quant_kernels.h), prefill decodes the columns it needs to float.

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include <Eigen/Core>

#include "core/io/huge_page_allocator.h"
#include "core/io/stored_rows.h"
#include "core/kernels/quant_kernels.h"
#include "core/types.h"

namespace kvscope {

// What a model loader keeps its weight matrices in: float, half precision, or (Stored) the
// types the file has — a GGUF file's quantized blocks; plain float for safetensors files.
enum class WeightPrecision { F32, F16, Stored };

// "f32" / "f16" / "stored", as the CLI and the app name them.
const char* precisionName(WeightPrecision precision);

class WeightMatrix;
// The storage types of several matrices, each once in order of appearance: "f32", "f16",
// "Q4_K+Q6_K" (a model's weights, for its title line).
std::string storageNames(const std::vector<const WeightMatrix*>& matrices);

// What a product does to its output columns once they are summed and the bias added (the
// activation): called with a part of the output block and the part's first column within the
// block. The prefill's panel kernel calls it for each tile while the tile is still in L1; the
// other paths once for the whole block. Elementwise, so either way gives the same bits.
using ColumnFinish = std::function<void(Eigen::Ref<MatrixF> part, Eigen::Index firstColumn)>;

class WeightMatrix {
public:
    static constexpr Eigen::Index kPanel = 64;

    WeightMatrix() = default;
    // W = w (k, m), as Hugging Face's Conv1D stores it. Throws Error when a weight does not
    // fit in half precision (|w| > 65504); `what` names the tensor in that message.
    static WeightMatrix fromRows(MatrixF w, WeightPrecision precision, const std::string& what = "weight");
    // W = tᵀ for t (m, k): the tied output projection, whose rows are the token embeddings.
    static WeightMatrix fromTransposed(MatrixF t, WeightPrecision precision, const std::string& what = "weight");
    // W = [a; b; …]ᵀ for stored (out, in) tensors stacked row-wise (the parts may differ in type,
    // as a Q4_K_M file's Q and V projections do); all parts have the same in features.
    static WeightMatrix fromStoredRows(std::vector<StoredRows> parts);

    Eigen::Index rows() const { return rows_; }   // k
    Eigen::Index cols() const { return cols_; }   // m
    // F32 or F16 for panels, Stored for rows in ggml types.
    WeightPrecision precision() const { return precision_; }
    // "f32", "f16", or the ggml types of the rows ("Q4_K", "Q4_K+Q6_K").
    std::string storageName() const;
    // Bytes the values occupy (what a decode step streams), padding included.
    std::int64_t bytes() const;
    // Those bytes where they are, one span per stored part (the benchmark times reading them).
    std::vector<std::span<const std::byte>> storage() const;

    // out (P, width) = in (P, k) · W[:, begin .. begin+width) + bias (the block's `width` biases,
    // or null for none), then `finish` (if any) on it. `out` must have that shape.
    void multiplyColumns(const MatrixF& in, Eigen::Index begin, Eigen::Index width, Eigen::Ref<MatrixF> out,
                         const float* bias = nullptr, const ColumnFinish& finish = {}) const;
    // The same for one row already rounded for the integer kernels (Stored weights: a decode
    // step rounds its input once for all column blocks).
    void multiplyColumns(const quant::Activation& in, Eigen::Index begin, Eigen::Index width, Eigen::Ref<MatrixF> out,
                         const float* bias = nullptr) const;
    // Column j of W as a row (k): a token's embedding, for the tied projection.
    RowVectorF column(Eigen::Index j) const;
    // W (k, m) in float (half precision widened): for tests and comparisons.
    MatrixF toFloat() const;
    // Column blocks handed to threads start at multiples of this: a whole panel.
    static constexpr Eigen::Index columnAlignment() { return kPanel; }
    // Whether a prefill product gives the same bits however its columns are cut into blocks:
    // true where the panel kernel sums each panel's columns on their own (panels on a CPU with
    // AVX-512); false where Eigen's GEMM multiplies a block at once (its sums may depend on the
    // block's width) — the portable path, and Stored rows decoded for a prefill.
    bool sumsIndependentOfBlocks() const;

private:
    Eigen::Index panels() const { return (cols_ + kPanel - 1) / kPanel; }
    // Whether a prefill's product runs on the panel kernel (panels, AVX-512): the one test for
    // multiplyColumns' path and for sumsIndependentOfBlocks.
    bool prefillOnPanelKernel() const;
    // Copies (f32) or widens (f16) columns begin .. begin+width of W into out (k, width).
    void unpackColumns(Eigen::Index begin, Eigen::Index width, float* out, Eigen::Index stride) const;
    // Calls fn(part, firstRowInPart, count, firstColumnOfW) for the stored rows that are W's
    // columns begin .. begin+width.
    template <typename Fn>
    void forStoredColumns(Eigen::Index begin, Eigen::Index width, Fn&& fn) const;
    void multiplyStored(const MatrixF& in, Eigen::Index begin, Eigen::Index width, Eigen::Ref<MatrixF> out) const;

    Eigen::Index rows_ = 0, cols_ = 0;
    WeightPrecision precision_ = WeightPrecision::F32;
    // On huge pages where the system allows (core/io/huge_page_allocator.h): a decode step
    // streams every panel once, and 4 KiB pages cost a quarter of the bandwidth.
    std::vector<float, HugePageAllocator<float>> f32_;       // panels (see above), f32 weights
    std::vector<std::uint16_t, HugePageAllocator<std::uint16_t>> f16_;  // panels, IEEE binary16 bit patterns
    std::vector<StoredRows> stored_;  // Stored: the parts, columns of W in order
};

}  // namespace kvscope
