#include "core/kv_eviction.h"

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
    return text;
}

std::optional<std::string> kvEvictionProblem(const KvEviction& e) {
    if (e.window < 0 || e.window > 1'000'000)
        return "a KV cache window holds 1 to 1,000,000 positions, not " + std::to_string(e.window);
    if (!e.enabled()) {
        if (e.sinks != 0) return std::string("attention sinks need a window to stay in");
        return std::nullopt;
    }
    if (e.sinks < 0 || e.sinks >= e.window)
        return "a window of " + std::to_string(e.window) + " keeps 0 to " + std::to_string(e.window - 1) +
               " sinks (the newest position is always kept), not " + std::to_string(e.sinks);
    return std::nullopt;
}

}  // namespace kvscope
