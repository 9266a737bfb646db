#pragma once
// The per-instruction-set row kernels behind core/kernels/quant_kernels.h (internal): each
// returns one row's dot product with the activation, the row being `k` elements in its ggml
// type. The x86 ones are compiled for their instructions with function attributes only, so
// nothing else in the program is, and are called only when the CPU has them.

#include <cstdint>
#include <cstring>

#include "core/io/half.h"
#include "core/kernels/quant_kernels.h"

namespace kvscope::quant::detail {

using RowDot = float (*)(const std::uint8_t* row, std::int64_t k, const Activation& x);

struct RowKernels {
    RowDot q8_0 = nullptr, q4_0 = nullptr, q4_1 = nullptr, q5_0 = nullptr, q5_1 = nullptr;
    RowDot q4_k = nullptr, q5_k = nullptr, q6_k = nullptr, f16 = nullptr;
};

RowKernels portableKernels();
// Empty kernels when the compiler cannot target the instructions (not x86-64).
RowKernels avx2Kernels();
RowKernels avx512Kernels();
RowKernels avx512VbmiKernels();  // avx512Kernels with the four-block Q4_0 kernel

// Where a block of 32 four- or five-bit integers keeps its parts (byte offsets; -1: absent).
// Element j < 16 is the low nibble of byte j, element j + 16 its high nibble; a Q5 type's
// fifth bits are a 32-bit word, bit j for element j. The block stands for
// d·(q − zero) + min: Q4_0 and Q5_0 store q + 8 and q + 16 with no minimum, Q4_1 and Q5_1
// store q with a minimum.
struct NibbleLayout {
    int bytes, nibbles, fifthBits, min, zero;
};
inline constexpr NibbleLayout kQ4_0{18, 2, -1, -1, 8}, kQ4_1{20, 4, -1, 2, 0};
inline constexpr NibbleLayout kQ5_0{22, 6, 2, -1, 16}, kQ5_1{24, 8, 4, 2, 0};

// d·(x's scale)·Σ q·xq, the integer part every kernel computes in vectors, and the float
// term that makes it the block's product: + min·Σx, or − d·zero·(x's scale)·Σxq
// (Activation::offset8 is 8·scale·Σxq; the vector kernels take the zero's part out of the
// integer sum instead, Activation::minus8Sums4). `toFloat` reads an f16 (the kernels pass F16C's).
template <NibbleLayout L, typename F16ToFloat>
inline float nibbleTerm(const std::uint8_t* block, float d, const Activation& a, std::int64_t b, F16ToFloat toFloat) {
    if constexpr (L.min >= 0) return toFloat(block + L.min) * a.sum[size_t(b)];
    else return -d * static_cast<float>(L.zero / 8) * a.offset8[size_t(b)];
}

// The portable block, which the x86 kernels also use for an odd block at the end of a row.
template <NibbleLayout L>
inline float nibbleBlock(const std::uint8_t* block, const Activation& a, std::int64_t b) {
    const std::uint8_t* q = block + L.nibbles;
    const std::int8_t* xq = a.q.data() + 32 * b;
    std::uint32_t high = 0;
    if constexpr (L.fifthBits >= 0) std::memcpy(&high, block + L.fifthBits, 4);
    std::int32_t s = 0;
    for (int j = 0; j < 16; ++j) {
        const int lo = (q[j] & 0x0F) | (((high >> j) & 1) << 4);
        const int hi = (q[j] >> 4) | (((high >> (j + 16)) & 1) << 4);
        s += lo * xq[j] + hi * xq[j + 16];
    }
    const float d = halfAt(block);
    return d * a.scale[size_t(b)] * static_cast<float>(s) + nibbleTerm<L>(block, d, a, b, halfAt);
}

float q8_0Block(const std::uint8_t* block, const std::int8_t* xq, float xScale);

// One block of 32 floats of the activation rounded for the integer kernels: its integers,
// scale (max|x| / 127) and float sum — the sum added pairwise (j with j + 16, then halving),
// the order a vector adds in, so every version gives the same bits.
void roundBlockPortable(const float* x, std::int8_t* q, float& scale, float& sum);

// A whole activation rounded, every field of Activation filled (its vectors already sized for
// a.k, a whole number of blocks of 32): the block roundings above and the layouts the kernels
// read (sums of four, of sixteen, the groups of four blocks, Q4_K's pair order).
using RoundRow = void (*)(const float* x, Activation& a);
void roundRowPortable(const float* x, Activation& a);
// The AVX-512 version when the CPU has it (one pass: each block's integers stay in a register
// for its sums and layouts), else nullptr. The same bits as the portable one.
RoundRow roundRowVector();

}  // namespace kvscope::quant::detail
