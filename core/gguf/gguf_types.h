#pragma once
// The tensor types of ggml (the weights of a GGUF file): their ids as stored, names, and how
// many elements a block holds in how many bytes (ggml's `ggml_type_traits`, from ggml's docs
// and ggml.h — written here, not copied). A quantized type stores its elements in blocks; a
// row's length must be a whole number of blocks.

#include <cstdint>
#include <optional>
#include <string>

namespace kvscope {

enum class GgmlType : std::uint32_t {
    F32 = 0, F16 = 1, Q4_0 = 2, Q4_1 = 3, Q5_0 = 6, Q5_1 = 7, Q8_0 = 8, Q8_1 = 9,
    Q2_K = 10, Q3_K = 11, Q4_K = 12, Q5_K = 13, Q6_K = 14, Q8_K = 15,
    IQ2_XXS = 16, IQ2_XS = 17, IQ3_XXS = 18, IQ1_S = 19, IQ4_NL = 20, IQ3_S = 21, IQ2_S = 22, IQ4_XS = 23,
    I8 = 24, I16 = 25, I32 = 26, I64 = 27, F64 = 28, IQ1_M = 29, BF16 = 30,
    TQ1_0 = 34, TQ2_0 = 35,
};

struct GgmlTypeTraits {
    const char* name;           // "Q4_K", as llama.cpp prints it
    std::uint32_t blockSize;    // elements per block (1 for plain types)
    std::uint32_t blockBytes;   // bytes per block
};

// The traits of a stored type id; nullopt for an id ggml does not define (or retired: 4, 5,
// 31–33 were removed Q4_2/Q4_3 and Q4_0_4_4 …, which no current file holds).
std::optional<GgmlTypeTraits> ggmlTypeTraits(std::uint32_t id);
std::string ggmlTypeName(std::uint32_t id);  // "Q4_K", or "type 77" for an unknown id

}  // namespace kvscope
