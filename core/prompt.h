#pragma once
// A prompt the user typed, as the model's tokens: the one way text becomes a prompt (the CLI's
// run, the app's worker), so every front end refuses an over-long prompt the same way and fast.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model.h"

namespace kvscope {

// Throws Error for text the tokenizer refuses (invalid UTF-8, an unknown word), and, before
// most of the work, for a prompt longer than the model's context: "the prompt is longer than
// this model's context of 1024 tokens: its 200000 bytes need at least 1563 tokens, as no token
// is longer than 128 bytes". An empty prompt gives no tokens (the engine refuses it).
std::vector<TokenId> encodePrompt(const Model& model, std::string_view text);

// What is wrong with a prompt given on a command line, before any model is loaded, so
// kvscope-cli and kvscope --headless refuse the same prompts with the same words (exit 2):
// "--prompt is empty: …", "--prompt is not valid UTF-8: byte 0xFF at offset 3 …".
// nullopt when it is fine. `option` is how the message names it ("--prompt", "the text"),
// shown as it is.
std::optional<Message> promptArgumentProblem(std::string_view text, std::string_view option,
                                             bool mayBeEmpty = false);

}  // namespace kvscope
