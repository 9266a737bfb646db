#pragma once
// Turns text into token ids and ids back into text, for any model.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace kvscope {

// Thrown by encodeAtMost: the text needs more tokens than allowed. `reason` says how that was
// known without encoding it all, e.g. "its 200000 bytes need at least 1563 tokens, as no token
// is longer than 128 bytes" (a Message, so a caller can wrap it and keep it translatable).
class TooManyTokens : public Error {
public:
    TooManyTokens(int limit, Message reason)
        : Error(msg("the text needs more than %1 tokens: %2", limit, reason)),
          limit(limit),
          reason(std::move(reason)) {}
    int limit;
    Message reason;
};

class Tokenizer {
public:
    virtual ~Tokenizer() = default;

    virtual int vocabSize() const = 0;
    // Throws Error with a message the user can act on (unknown word, invalid UTF-8, ...).
    virtual std::vector<TokenId> encode(std::string_view text) const = 0;
    // encode() for a text that must fit in `maxTokens` tokens (a prompt in a model's context):
    // throws TooManyTokens as soon as the text is sure to need more — from its length before
    // any work where it can — so the work is bounded by the limit, not by the text.
    virtual std::vector<TokenId> encodeAtMost(std::string_view text, int maxTokens) const = 0;
    // The raw text of the tokens, concatenated.
    virtual std::string decode(std::span<const TokenId> ids) const = 0;
    // One token as a user should see it (e.g. a visible marker for a leading space).
    virtual std::string displayText(TokenId id) const = 0;
    // The id whose display text or raw text is `text`, if any (for --force TOKEN@STEP).
    virtual std::optional<TokenId> findToken(std::string_view text) const = 0;
};

}  // namespace kvscope
