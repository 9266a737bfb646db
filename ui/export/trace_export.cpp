#include "ui/export/trace_export.h"

#include <unordered_map>

#include "core/timeline.h"
#include "core/trace_json.h"

namespace kvscope::ui {

nlohmann::json traceJson(const QVector<StepView>& steps, int first, int last, const ModelSummary& model) {
    ModelInfo info;
    info.name = model.name.toStdString();
    info.title = model.title.toStdString();
    info.family = model.family.toStdString();
    info.layers = model.layers;
    info.heads = model.heads;
    info.kvHeads = model.kvHeads;
    info.keyDim = model.keyDim;
    info.valueDim = model.valueDim;
    info.maxPositions = model.maxPositions;
    for (const QString& n : model.headNames) info.headNames.push_back(n.toStdString());

    // Every token id the trace names (sequence, candidates, chosen) has its text in a step view.
    std::unordered_map<TokenId, std::string> texts;
    Timeline timeline;
    for (int s = std::max(first, 0); s <= last && s < steps.size(); ++s) {
        const StepView& v = steps[s];
        const StepRecord& r = *v.record;
        for (size_t i = 0; i < r.tokens.size(); ++i) texts[r.tokens[i]] = v.tokens.value(int(i)).toStdString();
        for (size_t i = 0; i < r.candidates.size(); ++i)
            texts[r.candidates[i]] = v.candidates.value(int(i)).toStdString();
        texts[r.chosen] = v.chosen.toStdString();
        timeline.append(v.record);
    }
    return traceToJson(timeline, info, [&texts](TokenId id) {
        const auto it = texts.find(id);
        return it != texts.end() ? it->second : std::string();
    });
}

}  // namespace kvscope::ui
