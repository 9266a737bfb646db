#include "core/gguf/block_anatomy.h"

#include <cmath>
#include <cstring>

#include "core/format.h"
#include "core/gguf/dequantize.h"
#include "core/gguf/gguf_types.h"
#include "core/gguf/k_scales.h"
#include "core/io/half.h"
#include "core/types.h"

namespace kvscope {

namespace {

using u8 = std::uint8_t;

float f16(const u8* p) { return halfAt(p); }

// Element j of a 32-weight block of nibbles: the low nibble of byte j, then the high ones.
int nibble(const u8* q, int j) { return j < 16 ? q[j] & 0x0F : q[j - 16] >> 4; }

void add(BlockAnatomy& a, int stored, int integer, int sub, float step, float offset) {
    a.stored.push_back(stored);
    a.integer.push_back(integer);
    a.subBlock.push_back(sub);
    a.step.push_back(step);
    a.offset.push_back(offset);
}

void blocksOf32(BlockAnatomy& a, GgmlType t, const u8* b) {
    const float d = f16(b);
    a.scales.push_back({"d", d});
    switch (t) {
        case GgmlType::Q8_0:
            a.formula = "x = d·q";
            for (int j = 0; j < 32; ++j) {
                const int q = static_cast<std::int8_t>(b[2 + j]);
                add(a, q, q, 0, d, 0.0f);
            }
            return;
        case GgmlType::Q4_0:
            a.formula = "x = d·(q − 8)";
            for (int j = 0; j < 32; ++j) add(a, nibble(b + 2, j), nibble(b + 2, j) - 8, 0, d, 0.0f);
            return;
        case GgmlType::Q4_1: {
            const float m = f16(b + 2);
            a.scales.push_back({"m", m});
            a.formula = "x = d·q + m";
            for (int j = 0; j < 32; ++j) add(a, nibble(b + 4, j), nibble(b + 4, j), 0, d, m);
            return;
        }
        default: {  // Q5_0, Q5_1: the fifth bit of element j is bit j of 32 high bits
            const bool withMin = t == GgmlType::Q5_1;
            const float m = withMin ? f16(b + 2) : 0.0f;
            if (withMin) a.scales.push_back({"m", m});
            a.formula = withMin ? "x = d·q + m" : "x = d·(q − 16)";
            const u8* high = b + (withMin ? 4 : 2);
            const u8* q = high + 4;
            std::uint32_t qh;
            std::memcpy(&qh, high, 4);
            for (int j = 0; j < 32; ++j) {
                const int v = nibble(q, j) | static_cast<int>(((qh >> j) & 1) << 4);
                add(a, v, withMin ? v : v - 16, 0, d, m);
            }
        }
    }
}

// Q4_K and Q5_K: four pairs of sub-blocks of 32; each pair shares 32 bytes of nibbles.
void kQuant(BlockAnatomy& a, bool fifthBit, const u8* b) {
    const float d = f16(b), dmin = f16(b + 2);
    a.scales.push_back({"d", d});
    a.scales.push_back({"dmin", dmin});
    int sc[8], m[8];
    for (int j = 0; j < 8; ++j) kScaleMin(j, b + 4, sc[j], m[j]);
    for (int j = 0; j < 8; ++j) a.scales.push_back({"sc[" + std::to_string(j) + "]", double(sc[j])});
    for (int j = 0; j < 8; ++j) a.scales.push_back({"m[" + std::to_string(j) + "]", double(m[j])});
    a.formula = "x = d·sc·q − dmin·m";
    const u8* high = fifthBit ? b + 16 : nullptr;
    const u8* qs = b + (fifthBit ? 48 : 16);
    for (int e = 0; e < 256; ++e) {
        const int pair = e / 64, within = e % 64, l = within % 32, sub = 2 * pair + (within >= 32);
        int q = within < 32 ? qs[32 * pair + l] & 0x0F : qs[32 * pair + l] >> 4;
        if (high) q += ((high[l] >> sub) & 1) << 4;
        add(a, q, q, sub, d * static_cast<float>(sc[sub]), -(dmin * static_cast<float>(m[sub])));
    }
}

// Q6_K: 16 sub-blocks of 16 with int8 scales; 4 low bits and 2 high bits per weight.
void q6k(BlockAnatomy& a, const u8* b) {
    const float d = f16(b + 208);
    const auto* sc = reinterpret_cast<const std::int8_t*>(b + 192);
    a.scales.push_back({"d", d});
    for (int j = 0; j < 16; ++j) a.scales.push_back({"sc[" + std::to_string(j) + "]", double(sc[j])});
    a.formula = "x = d·sc·(q − 32)";
    for (int e = 0; e < 256; ++e) {
        const int half = e / 128, quarter = (e % 128) / 32, l = e % 32;
        const u8* ql = b + 64 * half;
        const u8* qh = b + 128 + 32 * half;
        // quarters 1 and 3 take bytes 32–63; 2 and 3 the high nibbles
        const u8 lowByte = ql[l + (quarter == 1 || quarter == 3 ? 32 : 0)];
        const int nib = quarter < 2 ? lowByte & 0x0F : lowByte >> 4;
        const int q = nib | (((qh[l] >> (2 * quarter)) & 3) << 4);
        const int sub = 8 * half + l / 16 + 2 * quarter;
        add(a, q, q - 32, sub, d * static_cast<float>(sc[sub]), 0.0f);
    }
}

std::string explain(const BlockAnatomy& a, GgmlType t) {
    const std::string bits = formatNumber(a.bitsPerWeight, 3);
    std::string what;
    switch (t) {
        case GgmlType::Q8_0: what = "one f16 scale d and 32 signed bytes"; break;
        case GgmlType::Q4_0: what = "one f16 scale d and 32 four-bit integers, each stored as q + 8"; break;
        case GgmlType::Q4_1: what = "an f16 scale d, an f16 minimum m and 32 four-bit integers"; break;
        case GgmlType::Q5_0: what = "one f16 scale d and 32 five-bit integers, each stored as q + 16"; break;
        case GgmlType::Q5_1: what = "an f16 scale d, an f16 minimum m and 32 five-bit integers"; break;
        case GgmlType::Q4_K:
        case GgmlType::Q5_K:
            what = std::string("8 sub-blocks of 32 ") + (t == GgmlType::Q4_K ? "four" : "five") +
                   "-bit integers, each sub-block with a 6-bit scale sc and a 6-bit minimum m, which two f16 numbers "
                   "turn into floats (d = " + formatNumber(a.scales[0].value, 4) + ", dmin = " +
                   formatNumber(a.scales[1].value, 4) + ")";
            break;
        default:
            what = "16 sub-blocks of 16 six-bit integers (stored as q + 32), each sub-block with a signed 8-bit scale "
                   "sc, and one f16 number d = " + formatNumber(a.scales[0].value, 4);
    }
    std::string text = "A " + a.type + " block stores " + std::to_string(a.elements) + " weights in " +
                       std::to_string(a.bytes) + " bytes, " + bits + " bits each: " + what + "; " + a.formula + ". ";
    text += "Its first weight is stored as " + std::to_string(a.stored[0]);
    if (a.subBlock[0] != 0 || a.elements == 256) text += " in sub-block " + std::to_string(a.subBlock[0]);
    text += " and stands for " + formatNumber(a.value[0], 4) + ": the quantizer rounds to the nearest step, so the weight "
            "it came from was within about ±" + formatNumber(std::abs(a.step[0]) / 2, 3) + " of that (half a step of " +
            formatNumber(std::abs(a.step[0]), 3) + ").";
    return text;
}

}  // namespace

bool canDescribeBlock(std::uint32_t type) {
    switch (static_cast<GgmlType>(type)) {
        case GgmlType::Q8_0: case GgmlType::Q4_0: case GgmlType::Q4_1: case GgmlType::Q5_0: case GgmlType::Q5_1:
        case GgmlType::Q4_K: case GgmlType::Q5_K: case GgmlType::Q6_K: return true;
        default: return false;
    }
}

BlockAnatomy describeBlock(std::uint32_t type, std::span<const std::byte> block) {
    if (!canDescribeBlock(type))
        throw Error(msg("a %1 tensor has no quantized blocks to take apart", ggmlTypeName(type)));
    const GgmlTypeTraits traits = *ggmlTypeTraits(type);
    if (block.size() != traits.blockBytes)
        throw Error(msg("a %1 block is %2 bytes, not %3", traits.name, traits.blockBytes, block.size()));
    BlockAnatomy a;
    a.type = traits.name;
    a.elements = static_cast<int>(traits.blockSize);
    a.bytes = static_cast<int>(traits.blockBytes);
    a.bitsPerWeight = 8.0 * traits.blockBytes / traits.blockSize;
    const auto* b = reinterpret_cast<const u8*>(block.data());
    const auto t = static_cast<GgmlType>(type);
    if (t == GgmlType::Q4_K || t == GgmlType::Q5_K)
        kQuant(a, t == GgmlType::Q5_K, b);
    else if (t == GgmlType::Q6_K)
        q6k(a, b);
    else
        blocksOf32(a, t, b);
    a.value.resize(static_cast<size_t>(a.elements));
    dequantize(type, block, a.elements, a.value.data());
    a.explanation = explain(a, t);
    return a;
}

}  // namespace kvscope
