#include "core/gguf/gguf_llama.h"

#include <cmath>

#include <nlohmann/json.hpp>

#include "core/gguf/dequantize.h"
#include "core/gguf/gguf_tensors.h"
#include "core/gguf/gguf_tokenizer.h"
#include "core/llama/llama_config.h"
#include "core/llama/llama_folder.h"
#include "core/llama/llama_weights.h"
#include "core/tokenizers/tokenizer_folder.h"

namespace kvscope {

namespace {
using json = nlohmann::ordered_json;
// Llama 3.1's rope scaling as llama.cpp's converter stores it: one divisor per rotary pair in
// the tensor rope_freqs.weight (head_dim/2 values), each finite and positive.
RopeScaling ropeFactors(const GgufFile& f, const LlamaConfig& config) {
    const GgufTensorInfo& t = *f.findTensor("rope_freqs.weight");
    const std::uint64_t pairs = static_cast<std::uint64_t>(config.headDim / 2);
    if (t.dims != std::vector<std::uint64_t>{pairs})
        throw Error(msg("%1: rope_freqs.weight has %2 values in %3 dimensions; it must be one per rotary pair, %4",
                        f.name(), t.elements(), t.dims.size(), pairs));
    std::vector<float> values(static_cast<size_t>(pairs));
    dequantize(t.type, f.data(t), static_cast<std::int64_t>(pairs), values.data());
    RopeScaling s;
    s.kind = RopeScaling::Kind::Factors;
    for (size_t i = 0; i < values.size(); ++i) {
        if (!(values[i] > 0.0f) || !std::isfinite(values[i]))
            throw Error(msg("%1: rope_freqs.weight[%2] is %3; a rotary pair's factor must be a positive number",
                            f.name(), i, values[i]));
        s.pairFactors.push_back(values[i]);
    }
    return s;
}

}  // namespace

bool isLlamaGgufArchitecture(std::string_view a) { return a == "llama" || a == "qwen2" || a == "qwen3"; }

GgufAsHuggingFace ggufAsHuggingFace(const GgufFile& f) {
    const std::string arch = f.string("general.architecture");
    if (!isLlamaGgufArchitecture(arch))
        throw Error(msg("%1: general.architecture is \"%2\"; KVScope reads llama, qwen2 and qwen3 GGUF files",
                        f.name(), arch));
    const auto key = [&](const char* k) { return arch + "." + k; };
    const std::string scaling = f.optionalString(key("rope.scaling.type")).value_or("none");
    const std::uint64_t heads = f.unsignedInteger(key("attention.head_count"));
    json c = {{"model_type", arch},
              {"num_hidden_layers", f.unsignedInteger(key("block_count"))},
              {"hidden_size", f.unsignedInteger(key("embedding_length"))},
              {"intermediate_size", f.unsignedInteger(key("feed_forward_length"))},
              {"num_attention_heads", heads},
              {"num_key_value_heads", f.optionalUnsigned(key("attention.head_count_kv")).value_or(heads)},
              {"max_position_embeddings", f.unsignedInteger(key("context_length"))},
              {"rms_norm_eps", f.number(key("attention.layer_norm_rms_epsilon"))},
              {"rope_theta", f.optionalNumber(key("rope.freq_base")).value_or(10000.0)},
              {"vocab_size", f.arrayLength("tokenizer.ggml.tokens")},
              {"tie_word_embeddings", f.findTensor("output.weight") == nullptr}};
    if (const auto hd = f.optionalUnsigned(key("attention.key_length"))) c["head_dim"] = *hd;
    if (scaling == "linear")
        c["rope_scaling"] = {{"rope_type", "linear"}, {"factor", f.number(key("rope.scaling.factor"))}};
    else if (scaling != "none")
        throw Error(msg("%1: %2 is \"%3\"; KVScope computes none and linear scaling from GGUF metadata", f.name(),
                        key("rope.scaling.type"), scaling));
    // q/k/v biases: Qwen2 always has them; Llama's attention_bias covers q, k, v and o
    const bool qBias = f.findTensor("blk.0.attn_q.bias") != nullptr, oBias = f.findTensor("blk.0.attn_output.bias") != nullptr;
    if (arch != "qwen2") c["attention_bias"] = qBias || oBias;
    if (const auto bos = f.optionalUnsigned("tokenizer.ggml.bos_token_id")) c["bos_token_id"] = *bos;
    if (const auto eos = f.optionalUnsigned("tokenizer.ggml.eos_token_id")) c["eos_token_id"] = *eos;

    GgufAsHuggingFace hf;
    hf.configJson = c.dump();
    const GgufTokenizerFiles tokenizer = ggufTokenizerFiles(f);
    hf.tokenizerJson = tokenizer.tokenizerJson;
    hf.tokenizerConfigJson = tokenizer.tokenizerConfigJson;
    hf.interleavedRope = arch == "llama";
    return hf;
}

std::shared_ptr<LlamaModel> loadLlamaGguf(const GgufFile& file, const std::string& name, WeightPrecision precision) {
    const GgufAsHuggingFace hf = ggufAsHuggingFace(file);
    // errors of the config reader name Hugging Face's keys; say which file they stand for
    LlamaConfig config = parseLlamaConfig(hf.configJson, file.name() + " (its metadata as config.json)");
    if (file.findTensor("rope_freqs.weight")) config.ropeScaling = ropeFactors(file, config);
    const FolderTokenizer tokenizer = tokenizerFromMemory(file.name(), hf.tokenizerJson, hf.tokenizerConfigJson);
    const GgufTensors tensors(file, hf.interleavedRope, config.heads, config.kvHeads);
    return assembleLlamaModel(readLlamaWeights(config, tensors, precision), tokenizer, name, file.name());
}

}  // namespace kvscope
