#pragma once
// GPT-2- and Llama-shaped models with random weights, built in memory (no files): the
// benchmark needs the shapes and the byte counts of real models, not their knowledge.

#include <memory>
#include <span>
#include <vector>

#include "core/gpt2/gpt2_model.h"
#include "core/llama/llama_model.h"

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
// The matrices a decode step streams, where they live (the vectors of norms and biases, a few
// KB, left out), for a bandwidth probe that reads the same pages.
std::vector<std::span<const std::byte>> decodeStreams(const Gpt2Weights& weights);

// SmolLM2-135M: 30 layers, 9 query heads sharing 3 KV heads of 64, width 576, SwiGLU 1,536,
// 49,152 tokens, tied embeddings, rope_theta 100,000.
LlamaConfig smolLm2Config();
// Llama 3.2 1B: 16 layers, 32 query heads sharing 8 KV heads of 64, width 2,048, SwiGLU 8,192,
// 128,256 tokens, tied embeddings, rope_theta 500,000 with llama3 scaling ×32.
LlamaConfig llama1bConfig();
// A small GQA model for --quick.
LlamaConfig quickLlamaConfig();

// Weights drawn as for randomGpt2, norms at 1; a byte tokenizer.
std::shared_ptr<const LlamaModel> randomLlama(const LlamaConfig& config, unsigned seed,
                                              WeightPrecision precision = WeightPrecision::F32);

// The bytes of weights a decode step reads: every matrix once and the output projection
// (the embeddings when tied); of untied embeddings only the one row looked up.
std::int64_t weightBytesPerDecodeToken(const LlamaWeights& weights);
std::vector<std::span<const std::byte>> decodeStreams(const LlamaWeights& weights);
// The weight matrices a decode step multiplies, in the order it does (the streams above).
std::vector<const WeightMatrix*> decodeProducts(const LlamaWeights& weights);

}  // namespace kvscope::bench
