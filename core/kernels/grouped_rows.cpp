#include "core/kernels/grouped_rows.h"

#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/gguf/gguf_types.h"
#include "core/kernels/x86_target.h"

namespace kvscope::quant {

namespace {

// A block's bytes (an f16 scale, then the payload) and what each payload byte is stored as.
struct BlockLayout {
    std::int64_t bytes = 0;
    std::uint8_t flip = 0;  // XORed into every payload byte: Q8_0's signed integers made unsigned
    std::int64_t vectors() const { return (bytes - 2) / 4; }  // 64-byte vectors per group block
};

BlockLayout layoutOf(std::uint32_t type) {
    switch (static_cast<GgmlType>(type)) {
        case GgmlType::Q4_0: return {18, 0};
        case GgmlType::Q8_0: return {34, 0x80};
        default: return {};
    }
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

// One group: 16 sums, the blocks alternating between two accumulators so neither waits on the
// other's multiply-add.
template <int Vectors>
KVSCOPE_AVX512_VNNI void dotGroup(const std::uint8_t* group, std::int64_t blocks, const Activation& a, float* out) {
    constexpr std::int64_t kGroupBlock = 32 + 64 * Vectors;
    const __m512i low4 = _mm512_set1_epi8(0x0F);
    const auto* xq = reinterpret_cast<const std::int32_t*>(a.q.data());  // four integers per lane
    const auto block = [&](std::int64_t b, __m512 acc) KVSCOPE_AVX512_VNNI {
        const std::uint8_t* p = group + b * kGroupBlock;
        const std::int32_t* x = xq + 8 * b;
        const std::int32_t* m = a.minus8Sums4.data() + 8 * b;
        // The integer sum starts at what the stored offset adds: Q4_0 stores q + 8, so −8·Σx;
        // Q8_0 is read as w + 128, so −128·Σx.
        const std::int32_t offset = (m[0] + m[1] + m[2] + m[3] + m[4] + m[5] + m[6] + m[7]) * (Vectors == 8 ? 16 : 1);
        __m512i s = _mm512_set1_epi32(offset);
        for (int v = 0; v < Vectors; ++v) {
            const __m512i w = _mm512_loadu_si512(p + 32 + 64 * v);
            if constexpr (Vectors == 8) {
                s = _mm512_dpbusd_epi32(s, w, _mm512_set1_epi32(x[v]));
            } else {  // low nibbles: elements 4v .. 4v+3; high nibbles: 16 + 4v ..
                s = _mm512_dpbusd_epi32(s, _mm512_and_si512(w, low4), _mm512_set1_epi32(x[v]));
                s = _mm512_dpbusd_epi32(s, _mm512_and_si512(_mm512_srli_epi16(w, 4), low4), _mm512_set1_epi32(x[4 + v]));
            }
        }
        const __m512 d = _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
        return _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_mul_ps(d, _mm512_set1_ps(a.scale[size_t(b)])), acc);
    };
    __m512 acc = _mm512_setzero_ps(), acc2 = _mm512_setzero_ps();
    std::int64_t b = 0;
    for (; b + 1 < blocks; b += 2) {
        acc = block(b, acc);
        acc2 = block(b + 1, acc2);
    }
    if (b < blocks) acc = block(b, acc);
    _mm512_storeu_ps(out, _mm512_add_ps(acc, acc2));
}

constexpr bool kCompiled = true;

#else

constexpr bool kCompiled = false;

#endif

}  // namespace

bool groupsRows(std::uint32_t type, std::int64_t k) {
    return kCompiled && layoutOf(type).bytes > 0 && k > 0 && k % 32 == 0 && cpu::hasAvx512Vnni() && wanted();
}

void groupRows(std::uint32_t type, const std::uint8_t* rows, std::int64_t rowBytes, std::uint8_t* out) {
    const BlockLayout L = layoutOf(type);
    const std::int64_t blocks = rowBytes / L.bytes;
    for (std::int64_t b = 0; b < blocks; ++b) {
        std::uint8_t* o = out + b * kGroupRows * L.bytes;
        for (std::int64_t c = 0; c < kGroupRows; ++c) {
            const std::uint8_t* block = rows + c * rowBytes + b * L.bytes;
            std::memcpy(o + 2 * c, block, 2);
            for (std::int64_t v = 0; v < L.vectors(); ++v)
                for (int i = 0; i < 4; ++i) o[32 + 64 * v + 4 * c + i] = block[2 + 4 * v + i] ^ L.flip;
        }
    }
}

void ungroupRow(std::uint32_t type, const std::uint8_t* group, std::int64_t rowBytes, int r, std::uint8_t* out) {
    const BlockLayout L = layoutOf(type);
    const std::int64_t blocks = rowBytes / L.bytes;
    for (std::int64_t b = 0; b < blocks; ++b) {
        const std::uint8_t* g = group + b * kGroupRows * L.bytes;
        std::uint8_t* block = out + b * L.bytes;
        std::memcpy(block, g + 2 * r, 2);
        for (std::int64_t v = 0; v < L.vectors(); ++v)
            for (int i = 0; i < 4; ++i) block[2 + 4 * v + i] = g[32 + 64 * v + 4 * r + i] ^ L.flip;
    }
}

void dotGroups(std::uint32_t type, const std::uint8_t* data, std::int64_t rowBytes, std::int64_t groups,
               const Activation& x, float* out) {
    const BlockLayout L = layoutOf(type);
    const std::int64_t blocks = rowBytes / L.bytes;
#ifdef KVSCOPE_X86
    const Isa isa = isaInUse();
    if (x.quantized && (isa == Isa::Avx512Vnni || isa == Isa::Avx512Vbmi)) {
        for (std::int64_t g = 0; g < groups; ++g) {
            const std::uint8_t* group = data + g * kGroupRows * rowBytes;
            if (L.vectors() == 8) dotGroup<8>(group, blocks, x, out + kGroupRows * g);
            else dotGroup<4>(group, blocks, x, out + kGroupRows * g);
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
