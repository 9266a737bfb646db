#include "ui/session/pooled_attention.h"

#include <algorithm>

namespace kvscope::ui {

int poolBin(int maxPositions) { return std::max(1, (maxPositions + 255) / 256); }

bool layerHasRow(const LayerTrace& layer, int rowCount, int r) {
    if (r < 0 || r >= rowCount || layer.heads.empty()) return false;
    const HeadTrace& t = layer.heads.front();
    switch (layer.detail) {
        case AttentionDetail::Full: return r < t.weights.rows();
        case AttentionDetail::Weights: return r < t.weightsF.rows();
        case AttentionDetail::NewestRow: return r == rowCount - 1 && t.weightsF.rows() >= 1;
        case AttentionDetail::None: return false;
    }
    return false;
}

bool layerHasAllRows(const LayerTrace& layer, int rowCount) {
    return rowCount > 0 && layerHasRow(layer, rowCount, 0) && layerHasRow(layer, rowCount, rowCount - 1);
}

PooledLayer poolLayer(const LayerTrace& layer, int firstRow, int rowCount, int n, int bin) {
    PooledLayer p;
    p.bin = std::max(1, bin);
    p.firstRow = firstRow;
    p.rowCount = rowCount;
    if (rowCount <= 0) return p;
    const int firstBin = firstRow / p.bin, lastBin = (firstRow + rowCount - 1) / p.bin;
    const int colBins = (n + p.bin - 1) / p.bin;
    p.heads.reserve(layer.heads.size());
    for (const HeadTrace& t : layer.heads) {
        MatrixF m = MatrixF::Constant(lastBin - firstBin + 1, colBins, -1.0f);
        for (int r = 0; r < rowCount; ++r) {
            if (!layerHasRow(layer, rowCount, r)) continue;
            const int position = firstRow + r;
            const int keys = std::min(position + 1, n);  // the causal keys of this row
            float* out = &m(position / p.bin - firstBin, 0);  // row-major: the bins of a row in a line
            auto put = [&](int c, float w) { out[c / p.bin] = std::max(out[c / p.bin], w); };
            if (layer.detail == AttentionDetail::Full) {
                for (int c = 0; c < keys && c < t.weights.cols(); ++c) put(c, static_cast<float>(t.weights(r, c)));
            } else {
                const int wr = layer.detail == AttentionDetail::NewestRow ? 0 : r;
                for (int c = 0; c < keys && c < t.weightsF.cols(); ++c) put(c, t.weightsF(wr, c));
            }
        }
        p.heads.push_back(std::move(m));
    }
    return p;
}

}  // namespace kvscope::ui

#include "ui/session/step_view.h"

namespace kvscope::ui {

std::vector<int> layersToPool(const StepView& step) {
    std::vector<int> layers;
    const StepRecord& rec = *step.record;
    for (int l = 0; l < static_cast<int>(rec.layers.size()); ++l) {
        if (layerHasAllRows(rec.layers[static_cast<size_t>(l)], rec.rowCount)) continue;
        if (l < step.pooledLayers.size() && step.pooledLayers[l]) continue;
        layers.push_back(l);
    }
    return layers;
}

std::vector<int> nextPass(const std::vector<int>& layers, int heads, int rowCount, int positions, std::int64_t bytes) {
    const std::int64_t perLayer = std::int64_t{4} * std::max(heads, 1) * std::max(rowCount, 1) * std::max(positions, 1);
    const auto count = static_cast<size_t>(std::clamp<std::int64_t>(bytes / perLayer, 1, static_cast<std::int64_t>(layers.size())));
    return {layers.begin(), layers.begin() + static_cast<std::ptrdiff_t>(std::min(count, layers.size()))};
}

}  // namespace kvscope::ui
