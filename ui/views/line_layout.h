#pragma once
// The line view's numbers and places (BertViz's head view): one query's attention as lines
// from the query, in a column of tokens on the left, to each key in a column on the right,
// each line as opaque and as wide as its weight. Pure functions: tested without widgets.

#include <QPointF>
#include <QVector>
#include <optional>
#include <vector>

#include "ui/session/step_view.h"

namespace kvscope::ui {

struct AttentionLine {
    int key = 0;         // position of the key
    double weight = 0;   // its attention weight
    int alpha = 0;       // 0–255: the weight itself (0.5 → 128), so the eye reads the number
    qreal width = 1;     // 1 px, up to 4 px at weight 1
};

struct LineSet {
    std::vector<AttentionLine> lines;  // by key position
    int keys = 0;                      // keys the query may attend to (causal: query + 1)
    int hidden = 0;                    // keys with a weight > 0 left out (beyond maxLines)
    double hiddenWeight = 0;           // what they hold together
};

int lineAlpha(double weight);
qreal lineWidth(double weight);

// The lines of one attention row (weights of keys 0 … k-1): one per key with a weight > 0,
// the `maxLines` strongest when there are more (a long prompt stays readable).
LineSet attentionLines(const std::vector<double>& weights, int maxLines);

// Row `row` (a query position) of `layer`/`head`'s weights at step `upTo`, from the step that
// computed that row, as StepView::layer gives it; nullopt when its record keeps less (the
// selected layer is then being recomputed).
std::optional<std::vector<double>> attentionRow(const QVector<StepView>& steps, int upTo, int layer, int head, int row);

// Where the tokens and line ends go: queries in a column on the left, keys on the right, one
// row per position.
struct LineGeometry {
    qreal top = 0, rowHeight = 18;
    qreal queryRight = 0;  // queries' labels end here (right-aligned), lines start
    qreal keyLeft = 0;     // lines end here, keys' labels start (left-aligned)
    qreal labelWidth = 0;
    int rows = 0;

    qreal rowCenter(int position) const { return top + (position + 0.5) * rowHeight; }
    QPointF queryAnchor(int position) const { return {queryRight + 4, rowCenter(position)}; }
    QPointF keyAnchor(int position) const { return {keyLeft - 4, rowCenter(position)}; }
    qreal height() const { return top + rows * rowHeight; }
    int rowAt(qreal y) const;  // -1 outside
};

// Two columns of `labelWidth` at the edges of `width` with the lines between (at least a
// third of the width, so even long labels leave the lines room).
LineGeometry layoutLines(qreal width, int rows, qreal rowHeight, qreal labelWidth, qreal top = 0);

}  // namespace kvscope::ui
