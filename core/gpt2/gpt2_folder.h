#pragma once
// A GPT-2 model as Hugging Face saves it: one folder with config.json, model.safetensors and
// the tokenizer (tokenizer.json, or vocab.json + merges.txt).

#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/gpt2/gpt2_model.h"

namespace kvscope {

// The model folder `path` names: the folder itself, or its config.json / model.safetensors.
// nullopt when `path` is none of these (e.g. a toy .json file).
std::optional<std::filesystem::path> gpt2FolderOf(const std::filesystem::path& path);

// Throws Error unless config.json and model.safetensors are there as regular files, naming
// what each really is: "m/config.json: missing; a model folder needs …",
// "m/model.safetensors: is a named pipe (FIFO), not a file; …", "m: not a model folder
// (it has neither config.json nor model.safetensors)".
void checkGpt2FolderFiles(const std::filesystem::path& folder);

// Loads the folder (checkGpt2FolderFiles first); an optional heads.json (core/gpt2/head_labels.h)
// names the heads. Throws Error naming the missing or broken file, e.g. "models/tiny: no tokenizer
// (tokenizer.json, or vocab.json and merges.txt)". `precision`: how the weight matrices are kept
// (f16 halves memory and decode time).
std::shared_ptr<const Gpt2Model> loadGpt2Folder(const std::filesystem::path& folder,
                                                WeightPrecision precision = WeightPrecision::F32);

// The same files already in memory (the model embedded in the app). The bytes must outlive
// the call only; the model copies what it keeps. headsJson may be empty. Not const, so
// the caller can still give it a title and prompts.
struct Gpt2FilesInMemory {
    std::string name;                      // the model's name, e.g. "tiny"
    std::string_view configJson;
    std::span<const std::byte> safetensors;
    std::string_view tokenizerJson;
    std::string_view headsJson;
};
std::shared_ptr<Gpt2Model> loadGpt2FromMemory(const Gpt2FilesInMemory& files,
                                              WeightPrecision precision = WeightPrecision::F32);

}  // namespace kvscope
