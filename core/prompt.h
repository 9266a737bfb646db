#pragma once
// A prompt the user typed, as the model's tokens: the one way text becomes a prompt (the CLI's
// run, the app's worker), so every front end refuses an over-long prompt the same way and fast.

#include <string_view>
#include <vector>

#include "core/model.h"

namespace kvscope {

// Throws Error for text the tokenizer refuses (invalid UTF-8, an unknown word), and, before
// most of the work, for a prompt longer than the model's context: "the prompt is longer than
// this model's context of 1024 tokens: its 200000 bytes need at least 1563 tokens, as no token
// is longer than 128 bytes". An empty prompt gives no tokens (the engine refuses it).
std::vector<TokenId> encodePrompt(const Model& model, std::string_view text);

}  // namespace kvscope
