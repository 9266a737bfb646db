#pragma once
// Finds a model by name (the ones shipped inside the app) or by path (the user's files).

#include <string>
#include <string_view>
#include <vector>

#include "core/model.h"
#include "core/weight_matrix.h"

namespace kvscope {

struct BuiltinModel {
    std::string name;   // what --model takes, e.g. "weather"
    std::string label;  // short enough for a chooser: "The article's weather example"
    std::string title;
    std::string kind;   // "toy" or "gpt2"
};

std::vector<BuiltinModel> builtinModels();

// `nameOrPath`: a built-in name, a GPT-2 model folder (config.json, model.safetensors and
// tokenizer.json or vocab.json + merges.txt; or the path of its config.json or
// model.safetensors), or a toy .json file. Throws Error naming the file and the
// problem, or listing the built-in names.
// `precision` applies to GPT-2 models (the toy computes in exact doubles).
ModelPtr loadModel(std::string_view nameOrPath, WeightPrecision precision = WeightPrecision::F32);

// The embedded weather example (never fails).
ModelPtr weatherModel();

// The embedded kvscope-tiny GPT (resources/models/kvscope-tiny), with its head labels and
// classroom prompts. Loaded once and shared: it is immutable.
ModelPtr tinyModel(WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope
