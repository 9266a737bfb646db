#pragma once
// The 6-bit scales and minimums of a Q4_K or Q5_K super-block's 8 sub-blocks, packed in 12
// bytes (ggml's get_scale_min_k4): sub-blocks 0–3 keep theirs in the low 6 bits of bytes j and
// j + 4; 4–7 split theirs into a nibble of byte j + 4 and the top two bits of bytes j − 4
// (scale) and j (minimum). Shared by the dequantizer and the portable kernels; the vector
// kernels move the same bits in registers (core/kernels/quant_kernels_x86.cpp, kScalesVec).

#include <cstdint>

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

}  // namespace kvscope
