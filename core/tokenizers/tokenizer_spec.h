#pragma once
// Everything a BPE tokenizer is made of, each part already read and checked: what
// core/tokenizers/tokenizer_json.h reads from tokenizer.json and BpeTokenizer is built from.
// GPT-2's vocab.json + merges.txt (bpe_vocabulary.h) become one of these too.

#include <optional>
#include <string>
#include <vector>

#include "core/tokenizers/bpe_vocabulary.h"
#include "core/tokenizers/decoder.h"
#include "core/tokenizers/normalizer.h"
#include "core/tokenizers/pre_tokenizer.h"
#include "core/types.h"

namespace kvscope {

// How BPE picks the next merge when several apply. The two differ only for merge lists where
// a merge comes before a merge that makes one of its parts, which trained vocabularies never
// have; each file format keeps the rule of the code that defines it.
enum class MergeOrder {
    // Hugging Face's tokenizers (also tiktoken, SentencePiece): one merge at a time, the
    // lowest rank first, the leftmost of equal ranks. tokenizer.json.
    LowestRankFirst,
    // OpenAI's encoder.py: pass by pass, the lowest rank present merged at every place, left
    // to right, before any merge it makes possible. GPT-2's vocab.json + merges.txt.
    EncoderPyPasses,
};

// The BPE model: vocabulary and merges.
struct BpeModelSpec {
    // (V) each id's text as the model sees it: raw bytes for a byte-level vocabulary, the
    // file's text (with "▁" for spaces) for a SentencePiece-style one; added tokens' content.
    // Empty for an id no entry uses.
    std::vector<std::string> tokens;
    std::vector<bool> inModel;      // (V) the id is in model.vocab (BPE may produce it)
    std::vector<BpeMerge> merges;   // by rank: merges[0] is tried first
    bool byteLevel = true;          // pieces are bytes; all 256 single bytes are tokens
    bool byteFallback = false;      // a character with no token becomes its <0xNN> byte tokens
    bool fuseUnk = false;           // a run of unknown characters becomes one unk token
    bool ignoreMerges = false;      // a piece that is a token is that token, merges or not
    std::optional<TokenId> unk;     // for a character with no token
    MergeOrder order = MergeOrder::LowestRankFirst;
};

// A token matched in the text as a whole before normalizing and BPE (tokenizer.json's
// added_tokens): <|endoftext|>, <s>, <|im_start|>, Qwen's <think>.
struct AddedToken {
    TokenId id = 0;
    std::string content;
    bool special = false;     // a control token (BOS, EOS, chat markers), not text
    bool lstrip = false;      // takes the white space before it
    bool rstrip = false;      // takes the white space after it
    bool singleWord = false;  // only where no letter, digit or _ is directly beside it
};

// The single-text template of the post-processor: the ids put before and after the text's own
// when a caller asks for special tokens (Llama 2's <s>).
struct TokenTemplate {
    std::vector<TokenId> before, after;
};

struct TokenizerSpec {
    BpeModelSpec model;
    std::vector<AddedToken> added;
    Normalizer normalizer;
    PreTokenizer preTokenizer;
    Decoder decoder;
    TokenTemplate post;
};

}  // namespace kvscope
