#include "core/gguf/gguf_tokenizer.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "core/tokenizers/byte_level.h"

namespace kvscope {

namespace {

// Keys sorted, not in insertion order: ordered_json finds a key by walking every key before
// it, and a 128,256-token vocabulary made loading a Llama 3 file take minutes.
using json = nlohmann::json;

// The regular expressions llama.cpp's pre-tokenizer names stand for (those of the models'
// own tokenizer.json files).
constexpr const char* kLlama3Split =
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";
constexpr const char* kQwen2Split =
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";

json preTokenizer(const GgufFile& f) {
    const std::string pre = f.optionalString("tokenizer.ggml.pre").value_or("default");
    if (pre == "default" || pre == "gpt2" || pre == "gpt-2")
        return {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}, {"use_regex", true}};
    const char* regex = pre == "llama-bpe" || pre == "llama3" || pre == "smaug-bpe" ? kLlama3Split
                        : pre == "qwen2"                                          ? kQwen2Split
                                                                                  : nullptr;
    if (!regex)
        throw Error(msg("%1: tokenizer.ggml.pre is \"%2\"; KVScope knows the pre-tokenizers default, gpt2, "
                        "llama-bpe and qwen2",
                        f.name(), pre));
    return {{"type", "Sequence"},
            {"pretokenizers",
             json::array({{{"type", "Split"}, {"pattern", {{"Regex", regex}}}, {"behavior", "Isolated"}, {"invert", false}},
                          {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", false}, {"use_regex", false}}})}};
}

// Token types of tokenizer.ggml.token_type (llama.cpp's llama_token_type).
enum TokenType { kNormal = 1, kUnknown = 2, kControl = 3, kUserDefined = 4, kUnused = 5, kByte = 6 };

std::vector<int> tokenTypes(const GgufFile& f, size_t count) {
    std::vector<int> types(count, kNormal);
    if (!f.find("tokenizer.ggml.token_type")) return types;
    const std::vector<double> t = f.numbers("tokenizer.ggml.token_type");
    if (t.size() != count)
        throw Error(msg("%1: tokenizer.ggml.token_type has %2 entries for %3 tokens", f.name(), t.size(), count));
    for (size_t i = 0; i < count; ++i) {
        // (a float array, or an integer beyond int, must not reach the conversion: found by fuzzing)
        if (!(t[i] >= 0 && t[i] <= double(kByte)) || t[i] != std::floor(t[i]))
            throw Error(msg("%1: tokenizer.ggml.token_type[%2] is %3; a token type is a whole number from 0 to 6",
                            f.name(), i, t[i]));
        types[i] = static_cast<int>(t[i]);
    }
    return types;
}

json addedTokens(const std::vector<std::string>& tokens, const std::vector<int>& types) {
    json added = json::array();
    for (size_t i = 0; i < tokens.size(); ++i)  // matched whole before BPE
        if (types[i] == kControl || types[i] == kUserDefined || types[i] == kUnknown)
            added.push_back({{"id", i}, {"content", tokens[i]}, {"single_word", false}, {"lstrip", false},
                             {"rstrip", false}, {"normalized", types[i] == kUserDefined}, {"special", types[i] != kUserDefined}});
    return added;
}

// SentencePiece BPE keeps no merges: it merges the pair whose result scores highest. The same
// merges as a ranked list (what Hugging Face's converter writes into tokenizer.json): every
// split of every normal token into two tokens of the vocabulary, by the score of the token
// they make, highest first; splits of one token by the ids of their halves.
json mergesFromScores(const GgufFile& f, const std::vector<std::string>& tokens, const std::vector<int>& types) {
    const std::vector<double> scores = f.numbers("tokenizer.ggml.scores");
    if (scores.size() != tokens.size())
        throw Error(msg("%1: tokenizer.ggml.scores has %2 entries for %3 tokens", f.name(), scores.size(),
                        tokens.size()));
    std::unordered_map<std::string_view, size_t> id;
    for (size_t i = 0; i < tokens.size(); ++i)
        if (types[i] == kNormal) id.emplace(tokens[i], i);
    struct Merge {
        double score;
        size_t left, right;
    };
    std::vector<Merge> merges;
    // a merge makes a token of a few characters; splitting a hostile file's megabyte-long
    // "token" at every byte would take hours, and no merge could make it
    constexpr size_t kLongestMerged = 256;
    for (size_t t = 0; t < tokens.size(); ++t) {
        if (types[t] != kNormal || tokens[t].size() > kLongestMerged) continue;
        const std::string_view s = tokens[t];
        std::vector<Merge> local;
        for (size_t cut = 1; cut < s.size(); ++cut) {
            if ((static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) continue;  // inside a UTF-8 character
            const auto l = id.find(s.substr(0, cut)), r = id.find(s.substr(cut));
            if (l != id.end() && r != id.end()) local.push_back({scores[t], l->second, r->second});
        }
        std::sort(local.begin(), local.end(), [](const Merge& a, const Merge& b) {
            return a.left != b.left ? a.left < b.left : a.right < b.right;
        });
        merges.insert(merges.end(), local.begin(), local.end());
    }
    std::stable_sort(merges.begin(), merges.end(), [](const Merge& a, const Merge& b) { return a.score > b.score; });
    json out = json::array();
    for (const Merge& m : merges) out.push_back(json::array({tokens[m.left], tokens[m.right]}));
    return out;
}

// Tokens and merges are text (GGUF strings are UTF-8; byte-level tokens spell bytes with
// printable characters, SentencePiece ones with <0xNN>): anything else is a broken file.
const std::vector<std::string>& checkedUtf8(const GgufFile& f, const char* key, const std::vector<std::string>& strings) {
    for (size_t i = 0; i < strings.size(); ++i)
        if (const auto bad = firstInvalidUtf8(strings[i]))
            throw Error(msg("%1: %2[%3] is not valid UTF-8 (byte %4)", f.name(), key, i, *bad));
    return strings;
}

std::string tokenizerJson(const GgufFile& f) {
    const std::string model = f.string("tokenizer.ggml.model");
    if (model != "gpt2" && model != "llama")
        throw Error(msg("%1: tokenizer.ggml.model is \"%2\"; KVScope reads the byte-level BPE (\"gpt2\") and "
                        "SentencePiece (\"llama\") GGUF tokenizers",
                        f.name(), model));
    const std::vector<std::string> tokens = checkedUtf8(f, "tokenizer.ggml.tokens", f.strings("tokenizer.ggml.tokens"));
    const std::vector<int> types = tokenTypes(f, tokens.size());
    json vocab = json::object();
    for (size_t i = 0; i < tokens.size(); ++i) vocab[tokens[i]] = i;
    if (model == "gpt2") {
        // as the models' own tokenizer.json files have it: Llama 3 takes a piece that is a
        // token whole, before any merge (ignore_merges); Qwen normalizes to NFC first
        const std::string pre = f.optionalString("tokenizer.ggml.pre").value_or("default");
        const bool wholePieces = pre == "llama-bpe" || pre == "llama3" || pre == "smaug-bpe";
        const json normalizer = pre == "qwen2" ? json{{"type", "NFC"}} : json(nullptr);
        const json t = {{"version", "1.0"},
                        {"added_tokens", addedTokens(tokens, types)},
                        {"normalizer", normalizer},
                        {"pre_tokenizer", preTokenizer(f)},
                        {"post_processor", nullptr},
                        {"decoder", {{"type", "ByteLevel"}, {"add_prefix_space", true}, {"trim_offsets", true}, {"use_regex", true}}},
                        {"model", {{"type", "BPE"}, {"dropout", nullptr}, {"unk_token", nullptr}, {"continuing_subword_prefix", nullptr},
                                   {"end_of_word_suffix", nullptr}, {"fuse_unk", false}, {"byte_fallback", false},
                                   {"ignore_merges", wholePieces}, {"vocab", vocab},
                                   {"merges", checkedUtf8(f, "tokenizer.ggml.merges", f.strings("tokenizer.ggml.merges"))}}}};
        return t.dump();
    }
    // SentencePiece: spaces become ▁, a ▁ goes before the text (unless the file says not),
    // unknown bytes fall back to their <0xNN> tokens
    json unk = nullptr;
    for (size_t i = 0; i < tokens.size(); ++i)
        if (types[i] == kUnknown) unk = tokens[i];
    const GgufValue* prefix = f.find("tokenizer.ggml.add_space_prefix");
    json normalizers = json::array();
    if (!prefix || prefix->unsigned_ != 0) normalizers.push_back({{"type", "Prepend"}, {"prepend", "▁"}});
    normalizers.push_back({{"type", "Replace"}, {"pattern", {{"String", " "}}}, {"content", "▁"}});
    const json t = {
        {"version", "1.0"},
        {"added_tokens", addedTokens(tokens, types)},
        {"normalizer", {{"type", "Sequence"}, {"normalizers", normalizers}}},
        {"pre_tokenizer", nullptr},
        {"post_processor", nullptr},
        {"decoder",
         {{"type", "Sequence"},
          {"decoders", json::array({{{"type", "Replace"}, {"pattern", {{"String", "▁"}}}, {"content", " "}},
                                    {{"type", "ByteFallback"}},
                                    {{"type", "Fuse"}},
                                    {{"type", "Strip"}, {"content", " "}, {"start", prefix && prefix->unsigned_ == 0 ? 0 : 1}, {"stop", 0}}})}}},
        {"model", {{"type", "BPE"}, {"dropout", nullptr}, {"unk_token", unk}, {"continuing_subword_prefix", nullptr},
                   {"end_of_word_suffix", nullptr}, {"fuse_unk", true}, {"byte_fallback", true},
                   {"vocab", vocab}, {"merges", mergesFromScores(f, tokens, types)}}}};
    return t.dump();
}

std::string tokenizerConfigJson(const GgufFile& f, size_t tokenCount) {
    json c = json::object();
    // as llama.cpp: a SentencePiece tokenizer that names no BOS or EOS has <s> = 1 and
    // </s> = 2, and adds BOS unless the file says not; a byte-level one names its own and adds
    // BOS only when the file says so
    const bool sentencePiece = f.string("tokenizer.ggml.model") == "llama";
    const auto token = [&](const char* key, std::uint64_t fallback) -> std::optional<std::string> {
        std::optional<std::uint64_t> id = f.optionalUnsigned(key);
        if (!id && sentencePiece && fallback < tokenCount) id = fallback;
        if (!id) return std::nullopt;
        if (*id >= tokenCount)
            throw Error(msg("%1: %2 is %3 but there are %4 tokens", f.name(), key, *id, tokenCount));
        return f.find("tokenizer.ggml.tokens")->at(*id).string;  // one token, not a copy of all
    };
    const auto bos = token("tokenizer.ggml.bos_token_id", 1);
    if (bos) c["bos_token"] = *bos;
    if (const auto eos = token("tokenizer.ggml.eos_token_id", 2)) c["eos_token"] = *eos;
    const GgufValue* add = f.find("tokenizer.ggml.add_bos_token");
    if (add && add->type != GgufValueType::Bool)
        throw Error(msg("%1: tokenizer.ggml.add_bos_token is %2; expected a bool", f.name(), add->describe()));
    c["add_bos_token"] = add ? add->unsigned_ != 0 : sentencePiece && bos.has_value();
    return c.dump();
}

}  // namespace

GgufTokenizerFiles ggufTokenizerFiles(const GgufFile& f) {
    return {tokenizerJson(f), tokenizerConfigJson(f, f.arrayLength("tokenizer.ggml.tokens"))};
}

FolderTokenizer ggufTokenizer(const GgufFile& f) {
    const GgufTokenizerFiles files = ggufTokenizerFiles(f);
    return tokenizerFromMemory(f.name(), files.tokenizerJson, files.tokenizerConfigJson);
}

}  // namespace kvscope
