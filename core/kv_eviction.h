#pragma once
// A bounded KV cache (the KV cache lab, issue 24): the cache holds at most W positions per
// layer and KV head and evicts the rest —
//   window: the oldest positions go first, so a query at position q sees q−W+1 … q;
//   sinks:  the first S positions are never evicted (StreamingLLM's attention sinks, Xiao et
//           al., 2023), the oldest of the others go first: q sees 0 … S−1 and q−(W−S)+1 … q;
//   heavy hitters: the newest W−H positions are kept, and of the older ones the H that have
//           received the most attention so far (H2O, Zhang et al., 2023): when a new position
//           makes W+1, the older key with the least attention summed over every query before
//           goes (the earliest on a tie). Which keys those are differs per layer and head and
//           follows the weights, so it is state the cache keeps (HeavyHitterState below).
// The first two are a function of the query's position alone: a query at q sees key k ≤ q iff
// k < S or k > q − (W − S) (S = 0 for a plain window), so a prefill, a decode step and a
// forward pass without a cache all see the same keys, and a cache cut back to n positions
// is the cache it was at n. An evicted row is never read again: its score is −∞ and its
// softmax weight exactly 0, so it adds nothing to the output (a decode step's sums, in order
// of position, are bit for bit those of a cache that freed the row), and it counts as freed
// in the bytes held and read. The rows stay in memory only so that going back in the
// timeline can give them back. A heavy-hitter cache evicts by what the queries attended to: it
// is computed one query row at a time, so a prefill, a decode step and a pass without a cache
// still choose the same keys, but a cache cut back cannot recover the sums it had, so it
// starts again empty (and the engine computes its positions again).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/message.h"

namespace kvscope {

struct KvEviction {
    int window = 0;  // positions kept; 0: unbounded (nothing is evicted)
    int sinks = 0;   // the first positions never evicted (< window)
    int heavy = 0;   // or: older keys kept for the attention they received (< window; no sinks)

    bool enabled() const { return window > 0; }
    bool heavyHitters() const { return enabled() && heavy > 0; }
    // The newest positions a heavy-hitter cache always keeps.
    int recent() const { return window - heavy; }
    bool operator==(const KvEviction&) const = default;

    // Window and sinks: the first key a query at `position` sees after the sinks: keys
    // [sinks, firstRecent) are evicted for it (none when firstRecent ≤ sinks). Heavy hitters
    // evict by the weights, not by position: ask HeavyHitterState or the step's EvictionLog.
    int firstRecent(int position) const {
        return enabled() && !heavyHitters() ? position + 1 - (window - sinks) : 0;
    }
    bool evicted(int query, int key) const { return enabled() && key >= sinks && key < firstRecent(query); }
    // Keys a query at `position` sees: min(position + 1, window).
    int visible(int position) const;
    // Σ visible(r) over rows r = from … to−1 (the attention cells of a head).
    std::int64_t visibleCells(int from, int to) const;
    // Rows a cache of n positions holds: min(n, window).
    int heldRows(int positions) const { return enabled() && positions > window ? window : positions; }
};

// The state of one layer and KV head of a heavy-hitter cache: per key, the attention weight it
// has received summed over the queries so far, and the query position from which it is
// evicted. One query row at a time: admit(position) as its key joins (evicting one older key
// when the window overflows), then attend() with the row's weights.
struct HeavyHitterState {
    static constexpr int kKept = 1 << 30;  // evictedAt of a key still held
    std::vector<float> attention;
    std::vector<int> evictedAt;
    int held = 0;

    bool evicted(int query, int key) const { return evictedAt[static_cast<size_t>(key)] <= query; }
    // Key `position` (the next one) joins; returns the key evicted for it, or -1.
    int admit(const KvEviction& e, int position);
    // The weights of the query at `position` over keys 0 … position (evicted ones 0).
    void attend(const float* weights, int position);
    void clear() { attention.clear(), evictedAt.clear(), held = 0; }
};

// Which keys a heavy-hitter cache had evicted, and from which query on, per layer and KV head:
// a step's record of it, for the views and the trace (the positional rules need none).
struct EvictionLog {
    int kvHeads = 1;
    std::vector<std::vector<int>> evictedAt;  // (layer · kvHeads + head) → per key, as in HeavyHitterState
    bool evicted(int layer, int kvHead, int query, int key) const;
    // The keys evicted for queries up to `query` in one layer and KV head, in position order.
    std::vector<int> evictedBy(int layer, int kvHead, int query) const;
};

// "window of 32", "window of 32 with 4 sinks", "window of 32 with 16 heavy hitters"; "" when off.
std::string describeKvEviction(const KvEviction& e);
// What is wrong with a setting (window < 0 or > 1,000,000, sinks or heavy hitters < 0 or
// ≥ window, both at once), or nothing.
std::optional<Message> kvEvictionProblem(const KvEviction& e);

}  // namespace kvscope
