#pragma once
// A tokenizer for toy models: one token per known word, split on whitespace,
// matched case-insensitively.

#include "core/tokenizer.h"

namespace kvscope {

class WordTokenizer final : public Tokenizer {
public:
    explicit WordTokenizer(std::vector<std::string> words);

    int vocabSize() const override { return static_cast<int>(words_.size()); }
    // Throws Error listing the known words when a word is unknown, or when the text is empty.
    std::vector<TokenId> encode(std::string_view text) const override;
    std::vector<TokenId> encodeAtMost(std::string_view text, int maxTokens) const override;
    std::string decode(std::span<const TokenId> ids) const override;
    std::string displayText(TokenId id) const override;
    std::optional<TokenId> findToken(std::string_view text) const override;

    std::string knownWords() const;

private:
    std::vector<std::string> words_;
};

}  // namespace kvscope
