#pragma once
// The BPE model: turns one piece of text (from the pre-tokenizer) into token ids. The piece
// starts as one symbol per byte (byte-level vocabularies) or per character (SentencePiece-style:
// a character with no token falls back to its <0xNN> byte tokens, or to unk); then merges are
// applied in the spec's MergeOrder until none applies. A heap of candidate pairs ordered by
// (rank, position) does this in O(n log n) for a piece of n symbols.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/tokenizers/tokenizer_spec.h"

namespace kvscope {

class BpeModel {
public:
    // Throws Error (without a file name; the reader adds it) for merges outside the
    // vocabulary, a byte-level vocabulary without all 256 bytes, an unk outside it.
    explicit BpeModel(BpeModelSpec spec);
    ~BpeModel();
    BpeModel(BpeModel&&) noexcept;
    BpeModel& operator=(BpeModel&&) noexcept;

    // Appends the ids of `piece` (in the model's alphabet) to `out`. Throws Error for a
    // character with no token when there is no unk token. Thread-safe.
    void encodePiece(std::string_view piece, std::vector<TokenId>& out) const;

    // The most bytes of a piece one token covers; nothing when a token may cover any number
    // (a fused unk). No piece of n bytes needs fewer than n / longest tokens.
    std::optional<size_t> longestToken() const;
    int size() const;
    const std::string& token(TokenId id) const;  // the model's text of a valid id
    std::optional<TokenId> find(std::string_view modelText) const;  // among model.vocab
    bool byteLevel() const;
    // What the piece cache holds now, in bytes (an estimate); it never exceeds 8 MiB.
    size_t cacheBytes() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace kvscope
