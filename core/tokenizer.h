#pragma once
// Turns text into token ids and ids back into text, for any model.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace kvscope {

class Tokenizer {
public:
    virtual ~Tokenizer() = default;

    virtual int vocabSize() const = 0;
    // Throws Error with a message the user can act on (unknown word, invalid UTF-8, ...).
    virtual std::vector<TokenId> encode(std::string_view text) const = 0;
    // The raw text of the tokens, concatenated.
    virtual std::string decode(std::span<const TokenId> ids) const = 0;
    // One token as a user should see it (e.g. a visible marker for a leading space).
    virtual std::string displayText(TokenId id) const = 0;
    // The id whose display text or raw text is `text`, if any (for --force TOKEN@STEP).
    virtual std::optional<TokenId> findToken(std::string_view text) const = 0;
};

}  // namespace kvscope
