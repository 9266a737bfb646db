#include "core/kernels/float_kernels.h"

#if defined(__AVX512F__) || (defined(__AVX2__) && defined(__FMA__))
#include <immintrin.h>
#endif

namespace kvscope::f32 {

#if defined(__AVX512F__)

const char* kernelName() { return "AVX-512"; }

void gemvPanel(const float* x, Eigen::Index k, const float* panel, float* y) {
    static_assert(kPanelWidth == 64);
    // Two rows per iteration into separate accumulators: eight independent FMA chains hide the
    // FMA latency, and 512 contiguous bytes per iteration keep the prefetcher ahead.
    __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
    Eigen::Index i = 0;
    for (; i + 1 < k; i += 2) {
        const float* r0 = panel + i * kPanelWidth;
        const float* r1 = r0 + kPanelWidth;
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
    if (i < k) {
        const float* r0 = panel + i * kPanelWidth;
        const __m512 x0 = _mm512_set1_ps(x[i]);
        a0 = _mm512_fmadd_ps(_mm512_loadu_ps(r0), x0, a0);
        a1 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 16), x0, a1);
        a2 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 32), x0, a2);
        a3 = _mm512_fmadd_ps(_mm512_loadu_ps(r0 + 48), x0, a3);
    }
    _mm512_storeu_ps(y, _mm512_add_ps(a0, b0));
    _mm512_storeu_ps(y + 16, _mm512_add_ps(a1, b1));
    _mm512_storeu_ps(y + 32, _mm512_add_ps(a2, b2));
    _mm512_storeu_ps(y + 48, _mm512_add_ps(a3, b3));
}

#elif defined(__AVX2__) && defined(__FMA__)

const char* kernelName() { return "AVX2+FMA"; }

void gemvPanel(const float* x, Eigen::Index k, const float* panel, float* y) {
    static_assert(kPanelWidth == 64);
    // A row is eight registers wide: one FMA chain per register, eight in flight.
    __m256 acc[8];
    for (__m256& a : acc) a = _mm256_setzero_ps();
    for (Eigen::Index i = 0; i < k; ++i) {
        const float* r = panel + i * kPanelWidth;
        const __m256 xi = _mm256_set1_ps(x[i]);
        for (int c = 0; c < 8; ++c) acc[c] = _mm256_fmadd_ps(_mm256_loadu_ps(r + 8 * c), xi, acc[c]);
    }
    for (int c = 0; c < 8; ++c) _mm256_storeu_ps(y + 8 * c, acc[c]);
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
