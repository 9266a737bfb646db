#pragma once
// Random rows of GGUF blocks for the tests of code that reads blocks (kernels, anatomy):
// random bytes, with every f16 scale and minimum field overwritten by a finite value.

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "core/gguf/gguf_types.h"
#include "core/io/stored_rows.h"
#include "core/kernels/half_kernels.h"

namespace kvscope::test {

// A row of `k` elements of `type` with random integers and finite random scales: the bytes
// are random, then every f16 scale (and minimum) field is overwritten with a finite value.
inline StoredBytes randomRows(GgmlType type, std::int64_t k, std::int64_t rows, unsigned seed) {
    const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
    const std::int64_t blocks = k / t.blockSize * rows;
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> byte(0, 255);
    std::uniform_real_distribution<float> scale(0.002f, 0.05f);
    StoredBytes data(static_cast<size_t>(blocks * t.blockBytes));
    for (std::uint8_t& b : data) b = static_cast<std::uint8_t>(byte(rng));
    const auto putHalf = [&](std::uint8_t* p, float v) {
        const std::uint16_t h = half::fromFloat(v);
        std::memcpy(p, &h, 2);
    };
    for (std::int64_t b = 0; b < blocks; ++b) {
        std::uint8_t* block = data.data() + b * t.blockBytes;
        switch (type) {
            case GgmlType::Q8_0: case GgmlType::Q4_0: case GgmlType::Q5_0: putHalf(block, scale(rng)); break;
            case GgmlType::Q4_1: case GgmlType::Q5_1:
            case GgmlType::Q4_K: case GgmlType::Q5_K:
                putHalf(block, scale(rng));
                putHalf(block + 2, scale(rng));
                break;
            case GgmlType::Q6_K: putHalf(block + 208, scale(rng)); break;
            default: break;
        }
    }
    if (type == GgmlType::F16)
        for (std::int64_t i = 0; i < k * rows; ++i) putHalf(data.data() + 2 * i, std::normal_distribution<float>(0, 1)(rng));
    return data;
}

}  // namespace kvscope::test
