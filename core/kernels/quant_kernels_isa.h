#pragma once
// The per-instruction-set row kernels behind core/kernels/quant_kernels.h (internal): each
// returns one row's dot product with the activation, the row being `k` elements in its ggml
// type. The x86 ones are compiled for their instructions with function attributes only, so
// nothing else in the program is, and are called only when the CPU has them.

#include <cstdint>

#include "core/kernels/quant_kernels.h"

namespace kvscope::quant::detail {

using RowDot = float (*)(const std::uint8_t* row, std::int64_t k, const Activation& x);

struct RowKernels {
    RowDot q8_0 = nullptr, q4_0 = nullptr, q4_k = nullptr, q6_k = nullptr, f16 = nullptr;
};

RowKernels portableKernels();
// Empty kernels when the compiler cannot target the instructions (not x86-64).
RowKernels avx2Kernels();
RowKernels avx512Kernels();
bool cpuHasAvx2();
bool cpuHasAvx512Vnni();

// Portable pieces the x86 kernels share for an odd block at the end of a row.
float q8_0Block(const std::uint8_t* block, const std::int8_t* xq, float xScale);
float q4_0Block(const std::uint8_t* block, const std::int8_t* xq, float xScale, float xOffset8);

}  // namespace kvscope::quant::detail
