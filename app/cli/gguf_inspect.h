#pragma once
// `kvscope-cli inspect FILE.gguf`: the header, every metadata key with its type and value
// (arrays by length and first elements), every tensor with its ggml type, dimensions and
// bytes, and the weights' bits per weight by type.

#include <filesystem>
#include <ostream>

namespace kvscope::cli {

void inspectGguf(const std::filesystem::path& path, std::ostream& out);

}  // namespace kvscope::cli
