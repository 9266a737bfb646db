#pragma once
// IEEE 754 half precision (f16) and bfloat16 → float, bit-exact. Every f16 and bf16 value,
// subnormals, infinities and NaN included, is exactly representable as a float.

#include <bit>
#include <cstdint>
#include <cstring>

namespace kvscope {

// f16: 1 sign bit, 5 exponent bits (bias 15), 10 mantissa bits.
inline float halfToFloat(std::uint16_t h) {
    const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
    const std::uint32_t exponent = (h >> 10) & 0x1Fu;
    std::uint32_t mantissa = h & 0x3FFu;
    if (exponent == 0x1F)  // inf (mantissa 0) or NaN; the payload moves to the top bits
        return std::bit_cast<float>(sign | 0x7F800000u | (mantissa << 13));
    if (exponent != 0)  // normal: rebias 15 → 127
        return std::bit_cast<float>(sign | ((exponent + 112) << 23) | (mantissa << 13));
    if (mantissa == 0) return std::bit_cast<float>(sign);  // ±0
    // Subnormal: value = mantissa · 2^-24. Shift the leading 1 up to the implicit bit; each
    // shift lowers the exponent by one. The result is a normal float.
    std::uint32_t e = 113;  // 2^-14 (the subnormal scale) in float's bias, before shifting
    while ((mantissa & 0x400u) == 0) {
        mantissa <<= 1;
        --e;
    }
    return std::bit_cast<float>(sign | (e << 23) | ((mantissa & 0x3FFu) << 13));
}

// bf16 is the top half of a float: same sign, exponent and the first 7 mantissa bits.
inline float bfloat16ToFloat(std::uint16_t b) {
    return std::bit_cast<float>(static_cast<std::uint32_t>(b) << 16);
}

// The f16 stored little-endian at `p` (a GGUF block's scale), whatever p's alignment.
inline float halfAt(const std::uint8_t* p) {
    std::uint16_t h;
    std::memcpy(&h, p, 2);
    return halfToFloat(h);
}

}  // namespace kvscope
