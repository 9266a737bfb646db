#include "core/llama/llama_config.h"

#include <array>
#include <cmath>
#include <string>

#include "core/format.h"
#include "core/io/json_reader.h"
#include "core/io/text_file.h"
#include "core/types.h"

namespace kvscope {

namespace {

constexpr std::array<std::string_view, 4> kModelTypes{"llama", "mistral", "qwen2", "qwen3"};

int count(const JsonValue& v, int max) { return static_cast<int>(v.integer(1, max)); }

double positive(const JsonValue& v, double below) {
    const double x = v.number();
    if (!(x > 0) || x >= below) v.failExpected(msg("a positive number below %1", formatNumber(below)));
    return x;
}

// A rope scaling factor: real ones are 1 to a few hundred; below 1e-3 a division would overflow.
double factor(const JsonValue& v) {
    const double x = v.number();
    if (!(x >= 1e-3) || x > 1e6) v.failExpected(msg("a number from 0.001 to 1e+06"));
    return x;
}

// A token id, or a list of them (Llama 3 lists several end tokens): the first one.
int tokenId(const std::optional<JsonValue>& v) {
    if (!v) return -1;
    if (v->raw().is_array()) {
        const auto ids = v->elements();
        return ids.empty() ? -1 : static_cast<int>(ids.front().integer(0, LlamaConfig::kMaxVocab - 1));
    }
    return static_cast<int>(v->integer(0, LlamaConfig::kMaxVocab - 1));
}

RopeScaling ropeScaling(const JsonValue& s) {
    s.object();
    // Newer files say rope_type, older ones type.
    const auto typeKey = s.find("rope_type") ? s.at("rope_type") : s.at("type");
    const std::string type = typeKey.text();
    RopeScaling r;
    if (type == "default") return r;
    if (type == "linear") {
        r.kind = RopeScaling::Kind::Linear;
        r.factor = factor(s.at("factor"));
        return r;
    }
    if (type == "llama3") {
        r.kind = RopeScaling::Kind::Llama3;
        r.factor = factor(s.at("factor"));
        r.lowFreqFactor = factor(s.at("low_freq_factor"));
        r.highFreqFactor = factor(s.at("high_freq_factor"));
        r.originalMaxPositions = count(s.at("original_max_position_embeddings"), LlamaConfig::kMaxPositions);
        if (r.highFreqFactor <= r.lowFreqFactor)
            s.fail(msg("high_freq_factor must be larger than low_freq_factor (the band between them is blended)"));
        return r;
    }
    typeKey.fail(msg("\"%1\" is not supported (KVScope computes none, linear and llama3 scaling)", type));
}

}  // namespace

const char* llamaModelTypes() { return "llama, mistral, qwen2, qwen3"; }

bool isLlamaModelType(std::string_view modelType) {
    for (std::string_view t : kModelTypes)
        if (t == modelType) return true;
    return false;
}

LlamaConfig parseLlamaConfig(std::string_view text, std::string_view source) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue root = doc.root().object();

    LlamaConfig c;
    const JsonValue type = root.at("model_type");
    c.modelType = type.text();
    if (!isLlamaModelType(c.modelType))
        type.failExpected(msg("one of %1 (this reader is for Llama-family models)", llamaModelTypes()));

    c.layers = count(root.at("num_hidden_layers"), LlamaConfig::kMaxLayers);
    c.heads = count(root.at("num_attention_heads"), LlamaConfig::kMaxHeads);
    // Absent in older files: one KV head per query head (multi-head attention).
    const auto kvHeads = root.find("num_key_value_heads");
    c.kvHeads = kvHeads ? count(*kvHeads, LlamaConfig::kMaxHeads) : c.heads;
    c.hidden = count(root.at("hidden_size"), LlamaConfig::kMaxHidden);
    c.intermediate = count(root.at("intermediate_size"), LlamaConfig::kMaxIntermediate);
    c.maxPositions = count(root.at("max_position_embeddings"), LlamaConfig::kMaxPositions);
    c.vocabSize = count(root.at("vocab_size"), LlamaConfig::kMaxVocab);
    if (const auto eps = root.find("rms_norm_eps")) c.rmsNormEps = positive(*eps, 1);
    if (const auto theta = root.find("rope_theta")) c.ropeTheta = positive(*theta, 1e15);
    if (const auto scaling = root.find("rope_scaling")) c.ropeScaling = ropeScaling(*scaling);
    if (const auto tied = root.find("tie_word_embeddings")) c.tiedEmbeddings = tied->boolean();
    c.bosTokenId = tokenId(root.find("bos_token_id"));
    c.eosTokenId = tokenId(root.find("eos_token_id"));

    if (const auto act = root.find("hidden_act"); act && act->text() != "silu")
        act->failExpected(msg("\"silu\" (the SwiGLU MLP of Llama-family models)"));
    if (const auto mlpBias = root.find("mlp_bias"); mlpBias && mlpBias->boolean())
        mlpBias->fail(msg("true is not supported (KVScope reads MLPs without biases)"));
    const bool attentionBias = root.find("attention_bias") ? root.at("attention_bias").boolean() : false;
    if (c.modelType == "qwen2") {
        c.qkvBias = true;  // Qwen2 always has q/k/v biases and none on o_proj
    } else {
        c.qkvBias = c.outputBias = attentionBias;
    }
    c.qkNorm = c.modelType == "qwen3";

    // Sliding-window attention would change which keys a query sees: refuse rather than
    // compute something else. A window at least as long as the context changes nothing.
    const auto useWindow = root.find("use_sliding_window");
    const bool windowOn = useWindow ? useWindow->boolean() : c.modelType == "mistral";
    if (const auto window = root.find("sliding_window"); window && windowOn) {
        const auto w = window->integer(1, std::int64_t{1} << 40);
        if (w < c.maxPositions)
            window->fail(msg("%1 is shorter than max_position_embeddings (%2); KVScope computes full causal "
                             "attention only",
                             w, c.maxPositions));
    }

    if (const auto headDim = root.find("head_dim")) {
        c.headDim = count(*headDim, LlamaConfig::kMaxHeadDim);
    } else {
        if (c.hidden % c.heads != 0)
            root.fail(msg("hidden_size (%1) must be divisible by num_attention_heads (%2), or head_dim given",
                          c.hidden, c.heads));
        c.headDim = c.hidden / c.heads;
        if (c.headDim > LlamaConfig::kMaxHeadDim) root.fail(msg("heads wider than 1024 dimensions are not supported"));
    }
    if (c.headDim % 2 != 0)
        root.fail(msg("head_dim (%1) must be even: RoPE rotates pairs of dimensions", c.headDim));
    if (c.heads % c.kvHeads != 0)
        root.fail(msg("num_attention_heads (%1) must be a multiple of num_key_value_heads (%2)", c.heads, c.kvHeads));
    return c;
}

LlamaConfig loadLlamaConfig(const std::filesystem::path& file) {
    return parseLlamaConfig(readTextFile(file, kMaxConfigBytes), file.filename().string());
}

}  // namespace kvscope
