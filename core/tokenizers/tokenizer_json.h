#pragma once
// Reads Hugging Face's tokenizer.json for a BPE model — GPT-2, Llama 2 / TinyLlama / Mistral
// (SentencePiece-style), Llama 3, Qwen2/3, SmolLM2 — into a checked TokenizerSpec. Each
// component the file names must be one KVScope implements exactly:
//   normalizer      NFC, NFD, NFKC, NFKD, Replace, Prepend, Strip, Sequence
//   pre_tokenizer   Split, ByteLevel (last), Metaspace, Digits, Sequence
//   model           BPE without dropout or subword affixes; byte_fallback, fuse_unk,
//                   ignore_merges, unk_token; merges as "a b" strings or [a, b] pairs
//   post_processor  TemplateProcessing, ByteLevel, Sequence
//   decoder         ByteLevel, Replace, ByteFallback, Fuse, Strip, Metaspace, Sequence
// Anything else is an Error that names the file, the place and the type:
//   tokenizer.json: model.type: expected "BPE" (KVScope reads BPE tokenizers), found the string "Unigram"
//   tokenizer.json: normalizer.type "BertNormalizer" is not supported (KVScope reads NFC, ...)

#include <string_view>

#include "core/tokenizers/tokenizer_spec.h"

namespace kvscope {

// `source` starts every error message ("tokenizer.json", "models/tiny/tokenizer.json").
TokenizerSpec parseTokenizerJson(std::string_view json, std::string_view source);

}  // namespace kvscope
