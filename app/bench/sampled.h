#pragma once
// A figure measured several times: its median and its range, as the benchmark prints them.

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace kvscope::bench {

struct Sampled {
    std::vector<double> values;

    void add(double v) { values.push_back(v); }
    double median() const {
        if (values.empty()) return 0;
        std::vector<double> v = values;
        std::sort(v.begin(), v.end());
        const size_t n = v.size();
        return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
    double min() const { return values.empty() ? 0 : *std::min_element(values.begin(), values.end()); }
    double max() const { return values.empty() ? 0 : *std::max_element(values.begin(), values.end()); }

    // "median of 3: 93.0–97.2" (one decimal), or "one run" for a single value.
    std::string spread() const {
        if (values.size() < 2) return "one run";
        char text[96];
        std::snprintf(text, sizeof text, "median of %zu: %.1f–%.1f", values.size(), min(), max());
        return text;
    }
};

}  // namespace kvscope::bench
