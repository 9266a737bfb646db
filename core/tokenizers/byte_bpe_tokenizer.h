#pragma once
// GPT-2's tokenizer: byte-level BPE. Text is split by GPT-2's regex (Gpt2PreTokenizer), each
// piece's UTF-8 bytes start as one token per byte, and merges are applied lowest rank first
// until none applies. All 256 bytes are tokens, so any valid UTF-8 (emoji, CJK) encodes.
// Special tokens (<|endoftext|>) are matched as whole tokens in the text before that.
//
// displayText follows displayBytes() in byte_level.h: "␣the", "↵", "<0xE2>"; special tokens
// show as themselves.

#include <filesystem>
#include <memory>

#include "core/tokenizers/bpe_vocabulary.h"
#include "core/tokenizer.h"

namespace kvscope {

class ByteBpeTokenizer final : public Tokenizer {
public:
    // Both throw Error naming the file that is missing or broken.
    static ByteBpeTokenizer fromTokenizerJson(const std::filesystem::path& tokenizerJson);
    static ByteBpeTokenizer fromVocabAndMerges(const std::filesystem::path& vocabJson,
                                               const std::filesystem::path& mergesTxt);

    explicit ByteBpeTokenizer(BpeVocabulary vocabulary);
    ~ByteBpeTokenizer() override;
    ByteBpeTokenizer(ByteBpeTokenizer&&) noexcept;
    ByteBpeTokenizer& operator=(ByteBpeTokenizer&&) noexcept;

    int vocabSize() const override;
    // Throws Error when the text is not valid UTF-8 (naming the byte and its offset).
    // Safe to call from several threads at once. Empty text gives no tokens.
    std::vector<TokenId> encode(std::string_view text) const override;
    // Checks the text's bytes against maxTokens × the longest token, then its pieces (each
    // needs its own tokens) before any BPE, then counts as it encodes; BPE itself is
    // O(n log n) in a piece's bytes. So a text far over the limit fails in microseconds and
    // any text within maxTokens × the longest token encodes in milliseconds.
    std::vector<TokenId> encodeAtMost(std::string_view text, int maxTokens) const override;
    // The tokens' exact bytes, concatenated: decode(encode(x)) == x. Throws Error for an id
    // outside the vocabulary. A cut through a character leaves its bytes incomplete.
    std::string decode(std::span<const TokenId> ids) const override;
    // "<50300>" for an id outside the vocabulary.
    std::string displayText(TokenId id) const override;
    // The raw text wins: "\n" finds the newline token, "↵" finds the token "↵" if there is
    // one and the newline token otherwise. Tokens that share a display text resolve to the
    // lowest id.
    std::optional<TokenId> findToken(std::string_view text) const override;

    bool isSpecial(TokenId id) const;
    // What the piece cache holds now, in bytes (an estimate); it never exceeds 8 MiB.
    size_t cacheBytes() const;
    // The raw bytes of one token; empty for an id outside the vocabulary.
    std::string_view tokenBytes(TokenId id) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace kvscope
