#pragma once
// Reads a .safetensors file (Hugging Face's weight format): an 8-byte little-endian header
// length, a JSON header naming every tensor's dtype, shape and byte range, then the raw data.
// The file is memory-mapped; every header field is validated before it is used, so a broken
// or hostile file gives an Error that names the file and the problem, never a crash.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <Eigen/Core>

#include "core/io/mapped_file.h"
#include "core/types.h"

namespace kvscope {

enum class DType { F32, F16, BF16 };

const char* dtypeName(DType dtype);   // "F32", as in the header
int dtypeSize(DType dtype);           // bytes per element

struct TensorInfo {
    std::string name;
    DType dtype = DType::F32;
    std::vector<std::int64_t> shape;  // empty for a scalar
    std::uint64_t begin = 0;          // byte range [begin, end) within the data section
    std::uint64_t end = 0;

    std::uint64_t byteSize() const { return end - begin; }
    std::int64_t elementCount() const;  // product of the shape (1 for a scalar)
};

class SafetensorsFile {
public:
    // Larger headers are refused: real ones are a few hundred KB.
    static constexpr std::uint64_t kMaxHeaderBytes = 100'000'000;

    // Maps and validates the file (a load's progress listener learns its tensors' bytes).
    // Throws Error, e.g. "model.safetensors: tensor
    // 'h.0.attn.c_attn.weight' ends at byte 1200 but the data section has 1000 bytes".
    explicit SafetensorsFile(const std::filesystem::path& path);
    // The same over bytes that are already in memory (the model embedded in the app); they
    // must outlive *this. `name` is what error messages call them.
    SafetensorsFile(std::string name, std::span<const std::byte> bytes);

    const std::string& name() const { return name_; }
    // In the order of their data (by begin offset, then name).
    const std::vector<TensorInfo>& tensors() const { return tensors_; }
    // The header's "__metadata__" (string → string), empty when absent.
    const std::map<std::string, std::string>& metadata() const { return metadata_; }

    const TensorInfo* find(std::string_view tensorName) const;
    // Throws Error "model.safetensors: has no tensor 'wte.weight'".
    const TensorInfo& tensor(std::string_view tensorName) const;
    // The tensor's raw little-endian bytes, inside the mapping (valid while *this lives).
    std::span<const std::byte> data(const TensorInfo& info) const;

    // Throws Error for the first element that is NaN or infinite, naming the tensor and the
    // element's index: "model.safetensors: tensor 'h.0.mlp.c_fc.weight' holds NaN at [3, 17];
    // weights must be finite numbers". A model with such a weight computes NaN everywhere.
    void checkFinite(const TensorInfo& info) const;

    // Every element as float, in stored (row-major) order.
    std::vector<float> toFloats(std::string_view tensorName) const;
    // The tensor as a (rows, cols) float matrix, row-major as stored: cols is the last
    // dimension and rows the product of the others; a scalar is 1×1, a vector 1×n. Reported to
    // a load's progress listener, which may stop it (core/load_progress.h).
    MatrixF toMatrix(std::string_view tensorName) const;

private:
    void parse(std::span<const std::byte> bytes);
    void expectTensorBytes() const;  // a load's progress counts to every tensor's bytes

    std::optional<MappedFile> file_;  // absent for borrowed bytes
    std::string name_;
    std::span<const std::byte> dataSection_;
    std::vector<TensorInfo> tensors_;
    std::map<std::string, std::string> metadata_;
};

}  // namespace kvscope
