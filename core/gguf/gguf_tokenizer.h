#pragma once
// A GGUF file's tokenizer (tokenizer.ggml.*) as the Hugging Face files it stands for, read by
// KVScope's own tokenizer readers: byte-level BPE with merges (the `gpt2` tokenizer model,
// with the pre-tokenizer `tokenizer.ggml.pre` names: default/gpt2/gpt-2, llama-bpe, qwen2) or
// SentencePiece BPE with scores (the `llama` model: its merges are every split of each token
// into two tokens, ranked by the score of the token they make — what Hugging Face's converter
// does with a SentencePiece model). Control tokens are matched whole; BOS, EOS, add_bos_token
// and add_space_prefix as llama.cpp reads them.

#include <string>

#include "core/gguf/gguf_file.h"
#include "core/tokenizers/tokenizer_folder.h"

namespace kvscope {

struct GgufTokenizerFiles {
    std::string tokenizerJson;
    std::string tokenizerConfigJson;
};
// Throws Error naming the file and the key: a missing or mistyped key, an unknown tokenizer
// model or pre-tokenizer, counts that disagree, a token id out of range.
GgufTokenizerFiles ggufTokenizerFiles(const GgufFile& file);
FolderTokenizer ggufTokenizer(const GgufFile& file);

}  // namespace kvscope
