#include "core/gguf/dequantize.h"

#include <cstring>

#include "core/gguf/gguf_types.h"
#include "core/gguf/k_scales.h"
#include "core/io/half.h"
#include "core/types.h"

namespace kvscope {

namespace {

using u8 = std::uint8_t;

float f16(const u8* p) { return halfAt(p); }

// One block of each type: `b` its bytes, `y` its outputs.
void q8_0(const u8* b, float* y) {
    const float d = f16(b);
    for (int j = 0; j < 32; ++j) y[j] = d * static_cast<float>(static_cast<std::int8_t>(b[2 + j]));
}

void q4_0(const u8* b, float* y) {
    const float d = f16(b);
    const u8* q = b + 2;
    for (int j = 0; j < 16; ++j) {
        y[j] = d * static_cast<float>((q[j] & 0x0F) - 8);
        y[j + 16] = d * static_cast<float>((q[j] >> 4) - 8);
    }
}

void q4_1(const u8* b, float* y) {
    const float d = f16(b), m = f16(b + 2);
    const u8* q = b + 4;
    for (int j = 0; j < 16; ++j) {
        y[j] = d * static_cast<float>(q[j] & 0x0F) + m;
        y[j + 16] = d * static_cast<float>(q[j] >> 4) + m;
    }
}

// Q5: bit j of the 32 high bits is element j's fifth bit, bit j + 16 element j + 16's
void q5(const u8* high, const u8* q, float d, float m, bool offset, float* y) {
    std::uint32_t qh;
    std::memcpy(&qh, high, 4);
    const int sub = offset ? 16 : 0;
    for (int j = 0; j < 16; ++j) {
        const int x0 = ((q[j] & 0x0F) | (((qh >> j) & 1) << 4)) - sub;
        const int x1 = ((q[j] >> 4) | (((qh >> (j + 16)) & 1) << 4)) - sub;
        y[j] = d * static_cast<float>(x0) + m;
        y[j + 16] = d * static_cast<float>(x1) + m;
    }
}
void q5_0(const u8* b, float* y) { q5(b + 2, b + 6, f16(b), 0.0f, true, y); }
void q5_1(const u8* b, float* y) { q5(b + 4, b + 8, f16(b), f16(b + 2), false, y); }

// Q4_K and Q5_K: 4 pairs of sub-blocks, each pair sharing 32 bytes of nibbles (low nibbles the
// first sub-block, high the second); Q5_K's fifth bits: bit 2i of byte l for the pair i's
// first, 2i + 1 for its second.
void qk(const u8* b, const u8* high, const u8* q, float* y) {
    const float d = f16(b), dmin = f16(b + 2);
    const u8* scales = b + 4;
    for (int pair = 0; pair < 4; ++pair) {
        int sc0, m0, sc1, m1;
        kScaleMin(2 * pair, scales, sc0, m0);
        kScaleMin(2 * pair + 1, scales, sc1, m1);
        const float d0 = d * static_cast<float>(sc0), min0 = dmin * static_cast<float>(m0);
        const float d1 = d * static_cast<float>(sc1), min1 = dmin * static_cast<float>(m1);
        for (int l = 0; l < 32; ++l) {
            int lo = q[l] & 0x0F, hi = q[l] >> 4;
            if (high) {
                lo += ((high[l] >> (2 * pair)) & 1) << 4;
                hi += ((high[l] >> (2 * pair + 1)) & 1) << 4;
            }
            y[l] = d0 * static_cast<float>(lo) - min0;
            y[l + 32] = d1 * static_cast<float>(hi) - min1;
        }
        q += 32;
        y += 64;
    }
}
void q4_k(const u8* b, float* y) { qk(b, nullptr, b + 16, y); }
void q5_k(const u8* b, float* y) { qk(b, b + 16, b + 48, y); }

// Q6_K: two halves of 128; in each, element l (0..31) of the four quarters takes its low
// nibble from ql[l] or ql[l + 32] (low, high) and its top two bits from qh[l] (bits 0–1, 2–3,
// 4–5, 6–7); 16 int8 scales, one per 16 elements.
void q6_k(const u8* b, float* y) {
    const u8* ql = b;
    const u8* qh = b + 128;
    const auto* sc = reinterpret_cast<const std::int8_t*>(b + 192);
    const float d = f16(b + 208);
    for (int half = 0; half < 2; ++half) {
        for (int l = 0; l < 32; ++l) {
            const int is = l / 16;
            const int q1 = ((ql[l] & 0x0F) | (((qh[l] >> 0) & 3) << 4)) - 32;
            const int q2 = ((ql[l + 32] & 0x0F) | (((qh[l] >> 2) & 3) << 4)) - 32;
            const int q3 = ((ql[l] >> 4) | (((qh[l] >> 4) & 3) << 4)) - 32;
            const int q4 = ((ql[l + 32] >> 4) | (((qh[l] >> 6) & 3) << 4)) - 32;
            y[l] = d * static_cast<float>(sc[is]) * static_cast<float>(q1);
            y[l + 32] = d * static_cast<float>(sc[is + 2]) * static_cast<float>(q2);
            y[l + 64] = d * static_cast<float>(sc[is + 4]) * static_cast<float>(q3);
            y[l + 96] = d * static_cast<float>(sc[is + 6]) * static_cast<float>(q4);
        }
        y += 128;
        ql += 64;
        qh += 32;
        sc += 8;
    }
}

using BlockDecoder = void (*)(const u8*, float*);

BlockDecoder decoderOf(std::uint32_t type) {
    switch (static_cast<GgmlType>(type)) {
        case GgmlType::Q8_0: return q8_0;
        case GgmlType::Q4_0: return q4_0;
        case GgmlType::Q4_1: return q4_1;
        case GgmlType::Q5_0: return q5_0;
        case GgmlType::Q5_1: return q5_1;
        case GgmlType::Q4_K: return q4_k;
        case GgmlType::Q5_K: return q5_k;
        case GgmlType::Q6_K: return q6_k;
        default: return nullptr;
    }
}

bool plain(std::uint32_t type) {
    return type == std::uint32_t(GgmlType::F32) || type == std::uint32_t(GgmlType::F16) ||
           type == std::uint32_t(GgmlType::BF16);
}

}  // namespace

bool canDequantize(std::uint32_t type) { return plain(type) || decoderOf(type) != nullptr; }

std::string supportedGgmlTypes() { return "F32, F16, BF16, Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, Q4_K, Q5_K, Q6_K"; }

void dequantize(std::uint32_t type, std::span<const std::byte> blocks, std::int64_t count, float* out) {
    if (!canDequantize(type))
        throw Error(msg("ggml type %1 is not supported (KVScope computes with %2)", ggmlTypeName(type),
                        supportedGgmlTypes()));
    const GgmlTypeTraits t = *ggmlTypeTraits(type);
    if (count < 0 || count % t.blockSize != 0)
        throw Error(msg("%1 %2 elements are not a whole number of blocks of %3", count, t.name, t.blockSize));
    const auto n = static_cast<std::uint64_t>(count);
    if (blocks.size() < n / t.blockSize * t.blockBytes)
        throw Error(msg("%1 %2 elements need %3 bytes, %4 are there", count, t.name, n / t.blockSize * t.blockBytes,
                        blocks.size()));
    if (n == 0) return;  // (and no memcpy of a null pointer)
    const auto* src = reinterpret_cast<const u8*>(blocks.data());
    switch (static_cast<GgmlType>(type)) {
        case GgmlType::F32: std::memcpy(out, src, n * 4); return;
        case GgmlType::F16:
            for (std::uint64_t i = 0; i < n; ++i) out[i] = f16(src + 2 * i);
            return;
        case GgmlType::BF16:
            for (std::uint64_t i = 0; i < n; ++i) {
                std::uint16_t h;
                std::memcpy(&h, src + 2 * i, 2);
                out[i] = bfloat16ToFloat(h);
            }
            return;
        default: break;
    }
    const BlockDecoder decode = decoderOf(type);
    for (std::uint64_t blk = 0; blk < n / t.blockSize; ++blk) decode(src + blk * t.blockBytes, out + blk * t.blockSize);
}

}  // namespace kvscope
