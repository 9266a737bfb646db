#include "core/sampler.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
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

constexpr Eigen::Index kBlock = 64;  // the top-k pass's blocks of logits

// Appends to `top` (largest first, at most `wanted`) the indices in [0, n) whose logits are
// among the `wanted` largest, ties to the lower index. Indices come in increasing order, so an
// equal logit never displaces an earlier one: once the list is full only a strictly larger
// logit gets in.
void admitLargest(const double* l, Eigen::Index n, size_t wanted, std::vector<int>& top) {
    if (wanted == 0) return;
    const auto admit = [&](int i) {
        if (top.size() == wanted && !(l[i] > l[top.back()])) return;
        auto at = top.end();
        while (at != top.begin() && l[i] > l[*(at - 1)]) --at;
        top.insert(at, i);
        if (top.size() > wanted) top.pop_back();
    };
    // Blocks whose largest logit cannot get in are skipped on one vectorized max, which is
    // nearly all of them once the list is full.
    for (Eigen::Index b = 0; b < n; b += kBlock) {
        const Eigen::Index end = std::min(n, b + kBlock);
        if (top.size() == wanted && end - b == kBlock &&
            !(Eigen::Map<const Eigen::Array<double, kBlock, 1>>(l + b).maxCoeff() > l[top.back()]))
            continue;
        for (Eigen::Index i = b; i < end; ++i) admit(static_cast<int>(i));
    }
}

// A logit as the candidates are ranked: NaN below every number (it is never a candidate
// while numbers are left, and the orderings below stay strict weak ones).
double rank(double logit) { return std::isnan(logit) ? -std::numeric_limits<double>::infinity() : logit; }

}  // namespace

// Fixed chunks, so the sums do not depend on the threads: each chunk's maximum m_c and
// Σ exp((l − m_c) / t) over it, then Z = Σ_c exp((m_c − M) / t) · that, in chunk order.
// Exponentials of doubles are the costly part (about 65 µs for GPT-2's 50,257 on one thread);
// at t = 1 (greedy steps) the division is left out: x / 1 is x, so the bits are the same, and a
// vector division of doubles cost as much as the exponential.
//
// The region also keeps the largest logit of every block of 64, for the candidates: the
// count-th largest of those maxima, T, is at most the count-th largest logit (the blocks'
// maxima are count distinct logits at least that large), so every candidate is in a block whose
// maximum is ≥ T — about `count` blocks of GPT-2's 786 — and is ≥ T itself. Those are ranked
// (largest first, ties to the lower index: topLogits' order) and cut to `count`. A pass over
// every block on the calling thread (topLogits) read all 400 KB of a GPT-2 step's logits,
// half of them from the other core's cache: ~20 µs of a step, where this reads ~10 KB.
LogitsDigest digestLogits(const Vector& logits, int count, double temperature) {
    LogitsDigest digest;
    digest.temperature = temperature > 0.0 ? temperature : 1.0;
    const double t = digest.temperature;
    const Eigen::Index n = logits.size();
    if (n == 0) return digest;
    constexpr Eigen::Index kChunk = 32 * kBlock;  // 25 for GPT-2's vocabulary: even shares for two threads
    const Eigen::Index chunks = (n + kChunk - 1) / kChunk;
    std::vector<double> chunkMax(static_cast<size_t>(chunks)), chunkSum(static_cast<size_t>(chunks));
    std::vector<double> blockMax(static_cast<size_t>((n + kBlock - 1) / kBlock));
    parallelFor<Eigen::Index>(0, chunks, 1, [&](Eigen::Index c) {
        const Eigen::Index begin = c * kChunk, end = std::min(n, begin + kChunk);
        for (Eigen::Index b = begin; b < end; b += kBlock)
            blockMax[static_cast<size_t>(b / kBlock)] = rank(logits.segment(b, std::min(kBlock, end - b)).maxCoeff());
        const auto x = logits.segment(begin, end - begin).array();
        const double most = x.maxCoeff();
        chunkMax[static_cast<size_t>(c)] = most;
        chunkSum[static_cast<size_t>(c)] = t == 1.0 ? (x - most).exp().sum() : ((x - most) / t).exp().sum();
    });
    digest.max = *std::max_element(chunkMax.begin(), chunkMax.end());
    for (size_t c = 0; c < chunkMax.size(); ++c)
        digest.partition += (t == 1.0 ? std::exp(chunkMax[c] - digest.max) : std::exp((chunkMax[c] - digest.max) / t)) *
                            chunkSum[c];

    const auto wanted = static_cast<size_t>(std::clamp<Eigen::Index>(count, 0, n));
    if (wanted == 0) return digest;
    double threshold = -std::numeric_limits<double>::infinity();  // (more candidates wanted than blocks: every logit)
    if (wanted <= blockMax.size()) {
        std::vector<double> maxima = blockMax;
        std::nth_element(maxima.begin(), maxima.begin() + static_cast<long>(wanted - 1), maxima.end(), std::greater<double>());
        threshold = maxima[wanted - 1];
    }
    std::vector<int>& top = digest.top;
    for (size_t b = 0; b < blockMax.size(); ++b) {
        if (blockMax[b] < threshold) continue;
        const Eigen::Index begin = static_cast<Eigen::Index>(b) * kBlock, end = std::min(n, begin + kBlock);
        for (Eigen::Index i = begin; i < end; ++i)
            if (rank(logits[i]) >= threshold) top.push_back(static_cast<int>(i));
    }
    const auto before = [&](int a, int b) {
        const double x = rank(logits[a]), y = rank(logits[b]);
        return x > y || (x == y && a < b);
    };
    const auto kept = top.begin() + static_cast<long>(std::min(wanted, top.size()));
    std::partial_sort(top.begin(), kept, top.end(), before);
    top.erase(kept, top.end());
    return digest;
}

Vector softmaxAt(const Vector& logits, const LogitsDigest& digest, std::span<const int> indices) {
    Vector p(static_cast<Eigen::Index>(indices.size()));
    const double t = digest.temperature;
    for (size_t i = 0; i < indices.size(); ++i)
        p[static_cast<Eigen::Index>(i)] = std::exp((logits[indices[i]] - digest.max) / t) / digest.partition;
    return p;
}

Vector softmaxAt(const Vector& logits, double temperature, std::span<const int> indices) {
    return softmaxAt(logits, digestLogits(logits, 0, temperature), indices);
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
    admitLargest(logits.data(), logits.size(), wanted, top);
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
