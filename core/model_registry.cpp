#include "core/model_registry.h"

#include <algorithm>
#include <cctype>

#include "core/gguf/gguf_file.h"
#include "core/gguf/gguf_gpt2.h"
#include "core/gguf/gguf_llama.h"

#include <filesystem>
#include <span>

#include "core/format.h"
#include "core/gpt2/gpt2_config.h"
#include "core/gpt2/gpt2_folder.h"
#include "core/gpt2/gpt2_model.h"
#include "core/io/file_kind.h"
#include "core/io/json_reader.h"
#include "core/llama/llama_config.h"
#include "core/llama/llama_folder.h"
#include "core/llama/llama_model.h"
#include "core/io/text_file.h"
#include "core/toy/toy_model.h"
#include "resources/embedded_resources.h"

namespace kvscope {

namespace {
constexpr const char* kWeatherResource = "toy/weather.json";
constexpr const char* kTinyFolder = "models/kvscope-tiny/";
constexpr const char* kTinyGqaFolder = "models/kvscope-tiny-gqa/";
constexpr const char* kTinyDraftFolder = "models/kvscope-tiny-draft/";

std::string_view embeddedFile(const std::string& folder, const char* file) {
    const auto bytes = embeddedResource(folder + file);
    if (!bytes) throw Error(msg("the app was built without %1", folder + file));
    return *bytes;
}

std::span<const std::byte> asBytes(std::string_view data) {
    return std::as_bytes(std::span(data.data(), data.size()));
}

// The prompts the trained models' cards show continuations for (they read the same books).
const std::vector<std::string> kTrainedExamplePrompts{"Today's weather is so", "The cat sat on the",
                                                      "Once upon a time", "She opened the door and",
                                                      "It is a truth universally acknowledged that"};

// "8 layers × 8 heads", read from an embedded GPT-2 config, so the chooser names the shape of
// the weights it will load.
Message gpt2Shape(const std::string& folder) {
    const Gpt2Config c = parseGpt2Config(embeddedFile(folder, "config.json"), folder + "config.json");
    return msg("%1 layers × %2 heads", c.nLayer, c.nHead);
}

const Message& tinyTitle() {
    static const Message title =
        msg("KVScope tiny GPT (%1, trained on public-domain books)", gpt2Shape(kTinyFolder));
    return title;
}

const Message& tinyDraftTitle() {
    static const Message title = msg(
        "KVScope tiny draft GPT (%1, the tiny GPT's first stage: a draft model for speculative decoding)",
        gpt2Shape(kTinyDraftFolder));
    return title;
}

const Message& tinyGqaTitle() {
    static const Message title = [] {
        const LlamaConfig c =
            parseLlamaConfig(embeddedFile(kTinyGqaFolder, "config.json"), "kvscope-tiny-gqa/config.json");
        return msg("KVScope tiny GQA (Llama-style, %1 layers × %2 query heads sharing %3 KV heads, trained on "
                   "public-domain books)",
                   c.layers, c.heads, c.kvHeads);
    }();
    return title;
}

}  // namespace

std::vector<BuiltinModel> builtinModels() {
    return {{"weather", "The article's weather example", msg("Today's weather is so … (the article's rule-based example)"), "toy"},
            {"tiny", "KVScope tiny GPT", tinyTitle(), "gpt2"},
            {"tiny-gqa", "KVScope tiny GQA", tinyGqaTitle(), "llama"},
            {"tiny-draft", "KVScope tiny draft GPT", tinyDraftTitle(), "gpt2"}};
}

namespace {
// The tiny GPT, or its first stage (the draft: same tokenizer, the same tokenizer.json bytes).
std::shared_ptr<const Gpt2Model> loadTinyGpt(const char* name, const std::string& folder, const Message& title,
                                             WeightPrecision precision) {
    auto described = loadGpt2FromMemory(
        {name, embeddedFile(folder, "config.json"), asBytes(embeddedFile(folder, "model.safetensors")),
         embeddedFile(kTinyFolder, "tokenizer.json"), embeddedFile(folder, "heads.json")},
        precision);
    described->setTitle(title);
    described->setExamplePrompts(kTrainedExamplePrompts);
    return std::shared_ptr<const Gpt2Model>(std::move(described));
}
std::shared_ptr<const Gpt2Model> loadTiny(WeightPrecision precision) {
    return loadTinyGpt("tiny", kTinyFolder, tinyTitle(), precision);
}
std::shared_ptr<const Gpt2Model> loadTinyDraft(WeightPrecision precision) {
    return loadTinyGpt("tiny-draft", kTinyDraftFolder, tinyDraftTitle(), precision);
}

// The GQA model was trained with the tiny GPT's tokenizer: its folder holds a copy of the same
// tokenizer.json (tst_tiny_gqa_model checks the bytes agree), so the app embeds that file once.
std::shared_ptr<const LlamaModel> loadTinyGqa(WeightPrecision precision) {
    auto described = loadLlamaFromMemory(
        {"tiny-gqa", embeddedFile(kTinyGqaFolder, "config.json"),
         asBytes(embeddedFile(kTinyGqaFolder, "model.safetensors")), embeddedFile(kTinyFolder, "tokenizer.json"),
         embeddedFile(kTinyGqaFolder, "tokenizer_config.json"), embeddedFile(kTinyGqaFolder, "heads.json")},
        precision);
    described->setTitle(tinyGqaTitle());
    described->setExamplePrompts(kTrainedExamplePrompts);
    return std::shared_ptr<const LlamaModel>(std::move(described));
}
}  // namespace

ModelPtr tinyModel(WeightPrecision precision) {
    // (their files hold floats: Stored is f32.) Parsing 4 MB of weights takes milliseconds, but the app and the tests ask repeatedly.
    static const std::shared_ptr<const Gpt2Model> f32 = loadTiny(WeightPrecision::F32);
    if (precision != WeightPrecision::F16) return f32;
    static const std::shared_ptr<const Gpt2Model> f16 = loadTiny(WeightPrecision::F16);
    return f16;
}

ModelPtr tinyDraftModel(WeightPrecision precision) {
    static const std::shared_ptr<const Gpt2Model> f32 = loadTinyDraft(WeightPrecision::F32);
    if (precision != WeightPrecision::F16) return f32;
    static const std::shared_ptr<const Gpt2Model> f16 = loadTinyDraft(WeightPrecision::F16);
    return f16;
}

ModelPtr tinyGqaModel(WeightPrecision precision) {
    static const std::shared_ptr<const LlamaModel> f32 = loadTinyGqa(WeightPrecision::F32);
    if (precision != WeightPrecision::F16) return f32;
    static const std::shared_ptr<const LlamaModel> f16 = loadTinyGqa(WeightPrecision::F16);
    return f16;
}

ModelPtr weatherModel() {
    const auto text = embeddedResource(kWeatherResource);
    return std::make_shared<ToyModel>(parseToySpec(*text, "weather.json"));
}

std::string modelTypeOf(const std::filesystem::path& folder) {
    const std::filesystem::path file = folder / "config.json";
    if (notARegularFile(file)) return "";
    const JsonDocument doc(readTextFile(file, kMaxConfigBytes), "config.json");
    const auto type = doc.root().object().find("model_type");
    if (!type) return "gpt2";
    const std::string text = type->text();
    if (text != "gpt2" && !isLlamaModelType(text))
        type->fail(msg("\"%1\" is not a model type KVScope reads (it reads gpt2, %2)", text, llamaModelTypes()));
    return text;
}

bool isGgufFile(const std::filesystem::path& path) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext == ".gguf";
}

ModelPtr loadGgufModel(const std::filesystem::path& path, WeightPrecision precision) {
    // the architecture decides the reader; the file is read once
    const GgufFile file(path);
    const std::string arch = file.string("general.architecture");
    if (isLlamaGgufArchitecture(arch)) return loadLlamaGguf(file, path.stem().string(), precision);
    if (arch == "gpt2") return loadGpt2Gguf(file, path.stem().string(), precision);
    throw Error(msg("%1: general.architecture is \"%2\"; KVScope opens gpt2, llama, qwen2 and qwen3 GGUF files",
                    path.filename().string(), arch));
}

ModelPtr loadModel(std::string_view nameOrPath, WeightPrecision precision) {
    if (nameOrPath == "weather") return weatherModel();
    if (nameOrPath == "tiny") return tinyModel(precision);
    if (nameOrPath == "tiny-gqa") return tinyGqaModel(precision);
    if (nameOrPath == "tiny-draft") return tinyDraftModel(precision);

    namespace fs = std::filesystem;
    const fs::path path{std::string(nameOrPath)};
    std::error_code ec;
    // A GPT-2 folder (or its config.json / model.safetensors) before a toy .json file.
    if (const auto folder = gpt2FolderOf(path)) {
        if (isLlamaModelType(modelTypeOf(*folder))) return loadLlamaFolder(*folder, precision);
        return loadGpt2Folder(*folder, precision);
    }
    const std::optional<Message> problem = notARegularFile(path);
    if (!problem && isGgufFile(path)) return loadGgufModel(path, precision);
    if (!problem && path.extension() == ".json")
        return std::make_shared<ToyModel>(
            parseToySpec(readTextFile(path, kMaxToyBytes), path.filename().string()));

    // Something is there (a symbolic link counts, even one that loops or dangles): say what.
    if (fs::exists(fs::symlink_status(path, ec))) {
        if (problem)
            throw Error(msg("%1: %2; give a model folder (GPT-2 or Llama family), a .gguf file or a toy .json file",
                            path.string(), *problem));
        throw Error(msg("%1: not a model this version can open (a GPT-2 or Llama-family model folder, a .gguf "
                        "file or a toy .json file)",
                        path.string()));
    }
    std::vector<std::string> list;
    for (const BuiltinModel& m : builtinModels()) list.push_back(m.name);
    const std::string names = join(list, ", ");
    throw Error(msg("no model called '%1'; built-in models: %2, or give the path of a model folder (GPT-2 or "
                    "Llama family), a .gguf file or a toy .json file",
                    nameOrPath, names));
}

}  // namespace kvscope
