#include "core/kernels/panel_gemm.h"

#include <algorithm>
#include <stdexcept>

#include "core/kernels/x86_target.h"
#ifdef KVSCOPE_X86
#define AVX512 KVSCOPE_AVX512
#endif

namespace kvscope::gemm {

#ifdef KVSCOPE_X86

namespace {

constexpr int kTileRows = 14;  // 14 rows × 2 registers of 16 columns = 28 accumulators of 32

template <bool Half>
AVX512 inline __m512 load16(const void* panel, Eigen::Index at) {
    if constexpr (Half)
        return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(static_cast<const std::uint16_t*>(panel) + at)));
    else
        return _mm512_loadu_ps(static_cast<const float*>(panel) + at);
}

// One tile: rows [0, R) of `in` times columns [0, 32) of a panel half (`half` at element
// offset 0 or 32 of each panel row), into out (R rows, `columns` ≤ 32 of them written).
template <int R, bool Half>
AVX512 void tile(const float* in, Eigen::Index inStride, Eigen::Index k, const void* panel, Eigen::Index half,
                 float* out, Eigen::Index outStride, int columns) {
    const __mmask16 lo = columns >= 16 ? __mmask16(0xFFFF) : __mmask16((1u << columns) - 1);
    const __mmask16 hi = columns >= 32 ? __mmask16(0xFFFF) : columns <= 16 ? __mmask16(0) : __mmask16((1u << (columns - 16)) - 1);
    for (Eigen::Index k0 = 0; k0 < k; k0 += kSumRows) {
        const Eigen::Index k1 = std::min(k, k0 + kSumRows);
        // every loop over the tile's rows is unrolled, so the accumulators live in registers (a
        // loop at -O2 kept them in memory and ran at half the Eigen path's speed)
        __m512 acc[R][2];
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r) acc[r][0] = acc[r][1] = _mm512_setzero_ps();
        for (Eigen::Index i = k0; i < k1; ++i) {
            const Eigen::Index at = i * kPanelWidth + half;
            const __m512 b0 = load16<Half>(panel, at), b1 = load16<Half>(panel, at + 16);
#pragma GCC unroll 16
            for (int r = 0; r < R; ++r) {
                const __m512 a = _mm512_set1_ps(in[r * inStride + i]);
                acc[r][0] = _mm512_fmadd_ps(a, b0, acc[r][0]);
                acc[r][1] = _mm512_fmadd_ps(a, b1, acc[r][1]);
            }
        }
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r) {
            float* o = out + r * outStride;
            if (k0 == 0) {
                _mm512_mask_storeu_ps(o, lo, acc[r][0]);
                _mm512_mask_storeu_ps(o + 16, hi, acc[r][1]);
            } else {
                _mm512_mask_storeu_ps(o, lo, _mm512_add_ps(_mm512_maskz_loadu_ps(lo, o), acc[r][0]));
                _mm512_mask_storeu_ps(o + 16, hi, _mm512_add_ps(_mm512_maskz_loadu_ps(hi, o + 16), acc[r][1]));
            }
        }
    }
}

template <bool Half, int R = kTileRows>
AVX512 void tileOf(int rows, const float* in, Eigen::Index inStride, Eigen::Index k, const void* panel,
                   Eigen::Index half, float* out, Eigen::Index outStride, int columns) {
    if constexpr (R >= 1) {
        if (rows == R) return tile<R, Half>(in, inStride, k, panel, half, out, outStride, columns);
        return tileOf<Half, R - 1>(rows, in, inStride, k, panel, half, out, outStride, columns);
    }
}

template <bool Half>
AVX512 void panels(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k, const void* first,
                   Eigen::Index width, float* out, Eigen::Index outStride) {
    const Eigen::Index elementBytes = Half ? 2 : 4;
    for (Eigen::Index c0 = 0; c0 < width; c0 += 32) {
        const Eigen::Index p = c0 / kPanelWidth, half = c0 % kPanelWidth;
        const void* panel = static_cast<const char*>(first) + p * k * kPanelWidth * elementBytes;
        const int columns = static_cast<int>(std::min<Eigen::Index>(32, width - c0));
        for (Eigen::Index r0 = 0; r0 < rows; r0 += kTileRows) {
            const int r = static_cast<int>(std::min<Eigen::Index>(kTileRows, rows - r0));
            tileOf<Half>(r, in + r0 * inStride, inStride, k, panel, half, out + r0 * outStride + c0, outStride, columns);
        }
    }
}

}  // namespace

bool available() { return cpu::hasAvx512(); }

void panelsF32(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k, const float* first,
               Eigen::Index width, float* out, Eigen::Index outStride) {
    panels<false>(in, inStride, rows, k, first, width, out, outStride);
}

void panelsF16(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k,
               const std::uint16_t* first, Eigen::Index width, float* out, Eigen::Index outStride) {
    panels<true>(in, inStride, rows, k, first, width, out, outStride);
}

#else

bool available() { return false; }

void panelsF32(const float*, Eigen::Index, Eigen::Index, Eigen::Index, const float*, Eigen::Index, float*,
               Eigen::Index) {
    throw std::logic_error("gemm::panelsF32 without AVX-512");
}

void panelsF16(const float*, Eigen::Index, Eigen::Index, Eigen::Index, const std::uint16_t*, Eigen::Index, float*,
               Eigen::Index) {
    throw std::logic_error("gemm::panelsF16 without AVX-512");
}

#endif

}  // namespace kvscope::gemm
