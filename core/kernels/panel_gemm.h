#pragma once
// The matrix product of a prefill straight on the weight panels (core/weight_matrix.h): out
// (P, width) = in (P, k) · the panels' columns, f32 or f16 panels of 64 columns × k rows. An
// AVX-512 micro-kernel keeps a tile of 6 rows × a panel's 64 columns in 24 registers, reads
// each panel row once per tile as one contiguous stream and broadcasts the inputs from their rows — no unpacking of the
// weights into scratch, which the Eigen path needed. Sums run over k in blocks of kSumRows,
// each block's sum added to the output (a float sum's rounding error grows with its length:
// the engine promises 1e-5 against float64; in blocks of 64 the reference GPT-2 is within
// 7e-6 of PyTorch's float64 logits, and blocks of 32 cost 4 % more time for no visible gain). Picked at run time; `available()` says whether
// the CPU has it — the caller keeps its portable path otherwise.

#include <cstdint>

#include <Eigen/Core>

namespace kvscope::gemm {

inline constexpr Eigen::Index kPanelWidth = 64;
inline constexpr Eigen::Index kSumRows = 64;

bool available();

// What the caller does to each finished tile of out (rows × `columns` ≤ kPanelWidth, from
// column `column` of the block) while it is still in L1: the activation, which was a second
// pass over the whole block from L2 before.
struct TileDone {
    void (*call)(const void* context, float* out, Eigen::Index outStride, int rows, Eigen::Index column, int columns) =
        nullptr;
    const void* context = nullptr;
};

// `panels`: the first of the panels covering columns [0, width) of the block (panel p at
// panels + p·k·kPanelWidth elements); out's rows `outStride` apart, in's `inStride` apart.
// `bias` (width floats, or null) is added to each output once its sum is complete, in the
// register that holds it — the same bits as adding it to the stored sum afterwards, without
// a pass over the tile (that pass, through a callback, was 3 % of a prefill).
void panelsF32(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k, const float* panels,
               Eigen::Index width, float* out, Eigen::Index outStride, const float* bias = nullptr,
               TileDone done = {});
void panelsF16(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k,
               const std::uint16_t* panels, Eigen::Index width, float* out, Eigen::Index outStride,
               const float* bias = nullptr, TileDone done = {});

}  // namespace kvscope::gemm
