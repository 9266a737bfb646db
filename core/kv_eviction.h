#pragma once
// A bounded KV cache (the KV cache lab, issue 24): the cache holds at most W positions per
// layer and KV head and evicts the rest —
//   window: the oldest positions go first, so a query at position q sees q−W+1 … q;
//   sinks:  the first S positions are never evicted (StreamingLLM's attention sinks, Xiao et
//           al., 2023), the oldest of the others go first: q sees 0 … S−1 and q−(W−S)+1 … q.
// Both are a function of the query's position alone: a query at q sees key k ≤ q iff
// k < S or k > q − (W − S) (S = 0 for a plain window), so a prefill, a decode step and a
// forward pass without a cache all see the same keys, and a cache cut back to n positions
// is the cache it was at n. An evicted row is never read again: its score is −∞ and its
// softmax weight exactly 0, so it adds nothing to the output (a decode step's sums, in order
// of position, are bit for bit those of a cache that freed the row), and it counts as freed
// in the bytes held and read. The rows stay in memory only so that going back in the
// timeline can give them back.

#include <cstdint>
#include <optional>
#include <string>

namespace kvscope {

struct KvEviction {
    int window = 0;  // positions kept; 0: unbounded (nothing is evicted)
    int sinks = 0;   // the first positions never evicted (< window)

    bool enabled() const { return window > 0; }
    bool operator==(const KvEviction&) const = default;

    // The first key a query at `position` sees after the sinks: keys [sinks, firstRecent) are
    // evicted for it (none when firstRecent ≤ sinks).
    int firstRecent(int position) const { return enabled() ? position + 1 - (window - sinks) : 0; }
    bool evicted(int query, int key) const { return enabled() && key >= sinks && key < firstRecent(query); }
    // Keys a query at `position` sees: min(position + 1, window).
    int visible(int position) const;
    // Σ visible(r) over rows r = from … to−1 (the attention cells of a head).
    std::int64_t visibleCells(int from, int to) const;
    // Rows a cache of n positions holds: min(n, window).
    int heldRows(int positions) const { return enabled() && positions > window ? window : positions; }
};

// "window of 32", "window of 32 with 4 sinks"; "" when off.
std::string describeKvEviction(const KvEviction& e);
// What is wrong with a setting (window < 0 or > 1,000,000, sinks < 0 or ≥ window), or nothing.
std::optional<std::string> kvEvictionProblem(const KvEviction& e);

}  // namespace kvscope
