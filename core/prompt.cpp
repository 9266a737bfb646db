#include "core/prompt.h"

#include <cstdio>

#include "core/tokenizers/byte_level.h"

namespace kvscope {

std::vector<TokenId> encodePrompt(const Model& model, std::string_view text) {
    const int limit = model.info().maxPositions;
    try {
        return model.tokenizer().encodeAtMost(text, limit);
    } catch (const TooManyTokens& e) {
        throw Error("the prompt is longer than this model's context of " + std::to_string(limit) +
                    " tokens: " + e.reason);
    }
}

std::optional<std::string> promptArgumentProblem(std::string_view text, std::string_view option,
                                                 bool mayBeEmpty) {
    const std::string name(option);
    if (text.empty() && !mayBeEmpty)
        return name +
               " is empty: give at least one token (or leave it out for the model's example)";
    if (const auto bad = firstInvalidUtf8(text)) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[*bad]));
        return name + " is not valid UTF-8: byte " + byte + " at offset " + std::to_string(*bad) +
               " does not begin a complete character";
    }
    return std::nullopt;
}

}  // namespace kvscope
