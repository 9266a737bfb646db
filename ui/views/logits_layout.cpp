#include "ui/views/logits_layout.h"

#include <algorithm>

namespace kvscope::ui {

double labelGutter(double room, const QVector<double>& lengths, const QVector<double>& labels) {
    // bar i ends at lengths[i] · (room − g) and its label at that plus labels[i]; within room
    // when g ≥ room − (room − labels[i]) / lengths[i]
    double g = 0;
    for (int i = 0; i < lengths.size() && i < labels.size(); ++i)
        if (lengths[i] > 0) g = std::max(g, room - (room - labels[i]) / lengths[i]);
    return std::min(g, room);
}

LogitsLayout shareWidth(double width, const LogitsColumns& c) {
    auto layout = [&](double tokens, bool logits) {
        LogitsLayout l;
        l.tokens = tokens;
        l.logitsShown = logits;
        const double room = std::max(0.0, width - tokens - (logits ? c.logits : 0));
        l.gutter = labelGutter(room, c.lengths, c.labels);
        l.plot = room - l.gutter;
        return l;
    };
    const double whole = std::min(c.tokens, kMaxTokenShare * width);
    // the logits stay while the tokens are whole and the bars keep their room beside them
    if (const LogitsLayout l = layout(whole, true); whole >= c.tokens && l.plot >= kMinPlotPixels) return l;
    LogitsLayout l = layout(whole, false);
    // still too narrow: the tokens are cut further, to no less than kMinTokenPixels
    for (double tokens = whole; l.plot < kMinPlotPixels && tokens > kMinTokenPixels;) {
        tokens = std::max(kMinTokenPixels, tokens - 4);
        l = layout(tokens, false);
    }
    return l;
}

}  // namespace kvscope::ui
