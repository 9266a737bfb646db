#pragma once
// Finds a model by name (the ones shipped inside the app) or by path (the user's files).

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/model.h"
#include "core/weight_matrix.h"

namespace kvscope {

struct BuiltinModel {
    std::string name;   // what --model takes, e.g. "weather"
    std::string label;  // short enough for a chooser: "The article's weather example"
    Message title;      // (translated in the app)
    std::string kind;   // "toy", "gpt2" or "llama"
};

std::vector<BuiltinModel> builtinModels();

// `nameOrPath`: a built-in name, a model folder (or the path of its config.json, its
// model.safetensors or model.safetensors.index.json): GPT-2 (config.json, model.safetensors
// and tokenizer.json or vocab.json + merges.txt) or the Llama family (model_type llama,
// mistral, qwen2, qwen3: config.json, model.safetensors or shards with their index,
// tokenizer.json, optionally tokenizer_config.json), or a toy .json file. Throws Error
// naming the file and the problem, or listing the built-in names.
// `precision` applies to real models (the toy computes in exact doubles); Stored keeps a GGUF
// file's own types and is f32 for every model stored as floats.
ModelPtr loadModel(std::string_view nameOrPath, WeightPrecision precision = WeightPrecision::F32);
// A .gguf file (by extension, any case), opened by the reader of its general.architecture.
bool isGgufFile(const std::filesystem::path& path);
ModelPtr loadGgufModel(const std::filesystem::path& path, WeightPrecision precision = WeightPrecision::F32);

// config.json's model_type in a model folder: "gpt2" when the file does not say (older GPT-2
// files), "" when there is no readable config.json (the GPT-2 loader then says what is wrong
// with the folder). Throws Error for a type no reader accepts, listing those that are.
std::string modelTypeOf(const std::filesystem::path& folder);

// The embedded weather example (never fails).
ModelPtr weatherModel();

// The embedded kvscope-tiny GPT (resources/models/kvscope-tiny), with its head labels and
// classroom prompts. Loaded once and shared: it is immutable.
ModelPtr tinyModel(WeightPrecision precision = WeightPrecision::F32);

// The embedded kvscope-tiny-gqa (resources/models/kvscope-tiny-gqa): a Llama-style model whose 8
// query heads share 2 KV heads, trained on the tiny GPT's corpus with its tokenizer. Loaded once.
ModelPtr tinyGqaModel(WeightPrecision precision = WeightPrecision::F32);

// The embedded kvscope-tiny-draft (resources/models/kvscope-tiny-draft): the tiny GPT's first
// training stage (4 layers), with its tokenizer — the draft model of speculative decoding.
ModelPtr tinyDraftModel(WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope
