#pragma once
// A Llama-family transformer (Llama 1–3, Mistral, Qwen2/2.5, Qwen3) as a KVScope model:
// pre-RMSNorm blocks of causal grouped-query attention with rotary positions and a SwiGLU
// MLP. With GQA the cache holds K/V of the H_kv KV heads only, and query head h reads KV
// head h / (H / H_kv); K is stored rotated, as the model reads it. Computed in float like
// GPT-2 (core/gpt2/gpt2_model.h): the same products, the same head attention, the same
// recording.

#include <memory>
#include <string>

#include "core/llama/llama_weights.h"
#include "core/llama/rope.h"
#include "core/model.h"
#include "core/transformer_parts.h"

namespace kvscope {

class LlamaModel final : public Model {
public:
    // `name` is what the user loaded (usually the folder's name). Throws Error when the
    // tokenizer has more tokens than the model's embeddings.
    LlamaModel(LlamaWeights weights, std::shared_ptr<const Tokenizer> tokenizer, std::string name);

    const ModelInfo& info() const override { return info_; }
    const Tokenizer& tokenizer() const override { return *tokenizer_; }
    CostModel cost() const override;
    KvShape kvShape() const override;
    const std::vector<TokenId>& outputTokens() const override { return outputTokens_; }
    // promptPrefix (the BOS token, when the model starts with one) + "Today's weather is so".
    std::vector<TokenId> defaultPrompt() const override;
    ForwardResult forward(std::span<const TokenId> tokens, int firstRow, int recordFrom, KvCache& cache,
                          const RecordPlan& plan, const StopCheck& stop) const override;

    const LlamaConfig& config() const { return weights_.config; }
    const LlamaWeights& weights() const { return weights_; }
    const Rope& rope() const { return rope_; }
    // The text every prompt starts with (the BOS token's text), "" for none.
    void setPromptPrefix(std::string prefix) { info_.promptPrefix = std::move(prefix); }
    // Display names for the query heads (L·H, layer-major); empty clears them. Throws Error
    // when the count is not L·H.
    void setHeadNames(std::vector<std::string> names);
    void setTitle(Message title) { info_.title = std::move(title); }
    void setExamplePrompts(std::vector<std::string> prompts) { info_.examplePrompts = std::move(prompts); }

private:
    MatrixF attention(int layer, const MatrixF& h, const ForwardRows& rows, const Rope::Angles& angles,
                      AttentionDetail detail, KvCache& cache, LayerTrace& record, MatrixF* headOutputs) const;
    MatrixF mlp(int layer, const MatrixF& h) const;

    LlamaWeights weights_;
    Rope rope_;
    std::shared_ptr<const Tokenizer> tokenizer_;
    ModelInfo info_;
    std::vector<TokenId> outputTokens_;
};

}  // namespace kvscope
