#pragma once
// `kvscope-cli inspect PATH`: what a model folder (GPT-2 or Llama family) holds — its config, every tensor with
// dtype and shape, the parameter count and the KV cache bytes per token — without running it.

#include <ostream>
#include <string>

namespace kvscope::cli {

// Returns the process exit code; errors go to `err` as one clear line.
// `block`: for a GGUF file, TENSOR[:ROW[:BLOCK]] to take one quantized block apart instead.
int inspectCommand(const std::string& path, std::ostream& out, std::ostream& err, const std::string& block = "");

}  // namespace kvscope::cli
