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

// 6 rows × the panel's 64 columns (4 registers of 16) = 24 accumulators; with the 4 registers of
// a panel row and the broadcast input, 29 of the 32. A whole panel row per step reads the panel
// as one contiguous stream (a tile of 14 rows × half a panel read every other 128 bytes, and
// lost a third of its speed where k is 3,072: the MLP's down projection).
constexpr int kTileRows = 6;
constexpr int kVectors = kPanelWidth / 16;

template <bool Half>
AVX512 inline __m512 load16(const void* panel, Eigen::Index at) {
    if constexpr (Half)
        return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(static_cast<const std::uint16_t*>(panel) + at)));
    else
        return _mm512_loadu_ps(static_cast<const float*>(panel) + at);
}

// One tile: rows [0, R) of `in` times the 64 columns of a panel, into out (R rows; of each, the
// columns `mask` keeps: a ragged last panel writes fewer than 64), plus the panel's 64 biases
// (or none) once the sums are complete.
template <int R, bool Half>
AVX512 void tile(const float* in, Eigen::Index inStride, Eigen::Index k, const void* panel, float* out,
                 Eigen::Index outStride, const __mmask16 (&mask)[kVectors], const float* bias) {
    for (Eigen::Index k0 = 0; k0 < k; k0 += kSumRows) {
        const Eigen::Index k1 = std::min(k, k0 + kSumRows);
        // every loop over the tile's rows is unrolled, so the accumulators live in registers (a
        // loop at -O2 kept them in memory and ran at half the Eigen path's speed)
        __m512 acc[R][kVectors];
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r)
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) acc[r][v] = _mm512_setzero_ps();
        for (Eigen::Index i = k0; i < k1; ++i) {
            const Eigen::Index at = i * kPanelWidth;
            __m512 b[kVectors];
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) b[v] = load16<Half>(panel, at + 16 * v);
#pragma GCC unroll 16
            for (int r = 0; r < R; ++r) {
                const __m512 a = _mm512_set1_ps(in[r * inStride + i]);
#pragma GCC unroll 4
                for (int v = 0; v < kVectors; ++v) acc[r][v] = _mm512_fmadd_ps(a, b[v], acc[r][v]);
            }
        }
        const bool biased = bias != nullptr && k1 == k;
        __m512 biases[kVectors];
        if (biased)
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) biases[v] = _mm512_maskz_loadu_ps(mask[v], bias + 16 * v);
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r) {
            float* o = out + r * outStride;
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) {
                __m512 sum = k0 == 0 ? acc[r][v] : _mm512_add_ps(_mm512_maskz_loadu_ps(mask[v], o + 16 * v), acc[r][v]);
                if (biased) sum = _mm512_add_ps(sum, biases[v]);
                _mm512_mask_storeu_ps(o + 16 * v, mask[v], sum);
            }
        }
    }
}

template <bool Half, int R = kTileRows>
AVX512 void tileOf(int rows, const float* in, Eigen::Index inStride, Eigen::Index k, const void* panel, float* out,
                   Eigen::Index outStride, const __mmask16 (&mask)[kVectors], const float* bias) {
    if constexpr (R >= 1) {
        if (rows == R) return tile<R, Half>(in, inStride, k, panel, out, outStride, mask, bias);
        return tileOf<Half, R - 1>(rows, in, inStride, k, panel, out, outStride, mask, bias);
    }
}

template <bool Half>
AVX512 void panels(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k, const void* first,
                   Eigen::Index width, float* out, Eigen::Index outStride, const float* bias, TileDone done) {
    const Eigen::Index elementBytes = Half ? 2 : 4;
    for (Eigen::Index c0 = 0; c0 < width; c0 += kPanelWidth) {
        const void* panel = static_cast<const char*>(first) + c0 / kPanelWidth * k * kPanelWidth * elementBytes;
        const Eigen::Index columns = std::min(kPanelWidth, width - c0);
        __mmask16 mask[kVectors];
        for (int v = 0; v < kVectors; ++v) {
            const Eigen::Index n = std::clamp<Eigen::Index>(columns - 16 * v, 0, 16);
            mask[v] = n == 16 ? __mmask16(0xFFFF) : __mmask16((1u << n) - 1);
        }
        for (Eigen::Index r0 = 0; r0 < rows; r0 += kTileRows) {
            const int r = static_cast<int>(std::min<Eigen::Index>(kTileRows, rows - r0));
            float* tileOut = out + r0 * outStride + c0;
            tileOf<Half>(r, in + r0 * inStride, inStride, k, panel, tileOut, outStride, mask,
                         bias != nullptr ? bias + c0 : nullptr);
            if (done.call) done.call(done.context, tileOut, outStride, r, c0, static_cast<int>(columns));
        }
    }
}

}  // namespace

bool available() { return cpu::hasAvx512(); }

void panelsF32(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k, const float* first,
               Eigen::Index width, float* out, Eigen::Index outStride, const float* bias, TileDone done) {
    panels<false>(in, inStride, rows, k, first, width, out, outStride, bias, done);
}

void panelsF16(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k,
               const std::uint16_t* first, Eigen::Index width, float* out, Eigen::Index outStride,
               const float* bias, TileDone done) {
    panels<true>(in, inStride, rows, k, first, width, out, outStride, bias, done);
}

#else

bool available() { return false; }

void panelsF32(const float*, Eigen::Index, Eigen::Index, Eigen::Index, const float*, Eigen::Index, float*,
               Eigen::Index, const float*, TileDone) {
    throw std::logic_error("gemm::panelsF32 without AVX-512");
}

void panelsF16(const float*, Eigen::Index, Eigen::Index, Eigen::Index, const std::uint16_t*, Eigen::Index, float*,
               Eigen::Index, const float*, TileDone) {
    throw std::logic_error("gemm::panelsF16 without AVX-512");
}

#endif

}  // namespace kvscope::gemm
