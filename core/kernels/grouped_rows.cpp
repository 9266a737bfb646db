#include "core/kernels/grouped_rows.h"

#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/gguf/gguf_types.h"
#include "core/kernels/x86_target.h"

namespace kvscope::quant {

namespace {

// Where a block keeps its parts, and where a group keeps the 16 rows' parts: a field of
// `bytes` bytes at `offset` in the block is cut into lanes of `lane` bytes; in the group, the
// field starts at 16·offset and lane t of row c sits at 16·lane·t + lane·c — the f16 scales
// (one lane of 2 bytes) side by side, the payload in vectors of 64 bytes (lanes of 4).
struct Field {
    int offset, bytes, lane;
};

struct BlockLayout {
    std::int64_t bytes = 0;
    std::vector<Field> fields;
};

const BlockLayout& layoutOf(std::uint32_t type) {
    static const BlockLayout none, q4_0{18, {{0, 2, 2}, {2, 16, 4}}},
        // d, dmin, the 12 bytes of 6-bit scales and minimums (three vectors), 128 bytes of nibbles
        q4_k{144, {{0, 2, 2}, {2, 2, 2}, {4, 12, 4}, {16, 128, 4}}};
    switch (static_cast<GgmlType>(type)) {
        case GgmlType::Q4_0: return q4_0;
        case GgmlType::Q4_K: return q4_k;
        default: return none;
    }
}

// Every lane of a block's fields: fn(bytes at in the block, at in the group's block, lane bytes),
// for row c.
template <typename Fn>
void forEachLane(const BlockLayout& L, int c, Fn&& fn) {
    for (const Field& f : L.fields)
        for (int t = 0; t < f.bytes / f.lane; ++t)
            fn(f.offset + f.lane * t, kGroupRows * f.offset + kGroupRows * f.lane * t + f.lane * c, f.lane);
}

// A lane's n bytes (2 or 4: every field's lanes are) from → to; fixed sizes, so the copies are
// single moves.
inline void copyLane(const std::uint8_t* from, std::uint8_t* to, int n) {
    if (n == 4) std::memcpy(to, from, 4);
    else std::memcpy(to, from, 2);
}

bool wanted() {
    // KVSCOPE_ROW_GROUPS=0 keeps rows as stored (to measure what the grouping is worth)
    static const bool yes = [] {
        const char* v = std::getenv("KVSCOPE_ROW_GROUPS");
        return !v || std::strcmp(v, "0") != 0;
    }();
    return yes;
}

#ifdef KVSCOPE_X86

// One Q4_0 group: 16 sums, four blocks in flight into four sums of their own so none waits on
// another's multiply-add, each block's low and high nibbles summed on two chains of their own
// (integer sums: the same result as one chain of eight), and each block's integer sum started
// from Activation::minus8Blocks, read ready-made. As one chain of eight in a loop GCC kept
// rolled, its offset computed from two scalars per block, the products of a 1B-shaped Q4_0 file
// ran 1.3–1.9× as long as the same shapes in Q4_K (TSC stamps around every product region, two
// threads, Zen 5 host). Tokens alternating between two forms in one process (medians; the same
// alternation with one form on both sides: 1.002–1.003): the two chains written out, 4–7 % less
// time a token at a 1B shape and at GPT-2 small's (96 and 640 tokens a side, two runs each);
// four sums instead of two on top, 7 % less again (1B); the offset left out altogether (not a
// valid product: a bound on what reading it ready-made can save), 9 %. Four chains of two ran
// 4 % slower than two of four; asking for the blocks 16 KB ahead (as dotGroupQ4_K does), 1–4 %
// slower.
KVSCOPE_AVX512_VNNI void dotGroupQ4_0(const std::uint8_t* group, std::int64_t blocks, const Activation& a, float* out) {
    constexpr std::int64_t kGroupBlock = 16 * 18;  // the 16 scales (32 bytes), then 4 vectors of nibbles
    const __m512i low4 = _mm512_set1_epi8(0x0F);
    const auto* xq = reinterpret_cast<const std::int32_t*>(a.q.data());  // four integers per lane
    const auto block = [&](std::int64_t b, __m512 acc) KVSCOPE_AVX512_VNNI {
        const std::uint8_t* p = group + b * kGroupBlock;
        const std::int32_t* x = xq + 8 * b;
        // the integer sum starts at what the stored offset adds: Q4_0 stores q + 8, so −8·Σx
        __m512i s = _mm512_set1_epi32(a.minus8Blocks[size_t(b)]);
        // low nibbles: elements 4v .. 4v+3 of the block; high nibbles: 16 + 4v ..
        __m512i high = _mm512_setzero_si512();
#pragma GCC unroll 4
        for (int v = 0; v < 4; ++v) {
            const __m512i w = _mm512_loadu_si512(p + 32 + 64 * v);
            s = _mm512_dpbusd_epi32(s, _mm512_and_si512(w, low4), _mm512_set1_epi32(x[v]));
            high = _mm512_dpbusd_epi32(high, _mm512_and_si512(_mm512_srli_epi16(w, 4), low4), _mm512_set1_epi32(x[4 + v]));
        }
        s = _mm512_add_epi32(s, high);
        const __m512 d = _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
        return _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_mul_ps(d, _mm512_set1_ps(a.scale[size_t(b)])), acc);
    };
    __m512 acc = _mm512_setzero_ps(), acc2 = _mm512_setzero_ps(), acc3 = acc, acc4 = acc;
    std::int64_t b = 0;
    for (; b + 3 < blocks; b += 4) {
        acc = block(b, acc);
        acc2 = block(b + 1, acc2);
        acc3 = block(b + 2, acc3);
        acc4 = block(b + 3, acc4);
    }
    acc = _mm512_add_ps(acc, acc3);
    acc2 = _mm512_add_ps(acc2, acc4);
    for (; b + 1 < blocks; b += 2) {
        acc = block(b, acc);
        acc2 = block(b + 1, acc2);
    }
    if (b < blocks) acc = block(b, acc);
    _mm512_storeu_ps(out, _mm512_add_ps(acc, acc2));
}

// Q4_K: per super-block of 256, the 16 rows' d and dmin, their 6-bit scales and minimums
// unpacked from three vectors of 4 bytes a row (core/gguf/k_scales.h's rule, a byte per
// sub-block), then each 32 bytes of nibbles — 8 vectors — against two sub-blocks: low nibbles
// sub-block 2j, high ones 2j + 1. A sub-block's integer sum is scaled by d·scale·(x's scale);
// the minimums take dmin·minimum·Σx of each sub-block off at the end of the super-block.
// The high nibbles are multiplied where they stand (w & 0xF0, 16 times their value: the sums
// stay exact in 32 bits) and the sum shifted back once, instead of a shift per vector; a
// sub-block's scale and minimum come to their lane's low byte by one byte shuffle each. The
// same integer sums and the same float operations in the same order as shifting each vector,
// so the same results.
//
// Each super-block asks for the one two ahead (up to `end`, the last group's end), into L2,
// one line in four. Left to the hardware prefetcher, the products of a GPT-2-small-shaped Q4_K
// file read memory at 30 GB/s on a Zen 5 host whose two threads read Q4_0 at 60 (the Q4_K loop
// is long, and the stream is picked up late), at 56–65 GB/s asking for every line into L1. On
// a Zen 4 host, asking for every line into L1 or into L2, or for a line in two or four into
// L1, cost 10–20 % of a whole token against not asking at all; a line in four into L2 cost
// nothing there (+0–2 %). (Q4_0 groups, every line 1–4 super-blocks ahead into L1 on the Zen 5
// host: no difference, so they do not ask; on the Zen 4 host a line in two or four into L2: ±2 %.)
KVSCOPE_AVX512_VNNI void dotGroupQ4_K(const std::uint8_t* group, std::int64_t superBlocks, const Activation& a,
                                      float* out, const std::uint8_t* end) {
    constexpr std::int64_t kGroupBlock = 16 * 144;
    constexpr std::int64_t kAheadBytes = 2 * kGroupBlock, kAskEvery = 4 * 64;
    const __m512i low4 = _mm512_set1_epi8(0x0F), high4 = _mm512_set1_epi8(static_cast<char>(0xF0));
    const __m512i low6 = _mm512_set1_epi8(0x3F), two = _mm512_set1_epi8(0x03);
    // byte i of each 4-byte lane to the lane's low byte, its other bytes zero (the shuffle picks
    // within each 16 bytes, so the lane at 4l there takes byte 4l + i; an index 0x80 gives 0)
    constexpr int zeros = static_cast<int>(0x80808000u);
    __m512i picks[4];
    for (int i = 0; i < 4; ++i) picks[i] = _mm512_set4_epi32(zeros | (12 + i), zeros | (8 + i), zeros | (4 + i), zeros | i);
    const auto* xq = reinterpret_cast<const std::int32_t*>(a.q.data());
    __m512 acc = _mm512_setzero_ps();
    for (std::int64_t sb = 0; sb < superBlocks; ++sb) {
        const std::uint8_t* p = group + sb * kGroupBlock;
        if (end - p >= kAheadBytes + kGroupBlock)
            for (std::int64_t line = 0; line < kGroupBlock; line += kAskEvery)
                _mm_prefetch(reinterpret_cast<const char*>(p + kAheadBytes + line), _MM_HINT_T1);
        const __m512 d = _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
        const __m512 dmin = _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 32)));
        const __m512i s0 = _mm512_loadu_si512(p + 64), s1 = _mm512_loadu_si512(p + 128), s2 = _mm512_loadu_si512(p + 192);
        // byte i of each lane: sub-block i's (0–3) or 4 + i's (4–7) scale and minimum
        const __m512i top0 = _mm512_slli_epi16(_mm512_and_si512(_mm512_srli_epi16(s0, 6), two), 4);
        const __m512i top1 = _mm512_slli_epi16(_mm512_and_si512(_mm512_srli_epi16(s1, 6), two), 4);
        const __m512i scales[2] = {_mm512_and_si512(s0, low6), _mm512_or_si512(_mm512_and_si512(s2, low4), top0)};
        const __m512i mins[2] = {_mm512_and_si512(s1, low6),
                                 _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(s2, 4), low4), top1)};
        const __m512i* nibbles = reinterpret_cast<const __m512i*>(p + 256);
        __m512 minimums = _mm512_setzero_ps();
        for (int j = 0; j < 4; ++j) {  // 32 bytes of nibbles: sub-blocks 2j and 2j + 1
            const std::int32_t* xl = xq + 64 * sb + 8 * (2 * j);
            const std::int32_t* xh = xl + 8;
            __m512i lo = _mm512_setzero_si512(), hi = lo, lo2 = lo, hi2 = lo;  // hi, hi2: 16 × their sums
            for (int u = 0; u < 8; u += 2) {
                const __m512i w = _mm512_loadu_si512(nibbles + 8 * j + u), w2 = _mm512_loadu_si512(nibbles + 8 * j + u + 1);
                lo = _mm512_dpbusd_epi32(lo, _mm512_and_si512(w, low4), _mm512_set1_epi32(xl[u]));
                hi = _mm512_dpbusd_epi32(hi, _mm512_and_si512(w, high4), _mm512_set1_epi32(xh[u]));
                lo2 = _mm512_dpbusd_epi32(lo2, _mm512_and_si512(w2, low4), _mm512_set1_epi32(xl[u + 1]));
                hi2 = _mm512_dpbusd_epi32(hi2, _mm512_and_si512(w2, high4), _mm512_set1_epi32(xh[u + 1]));
            }
            for (int half = 0; half < 2; ++half) {
                const int i = 2 * j + half;  // the sub-block
                const __m512i sum = half == 0 ? _mm512_add_epi32(lo, lo2) : _mm512_srai_epi32(_mm512_add_epi32(hi, hi2), 4);
                const __m512 scale = _mm512_cvtepi32_ps(_mm512_shuffle_epi8(scales[i / 4], picks[i % 4]));
                const __m512 minimum = _mm512_cvtepi32_ps(_mm512_shuffle_epi8(mins[i / 4], picks[i % 4]));
                const size_t block = size_t(8 * sb + i);
                acc = _mm512_fmadd_ps(_mm512_cvtepi32_ps(sum), _mm512_mul_ps(_mm512_mul_ps(d, scale), _mm512_set1_ps(a.scale[block])),
                                      acc);
                minimums = _mm512_fmadd_ps(minimum, _mm512_set1_ps(a.sum[block]), minimums);
            }
        }
        acc = _mm512_fnmadd_ps(dmin, minimums, acc);
    }
    _mm512_storeu_ps(out, acc);
}

constexpr bool kCompiled = true;

#else

constexpr bool kCompiled = false;

#endif

}  // namespace

bool groupsRows(std::uint32_t type, std::int64_t k) {
    const std::int64_t blockElements = static_cast<GgmlType>(type) == GgmlType::Q4_K ? 256 : 32;
    return kCompiled && layoutOf(type).bytes > 0 && k > 0 && k % blockElements == 0 && cpu::hasAvx512Vnni() &&
           wanted();
}

void groupRows(std::uint32_t type, const std::uint8_t* rows, std::int64_t rowBytes, std::uint8_t* out) {
    const BlockLayout& L = layoutOf(type);
    for (std::int64_t b = 0; b < rowBytes / L.bytes; ++b) {
        std::uint8_t* group = out + b * kGroupRows * L.bytes;
        for (int c = 0; c < kGroupRows; ++c) {
            const std::uint8_t* block = rows + c * rowBytes + b * L.bytes;
            forEachLane(L, c, [&](int from, std::int64_t to, int n) { copyLane(block + from, group + to, n); });
        }
    }
}

void ungroupRow(std::uint32_t type, const std::uint8_t* group, std::int64_t rowBytes, int r, std::uint8_t* out) {
    const BlockLayout& L = layoutOf(type);
    for (std::int64_t b = 0; b < rowBytes / L.bytes; ++b) {
        const std::uint8_t* g = group + b * kGroupRows * L.bytes;
        std::uint8_t* block = out + b * L.bytes;
        forEachLane(L, r, [&](int to, std::int64_t from, int n) { copyLane(g + from, block + to, n); });
    }
}

void ungroupRows(std::uint32_t type, const std::uint8_t* group, std::int64_t rowBytes, std::uint8_t* out) {
    const BlockLayout& L = layoutOf(type);
    for (std::int64_t b = 0; b < rowBytes / L.bytes; ++b) {
        const std::uint8_t* g = group + b * kGroupRows * L.bytes;
        std::uint8_t* blocks = out + b * L.bytes;  // row c's block b is at c·rowBytes from here
        for (const Field& f : L.fields)
            for (int t = 0; t < f.bytes / f.lane; ++t) {
                const std::uint8_t* lanes = g + kGroupRows * (f.offset + f.lane * t);
                for (int c = 0; c < kGroupRows; ++c)
                    copyLane(lanes + f.lane * c, blocks + c * rowBytes + f.offset + f.lane * t, f.lane);
            }
    }
}

void dotGroups(std::uint32_t type, const std::uint8_t* data, std::int64_t rowBytes, std::int64_t groups,
               const Activation& x, float* out) {
    const BlockLayout& L = layoutOf(type);
    const std::int64_t blocks = rowBytes / L.bytes;
#ifdef KVSCOPE_X86
    const Isa isa = isaInUse();
    if (x.quantized && (isa == Isa::Avx512Vnni || isa == Isa::Avx512Vbmi)) {
        const std::uint8_t* end = data + groups * kGroupRows * rowBytes;
        for (std::int64_t g = 0; g < groups; ++g) {
            const std::uint8_t* group = data + g * kGroupRows * rowBytes;
            float* o = out + kGroupRows * g;
            switch (static_cast<GgmlType>(type)) {
                case GgmlType::Q4_0: dotGroupQ4_0(group, blocks, x, o); break;
                default: dotGroupQ4_K(group, blocks, x, o, end); break;
            }
        }
        return;
    }
#endif
    std::vector<std::uint8_t> row(static_cast<size_t>(rowBytes));
    for (std::int64_t g = 0; g < groups; ++g)
        for (int r = 0; r < kGroupRows; ++r) {
            ungroupRow(type, data + g * kGroupRows * rowBytes, rowBytes, r, row.data());
            dotRows(type, row.data(), rowBytes, 1, x, out + kGroupRows * g + r);
        }
}

}  // namespace kvscope::quant
