#include "core/gguf/gguf_types.h"

namespace kvscope {

// Block layouts as ggml's ggml-common.h declares them (its static_asserts give these sums).
std::optional<GgmlTypeTraits> ggmlTypeTraits(std::uint32_t id) {
    constexpr std::uint32_t kK = 256;  // QK_K: the super-block of the k-quants
    switch (static_cast<GgmlType>(id)) {
        case GgmlType::F32: return GgmlTypeTraits{"F32", 1, 4};
        case GgmlType::F16: return GgmlTypeTraits{"F16", 1, 2};
        case GgmlType::BF16: return GgmlTypeTraits{"BF16", 1, 2};
        case GgmlType::F64: return GgmlTypeTraits{"F64", 1, 8};
        case GgmlType::I8: return GgmlTypeTraits{"I8", 1, 1};
        case GgmlType::I16: return GgmlTypeTraits{"I16", 1, 2};
        case GgmlType::I32: return GgmlTypeTraits{"I32", 1, 4};
        case GgmlType::I64: return GgmlTypeTraits{"I64", 1, 8};
        // 32 elements: an f16 scale (and an f16 min or sum) and the quants
        case GgmlType::Q4_0: return GgmlTypeTraits{"Q4_0", 32, 2 + 16};
        case GgmlType::Q4_1: return GgmlTypeTraits{"Q4_1", 32, 2 + 2 + 16};
        case GgmlType::Q5_0: return GgmlTypeTraits{"Q5_0", 32, 2 + 4 + 16};
        case GgmlType::Q5_1: return GgmlTypeTraits{"Q5_1", 32, 2 + 2 + 4 + 16};
        case GgmlType::Q8_0: return GgmlTypeTraits{"Q8_0", 32, 2 + 32};
        case GgmlType::Q8_1: return GgmlTypeTraits{"Q8_1", 32, 2 + 2 + 32};
        // super-blocks of 256
        case GgmlType::Q2_K: return GgmlTypeTraits{"Q2_K", kK, kK / 16 + kK / 4 + 2 + 2};
        case GgmlType::Q3_K: return GgmlTypeTraits{"Q3_K", kK, kK / 8 + kK / 4 + 12 + 2};
        case GgmlType::Q4_K: return GgmlTypeTraits{"Q4_K", kK, 2 + 2 + 12 + kK / 2};
        case GgmlType::Q5_K: return GgmlTypeTraits{"Q5_K", kK, 2 + 2 + 12 + kK / 8 + kK / 2};
        case GgmlType::Q6_K: return GgmlTypeTraits{"Q6_K", kK, kK / 2 + kK / 4 + kK / 16 + 2};
        case GgmlType::Q8_K: return GgmlTypeTraits{"Q8_K", kK, 4 + kK + kK / 16 * 2};
        case GgmlType::IQ2_XXS: return GgmlTypeTraits{"IQ2_XXS", kK, 2 + kK / 8 * 2};
        case GgmlType::IQ2_XS: return GgmlTypeTraits{"IQ2_XS", kK, 2 + kK / 8 * 2 + kK / 32};
        case GgmlType::IQ3_XXS: return GgmlTypeTraits{"IQ3_XXS", kK, 2 + 3 * (kK / 8)};
        case GgmlType::IQ1_S: return GgmlTypeTraits{"IQ1_S", kK, 2 + kK / 8 + kK / 16};
        case GgmlType::IQ4_NL: return GgmlTypeTraits{"IQ4_NL", 32, 2 + 16};
        case GgmlType::IQ3_S: return GgmlTypeTraits{"IQ3_S", kK, 2 + kK / 4 + kK / 8 + kK / 32 + 4};
        case GgmlType::IQ2_S: return GgmlTypeTraits{"IQ2_S", kK, 2 + kK / 4 + kK / 16};
        case GgmlType::IQ4_XS: return GgmlTypeTraits{"IQ4_XS", kK, 2 + 2 + kK / 64 + kK / 2};
        case GgmlType::IQ1_M: return GgmlTypeTraits{"IQ1_M", kK, kK / 8 + kK / 16 + kK / 32};
        case GgmlType::TQ1_0: return GgmlTypeTraits{"TQ1_0", kK, 2 + kK / 64 + (kK - 4 * kK / 64) / 5};
        case GgmlType::TQ2_0: return GgmlTypeTraits{"TQ2_0", kK, 2 + kK / 4};
    }
    return std::nullopt;
}

std::string ggmlTypeName(std::uint32_t id) {
    if (const auto t = ggmlTypeTraits(id)) return t->name;
    return "type " + std::to_string(id);
}

}  // namespace kvscope
