#pragma once
// The stages inside one step, in pipeline order. Views reveal their part when its stage is
// reached, and the Explain panel describes the current one.

#include <QString>

namespace kvscope::ui {

enum class SubStep {
    Embed,        // look up the tokens' vectors
    QueryKeyValue,// project to Q, K, V
    Scores,       // QKᵀ/√d
    Mask,         // causal mask
    Softmax,      // weights
    Mix,          // weighted sum of V: the head outputs (context)
    Logits,       // project the context to the vocabulary
    Probabilities,// softmax with temperature
    Choose,       // pick the next token
    CacheAppend,  // K and V rows join the cache
    Done = CacheAppend,
};

inline constexpr int kSubStepCount = static_cast<int>(SubStep::CacheAppend) + 1;

QString subStepTitle(SubStep s);
// The view a stage is about, by its export id ("tokens", "mask", …; ui/export/exportable_view.h):
// the main window frames it while the stage is told.
QString subStepView(SubStep s);

inline bool reached(SubStep current, SubStep stage) {
    return static_cast<int>(current) >= static_cast<int>(stage);
}

}  // namespace kvscope::ui
