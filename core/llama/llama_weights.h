#pragma once
// A Llama-family model's weights from a Hugging Face folder, checked against its config.
// Hugging Face's Linear stores (out, in) and computes y = x · Wᵀ; the matrices are kept as
// W = weightᵀ (in, out) like GPT-2's, so one product code serves both. Q, K and V are stacked
// into one matrix and gate and up into another, so each is one pass over the activations.

#include <filesystem>
#include <vector>

#include "core/io/tensor_files.h"
#include "core/llama/llama_config.h"
#include "core/weight_matrix.h"

namespace kvscope {

struct LlamaBlock {
    RowVectorF inputNorm;           // (d) RMSNorm before attention
    WeightMatrix qkv;               // (d, (H + 2·H_kv)·hd) columns [Q | K | V], heads side by side
    RowVectorF qkvBias;             // ((H + 2·H_kv)·hd) or empty
    RowVectorF qNorm, kNorm;        // (hd) per-head RMSNorm of q and k (Qwen3), else empty
    WeightMatrix output;            // (H·hd, d) o_proj
    RowVectorF outputBias;          // (d) or empty
    RowVectorF postAttentionNorm;   // (d) RMSNorm before the MLP
    WeightMatrix gateUp;            // (d, 2·I) columns [gate | up]
    WeightMatrix down;              // (I, d)
};

struct LlamaWeights {
    LlamaConfig config;
    bool tied = true;               // the output projection is `embed` (no lm_head.weight)
    WeightMatrix embed;             // (d, V) token embeddings as columns (embed_tokens.weightᵀ)
    WeightMatrix lmHead;            // (d, V) untied output projection; empty when tied
    std::vector<LlamaBlock> blocks; // (L)
    RowVectorF norm;                // (d) final RMSNorm

    const WeightMatrix& outputProjection() const { return tied ? embed : lmHead; }
};

// Reads config.json and the weights (model.safetensors or shards with their index) of
// `folder`, or takes them from any TensorSource (a GGUF file answers to the same names). Names
// are Hugging Face's ("model.layers.0.self_attn.q_proj.weight"). Throws Error
// naming the file and the tensor. `precision`: how the matrices are kept, whatever the file
// stores (F32, F16 or BF16).
LlamaWeights loadLlamaWeights(const std::filesystem::path& folder, WeightPrecision precision = WeightPrecision::F32);
LlamaWeights readLlamaWeights(const LlamaConfig& config, const TensorSource& files,
                              WeightPrecision precision = WeightPrecision::F32);

// Bytes the weights occupy in memory.
// The weights' storage types, each once: "f32", "f16", "Q4_K+Q6_K+F32" (GGUF, stored).
std::string weightTypes(const LlamaWeights& weights);
std::int64_t weightBytes(const LlamaWeights& weights);

}  // namespace kvscope
