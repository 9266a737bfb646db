#include "ui/export/trace_export.h"

#include <unordered_map>

#include "core/timeline.h"
#include "core/trace_json.h"

namespace kvscope::ui {

void writeTraceFile(const std::string& path, const QVector<StepView>& steps, int first, int last,
                    const ModelSummary& model) {
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
    kvscope::writeTraceFile(path, timeline, model, [&texts](TokenId id) {
        const auto it = texts.find(id);
        return it != texts.end() ? it->second : std::string();
    });
}

}  // namespace kvscope::ui
