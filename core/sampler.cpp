#include "core/sampler.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>
#include <vector>

#include "core/parallel.h"

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

namespace {

// Σ exp((logits − maxLogit) / t) in fixed chunks, the chunks in parallel and then added in
// order, so the sum does not depend on the threads. Exponentials of doubles are the costly
// part of a decode step's bookkeeping (about 65 µs for GPT-2's 50,257 on one thread). At t = 1
// (greedy steps) the division is left out: x / 1 is x, so the bits are the same, and a vector
// division of doubles cost as much as the exponential.
double partition(const Vector& logits, Scalar maxLogit, double t) {
    constexpr Eigen::Index kChunk = 8192;
    const Eigen::Index chunks = (logits.size() + kChunk - 1) / kChunk;
    std::vector<double> sums(static_cast<size_t>(chunks));
    parallelFor<Eigen::Index>(0, chunks, 1, [&](Eigen::Index c) {
        const auto part = logits.segment(c * kChunk, std::min(kChunk, logits.size() - c * kChunk));
        sums[static_cast<size_t>(c)] = t == 1.0 ? (part.array() - maxLogit).exp().sum()
                                                : ((part.array() - maxLogit) / t).exp().sum();
    });
    return std::accumulate(sums.begin(), sums.end(), 0.0);
}

}  // namespace

Vector softmaxAt(const Vector& logits, double temperature, std::span<const int> indices) {
    const double t = temperature > 0.0 ? temperature : 1.0;
    Vector p(static_cast<Eigen::Index>(indices.size()));
    if (logits.size() == 0) return p;
    const Scalar maxLogit = logits.maxCoeff();
    const double total = partition(logits, maxLogit, t);
    for (size_t i = 0; i < indices.size(); ++i)
        p[static_cast<Eigen::Index>(i)] = std::exp((logits[indices[i]] - maxLogit) / t) / total;
    return p;
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

std::vector<int> topLogits(const Vector& logits, int count) {
    const auto wanted = static_cast<size_t>(std::clamp<Eigen::Index>(count, 0, logits.size()));
    std::vector<int> top;  // largest first
    top.reserve(wanted + 1);
    if (wanted == 0) return top;
    const double* l = logits.data();
    const auto admit = [&](int i) {
        // Indices come in increasing order, so an equal logit never displaces an earlier one:
        // once the list is full only a strictly larger logit gets in.
        if (top.size() == wanted && !(l[i] > l[top.back()])) return;
        auto at = top.end();
        while (at != top.begin() && l[i] > l[*(at - 1)]) --at;
        top.insert(at, i);
        if (top.size() > wanted) top.pop_back();
    };
    // Blocks whose largest logit cannot get in are skipped on one vectorized max, which is
    // nearly all of them once the list is full.
    constexpr Eigen::Index kBlock = 64;
    const Eigen::Index n = logits.size();
    for (Eigen::Index b = 0; b < n; b += kBlock) {
        const Eigen::Index end = std::min(n, b + kBlock);
        if (top.size() == wanted && end - b == kBlock && !(logits.segment<kBlock>(b).maxCoeff() > l[top.back()]))
            continue;
        for (Eigen::Index i = b; i < end; ++i) admit(static_cast<int>(i));
    }
    return top;
}

std::vector<int> keptTokens(const Vector& p, const SamplingParams& params) {
    const auto n = static_cast<size_t>(p.size());
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    // Most likely first, ties to the lower index: the order a stable sort by probability gives,
    // as a strict total order, so a partial sort's first places are the same.
    const auto before = [&](int a, int b) { return p[a] > p[b] || (p[a] == p[b] && a < b); };
    // Only as many places are ordered as the cut can keep: top-k's, or, for top-p, a prefix
    // grown until it holds the mass (a sampled step of a 50,257-token vocabulary used to sort
    // all of it to keep a few dozen).
    const size_t limit = params.topK > 0 ? std::min(n, static_cast<size_t>(params.topK)) : n;
    const auto orderFirst = [&](size_t count) {
        if (count == n) {  // all of it: a stable sort by probability from index order, the faster sort here
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return p[a] > p[b]; });
        } else {
            std::partial_sort(order.begin(), order.begin() + static_cast<long>(count), order.end(), before);
        }
    };
    if (params.topP >= 1.0) {
        orderFirst(limit);
        order.resize(limit);
        return order;
    }
    double mass = 0.0;
    size_t i = 0;
    for (size_t ordered = std::min<size_t>(limit, 64);; ordered = std::min(limit, 4 * ordered)) {
        orderFirst(ordered);  // (the places already summed keep their tokens)
        for (; i < ordered; ++i) {
            mass += p[order[i]];
            if (mass >= params.topP) {
                order.resize(i + 1);
                return order;
            }
        }
        if (ordered == limit) break;
    }
    order.resize(limit);
    return order;
}

int sampleIndex(const Vector& logits, const SamplingParams& params, int stepIndex) {
    return sampleIndex(logits, params.greedy() ? Vector() : softmaxWithTemperature(logits, params.temperature), params,
                       stepIndex);
}

int sampleIndex(const Vector& logits, const Vector& p, const SamplingParams& params, int stepIndex) {
    params.validate();
    if (logits.size() == 0) throw Error(msg("cannot choose a token: the model produced no logits"));
    if (params.greedy()) return topLogits(logits, 1).front();  // the first maximum: ties go to the lower index
    if (p.size() != logits.size()) throw Error("internal: probabilities and logits differ in length");

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
