#pragma once
// A Llama-family model as Hugging Face saves it: config.json, model.safetensors (or shards
// with model.safetensors.index.json), tokenizer.json and, optionally, tokenizer_config.json
// (whether prompts start with the BOS token) and KVScope's heads.json (head labels).

#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "core/llama/llama_model.h"
#include "core/llama/llama_weights.h"
#include "core/tokenizers/tokenizer_folder.h"
#include "core/weight_matrix.h"

namespace kvscope {

// Loads the folder. Throws Error naming the missing or broken file, e.g. "m/tokenizer.json:
// missing; a llama model folder needs config.json, its weights and tokenizer.json".
std::shared_ptr<LlamaModel> loadLlamaFolder(const std::filesystem::path& folder,
                                            WeightPrecision precision = WeightPrecision::F32);

// The same files already in memory (a model embedded in the app). The bytes must outlive the
// call only. tokenizerConfigJson and headsJson may be empty. Not const, so the caller can still
// give it a title and prompts.
// A model from its weights and tokenizer, read from any source (a folder, memory, a GGUF file):
// the tokenizer must fit the weights' vocabulary (else an Error naming `tokenizerSource`), and
// prompts start with BOS when the tokenizer adds it.
std::shared_ptr<LlamaModel> assembleLlamaModel(LlamaWeights weights, const FolderTokenizer& tokenizer,
                                               const std::string& name, const std::string& tokenizerSource);

struct LlamaFilesInMemory {
    std::string name;  // the model's name, e.g. "tiny-gqa"
    std::string_view configJson;
    std::span<const std::byte> safetensors;
    std::string_view tokenizerJson;
    std::string_view tokenizerConfigJson;
    std::string_view headsJson;
};
std::shared_ptr<LlamaModel> loadLlamaFromMemory(const LlamaFilesInMemory& files,
                                                WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope
