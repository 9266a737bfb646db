#include "core/tokenizers/byte_bpe_tokenizer.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <functional>
#include <limits>
#include <mutex>
#include <unordered_map>

#include "core/tokenizers/byte_level.h"
#include "core/tokenizers/pretokenizer.h"
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

// Pieces repeat a lot in real text ("␣the", "."), so their tokens are cached. The cache
// starts over past either limit, so a long session cannot grow it without bound; pieces much
// longer than a token (a pasted hash, a run of 10,000 letters) are not kept at all: they
// rarely repeat and would fill it.
constexpr size_t kMaxCachedPieces = 1 << 16;
constexpr size_t kMaxCacheBytes = size_t{8} << 20;
constexpr size_t kMaxCachedPieceBytes = 256;

// What one cache entry holds: the key's and the ids' bytes plus the map's node and string
// headers (an estimate of the allocator's share, which is all a byte limit needs).
size_t entryBytes(const std::string& key, const std::vector<TokenId>& ids) {
    return key.size() + ids.size() * sizeof(TokenId) + 96;
}

constexpr int kUnlimited = std::numeric_limits<int>::max();
}  // namespace

struct ByteBpeTokenizer::Impl {
    std::vector<std::string> tokens;   // (V) raw bytes; empty = unused id
    std::vector<std::string> display;  // (V) displayText of each id
    std::vector<bool> special;         // (V)
    std::vector<std::pair<std::string, TokenId>> specials;  // longest first
    std::unordered_map<std::string, TokenId> byRaw, byDisplay;  // lowest id wins
    std::array<TokenId, 256> byteToken{};
    std::unordered_map<std::uint64_t, Merge> merges;  // (left, right) → rank and result
    size_t longestToken = 1;  // bytes of the longest token: no token covers more of a text
    Gpt2PreTokenizer preTokenizer;

    mutable std::mutex cacheMutex;
    mutable std::unordered_map<std::string, std::vector<TokenId>> cache;  // piece → its tokens
    mutable size_t cacheBytes = 0;  // entryBytes of every entry

    const Merge* findMerge(TokenId left, TokenId right) const {
        const auto it = merges.find(pairKey(left, right));
        return it == merges.end() ? nullptr : &it->second;
    }

    // BPE on one piece, as OpenAI's encoder.py defines it: start from its bytes; pass after
    // pass, take the lowest-ranked merge present and apply it at every non-overlapping place,
    // left to right, until none applies. encoder.py rescans the whole piece per pass, which is
    // quadratic (a 128 KB word took 30 s); here a heap of candidate pairs ordered by (rank,
    // position) does the same merges in O(n log n). One pass is the run of pops of one rank;
    // a pair that a merge creates with a rank not above the pass's waits until the pass ends,
    // as encoder.py would only see it on its next scan.
    std::vector<TokenId> bpe(std::string_view piece) const {
        constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
        if (piece.size() >= kNone)
            throw Error("the text has a piece (a word, a run of symbols) of 4 GB or more");
        const auto n = static_cast<std::uint32_t>(piece.size());
        std::vector<TokenId> id(n);                   // (n) the symbol starting at each byte
        std::vector<std::uint32_t> next(n), prev(n);  // (n) neighbours among live symbols
        std::vector<bool> alive(n, true);
        for (std::uint32_t i = 0; i < n; ++i) {
            id[i] = byteToken[static_cast<unsigned char>(piece[i])];
            next[i] = i + 1 < n ? i + 1 : kNone;
            prev[i] = i > 0 ? i - 1 : kNone;
        }
        struct Candidate {
            std::int32_t rank;
            std::uint32_t left;  // the pair's left symbol
            bool operator>(const Candidate& o) const {
                return rank != o.rank ? rank > o.rank : left > o.left;
            }
        };
        std::vector<Candidate> heap, waiting;
        std::int32_t passRank = -1;
        const auto consider = [&](std::uint32_t left) {
            if (left == kNone || next[left] == kNone) return;
            const Merge* m = findMerge(id[left], id[next[left]]);
            if (!m) return;
            if (m->rank <= passRank) {
                waiting.push_back({m->rank, left});
            } else {
                heap.push_back({m->rank, left});
                std::push_heap(heap.begin(), heap.end(), std::greater<>());
            }
        };
        for (std::uint32_t i = 0; i + 1 < n; ++i) consider(i);
        while (!heap.empty() || !waiting.empty()) {
            if (!waiting.empty() && (heap.empty() || heap.front().rank != passRank)) {
                // the pass is over: the pairs it made join the next passes
                for (const Candidate& c : waiting) {
                    heap.push_back(c);
                    std::push_heap(heap.begin(), heap.end(), std::greater<>());
                }
                waiting.clear();
                passRank = -1;
                continue;
            }
            std::pop_heap(heap.begin(), heap.end(), std::greater<>());
            const Candidate c = heap.back();
            heap.pop_back();
            // stale when a merge has since taken either symbol (ranks are unique per pair)
            if (!alive[c.left] || next[c.left] == kNone) continue;
            const std::uint32_t right = next[c.left];
            const Merge* m = findMerge(id[c.left], id[right]);
            if (!m || m->rank != c.rank) continue;
            passRank = c.rank;
            id[c.left] = m->merged;
            alive[right] = false;
            next[c.left] = next[right];
            if (next[right] != kNone) prev[next[right]] = c.left;
            consider(prev[c.left]);
            consider(c.left);
        }
        std::vector<TokenId> word;
        for (std::uint32_t i = 0; i != kNone && i < n; i = next[i]) word.push_back(id[i]);
        return word;
    }

    void remember(std::string key, std::vector<TokenId> ids) const {
        if (key.size() > kMaxCachedPieceBytes) return;
        const size_t bytes = entryBytes(key, ids);
        const std::lock_guard lock(cacheMutex);
        if (cache.size() >= kMaxCachedPieces || cacheBytes + bytes > kMaxCacheBytes) {
            cache.clear();
            cacheBytes = 0;
        }
        if (cache.emplace(std::move(key), std::move(ids)).second) cacheBytes += bytes;
    }

    // One piece through the cache or BPE, appended to `out`.
    void encodePiece(std::string_view piece, std::vector<TokenId>& out) const {
        std::string key(piece);
        {
            const std::lock_guard lock(cacheMutex);
            if (const auto it = cache.find(key); it != cache.end()) {
                out.insert(out.end(), it->second.begin(), it->second.end());
                return;
            }
        }
        std::vector<TokenId> ids = bpe(piece);
        out.insert(out.end(), ids.begin(), ids.end());
        remember(std::move(key), std::move(ids));
    }

    // The text cut at special tokens: each part is ordinary text, or one special token.
    struct Part {
        std::string_view text;  // ordinary text, empty for a special token
        TokenId special = -1;
    };
    std::vector<Part> parts(std::string_view text) const {
        std::vector<Part> out;
        size_t at = 0;
        while (at < text.size()) {
            // The earliest special token from here; the longest one where several start there.
            size_t found = std::string_view::npos;
            const std::pair<std::string, TokenId>* special = nullptr;
            for (const auto& s : specials) {
                const size_t pos = text.find(s.first, at);
                if (pos < found) {
                    found = pos;
                    special = &s;
                }
            }
            if (!special) {
                out.push_back({text.substr(at)});
                break;
            }
            if (found > at) out.push_back({text.substr(at, found - at)});
            out.push_back({{}, special->second});
            at = found + special->first.size();
        }
        return out;
    }

    std::vector<TokenId> encode(std::string_view text, int maxTokens) const {
        const auto limit = static_cast<size_t>(maxTokens);
        // 1. bytes: a token covers at most longestToken bytes of text
        if (maxTokens != kUnlimited && text.size() > limit * longestToken)
            throw TooManyTokens(
                maxTokens, "its " + std::to_string(text.size()) + " bytes need at least " +
                               std::to_string((text.size() + longestToken - 1) / longestToken) +
                               " tokens, as no token is longer than " +
                               std::to_string(longestToken) + " bytes");
        if (const auto bad = firstInvalidUtf8(text)) {
            char byte[8];
            std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[*bad]));
            throw Error("the text is not valid UTF-8: byte " + std::string(byte) + " at offset " +
                        std::to_string(*bad) + " does not begin a complete character");
        }
        // 2. pieces: BPE never merges across them, so each needs its own tokens
        struct Piece {
            std::string_view text;
            TokenId special;
        };
        std::vector<Piece> pieces;
        size_t atLeast = 0;
        for (const Part& part : parts(text)) {
            if (part.special >= 0) {
                pieces.push_back({{}, part.special});
                ++atLeast;
                continue;
            }
            for (std::string_view piece : preTokenizer.split(part.text)) {
                pieces.push_back({piece, -1});
                atLeast += (piece.size() + longestToken - 1) / longestToken;
            }
        }
        if (atLeast > limit)
            throw TooManyTokens(maxTokens, "its words, numbers and symbols alone need at least " +
                                               std::to_string(atLeast) + " tokens");
        // 3. BPE, piece by piece, until done or past the limit
        std::vector<TokenId> out;
        for (const Piece& piece : pieces) {
            if (piece.special >= 0)
                out.push_back(piece.special);
            else
                encodePiece(piece.text, out);
            if (out.size() > limit)
                throw TooManyTokens(maxTokens,
                                    "it has more than " + std::to_string(maxTokens) + " tokens");
        }
        return out;
    }
};

ByteBpeTokenizer ByteBpeTokenizer::fromTokenizerJson(const std::filesystem::path& tokenizerJson) {
    return ByteBpeTokenizer(parseTokenizerJson(readTextFile(tokenizerJson, kMaxTokenizerBytes),
                                               tokenizerJson.filename().string()));
}

ByteBpeTokenizer ByteBpeTokenizer::fromVocabAndMerges(const std::filesystem::path& vocabJson,
                                                      const std::filesystem::path& mergesTxt) {
    return ByteBpeTokenizer(parseVocabAndMerges(
        readTextFile(vocabJson, kMaxTokenizerBytes), vocabJson.filename().string(),
        readTextFile(mergesTxt, kMaxTokenizerBytes), mergesTxt.filename().string()));
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
    for (const std::string& t : v.tokens) d.longestToken = std::max(d.longestToken, t.size());
    d.tokens = std::move(v.tokens);
}

ByteBpeTokenizer::~ByteBpeTokenizer() = default;
ByteBpeTokenizer::ByteBpeTokenizer(ByteBpeTokenizer&&) noexcept = default;
ByteBpeTokenizer& ByteBpeTokenizer::operator=(ByteBpeTokenizer&&) noexcept = default;

int ByteBpeTokenizer::vocabSize() const { return static_cast<int>(impl_->tokens.size()); }

std::vector<TokenId> ByteBpeTokenizer::encode(std::string_view text) const {
    return impl_->encode(text, kUnlimited);
}

std::vector<TokenId> ByteBpeTokenizer::encodeAtMost(std::string_view text, int maxTokens) const {
    return impl_->encode(text, std::max(maxTokens, 0));
}

size_t ByteBpeTokenizer::cacheBytes() const {
    const std::lock_guard lock(impl_->cacheMutex);
    return impl_->cacheBytes;
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
