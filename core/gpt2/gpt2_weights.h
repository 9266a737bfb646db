#pragma once
// A GPT-2-family model's weights in float, loaded from a Hugging Face folder (config.json +
// model.safetensors) and checked against the config. Matrices keep Hugging Face's Conv1D
// layout, which multiplies from the right: y = x · W + b.

#include <filesystem>
#include <vector>

#include "core/gpt2/gpt2_config.h"
#include "core/io/safetensors.h"

namespace kvscope {

struct Gpt2Block {
    RowVectorF ln1Weight, ln1Bias;   // (d)
    MatrixF attnWeight;              // (d, 3d) c_attn: columns [Q | K | V], heads side by side
    RowVectorF attnBias;             // (3d)
    MatrixF attnProjWeight;          // (d, d) c_proj
    RowVectorF attnProjBias;         // (d)
    RowVectorF ln2Weight, ln2Bias;   // (d)
    MatrixF fcWeight;                // (d, 4d) mlp.c_fc
    RowVectorF fcBias;               // (4d)
    MatrixF mlpProjWeight;           // (4d, d) mlp.c_proj
    RowVectorF mlpProjBias;          // (d)
};

struct Gpt2Weights {
    Gpt2Config config;
    MatrixF wte;                     // (V, d) token embeddings; also the output projection (tied)
    MatrixF wpe;                     // (maxT, d) position embeddings
    std::vector<Gpt2Block> blocks;   // (L)
    RowVectorF lnfWeight, lnfBias;   // (d) final LayerNorm
};

// Reads `folder`/config.json and `folder`/model.safetensors. Tensor names are Hugging Face's
// ("h.0.attn.c_attn.weight"), with or without a "transformer." prefix; lm_head.weight, when
// present, must equal wte (GPT-2 ties them). Throws Error naming the file and the tensor,
// e.g. "model.safetensors: tensor 'h.1.mlp.c_fc.weight' has shape [64, 128], expected [64, 256]".
Gpt2Weights loadGpt2Weights(const std::filesystem::path& folder);

// Checks and converts already opened files (the loader's second half).
Gpt2Weights readGpt2Weights(const Gpt2Config& config, const SafetensorsFile& file);

}  // namespace kvscope
