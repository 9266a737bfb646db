#include "core/kernels/float_kernels.h"

#include <algorithm>
#include <cstdint>

#if defined(__AVX512F__) || (defined(__AVX2__) && defined(__FMA__))
#include <immintrin.h>
#endif

namespace kvscope::f32 {

#if defined(__AVX512F__) || (defined(__AVX2__) && defined(__FMA__))
// Each column's k products are summed in blocks of this many rows, then the block sums: a
// float sum's rounding error grows with the number of terms added in sequence, so 32 + k/32
// of them rather than k keeps a 768-wide product as exact as a 128-wide one (the engine is
// checked against float64 references to 1e-5), at one extra add per block.
constexpr Eigen::Index kSumBlock = 32;
#endif

#if defined(__AVX512F__)

const char* kernelName() { return "AVX-512"; }

// Bytes of the panel asked for ahead of the two rows being multiplied, as non-temporal
// requests (prefetchnta). On a Zen 5 host two threads multiplied a 154 MB product at 48–60
// GB/s with the hardware prefetcher alone (a plain read of the same bytes: 57–72) and at
// 62–70 asking 2 KB ahead this way; 1 KB ahead 57–61, 4 KB 56–64 (six alternating processes
// each); into L1 (prefetcht0, 2 KB ahead) 51–73 in four, no clear gain. Past a panel's end
// the request is for the next panel, which the thread reads next; past the matrix's end it
// reads nothing and never faults.
constexpr std::uintptr_t kAheadBytes = 2048;

void gemvPanel(const float* x, Eigen::Index k, const float* panel, float* y) {
    static_assert(kPanelWidth == 64);
    const __m512 zero = _mm512_setzero_ps();
    __m512 t0 = zero, t1 = zero, t2 = zero, t3 = zero;  // the sums of the finished blocks
    for (Eigen::Index i0 = 0; i0 < k; i0 += kSumBlock) {
        const Eigen::Index end = std::min(k, i0 + kSumBlock);
        // Two rows per iteration into separate accumulators: eight independent FMA chains hide
        // the FMA latency, and 512 contiguous bytes per iteration keep the prefetcher ahead.
        __m512 a0 = zero, a1 = zero, a2 = zero, a3 = zero, b0 = zero, b1 = zero, b2 = zero, b3 = zero;
        Eigen::Index i = i0;
        for (; i + 1 < end; i += 2) {
            const float* r0 = panel + i * kPanelWidth;
            const float* r1 = r0 + kPanelWidth;
            // (an address, not an index past the array)
            const std::uintptr_t ahead = reinterpret_cast<std::uintptr_t>(r0) + kAheadBytes;
            for (std::uintptr_t line = 0; line < 2 * kPanelWidth * sizeof(float); line += 64)
                _mm_prefetch(reinterpret_cast<const char*>(ahead + line), _MM_HINT_NTA);
            const __m512 x0 = _mm512_set1_ps(x[i]), x1 = _mm512_set1_ps(x[i + 1]);
            a0 = _mm512_fmadd_ps(_mm512_loadu_ps(r0), x0, a0);
            a1 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 16), x0, a1);
            a2 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 32), x0, a2);
            a3 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 48), x0, a3);
            b0 = _mm512_fmadd_ps(_mm512_loadu_ps(r1), x1, b0);
            b1 = _mm512_fmadd_ps(_mm512_loadu_ps(r1 + 16), x1, b1);
            b2 = _mm512_fmadd_ps(_mm512_loadu_ps(r1 + 32), x1, b2);
            b3 = _mm512_fmadd_ps(_mm512_loadu_ps(r1 + 48), x1, b3);
        }
        if (i < end) {
            const float* r0 = panel + i * kPanelWidth;
            const __m512 x0 = _mm512_set1_ps(x[i]);
            a0 = _mm512_fmadd_ps(_mm512_loadu_ps(r0), x0, a0);
            a1 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 16), x0, a1);
            a2 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 32), x0, a2);
            a3 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 48), x0, a3);
        }
        t0 = _mm512_add_ps(t0, _mm512_add_ps(a0, b0));
        t1 = _mm512_add_ps(t1, _mm512_add_ps(a1, b1));
        t2 = _mm512_add_ps(t2, _mm512_add_ps(a2, b2));
        t3 = _mm512_add_ps(t3, _mm512_add_ps(a3, b3));
    }
    _mm512_storeu_ps(y, t0);
    _mm512_storeu_ps(y + 16, t1);
    _mm512_storeu_ps(y + 32, t2);
    _mm512_storeu_ps(y + 48, t3);
}

#elif defined(__AVX2__) && defined(__FMA__)

const char* kernelName() { return "AVX2+FMA"; }

// Rows asked for this far ahead of the one being multiplied (1 KB): on Zen 3 two threads read
// a product's weights at 90–96 % of their plain read rate with the hardware prefetcher alone,
// 97–98 % with this (half_kernels.cpp measured the same for half precision: 84 → 95 %).
constexpr Eigen::Index kPrefetchRows = 4;

void gemvPanel(const float* x, Eigen::Index k, const float* panel, float* y) {
    static_assert(kPanelWidth == 64);
    // A row is eight registers wide: one FMA chain per register, eight in flight. The sums of
    // the finished blocks wait in y (eight more registers would spill).
    for (int c = 0; c < 8; ++c) _mm256_storeu_ps(y + 8 * c, _mm256_setzero_ps());
    for (Eigen::Index i0 = 0; i0 < k; i0 += kSumBlock) {
        const Eigen::Index end = std::min(k, i0 + kSumBlock);
        __m256 acc[8];
        for (__m256& a : acc) a = _mm256_setzero_ps();
        for (Eigen::Index i = i0; i < end; ++i) {
            const float* r = panel + i * kPanelWidth;
            // four cache lines a row; an address, not an index past the array
            const std::uintptr_t ahead = reinterpret_cast<std::uintptr_t>(r) + kPrefetchRows * kPanelWidth * 4;
            for (int line = 0; line < 4; ++line) _mm_prefetch(reinterpret_cast<const char*>(ahead + 64 * line), _MM_HINT_T0);
            const __m256 xi = _mm256_set1_ps(x[i]);
            for (int c = 0; c < 8; ++c) acc[c] = _mm256_fmadd_ps(_mm256_loadu_ps(r + 8 * c), xi, acc[c]);
        }
        for (int c = 0; c < 8; ++c)
            _mm256_storeu_ps(y + 8 * c, _mm256_add_ps(_mm256_loadu_ps(y + 8 * c), acc[c]));
    }
}

#else

const char* kernelName() { return "portable"; }

void gemvPanel(const float* x, Eigen::Index k, const float* panel, float* y) {
    using Panel = Eigen::Matrix<float, Eigen::Dynamic, kPanelWidth, Eigen::RowMajor>;
    Eigen::Map<Eigen::Matrix<float, 1, kPanelWidth>> out(y);
    out.noalias() = Eigen::Map<const Eigen::RowVectorXf>(x, k) * Eigen::Map<const Panel>(panel, k, kPanelWidth);
}

#endif

}  // namespace kvscope::f32
