#include "ui/views/line_layout.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "ui/session/pooled_attention.h"

namespace kvscope::ui {

int lineAlpha(double weight) {
    if (!std::isfinite(weight)) return 0;
    return static_cast<int>(std::lround(std::clamp(weight, 0.0, 1.0) * 255));
}

qreal lineWidth(double weight) {
    if (!std::isfinite(weight)) return 1;
    return 1 + 3 * std::clamp(weight, 0.0, 1.0);
}

LineSet attentionLines(const std::vector<double>& weights, int maxLines) {
    LineSet set;
    set.keys = static_cast<int>(weights.size());
    std::vector<int> keys;
    for (int k = 0; k < set.keys; ++k)
        if (std::isfinite(weights[static_cast<size_t>(k)]) && weights[static_cast<size_t>(k)] > 0) keys.push_back(k);
    if (maxLines >= 0 && static_cast<int>(keys.size()) > maxLines) {
        // the strongest first, the earlier position on ties, so the choice is stable
        std::stable_sort(keys.begin(), keys.end(),
                         [&](int a, int b) { return weights[static_cast<size_t>(a)] > weights[static_cast<size_t>(b)]; });
        for (size_t i = static_cast<size_t>(maxLines); i < keys.size(); ++i)
            set.hiddenWeight += weights[static_cast<size_t>(keys[i])];
        set.hidden = static_cast<int>(keys.size()) - maxLines;
        keys.resize(static_cast<size_t>(maxLines));
        std::sort(keys.begin(), keys.end());
    }
    for (int k : keys) {
        const double w = weights[static_cast<size_t>(k)];
        set.lines.push_back({k, w, lineAlpha(w), lineWidth(w)});
    }
    return set;
}

std::optional<std::vector<double>> attentionRow(const QVector<StepView>& steps, int upTo, int layer, int head, int row) {
    if (upTo < 0 || upTo >= steps.size() || row < 0) return std::nullopt;
    for (int s = upTo; s >= 0; --s) {  // the newest step that computed the row, as the heatmaps show
        const StepView& view = steps.at(s);
        const StepRecord& rec = *view.record;
        if (row < rec.firstRow || row >= rec.firstRow + rec.rowCount) continue;
        if (layer < 0 || layer >= static_cast<int>(rec.layers.size())) return std::nullopt;
        const LayerTrace& l = view.layer(layer);
        const int r = row - rec.firstRow;
        if (head < 0 || head >= static_cast<int>(l.heads.size()) || !layerHasRow(l, rec.rowCount, r)) return std::nullopt;
        const HeadTrace& t = l.heads[static_cast<size_t>(head)];
        std::vector<double> w(static_cast<size_t>(row + 1), 0.0);  // causal keys 0 … row
        for (int k = 0; k <= row; ++k) {
            if (l.detail == AttentionDetail::Full)
                w[static_cast<size_t>(k)] = k < t.weights.cols() ? t.weights(r, k) : 0.0;
            else
                w[static_cast<size_t>(k)] = k < t.weightsF.cols() ? t.weightsF(l.detail == AttentionDetail::NewestRow ? 0 : r, k) : 0.0;
        }
        return w;
    }
    return std::nullopt;
}

int LineGeometry::rowAt(qreal y) const {
    if (y < top || rowHeight <= 0) return -1;
    const int r = static_cast<int>((y - top) / rowHeight);
    return r < rows ? r : -1;
}

LineGeometry layoutLines(qreal width, int rows, qreal rowHeight, qreal labelWidth, qreal top) {
    LineGeometry g;
    g.top = top;
    g.rowHeight = rowHeight;
    g.rows = std::max(rows, 0);
    g.labelWidth = std::min(labelWidth, width / 3);
    g.queryRight = g.labelWidth;
    g.keyLeft = width - g.labelWidth;
    return g;
}

}  // namespace kvscope::ui
