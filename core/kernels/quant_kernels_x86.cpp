// The AVX2 and AVX-512 VNNI row kernels of core/kernels/quant_kernels.h, each function compiled
// for its instruction set (core/kernels/x86_target.h).
#include "core/kernels/quant_kernels_isa.h"

#include <array>
#include <cstring>

#include "core/kernels/x86_target.h"
#ifdef KVSCOPE_X86
#define AVX2 KVSCOPE_AVX2
#define AVX512 KVSCOPE_AVX512_VNNI
#define AVX512VBMI KVSCOPE_AVX512_VBMI
#endif

namespace kvscope::quant::detail {

#ifdef KVSCOPE_X86

namespace {

AVX2 inline float f16x(const std::uint8_t* p) {
    std::uint16_t h;
    std::memcpy(&h, p, 2);
    return _cvtsh_ss(h);
}

AVX2 inline float sum8(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
}

// ---- AVX2: one block of 32 per step; vpmaddubsw multiplies unsigned by signed bytes into
// 16-bit pair sums (at most 2·128·127, no saturation), vpmaddwd adds pairs into 32 bits ----

AVX2 inline __m256i pairSums(__m256i u, __m256i s) {
    return _mm256_madd_epi16(_mm256_maddubs_epi16(u, s), _mm256_set1_epi16(1));
}

// Q8_0 rows as stored, on Intel CPUs: each step asks for the bytes kQ8AheadBytes on, every line
// into L1 (past the row's end they are the next row's, which the thread reads next; past the
// matrix's end a prefetch reads nothing and never faults, so an address, not a pointer into the
// array). On an Intel Xeon host (Emerald Rapids, 2 vCPUs) the hardware prefetcher alone let
// one thread multiply rows from memory at 7.7–9.8 GB/s, against 20–22 GB/s with them in L2;
// two threads at once, rows of 768 (2,048, 8,192) elements: 8 (8.5, 9.6) GB/s each without
// asking, 15–16 (—, 15–16) asking 4 KB ahead inside the loop, 13 (13–15, 14–15) 2 KB ahead;
// asking for a whole row 8 KB ahead before each row read 17–20 on short rows but 11 on rows of
// 8,192 (136 requests at once), and one line in four 9–13. AMD's cores are left to their own
// prefetcher: on a Zen 4 host asking for every line of Q4_K rows cost 10–20 % of a token
// (grouped_rows.cpp), and GPT-2-shaped Q8_0 decode read 83–94 % of its bound there without it.
constexpr std::uintptr_t kQ8AheadBytes = 4096;

template <bool AskAhead>
inline void askAheadQ8(const std::uint8_t* at) {
    if constexpr (AskAhead) {
        const std::uintptr_t ahead = reinterpret_cast<std::uintptr_t>(at) + kQ8AheadBytes;
        _mm_prefetch(reinterpret_cast<const char*>(ahead), _MM_HINT_T0);
        _mm_prefetch(reinterpret_cast<const char*>(ahead + 64), _MM_HINT_T0);
    }
}

template <bool AskAhead>
AVX2 float q8_0Avx2(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    __m256 acc = _mm256_setzero_ps();
    for (std::int64_t b = 0; b < k / 32; ++b) {
        const std::uint8_t* block = row + b * 34;
        if (b % 2 == 0) askAheadQ8<AskAhead>(block);  // (two lines every 68 bytes)
        const __m256i w = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + 2));
        const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a.q.data() + b * 32));
        // |w| · (x with w's sign): the unsigned-by-signed product vpmaddubsw can do
        const __m256i s = pairSums(_mm256_sign_epi8(w, w), _mm256_sign_epi8(x, w));
        acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_set1_ps(f16x(block) * a.scale[b]), acc);
    }
    return sum8(acc);
}

// The 32 fifth bits of a Q5 block as bytes 0x10 (element j's bit j), for OR-ing onto its nibbles.
AVX2 inline __m256i fifthBitsAvx2(const std::uint8_t* p) {
    std::uint32_t bits;
    std::memcpy(&bits, p, 4);
    // byte i gets the bits' byte i / 8, then keeps bit i % 8
    const __m256i spread = _mm256_shuffle_epi8(
        _mm256_set1_epi32(static_cast<int>(bits)),
        _mm256_set_epi64x(0x0303030303030303LL, 0x0202020202020202LL, 0x0101010101010101LL, 0));
    const __m256i bit = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ULL));
    return _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(spread, bit), bit), _mm256_set1_epi8(0x10));
}

// Q4_0, Q4_1, Q5_0, Q5_1 (detail::NibbleLayout): one block per step.
template <NibbleLayout L>
AVX2 float nibblesAvx2(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    const __m256i low4 = _mm256_set1_epi8(0x0F);
    __m256 acc = _mm256_setzero_ps();
    float terms = 0.0f;
    for (std::int64_t b = 0; b < k / 32; ++b) {
        const std::uint8_t* block = row + b * L.bytes;
        const __m128i q = _mm_loadu_si128(reinterpret_cast<const __m128i*>(block + L.nibbles));
        // elements 0–15 are the low nibbles, 16–31 the high ones
        __m256i n = _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(q, 4), q), low4);
        if constexpr (L.fifthBits >= 0) n = _mm256_or_si256(n, fifthBitsAvx2(block + L.fifthBits));
        const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a.q.data() + b * 32));
        const float d = f16x(block);
        __m256i sums = pairSums(n, x);
        if constexpr (L.min >= 0) {
            terms += nibbleTerm<L>(block, d, a, b, f16x);
        } else {  // the zero taken out in the integers: lane i holds elements 4i..4i+3
            const __m256i zero8 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a.minus8Sums4.data() + 8 * b));
            static_assert(L.zero == 8 || L.zero == 16);
            sums = _mm256_add_epi32(sums, L.zero == 16 ? _mm256_slli_epi32(zero8, 1) : zero8);
        }
        acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sums), _mm256_set1_ps(d * a.scale[b]), acc);
    }
    return sum8(acc) + terms;
}

// A K-quant super-block's 8 scales and 8 minimums (the bits of core/gguf/k_scales.h, moved in
// vector registers: bytes 4–15 as the words w0, w1, w2) as vectors of 8 floats, and its d and
// dmin broadcast.
struct KScales {
    __m256 sc, m, d, dmin;
};
AVX2 inline KScales kScalesVec(const std::uint8_t* block) {
    // (16 bytes from byte 4: the last 4 are the block's own nibbles, read and not used)
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(block + 4));
    const __m128i low6 = _mm_set1_epi8(0x3F), low4 = _mm_set1_epi8(0x0F), low2 = _mm_set1_epi8(0x03);
    const __m128i first = _mm_and_si128(v, low6);  // words: sc0–3, m0–3
    // sc4–7 and m4–7: the low and high nibbles of w2, topped with bits 6–7 of w0 and w1
    const __m128i w2 = _mm_shuffle_epi32(v, _MM_SHUFFLE(2, 2, 2, 2));
    const __m128i nibbles = _mm_and_si128(_mm_srlv_epi32(w2, _mm_set_epi32(0, 0, 4, 0)), low4);
    const __m128i tops = _mm_slli_epi32(_mm_and_si128(_mm_srli_epi32(v, 6), low2), 4);
    const __m128i both = _mm_unpacklo_epi32(first, _mm_or_si128(nibbles, tops));  // sc0–3 sc4–7 m0–3 m4–7
    std::uint32_t dd;
    std::memcpy(&dd, block, 4);
    const __m128 d = _mm_cvtph_ps(_mm_cvtsi32_si128(static_cast<int>(dd)));  // d, dmin
    return {_mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(both)), _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(both, 8))),
            _mm256_broadcastss_ps(d), _mm256_broadcastss_ps(_mm_movehdup_ps(d))};
}

// Q4_K, and Q5_K with its fifth bits (bit 2j of byte l for pair j's first sub-block, 2j + 1
// for its second).
template <bool FifthBits>
AVX2 float qkAvx2(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    constexpr int kBytes = FifthBits ? 176 : 144, kNibbles = FifthBits ? 48 : 16;
    const __m256i low4 = _mm256_set1_epi8(0x0F), one = _mm256_set1_epi8(1);
    __m256 acc = _mm256_setzero_ps(), minimums = _mm256_setzero_ps();
    for (std::int64_t sb = 0; sb < k / 256; ++sb) {
        const std::uint8_t* block = row + sb * kBytes;
        __m256i qh = FifthBits ? _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + 16)) : _mm256_setzero_si256();
        // the 8 sub-blocks' d·sc·(x's scale) and dmin·m, as vectors of 8 floats
        const KScales k = kScalesVec(block);
        const __m256 steps = _mm256_mul_ps(_mm256_mul_ps(k.sc, k.d), _mm256_loadu_ps(a.scale.data() + sb * 8));
        minimums = _mm256_fmadd_ps(_mm256_mul_ps(k.m, k.dmin), _mm256_loadu_ps(a.sum.data() + sb * 8), minimums);
        for (int j = 0; j < 4; ++j) {
            const __m256i q = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + kNibbles + 32 * j));
            const std::int8_t* xq = a.q.data() + sb * 256 + 64 * j;
            const __m256i x0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(xq));
            const __m256i x1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(xq + 32));
            __m256i q0 = _mm256_and_si256(q, low4), q1 = _mm256_and_si256(_mm256_srli_epi16(q, 4), low4);
            if constexpr (FifthBits) {
                // (16-bit shifts move bits across bytes, but only bit 0 of each byte is kept)
                q0 = _mm256_or_si256(q0, _mm256_slli_epi16(_mm256_and_si256(qh, one), 4));
                q1 = _mm256_or_si256(q1, _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 1), one), 4));
                qh = _mm256_srli_epi16(qh, 2);
            }
            const __m256i lo = pairSums(q0, x0);
            const __m256i hi = pairSums(q1, x1);
            acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(lo), _mm256_permutevar8x32_ps(steps, _mm256_set1_epi32(2 * j)), acc);
            acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(hi), _mm256_permutevar8x32_ps(steps, _mm256_set1_epi32(2 * j + 1)), acc);
        }
    }
    return sum8(acc) - sum8(minimums);
}

// Q6_K's four groups of 32 in each half of 128: 4 low bits from ql (low or high nibble of
// bytes 0–31 or 32–63), 2 high bits from qh (bits 0–1, 2–3, 4–5, 6–7); stored q + 32.
AVX2 float q6_kAvx2(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    const __m256i low4 = _mm256_set1_epi8(0x0F), low2 = _mm256_set1_epi8(3);
    __m256 acc = _mm256_setzero_ps();
    float offsets = 0.0f;
    for (std::int64_t sb = 0; sb < k / 256; ++sb) {
        const std::uint8_t* block = row + sb * 210;
        const auto* sc = reinterpret_cast<const std::int8_t*>(block + 192);
        const float d = f16x(block + 208);
        for (int half = 0; half < 2; ++half) {
            const std::uint8_t* ql = block + 64 * half;
            const __m256i ql0 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(ql));
            const __m256i ql1 = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(ql + 32));
            const __m256i qh = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + 128 + 32 * half));
            const __m256i high[4] = {
                _mm256_slli_epi16(_mm256_and_si256(qh, low2), 4),
                _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2), low2), 4),
                _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 4), low2), 4),
                _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 6), low2), 4)};
            const __m256i low[4] = {_mm256_and_si256(ql0, low4), _mm256_and_si256(ql1, low4),
                                    _mm256_and_si256(_mm256_srli_epi16(ql0, 4), low4),
                                    _mm256_and_si256(_mm256_srli_epi16(ql1, 4), low4)};
            const std::int64_t xb = sb * 8 + half * 4;  // the activation's first block of 32 here
            const std::int8_t* s = sc + 8 * half;
            for (int g = 0; g < 4; ++g) {
                const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(a.q.data() + (xb + g) * 32));
                const __m256i sums = pairSums(_mm256_or_si256(low[g], high[g]), x);  // lanes 0–3: first 16
                const float dx = d * a.scale[size_t(xb + g)];
                const __m256 scale = _mm256_set_m128(_mm_set1_ps(dx * float(s[2 * g + 1])), _mm_set1_ps(dx * float(s[2 * g])));
                acc = _mm256_fmadd_ps(_mm256_cvtepi32_ps(sums), scale, acc);
                offsets += dx * (float(s[2 * g]) * float(a.qsum16[size_t(2 * (xb + g))]) +
                                 float(s[2 * g + 1]) * float(a.qsum16[size_t(2 * (xb + g) + 1)]));
            }
        }
    }
    return sum8(acc) - 32.0f * offsets;
}

AVX2 float f16Avx2(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    __m256 acc0 = _mm256_setzero_ps(), acc1 = acc0;
    std::int64_t i = 0;
    for (; i + 16 <= k; i += 16) {
        const auto* p = reinterpret_cast<const __m128i*>(row + 2 * i);
        acc0 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128(p)), _mm256_loadu_ps(a.x + i), acc0);
        acc1 = _mm256_fmadd_ps(_mm256_cvtph_ps(_mm_loadu_si128(p + 1)), _mm256_loadu_ps(a.x + i + 8), acc1);
    }
    float total = sum8(_mm256_add_ps(acc0, acc1));
    for (; i < k; ++i) total += f16x(row + 2 * i) * a.x[i];
    return total;
}

// ---- AVX-512 VNNI: two blocks of 32 (or one pair of Q4_K sub-blocks) per step; vpdpbusd
// multiplies unsigned by signed bytes and adds each four into 32 bits in one instruction.
// Lanes 0–7 then hold the first block's partial sums, 8–15 the second's ----

AVX512 inline __m512 twoScales(float first, float second) {
    return _mm512_insertf32x8(_mm512_set1_ps(first), _mm256_set1_ps(second), 1);
}

template <bool AskAhead>
AVX512 float q8_0Avx512(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    const std::int64_t blocks = k / 32;
    const __m512i signBits = _mm512_set1_epi8(static_cast<char>(0x80));
    __m512 acc = _mm512_setzero_ps();
    std::int64_t b = 0;
    for (; b + 1 < blocks; b += 2) {
        const std::uint8_t* b0 = row + b * 34;
        const std::uint8_t* b1 = b0 + 34;
        askAheadQ8<AskAhead>(b0);
        const __m512i w = _mm512_inserti64x4(
            _mm512_castsi256_si512(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(b0 + 2))),
            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(b1 + 2)), 1);
        // vpdpbusd wants one operand unsigned: w + 128 (its sign bit flipped), and the sum
        // starts from −128·Σx (lane i: elements 4i..4i+3)
        const __m512i start = _mm512_slli_epi32(_mm512_loadu_si512(a.minus8Sums4.data() + 8 * b), 4);
        const __m512i s = _mm512_dpbusd_epi32(start, _mm512_xor_si512(w, signBits), _mm512_loadu_si512(a.q.data() + b * 32));
        acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), twoScales(f16x(b0) * a.scale[b], f16x(b1) * a.scale[b + 1]), acc);
    }
    float total = _mm512_reduce_add_ps(acc);
    if (b < blocks) total += q8_0Block(row + b * 34, a.q.data() + b * 32, a.scale[b]);
    return total;
}

// Q4_0, Q4_1, Q5_0, Q5_1: two blocks per step.
template <NibbleLayout L>
AVX512 float nibblesAvx512(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    const std::int64_t blocks = k / 32;
    const __m512i zero = _mm512_setzero_si512(), low4 = _mm512_set1_epi8(0x0F), bit4 = _mm512_set1_epi8(0x10);
    // 128-bit lanes 1 and 3 take the high nibbles: shift their 16-bit words right by 4
    const long long four = 0x0004000400040004LL;
    const __m512i shifts = _mm512_set_epi64(four, four, 0, 0, four, four, 0, 0);
    __m512 acc = _mm512_setzero_ps();
    float terms = 0.0f;
    std::int64_t b = 0;
    for (; b + 1 < blocks; b += 2) {
        const std::uint8_t* b0 = row + b * L.bytes;
        const std::uint8_t* b1 = b0 + L.bytes;
        const __m256i q0 = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(b0 + L.nibbles)));
        const __m256i q1 = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(b1 + L.nibbles)));
        const __m512i q = _mm512_inserti64x4(_mm512_castsi256_si512(q0), q1, 1);
        __m512i n = _mm512_and_si512(_mm512_srlv_epi16(q, shifts), low4);
        if constexpr (L.fifthBits >= 0) {
            // byte i of the two blocks is element i: its fifth bit is bit i of the two words
            std::uint32_t h0, h1;
            std::memcpy(&h0, b0 + L.fifthBits, 4);
            std::memcpy(&h1, b1 + L.fifthBits, 4);
            n = _mm512_or_si512(n, _mm512_maskz_mov_epi8(h0 | std::uint64_t{h1} << 32, bit4));
        }
        const float d0 = f16x(b0), d1 = f16x(b1);
        // the integer sum starts from minus the zero's part (lane i: elements 4i..4i+3)
        __m512i start = zero;
        if constexpr (L.min >= 0) {
            terms += nibbleTerm<L>(b0, d0, a, b, f16x) + nibbleTerm<L>(b1, d1, a, b + 1, f16x);
        } else {
            start = _mm512_loadu_si512(a.minus8Sums4.data() + 8 * b);
            if constexpr (L.zero == 16) start = _mm512_slli_epi32(start, 1);
            static_assert(L.min >= 0 || L.zero == 8 || L.zero == 16);
        }
        const __m512i s = _mm512_dpbusd_epi32(start, n, _mm512_loadu_si512(a.q.data() + b * 32));
        acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), twoScales(d0 * a.scale[b], d1 * a.scale[b + 1]), acc);
    }
    float total = _mm512_reduce_add_ps(acc) + terms;
    if (b < blocks) total += nibbleBlock<L>(row + b * L.bytes, a, b);
    return total;
}

template <bool FifthBits>
AVX512 float qkAvx512(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    constexpr int kBytes = FifthBits ? 176 : 144, kNibbles = FifthBits ? 48 : 16;
    const __m512i zero = _mm512_setzero_si512(), low4 = _mm512_set1_epi8(0x0F), one = _mm512_set1_epi8(1);
    const long long four = 0x0004000400040004LL;
    const __m512i shifts = _mm512_set_epi64(four, four, four, four, 0, 0, 0, 0);  // upper half: high nibbles
    // lanes 0–7 take sub-block 2j's step, 8–15 sub-block 2j+1's
    const __m512i pairLanes = _mm512_set_epi32(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    __m512 acc = _mm512_setzero_ps();
    __m256 minimums = _mm256_setzero_ps();
    for (std::int64_t sb = 0; sb < k / 256; ++sb) {
        const std::uint8_t* block = row + sb * kBytes;
        // pair j's fifth bits: bit 2j of each byte for the lower half, 2j + 1 for the upper
        __m512i qh = zero;
        if constexpr (FifthBits) {
            const __m256i h = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + 16));
            qh = _mm512_srlv_epi16(_mm512_inserti64x4(_mm512_castsi256_si512(h), h, 1), _mm512_set_epi64(0x0001000100010001LL, 0x0001000100010001LL, 0x0001000100010001LL, 0x0001000100010001LL, 0, 0, 0, 0));
        }
        // the 8 sub-blocks' d·sc·(x's scale) and dmin·m, as vectors of 8 floats
        const KScales k = kScalesVec(block);
        const __m512 steps =
            _mm512_castps256_ps512(_mm256_mul_ps(_mm256_mul_ps(k.sc, k.d), _mm256_loadu_ps(a.scale.data() + sb * 8)));
        minimums = _mm256_fmadd_ps(_mm256_mul_ps(k.m, k.dmin), _mm256_loadu_ps(a.sum.data() + sb * 8), minimums);
        for (int j = 0; j < 4; ++j) {
            const __m256i q = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + kNibbles + 32 * j));
            __m512i n = _mm512_and_si512(_mm512_srlv_epi16(_mm512_inserti64x4(_mm512_castsi256_si512(q), q, 1), shifts), low4);
            if constexpr (FifthBits) {
                // (16-bit shifts move bits across bytes, but only bit 0 of each byte is kept)
                n = _mm512_or_si512(n, _mm512_slli_epi16(_mm512_and_si512(qh, one), 4));
                qh = _mm512_srli_epi16(qh, 2);
            }
            const __m512i s = _mm512_dpbusd_epi32(zero, n, _mm512_loadu_si512(a.q.data() + sb * 256 + 64 * j));
            const __m512 step = _mm512_permutexvar_ps(_mm512_add_epi32(pairLanes, _mm512_set1_epi32(2 * j)), steps);
            acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), step, acc);
        }
    }
    return _mm512_reduce_add_ps(acc) - sum8(minimums);
}

AVX512 float q6_kAvx512(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    const __m512i zero = _mm512_setzero_si512(), low4 = _mm512_set1_epi8(0x0F), low2 = _mm512_set1_epi8(3);
    // lane l of a pair of groups takes the scale of its 16: l / 4 within the pair
    const __m512i quarter = _mm512_set_epi32(3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0);
    __m512 acc = _mm512_setzero_ps();
    // group g of 16 reads the activation's block g / 2
    const __m512i halves = _mm512_set_epi32(7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0, 0);
    __m512 offsets = _mm512_setzero_ps();  // Σ d·sc·(x's scale)·Σq per group: the stored q is q + 32
    for (std::int64_t sb = 0; sb < k / 256; ++sb) {
        const std::uint8_t* block = row + sb * 210;
        const auto* sc = reinterpret_cast<const std::int8_t*>(block + 192);
        const float d = f16x(block + 208);
        const __m512 scales = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(sc))));
        for (int half = 0; half < 2; ++half) {
            const std::uint8_t* ql = block + 64 * half;
            const __m256i qh = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block + 128 + 32 * half));
            // groups 1 and 2 side by side, then 3 and 4
            const __m512i l = _mm512_loadu_si512(ql);
            const __m512i h = _mm512_inserti64x4(_mm512_castsi256_si512(qh), _mm256_srli_epi16(qh, 2), 1);
            const __m512i g12 = _mm512_or_si512(_mm512_and_si512(l, low4), _mm512_slli_epi16(_mm512_and_si512(h, low2), 4));
            const __m512i g34 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(l, 4), low4),
                                                _mm512_slli_epi16(_mm512_and_si512(_mm512_srli_epi16(h, 4), low2), 4));
            const std::int64_t xb = sb * 8 + half * 4;
            const std::int8_t* xq = a.q.data() + xb * 32;
            const __m512i s12 = _mm512_dpbusd_epi32(zero, g12, _mm512_loadu_si512(xq));
            const __m512i s34 = _mm512_dpbusd_epi32(zero, g34, _mm512_loadu_si512(xq + 64));
            const __m512 sc12 = _mm512_permutexvar_ps(_mm512_add_epi32(quarter, _mm512_set1_epi32(8 * half)), scales);
            const __m512 sc34 = _mm512_permutexvar_ps(_mm512_add_epi32(quarter, _mm512_set1_epi32(8 * half + 4)), scales);
            const float* dx = a.scale.data() + xb;
            acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s12), _mm512_mul_ps(sc12, twoScales(d * dx[0], d * dx[1])), acc);
            acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s34), _mm512_mul_ps(sc34, twoScales(d * dx[2], d * dx[3])), acc);
        }
        const __m512 groupScale = _mm512_permutexvar_ps(halves, _mm512_castps256_ps512(_mm256_loadu_ps(a.scale.data() + sb * 8)));
        const __m512 qsums = _mm512_cvtepi32_ps(_mm512_loadu_si512(a.qsum16.data() + sb * 16));
        offsets = _mm512_fmadd_ps(_mm512_mul_ps(scales, qsums), _mm512_mul_ps(groupScale, _mm512_set1_ps(d)), offsets);
    }
    return _mm512_reduce_add_ps(acc) - 32.0f * _mm512_reduce_add_ps(offsets);
}

AVX512 float f16Avx512(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    __m512 acc0 = _mm512_setzero_ps(), acc1 = acc0;
    std::int64_t i = 0;
    for (; i + 32 <= k; i += 32) {
        const auto* p = reinterpret_cast<const __m256i*>(row + 2 * i);
        acc0 = _mm512_fmadd_ps(_mm512_cvtph_ps(_mm256_loadu_si256(p)), _mm512_loadu_ps(a.x + i), acc0);
        acc1 = _mm512_fmadd_ps(_mm512_cvtph_ps(_mm256_loadu_si256(p + 1)), _mm512_loadu_ps(a.x + i + 16), acc1);
    }
    float total = _mm512_reduce_add_ps(_mm512_add_ps(acc0, acc1));
    for (; i < k; ++i) total += f16x(row + 2 * i) * a.x[i];
    return total;
}

// Q4_K on AVX-512 with the activation in pair order (Activation::qk): each 64 bytes of nibbles
// loaded once give two pairs' four sub-blocks with one AND and one shift, where qkAvx512 widened
// every 32 bytes into a register of 64 with a shift per half.
AVX512 float q4_kAvx512(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    if (a.qk.size() != static_cast<size_t>(k)) return qkAvx512<false>(row, k, a);
    const __m512i zero = _mm512_setzero_si512(), low4 = _mm512_set1_epi8(0x0F);
    // the low nibbles of 64 bytes are sub-blocks 4h and 4h + 2, the high ones 4h + 1 and 4h + 3:
    // lanes 0–7 take the first's step, 8–15 the second's (written out: a lambda returning a
    // vector breaks the portable build, whose default ABI has no 512-bit registers)
    const __m512i lanes02 = _mm512_set_epi32(2, 2, 2, 2, 2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m512i lanes13 = _mm512_set_epi32(3, 3, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1);
    const __m512i lanes46 = _mm512_set_epi32(6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 4, 4, 4, 4, 4);
    const __m512i lanes57 = _mm512_set_epi32(7, 7, 7, 7, 7, 7, 7, 7, 5, 5, 5, 5, 5, 5, 5, 5);
    __m512 acc = _mm512_setzero_ps(), acc2 = _mm512_setzero_ps();
    __m256 minimums = _mm256_setzero_ps();
    for (std::int64_t sb = 0; sb < k / 256; ++sb) {
        const std::uint8_t* block = row + sb * 144;
        const KScales ks = kScalesVec(block);
        const __m512 steps =
            _mm512_castps256_ps512(_mm256_mul_ps(_mm256_mul_ps(ks.sc, ks.d), _mm256_loadu_ps(a.scale.data() + sb * 8)));
        minimums = _mm256_fmadd_ps(_mm256_mul_ps(ks.m, ks.dmin), _mm256_loadu_ps(a.sum.data() + sb * 8), minimums);
        const std::int8_t* xq = a.qk.data() + sb * 256;
        const __m512i q01 = _mm512_loadu_si512(block + 16), q23 = _mm512_loadu_si512(block + 80);
        const __m512i s02 = _mm512_dpbusd_epi32(zero, _mm512_and_si512(q01, low4), _mm512_loadu_si512(xq));
        const __m512i s13 = _mm512_dpbusd_epi32(zero, _mm512_and_si512(_mm512_srli_epi16(q01, 4), low4), _mm512_loadu_si512(xq + 64));
        const __m512i s46 = _mm512_dpbusd_epi32(zero, _mm512_and_si512(q23, low4), _mm512_loadu_si512(xq + 128));
        const __m512i s57 = _mm512_dpbusd_epi32(zero, _mm512_and_si512(_mm512_srli_epi16(q23, 4), low4), _mm512_loadu_si512(xq + 192));
        acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s02), _mm512_permutexvar_ps(lanes02, steps), acc);
        acc2 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s13), _mm512_permutexvar_ps(lanes13, steps), acc2);
        acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s46), _mm512_permutexvar_ps(lanes46, steps), acc);
        acc2 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s57), _mm512_permutexvar_ps(lanes57, steps), acc2);
    }
    return _mm512_reduce_add_ps(_mm512_add_ps(acc, acc2)) - sum8(minimums);
}

// ---- AVX-512 VBMI: Q4_0 four blocks (72 bytes) per step. The two-block kernel above spent more
// on moving bytes and scales into place than on the products (a thread read 15 GB/s of blocks,
// half what it can stream); here one byte permute gathers the four blocks' 64 bytes of nibbles,
// which split into the blocks' first halves (low nibbles) and second halves (high nibbles)
// against the activation laid out the same way (Activation::q4), and one word permute gathers
// their four scales, one per four lanes ----

// byte 16i + j of a group's gathered nibbles is byte 2 + j of block i (block i starts at 18i)
alignas(64) constexpr std::array<std::int8_t, 64> kQ4_0Nibbles = [] {
    std::array<std::int8_t, 64> index{};
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 16; ++j) index[size_t(16 * i + j)] = static_cast<std::int8_t>(18 * i + 2 + j);
    return index;
}();

AVX512VBMI float q4_0Avx512Vbmi(const std::uint8_t* row, std::int64_t k, const Activation& a) {
    const std::int64_t blocks = k / 32;
    const __m512i low4 = _mm512_set1_epi8(0x0F);
    const __m512i gather = _mm512_load_si512(kQ4_0Nibbles.data());
    // word l of the scales is block l/4's d (word 9i of the group)
    const __m512i scaleWords =
        _mm512_set_epi16(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // (upper half unused)
                         27, 27, 27, 27, 18, 18, 18, 18, 9, 9, 9, 9, 0, 0, 0, 0);
    // one group's sums, scaled, added to acc
    const auto group = [&](std::int64_t b, __m512 acc) AVX512VBMI {
        const std::uint8_t* p = row + b * 18;
        const std::int64_t g = b / 4;
        const __m512i first = _mm512_loadu_si512(p);
        // bytes 64–71 of the group (the rest of the register is never selected)
        const __m512i rest = _mm512_castsi128_si512(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p + 64)));
        const __m512i nibbles = _mm512_permutex2var_epi8(first, gather, rest);
        const __m512i lo = _mm512_and_si512(nibbles, low4);
        const __m512i hi = _mm512_and_si512(_mm512_srli_epi16(nibbles, 4), low4);
        const std::int8_t* xq = a.q4.data() + 128 * g;
        __m512i s = _mm512_dpbusd_epi32(_mm512_loadu_si512(a.minus8Sums16.data() + 16 * g), lo, _mm512_loadu_si512(xq));
        s = _mm512_dpbusd_epi32(s, hi, _mm512_loadu_si512(xq + 64));
        const __m512 d = _mm512_cvtph_ps(_mm512_castsi512_si256(_mm512_permutexvar_epi16(scaleWords, first)));
        return _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_mul_ps(d, _mm512_loadu_ps(a.scale16.data() + 16 * g)), acc);
    };
    // two groups per step, each into its own sum, so neither waits for the other's
    __m512 acc = _mm512_setzero_ps(), acc2 = _mm512_setzero_ps();
    std::int64_t b = 0;
    for (; b + 7 < blocks; b += 8) {
        acc = group(b, acc);
        acc2 = group(b + 4, acc2);
    }
    if (b + 3 < blocks) {
        acc = group(b, acc);
        b += 4;
    }
    acc = _mm512_add_ps(acc, acc2);
    float total = _mm512_reduce_add_ps(acc);
    for (; b < blocks; ++b) total += nibbleBlock<kQ4_0>(row + b * 18, a, b);
    return total;
}

// One block of the activation rounded (roundBlockPortable's arithmetic): its 32 integers in a
// register, its scale and its float sum.
AVX512 inline __m256i roundBlockAvx512(const float* x, float& scale, float& sum) {
    const __m512 lo = _mm512_loadu_ps(x), hi = _mm512_loadu_ps(x + 16);
    const __m512 amax16 = _mm512_max_ps(_mm512_abs_ps(lo), _mm512_abs_ps(hi));
    const float amax = _mm512_reduce_max_ps(amax16);  // a maximum is the same in any order
    // the pairwise sum of roundBlockPortable: j + (j + 16), then halves of 8, 4, 2, 1
    const __m512 s16 = _mm512_add_ps(lo, hi);
    const __m256 s8 = _mm256_add_ps(_mm512_castps512_ps256(s16), _mm512_extractf32x8_ps(s16, 1));
    const __m128 s4 = _mm_add_ps(_mm256_castps256_ps128(s8), _mm256_extractf128_ps(s8, 1));
    const __m128 s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
    sum = _mm_cvtss_f32(_mm_add_ss(s2, _mm_movehdup_ps(s2)));
    scale = amax / 127.0f;
    const __m512 inverse = _mm512_set1_ps(scale > 0.0f ? 1.0f / scale : 0.0f);
    const __m512 limit = _mm512_set1_ps(127.0f), floor = _mm512_set1_ps(-127.0f);
    const auto round = [&](__m512 v) AVX512 {
        const __m512 r = _mm512_roundscale_ps(_mm512_mul_ps(v, inverse), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
        return _mm512_cvtsepi32_epi8(_mm512_cvtps_epi32(_mm512_min_ps(_mm512_max_ps(r, floor), limit)));
    };
    return _mm256_inserti128_si256(_mm256_castsi128_si256(round(lo)), round(hi), 1);
}

// roundRowPortable in one pass: each block's integers stay in a register for the sums and
// layouts (the portable pass reads them back byte by byte; that was three quarters of its time).
AVX512 void roundRowAvx512(const float* x, Activation& a) {
    const size_t blocks = a.scale.size(), groupedBlocks = a.q4.size() / 32;
    // (the fields' addresses held here: through `a`, every store could have moved them)
    std::int8_t* const qs = a.q.data();
    float* const scales = a.scale.data();
    float* const sums = a.sum.data();
    float* const offsets = a.offset8.data();
    std::int32_t* const sums16 = a.qsum16.data();
    std::int32_t* const minus8Blocks = a.minus8Blocks.data();
    std::int32_t* const minus8Sums4 = a.minus8Sums4.data();
    std::int8_t* const q4 = a.q4.data();
    std::int32_t* const minus8Sums16 = a.minus8Sums16.data();
    float* const scales16 = a.scale16.data();
    std::int8_t* const qk = a.qk.empty() ? nullptr : a.qk.data();
    constexpr size_t kPairOrder[8] = {0, 2, 1, 3, 4, 6, 5, 7};  // its own inverse
    const __m256i ones = _mm256_set1_epi8(1);
    const __m128i zero = _mm_setzero_si128();
    for (size_t b = 0; b < blocks; ++b) {
        float scale = 0.0f, sum = 0.0f;
        const __m256i q = roundBlockAvx512(x + 32 * b, scale, sum);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(qs + 32 * b), q);
        scales[b] = scale;
        sums[b] = sum;
        // lane i: q[4i] + … + q[4i + 3] (ones as the unsigned bytes of a multiply-add)
        const __m256i fours = _mm256_dpbusd_epi32(_mm256_setzero_si256(), ones, q);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(minus8Sums4 + 8 * b),
                            _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_slli_epi32(fours, 3)));
        const __m128i low = _mm256_castsi256_si128(fours), high = _mm256_extracti128_si256(fours, 1);
        const __m128i pairs = _mm_hadd_epi32(low, high);  // 0+1, 2+3, 4+5, 6+7
        const __m128i sixteens = _mm_hadd_epi32(pairs, pairs);
        const std::int32_t first16 = _mm_cvtsi128_si32(sixteens), second16 = _mm_extract_epi32(sixteens, 1);
        sums16[2 * b] = first16;
        sums16[2 * b + 1] = second16;
        offsets[b] = 8.0f * scale * static_cast<float>(first16 + second16);
        minus8Blocks[b] = -8 * (first16 + second16);
        if (b < groupedBlocks) {
            const size_t g = b / 4, i = b % 4;
            _mm_storeu_si128(reinterpret_cast<__m128i*>(q4 + 128 * g + 16 * i), _mm256_castsi256_si128(q));
            _mm_storeu_si128(reinterpret_cast<__m128i*>(q4 + 128 * g + 64 + 16 * i), _mm256_extracti128_si256(q, 1));
            // lane l: minus8Sums4[8b + l] + minus8Sums4[8b + 4 + l]
            _mm_storeu_si128(reinterpret_cast<__m128i*>(minus8Sums16 + 16 * g + 4 * i),
                             _mm_sub_epi32(zero, _mm_slli_epi32(_mm_add_epi32(low, high), 3)));
            _mm_storeu_ps(scales16 + 16 * g + 4 * i, _mm_set1_ps(scale));
        }
        if (qk) _mm256_storeu_si256(reinterpret_cast<__m256i*>(qk + 256 * (b / 8) + 32 * kPairOrder[b % 8]), q);
    }
}

}  // namespace

RoundRow roundRowVector() { return cpu::hasAvx512Vnni() ? roundRowAvx512 : nullptr; }

RowKernels avx2Kernels() {
    return {cpu::isIntel() ? q8_0Avx2<true> : q8_0Avx2<false>, nibblesAvx2<kQ4_0>, nibblesAvx2<kQ4_1>, nibblesAvx2<kQ5_0>, nibblesAvx2<kQ5_1>,
            qkAvx2<false>, qkAvx2<true>,       q6_kAvx2,           f16Avx2};
}
RowKernels avx512Kernels() {
    return {cpu::isIntel() ? q8_0Avx512<true> : q8_0Avx512<false>, nibblesAvx512<kQ4_0>, nibblesAvx512<kQ4_1>, nibblesAvx512<kQ5_0>, nibblesAvx512<kQ5_1>,
            q4_kAvx512,      qkAvx512<true>,       q6_kAvx512,           f16Avx512};
}

RowKernels avx512VbmiKernels() {
    RowKernels kernels = avx512Kernels();
    kernels.q4_0 = q4_0Avx512Vbmi;
    return kernels;
}

#else

RoundRow roundRowVector() { return nullptr; }
RowKernels avx2Kernels() { return {}; }
RowKernels avx512Kernels() { return {}; }
RowKernels avx512VbmiKernels() { return {}; }

#endif

}  // namespace kvscope::quant::detail
