#include "core/toy/word_tokenizer.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <sstream>

#include "core/format.h"

namespace kvscope {

namespace {
bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}
}  // namespace

WordTokenizer::WordTokenizer(std::vector<std::string> words) : words_(std::move(words)) {}

std::optional<TokenId> WordTokenizer::findToken(std::string_view text) const {
    for (size_t i = 0; i < words_.size(); ++i)
        if (words_[i] == text) return static_cast<TokenId>(i);
    for (size_t i = 0; i < words_.size(); ++i)
        if (equalsIgnoringCase(words_[i], text)) return static_cast<TokenId>(i);
    return std::nullopt;
}

std::string WordTokenizer::knownWords() const {
    return join(words_, ", ");
}

std::vector<TokenId> WordTokenizer::encode(std::string_view text) const {
    return encodeAtMost(text, std::numeric_limits<int>::max());
}

std::vector<TokenId> WordTokenizer::encodeAtMost(std::string_view text, int maxTokens) const {
    std::vector<TokenId> ids;
    std::istringstream in{std::string(text)};
    std::string word;
    while (in >> word) {
        // one token per word: the count is known word by word
        if (static_cast<int>(ids.size()) == maxTokens)
            throw TooManyTokens(maxTokens, msg("it has more than %1 words", maxTokens));
        const auto id = findToken(word);
        if (!id) throw Error(msg("unknown word '%1'; this model knows: %2", word, knownWords()));
        ids.push_back(*id);
    }
    if (ids.empty()) throw Error(msg("the prompt is empty; use words from: %1", knownWords()));
    return ids;
}

std::string WordTokenizer::decode(std::span<const TokenId> ids) const {
    std::vector<std::string> words;
    for (TokenId id : ids) words.push_back(displayText(id));
    return join(words, " ");
}

std::string WordTokenizer::displayText(TokenId id) const {
    if (id < 0 || static_cast<size_t>(id) >= words_.size()) return "<" + std::to_string(id) + ">";
    return words_[static_cast<size_t>(id)];
}

}  // namespace kvscope
