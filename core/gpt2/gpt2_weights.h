#pragma once
// A GPT-2-family model's weights, loaded from a Hugging Face folder (config.json +
// model.safetensors) and checked against the config. Matrices keep Hugging Face's Conv1D
// layout, which multiplies from the right: y = x · W + b. The big matrices are kept in float
// or, on request, in half precision (core/weight_matrix.h); vectors are always float.

#include <filesystem>
#include <vector>

#include "core/gpt2/gpt2_config.h"
#include "core/io/safetensors.h"
#include "core/weight_matrix.h"

namespace kvscope {

struct Gpt2Block {
    RowVectorF ln1Weight, ln1Bias;   // (d)
    WeightMatrix attnWeight;         // (d, 3d) c_attn: columns [Q | K | V], heads side by side
    RowVectorF attnBias;             // (3d)
    WeightMatrix attnProjWeight;     // (d, d) c_proj
    RowVectorF attnProjBias;         // (d)
    RowVectorF ln2Weight, ln2Bias;   // (d)
    WeightMatrix fcWeight;           // (d, 4d) mlp.c_fc
    RowVectorF fcBias;               // (4d)
    WeightMatrix mlpProjWeight;      // (4d, d) mlp.c_proj
    RowVectorF mlpProjBias;          // (d)
};

struct Gpt2Weights {
    Gpt2Config config;
    // (d, V) the token embeddings as columns (wte.weightᵀ): column t embeds token t, and
    // x · wte is the tied output projection.
    WeightMatrix wte;
    MatrixF wpe;                     // (maxT, d) position embeddings
    std::vector<Gpt2Block> blocks;   // (L)
    RowVectorF lnfWeight, lnfBias;   // (d) final LayerNorm
};

// Reads `folder`/config.json and `folder`/model.safetensors. Tensor names are Hugging Face's
// ("h.0.attn.c_attn.weight"), with or without a "transformer." prefix; lm_head.weight, when
// present, must equal wte (GPT-2 ties them). Throws Error naming the file and the tensor,
// e.g. "model.safetensors: tensor 'h.1.mlp.c_fc.weight' has shape [64, 128], expected [64, 256]".
// `precision` is how the matrices are kept, whatever the file stores.
Gpt2Weights loadGpt2Weights(const std::filesystem::path& folder, WeightPrecision precision = WeightPrecision::F32);

// Checks and converts already opened files (the loader's second half).
Gpt2Weights readGpt2Weights(const Gpt2Config& config, const SafetensorsFile& file,
                            WeightPrecision precision = WeightPrecision::F32);
// The same from any source of Hugging Face-named tensors (a GGUF file's, core/gguf/gguf_tensors.h).
class TensorSource;
Gpt2Weights readGpt2Weights(const Gpt2Config& config, const TensorSource& source,
                            WeightPrecision precision = WeightPrecision::F32);

// The matrices' storage types, each once: "f32", "f16", "Q8_0" (a GGUF file's, stored).
std::string weightTypes(const Gpt2Weights& weights);

// Bytes the weights occupy in memory (matrices at their precision, the rest in float).
std::int64_t weightBytes(const Gpt2Weights& weights);

}  // namespace kvscope
