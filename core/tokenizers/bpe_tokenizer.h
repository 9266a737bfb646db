#pragma once
// A BPE tokenizer as Hugging Face's tokenizer.json describes one — GPT-2's byte-level BPE,
// Llama 3's and Qwen's (a Split regex before it, Qwen's NFC), SentencePiece-style BPE (Llama 2,
// TinyLlama, Mistral: "▁" for spaces, <0xNN> byte tokens) — or GPT-2's vocab.json + merges.txt.
// One pipeline for all:
//   1. added tokens (<|endoftext|>, <s>, <|im_start|>) are found in the text as a whole
//   2. the text between them is normalized (NFC, Prepend "▁", Replace " " → "▁")
//   3. pre-tokenized into pieces (a Split regex, GPT-2's ByteLevel, Metaspace)
//   4. each piece is BPE-encoded (core/tokenizers/bpe_model.h)
//   5. on request, the post-processor's template adds its tokens (BOS for Llama 2)
//
// displayText follows displayBytes() in byte_level.h: "␣the", "↵", "<0xE2>"; SentencePiece's
// "▁the" shows as "␣the" too, and its byte tokens as themselves ("<0x0A>"); special tokens show
// as themselves.

#include <filesystem>
#include <memory>

#include "core/tokenizer.h"
#include "core/tokenizers/bpe_vocabulary.h"
#include "core/tokenizers/tokenizer_spec.h"

namespace kvscope {

// Whether encode adds the tokens of the post-processor's template (BOS, EOS) around the text's.
enum class TemplateTokens { Without, With };

class BpeTokenizer final : public Tokenizer {
public:
    // Both throw Error naming the file that is missing or broken, or the part of it KVScope
    // does not support.
    static BpeTokenizer fromTokenizerJson(const std::filesystem::path& tokenizerJson);
    static BpeTokenizer fromVocabAndMerges(const std::filesystem::path& vocabJson,
                                           const std::filesystem::path& mergesTxt);

    explicit BpeTokenizer(TokenizerSpec spec);
    // GPT-2's layout: byte-level, GPT-2's regex, encoder.py's merge order, the vocabulary's
    // special tokens as added tokens.
    explicit BpeTokenizer(BpeVocabulary vocabulary);
    ~BpeTokenizer() override;
    BpeTokenizer(BpeTokenizer&&) noexcept;
    BpeTokenizer& operator=(BpeTokenizer&&) noexcept;

    int vocabSize() const override;
    // The text's own tokens, without the template's (TemplateTokens::Without). Throws Error
    // when the text is not valid UTF-8 (naming the byte and its offset). Safe to call from
    // several threads at once. Empty text gives no tokens.
    std::vector<TokenId> encode(std::string_view text) const override;
    std::vector<TokenId> encode(std::string_view text, TemplateTokens tokens) const;
    // Checks the text's bytes against maxTokens × the longest token (after normalizing, where
    // normalizing may shorten it), then its pieces (each needs its own tokens) before any BPE,
    // then counts as it encodes; BPE itself is O(n log n) in a piece's symbols. So a text far
    // over the limit fails in microseconds and any text within maxTokens × the longest token
    // encodes in milliseconds — also SentencePiece-style, where a whole text is one piece. The
    // template's tokens count towards the limit.
    std::vector<TokenId> encodeAtMost(std::string_view text, int maxTokens) const override;
    std::vector<TokenId> encodeAtMost(std::string_view text, int maxTokens, TemplateTokens tokens) const;
    // The tokens' text as the file's decoder makes it: byte-level tokens' exact bytes;
    // SentencePiece's "▁" as spaces, <0xNN> as bytes, and the one space its normalizer
    // prepended dropped. decode(encode(x)) == x where isLossless(). Throws Error for an id
    // outside the vocabulary. A cut through a character leaves its bytes incomplete.
    std::string decode(std::span<const TokenId> ids) const override;
    // "<50300>" for an id outside the vocabulary.
    std::string displayText(TokenId id) const override;
    // The raw text wins: "\n" finds the newline token, "↵" finds the token "↵" if there is
    // one and the newline token otherwise; a SentencePiece token's own text ("▁the") last.
    // Tokens that share a display text resolve to the lowest id.
    std::optional<TokenId> findToken(std::string_view text) const override;

    // The template's tokens before and after the text's (Llama 2: {1} and {}).
    const TokenTemplate& templateTokens() const;
    // For the folder loader, which follows tokenizer_config.json's add_bos_token; ids must be
    // in the vocabulary. Not thread-safe: call before sharing the tokenizer.
    void setTemplateTokens(TokenTemplate tokens);
    // Whether decode(encode(x)) == x for every valid UTF-8 x: no normalizer, nothing added
    // (a prefix space) or dropped.
    bool isLossless() const;
    bool isSpecial(TokenId id) const;  // an added token marked special
    // What the piece cache holds now, in bytes (an estimate); it never exceeds 8 MiB.
    size_t cacheBytes() const;
    // The text one token stands for (" the" for GPT-2's "Ġthe" and for SentencePiece's
    // "▁the", "\n" for <0x0A>); empty for an id outside the vocabulary.
    std::string_view tokenBytes(TokenId id) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace kvscope
