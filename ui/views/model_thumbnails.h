#pragma once
// The pictures of the model view: for one layer at a step, each head's n×n attention weights
// (the rows of every step up to it, as the attention view assembles them) pooled into bins,
// and each picture as one small image. Pure functions: tested without widgets.

#include <QImage>
#include <QVector>
#include <vector>

#include "ui/session/step_view.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

struct ThumbnailPicture {
    static constexpr float kBlocked = -1.0f;  // every key of the bin is after its queries (mask)
    static constexpr float kPending = -0.5f;  // the step that computed these rows keeps less
                                              // and its layer is being computed again
    int bins = 0;               // side, in bins of `bin` positions
    std::vector<float> values;  // (bins · bins) row-major: the largest weight in each bin, or
                                // one of the two marks above (a weight beats both: max)
    bool complete = true;       // no bin is kPending

    float at(int row, int col) const { return values[static_cast<size_t>(row) * bins + col]; }
};

// Every head of `layer` at step `upTo`, from each step's layer: the record's own weights, the
// recomputed full layer (StepView::layer), else the worker's pooled one (StepView::pooledLayers).
std::vector<ThumbnailPicture> composeLayer(const QVector<StepView>& steps, int upTo, int layer, int bin);

// True when every step up to `upTo` holds `layer`'s weights in one of those three forms.
bool layerWeightsAvailable(const StepView& step, int layer);

// One pixel per bin, or per block of bins max-pooled so the image is at most `maxSide` pixels
// a side (a strong weight stays visible however long the run). Weights in [0, 1] through the
// theme's colour map; blocked and pending bins in the theme's mask and "not recorded" colours.
QImage thumbnailImage(const ThumbnailPicture& picture, int maxSide, const Theme& theme);

}  // namespace kvscope::ui
