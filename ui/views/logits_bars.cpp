#include "ui/views/logits_bars.h"

#include <cmath>

#include "core/sampler.h"

namespace kvscope::ui {

LogitsBars logitsBars(const StepView* step, double temperature, int maxBars) {
    LogitsBars bars;
    if (!step) return bars;
    const StepRecord& r = *step->record;
    bars.live = r.allLogits.size() > 0;
    const double logZ = bars.live ? logPartition(r.allLogits, temperature) : 0.0;  // once: V may be 50k
    const int k = static_cast<int>(r.candidates.size());
    QVector<int> rows;
    for (int i = 0; i < std::min(k, maxBars); ++i) rows << i;
    for (int i = maxBars; i < k; ++i)
        if (r.candidates[static_cast<size_t>(i)] == r.chosen) rows << i;
    for (int i : rows) {
        const double logit = r.logits[i];
        bars.labels << step->candidates.value(i);
        bars.logits << logit;
        bars.probabilities << (bars.live ? std::exp(logit / temperature - logZ)
                                         : (i < r.probabilities.size() ? r.probabilities[i] : 0.0));
        bars.ids << r.candidates[static_cast<size_t>(i)];
        if (r.candidates[static_cast<size_t>(i)] == r.chosen) bars.chosen = bars.size() - 1;
    }
    return bars;
}

QString tokenLabel(const QString& token, int maxChars) {
    QString text = token;
    text.replace('\n', QChar(0x21B5));
    if (text.size() > maxChars) {
        int keep = std::max(1, maxChars - 1);
        if (text.at(keep - 1).isHighSurrogate()) --keep;  // never half an emoji
        text = text.left(keep) + QChar(0x2026);
    }
    return text;
}

}  // namespace kvscope::ui
