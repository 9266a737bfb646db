#include "core/tokenizers/bpe_model.h"

#include <algorithm>
#include <array>
#include <functional>
#include <limits>
#include <mutex>
#include <unordered_map>

#include "core/tokenizers/byte_level.h"
#include "core/tokenizers/decoder.h"

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

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
}  // namespace

struct BpeModel::Impl {
    BpeModelSpec spec;
    std::unordered_map<std::string, TokenId> byText;  // model.vocab's entries
    std::array<TokenId, 256> byteToken{};             // byte-level: each byte's token
    std::array<TokenId, 256> fallbackToken{};         // byte fallback: <0xNN>, or -1
    bool allFallbackTokens = false;
    std::unordered_map<std::uint64_t, Merge> merges;  // (left, right) → rank and result
    std::optional<size_t> longest;

    mutable std::mutex cacheMutex;
    mutable std::unordered_map<std::string, std::vector<TokenId>> cache;  // piece → its tokens
    mutable size_t cacheBytes = 0;  // entryBytes of every entry

    const Merge* findMerge(TokenId left, TokenId right) const {
        const auto it = merges.find(pairKey(left, right));
        return it == merges.end() ? nullptr : &it->second;
    }

    // The piece's first symbols: bytes, or characters with their fallbacks.
    std::vector<TokenId> symbolsOf(std::string_view piece) const {
        std::vector<TokenId> symbols;
        symbols.reserve(piece.size());
        if (spec.byteLevel) {
            for (char c : piece) symbols.push_back(byteToken[static_cast<unsigned char>(c)]);
            return symbols;
        }
        bool lastUnk = false;
        for (size_t i = 0; i < piece.size();) {
            const int n = std::max(utf8SequenceLength(piece, i), 1);
            const std::string_view c = piece.substr(i, static_cast<size_t>(n));
            i += static_cast<size_t>(n);
            if (const auto it = byText.find(std::string(c)); it != byText.end()) {
                symbols.push_back(it->second);
                lastUnk = false;
                continue;
            }
            bool fallback = spec.byteFallback;
            for (char b : c) fallback = fallback && fallbackToken[static_cast<unsigned char>(b)] >= 0;
            if (fallback) {
                for (char b : c) symbols.push_back(fallbackToken[static_cast<unsigned char>(b)]);
                lastUnk = false;
                continue;
            }
            if (!spec.unk)
                throw Error(msg("the text has '%1', for which the tokenizer has no token and no unknown-token", c));
            if (!(lastUnk && spec.fuseUnk)) symbols.push_back(*spec.unk);
            lastUnk = true;
        }
        return symbols;
    }

    // BPE on one piece's symbols. One heap of candidate pairs ordered by (rank, position):
    // LowestRankFirst pops them as they come. For EncoderPyPasses one pass is the run of pops
    // of one rank; a pair that a merge creates with a rank not above the pass's waits until
    // the pass ends, as encoder.py would only see it on its next scan. (encoder.py rescans the
    // whole piece per pass, which is quadratic: a 128 KB word took 30 s.)
    std::vector<TokenId> bpe(std::vector<TokenId> id) const {
        if (id.size() >= kNone)
            throw Error(msg("the text has a piece (a word, a run of symbols) of 4 GB or more"));
        const auto n = static_cast<std::uint32_t>(id.size());
        std::vector<std::uint32_t> next(n), prev(n);  // (n) neighbours among live symbols
        std::vector<bool> alive(n, true);
        for (std::uint32_t i = 0; i < n; ++i) {
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
        const bool passes = spec.order == MergeOrder::EncoderPyPasses;
        std::vector<Candidate> heap, waiting;
        std::int32_t passRank = -1;
        const auto consider = [&](std::uint32_t left) {
            if (left == kNone || next[left] == kNone) return;
            const Merge* m = findMerge(id[left], id[next[left]]);
            if (!m) return;
            if (passes && m->rank <= passRank) {
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
            if (passes) passRank = c.rank;
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
};

BpeModel::BpeModel(BpeModelSpec spec) : impl_(std::make_unique<Impl>()) {
    Impl& d = *impl_;
    const auto size = static_cast<TokenId>(spec.tokens.size());
    spec.inModel.resize(spec.tokens.size(), false);
    for (size_t i = 0; i < spec.tokens.size(); ++i)
        if (spec.inModel[i] && !spec.tokens[i].empty()) d.byText.emplace(spec.tokens[i], static_cast<TokenId>(i));
    if (spec.byteLevel) {
        for (int b = 0; b < 256; ++b) {
            const auto it = d.byText.find(std::string(1, static_cast<char>(b)));
            if (it == d.byText.end())
                throw Error(msg("the vocabulary has no token for byte %1 ('%2'); a byte-level BPE needs all 256", b,
                                byteLevelChar(static_cast<unsigned char>(b))));
            d.byteToken[static_cast<size_t>(b)] = it->second;
        }
    }
    d.fallbackToken.fill(-1);
    d.allFallbackTokens = spec.byteFallback;
    if (spec.byteFallback) {
        for (int b = 0; b < 256; ++b) {
            char name[8];
            std::snprintf(name, sizeof name, "<0x%02X>", b);
            const auto it = d.byText.find(name);
            if (it != d.byText.end()) d.fallbackToken[static_cast<size_t>(b)] = it->second;
            else d.allFallbackTokens = false;
        }
    }
    if (spec.unk && (*spec.unk < 0 || *spec.unk >= size || spec.tokens[static_cast<size_t>(*spec.unk)].empty()))
        throw Error(msg("the unknown-token %1 is not in the vocabulary", *spec.unk));
    for (size_t rank = 0; rank < spec.merges.size(); ++rank) {
        const BpeMerge& m = spec.merges[rank];
        for (TokenId id : {m.left, m.right, m.merged})
            if (id < 0 || id >= size)
                throw Error(msg("merge %1 uses id %2, outside the vocabulary", rank + 1, id));
        // a pair listed twice takes its last rank, as Hugging Face's and encoder.py's maps do
        d.merges.insert_or_assign(pairKey(m.left, m.right), Merge{static_cast<std::int32_t>(rank), m.merged});
    }
    // How much of a piece one token can cover: its text, except that a byte token covers one
    // byte and an unknown-token one character — or, fused, any run of them.
    size_t longest = 1;
    for (const auto& [text, id] : d.byText)
        longest = std::max(longest, spec.byteFallback && byteTokenValue(text) ? size_t{1} : text.size());
    if (spec.unk && !spec.byteLevel) longest = std::max<size_t>(longest, 4);
    const bool unkMayFuse = spec.unk && spec.fuseUnk && !spec.byteLevel && !d.allFallbackTokens;
    if (!unkMayFuse) d.longest = longest;
    d.spec = std::move(spec);
}

BpeModel::~BpeModel() = default;
BpeModel::BpeModel(BpeModel&&) noexcept = default;
BpeModel& BpeModel::operator=(BpeModel&&) noexcept = default;

void BpeModel::encodePiece(std::string_view piece, std::vector<TokenId>& out) const {
    const Impl& d = *impl_;
    std::string key(piece);
    if (d.spec.ignoreMerges)
        if (const auto it = d.byText.find(key); it != d.byText.end()) {
            out.push_back(it->second);
            return;
        }
    {
        const std::lock_guard lock(d.cacheMutex);
        if (const auto it = d.cache.find(key); it != d.cache.end()) {
            out.insert(out.end(), it->second.begin(), it->second.end());
            return;
        }
    }
    std::vector<TokenId> ids = d.bpe(d.symbolsOf(piece));
    out.insert(out.end(), ids.begin(), ids.end());
    d.remember(std::move(key), std::move(ids));
}

std::optional<size_t> BpeModel::longestToken() const { return impl_->longest; }
int BpeModel::size() const { return static_cast<int>(impl_->spec.tokens.size()); }
const std::string& BpeModel::token(TokenId id) const { return impl_->spec.tokens[static_cast<size_t>(id)]; }
bool BpeModel::byteLevel() const { return impl_->spec.byteLevel; }

std::optional<TokenId> BpeModel::find(std::string_view modelText) const {
    const auto it = impl_->byText.find(std::string(modelText));
    return it == impl_->byText.end() ? std::nullopt : std::optional(it->second);
}

size_t BpeModel::cacheBytes() const {
    const std::lock_guard lock(impl_->cacheMutex);
    return impl_->cacheBytes;
}

}  // namespace kvscope
