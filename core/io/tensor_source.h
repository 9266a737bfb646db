#pragma once
// Where a model's named weights come from, whatever the file format: safetensors files
// (TensorFiles, Hugging Face's names) or a GGUF file (GgufTensors, which answers to the same
// Hugging Face names). The model readers ask by name and shape and get floats, or, from a
// GGUF file, the rows in their stored type.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/io/stored_rows.h"
#include "core/types.h"

namespace kvscope {

class TensorSource {
public:
    virtual ~TensorSource() = default;
    // What errors call the weights ("model.safetensors", "model.gguf").
    virtual const std::string& name() const = 0;
    virtual bool has(std::string_view tensorName) const = 0;
    // A (rows, cols) float matrix, Hugging Face's (out, in) for a Linear; a vector with rows 1.
    // Throws Error naming the file and the tensor: missing, another shape, a value not finite.
    virtual MatrixF matrix(std::string_view tensorName, std::int64_t rows, std::int64_t cols,
                           std::string_view modelKind) const = 0;
    virtual RowVectorF vector(std::string_view tensorName, std::int64_t size, std::string_view modelKind) const = 0;
    // The (rows, cols) matrix as stored, when the source keeps tensors in ggml types (GGUF),
    // with the same checks as matrix(); nullopt from sources that hold plain floats.
    virtual std::optional<StoredRows> storedRows(std::string_view tensorName, std::int64_t rows, std::int64_t cols,
                                                 std::string_view modelKind) const {
        (void)tensorName, (void)rows, (void)cols, (void)modelKind;
        return std::nullopt;
    }
};

}  // namespace kvscope
