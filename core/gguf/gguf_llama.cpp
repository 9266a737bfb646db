#include "core/gguf/gguf_llama.h"

#include <nlohmann/json.hpp>

#include "core/gguf/gguf_tensors.h"
#include "core/llama/llama_config.h"
#include "core/llama/llama_folder.h"
#include "core/llama/llama_weights.h"
#include "core/tokenizers/tokenizer_folder.h"

namespace kvscope {

namespace {

using json = nlohmann::ordered_json;

// The regular expressions llama.cpp's pre-tokenizer names stand for (those of the models'
// own tokenizer.json files).
constexpr const char* kLlama3Split =
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";
constexpr const char* kQwen2Split =
    R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)";

json preTokenizer(const GgufFile& f) {
    const std::string pre = f.optionalString("tokenizer.ggml.pre").value_or("default");
    if (pre == "default" || pre == "gpt2" || pre == "gpt-2")
        return {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}, {"use_regex", true}};
    const char* regex = pre == "llama-bpe" || pre == "llama3" || pre == "smaug-bpe" ? kLlama3Split
                        : pre == "qwen2"                                          ? kQwen2Split
                                                                                  : nullptr;
    if (!regex)
        throw Error(f.name() + ": tokenizer.ggml.pre is \"" + pre +
                    "\"; KVScope knows the pre-tokenizers default, gpt2, llama-bpe and qwen2");
    return {{"type", "Sequence"},
            {"pretokenizers",
             json::array({{{"type", "Split"}, {"pattern", {{"Regex", regex}}}, {"behavior", "Isolated"}, {"invert", false}},
                          {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", false}, {"use_regex", false}}})}};
}

std::string tokenizerJson(const GgufFile& f) {
    const std::string model = f.string("tokenizer.ggml.model");
    if (model != "gpt2")
        throw Error(f.name() + ": tokenizer.ggml.model is \"" + model +
                    "\"; KVScope reads GGUF tokenizers of the byte-level BPE kind (\"gpt2\", as Llama 3, Qwen and "
                    "SmolLM have) — SentencePiece (\"llama\") GGUF tokenizers are not read yet");
    const std::vector<std::string> tokens = f.strings("tokenizer.ggml.tokens");
    const std::vector<std::string> merges = f.strings("tokenizer.ggml.merges");
    std::vector<double> types;
    if (f.find("tokenizer.ggml.token_type")) types = f.numbers("tokenizer.ggml.token_type");
    if (!types.empty() && types.size() != tokens.size())
        throw Error(f.name() + ": tokenizer.ggml.token_type has " + std::to_string(types.size()) + " entries for " +
                    std::to_string(tokens.size()) + " tokens");
    json vocab = json::object();
    json added = json::array();
    for (size_t i = 0; i < tokens.size(); ++i) {
        vocab[tokens[i]] = i;
        // 3: control (<|endoftext|>), 4: user-defined — matched whole before BPE, as added tokens
        const int type = types.empty() ? 1 : static_cast<int>(types[i]);
        if (type == 3 || type == 4)
            added.push_back({{"id", i}, {"content", tokens[i]}, {"single_word", false}, {"lstrip", false},
                             {"rstrip", false}, {"normalized", type == 4}, {"special", type == 3}});
    }
    const json t = {{"version", "1.0"},
                    {"added_tokens", added},
                    {"normalizer", nullptr},
                    {"pre_tokenizer", preTokenizer(f)},
                    {"post_processor", nullptr},
                    {"decoder", {{"type", "ByteLevel"}, {"add_prefix_space", true}, {"trim_offsets", true}, {"use_regex", true}}},
                    {"model", {{"type", "BPE"}, {"dropout", nullptr}, {"unk_token", nullptr}, {"continuing_subword_prefix", nullptr},
                               {"end_of_word_suffix", nullptr}, {"fuse_unk", false}, {"byte_fallback", false},
                               {"vocab", vocab}, {"merges", merges}}}};
    return t.dump();
}

std::string tokenizerConfigJson(const GgufFile& f, size_t tokenCount) {
    json c = json::object();
    const auto token = [&](const char* key) -> std::optional<std::string> {
        const auto id = f.optionalUnsigned(key);
        if (!id) return std::nullopt;
        if (*id >= tokenCount)
            throw Error(f.name() + ": " + key + " is " + std::to_string(*id) + " but there are " + std::to_string(tokenCount) +
                        " tokens");
        return f.strings("tokenizer.ggml.tokens")[static_cast<size_t>(*id)];
    };
    if (const auto bos = token("tokenizer.ggml.bos_token_id")) c["bos_token"] = *bos;
    if (const auto eos = token("tokenizer.ggml.eos_token_id")) c["eos_token"] = *eos;
    // llama.cpp adds BOS for the gpt2 tokenizer model only when the file says so
    const GgufValue* add = f.find("tokenizer.ggml.add_bos_token");
    if (add && add->type != GgufValueType::Bool)
        throw Error(f.name() + ": tokenizer.ggml.add_bos_token is " + add->describe() + "; expected a bool");
    c["add_bos_token"] = add && add->unsigned_ != 0;
    return c.dump();
}

}  // namespace

bool isLlamaGgufArchitecture(std::string_view a) { return a == "llama" || a == "qwen2" || a == "qwen3"; }

GgufAsHuggingFace ggufAsHuggingFace(const GgufFile& f) {
    const std::string arch = f.string("general.architecture");
    if (!isLlamaGgufArchitecture(arch))
        throw Error(f.name() + ": general.architecture is \"" + arch + "\"; KVScope reads llama, qwen2 and qwen3 GGUF files");
    const auto key = [&](const char* k) { return arch + "." + k; };
    if (f.findTensor("rope_freqs.weight"))
        throw Error(f.name() + ": has rope_freqs.weight (Llama 3.1's rope scaling as stored by llama.cpp), which KVScope "
                               "does not read yet");
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
              {"vocab_size", f.strings("tokenizer.ggml.tokens").size()},
              {"tie_word_embeddings", f.findTensor("output.weight") == nullptr}};
    if (const auto hd = f.optionalUnsigned(key("attention.key_length"))) c["head_dim"] = *hd;
    if (scaling == "linear")
        c["rope_scaling"] = {{"rope_type", "linear"}, {"factor", f.number(key("rope.scaling.factor"))}};
    else if (scaling != "none")
        throw Error(f.name() + ": " + key("rope.scaling.type") + " is \"" + scaling +
                    "\"; KVScope computes none and linear scaling from GGUF metadata");
    // q/k/v biases: Qwen2 always has them; Llama's attention_bias covers q, k, v and o
    const bool qBias = f.findTensor("blk.0.attn_q.bias") != nullptr, oBias = f.findTensor("blk.0.attn_output.bias") != nullptr;
    if (arch != "qwen2") c["attention_bias"] = qBias || oBias;
    if (const auto bos = f.optionalUnsigned("tokenizer.ggml.bos_token_id")) c["bos_token_id"] = *bos;
    if (const auto eos = f.optionalUnsigned("tokenizer.ggml.eos_token_id")) c["eos_token_id"] = *eos;

    GgufAsHuggingFace hf;
    hf.configJson = c.dump();
    hf.tokenizerJson = tokenizerJson(f);
    hf.tokenizerConfigJson = tokenizerConfigJson(f, f.strings("tokenizer.ggml.tokens").size());
    hf.interleavedRope = arch == "llama";
    return hf;
}

std::shared_ptr<LlamaModel> loadLlamaGguf(const std::filesystem::path& path, WeightPrecision precision) {
    const GgufFile file(path);
    const GgufAsHuggingFace hf = ggufAsHuggingFace(file);
    // errors of the config reader name Hugging Face's keys; say which file they stand for
    const LlamaConfig config = parseLlamaConfig(hf.configJson, file.name() + " (its metadata as config.json)");
    const std::string name = path.stem().string();
    const FolderTokenizer tokenizer = tokenizerFromMemory(file.name(), hf.tokenizerJson, hf.tokenizerConfigJson);
    const GgufTensors tensors(file, hf.interleavedRope, config.heads, config.kvHeads);
    return assembleLlamaModel(readLlamaWeights(config, tensors, precision), tokenizer, name, file.name());
}

}  // namespace kvscope
