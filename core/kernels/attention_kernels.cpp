#include "core/kernels/attention_kernels.h"

#include <algorithm>
#include <vector>

#include "core/io/half.h"
#include "core/kernels/half_kernels.h"

#include "core/kernels/x86_target.h"
#ifdef KVSCOPE_X86
#define AVX2 KVSCOPE_AVX2
#define AVX512 KVSCOPE_AVX512
#endif

namespace kvscope::attn {

namespace {

// Element i of a stored row, as float.
inline float element(const void* row, KvElement type, int i) {
    switch (type) {
    case KvElement::F32: return static_cast<const float*>(row)[i];
    case KvElement::F16: return halfToFloat(static_cast<const std::uint16_t*>(row)[i]);
    case KvElement::BF16: return bfloat16ToFloat(static_cast<const std::uint16_t*>(row)[i]);
    }
    return 0;
}

inline const void* rowAt(const void* base, KvElement type, std::int64_t index) {
    return static_cast<const char*>(base) + index * elementBytes(type);
}

}  // namespace

namespace detail {

void scoreKeysPortable(const float* q, const StoredRows& kv, int visible, float scale, float* scores) {
    for (int i = 0; i < visible; ++i) {
        const void* k = rowAt(kv.keys, kv.type, i * kv.keyStride);
        float sum = 0;
        for (int j = 0; j < kv.keyDim; ++j) sum += q[j] * element(k, kv.type, j);
        scores[i] = scale * sum;
    }
}

void mixValuesPortable(const float* weights, const StoredRows& kv, int visible, float* out) {
    for (int j = 0; j < kv.valueDim; ++j) out[j] = 0;
    for (int i = 0; i < visible; ++i) {
        const void* v = rowAt(kv.values, kv.type, i * kv.valueStride);
        for (int j = 0; j < kv.valueDim; ++j) out[j] += weights[i] * element(v, kv.type, j);
    }
}

void roundRowToHalfPortable(const float* x, int n, std::uint16_t* out) {
    for (int i = 0; i < n; ++i) out[i] = half::fromFloat(x[i]);
}

}  // namespace detail

#ifdef KVSCOPE_X86

namespace {

const bool kAvx2 = cpu::hasAvx2();

// Rows [first, first + count) of `base` (K or V rows with `stride`), as far as there are
// `rows`, asked for into the cache level `Hint` names (_MM_HINT_T0: L1, _MM_HINT_T1: L2).
template <int Hint>
inline void askFor(const void* base, KvElement type, std::int64_t stride, int dim, int first, int count, int rows) {
    if (!base || first >= rows) return;
    count = std::min(count, rows - first);
    const char* from = static_cast<const char*>(rowAt(base, type, first * stride));
    const std::int64_t bytes = ((count - 1) * stride + dim) * elementBytes(type);
    for (std::int64_t b = 0; b < bytes; b += 64) _mm_prefetch(from + b, static_cast<_mm_hint>(Hint));
}

// A head's own rows are asked for this many rows ahead of the one being read (2 KB of f32 at
// a width of 64): the hardware prefetcher alone read the short streams of a decode step's
// attention at 30–45 GB/s where two threads read the weights at 60–70 (a Zen 5 host); toggled
// per slice of 4 tokens in one process, asking 8 rows ahead took the attention's time down by
// 11 % after 128 tokens (8 of 8 rounds), 12 % after 500 (6 of 6) and after 990. (The AVX-512
// K pass, 16 keys at a time, asks for the next 16.)
constexpr int kAheadRows = 8;

// Fully unrolls the loop after it. The kernels keep their sums in small arrays of vectors
// (one per strip of columns, one per key); at -O2 GCC does not unroll those loops, and then
// keeps the arrays in memory: every multiply-add of the weighted sum of V loaded its sum,
// added and stored it back, one chain through memory per row. Unrolled, the arrays are
// registers: the V pass over a head's rows in L2 ran at 160 GB/s instead of 52 on one core
// of a Zen 5 host, and a decode step's attention after 1,000 tokens took 10–15 % less time.
#define KVSCOPE_UNROLLED _Pragma("GCC unroll 16")

template <KvElement T>
AVX2 inline __m256 load8(const void* row, int at) {
    if constexpr (T == KvElement::F32) {
        return _mm256_loadu_ps(static_cast<const float*>(row) + at);
    } else {
        const __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i*>(static_cast<const std::uint16_t*>(row) + at));
        if constexpr (T == KvElement::F16) return _mm256_cvtph_ps(h);
        else return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
    }
}

AVX2 inline float sum8(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
}

// q · k for one key: 8 lanes at a time, the lanes summed at the end, then the tail in order.
template <KvElement T>
AVX2 inline float dot(const float* q, const void* k, int dim, int vectorDim) {
    __m256 acc = _mm256_setzero_ps();
    for (int j = 0; j < vectorDim; j += 8) acc = _mm256_fmadd_ps(_mm256_loadu_ps(q + j), load8<T>(k, j), acc);
    float sum = sum8(acc);
    for (int j = vectorDim; j < dim; ++j) sum += q[j] * element(k, T, j);
    return sum;
}

// Four keys at a time: four independent FMA chains hide the FMA latency while the rows stream in.
template <KvElement T>
AVX2 void scoreKeysAvx2(const float* q, const StoredRows& kv, int visible, float scale, float* scores) {
    const int dim = kv.keyDim, vectorDim = dim / 8 * 8;
    int i = 0;
    for (; i + 4 <= visible; i += 4) {
        const void* k0 = rowAt(kv.keys, T, i * kv.keyStride);
        const void* k1 = rowAt(kv.keys, T, (i + 1) * kv.keyStride);
        const void* k2 = rowAt(kv.keys, T, (i + 2) * kv.keyStride);
        const void* k3 = rowAt(kv.keys, T, (i + 3) * kv.keyStride);
        askFor<_MM_HINT_T0>(kv.keys, T, kv.keyStride, dim, i + kAheadRows, 4, visible);
        askFor<_MM_HINT_T1>(kv.nextKeys, T, kv.keyStride, dim, i, 4, kv.nextRows);
        __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
        for (int j = 0; j < vectorDim; j += 8) {
            const __m256 x = _mm256_loadu_ps(q + j);
            a0 = _mm256_fmadd_ps(x, load8<T>(k0, j), a0);
            a1 = _mm256_fmadd_ps(x, load8<T>(k1, j), a1);
            a2 = _mm256_fmadd_ps(x, load8<T>(k2, j), a2);
            a3 = _mm256_fmadd_ps(x, load8<T>(k3, j), a3);
        }
        float s0 = sum8(a0), s1 = sum8(a1), s2 = sum8(a2), s3 = sum8(a3);
        for (int j = vectorDim; j < dim; ++j) {
            s0 += q[j] * element(k0, T, j);
            s1 += q[j] * element(k1, T, j);
            s2 += q[j] * element(k2, T, j);
            s3 += q[j] * element(k3, T, j);
        }
        scores[i] = scale * s0;
        scores[i + 1] = scale * s1;
        scores[i + 2] = scale * s2;
        scores[i + 3] = scale * s3;
    }
    for (; i < visible; ++i) scores[i] = scale * dot<T>(q, rowAt(kv.keys, T, i * kv.keyStride), dim, vectorDim);
}

// out in strips of 64 columns held in eight registers; every row adds its weighted strip.
template <KvElement T>
AVX2 void mixValuesAvx2(const float* weights, const StoredRows& kv, int visible, float* out) {
    const int dim = kv.valueDim, vectorDim = dim / 8 * 8;
    int c = 0;
    for (; c + 64 <= vectorDim; c += 64) {
        __m256 acc[8];
        KVSCOPE_UNROLLED
        for (__m256& a : acc) a = _mm256_setzero_ps();
        for (int i = 0; i < visible; ++i) {
            const void* v = rowAt(kv.values, T, i * kv.valueStride);
            if (c == 0) {
                askFor<_MM_HINT_T0>(kv.values, T, kv.valueStride, dim, i + kAheadRows, 1, visible);
                askFor<_MM_HINT_T1>(kv.nextValues, T, kv.valueStride, dim, i, 1, kv.nextRows);
            }
            const __m256 w = _mm256_set1_ps(weights[i]);
            KVSCOPE_UNROLLED
            for (int s = 0; s < 8; ++s) acc[s] = _mm256_fmadd_ps(load8<T>(v, c + 8 * s), w, acc[s]);
        }
        KVSCOPE_UNROLLED
        for (int s = 0; s < 8; ++s) _mm256_storeu_ps(out + c + 8 * s, acc[s]);
    }
    for (; c < vectorDim; c += 8) {
        __m256 acc = _mm256_setzero_ps();
        for (int i = 0; i < visible; ++i)
            acc = _mm256_fmadd_ps(load8<T>(rowAt(kv.values, T, i * kv.valueStride), c), _mm256_set1_ps(weights[i]), acc);
        _mm256_storeu_ps(out + c, acc);
    }
    for (int j = vectorDim; j < dim; ++j) {
        float sum = 0;
        for (int i = 0; i < visible; ++i) sum += weights[i] * element(rowAt(kv.values, T, i * kv.valueStride), T, j);
        out[j] = sum;
    }
}

AVX2 void roundRowToHalfF16c(const float* x, int n, std::uint16_t* out) {
    int i = 0;
    for (; i + 8 <= n; i += 8)
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + i),
                         _mm256_cvtps_ph(_mm256_loadu_ps(x + i), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    detail::roundRowToHalfPortable(x + i, n - i, out + i);
}

template <KvElement T>
AVX512 inline __m512 load16(const void* row, int at) {
    if constexpr (T == KvElement::F32) {
        return _mm512_loadu_ps(static_cast<const float*>(row) + at);
    } else {
        const __m256i h = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(static_cast<const std::uint16_t*>(row) + at));
        if constexpr (T == KvElement::F16) return _mm512_cvtph_ps(h);
        else return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
    }
}

// Lane r of the result = the sum of a[r]'s 16 lanes: a tree of adds over shuffled halves,
// 15 adds and 31 shuffles for 16 keys where summing each key's vector alone takes 16 × 8
// operations. A key's sum is always the same arithmetic — the tree never mixes two keys —
// whichever of the 16 places it has.
AVX512 inline __m512 laneSums(const __m512 (&a)[16]) {
    __m512 x[8], y[4], z[2];
    KVSCOPE_UNROLLED
    for (int i = 0; i < 8; ++i)  // quarters 0–1: key 2i's two halves added; 2–3: key 2i + 1's
        x[i] = _mm512_add_ps(_mm512_shuffle_f32x4(a[2 * i], a[2 * i + 1], 0x44),
                             _mm512_shuffle_f32x4(a[2 * i], a[2 * i + 1], 0xEE));
    KVSCOPE_UNROLLED
    for (int i = 0; i < 4; ++i)  // quarter m: key 4i + m's four partial sums
        y[i] = _mm512_add_ps(_mm512_shuffle_f32x4(x[2 * i], x[2 * i + 1], 0x88),
                             _mm512_shuffle_f32x4(x[2 * i], x[2 * i + 1], 0xDD));
    KVSCOPE_UNROLLED
    for (int i = 0; i < 2; ++i)  // quarter q: keys 8i + q and 8i + 4 + q, two partial sums each
        z[i] = _mm512_add_ps(_mm512_shuffle_ps(y[2 * i], y[2 * i + 1], 0x44),
                             _mm512_shuffle_ps(y[2 * i], y[2 * i + 1], 0xEE));
    // lane 4q + m holds key 4m + q; the permutation puts key r in lane r
    const __m512 w = _mm512_add_ps(_mm512_shuffle_ps(z[0], z[1], 0x88), _mm512_shuffle_ps(z[0], z[1], 0xDD));
    return _mm512_permutexvar_ps(_mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15), w);
}

// Sixteen keys at a time, each key's products in one vector of 16 lanes, the sixteen summed
// together (laneSums) and stored as one vector. A last block of fewer keys repeats its last
// key in the places after it and stores only its own, so every key is summed alike. Against
// four keys at a time, each summed alone: over a decode step's cache after 1,000 tokens (out
// of cache, two threads, a Zen 5 host) the K pass took 0.76–0.78 ms instead of 0.87–1.0;
// with a head's keys in L2 it is slower (77 against 98 GB/s), which a decode step, whose
// weights pass through the caches between two layers' attention, does not see.
template <KvElement T>
AVX512 void scoreKeysAvx512(const float* q, const StoredRows& kv, int visible, float scale, float* scores) {
    constexpr int kKeys = 16;
    const int dim = kv.keyDim;
    const __m512 scaled = _mm512_set1_ps(scale);
    for (int i = 0; i < visible; i += kKeys) {
        const int keys = std::min(kKeys, visible - i);
        askFor<_MM_HINT_T0>(kv.keys, T, kv.keyStride, dim, i + kKeys, kKeys, visible);
        askFor<_MM_HINT_T1>(kv.nextKeys, T, kv.keyStride, dim, i, kKeys, kv.nextRows);
        __m512 a[kKeys];
        KVSCOPE_UNROLLED
        for (int r = 0; r < kKeys; ++r) {
            const void* k = rowAt(kv.keys, T, std::int64_t{i + std::min(r, keys - 1)} * kv.keyStride);
            __m512 acc = _mm512_setzero_ps();
            for (int j = 0; j < dim; j += 16) acc = _mm512_fmadd_ps(_mm512_loadu_ps(q + j), load16<T>(k, j), acc);
            a[r] = acc;
        }
        _mm512_mask_storeu_ps(scores + i, static_cast<__mmask16>((1u << keys) - 1), _mm512_mul_ps(scaled, laneSums(a)));
    }
}

// `Strip` vectors of 16 columns from `c` on, each row's weighted strip added in order of rows.
template <KvElement T, int Strip>
AVX512 inline void mixStripAvx512(const float* weights, const StoredRows& kv, int visible, int c, float* out) {
    __m512 acc[Strip];
    KVSCOPE_UNROLLED
    for (__m512& a : acc) a = _mm512_setzero_ps();
    for (int i = 0; i < visible; ++i) {
        const void* v = rowAt(kv.values, T, i * kv.valueStride);
        if (c == 0) {
            askFor<_MM_HINT_T0>(kv.values, T, kv.valueStride, kv.valueDim, i + kAheadRows, 1, visible);
            askFor<_MM_HINT_T1>(kv.nextValues, T, kv.valueStride, kv.valueDim, i, 1, kv.nextRows);
        }
        const __m512 w = _mm512_set1_ps(weights[i]);
        KVSCOPE_UNROLLED
        for (int s = 0; s < Strip; ++s) acc[s] = _mm512_fmadd_ps(load16<T>(v, c + 16 * s), w, acc[s]);
    }
    KVSCOPE_UNROLLED
    for (int s = 0; s < Strip; ++s) _mm512_storeu_ps(out + c + 16 * s, acc[s]);
}

// Heads whose width is a multiple of 16: strips of 128 columns (eight registers), then of 64,
// then of 16 — a head of 64 or 128 columns is one pass over its V rows.
template <KvElement T>
AVX512 void mixValuesAvx512(const float* weights, const StoredRows& kv, int visible, float* out) {
    const int dim = kv.valueDim;
    int c = 0;
    for (; c + 128 <= dim; c += 128) mixStripAvx512<T, 8>(weights, kv, visible, c, out);
    for (; c + 64 <= dim; c += 64) mixStripAvx512<T, 4>(weights, kv, visible, c, out);
    for (; c < dim; c += 16) mixStripAvx512<T, 1>(weights, kv, visible, c, out);
}

// By element type; heads whose width is not a multiple of 16 take the AVX2 kernels.
AVX2 void scoreKeysAvx2Any(const float* q, const StoredRows& kv, int visible, float scale, float* scores) {
    switch (kv.type) {
    case KvElement::F32: return scoreKeysAvx2<KvElement::F32>(q, kv, visible, scale, scores);
    case KvElement::F16: return scoreKeysAvx2<KvElement::F16>(q, kv, visible, scale, scores);
    case KvElement::BF16: return scoreKeysAvx2<KvElement::BF16>(q, kv, visible, scale, scores);
    }
}

AVX2 void mixValuesAvx2Any(const float* weights, const StoredRows& kv, int visible, float* out) {
    switch (kv.type) {
    case KvElement::F32: return mixValuesAvx2<KvElement::F32>(weights, kv, visible, out);
    case KvElement::F16: return mixValuesAvx2<KvElement::F16>(weights, kv, visible, out);
    case KvElement::BF16: return mixValuesAvx2<KvElement::BF16>(weights, kv, visible, out);
    }
}

AVX512 void scoreKeysAvx512Any(const float* q, const StoredRows& kv, int visible, float scale, float* scores) {
    if (kv.keyDim % 16 != 0) return scoreKeysAvx2Any(q, kv, visible, scale, scores);
    switch (kv.type) {
    case KvElement::F32: return scoreKeysAvx512<KvElement::F32>(q, kv, visible, scale, scores);
    case KvElement::F16: return scoreKeysAvx512<KvElement::F16>(q, kv, visible, scale, scores);
    case KvElement::BF16: return scoreKeysAvx512<KvElement::BF16>(q, kv, visible, scale, scores);
    }
}

AVX512 void mixValuesAvx512Any(const float* weights, const StoredRows& kv, int visible, float* out) {
    if (kv.valueDim % 16 != 0) return mixValuesAvx2Any(weights, kv, visible, out);
    switch (kv.type) {
    case KvElement::F32: return mixValuesAvx512<KvElement::F32>(weights, kv, visible, out);
    case KvElement::F16: return mixValuesAvx512<KvElement::F16>(weights, kv, visible, out);
    case KvElement::BF16: return mixValuesAvx512<KvElement::BF16>(weights, kv, visible, out);
    }
}

// The widest kernels this CPU runs, chosen on first use (not by a static initializer, which a
// caller in another file's could run before).
const detail::Kernels& best() {
    static const detail::Kernels kernels =
        cpu::hasAvx512() ? detail::Kernels{"AVX-512F+F16C", scoreKeysAvx512Any, mixValuesAvx512Any}
        : cpu::hasAvx2() ? detail::Kernels{"AVX2+FMA+F16C", scoreKeysAvx2Any, mixValuesAvx2Any}
                         : detail::Kernels{"portable", detail::scoreKeysPortable, detail::mixValuesPortable};
    return kernels;
}

}  // namespace

namespace detail {

std::vector<Kernels> vectorKernels() {
    std::vector<Kernels> kernels;
    if (kAvx2) kernels.push_back({"AVX2+FMA+F16C", scoreKeysAvx2Any, mixValuesAvx2Any});
    if (cpu::hasAvx512()) kernels.push_back({"AVX-512F+F16C", scoreKeysAvx512Any, mixValuesAvx512Any});
    return kernels;
}

}  // namespace detail

const char* kernelName() { return best().name; }

void roundRowToHalf(const float* x, int n, std::uint16_t* out) {
    if (!kAvx2) return detail::roundRowToHalfPortable(x, n, out);
    roundRowToHalfF16c(x, n, out);
}

void scoreKeys(const float* q, const StoredRows& kv, int visible, float scale, float* scores) {
    best().score(q, kv, visible, scale, scores);
}

void mixValues(const float* weights, const StoredRows& kv, int visible, float* out) {
    best().mix(weights, kv, visible, out);
}

#else

namespace detail {
std::vector<Kernels> vectorKernels() { return {}; }
}  // namespace detail

const char* kernelName() { return "portable"; }

void roundRowToHalf(const float* x, int n, std::uint16_t* out) { detail::roundRowToHalfPortable(x, n, out); }

void scoreKeys(const float* q, const StoredRows& kv, int visible, float scale, float* scores) {
    detail::scoreKeysPortable(q, kv, visible, scale, scores);
}

void mixValues(const float* weights, const StoredRows& kv, int visible, float* out) {
    detail::mixValuesPortable(weights, kv, visible, out);
}

#endif

}  // namespace kvscope::attn
