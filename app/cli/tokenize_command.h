#pragma once
// `kvscope-cli tokenize --model PATH TEXT`: the token ids of TEXT and each token as KVScope
// shows it ("␣" for a leading space, "↵" for a newline, "<0x0D>" for other control bytes),
// and the ids as one comma-separated line for `run --prompt-ids`.

#include <ostream>
#include <string>

namespace kvscope::cli {

// Returns the process exit code; errors go to `err` as one clear line.
int tokenizeCommand(const std::string& model, const std::string& text, std::ostream& out, std::ostream& err);

}  // namespace kvscope::cli
