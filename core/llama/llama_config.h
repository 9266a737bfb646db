#pragma once
// A Llama-family model's shape, read from Hugging Face's config.json: Llama 1–3, Mistral
// without a sliding window, Qwen2/2.5 and Qwen3. They share one block (RMSNorm, rotary
// positions, grouped-query attention, SwiGLU MLP) and differ in a few switches kept here.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kvscope {

// How rotary frequencies are stretched for contexts longer than the model was trained on.
struct RopeScaling {
    // Factors: one divisor per rotary pair, as given (llama.cpp stores Llama 3.1's scaling as
    // the tensor rope_freqs.weight rather than as parameters)
    enum class Kind { None, Linear, Llama3, Factors };
    Kind kind = Kind::None;
    double factor = 1.0;               // Linear and Llama3: long wavelengths are `factor`× longer
    double lowFreqFactor = 1.0;        // Llama3: wavelengths above original/low are divided …
    double highFreqFactor = 4.0;       // … those below original/high kept, the band between blended
    int originalMaxPositions = 8192;   // Llama3: the context the model was first trained with
    std::vector<double> pairFactors;   // Factors: inv_freq[i] is divided by pairFactors[i]
};

struct LlamaConfig {
    std::string modelType;    // "llama", "mistral", "qwen2" or "qwen3", as config.json says
    int layers = 0;           // num_hidden_layers
    int heads = 0;            // num_attention_heads (query heads)
    int kvHeads = 0;          // num_key_value_heads: fewer than heads is GQA, 1 is MQA
    int hidden = 0;           // hidden_size d
    int headDim = 0;          // head_dim (Qwen3: not hidden / heads), else hidden / heads
    int intermediate = 0;     // intermediate_size of the SwiGLU MLP
    int maxPositions = 0;     // max_position_embeddings
    int vocabSize = 0;
    double rmsNormEps = 1e-6;
    double ropeTheta = 10000.0;
    RopeScaling ropeScaling;
    // The output projection is the embedding matrix (no lm_head.weight). nullopt: config.json
    // does not say, and the weights decide (tied exactly when there is no lm_head.weight).
    std::optional<bool> tiedEmbeddings;
    bool qkvBias = false;     // biases on q/k/v_proj (Qwen2 always; Llama's attention_bias)
    bool outputBias = false;  // bias on o_proj (Llama's and Qwen3's attention_bias)
    bool qkNorm = false;      // RMSNorm over each head of q and k before RoPE (Qwen3)
    int bosTokenId = -1;      // -1: none given
    int eosTokenId = -1;

    int groupSize() const { return heads / kvHeads; }  // query heads reading one KV head
    // K and V of one position in every layer, in float: 2 · L · H_kv · head_dim · 4 bytes.
    std::int64_t kvBytesPerToken() const {
        return 2 * static_cast<std::int64_t>(layers) * kvHeads * headDim * 4;
    }
    // The same for a multi-head model of the same width (one KV head per query head).
    std::int64_t mhaKvBytesPerToken() const { return kvBytesPerToken() * groupSize(); }
    // Every weight: embeddings (V·d, twice when untied), per layer the two norms (2·d), Q/K/V
    // ((H + 2·H_kv)·hd·d, plus biases), q/k norms (2·hd), o_proj (H·hd·d, plus bias) and the
    // MLP (3·d·I), and the final norm (d).
    std::int64_t parameterCount(bool tied) const {
        const std::int64_t d = hidden, hd = headDim, qkv = (static_cast<std::int64_t>(heads) + 2 * kvHeads) * hd;
        const std::int64_t perLayer = 2 * d + qkv * d + (qkvBias ? qkv : 0) + (qkNorm ? 2 * hd : 0) +
                                      heads * hd * d + (outputBias ? d : 0) + 3 * d * intermediate;
        return static_cast<std::int64_t>(vocabSize) * d * (tied ? 1 : 2) + layers * perLayer + d;
    }

    static constexpr int kMaxLayers = 512;
    static constexpr int kMaxHeads = 1024;
    static constexpr int kMaxHidden = 65536;
    static constexpr int kMaxHeadDim = 1024;
    static constexpr int kMaxIntermediate = 1 << 20;
    static constexpr int kMaxPositions = 1 << 22;
    static constexpr int kMaxVocab = 1 << 22;
};

// The model types this reader accepts, for messages: "llama, mistral, qwen2, qwen3".
const char* llamaModelTypes();
// Whether config.json's model_type is one of them.
bool isLlamaModelType(std::string_view modelType);

// Parses and validates config.json text; `source` names it in errors. Throws Error, e.g.
// "config.json: num_attention_heads (12) must be a multiple of num_key_value_heads (5)",
// "config.json: rope_scaling.rope_type: \"yarn\" is not supported (KVScope computes none,
// linear and llama3 scaling)", "config.json: sliding_window: 4096 is shorter than
// max_position_embeddings (32768); KVScope computes full causal attention only".
LlamaConfig parseLlamaConfig(std::string_view json, std::string_view source);
LlamaConfig loadLlamaConfig(const std::filesystem::path& file);

}  // namespace kvscope
