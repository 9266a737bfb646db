#pragma once
// `kvscope-cli inspect FILE.gguf`: the header, every metadata key with its type and value
// (arrays by length and first elements), every tensor with its ggml type, dimensions and
// bytes, and the weights' bits per weight by type.

#include <filesystem>
#include <ostream>
#include <string>

namespace kvscope::cli {

void inspectGguf(const std::filesystem::path& path, std::ostream& out);

// `kvscope-cli inspect FILE.gguf --block TENSOR[:ROW[:BLOCK]]`: one block of a quantized
// tensor taken apart (core/gguf/block_anatomy.h) — scales, and per weight the stored integer,
// the float it stands for and the step. Throws Error naming the tensor, row or block.
void inspectGgufBlock(const std::filesystem::path& path, const std::string& which, std::ostream& out);

}  // namespace kvscope::cli
