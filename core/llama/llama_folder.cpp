#include "core/llama/llama_folder.h"

#include "core/gpt2/head_labels.h"
#include "core/io/file_kind.h"
#include "core/io/text_file.h"
#include "core/tokenizers/tokenizer_folder.h"

namespace kvscope {

namespace fs = std::filesystem;

namespace {

bool present(const fs::path& path) {
    std::error_code ec;
    return fs::exists(fs::symlink_status(path, ec));
}

// The text prompts start with: the BOS token when the tokenizer adds it (its template, or
// tokenizer_config.json's add_bos_token: Llama's do, Qwen's have no BOS), "" otherwise.
std::string promptPrefixOf(const FolderTokenizer& t) {
    if (!t.specials.addsBos || !t.specials.bos) return "";
    return std::string(t.tokenizer->tokenBytes(*t.specials.bos));
}

}  // namespace

std::shared_ptr<LlamaModel> assembleLlamaModel(LlamaWeights weights, const FolderTokenizer& tokenizer,
                                               const std::string& name, const std::string& tokenizerFile) {
    std::shared_ptr<LlamaModel> model;
    try {
        model = std::make_shared<LlamaModel>(std::move(weights), tokenizer.tokenizer, name);
    } catch (const Error& e) {
        throw Error(msg("%1: %2", tokenizerFile, e.message()));  // the tokenizer does not fit the model
    }
    model->setPromptPrefix(promptPrefixOf(tokenizer));
    return model;
}

std::shared_ptr<LlamaModel> loadLlamaFolder(const fs::path& folder, WeightPrecision precision) {
    const fs::path tokenizerFile = folder / "tokenizer.json";
    if (const auto problem = present(tokenizerFile) ? notARegularFile(tokenizerFile) : std::optional<Message>(msg("missing")))
        throw Error(msg("%1: %2; a Llama-family model folder needs config.json, its weights and tokenizer.json",
                        tokenizerFile.string(), *problem));
    // the tokenizer first: the cheapest file to read and the commonest to forget
    const FolderTokenizer tokenizer = loadTokenizerFolder(folder);

    LlamaWeights weights = loadLlamaWeights(folder, precision);
    std::error_code ec;
    const fs::path absolute = fs::absolute(folder, ec).lexically_normal();
    std::string name = (absolute.has_filename() ? absolute : absolute.parent_path()).filename().string();
    if (name.empty()) name = weights.config.modelType;
    auto model = assembleLlamaModel(std::move(weights), tokenizer, name, tokenizerFile.string());
    const fs::path heads = folder / "heads.json";
    if (present(heads))
        model->setHeadNames(parseHeadLabels(readTextFile(heads, kMaxHeadsBytes), heads.string(), model->info().layers,
                                            model->info().heads));
    return model;
}

std::shared_ptr<LlamaModel> loadLlamaFromMemory(const LlamaFilesInMemory& files, WeightPrecision precision) {
    const std::string prefix = files.name + "/";
    const LlamaConfig config = parseLlamaConfig(files.configJson, prefix + "config.json");
    const TensorFiles weights(std::make_shared<const SafetensorsFile>(prefix + "model.safetensors", files.safetensors));
    const FolderTokenizer tokenizer = tokenizerFromMemory(files.name, files.tokenizerJson, files.tokenizerConfigJson);
    auto model = assembleLlamaModel(readLlamaWeights(config, weights, precision), tokenizer, files.name, prefix + "tokenizer.json");
    if (!files.headsJson.empty())
        model->setHeadNames(parseHeadLabels(files.headsJson, prefix + "heads.json", model->info().layers,
                                            model->info().heads));
    return model;
}

}  // namespace kvscope
