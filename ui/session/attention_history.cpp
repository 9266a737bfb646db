#include "ui/session/attention_history.h"

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
    pic.values = Matrix::Constant(n, n, kNegInf);
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
        for (int r = 0; r < rec.rowCount; ++r) {
            const int row = rec.firstRow + r;
            if (row >= n) continue;
            pic.rowStep[row] = s;
            for (int c = 0; c < m.cols() && c < n; ++c) {
                pic.values(row, c) = m(r, c);
                if (c > row)
                    pic.kinds[row * n + c] = CellKind::MaskBlocked;
                else if (!std::isfinite(t.maskedScores(r, c)))
                    pic.kinds[row * n + c] = CellKind::RuleExcluded;
                else
                    pic.kinds[row * n + c] = CellKind::Visible;
            }
        }
    }
    return pic;
}

}  // namespace kvscope::ui
