#pragma once
// One block of a quantized GGUF tensor taken apart, for showing what is stored and what is
// computed: its scale(s) and minimums, the small integers it stores, the float each stands for,
// and the step one integer is worth there (so the rounding that made it is at most half a step
// either way). The floats are exactly those core/gguf/dequantize.h decodes.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace kvscope {

struct BlockAnatomy {
    std::string type;             // "Q4_K"
    int elements = 0;             // weights in the block: 32 or 256
    int bytes = 0;                // what they take: 18, 144, …
    double bitsPerWeight = 0;
    std::string formula;          // how a weight is made: "x = d·sc·q − dmin·m"

    struct Scale {
        std::string name;         // "d", "dmin", "sc[3]", "m[3]"
        double value;             // as stored (an f16 as float, or a 6-bit integer)
    };
    std::vector<Scale> scales;

    // Per weight: the integer as stored, the integer the formula multiplies (stored − 8 for
    // Q4_0 …), the sub-block, the step (the float one integer is worth), the offset and the
    // float.
    std::vector<int> stored;
    std::vector<int> integer;
    std::vector<int> subBlock;
    std::vector<float> step;
    std::vector<float> offset;    // value = step · integer + offset (−dmin·m, or Q4_1's +m)
    std::vector<float> value;

    // Two sentences with this block's numbers: what the type stores and what weight 0 is.
    std::string explanation;
};

// Whether describeBlock takes blocks of this ggml type (the quantized types KVScope decodes).
bool canDescribeBlock(std::uint32_t ggmlType);
// `block` holds exactly one block of `ggmlType`; throws Error otherwise.
BlockAnatomy describeBlock(std::uint32_t ggmlType, std::span<const std::byte> block);

}  // namespace kvscope
