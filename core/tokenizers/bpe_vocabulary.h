#pragma once
// The vocabulary and merges of a BPE tokenizer as files give them: GPT-2's vocab.json +
// merges.txt here; tokenizer.json's model section through the same VocabularyBuilder
// (core/tokenizers/tokenizer_json.h). Byte-level vocabularies are converted from the files'
// byte-level characters to raw bytes; others keep the file's text.

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/io/json_reader.h"
#include "core/types.h"

namespace kvscope {

// Merging the adjacent tokens left, right gives `merged`.
struct BpeMerge {
    TokenId left = 0;
    TokenId right = 0;
    TokenId merged = 0;
};

struct BpeVocabulary {
    std::vector<std::string> tokens;  // (V) each id's raw bytes; empty for an id no entry uses
    std::vector<BpeMerge> merges;     // by rank: merges[0] is tried first
    std::vector<TokenId> special;     // matched as whole tokens in the input, never merged into
};

// Refused above this many ids: larger ones are a broken file, not a tokenizer.
inline constexpr int kMaxBpeVocab = 1 << 22;

// vocab.json (token → id) and merges.txt (one "a b" per line after a "#version" line).
// Vocabulary entries of the form <|…|> (GPT-2's <|endoftext|>) are the special tokens.
// Errors name the file and the place: "merges.txt: line 3 ('Ġ q z') must be two tokens
// separated by one space", "vocab.json: ["!"]: expected a whole number from 0 to 4194303".
BpeVocabulary parseVocabAndMerges(std::string_view vocabJson, std::string_view vocabSource,
                                  std::string_view mergesTxt, std::string_view mergesSource);

// Collects id → text from a file, checking that ids are in range and used once, and resolves
// merges given as text to ids.
class VocabularyBuilder {
public:
    // `byteLevel`: the file writes tokens in GPT-2's byte-level alphabet (converted to bytes).
    VocabularyBuilder(std::string_view source, bool byteLevel);

    // `literal` entries (added tokens) are the text itself, byte-level or not. `id` is the
    // token's id in the file; errors name its place there.
    TokenId add(const std::string& text, const JsonValue& id, bool literal);
    // One merge, given in the file's text; `where` says where it is, file included
    // ("merges.txt: line 3", "tokenizer.json: model.merges[2]") — asked only when the merge is
    // wrong, so a vocabulary's 50,000 merges build no message.
    void merge(const std::string& left, const std::string& right, const std::function<Message()>& where);
    void special(TokenId id) { v_.special.push_back(id); }
    std::optional<TokenId> find(const std::string& fileText) const;

    // A byte-level vocabulary must have all 256 bytes.
    BpeVocabulary finish();

private:
    std::optional<std::string> toModel(const std::string& fileText) const;

    std::string source_;
    bool byteLevel_;
    BpeVocabulary v_;
    std::unordered_map<std::string, TokenId> ids_;  // model text → id
};

}  // namespace kvscope
