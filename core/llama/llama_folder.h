#pragma once
// A Llama-family model as Hugging Face saves it: config.json, model.safetensors (or shards
// with model.safetensors.index.json), tokenizer.json and, optionally, tokenizer_config.json
// (whether prompts start with the BOS token) and KVScope's heads.json (head labels).

#include <filesystem>
#include <memory>

#include "core/llama/llama_model.h"
#include "core/weight_matrix.h"

namespace kvscope {

// Loads the folder. Throws Error naming the missing or broken file, e.g. "m/tokenizer.json:
// missing; a llama model folder needs config.json, its weights and tokenizer.json".
std::shared_ptr<LlamaModel> loadLlamaFolder(const std::filesystem::path& folder,
                                            WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope
