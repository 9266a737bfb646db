#include "core/sampler.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>
#include <vector>

namespace kvscope {

void SamplingParams::validate() const {
    if (!std::isfinite(temperature) || temperature < 0.0)
        throw Error(msg("temperature must be 0 (greedy) or a positive number, got %1", temperature));
    if (topK < 0) throw Error(msg("top-k must be 0 (off) or positive, got %1", topK));
    if (!(topP > 0.0 && topP <= 1.0)) throw Error(msg("top-p must be in (0, 1], got %1", topP));
}

std::string SamplingParams::describe() const {
    if (greedy()) return "greedy";
    std::ostringstream out;
    out << "temperature " << temperature;
    if (topK > 0) out << ", top-k " << topK;
    if (topP < 1.0) out << ", top-p " << topP;
    out << ", seed " << seed;
    return out.str();
}

Vector softmaxWithTemperature(const Vector& logits, double temperature) {
    const double t = temperature > 0.0 ? temperature : 1.0;
    if (logits.size() == 0) return logits;
    const Scalar maxLogit = logits.maxCoeff();
    Vector p = ((logits.array() - maxLogit) / t).exp();
    return p / p.sum();
}

double logPartition(const Vector& logits, double temperature) {
    const double t = temperature > 0.0 ? temperature : 1.0;
    const Scalar maxLogit = logits.maxCoeff();
    return maxLogit / t + std::log(((logits.array() - maxLogit) / t).exp().sum());
}

Vector logProbabilities(const Vector& logits) { return logits.array() - logPartition(logits, 1.0); }

double klDivergence(const Vector& logP, const Vector& logQ) {
    return std::max(0.0, (logP.array().exp() * (logP - logQ).array()).sum());
}

namespace {
// splitmix64: a well-mixed 64-bit value from (seed, step), so each step draws independently.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

double uniformDraw(std::uint64_t seed, int stepIndex) {
    const std::uint64_t bits = mix(seed ^ mix(static_cast<std::uint64_t>(stepIndex)));
    return static_cast<double>(bits >> 11) * 0x1.0p-53;  // [0, 1)
}
}  // namespace

std::vector<int> keptTokens(const Vector& p, const SamplingParams& params) {
    std::vector<int> order(static_cast<size_t>(p.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[a] > p[b]; });
    size_t keep = order.size();
    if (params.topK > 0) keep = std::min(keep, static_cast<size_t>(params.topK));
    if (params.topP < 1.0) {
        double mass = 0.0;
        for (size_t i = 0; i < keep; ++i) {
            mass += p[order[i]];
            if (mass >= params.topP) {
                keep = i + 1;
                break;
            }
        }
    }
    order.resize(keep);
    return order;
}

int sampleIndex(const Vector& logits, const SamplingParams& params, int stepIndex) {
    return sampleIndex(logits, softmaxWithTemperature(logits, params.temperature), params, stepIndex);
}

int sampleIndex(const Vector& logits, const Vector& p, const SamplingParams& params, int stepIndex) {
    params.validate();
    if (logits.size() == 0) throw Error(msg("cannot choose a token: the model produced no logits"));
    if (p.size() != logits.size()) throw Error("internal: probabilities and logits differ in length");
    Eigen::Index best = 0;
    logits.maxCoeff(&best);  // the first maximum: ties go to the lower index
    if (params.greedy()) return static_cast<int>(best);

    const std::vector<int> order = keptTokens(p, params);
    const size_t keep = order.size();
    double total = 0.0;
    for (size_t i = 0; i < keep; ++i) total += p[order[i]];
    const double target = uniformDraw(params.seed, stepIndex) * total;
    double acc = 0.0;
    for (size_t i = 0; i < keep; ++i) {
        acc += p[order[i]];
        if (target < acc) return order[i];
    }
    return order[keep - 1];
}

}  // namespace kvscope
