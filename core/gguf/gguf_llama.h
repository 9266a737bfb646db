#pragma once
// A Llama-family model from a GGUF file (architectures llama, qwen2, qwen3): its shape from
// the `[arch].*` keys, its tokenizer from `tokenizer.ggml.*` (byte-level BPE with merges —
// the `gpt2` tokenizer model, with the pre-tokenizer `tokenizer.ggml.pre` names — or
// SentencePiece BPE with scores, the `llama` model), its weights
// from the tensors in any supported ggml type, decoded to floats. The metadata is rewritten
// as the Hugging Face files it stands for (config.json, tokenizer.json,
// tokenizer_config.json) and read by the same readers, so a GGUF model and its Hugging Face
// folder are checked alike and compute alike.

#include <filesystem>
#include <memory>
#include <string>

#include "core/gguf/gguf_file.h"
#include "core/llama/llama_model.h"
#include "core/weight_matrix.h"

namespace kvscope {

// The Hugging Face files a GGUF file's metadata stands for (for the loader and for tests).
struct GgufAsHuggingFace {
    std::string configJson;
    std::string tokenizerJson;
    std::string tokenizerConfigJson;
    bool interleavedRope = false;  // the llama architecture: Q and K rows to put back
};
// Throws Error naming the file and the key: a missing or mistyped key, an architecture or
// tokenizer model KVScope does not read.
GgufAsHuggingFace ggufAsHuggingFace(const GgufFile& file);

// Whether general.architecture is one loadLlamaGguf reads.
bool isLlamaGgufArchitecture(std::string_view architecture);

// `name`: what the app calls the model (the file's stem). The weights are copied out of the
// mapped file, which may close afterwards.
std::shared_ptr<LlamaModel> loadLlamaGguf(const GgufFile& file, const std::string& name,
                                          WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope
