#pragma once
// A GPT-2-family model's shape, read from Hugging Face's config.json.

#include <cstdint>
#include <filesystem>
#include <string_view>

namespace kvscope {

struct Gpt2Config {
    int nLayer = 0;       // transformer blocks
    int nHead = 0;        // attention heads per block
    int nEmbd = 0;        // model width d; each head has d / nHead dimensions
    int nPositions = 0;   // longest sequence ("n_positions", or the older "n_ctx")
    int vocabSize = 0;
    double layerNormEpsilon = 1e-5;  // GPT-2's value when the file has none

    int headDim() const { return nEmbd / nHead; }
    // Every weight and bias: embeddings (V·d + T·d), per layer 12·d² + 13·d (c_attn, c_proj,
    // c_fc, mlp.c_proj and two LayerNorms), the final LayerNorm (2·d). 124,439,808 for GPT-2 small.
    std::int64_t parameterCount() const {
        const std::int64_t d = nEmbd;
        return (static_cast<std::int64_t>(vocabSize) + nPositions) * d + nLayer * (12 * d * d + 13 * d) + 2 * d;
    }
    // K and V of one position in every layer, in float: 2 · L · d · 4 bytes.
    std::int64_t kvBytesPerToken() const { return 2 * static_cast<std::int64_t>(nLayer) * nEmbd * 4; }

    // Beyond these the file is broken or not a model KVScope can step through on a desktop
    // (GPT-2 XL: 48 layers, 25 heads, 1600 wide, 1024 positions, 50257 tokens).
    static constexpr int kMaxLayers = 256;
    static constexpr int kMaxHeads = 1024;
    static constexpr int kMaxEmbd = 65536;
    static constexpr int kMaxPositions = 1 << 20;
    static constexpr int kMaxVocab = 1 << 22;
};

// Parses and validates config.json text; `source` names it in errors. Throws Error, e.g.
// "config.json: n_embd (770) must be divisible by n_head (12)" or "config.json: n_head: expected
// a whole number from 1 to 1024, found 12.5". A "model_type" other than "gpt2" is refused;
// unknown keys are ignored.
Gpt2Config parseGpt2Config(std::string_view json, std::string_view source);
Gpt2Config loadGpt2Config(const std::filesystem::path& file);

}  // namespace kvscope
