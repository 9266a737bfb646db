#include "core/tokenizers/bpe_vocabulary.h"

#include <unordered_map>

#include "core/tokenizers/byte_level.h"
#include "core/io/json_reader.h"

namespace kvscope {

namespace {

[[noreturn]] void fail(std::string_view source, const std::string& what) {
    throw Error(std::string(source) + ": " + what);
}

// Collects id → raw bytes, checking that ids are in range and used once.
class VocabularyBuilder {
public:
    explicit VocabularyBuilder(std::string_view source) : source_(source) {}

    // `literal` entries (added tokens) are raw text already; the others are byte-level. `id` is
    // the token's id in the file; errors name its place there.
    TokenId add(const std::string& text, const JsonValue& id, bool literal) {
        const auto at = static_cast<size_t>(id.integer(0, kMaxBpeVocab - 1));
        std::optional<std::string> raw = literal ? std::optional(text) : byteLevelToBytes(text);
        if (!raw) id.fail("'" + text + "' is not GPT-2 byte-level text (not a byte-level BPE vocabulary?)");
        if (raw->empty()) id.fail("the token is empty");
        if (at >= v_.tokens.size()) v_.tokens.resize(at + 1);
        if (!v_.tokens[at].empty() && v_.tokens[at] != *raw)
            id.fail("id " + std::to_string(at) + " is used by both '" +
                    bytesToByteLevel(v_.tokens[at]) + "' and '" + text + "'");
        v_.tokens[at] = *raw;
        ids_.emplace(std::move(*raw), static_cast<TokenId>(at));
        return static_cast<TokenId>(at);
    }

    // One merge, given in the file's byte-level text; `where` says where it is, file included
    // ("merges.txt: line 3", "tokenizer.json: model.merges[2]").
    void merge(const std::string& left, const std::string& right, const std::string& where) {
        const std::string text = "'" + left + " " + right + "'";
        const auto leftRaw = byteLevelToBytes(left), rightRaw = byteLevelToBytes(right);
        if (left.empty() || right.empty() || !leftRaw || !rightRaw)
            throw Error(where + " (" + text + ") is not two byte-level tokens");
        const auto find = [&](const std::string& raw, const std::string& shown) {
            const auto it = ids_.find(raw);
            if (it == ids_.end())
                throw Error(where + " (" + text + ") needs '" + shown + "', which is not in the vocabulary");
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

// The type a tokenizer.json component names ({"type": "ByteLevel", ...}), for messages and checks.
std::string componentType(const JsonValue& component) {
    const auto type = component.object().find("type");
    return type ? type->text() : "?";
}

// GPT-2's tokenizer.json has a ByteLevel pre-tokenizer with the regex and no prefix space;
// anything else would split text differently from what KVScope does.
void requireGpt2Layout(const JsonValue& root) {
    if (const auto normalizer = root.find("normalizer"))
        normalizer->fail("is " + componentType(*normalizer) +
                         "; KVScope reads GPT-2-style byte-level BPE, which has no normalizer");
    const JsonValue pre = root.at("pre_tokenizer");
    if (pre.raw().is_null()) pre.failExpected("a ByteLevel pre-tokenizer");
    JsonValue byteLevel = pre;
    if (componentType(pre) == "Sequence") {
        const std::vector<JsonValue> list = pre.at("pretokenizers").elements();
        if (list.size() == 1) byteLevel = list[0];
    }
    if (componentType(byteLevel) != "ByteLevel")
        byteLevel.fail("is " + componentType(byteLevel) +
                       ", not ByteLevel; KVScope reads GPT-2-style byte-level BPE tokenizers");
    if (const auto prefix = byteLevel.find("add_prefix_space"); prefix && prefix->boolean())
        prefix->fail("the ByteLevel pre-tokenizer adds a prefix space, which KVScope does not support");
    if (const auto regex = byteLevel.find("use_regex"); regex && !regex->boolean())
        regex->fail("the ByteLevel pre-tokenizer does not use GPT-2's regex, which KVScope does not support");
}

}  // namespace

BpeVocabulary parseTokenizerJson(std::string_view text, std::string_view source) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue root = doc.root().object();
    const JsonValue model = root.at("model").object();
    if (const auto type = model.find("type"); type && type->text() != "BPE")
        type->failExpected("\"BPE\" (KVScope reads BPE tokenizers)");
    requireGpt2Layout(root);
    for (const char* key : {"continuing_subword_prefix", "end_of_word_suffix"})
        if (const auto affix = model.find(key); affix && !affix->text().empty())
            affix->fail("GPT-2's BPE has none; KVScope does not support it");

    VocabularyBuilder builder(source);
    // Added tokens first: their text is literal, also where it repeats in model.vocab.
    std::unordered_map<std::string, TokenId> added;
    if (const auto list = root.find("added_tokens")) {
        for (const JsonValue& t : list->elements()) {
            const std::string content = t.object().at("content").text();
            const TokenId id = builder.add(content, t.at("id"), true);
            builder.special(id);
            added.emplace(content, id);
        }
    }
    for (const auto& [token, id] : model.at("vocab").members()) {
        const auto it = added.find(token);
        const bool literal = it != added.end() && id.raw().is_number_integer() && id.raw() == it->second;
        builder.add(token, id, literal);
    }

    for (const JsonValue& m : model.at("merges").elements()) {
        if (m.raw().is_string()) {
            const std::string s = m.text();
            const size_t space = s.find(' ');
            if (space == std::string::npos || s.find(' ', space + 1) != std::string::npos)
                throw Error(m.where() + " ('" + s + "') must be two tokens separated by one space");
            builder.merge(s.substr(0, space), s.substr(space + 1), m.where());
        } else if (m.raw().is_array() && m.raw().size() == 2) {
            const std::vector<JsonValue> pair = m.elements();
            builder.merge(pair[0].text(), pair[1].text(), m.where());
        } else {
            m.failExpected("\"a b\" or [\"a\", \"b\"]");
        }
    }
    return builder.finish();
}

BpeVocabulary parseVocabAndMerges(std::string_view vocabJson, std::string_view vocabSource,
                                  std::string_view mergesTxt, std::string_view mergesSource) {
    const JsonDocument vocab(vocabJson, std::string(vocabSource));
    VocabularyBuilder builder(vocabSource);
    for (const auto& [token, id] : vocab.root().members()) {
        const TokenId at = builder.add(token, id, false);
        if (token.size() > 4 && token.starts_with("<|") && token.ends_with("|>")) builder.special(at);
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
        const std::string where = std::string(mergesSource) + ": line " + std::to_string(lineNo);
        if (space == std::string::npos || line.find(' ', space + 1) != std::string::npos)
            throw Error(where + " ('" + line + "') must be two tokens separated by one space");
        builder.merge(line.substr(0, space), line.substr(space + 1), where);
    }
    return builder.finish();
}

}  // namespace kvscope
