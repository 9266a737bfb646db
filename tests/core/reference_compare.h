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

// The largest |logit − reference| over a run's prefill and decode steps, against a reference
// run {"prefill_last_logits": […], "decode": [{"fed": id, "logits": […]}, …]} as the scripts
// write it; infinity when a greedy choice differs from the token the reference fed (the later
// logits would then belong to another sequence).
inline double largestLogitDifference(const std::vector<StepPtr>& steps, const nlohmann::json& run) {
    double largest = maxAbsDiff(steps[0]->allLogits, run["prefill_last_logits"].get<std::vector<double>>());
    for (size_t i = 1; i < steps.size(); ++i) {
        const nlohmann::json& want = run["decode"][i - 1];
        if (steps[i - 1]->chosen != want["fed"].get<TokenId>()) return std::numeric_limits<double>::infinity();
        largest = std::max(largest, maxAbsDiff(steps[i]->allLogits, want["logits"].get<std::vector<double>>()));
    }
    return largest;
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
