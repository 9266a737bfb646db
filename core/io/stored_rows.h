#pragma once
// A weight tensor's rows exactly as a GGUF file stores them: `rows` rows of `cols` elements in
// one ggml type (blocks of 32 or 256 for the quantized types), row r at bytes r·rowBytes.
// Decode steps compute on these blocks directly (core/kernels/quant_kernels.h).

#include <cstdint>
#include <vector>

#include "core/io/huge_page_allocator.h"

namespace kvscope {

// On huge pages where the system allows (core/io/huge_page_allocator.h): every decode step
// streams the weights' bytes once.
using StoredBytes = std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>>;

struct StoredRows {
    std::uint32_t type = 0;      // a ggml type id (core/gguf/gguf_types.h)
    std::int64_t rows = 0;       // Hugging Face's out features
    std::int64_t cols = 0;       // in features: the length of a row
    std::int64_t rowBytes = 0;
    StoredBytes bytes;  // rows · rowBytes
    // Rows [0, groupedRows) regrouped sixteen at a time for the decode kernel (a whole number
    // of groups; core/kernels/grouped_rows.h): WeightMatrix does it, a file never does. The
    // rows after them are as stored.
    std::int64_t groupedRows = 0;
};

}  // namespace kvscope
