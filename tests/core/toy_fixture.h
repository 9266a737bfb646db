#pragma once
// Shared by the core tests: the embedded weather example and its token ids.

#include "core/engine.h"
#include "core/model_registry.h"

namespace kvscope::test {

inline TokenId tokenId(const Model& model, const char* word) {
    return *model.tokenizer().findToken(word);
}

// Head outputs of the prefill, from the article's table (row: Today, weather, is, so).
// A negative value stands for "none".
inline constexpr double kNone = -1;
inline constexpr double kArticlePrefill[4][4] = {
    {kNone, 10, 10, 10},
    {20, 20, 10, 15},
    {20, 1, 10, 31.0 / 3.0},
    {12.5, 5, 10, 9},
};

}  // namespace kvscope::test
