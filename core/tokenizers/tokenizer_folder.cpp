#include "core/tokenizers/tokenizer_folder.h"

#include <algorithm>

#include "core/io/json_reader.h"
#include "core/io/text_file.h"
#include "core/tokenizers/tokenizer_json.h"

namespace kvscope {

namespace fs = std::filesystem;

namespace {

// tokenizer_config.json's bos_token / eos_token: "<s>", null, or {"content": "<s>", ...}.
std::optional<TokenId> configToken(const JsonValue& config, std::string_view key, const BpeTokenizer& tokenizer) {
    const auto value = config.find(key);
    if (!value) return std::nullopt;
    const JsonValue content = value->raw().is_object() ? value->at("content") : *value;
    const std::string text = content.text();
    const auto id = tokenizer.findToken(text);
    if (!id)
        content.fail(msg("'%1' is not a token of the tokenizer", text));
    return id;
}

FolderTokenizer finish(BpeTokenizer tokenizer, std::string_view configJson, const std::string& configSource,
                       std::string_view generationJson, const std::string& generationSource) {
    SpecialTokenIds specials;
    TokenTemplate t = tokenizer.templateTokens();
    if (!configJson.empty()) {
        const JsonDocument doc(configJson, configSource);
        const JsonValue config = doc.root().object();
        specials.bos = configToken(config, "bos_token", tokenizer);
        if (const auto eos = configToken(config, "eos_token", tokenizer)) specials.eos.push_back(*eos);
        if (const auto add = config.find("add_bos_token")) {
            const bool startsWithBos = specials.bos && !t.before.empty() && t.before.front() == *specials.bos;
            if (add->boolean() && !specials.bos) add->fail(msg("is true, but there is no bos_token"));
            if (add->boolean() && !startsWithBos) t.before.insert(t.before.begin(), *specials.bos);
            if (!add->boolean() && startsWithBos) t.before.erase(t.before.begin());
        }
        if (const auto add = config.find("add_eos_token")) {
            // (no std::optional here: GCC 12 at -O3 warns it may be read unset after fail())
            if (add->boolean() && specials.eos.empty()) add->fail(msg("is true, but there is no eos_token"));
            const bool endsWithEos = !specials.eos.empty() && !t.after.empty() && t.after.back() == specials.eos.front();
            if (add->boolean() && !endsWithEos) t.after.push_back(specials.eos.front());
            if (!add->boolean() && endsWithEos) t.after.pop_back();
        }
        tokenizer.setTemplateTokens(t);
    } else if (t.before.size() == 1) {
        specials.bos = t.before.front();
    }
    specials.addsBos = specials.bos && !t.before.empty() && t.before.front() == *specials.bos;
    if (!generationJson.empty()) {
        const JsonDocument doc(generationJson, generationSource);
        if (const auto ids = doc.root().object().find("eos_token_id")) {
            const int last = tokenizer.vocabSize() - 1;
            std::vector<JsonValue> list = ids->raw().is_array() ? ids->elements() : std::vector<JsonValue>{*ids};
            for (const JsonValue& id : list) {
                const auto eos = static_cast<TokenId>(id.integer(0, last));
                if (std::find(specials.eos.begin(), specials.eos.end(), eos) == specials.eos.end())
                    specials.eos.push_back(eos);
            }
        }
    }
    return {std::make_shared<const BpeTokenizer>(std::move(tokenizer)), std::move(specials)};
}

}  // namespace

FolderTokenizer loadTokenizerFolder(const fs::path& folder) {
    std::error_code ec;
    const auto present = [&](const char* file) { return fs::exists(fs::symlink_status(folder / file, ec)); };
    // A tokenizer.json that is there but unreadable is reported, not skipped for vocab.json.
    std::optional<BpeTokenizer> tokenizer;
    if (present("tokenizer.json"))
        tokenizer = BpeTokenizer(parseTokenizerJson(readTextFile(folder / "tokenizer.json", kMaxTokenizerBytes),
                                                    (folder / "tokenizer.json").string()));
    else if (present("vocab.json") && present("merges.txt"))
        tokenizer = BpeTokenizer::fromVocabAndMerges(folder / "vocab.json", folder / "merges.txt");
    else
        throw Error(msg("%1: no tokenizer (tokenizer.json, or vocab.json and merges.txt)", folder.string()));
    const auto optional = [&](const char* file) {
        return present(file) ? readTextFile(folder / file, kMaxConfigBytes * 4) : std::string();
    };
    return finish(std::move(*tokenizer), optional("tokenizer_config.json"), (folder / "tokenizer_config.json").string(),
                  optional("generation_config.json"), (folder / "generation_config.json").string());
}

FolderTokenizer tokenizerFromMemory(std::string_view name, std::string_view tokenizerJson,
                                    std::string_view tokenizerConfigJson, std::string_view generationConfigJson) {
    const std::string prefix = std::string(name) + "/";
    return finish(BpeTokenizer(parseTokenizerJson(tokenizerJson, prefix + "tokenizer.json")), tokenizerConfigJson,
                  prefix + "tokenizer_config.json", generationConfigJson, prefix + "generation_config.json");
}

}  // namespace kvscope
