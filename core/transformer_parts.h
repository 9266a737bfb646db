#pragma once
// What the real transformers (GPT-2, the Llama family) share around their forward passes:
// which rows one call computes and records, the checks of its arguments, their float KV
// cache, and the head labels of their descriptor. One copy, so the two models cannot drift.

#include <span>
#include <string>
#include <vector>

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

// Sets info.headNames (L·H, layer-major; empty clears them). Throws Error when the count is
// not L·H.
void setHeadNames(ModelInfo& info, std::vector<std::string> names);

}  // namespace kvscope
