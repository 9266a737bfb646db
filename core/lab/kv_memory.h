#pragma once
// How much memory a KV cache takes, explained and calculated (the KV cache lab, part 1): for
// a model shape, the bytes one token adds to the cache, the cache at a context length and
// batch, and the context at which the cache outgrows the weights — for the model as it is and
// as it would be with multi-head, grouped or multi-query attention, MLA's latent, or a cache
// stored in 8 or 4 bits.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/model_dims.h"

namespace kvscope {

// What a model keeps per token and layer in its cache.
enum class KvAttention {
    MultiHead,    // K and V of every query head
    Grouped,      // K and V of H_kv < H heads, each shared by H / H_kv query heads (GQA)
    MultiQuery,   // one K and V for all query heads (MQA)
    LatentMla,    // one compressed latent plus a small rotary key (DeepSeek's MLA)
};

const char* kvAttentionName(KvAttention kind);  // "MHA", "GQA", "MQA", "MLA"

struct KvModelShape {
    std::string name;          // "Llama-3-8B"
    int layers = 1;
    int queryHeads = 1;
    int kvHeads = 1;           // MHA: = queryHeads; MLA: unused
    int headDim = 1;           // per K or V head
    int latentDim = 0;         // MLA: kv_lora_rank + qk_rope_head_dim elements per layer
    std::int64_t parameters = 0;
    std::string source;        // where the numbers come from: "config.json of meta-llama/Meta-Llama-3-8B"

    KvAttention attention() const;
    // Elements one token adds to the cache: 2·L·H_kv·hd (K and V), or L·latent for MLA.
    std::int64_t elementsPerToken() const;
};

// The published shapes a class compares (each from the model's own config.json): GPT-2 small,
// SmolLM2-135M, Qwen2.5-0.5B, Llama-3.2-1B, Llama-3-8B, Llama-3-70B, DeepSeek-V2-Lite (MLA).
const std::vector<KvModelShape>& kvPresetShapes();
// A preset by name (case-insensitive), nullopt if none.
std::optional<KvModelShape> findKvPreset(const std::string& name);
// The shape of a loaded model (its dimensions and parameter count).
KvModelShape kvShapeOf(const std::string& name, const ModelDims& dims, std::int64_t parameters);

// How the cache stores an element: f32 (4 bytes), f16/bf16 (2), int8 (1), int4 (0.5; the
// per-group scales are left out, as the calculators in the literature do).
struct KvElementFormat {
    std::string name;  // "f16"
    double bytes = 2;
};
const std::vector<KvElementFormat>& kvElementFormats();
std::optional<KvElementFormat> findKvElementFormat(const std::string& name);

struct KvMemory {
    double bytesPerToken = 0;       // one token in every layer
    double cacheBytes = 0;          // at `context` tokens for each of `batch` sequences
    double weightBytes = 0;         // the parameters in the weights' format
    // The context (per sequence, at this batch) from which the cache is larger than the
    // weights: weights / (bytes per token · batch).
    double crossoverContext = 0;
};

// `cache`: how K/V are stored; `weights`: how the parameters are (f16/bf16 as most checkpoints
// ship, or f32, or quantized).
KvMemory kvMemory(const KvModelShape& shape, const KvElementFormat& cache, const KvElementFormat& weights,
                  std::int64_t context, int batch);

// The same model with another attention layout, for the comparison table: MHA (one KV head
// per query head), GQA with `kvHeads`, MQA (one KV head). MLA shapes have no such variants.
KvModelShape withKvHeads(const KvModelShape& shape, int kvHeads);

// The rows a comparison shows for one model: the model as it ships, then — when they differ
// from it — multi-head attention (one KV head per query head) and MQA (one KV head), then the
// model as it ships with its cache in int8 and in int4 when those are narrower than `cache`.
struct KvMemoryVariant {
    enum class Kind { AsShipped, MultiHead, MultiQuery, NarrowerCache };
    Kind kind = Kind::AsShipped;
    KvModelShape shape;
    KvElementFormat cache;
};
std::vector<KvMemoryVariant> kvMemoryVariants(const KvModelShape& shape, const KvElementFormat& cache);

}  // namespace kvscope
