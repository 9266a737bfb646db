#include "core/gguf/gguf_gpt2.h"

#include <nlohmann/json.hpp>

#include "core/gguf/gguf_tensors.h"
#include "core/gguf/gguf_tokenizer.h"
#include "core/gpt2/gpt2_config.h"
#include "core/gpt2/gpt2_weights.h"
#include "core/tokenizers/tokenizer_json.h"

namespace kvscope {

std::string ggufGpt2ConfigJson(const GgufFile& f) {
    const std::uint64_t width = f.unsignedInteger("gpt2.embedding_length");
    if (const auto inner = f.optionalUnsigned("gpt2.feed_forward_length"); inner && *inner != 4 * width)
        throw Error(msg("%1: gpt2.feed_forward_length is %2; KVScope's GPT-2 has an MLP of 4 × gpt2.embedding_length "
                        "(%3)",
                        f.name(), *inner, 4 * width));
    const nlohmann::json c = {{"model_type", "gpt2"},
                              {"n_layer", f.unsignedInteger("gpt2.block_count")},
                              {"n_head", f.unsignedInteger("gpt2.attention.head_count")},
                              {"n_embd", width},
                              {"n_positions", f.unsignedInteger("gpt2.context_length")},
                              {"vocab_size", f.arrayLength("tokenizer.ggml.tokens")},
                              {"layer_norm_epsilon", f.optionalNumber("gpt2.attention.layer_norm_epsilon").value_or(1e-5)}};
    return c.dump();
}

std::shared_ptr<Gpt2Model> loadGpt2Gguf(const GgufFile& file, const std::string& name, WeightPrecision precision) {
    const Gpt2Config config = parseGpt2Config(ggufGpt2ConfigJson(file), file.name() + " (its metadata as config.json)");
    const GgufTokenizerFiles tokenizer = ggufTokenizerFiles(file);
    BpeTokenizer bpe(parseTokenizerJson(tokenizer.tokenizerJson, file.name() + " (its tokenizer)"));
    const GgufTensors tensors = GgufTensors::gpt2(file);
    return std::make_shared<Gpt2Model>(readGpt2Weights(config, tensors, precision), std::move(bpe), name);
}

}  // namespace kvscope
