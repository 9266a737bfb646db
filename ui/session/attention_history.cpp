#include "ui/session/attention_history.h"

#include <algorithm>
#include <cmath>

namespace kvscope::ui {

namespace {
const Matrix& fieldOf(const HeadTrace& t, AttentionField f) {
    switch (f) {
        case AttentionField::Scores: return t.scores;
        case AttentionField::MaskedScores: return t.maskedScores;
        case AttentionField::Weights:
        case AttentionField::Difference: return t.weights;
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

    CellKind* kinds = pic.kinds.data();  // raw pointers: QVector's operator[] checks for
                                         // sharing on every write (it dominated 256×256)
    for (int s = 0; s <= upTo; ++s) {
        const StepView& view = steps.at(s);
        const StepRecord& rec = *view.record;
        if (layer < 0 || layer >= static_cast<int>(rec.layers.size())) continue;
        const LayerTrace& l = view.layer(layer);
        if (head < 0 || head >= static_cast<int>(l.heads.size())) continue;
        const HeadTrace& t = l.heads[static_cast<size_t>(head)];
        // keyEvicted asks by KV head: the same as the query head where it matters (heavy
        // hitters need one query head per KV head; the positional rules ignore the head)
        for (int r = 0; r < rec.rowCount; ++r) {
            const int row = rec.firstRow + r;
            if (row >= n) continue;
            pic.rowStep[row] = s;
            CellKind* line = kinds + static_cast<qsizetype>(row) * n;
            if (l.detail == AttentionDetail::Full) {
                const Matrix& m = fieldOf(t, field);
                const Eigen::Index cols = std::min<Eigen::Index>(m.cols(), n);
                pic.values.row(row).head(cols) = m.row(r).head(cols);
                for (Eigen::Index c = 0; c < cols; ++c)
                    line[c] = c > row                              ? CellKind::MaskBlocked
                              : rec.keyEvicted(layer, head, row, int(c)) ? CellKind::Evicted
                              : std::isfinite(t.maskedScores(r, c))  ? CellKind::Visible
                                                                     : CellKind::RuleExcluded;
                continue;
            }
            // A reduced record: float weights of every row (Weights) or of the newest (NewestRow).
            const bool newest = r == rec.rowCount - 1;
            const int weightRow = l.detail == AttentionDetail::Weights ? r : (newest ? 0 : -1);
            const bool has = (field == AttentionField::Weights || field == AttentionField::Difference) &&
                             l.detail != AttentionDetail::None &&
                             weightRow >= 0 && weightRow < t.weightsF.rows();
            const Eigen::Index cols = has ? std::min<Eigen::Index>(t.weightsF.cols(), n) : 0;
            if (has) pic.values.row(row).head(cols) = t.weightsF.row(weightRow).head(cols).cast<Scalar>();
            pic.complete = pic.complete && has;
            for (int c = 0; c <= row && c < n; ++c)
                line[c] = rec.keyEvicted(layer, head, row, c) ? CellKind::Evicted
                          : has                                 ? CellKind::Visible
                                                                : CellKind::NotRecorded;
        }
    }
    return pic;
}

void subtractExact(AttentionPicture& picture, const LayerTrace& exact, int head) {
    if (head < 0 || head >= static_cast<int>(exact.heads.size())) return;
    const MatrixF& w = exact.heads[static_cast<size_t>(head)].weightsF;
    const int n = picture.size();
    for (int r = 0; r < n && r < w.rows(); ++r)
        for (int c = 0; c <= r && c < w.cols(); ++c) {
            CellKind& kind = picture.kinds[r * n + c];
            if (kind != CellKind::Visible && kind != CellKind::Evicted) continue;
            picture.values(r, c) -= w(r, c);
            kind = CellKind::Visible;
        }
}

}  // namespace kvscope::ui
