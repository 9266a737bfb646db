#pragma once
// What the real transformers (GPT-2, the Llama family) share around their forward passes:
// which rows one call computes and records, the checks of its arguments, their float KV
// cache, and the head labels of their descriptor. One copy, so the two models cannot drift.

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "core/matmul.h"
#include "core/model.h"

namespace kvscope {

// Which rows one forward call computes (positions firstRow .. n-1) and records
// (recordFrom .. n-1), and from which position Full layers keep K/V rows.
struct ForwardRows {
    int firstRow = 0;
    int recordFrom = 0;
    int n = 0;
    int kvFrom = 0;
    int count() const { return n - firstRow; }   // P
    int kept() const { return n - recordFrom; }  // q
};

// Checks a forward call's arguments against the model (Model::forward's contract) and returns
// its rows. Throws Error for a sequence that does not fit (1 to maxPositions), a token outside
// the vocabulary, or rows that do not match the cache and plan ("internal: …").
ForwardRows checkForward(std::span<const TokenId> tokens, int firstRow, int recordFrom, const KvCache& cache,
                         const RecordPlan& plan, const ModelInfo& info, int vocabSize);

// The float cache of a real model: its dimensions, 4 bytes an element.
KvShape floatKvShape(const ModelInfo& info);

// The record of one layer's K/V rows of positions [rows.kvFrom, n), per KV head, as the cache
// stores them (the rounded values of an f16/bf16 cache: what the model reads).
std::vector<KvRows> recordedKvRows(const KvCache& cache, int layer, const ForwardRows& rows);


// Sets info.headNames (L·H, layer-major; empty clears them). Throws Error when the count is
// not L·H.
void setHeadNames(ModelInfo& info, std::vector<std::string> names);

// ForwardResult::rowLogits: (plan.logitRows, V) — the logits of the positions before the last
// (computed by `logitsOf` on their rows of the final hidden states x (P, d)) above the last
// position's, `last` (1, V); empty when the plan asks for the last position only.
template <typename LogitsOf>
Matrix logitRowsOf(const RecordPlan& plan, const MatrixF& x, const MatrixF& last, LogitsOf&& logitsOf) {
    const auto earlier = static_cast<Eigen::Index>(std::min<Eigen::Index>(plan.logitRows, x.rows()) - 1);
    if (earlier <= 0) return {};
    Matrix rows(earlier + 1, last.cols());  // row-major, as MatrixF: the rows widen as one run
    const MatrixF before = logitsOf(MatrixF(x.middleRows(x.rows() - 1 - earlier, earlier)));
    widen(before.data(), before.size(), rows.data());
    widen(last.data(), last.cols(), rows.row(earlier).data());
    return rows;
}

}  // namespace kvscope
