#pragma once
// A GPT-2 model as Hugging Face saves it: one folder with config.json, model.safetensors and
// the tokenizer (tokenizer.json, or vocab.json + merges.txt).

#include <filesystem>
#include <memory>
#include <optional>

#include "core/gpt2/gpt2_model.h"

namespace kvscope {

// The model folder `path` names: the folder itself, or its config.json / model.safetensors.
// nullopt when `path` is none of these (e.g. a toy .json file).
std::optional<std::filesystem::path> gpt2FolderOf(const std::filesystem::path& path);

// Loads the folder. Throws Error naming the missing or broken file, e.g.
// "models/tiny: no tokenizer (tokenizer.json, or vocab.json and merges.txt)".
std::shared_ptr<const Gpt2Model> loadGpt2Folder(const std::filesystem::path& folder);

}  // namespace kvscope
