#include "core/kernels/half_kernels.h"

#include <algorithm>
#include <cstdint>

#if defined(__AVX512F__) || defined(__F16C__)
#include <immintrin.h>
#endif

namespace kvscope::half {

std::uint16_t fromFloat(float value) { return Eigen::numext::bit_cast<std::uint16_t>(Eigen::half(value)); }

float toFloat(std::uint16_t bits) { return static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(bits)); }

#if defined(__AVX512F__)

const char* kernelName() { return "AVX-512"; }

namespace {
inline __m512 load16(const std::uint16_t* p) {
    return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
}
}  // namespace

void gemvPanel(const float* x, Eigen::Index k, const std::uint16_t* panel, float* y) {
    static_assert(kPanelWidth == 64);
    // Two rows per iteration into separate accumulators: eight independent FMA chains hide
    // the FMA latency; the panel is read front to back, which the prefetcher follows.
    __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, b0 = a0, b1 = a0, b2 = a0, b3 = a0;
    Eigen::Index i = 0;
    for (; i + 1 < k; i += 2) {
        const std::uint16_t* r0 = panel + i * kPanelWidth;
        const std::uint16_t* r1 = r0 + kPanelWidth;
        const __m512 x0 = _mm512_set1_ps(x[i]), x1 = _mm512_set1_ps(x[i + 1]);
        a0 = _mm512_fmadd_ps(load16(r0), x0, a0);
        a1 = _mm512_fmadd_ps(load16(r0 + 16), x0, a1);
        a2 = _mm512_fmadd_ps(load16(r0 + 32), x0, a2);
        a3 = _mm512_fmadd_ps(load16(r0 + 48), x0, a3);
        b0 = _mm512_fmadd_ps(load16(r1), x1, b0);
        b1 = _mm512_fmadd_ps(load16(r1 + 16), x1, b1);
        b2 = _mm512_fmadd_ps(load16(r1 + 32), x1, b2);
        b3 = _mm512_fmadd_ps(load16(r1 + 48), x1, b3);
    }
    if (i < k) {
        const std::uint16_t* r0 = panel + i * kPanelWidth;
        const __m512 x0 = _mm512_set1_ps(x[i]);
        a0 = _mm512_fmadd_ps(load16(r0), x0, a0);
        a1 = _mm512_fmadd_ps(load16(r0 + 16), x0, a1);
        a2 = _mm512_fmadd_ps(load16(r0 + 32), x0, a2);
        a3 = _mm512_fmadd_ps(load16(r0 + 48), x0, a3);
    }
    _mm512_storeu_ps(y, _mm512_add_ps(a0, b0));
    _mm512_storeu_ps(y + 16, _mm512_add_ps(a1, b1));
    _mm512_storeu_ps(y + 32, _mm512_add_ps(a2, b2));
    _mm512_storeu_ps(y + 48, _mm512_add_ps(a3, b3));
}

void widenPanel(const std::uint16_t* panel, Eigen::Index k, Eigen::Index width, float* out, Eigen::Index stride) {
    for (Eigen::Index i = 0; i < k; ++i) {
        const std::uint16_t* row = panel + i * kPanelWidth;
        float* o = out + i * stride;
        Eigen::Index j = 0;
        for (; j + 16 <= width; j += 16) _mm512_storeu_ps(o + j, load16(row + j));
        for (; j < width; ++j) o[j] = toFloat(row[j]);
    }
}

#elif defined(__F16C__) && defined(__FMA__)

const char* kernelName() { return "F16C+FMA"; }

namespace {
inline __m256 load8(const std::uint16_t* p) {
    return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
}
}  // namespace

// Rows asked for this far ahead of the one being multiplied. On Zen 3 (AVX2) the hardware
// prefetcher alone let two threads read a panel product's weights at 83–85 % of the rate at
// which they read the same bytes with nothing to compute; asked for 1 KB ahead, 94–98 %
// (8 rows of 128 bytes; 512 B ahead 90 %, 2–8 KB 91–96 %). Near a panel's end the rows asked
// for are the next panel's first, which the thread reads next; past the matrix's end a
// prefetch reads nothing and never faults.
constexpr Eigen::Index kPrefetchRows = 8;

void gemvPanel(const float* x, Eigen::Index k, const std::uint16_t* panel, float* y) {
    static_assert(kPanelWidth == 64);
    __m256 acc[8];
    for (__m256& a : acc) a = _mm256_setzero_ps();
    for (Eigen::Index i = 0; i < k; ++i) {
        const std::uint16_t* r = panel + i * kPanelWidth;
        const std::uintptr_t ahead = reinterpret_cast<std::uintptr_t>(r) + kPrefetchRows * kPanelWidth * 2;
        _mm_prefetch(reinterpret_cast<const char*>(ahead), _MM_HINT_T0);  // (an address, not an
        _mm_prefetch(reinterpret_cast<const char*>(ahead + 64), _MM_HINT_T0);  // index past the array)
        const __m256 xi = _mm256_set1_ps(x[i]);
        for (int c = 0; c < 8; ++c) acc[c] = _mm256_fmadd_ps(load8(r + 8 * c), xi, acc[c]);
    }
    for (int c = 0; c < 8; ++c) _mm256_storeu_ps(y + 8 * c, acc[c]);
}

void widenPanel(const std::uint16_t* panel, Eigen::Index k, Eigen::Index width, float* out, Eigen::Index stride) {
    for (Eigen::Index i = 0; i < k; ++i) {
        const std::uint16_t* row = panel + i * kPanelWidth;
        float* o = out + i * stride;
        Eigen::Index j = 0;
        for (; j + 8 <= width; j += 8) _mm256_storeu_ps(o + j, load8(row + j));
        for (; j < width; ++j) o[j] = toFloat(row[j]);
    }
}

#else

const char* kernelName() { return "portable"; }

void gemvPanel(const float* x, Eigen::Index k, const std::uint16_t* panel, float* y) {
    std::fill(y, y + kPanelWidth, 0.0f);
    for (Eigen::Index i = 0; i < k; ++i) {
        const std::uint16_t* r = panel + i * kPanelWidth;
        for (Eigen::Index j = 0; j < kPanelWidth; ++j) y[j] += x[i] * toFloat(r[j]);
    }
}

void widenPanel(const std::uint16_t* panel, Eigen::Index k, Eigen::Index width, float* out, Eigen::Index stride) {
    for (Eigen::Index i = 0; i < k; ++i)
        for (Eigen::Index j = 0; j < width; ++j) out[i * stride + j] = toFloat(panel[i * kPanelWidth + j]);
}

#endif

}  // namespace kvscope::half
