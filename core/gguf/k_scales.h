#pragma once
// The 6-bit scales and minimums of a Q4_K or Q5_K super-block's 8 sub-blocks, packed in 12
// bytes (ggml's get_scale_min_k4): sub-blocks 0–3 keep theirs in the low 6 bits of bytes j and
// j + 4; 4–7 split theirs into a nibble of byte j + 4 and the top two bits of bytes j − 4
// (scale) and j (minimum). Shared by the dequantizer and the kernels that compute on blocks.

#include <cstdint>
#include <cstring>

namespace kvscope {

inline void kScaleMin(int j, const std::uint8_t* s, int& scale, int& min) {
    if (j < 4) {
        scale = s[j] & 63;
        min = s[j + 4] & 63;
    } else {
        scale = (s[j + 4] & 0x0F) | ((s[j - 4] >> 6) << 4);
        min = (s[j + 4] >> 4) | ((s[j] >> 6) << 4);
    }
}

// All 8 scales (bytes 0–7 of `out`) and minimums (bytes 8–15) at once, four to a 32-bit word:
// the same bits as kScaleMin, moved by whole words (the kernels' fast path).
inline void kScalesMins(const std::uint8_t* s, std::uint8_t out[16]) {
    std::uint32_t w[3];
    std::memcpy(w, s, 12);
    const std::uint32_t low6 = 0x3F3F3F3Fu, low4 = 0x0F0F0F0Fu, low2 = 0x03030303u;
    const std::uint32_t words[4] = {
        w[0] & low6,                                          // sc[0..3]
        (w[2] & low4) | (((w[0] >> 6) & low2) << 4),          // sc[4..7]
        w[1] & low6,                                          // m[0..3]
        ((w[2] >> 4) & low4) | (((w[1] >> 6) & low2) << 4)};  // m[4..7]
    std::memcpy(out, words, 16);
}

}  // namespace kvscope
