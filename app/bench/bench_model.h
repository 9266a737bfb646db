#pragma once
// A GPT-2-shaped model with random weights, built in memory (no files): the benchmark needs
// the shape and the byte count of GPT-2 small, not its knowledge.

#include <memory>

#include "core/gpt2/gpt2_model.h"

namespace kvscope::bench {

// GPT-2 small (124M parameters): 12 layers, 12 heads, width 768, 50,257 tokens, 1,024 positions.
Gpt2Config gpt2SmallConfig();
// A few layers and a small vocabulary, for a smoke run that takes a second.
Gpt2Config quickConfig();

// Weights drawn uniformly with GPT-2's initial standard deviation (0.02), LayerNorms at 1 and 0;
// the tokenizer knows the 256 byte tokens only (the benchmark feeds ids, not text).
// The matrices are kept at `precision`.
std::shared_ptr<const Gpt2Model> randomGpt2(const Gpt2Config& config, unsigned seed,
                                            WeightPrecision precision = WeightPrecision::F32);

// The bytes of weights a decode step reads: every weight once, at the precision it is kept
// in (the tied embeddings as the output projection), except the position embeddings of the
// other positions.
std::int64_t weightBytesPerDecodeToken(const Gpt2Weights& weights);

}  // namespace kvscope::bench
