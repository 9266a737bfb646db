#pragma once
// A GPT-2-family transformer as a KVScope model: pre-LayerNorm blocks of causal multi-head
// attention and a GELU MLP, tied input/output embeddings. Computed in float like the
// checkpoints: matrix products spread over oneTBB's threads (core/matmul.h), attention per
// head over causal keys only, K/V in a float cache. What a step records follows its
// RecordPlan and holds the floats the forward pass used (widened to double, the records'
// type), so the heatmap shows the weights the model mixed V with.

#include <memory>
#include <string>

#include "core/tokenizers/bpe_tokenizer.h"
#include "core/gpt2/gpt2_weights.h"
#include "core/model.h"
#include "core/transformer_parts.h"

namespace kvscope {

class Gpt2Model final : public Model {
public:
    // `name` is what the user loaded (usually the folder's name). Throws Error when the
    // tokenizer has more tokens than the model's embeddings (they would not fit).
    Gpt2Model(Gpt2Weights weights, BpeTokenizer tokenizer, std::string name);

    const ModelInfo& info() const override { return info_; }
    const Tokenizer& tokenizer() const override { return *tokenizer_; }
    CostModel cost() const override;
    KvShape kvShape() const override;
    // Every id of the vocabulary: GPT-2 predicts over all of it.
    const std::vector<TokenId>& outputTokens() const override { return outputTokens_; }
    // "Today's weather is so", after <|endoftext|> when the vocabulary has it (GPT-2's
    // document start).
    std::vector<TokenId> defaultPrompt() const override;
    ForwardResult forward(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                          KvCache& cache, const RecordPlan& plan, const StopCheck& stop) const override;

    const Gpt2Config& config() const { return weights_->config; }
    // Display names for the heads (L·H, layer-major), e.g. from heads.json; empty clears them.
    // Throws Error when the count is not L·H.
    void setHeadNames(std::vector<std::string> names);
    // Replaces the generic title ("GPT-2 family, width …") with a curated one.
    void setTitle(Message title) { info_.title = std::move(title); }
    void setExamplePrompts(std::vector<std::string> prompts) { info_.examplePrompts = std::move(prompts); }
    const Gpt2Weights& weights() const { return *weights_; }

    // The KV cache lab's GQA/MQA by mean-pooling (Ainslie et al., 2023, the conversion before
    // any uptraining): a copy of this model whose `kvHeads` KV heads each hold the mean of the
    // K and of the V of a group of H / kvHeads consecutive heads, which all read it. K and V are
    // linear in the weights, so pooling them is pooling the projection weights and biases. Its
    // cache keeps kvHeads heads; its name says "· KV heads pooled 12 → 4". Throws Error unless
    // kvHeads divides the model's heads.
    std::shared_ptr<const Gpt2Model> withPooledKvHeads(int kvHeads) const;
    int kvGroup() const { return kvGroup_; }  // query heads per KV head (1: the model as trained)

private:
    MatrixF block(int layer, const MatrixF& x, const ForwardRows& rows, AttentionDetail detail,
                  KvCache& cache, LayerTrace& record, MatrixF* headOutputs) const;
    MatrixF attention(int layer, const MatrixF& h, const ForwardRows& rows, AttentionDetail detail,
                      KvCache& cache, LayerTrace& record, MatrixF* headOutputs) const;

    // shared, never changed: a pooled copy (withPooledKvHeads) reads the same weights
    std::shared_ptr<const Gpt2Weights> weights_;
    std::shared_ptr<const BpeTokenizer> tokenizer_;
    ModelInfo info_;
    std::vector<TokenId> outputTokens_;
    int kvGroup_ = 1;
};

}  // namespace kvscope
