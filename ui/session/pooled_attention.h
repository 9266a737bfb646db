#pragma once
// Attention weights max-pooled into square bins of positions, for pictures of every layer ×
// head at once (the model view). A long run of a real model keeps most layers reduced
// (core/recording_policy.h); recomputing them in full for 144 thumbnails would hold gigabytes
// (a 1,000-token prefill of GPT-2 small: 48 MB of float weights per layer), so the worker
// pools each recomputed layer at once and only the bins are kept (≤ 256 × 256 per head).
// Max, not mean: one strong weight among the 16 keys of a bin stays as bright as it is.

#include <vector>

#include "core/step_record.h"

namespace kvscope::ui {

// One layer of one step, over the step's query rows.
struct PooledLayer {
    int bin = 1;                 // positions per bin side
    int firstRow = 0;            // the step's first query row (a position)
    int rowCount = 0;            // q: rows firstRow … firstRow+q-1
    std::vector<MatrixF> heads;  // (H) (bins of rows firstRow/bin … (firstRow+q-1)/bin, ⌈n/bin⌉):
                                 //     the largest weight in each bin; −1 where no key of the
                                 //     bin is at or before a row of the bin (causal mask)
};

// Positions per bin side for a model of `maxPositions`: its whole context in ≤ 256 bins, so
// every step of a run pools on the same grid (1 for the toy and the tiny GPT: exact).
int poolBin(int maxPositions);

// Row r (0 … q-1) of the weights `layer` holds for a step of q rows, or nullptr-like empty
// when it does not hold that row (a reduced record). Full layers: weights (double);
// Weights: weightsF; NewestRow: weightsF's one row, for the last row only.
bool layerHasRow(const LayerTrace& layer, int rowCount, int r);
// True when `layer` holds the weights of every one of the step's q rows.
bool layerHasAllRows(const LayerTrace& layer, int rowCount);

// The weights `layer` holds for a step's rows [firstRow, firstRow+q) over n positions, pooled.
// Rows the layer does not hold stay −1 (use layerHasAllRows first).
PooledLayer poolLayer(const LayerTrace& layer, int firstRow, int rowCount, int n, int bin);

}  // namespace kvscope::ui

namespace kvscope::ui {

struct StepView;

// The layers of a step the worker must record again for the model view: those whose record
// keeps less than every row's weights and that are not pooled yet (StepView::pooledLayers).
std::vector<int> layersToPool(const StepView& step);

// The first of `layers` that one recording pass may hold at once: their float weights (H·q·n
// floats each) within `bytes`, at least one layer. A pass runs the whole forward, so fewer,
// larger passes are faster; the bound keeps the transient memory of a long prefill in check.
std::vector<int> nextPass(const std::vector<int>& layers, int heads, int rowCount, int positions,
                          std::int64_t bytes = std::int64_t{256} << 20);

}  // namespace kvscope::ui
