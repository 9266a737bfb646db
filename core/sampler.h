#pragma once
// Picks the next token from logits: greedy, or sampled with temperature, top-k and top-p.
// Sampling is reproducible: the random draw depends only on (seed, step index), so going back
// and re-sampling a step gives the same token.

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/types.h"

namespace kvscope {

struct SamplingParams {
    double temperature = 0.0;  // 0 means greedy (argmax); otherwise > 0
    int topK = 0;              // keep the k most likely tokens; 0 keeps all
    double topP = 1.0;         // keep the smallest set whose probability reaches topP; 1 keeps all
    std::uint64_t seed = 0;

    bool greedy() const { return temperature <= 0.0; }
    // Throws Error naming the bad field.
    void validate() const;
    std::string describe() const;
};

// softmax(logits / T); T = 1 when temperature is 0 (greedy), as the probabilities are still shown.
Vector softmaxWithTemperature(const Vector& logits, double temperature);
// softmax(logits / T) at a few indices only (a step's candidates): the same numbers as
// softmaxWithTemperature's at those indices (to a rounding of the last bit), without building
// the vector over the whole vocabulary — a decode step records 20 of 50,257, every step.
Vector softmaxAt(const Vector& logits, double temperature, std::span<const int> indices);

// What choosing a token needs of a step's logits, found in one parallel pass: the `count`
// largest (topLogits' list), the largest logit and the normalizer Σ exp((l − max) / T) at the
// temperature (T = 1 for greedy, as in softmaxWithTemperature).
struct LogitsDigest {
    std::vector<int> top;
    double max = 0;
    double partition = 0;
    double temperature = 1;
};
LogitsDigest digestLogits(const Vector& logits, int count, double temperature);
// softmaxAt with the digest's normalizer (the logits it was taken of).
Vector softmaxAt(const Vector& logits, const LogitsDigest& digest, std::span<const int> indices);
// log Σ exp(logit / T), computed stably: softmax(logits / T)[i] = exp(logits[i] / T − this).
// Lets a view turn a few candidate logits into probabilities over the whole vocabulary.
double logPartition(const Vector& logits, double temperature);
// log softmax(logits) at temperature 1: log-probabilities over the whole vocabulary.
Vector logProbabilities(const Vector& logits);
// KL(p ‖ q) in nats of two distributions given as log-probabilities (never below 0).
double klDivergence(const Vector& logP, const Vector& logQ);

// The tokens sampling may choose, most likely first: every index of `probabilities` sorted by
// probability (ties keep the lower index first), cut to the top-k and then to the smallest set
// whose probability reaches top-p. One definition for the sampler and for speculative decoding,
// which must sample from exactly the distribution plain decoding would.
std::vector<int> keptTokens(const Vector& probabilities, const SamplingParams& params);

// The indices of the `count` largest logits, largest first, ties to the lower index — so the
// first is greedy's choice. One pass over the logits, not a sort of the vocabulary.
std::vector<int> topLogits(const Vector& logits, int count);

// The index into `logits` of the chosen token for step `stepIndex`.
int sampleIndex(const Vector& logits, const SamplingParams& params, int stepIndex);
// The same from probabilities already computed: softmaxWithTemperature(logits, params.temperature)
// (not read when params are greedy).
int sampleIndex(const Vector& logits, const Vector& probabilities, const SamplingParams& params, int stepIndex);

}  // namespace kvscope
