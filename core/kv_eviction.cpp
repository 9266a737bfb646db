#include "core/kv_eviction.h"

#include <limits>

namespace kvscope {

int KvEviction::visible(int position) const {
    return enabled() && position + 1 > window ? window : position + 1;
}

std::int64_t KvEviction::visibleCells(int from, int to) const {
    // f(m) = Σ_{r<m} min(r + 1, W): a triangle up to W, then W per row
    const auto f = [this](std::int64_t m) -> std::int64_t {
        if (!enabled() || m <= window) return m * (m + 1) / 2;
        return std::int64_t(window) * (window + 1) / 2 + (m - window) * window;
    };
    return to > from ? f(to) - f(from) : 0;
}

std::string describeKvEviction(const KvEviction& e) {
    if (!e.enabled()) return {};
    std::string text = "window of " + std::to_string(e.window);
    if (e.sinks > 0) text += " with " + std::to_string(e.sinks) + (e.sinks == 1 ? " sink" : " sinks");
    if (e.heavy > 0)
        text += " with " + std::to_string(e.heavy) + (e.heavy == 1 ? " heavy hitter" : " heavy hitters");
    return text;
}

std::optional<Message> kvEvictionProblem(const KvEviction& e) {
    if (e.window < 0 || e.window > 1'000'000)
        return msg("a KV cache window holds 1 to 1,000,000 positions, not %1", e.window);
    if (!e.enabled()) {
        if (e.sinks != 0) return msg("attention sinks need a window to stay in");
        if (e.heavy != 0) return msg("heavy hitters need a window to stay in");
        return std::nullopt;
    }
    if (e.sinks < 0 || e.sinks >= e.window)
        return msg("a window of %1 keeps 0 to %2 sinks (the newest position is always kept), not %3", e.window,
                   e.window - 1, e.sinks);
    if (e.heavy < 0 || e.heavy >= e.window)
        return msg("a window of %1 keeps 0 to %2 heavy hitters (the newest position is always kept), not %3",
                   e.window, e.window - 1, e.heavy);
    if (e.heavy > 0 && e.sinks > 0)
        return msg("a window keeps either attention sinks or heavy hitters, not both (heavy hitters find and keep a "
                   "sink that draws attention by themselves)");
    return std::nullopt;
}

int HeavyHitterState::admit(const KvEviction& e, int position) {
    const size_t n = static_cast<size_t>(position) + 1;
    attention.resize(n, 0.0f);
    evictedAt.resize(n, kKept);
    if (++held <= e.window) return -1;
    // the older keys (not among the newest recent()) still held: the one with least attention goes
    int victim = -1;
    float least = std::numeric_limits<float>::infinity();
    for (int k = 0; k <= position - e.recent(); ++k)
        if (evictedAt[static_cast<size_t>(k)] == kKept && attention[static_cast<size_t>(k)] < least)
            victim = k, least = attention[static_cast<size_t>(k)];
    if (victim < 0) return -1;  // cannot happen: heavy < window leaves an older key held
    evictedAt[static_cast<size_t>(victim)] = position;
    --held;
    return victim;
}

void HeavyHitterState::attend(const float* weights, int position) {
    for (int k = 0; k <= position; ++k) attention[static_cast<size_t>(k)] += weights[k];
}

bool EvictionLog::evicted(int layer, int kvHead, int query, int key) const {
    const size_t slot = static_cast<size_t>(layer) * static_cast<size_t>(kvHeads) + static_cast<size_t>(kvHead);
    if (slot >= evictedAt.size() || key < 0 || static_cast<size_t>(key) >= evictedAt[slot].size()) return false;
    return evictedAt[slot][static_cast<size_t>(key)] <= query;
}

std::vector<int> EvictionLog::evictedBy(int layer, int kvHead, int query) const {
    std::vector<int> keys;
    const size_t slot = static_cast<size_t>(layer) * static_cast<size_t>(kvHeads) + static_cast<size_t>(kvHead);
    if (slot >= evictedAt.size()) return keys;
    for (size_t k = 0; k < evictedAt[slot].size(); ++k)
        if (evictedAt[slot][k] <= query) keys.push_back(static_cast<int>(k));
    return keys;
}

}  // namespace kvscope
