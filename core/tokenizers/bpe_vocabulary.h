#pragma once
// Reads what a byte-level BPE tokenizer is made of — vocabulary, merges by rank, special
// tokens — from Hugging Face's tokenizer.json or from GPT-2's vocab.json + merges.txt, and
// converts every token from the files' byte-level characters to raw bytes.

#include <string>
#include <string_view>
#include <vector>

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

// tokenizer.json: model.type "BPE" with a ByteLevel pre-tokenizer (GPT-2's layout), merges as
// "a b" strings or [a, b] pairs; every entry of added_tokens is special. `source` names the
// file in errors: "tokenizer.json: model.merges[6] ('Ġ t') needs 'Ġt', which is not in the
// vocabulary", "tokenizer.json: model.vocab["he"]: expected a whole number from 0 to 4194303,
// found -3".
BpeVocabulary parseTokenizerJson(std::string_view json, std::string_view source);

// vocab.json (token → id) and merges.txt (one "a b" per line after a "#version" line).
// Vocabulary entries of the form <|…|> (GPT-2's <|endoftext|>) are the special tokens.
BpeVocabulary parseVocabAndMerges(std::string_view vocabJson, std::string_view vocabSource,
                                  std::string_view mergesTxt, std::string_view mergesSource);

}  // namespace kvscope
