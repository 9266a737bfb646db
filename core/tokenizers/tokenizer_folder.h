#pragma once
// The tokenizer of a Hugging Face model folder, with what a model loader needs besides it:
// which token begins a text (BOS), whether encoding with the template adds it, and which
// tokens end one (EOS).
//
// Reads tokenizer.json (or GPT-2's vocab.json + merges.txt) and, when they are there,
//   tokenizer_config.json   bos_token, eos_token (a string, or an object with "content"),
//                           add_bos_token / add_eos_token, which override whether the
//                           template adds them (as transformers' LlamaTokenizerFast does)
//   generation_config.json  eos_token_id (a number or a list): more tokens that end a text
// Without tokenizer_config.json, a template that puts one token before the text names the BOS.

#include <filesystem>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "core/tokenizers/bpe_tokenizer.h"

namespace kvscope {

struct SpecialTokenIds {
    std::optional<TokenId> bos;  // the token that begins a text, if the tokenizer names one
    bool addsBos = false;        // encode(text, TemplateTokens::With) starts with it
    std::vector<TokenId> eos;    // the tokens that end a text (generation stops at any); may be empty
};

struct FolderTokenizer {
    std::shared_ptr<const BpeTokenizer> tokenizer;
    SpecialTokenIds specials;
};

// Throws Error naming the folder or the file that is missing, broken, or names a token the
// tokenizer does not have: "m: no tokenizer (tokenizer.json, or vocab.json and merges.txt)",
// "m/tokenizer_config.json: bos_token: '<s>' is not a token of the tokenizer".
FolderTokenizer loadTokenizerFolder(const std::filesystem::path& folder);

// The same for files already in memory (an embedded model). `tokenizerConfigJson` and
// `generationConfigJson` may be empty (absent). `name` prefixes the files in errors.
FolderTokenizer tokenizerFromMemory(std::string_view name, std::string_view tokenizerJson,
                                    std::string_view tokenizerConfigJson = {},
                                    std::string_view generationConfigJson = {});

}  // namespace kvscope
