#include "core/gpt2/byte_bpe_tokenizer.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <mutex>
#include <unordered_map>

#include "core/gpt2/byte_level.h"
#include "core/gpt2/pretokenizer.h"
#include "core/io/text_file.h"

namespace kvscope {

namespace {
struct Merge {
    std::int32_t rank;
    TokenId merged;
};

std::uint64_t pairKey(TokenId left, TokenId right) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(left)) << 32) |
           static_cast<std::uint32_t>(right);
}

// Pieces repeat a lot in real text ("␣the", "."); past this many the cache starts over, so a
// long session cannot grow it without bound.
constexpr size_t kMaxCachedPieces = 1 << 16;
}  // namespace

struct ByteBpeTokenizer::Impl {
    std::vector<std::string> tokens;   // (V) raw bytes; empty = unused id
    std::vector<std::string> display;  // (V) displayText of each id
    std::vector<bool> special;         // (V)
    std::vector<std::pair<std::string, TokenId>> specials;  // longest first
    std::unordered_map<std::string, TokenId> byRaw, byDisplay;  // lowest id wins
    std::array<TokenId, 256> byteToken{};
    std::unordered_map<std::uint64_t, Merge> merges;  // (left, right) → rank and result
    Gpt2PreTokenizer preTokenizer;

    mutable std::mutex cacheMutex;
    mutable std::unordered_map<std::string, std::vector<TokenId>> cache;  // piece → its tokens

    // BPE on one piece: start from its bytes, apply the lowest-ranked merge present (at every
    // non-overlapping place, left to right, as OpenAI's encoder.py does) until none applies.
    std::vector<TokenId> bpe(std::string_view piece) const {
        std::vector<TokenId> word;
        word.reserve(piece.size());
        for (char c : piece) word.push_back(byteToken[static_cast<unsigned char>(c)]);
        std::vector<TokenId> next;
        while (word.size() > 1) {
            const Merge* best = nullptr;
            TokenId left = 0, right = 0;
            for (size_t i = 0; i + 1 < word.size(); ++i) {
                const auto it = merges.find(pairKey(word[i], word[i + 1]));
                if (it != merges.end() && (!best || it->second.rank < best->rank)) {
                    best = &it->second;
                    left = word[i];
                    right = word[i + 1];
                }
            }
            if (!best) break;
            next.clear();
            for (size_t i = 0; i < word.size(); ++i) {
                if (i + 1 < word.size() && word[i] == left && word[i + 1] == right) {
                    next.push_back(best->merged);
                    ++i;
                } else {
                    next.push_back(word[i]);
                }
            }
            word.swap(next);
        }
        return word;
    }

    // Text without special tokens: regex pieces, each through the cache or BPE.
    void encodeOrdinary(std::string_view text, std::vector<TokenId>& out) const {
        for (std::string_view piece : preTokenizer.split(text)) {
            const std::string key(piece);
            {
                const std::lock_guard lock(cacheMutex);
                if (const auto it = cache.find(key); it != cache.end()) {
                    out.insert(out.end(), it->second.begin(), it->second.end());
                    continue;
                }
            }
            std::vector<TokenId> ids = bpe(piece);
            out.insert(out.end(), ids.begin(), ids.end());
            const std::lock_guard lock(cacheMutex);
            if (cache.size() >= kMaxCachedPieces) cache.clear();
            cache.emplace(key, std::move(ids));
        }
    }
};

ByteBpeTokenizer ByteBpeTokenizer::fromTokenizerJson(const std::filesystem::path& tokenizerJson) {
    return ByteBpeTokenizer(
        parseTokenizerJson(readTextFile(tokenizerJson), tokenizerJson.filename().string()));
}

ByteBpeTokenizer ByteBpeTokenizer::fromVocabAndMerges(const std::filesystem::path& vocabJson,
                                                      const std::filesystem::path& mergesTxt) {
    return ByteBpeTokenizer(parseVocabAndMerges(readTextFile(vocabJson), vocabJson.filename().string(),
                                                readTextFile(mergesTxt), mergesTxt.filename().string()));
}

ByteBpeTokenizer::ByteBpeTokenizer(BpeVocabulary v) : impl_(std::make_unique<Impl>()) {
    Impl& d = *impl_;
    const auto size = static_cast<TokenId>(v.tokens.size());
    d.special.assign(v.tokens.size(), false);
    for (TokenId id : v.special) {
        if (id < 0 || id >= size || v.tokens[static_cast<size_t>(id)].empty())
            throw Error("tokenizer: special token " + std::to_string(id) + " is not in the vocabulary");
        const std::string& text = v.tokens[static_cast<size_t>(id)];
        d.special[static_cast<size_t>(id)] = true;
        // Only whole UTF-8 text can be found in (valid UTF-8) input without cutting a character.
        if (!firstInvalidUtf8(text)) d.specials.emplace_back(text, id);
    }
    std::stable_sort(d.specials.begin(), d.specials.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });

    d.display.resize(v.tokens.size());
    for (size_t i = 0; i < v.tokens.size(); ++i) {
        if (v.tokens[i].empty()) continue;
        d.display[i] = d.special[i] ? v.tokens[i] : displayBytes(v.tokens[i]);
        d.byRaw.emplace(v.tokens[i], static_cast<TokenId>(i));
        d.byDisplay.emplace(d.display[i], static_cast<TokenId>(i));
    }
    for (int b = 0; b < 256; ++b) {
        const auto it = d.byRaw.find(std::string(1, static_cast<char>(b)));
        if (it == d.byRaw.end())
            throw Error("tokenizer: the vocabulary has no token for byte " + std::to_string(b));
        d.byteToken[static_cast<size_t>(b)] = it->second;
    }
    for (size_t rank = 0; rank < v.merges.size(); ++rank) {
        const BpeMerge& m = v.merges[rank];
        for (TokenId id : {m.left, m.right, m.merged})
            if (id < 0 || id >= size)
                throw Error("tokenizer: merge " + std::to_string(rank + 1) + " uses id " +
                            std::to_string(id) + ", outside the vocabulary");
        d.merges.emplace(pairKey(m.left, m.right), Merge{static_cast<std::int32_t>(rank), m.merged});
    }
    d.tokens = std::move(v.tokens);
}

ByteBpeTokenizer::~ByteBpeTokenizer() = default;
ByteBpeTokenizer::ByteBpeTokenizer(ByteBpeTokenizer&&) noexcept = default;
ByteBpeTokenizer& ByteBpeTokenizer::operator=(ByteBpeTokenizer&&) noexcept = default;

int ByteBpeTokenizer::vocabSize() const { return static_cast<int>(impl_->tokens.size()); }

std::vector<TokenId> ByteBpeTokenizer::encode(std::string_view text) const {
    if (const auto bad = firstInvalidUtf8(text)) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[*bad]));
        throw Error("the text is not valid UTF-8: byte " + std::string(byte) + " at offset " +
                    std::to_string(*bad) + " does not begin a complete character");
    }
    std::vector<TokenId> out;
    size_t at = 0;
    while (at < text.size()) {
        // The earliest special token from here; the longest one where several start there.
        size_t found = std::string_view::npos;
        const std::pair<std::string, TokenId>* special = nullptr;
        for (const auto& s : impl_->specials) {
            const size_t pos = text.find(s.first, at);
            if (pos < found) {
                found = pos;
                special = &s;
            }
        }
        if (!special) {
            impl_->encodeOrdinary(text.substr(at), out);
            break;
        }
        impl_->encodeOrdinary(text.substr(at, found - at), out);
        out.push_back(special->second);
        at = found + special->first.size();
    }
    return out;
}

std::string ByteBpeTokenizer::decode(std::span<const TokenId> ids) const {
    std::string text;
    for (TokenId id : ids) {
        const std::string_view bytes = tokenBytes(id);
        if (bytes.empty())
            throw Error("token id " + std::to_string(id) + " is not in the vocabulary (ids 0–" +
                        std::to_string(vocabSize() - 1) + ")");
        text.append(bytes);
    }
    return text;
}

std::string ByteBpeTokenizer::displayText(TokenId id) const {
    if (tokenBytes(id).empty()) return "<" + std::to_string(id) + ">";
    return impl_->display[static_cast<size_t>(id)];
}

std::optional<TokenId> ByteBpeTokenizer::findToken(std::string_view text) const {
    const std::string key(text);
    if (const auto it = impl_->byRaw.find(key); it != impl_->byRaw.end()) return it->second;
    if (const auto it = impl_->byDisplay.find(key); it != impl_->byDisplay.end()) return it->second;
    return std::nullopt;
}

bool ByteBpeTokenizer::isSpecial(TokenId id) const {
    return !tokenBytes(id).empty() && impl_->special[static_cast<size_t>(id)];
}

std::string_view ByteBpeTokenizer::tokenBytes(TokenId id) const {
    if (id < 0 || static_cast<size_t>(id) >= impl_->tokens.size()) return {};
    return impl_->tokens[static_cast<size_t>(id)];
}

}  // namespace kvscope
