#include "core/tokenizers/bpe_vocabulary.h"

#include "core/tokenizers/byte_level.h"

namespace kvscope {

VocabularyBuilder::VocabularyBuilder(std::string_view source, bool byteLevel)
    : source_(source), byteLevel_(byteLevel) {}

std::optional<std::string> VocabularyBuilder::toModel(const std::string& fileText) const {
    return byteLevel_ ? byteLevelToBytes(fileText) : std::optional(fileText);
}

TokenId VocabularyBuilder::add(const std::string& text, const JsonValue& id, bool literal) {
    const auto at = static_cast<size_t>(id.integer(0, kMaxBpeVocab - 1));
    std::optional<std::string> raw = literal ? std::optional(text) : toModel(text);
    if (!raw) id.fail(msg("'%1' is not GPT-2 byte-level text (not a byte-level BPE vocabulary?)", text));
    if (raw->empty()) id.fail(msg("the token is empty"));
    if (at >= v_.tokens.size()) v_.tokens.resize(at + 1);
    if (!v_.tokens[at].empty() && v_.tokens[at] != *raw)
        id.fail(msg("id %1 is used by both '%2' and '%3'", at,
                    byteLevel_ ? bytesToByteLevel(v_.tokens[at]) : v_.tokens[at], text));
    v_.tokens[at] = *raw;
    ids_.emplace(std::move(*raw), static_cast<TokenId>(at));
    return static_cast<TokenId>(at);
}

std::optional<TokenId> VocabularyBuilder::find(const std::string& fileText) const {
    const auto raw = toModel(fileText);
    if (!raw) return std::nullopt;
    const auto it = ids_.find(*raw);
    return it == ids_.end() ? std::nullopt : std::optional(it->second);
}

void VocabularyBuilder::merge(const std::string& left, const std::string& right,
                              const std::function<Message()>& where) {
    const auto leftRaw = toModel(left), rightRaw = toModel(right);
    if (left.empty() || right.empty() || !leftRaw || !rightRaw)
        throw Error(byteLevel_ ? msg("%1 ('%2 %3') is not two byte-level tokens", where(), left, right)
                               : msg("%1 ('%2 %3') is not two tokens", where(), left, right));
    const auto find = [&](const std::string& raw, const std::string& shown) {
        const auto it = ids_.find(raw);
        if (it == ids_.end())
            throw Error(msg("%1 ('%2 %3') needs '%4', which is not in the vocabulary", where(), left, right, shown));
        return it->second;
    };
    v_.merges.push_back({find(*leftRaw, left), find(*rightRaw, right), find(*leftRaw + *rightRaw, left + right)});
}

BpeVocabulary VocabularyBuilder::finish() {
    if (byteLevel_)
        for (int b = 0; b < 256; ++b)
            if (!ids_.contains(std::string(1, static_cast<char>(b))))
                throw Error(msg("%1: the vocabulary has no token for byte %2 ('%3'); a byte-level BPE needs all 256",
                                source_, b, byteLevelChar(static_cast<unsigned char>(b))));
    return std::move(v_);
}

BpeVocabulary parseVocabAndMerges(std::string_view vocabJson, std::string_view vocabSource,
                                  std::string_view mergesTxt, std::string_view mergesSource) {
    const JsonDocument vocab(vocabJson, std::string(vocabSource));
    VocabularyBuilder builder(vocabSource, true);
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
        const auto where = [&] { return msg("%1: line %2", mergesSource, lineNo); };
        if (space == std::string::npos || line.find(' ', space + 1) != std::string::npos)
            throw Error(msg("%1 ('%2') must be two tokens separated by one space", where(), line));
        builder.merge(line.substr(0, space), line.substr(space + 1), where);
    }
    return builder.finish();
}

}  // namespace kvscope
