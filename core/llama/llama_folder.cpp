#include "core/llama/llama_folder.h"

#include "core/gpt2/bpe_vocabulary.h"
#include "core/gpt2/byte_bpe_tokenizer.h"
#include "core/gpt2/head_labels.h"
#include "core/io/file_kind.h"
#include "core/io/json_reader.h"
#include "core/io/text_file.h"

namespace kvscope {

namespace fs = std::filesystem;

namespace {

bool present(const fs::path& path) {
    std::error_code ec;
    return fs::exists(fs::symlink_status(path, ec));
}

// The text prompts start with: the BOS token when tokenizer_config.json says add_bos_token
// (Llama's tokenizers do, Qwen's have no BOS), "" otherwise or without the file.
std::string promptPrefixOf(std::string_view tokenizerConfigJson, const std::string& source, const Tokenizer& tokenizer) {
    if (tokenizerConfigJson.empty()) return "";
    const JsonDocument doc(tokenizerConfigJson, source);
    const JsonValue root = doc.root().object();
    const auto add = root.find("add_bos_token");
    const auto bos = root.find("bos_token");
    if (!add || !add->boolean() || !bos) return "";
    // "<s>", or {"content": "<s>", ...} in older files
    const std::string text = bos->raw().is_object() ? bos->at("content").text() : bos->text();
    if (!tokenizer.findToken(text)) bos->fail("\"" + text + "\" is not a token of tokenizer.json");
    return text;
}

}  // namespace

std::shared_ptr<LlamaModel> loadLlamaFolder(const fs::path& folder, WeightPrecision precision) {
    const fs::path tokenizerFile = folder / "tokenizer.json";
    if (const auto problem = present(tokenizerFile) ? notARegularFile(tokenizerFile) : std::optional<std::string>("missing"))
        throw Error(tokenizerFile.string() + ": " + *problem +
                    "; a Llama-family model folder needs config.json, its weights and tokenizer.json");
    auto tokenizer = std::make_shared<const ByteBpeTokenizer>(ByteBpeTokenizer::fromTokenizerJson(tokenizerFile));

    LlamaWeights weights = loadLlamaWeights(folder, precision);
    std::error_code ec;
    const fs::path absolute = fs::absolute(folder, ec).lexically_normal();
    std::string name = (absolute.has_filename() ? absolute : absolute.parent_path()).filename().string();
    if (name.empty()) name = weights.config.modelType;
    std::shared_ptr<LlamaModel> model;
    try {
        model = std::make_shared<LlamaModel>(std::move(weights), tokenizer, name);
    } catch (const Error& e) {
        throw Error(tokenizerFile.string() + ": " + e.what());  // the tokenizer does not fit the model
    }
    const fs::path tokenizerConfig = folder / "tokenizer_config.json";
    if (present(tokenizerConfig))
        model->setPromptPrefix(promptPrefixOf(readTextFile(tokenizerConfig, kMaxTokenizerBytes),
                                              tokenizerConfig.filename().string(), *tokenizer));
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
    auto tokenizer = std::make_shared<const ByteBpeTokenizer>(
        ByteBpeTokenizer(parseTokenizerJson(files.tokenizerJson, prefix + "tokenizer.json")));
    auto model = std::make_shared<LlamaModel>(readLlamaWeights(config, weights, precision), tokenizer, files.name);
    model->setPromptPrefix(promptPrefixOf(files.tokenizerConfigJson, prefix + "tokenizer_config.json", *tokenizer));
    if (!files.headsJson.empty())
        model->setHeadNames(parseHeadLabels(files.headsJson, prefix + "heads.json", model->info().layers,
                                            model->info().heads));
    return model;
}

}  // namespace kvscope
