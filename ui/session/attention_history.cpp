#include "ui/session/attention_history.h"

#include <algorithm>
#include <cmath>

namespace kvscope::ui {

namespace {
const Matrix& fieldOf(const HeadTrace& t, AttentionField f) {
    switch (f) {
        case AttentionField::Scores: return t.scores;
        case AttentionField::MaskedScores: return t.maskedScores;
        case AttentionField::Weights: return t.weights;
    }
    return t.weights;
}
}  // namespace

AttentionPicture assembleAttention(const QVector<StepView>& steps, int upTo, int layer, int head,
                                   AttentionField field) {
    AttentionPicture pic;
    if (upTo < 0 || upTo >= steps.size()) return pic;
    const StepRecord& last = *steps.at(upTo).record;
    const int n = last.positions();
    pic.values.setConstant(n, n, kNegInf);
    pic.kinds.fill(CellKind::MaskBlocked, n * n);
    pic.rowStep.fill(-1, n);
    pic.newestFirstRow = last.firstRow;

    for (int s = 0; s <= upTo; ++s) {
        const StepRecord& rec = *steps.at(s).record;
        if (layer >= static_cast<int>(rec.layers.size())) continue;
        const auto& heads = rec.layers[static_cast<size_t>(layer)].heads;
        if (head >= static_cast<int>(heads.size())) continue;
        const HeadTrace& t = heads[static_cast<size_t>(head)];
        const Matrix& m = fieldOf(t, field);
        // raw pointers: QVector's operator[] checks for sharing on every write, which
        // dominated a 256×256 picture
        CellKind* kinds = pic.kinds.data();
        const Eigen::Index cols = std::min<Eigen::Index>(m.cols(), n);
        for (int r = 0; r < rec.rowCount; ++r) {
            const int row = rec.firstRow + r;
            if (row >= n) continue;
            pic.rowStep[row] = s;
            pic.values.row(row).head(cols) = m.row(r).head(cols);
            CellKind* line = kinds + static_cast<qsizetype>(row) * n;
            for (Eigen::Index c = 0; c < cols; ++c)
                line[c] = c > row ? CellKind::MaskBlocked
                                  : (std::isfinite(t.maskedScores(r, c)) ? CellKind::Visible : CellKind::RuleExcluded);
        }
    }
    return pic;
}

}  // namespace kvscope::ui
