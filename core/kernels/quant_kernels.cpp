#include "core/kernels/quant_kernels.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <span>

#include "core/gguf/dequantize.h"
#include "core/gguf/gguf_types.h"
#include "core/gguf/k_scales.h"
#include "core/io/half.h"
#include "core/kernels/quant_kernels_isa.h"
#include "core/kernels/x86_target.h"

namespace kvscope::quant {

namespace {

using detail::kQ4_0;
using detail::kQ4_1;
using detail::kQ5_0;
using detail::kQ5_1;
using detail::RowKernels;

float f16At(const std::uint8_t* p) { return halfAt(p); }

// ---- the portable kernels: the same integer sums, in plain loops ----

float dotQ8_0(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    float total = 0.0f;
    for (std::int64_t b = 0; b < k / 32; ++b) total += detail::q8_0Block(row + b * 34, a.q.data() + b * 32, a.scale[b]);
    return total;
}

template <detail::NibbleLayout L>
float dotNibbles(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    float total = 0.0f;
    for (std::int64_t b = 0; b < k / 32; ++b) total += detail::nibbleBlock<L>(row + b * L.bytes, a, b);
    return total;
}

// Q4_K (144 bytes) and Q5_K (176, with 32 bytes of fifth bits before the nibbles): see
// core/gguf/dequantize.cpp for where each element's bits are.
template <bool FifthBits>
float dotQk(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    constexpr int kBytes = FifthBits ? 176 : 144, kNibbles = FifthBits ? 48 : 16;
    float total = 0.0f;
    for (std::int64_t sb = 0; sb < k / 256; ++sb) {
        const std::uint8_t* block = row + sb * kBytes;
        const float d = f16At(block), dmin = f16At(block + 2);
        const std::uint8_t* qs = block + kNibbles;
        const std::uint8_t* qh = block + 16;
        const std::int8_t* xq = a.q.data() + sb * 256;
        for (int pair = 0; pair < 4; ++pair) {
            int sc0, m0, sc1, m1;
            kScaleMin(2 * pair, block + 4, sc0, m0);
            kScaleMin(2 * pair + 1, block + 4, sc1, m1);
            std::int32_t lo = 0, hi = 0;
            for (int l = 0; l < 32; ++l) {
                int q0 = qs[l] & 0x0F, q1 = qs[l] >> 4;
                if constexpr (FifthBits) {
                    q0 |= ((qh[l] >> (2 * pair)) & 1) << 4;
                    q1 |= ((qh[l] >> (2 * pair + 1)) & 1) << 4;
                }
                lo += q0 * xq[l];
                hi += q1 * xq[l + 32];
            }
            const std::int64_t s = sb * 8 + 2 * pair;
            total += d * static_cast<float>(sc0) * a.scale[s] * static_cast<float>(lo) +
                     d * static_cast<float>(sc1) * a.scale[s + 1] * static_cast<float>(hi) -
                     dmin * (static_cast<float>(m0) * a.sum[s] + static_cast<float>(m1) * a.sum[s + 1]);
            qs += 32;
            xq += 64;
        }
    }
    return total;
}

// Q6_K: see core/gguf/dequantize.cpp for where each element's bits are
float dotQ6_K(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    float total = 0.0f;
    for (std::int64_t sb = 0; sb < k / 256; ++sb) {
        const std::uint8_t* block = row + sb * 210;
        const auto* sc = reinterpret_cast<const std::int8_t*>(block + 192);
        const float d = f16At(block + 208);
        for (int half = 0; half < 2; ++half) {
            const std::uint8_t* ql = block + 64 * half;
            const std::uint8_t* qh = block + 128 + 32 * half;
            const std::int8_t* xq = a.q.data() + sb * 256 + 128 * half;
            std::int32_t sums[8] = {};  // per 16 elements
            for (int l = 0; l < 32; ++l) {
                const int is = l / 16;
                sums[is] += ((ql[l] & 0x0F) | ((qh[l] & 3) << 4)) * xq[l];
                sums[is + 2] += ((ql[l + 32] & 0x0F) | (((qh[l] >> 2) & 3) << 4)) * xq[l + 32];
                sums[is + 4] += ((ql[l] >> 4) | (((qh[l] >> 4) & 3) << 4)) * xq[l + 64];
                sums[is + 6] += ((ql[l + 32] >> 4) | (((qh[l] >> 6) & 3) << 4)) * xq[l + 96];
            }
            const std::int64_t group = (sb * 256 + 128 * half) / 16;
            for (int g = 0; g < 8; ++g)
                total += d * static_cast<float>(sc[8 * half + g]) * a.scale[size_t((group + g) / 2)] *
                         static_cast<float>(sums[g] - 32 * a.qsum16[size_t(group + g)]);
        }
    }
    return total;
}

float dotF16(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    float total = 0.0f;
    for (std::int64_t i = 0; i < k; ++i) total += f16At(row + 2 * i) * a.x[i];
    return total;
}

// Any other type: the row decoded to float, then a float dot product.
float dotDecoded(std::uint32_t type, const std::uint8_t* row, std::int64_t rowBytes, const Activation& a) {
    thread_local std::vector<float> decoded;
    decoded.resize(static_cast<size_t>(a.k));
    dequantize(type, std::span(reinterpret_cast<const std::byte*>(row), static_cast<size_t>(rowBytes)), a.k, decoded.data());
    float total = 0.0f;
    for (std::int64_t i = 0; i < a.k; ++i) total += decoded[static_cast<size_t>(i)] * a.x[i];
    return total;
}

std::atomic<int> chosen{static_cast<int>(Isa::Best)};

Isa bestIsa() {
    if (cpu::hasAvx512Vbmi() && detail::avx512VbmiKernels().q8_0) return Isa::Avx512Vbmi;
    if (cpu::hasAvx512Vnni() && detail::avx512Kernels().q8_0) return Isa::Avx512Vnni;
    if (cpu::hasAvx2() && detail::avx2Kernels().q8_0) return Isa::Avx2;
    return Isa::Portable;
}

const RowKernels& kernels() {
    static const RowKernels portable = detail::portableKernels();
    static const RowKernels avx2 = detail::avx2Kernels();
    static const RowKernels avx512 = detail::avx512Kernels();
    static const RowKernels avx512Vbmi = detail::avx512VbmiKernels();
    switch (isaInUse()) {
        case Isa::Avx512Vbmi: return avx512Vbmi;
        case Isa::Avx512Vnni: return avx512;
        case Isa::Avx2: return avx2;
        default: return portable;
    }
}

}  // namespace

namespace detail {

RowKernels portableKernels() {
    return {dotQ8_0,     dotNibbles<kQ4_0>, dotNibbles<kQ4_1>, dotNibbles<kQ5_0>, dotNibbles<kQ5_1>,
            dotQk<false>, dotQk<true>,      dotQ6_K,           dotF16};
}

float q8_0Block(const std::uint8_t* block, const std::int8_t* xq, float xScale) {
    // Read as signed bytes, not cast one by one: GCC 12.2 vectorizes Σ (int8_t)u8[j] · s8[j]
    // into vpdpbusd, which takes that operand as unsigned (−128 · 127 came out +16256).
    const auto* w = reinterpret_cast<const std::int8_t*>(block + 2);
    std::int32_t s = 0;
    for (int j = 0; j < 32; ++j) s += w[j] * xq[j];
    return f16At(block) * xScale * static_cast<float>(s);
}

}  // namespace detail

namespace {

// Activation::qk from q (when k is a whole number of 256s).
void pairOrder(Activation& a) {
    const size_t superBlocks = a.qk.size() / 256;
    constexpr size_t kOrder[8] = {0, 2, 1, 3, 4, 6, 5, 7};
    for (size_t sb = 0; sb < superBlocks; ++sb)
        for (size_t i = 0; i < 8; ++i) std::memcpy(a.qk.data() + 256 * sb + 32 * i, a.q.data() + 256 * sb + 32 * kOrder[i], 32);
}

// Activation::q4, minus8Sums16 and scale16 from q, minus8Sums4 and scale (whole groups of four
// blocks; a row's last blocks beyond them are read from q).
void splitInFours(Activation& a) {
    const size_t groups = a.scale.size() / 4;
    for (size_t g = 0; g < groups; ++g)
        for (size_t i = 0; i < 4; ++i) {
            const size_t b = 4 * g + i;
            std::memcpy(a.q4.data() + 128 * g + 16 * i, a.q.data() + 32 * b, 16);
            std::memcpy(a.q4.data() + 128 * g + 64 + 16 * i, a.q.data() + 32 * b + 16, 16);
            for (size_t l = 0; l < 4; ++l) {
                a.minus8Sums16[16 * g + 4 * i + l] = a.minus8Sums4[8 * b + l] + a.minus8Sums4[8 * b + 4 + l];
                a.scale16[16 * g + 4 * i + l] = a.scale[b];
            }
        }
}

}  // namespace

namespace detail {

void roundBlockPortable(const float* x, std::int8_t* q, float& scale, float& sum) {
    float amax = 0.0f;
    for (int j = 0; j < 32; ++j) amax = std::max(amax, std::abs(x[j]));
    float s[16];  // the sum in the order the vector code adds: j with j + 16, then halves
    for (int j = 0; j < 16; ++j) s[j] = x[j] + x[j + 16];
    for (int width = 8; width >= 1; width /= 2)
        for (int j = 0; j < width; ++j) s[j] += s[j + width];
    sum = s[0];
    scale = amax / 127.0f;
    const float inverse = scale > 0.0f ? 1.0f / scale : 0.0f;
    // (nearbyint, ties to even as llama.cpp's vector code rounds, compiles to one instruction;
    // std::round was a library call per element)
    for (int j = 0; j < 32; ++j) q[j] = static_cast<std::int8_t>(std::clamp(std::nearbyint(x[j] * inverse), -127.0f, 127.0f));
}

void roundRowPortable(const float* x, Activation& a) {
    const size_t blocks = a.scale.size();
    for (size_t b = 0; b < blocks; ++b) {
        const std::int8_t* q = a.q.data() + 32 * b;
        roundBlockPortable(x + 32 * b, a.q.data() + 32 * b, a.scale[b], a.sum[b]);
        std::int32_t fours[8];
        for (int i = 0; i < 8; ++i) fours[i] = q[4 * i] + q[4 * i + 1] + q[4 * i + 2] + q[4 * i + 3];
        for (int i = 0; i < 8; ++i) a.minus8Sums4[8 * b + size_t(i)] = -8 * fours[i];
        a.qsum16[2 * b] = fours[0] + fours[1] + fours[2] + fours[3];
        a.qsum16[2 * b + 1] = fours[4] + fours[5] + fours[6] + fours[7];
        a.offset8[b] = 8.0f * a.scale[b] * static_cast<float>(a.qsum16[2 * b] + a.qsum16[2 * b + 1]);
        a.minus8Blocks[b] = -8 * (a.qsum16[2 * b] + a.qsum16[2 * b + 1]);
    }
    splitInFours(a);
    pairOrder(a);
}

}  // namespace detail

void quantize(const float* x, std::int64_t k, Activation& a) {
    a.k = k;
    a.x = x;
    a.quantized = k % 32 == 0;
    if (!a.quantized) return;
    const auto blocks = static_cast<size_t>(k / 32);
    a.q.resize(static_cast<size_t>(k));
    a.scale.resize(blocks);
    a.sum.resize(blocks);
    a.offset8.resize(blocks);
    a.qsum16.resize(2 * blocks);
    a.minus8Blocks.resize(blocks);
    a.minus8Sums4.resize(8 * blocks);
    a.q4.resize(128 * (blocks / 4));
    a.minus8Sums16.resize(16 * (blocks / 4));
    a.scale16.resize(16 * (blocks / 4));
    a.qk.resize(k % 256 == 0 ? static_cast<size_t>(k) : 0);
    // (the serial part of a quantized product, once per product)
    static const detail::RoundRow vector = detail::roundRowVector();
    (vector ? vector : detail::roundRowPortable)(x, a);
}

bool hasIntegerKernel(std::uint32_t type) {
    const auto t = static_cast<GgmlType>(type);
    return t == GgmlType::Q8_0 || t == GgmlType::Q4_0 || t == GgmlType::Q4_1 || t == GgmlType::Q5_0 ||
           t == GgmlType::Q5_1 || t == GgmlType::Q4_K || t == GgmlType::Q5_K || t == GgmlType::Q6_K;
}

void dotRows(std::uint32_t type, const std::uint8_t* data, std::int64_t rowBytes, std::int64_t rows,
             const Activation& x, float* out) {
    const RowKernels& kernel = kernels();
    detail::RowDot dot = nullptr;
    switch (static_cast<GgmlType>(type)) {
        case GgmlType::Q8_0: dot = x.quantized ? kernel.q8_0 : nullptr; break;
        case GgmlType::Q4_0: dot = x.quantized ? kernel.q4_0 : nullptr; break;
        case GgmlType::Q4_1: dot = x.quantized ? kernel.q4_1 : nullptr; break;
        case GgmlType::Q5_0: dot = x.quantized ? kernel.q5_0 : nullptr; break;
        case GgmlType::Q5_1: dot = x.quantized ? kernel.q5_1 : nullptr; break;
        case GgmlType::Q4_K: dot = x.quantized ? kernel.q4_k : nullptr; break;
        case GgmlType::Q5_K: dot = x.quantized ? kernel.q5_k : nullptr; break;
        case GgmlType::Q6_K: dot = x.quantized ? kernel.q6_k : nullptr; break;
        case GgmlType::F16: dot = kernel.f16; break;
        default: break;
    }
    for (std::int64_t r = 0; r < rows; ++r) {
        const std::uint8_t* row = data + r * rowBytes;
        out[r] = dot ? dot(row, x.k, x) : dotDecoded(type, row, rowBytes, x);
    }
}

const char* kernelName() {
    switch (isaInUse()) {
        case Isa::Avx512Vbmi: return "AVX-512 VBMI";
        case Isa::Avx512Vnni: return "AVX-512 VNNI";
        case Isa::Avx2: return "AVX2";
        default: return "portable";
    }
}

void useIsa(Isa isa) { chosen.store(static_cast<int>(isa)); }

Isa isaInUse() {
    static const Isa best = bestIsa();
    const auto wanted = static_cast<Isa>(chosen.load());
    if (wanted == Isa::Best) return best;
    // clamp to what the CPU has: Avx512Vbmi > Avx512Vnni > Avx2 > Portable
    return static_cast<int>(wanted) <= static_cast<int>(best) ? wanted : best;
}

}  // namespace kvscope::quant
