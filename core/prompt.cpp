#include "core/prompt.h"

#include <cstdio>

#include "core/tokenizers/byte_level.h"

namespace kvscope {

std::vector<TokenId> encodePrompt(const Model& model, std::string_view text) {
    const int limit = model.info().maxPositions;
    try {
        return model.tokenizer().encodeAtMost(text, limit);
    } catch (const TooManyTokens& e) {
        throw Error(msg("the prompt is longer than this model's context of %1 tokens: %2", limit, e.reason));
    }
}

std::optional<Message> promptArgumentProblem(std::string_view text, std::string_view option,
                                             bool mayBeEmpty) {
    if (text.empty() && !mayBeEmpty)
        return msg("%1 is empty: give at least one token (or leave it out for the model's example)", option);
    if (const auto bad = firstInvalidUtf8(text)) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[*bad]));
        return msg("%1 is not valid UTF-8: byte %2 at offset %3 does not begin a complete character", option,
                   byte, *bad);
    }
    return std::nullopt;
}

}  // namespace kvscope
