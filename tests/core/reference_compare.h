#pragma once
// Reading reference numbers written by PyTorch scripts and comparing our logits with them:
// shared by the tests of the real models (GPT-2 and the Llama family).

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <vector>

#include "core/engine.h"
#include "core/types.h"

namespace kvscope::testing {

inline nlohmann::json readJson(const std::filesystem::path& file) {
    std::ifstream in(file);
    return nlohmann::json::parse(in);
}

// Largest |a[i] - b[i]|; infinity when the lengths differ.
inline double maxAbsDiff(const Vector& a, const std::vector<double>& b) {
    if (a.size() != static_cast<Eigen::Index>(b.size())) return std::numeric_limits<double>::infinity();
    double m = 0;
    for (Eigen::Index i = 0; i < a.size(); ++i) m = std::max(m, std::abs(a[i] - b[static_cast<size_t>(i)]));
    return m;
}

// The steps of one run: the prefill of `prompt`, then 5 greedy decode steps (what every
// reference script computed).
inline std::vector<StepPtr> runSteps(const ModelPtr& model, const std::vector<TokenId>& prompt, CacheMode mode,
                                     KvFormat kv = {}) {
    Engine engine(model, mode, kv);
    std::vector<StepPtr> steps{engine.prefill(prompt, SamplingParams{})};
    for (int i = 0; i < 5; ++i) steps.push_back(engine.decode(SamplingParams{}));
    return steps;
}

}  // namespace kvscope::testing
