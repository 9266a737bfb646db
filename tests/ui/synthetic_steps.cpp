#include "synthetic_steps.h"

namespace kvscope::test {

ui::ModelSummary syntheticModel() {
    ui::ModelSummary m;
    m.name = "synthetic";
    m.title = Message::verbatim("synthetic steps");
    m.layers = 1;
    m.heads = 1;
    m.kvHeads = 1;
    m.keyDim = m.valueDim = 4;
    m.maxPositions = 4096;
    return m;
}

ui::StepView workStep(int index, int prompt) {
    auto r = std::make_shared<StepRecord>();
    r->index = index;
    r->phase = index == 0 ? Phase::Prefill : Phase::Decode;
    r->cacheMode = CacheMode::On;
    const int n = prompt + index;
    r->tokens.assign(static_cast<size_t>(n), 0);
    r->promptLength = prompt;
    r->firstRow = index == 0 ? 0 : n - 1;
    r->rowCount = index == 0 ? prompt : 1;
    r->work.kvVectors = index == 0 ? prompt : 1;
    r->workOtherMode.kvVectors = index == 0 ? prompt : n;
    ui::StepView v;
    v.record = r;
    for (int i = 0; i < n; ++i) v.tokens << QString("t%1").arg(i);
    return v;
}

QVector<ui::StepView> workSteps(int count, int prompt) {
    QVector<ui::StepView> steps;
    for (int i = 0; i < count; ++i) steps << workStep(i, prompt);
    return steps;
}

ui::StepView logitsStep(const QStringList& tokens, const QVector<double>& logits, int chosen) {
    auto r = std::make_shared<StepRecord>();
    r->index = 0;
    r->phase = Phase::Prefill;
    r->tokens = {0, 1, 2, 3};
    r->promptLength = 4;
    r->firstRow = 0;
    r->rowCount = 4;
    const int k = static_cast<int>(tokens.size());
    r->allLogits = Vector(k);
    r->logits = Vector(k);
    for (int i = 0; i < k; ++i) {
        r->candidates.push_back(i);
        r->allLogits[i] = r->logits[i] = logits[i];
    }
    r->chosen = chosen;
    ui::StepView v;
    v.record = r;
    v.tokens = {"Today", "weather", "is", "so"};
    v.candidates = tokens;
    v.chosen = tokens.value(chosen);
    return v;
}

}  // namespace kvscope::test
