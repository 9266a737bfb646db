#include "ui/views/model_thumbnails.h"

#include <algorithm>

#include "ui/session/pooled_attention.h"

namespace kvscope::ui {

namespace {
// The layer as this step can show it, and whether it has every row.
const LayerTrace* ownWeights(const StepView& step, int layer) {
    const int q = step.record->rowCount;
    const LayerTrace& own = step.record->layers.at(static_cast<size_t>(layer));
    if (layerHasAllRows(own, q)) return &own;
    const LayerTrace& shown = step.layer(layer);  // the selected layer, recomputed in full
    return layerHasAllRows(shown, q) ? &shown : nullptr;
}

const PooledLayer* pooledWeights(const StepView& step, int layer) {
    return layer < step.pooledLayers.size() ? step.pooledLayers[layer].get() : nullptr;
}

void merge(ThumbnailPicture& pic, const MatrixF& block, int firstBin) {
    for (Eigen::Index r = 0; r < block.rows(); ++r) {
        const int row = firstBin + static_cast<int>(r);
        if (row >= pic.bins) break;
        float* out = pic.values.data() + static_cast<size_t>(row) * pic.bins;
        const Eigen::Index cols = std::min<Eigen::Index>(block.cols(), pic.bins);
        for (Eigen::Index c = 0; c < cols; ++c) out[c] = std::max(out[c], block(r, c));
    }
}
}  // namespace

bool layerWeightsAvailable(const StepView& step, int layer) {
    if (layer < 0 || layer >= static_cast<int>(step.record->layers.size())) return false;
    return ownWeights(step, layer) || pooledWeights(step, layer);
}

std::vector<ThumbnailPicture> composeLayer(const QVector<StepView>& steps, int upTo, int layer, int bin) {
    if (upTo < 0 || upTo >= steps.size()) return {};
    const StepRecord& last = *steps.at(upTo).record;
    if (layer < 0 || layer >= static_cast<int>(last.layers.size())) return {};
    const int n = last.positions();
    const int heads = static_cast<int>(last.layers[static_cast<size_t>(layer)].heads.size());
    bin = std::max(1, bin);
    ThumbnailPicture blank;
    blank.bins = (n + bin - 1) / bin;
    blank.values.assign(static_cast<size_t>(blank.bins) * blank.bins, ThumbnailPicture::kBlocked);
    std::vector<ThumbnailPicture> pics(static_cast<size_t>(heads), blank);

    for (int s = 0; s <= upTo; ++s) {
        const StepView& view = steps.at(s);
        const StepRecord& rec = *view.record;
        if (rec.rowCount <= 0) continue;
        const int firstBin = rec.firstRow / bin;
        PooledLayer computed;
        const PooledLayer* pooled = nullptr;
        if (const LayerTrace* own = ownWeights(view, layer)) {
            computed = poolLayer(*own, rec.firstRow, rec.rowCount, n, bin);
            pooled = &computed;
        } else if (const PooledLayer* p = pooledWeights(view, layer); p && p->bin == bin) {
            pooled = p;
        }
        for (int h = 0; h < heads; ++h) {
            ThumbnailPicture& pic = pics[static_cast<size_t>(h)];
            if (pooled && h < static_cast<int>(pooled->heads.size())) {
                merge(pic, pooled->heads[static_cast<size_t>(h)], firstBin);
                continue;
            }
            // not here yet: the bins of the step's causal cells wait for the worker
            pic.complete = false;
            for (int row = rec.firstRow; row < rec.firstRow + rec.rowCount && row < n; ++row) {
                float* out = pic.values.data() + static_cast<size_t>(row / bin) * pic.bins;
                for (int c = 0; c <= row / bin; ++c) out[c] = std::max(out[c], ThumbnailPicture::kPending);
            }
        }
    }
    return pics;
}

QImage thumbnailImage(const ThumbnailPicture& picture, int maxSide, const Theme& theme) {
    if (picture.bins <= 0) return {};
    const int factor = std::max(1, (picture.bins + std::max(maxSide, 1) - 1) / std::max(maxSide, 1));
    const int side = (picture.bins + factor - 1) / factor;
    QImage image(side, side, QImage::Format_RGB32);
    const QRgb blocked = theme.maskBlocked.rgb(), pending = theme.grid.rgb();
    for (int y = 0; y < side; ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < side; ++x) {
            float v = ThumbnailPicture::kBlocked;
            for (int r = y * factor; r < std::min(picture.bins, (y + 1) * factor); ++r)
                for (int c = x * factor; c < std::min(picture.bins, (x + 1) * factor); ++c) v = std::max(v, picture.at(r, c));
            line[x] = v >= 0 ? mapRgb(theme.colorMap, v) : (v == ThumbnailPicture::kPending ? pending : blocked);
        }
    }
    return image;
}

}  // namespace kvscope::ui
