#pragma once
// A GPT-2 model from a GGUF file (architecture gpt2, as llama.cpp's converter writes GPT-2
// checkpoints): its shape from the `gpt2.*` keys, rewritten as the config.json it stands for
// and read by the same reader; its byte-level BPE tokenizer from `tokenizer.ggml.*`; its
// weights under Hugging Face's GPT-2 names (core/gguf/gguf_tensors.h), in the file's own types
// or decoded, as asked.

#include <memory>
#include <string>

#include "core/gguf/gguf_file.h"
#include "core/gpt2/gpt2_model.h"
#include "core/weight_matrix.h"

namespace kvscope {

// config.json for the file's `gpt2.*` keys; throws Error naming the file and the key (a GPT-2
// MLP other than 4 × the width is refused: KVScope's GPT-2 has that shape).
std::string ggufGpt2ConfigJson(const GgufFile& file);

// `name`: what the app calls the model (the file's stem).
std::shared_ptr<Gpt2Model> loadGpt2Gguf(const GgufFile& file, const std::string& name,
                                        WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope
