#pragma once
// `kvscope-cli inspect PATH`: what a model folder (GPT-2 or Llama family) holds — its config, every tensor with
// dtype and shape, the parameter count and the KV cache bytes per token — without running it.

#include <ostream>
#include <string>

namespace kvscope::cli {

// Returns the process exit code; errors go to `err` as one clear line.
int inspectCommand(const std::string& path, std::ostream& out, std::ostream& err);

}  // namespace kvscope::cli
