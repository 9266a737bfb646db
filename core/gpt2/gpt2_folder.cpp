#include "core/gpt2/gpt2_folder.h"

#include "core/gpt2/head_labels.h"
#include "core/tokenizers/tokenizer_json.h"
#include "core/io/file_kind.h"
#include "core/io/text_file.h"

namespace kvscope {

namespace fs = std::filesystem;

std::optional<fs::path> gpt2FolderOf(const fs::path& path) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) return path;
    const fs::path file = path.filename();
    if (fs::is_regular_file(path, ec) &&
        (file == "model.safetensors" || file == "model.safetensors.index.json" || file == "config.json")) {
        const fs::path parent = path.parent_path().empty() ? fs::path(".") : path.parent_path();
        // A toy spec may also be called config.json; a model folder has its weights beside it
        // (one file, or shards listed by an index).
        if (fs::is_regular_file(parent / "model.safetensors", ec) ||
            fs::is_regular_file(parent / "model.safetensors.index.json", ec))
            return parent;
    }
    return std::nullopt;
}

void checkGpt2FolderFiles(const fs::path& folder) {
    std::error_code ec;
    const auto present = [&](const char* file) {
        return fs::exists(fs::symlink_status(folder / file, ec));
    };
    if (!present("config.json") && !present("model.safetensors"))
        throw Error(msg("%1: not a model folder (it has neither config.json nor "
                        "model.safetensors)",
                        folder.string()));
    // each file named for what it really is: missing, or a folder, a pipe, a looping link
    for (const char* needed : {"config.json", "model.safetensors"})
        if (const auto p = present(needed) ? notARegularFile(folder / needed)
                                           : std::optional<Message>(msg("missing")))
            throw Error(msg("%1: %2; a model folder needs config.json, model.safetensors and its tokenizer",
                            (folder / needed).string(), *p));
}

std::shared_ptr<const Gpt2Model> loadGpt2Folder(const fs::path& folder, WeightPrecision precision) {
    checkGpt2FolderFiles(folder);
    std::error_code ec;
    const auto present = [&](const char* file) {
        return fs::exists(fs::symlink_status(folder / file, ec));
    };

    // The tokenizer first: it is the cheapest to read and the commonest to forget. A
    // tokenizer.json that is there but unreadable is reported, not skipped for vocab.json.
    const fs::path tokenizerJson = folder / "tokenizer.json";
    const fs::path vocab = folder / "vocab.json", merges = folder / "merges.txt";
    fs::path tokenizerFile;
    std::optional<BpeTokenizer> tokenizer;
    if (present("tokenizer.json")) {
        tokenizerFile = tokenizerJson;
        tokenizer = BpeTokenizer::fromTokenizerJson(tokenizerJson);
    } else if (present("vocab.json") && present("merges.txt")) {
        tokenizerFile = vocab;
        tokenizer = BpeTokenizer::fromVocabAndMerges(vocab, merges);
    } else {
        throw Error(msg("%1: no tokenizer (tokenizer.json, or vocab.json and merges.txt)", folder.string()));
    }

    Gpt2Weights weights = loadGpt2Weights(folder, precision);
    const fs::path absolute = fs::absolute(folder, ec).lexically_normal();
    std::string name = (absolute.has_filename() ? absolute : absolute.parent_path()).filename().string();
    if (name.empty()) name = "gpt2";
    std::shared_ptr<Gpt2Model> model;
    try {
        model = std::make_shared<Gpt2Model>(std::move(weights), std::move(*tokenizer), name);
    } catch (const Error& e) {
        throw Error(msg("%1: %2", tokenizerFile.string(), e.message()));  // the tokenizer does not fit the model
    }
    const fs::path heads = folder / "heads.json";
    if (present("heads.json"))
        model->setHeadNames(parseHeadLabels(readTextFile(heads, kMaxHeadsBytes), heads.string(),
                                            model->info().layers, model->info().heads));
    return model;
}

std::shared_ptr<Gpt2Model> loadGpt2FromMemory(const Gpt2FilesInMemory& files, WeightPrecision precision) {
    const std::string prefix = files.name + "/";
    const Gpt2Config config = parseGpt2Config(files.configJson, prefix + "config.json");
    const SafetensorsFile safetensors(prefix + "model.safetensors", files.safetensors);
    auto tokenizer = BpeTokenizer(parseTokenizerJson(files.tokenizerJson, prefix + "tokenizer.json"));
    auto model = std::make_shared<Gpt2Model>(readGpt2Weights(config, safetensors, precision), std::move(tokenizer),
                                             files.name);
    if (!files.headsJson.empty())
        model->setHeadNames(parseHeadLabels(files.headsJson, prefix + "heads.json", model->info().layers,
                                            model->info().heads));
    return model;
}

}  // namespace kvscope
