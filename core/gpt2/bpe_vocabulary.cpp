#include "core/gpt2/bpe_vocabulary.h"

#include <nlohmann/json.hpp>
#include <unordered_map>

#include "core/gpt2/byte_level.h"

namespace kvscope {

using nlohmann::json;

namespace {

[[noreturn]] void fail(std::string_view source, const std::string& what) {
    throw Error(std::string(source) + ": " + what);
}

json parseJson(std::string_view text, std::string_view source) {
    try {
        json doc = json::parse(text);
        if (!doc.is_object()) fail(source, "the top level must be a JSON object");
        return doc;
    } catch (const json::parse_error& e) {
        fail(source, std::string("not valid JSON (") + e.what() + ")");
    }
}

// Collects id → raw bytes, checking that ids are in range and used once.
class VocabularyBuilder {
public:
    explicit VocabularyBuilder(std::string_view source) : source_(source) {}

    // `literal` entries (added tokens) are raw text already; the others are byte-level.
    void add(const std::string& text, const json& id, bool literal) {
        if (!id.is_number_integer() || id.get<std::int64_t>() < 0 || id.get<std::int64_t>() >= kMaxBpeVocab)
            fail(source_, "token '" + text + "' has id " + id.dump() + "; ids must be whole numbers from 0 to " +
                              std::to_string(kMaxBpeVocab - 1));
        const auto at = static_cast<size_t>(id.get<std::int64_t>());
        std::optional<std::string> raw = literal ? std::optional(text) : byteLevelToBytes(text);
        if (!raw) fail(source_, "token '" + text + "' is not GPT-2 byte-level text (not a byte-level BPE vocabulary?)");
        if (raw->empty()) fail(source_, "token " + std::to_string(at) + " is empty");
        if (at >= v_.tokens.size()) v_.tokens.resize(at + 1);
        if (!v_.tokens[at].empty() && v_.tokens[at] != *raw)
            fail(source_, "id " + std::to_string(at) + " is used by both '" + bytesToByteLevel(v_.tokens[at]) +
                              "' and '" + text + "'");
        v_.tokens[at] = *raw;
        ids_.emplace(std::move(*raw), static_cast<TokenId>(at));
    }

    // One merge, given in the file's byte-level text; `where` says where it is in `file`.
    void merge(const std::string& left, const std::string& right, std::string_view file,
               const std::string& where) {
        const std::string text = "'" + left + " " + right + "'";
        const auto leftRaw = byteLevelToBytes(left), rightRaw = byteLevelToBytes(right);
        if (left.empty() || right.empty() || !leftRaw || !rightRaw)
            fail(file, where + " (" + text + ") is not two byte-level tokens");
        const auto find = [&](const std::string& raw, const std::string& shown) {
            const auto it = ids_.find(raw);
            if (it == ids_.end())
                fail(file, where + " (" + text + ") needs '" + shown + "', which is not in the vocabulary");
            return it->second;
        };
        v_.merges.push_back({find(*leftRaw, left), find(*rightRaw, right),
                             find(*leftRaw + *rightRaw, left + right)});
    }

    void special(TokenId id) { v_.special.push_back(id); }

    BpeVocabulary finish() {
        for (int b = 0; b < 256; ++b)
            if (!ids_.contains(std::string(1, static_cast<char>(b))))
                fail(source_, "the vocabulary has no token for byte " + std::to_string(b) + " ('" +
                                  byteLevelChar(static_cast<unsigned char>(b)) +
                                  "'); a byte-level BPE needs all 256");
        return std::move(v_);
    }

private:
    std::string_view source_;
    BpeVocabulary v_;
    std::unordered_map<std::string, TokenId> ids_;
};

// GPT-2's tokenizer.json has a ByteLevel pre-tokenizer with the regex and no prefix space;
// anything else would split text differently from what KVScope does.
void requireGpt2Layout(const json& doc, std::string_view source) {
    if (doc.contains("normalizer") && !doc["normalizer"].is_null())
        fail(source, "has a normalizer (" + doc["normalizer"].value("type", std::string("?")) +
                         "); KVScope reads GPT-2-style byte-level BPE, which has none");
    const json pre = doc.value("pre_tokenizer", json());
    json byteLevel = pre;
    if (pre.is_object() && pre.value("type", "") == "Sequence" && pre.contains("pretokenizers") &&
        pre["pretokenizers"].is_array() && pre["pretokenizers"].size() == 1)
        byteLevel = pre["pretokenizers"][0];
    if (!byteLevel.is_object() || byteLevel.value("type", "") != "ByteLevel")
        fail(source, "its pre_tokenizer is " + (pre.is_object() ? pre.value("type", std::string("?")) : pre.dump()) +
                         ", not ByteLevel; KVScope reads GPT-2-style byte-level BPE tokenizers");
    if (byteLevel.value("add_prefix_space", false))
        fail(source, "its ByteLevel pre_tokenizer adds a prefix space, which KVScope does not support");
    if (!byteLevel.value("use_regex", true))
        fail(source, "its ByteLevel pre_tokenizer does not use GPT-2's regex, which KVScope does not support");
}

}  // namespace

BpeVocabulary parseTokenizerJson(std::string_view text, std::string_view source) {
    const json doc = parseJson(text, source);
    const json model = doc.value("model", json());
    if (!model.is_object()) fail(source, "missing the 'model' object");
    if (model.value("type", "BPE") != "BPE")
        fail(source, "its model is " + model["type"].dump() + "; KVScope reads BPE tokenizers");
    requireGpt2Layout(doc, source);
    for (const char* key : {"continuing_subword_prefix", "end_of_word_suffix"})
        if (model.contains(key) && model[key].is_string() && !model[key].get<std::string>().empty())
            fail(source, std::string("its model has a ") + key + ", which GPT-2's BPE does not use");
    if (!model.contains("vocab") || !model["vocab"].is_object()) fail(source, "'model.vocab' must be an object");
    if (!model.contains("merges") || !model["merges"].is_array()) fail(source, "'model.merges' must be an array");

    VocabularyBuilder builder(source);
    // Added tokens first: their text is literal, also where it repeats in model.vocab.
    std::unordered_map<std::string, TokenId> added;
    if (const json list = doc.value("added_tokens", json::array()); list.is_array()) {
        for (const json& t : list) {
            if (!t.is_object() || !t.contains("content") || !t["content"].is_string() || !t.contains("id"))
                fail(source, "each of 'added_tokens' needs an 'id' and a 'content' string");
            const std::string content = t["content"].get<std::string>();
            builder.add(content, t["id"], true);
            builder.special(t["id"].get<TokenId>());
            added.emplace(content, t["id"].get<TokenId>());
        }
    }
    for (const auto& [token, id] : model["vocab"].items()) {
        const auto it = added.find(token);
        const bool literal = it != added.end() && id.is_number_integer() && id.get<std::int64_t>() == it->second;
        builder.add(token, id, literal);
    }

    size_t rank = 0;
    for (const json& m : model["merges"]) {
        const std::string where = "merge " + std::to_string(++rank);
        if (m.is_string()) {
            const std::string s = m.get<std::string>();
            const size_t space = s.find(' ');
            if (space == std::string::npos || s.find(' ', space + 1) != std::string::npos)
                fail(source, where + " ('" + s + "') must be two tokens separated by one space");
            builder.merge(s.substr(0, space), s.substr(space + 1), source, where);
        } else if (m.is_array() && m.size() == 2 && m[0].is_string() && m[1].is_string()) {
            builder.merge(m[0].get<std::string>(), m[1].get<std::string>(), source, where);
        } else {
            fail(source, where + " must be \"a b\" or [\"a\", \"b\"], found " + m.dump());
        }
    }
    return builder.finish();
}

BpeVocabulary parseVocabAndMerges(std::string_view vocabJson, std::string_view vocabSource,
                                  std::string_view mergesTxt, std::string_view mergesSource) {
    const json vocab = parseJson(vocabJson, vocabSource);
    VocabularyBuilder builder(vocabSource);
    for (const auto& [token, id] : vocab.items()) {
        builder.add(token, id, false);
        if (token.size() > 4 && token.starts_with("<|") && token.ends_with("|>"))
            builder.special(id.get<TokenId>());
    }

    size_t lineNo = 0, start = 0;
    while (start < mergesTxt.size()) {
        size_t end = mergesTxt.find('\n', start);
        if (end == std::string_view::npos) end = mergesTxt.size();
        std::string line(mergesTxt.substr(start, end - start));
        start = end + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || (lineNo == 1 && line.starts_with("#version"))) continue;
        const size_t space = line.find(' ');
        const std::string where = "line " + std::to_string(lineNo);
        if (space == std::string::npos || line.find(' ', space + 1) != std::string::npos)
            fail(mergesSource, where + " ('" + line + "') must be two tokens separated by one space");
        builder.merge(line.substr(0, space), line.substr(space + 1), mergesSource, where);
    }
    return builder.finish();
}

}  // namespace kvscope
