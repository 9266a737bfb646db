#include "core/prompt.h"

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

}  // namespace kvscope
