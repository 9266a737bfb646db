#pragma once
// The article's rule-based attention model: one layer, one scalar value per token, one rule per
// head written as query/key matching, heads combined by their mean, logits by a projection.

#include "core/model.h"
#include "core/toy/toy_spec.h"
#include "core/toy/word_tokenizer.h"

namespace kvscope {

class ToyModel final : public Model {
public:
    explicit ToyModel(ToySpec spec);

    const ModelInfo& info() const override { return info_; }
    const Tokenizer& tokenizer() const override { return tokenizer_; }
    CostModel cost() const override;
    KvShape kvShape() const override;
    const std::vector<TokenId>& outputTokens() const override { return outputTokens_; }
    std::vector<TokenId> defaultPrompt() const override;
    // Computes and records everything (its records are tiny), then trims them to the plan.
    ForwardResult forward(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                          KvCache& cache, const RecordPlan& plan, const StopCheck& stop) const override;

    const ToySpec& spec() const { return spec_; }

    // The rule written as attention: what head h's query at `pos` looks for, and what the
    // key at `pos` offers. Positions count from 0 here and from 1 in the rules' wording.
    Scalar query(int head, int pos) const;
    Scalar key(int head, int pos) const;
    // 0 where the query admits the key, -inf where the rule excludes it.
    static Scalar ruleScore(Scalar query, Scalar key) { return query == key ? 0.0 : kNegInf; }

private:
    ToySpec spec_;
    WordTokenizer tokenizer_;
    ModelInfo info_;
    std::vector<TokenId> outputTokens_;
};

}  // namespace kvscope
