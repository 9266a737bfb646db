#include "core/lab/kv_memory.h"

#include <algorithm>
#include <cctype>

namespace kvscope {

namespace {

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

KvModelShape shape(std::string name, int layers, int queryHeads, int kvHeads, int headDim, std::int64_t parameters,
                   std::string source) {
    KvModelShape s;
    s.name = std::move(name);
    s.layers = layers;
    s.queryHeads = queryHeads;
    s.kvHeads = kvHeads;
    s.headDim = headDim;
    s.parameters = parameters;
    s.source = std::move(source);
    return s;
}

}  // namespace

const char* kvAttentionName(KvAttention kind) {
    switch (kind) {
        case KvAttention::MultiHead: return "MHA";
        case KvAttention::Grouped: return "GQA";
        case KvAttention::MultiQuery: return "MQA";
        case KvAttention::LatentMla: return "MLA";
    }
    return "?";
}

KvAttention KvModelShape::attention() const {
    if (latentDim > 0) return KvAttention::LatentMla;
    if (kvHeads >= queryHeads) return KvAttention::MultiHead;
    return kvHeads == 1 ? KvAttention::MultiQuery : KvAttention::Grouped;
}

std::int64_t KvModelShape::elementsPerToken() const {
    if (latentDim > 0) return static_cast<std::int64_t>(layers) * latentDim;
    return 2 * static_cast<std::int64_t>(layers) * kvHeads * headDim;
}

const std::vector<KvModelShape>& kvPresetShapes() {
    // Layers, heads, KV heads and head size from each model's config.json; parameters counted
    // from the same config (embeddings, attention, MLP, norms), as their model cards state them.
    static const std::vector<KvModelShape> presets = [] {
        std::vector<KvModelShape> p{
            shape("GPT-2 small", 12, 12, 12, 64, 124'439'808, "openai-community/gpt2: n_layer 12, n_head 12, n_embd 768"),
            shape("SmolLM2-135M", 30, 9, 3, 64, 134'515'008,
                  "HuggingFaceTB/SmolLM2-135M: 30 layers, 9 heads, 3 KV heads, hidden 576"),
            shape("Qwen2.5-0.5B", 24, 14, 2, 64, 494'032'768, "Qwen/Qwen2.5-0.5B: 24 layers, 14 heads, 2 KV heads, hidden 896"),
            shape("Llama-3.2-1B", 16, 32, 8, 64, 1'235'814'400,
                  "meta-llama/Llama-3.2-1B: 16 layers, 32 heads, 8 KV heads, head_dim 64"),
            shape("Llama-3-8B", 32, 32, 8, 128, 8'030'261'248,
                  "meta-llama/Meta-Llama-3-8B: 32 layers, 32 heads, 8 KV heads, hidden 4096"),
            shape("Llama-3-70B", 80, 64, 8, 128, 70'553'706'496,
                  "meta-llama/Meta-Llama-3-70B: 80 layers, 64 heads, 8 KV heads, hidden 8192"),
        };
        // MLA caches one latent per layer: kv_lora_rank 512 + qk_rope_head_dim 64 elements
        KvModelShape mla = shape("DeepSeek-V2-Lite", 27, 16, 16, 128, 15'700'000'000,
                                 "deepseek-ai/DeepSeek-V2-Lite: 27 layers, kv_lora_rank 512, qk_rope_head_dim 64; "
                                 "15.7B parameters (model card)");
        mla.latentDim = 512 + 64;
        p.push_back(mla);
        return p;
    }();
    return presets;
}

std::optional<KvModelShape> findKvPreset(const std::string& name) {
    for (const KvModelShape& s : kvPresetShapes())
        if (lower(s.name) == lower(name)) return s;
    return std::nullopt;
}

KvModelShape kvShapeOf(const std::string& name, const ModelDims& dims, std::int64_t parameters) {
    return shape(name, dims.layers, dims.heads, dims.kvHeads, dims.keyDim, parameters, "the loaded model");
}

const std::vector<KvElementFormat>& kvElementFormats() {
    static const std::vector<KvElementFormat> formats{{"f32", 4}, {"f16", 2}, {"bf16", 2}, {"int8", 1}, {"int4", 0.5}};
    return formats;
}

std::optional<KvElementFormat> findKvElementFormat(const std::string& name) {
    for (const KvElementFormat& f : kvElementFormats())
        if (f.name == lower(name)) return f;
    return std::nullopt;
}

KvMemory kvMemory(const KvModelShape& s, const KvElementFormat& cache, const KvElementFormat& weights,
                  std::int64_t context, int batch) {
    KvMemory m;
    m.bytesPerToken = static_cast<double>(s.elementsPerToken()) * cache.bytes;
    m.cacheBytes = m.bytesPerToken * static_cast<double>(context) * batch;
    m.weightBytes = static_cast<double>(s.parameters) * weights.bytes;
    m.crossoverContext = m.bytesPerToken > 0 && batch > 0 ? m.weightBytes / (m.bytesPerToken * batch) : 0;
    return m;
}

KvModelShape withKvHeads(const KvModelShape& s, int kvHeads) {
    KvModelShape out = s;
    out.kvHeads = std::clamp(kvHeads, 1, s.queryHeads);
    out.latentDim = 0;
    return out;
}

std::vector<KvMemoryVariant> kvMemoryVariants(const KvModelShape& s, const KvElementFormat& cache) {
    using Kind = KvMemoryVariant::Kind;
    std::vector<KvMemoryVariant> out{{Kind::AsShipped, s, cache}};
    if (s.attention() != KvAttention::LatentMla) {
        if (s.kvHeads != s.queryHeads) out.push_back({Kind::MultiHead, withKvHeads(s, s.queryHeads), cache});
        if (s.kvHeads != 1 && s.queryHeads > 1) out.push_back({Kind::MultiQuery, withKvHeads(s, 1), cache});
    }
    for (const char* narrower : {"int8", "int4"})
        if (const auto f = findKvElementFormat(narrower); cache.bytes > f->bytes)
            out.push_back({Kind::NarrowerCache, s, *f});
    return out;
}

}  // namespace kvscope
