#pragma once
// Item model of the context vectors for the selected query: one row per head (its output,
// or "—" when it has none) and a last row for the heads combined. Columns are the vector's
// components while they fit as numbers (the toy: one); wider vectors are one column carrying
// HeatStripRole, drawn as a heat strip.

#include <QAbstractTableModel>
#include <QFont>

#include "ui/session/step_view.h"

namespace kvscope::ui {

class ContextModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    // `row` is the query's index among the step's recorded rows. A layer the step keeps only
    // reduced (and not yet recomputed) gives no rows: isPending() tells the view to say so.
    void setSource(const StepView* step, const ModelSummary& model, int layer, int row);
    bool isPending() const { return pending_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Qt::UserRole holds the value as a double (absent for "—").

    // Vectors wider than this are heat strips.
    static constexpr int kMaxNumberColumns = 8;
    bool isStrip() const { return width_ > kMaxNumberColumns; }
    int vectorWidth() const { return width_; }
    // The strip column's title, longest first ("16 values (blue < 0 < orange)", "16 values",
    // "values"): the view shows the longest its column has room for (the whole one as tooltip).
    QStringList stripTitles() const;
    void setStripTitle(int index);  // an index into stripTitles()
    // Head names longer than `width` in `font` go on two lines ("Head 6" over
    // "previous-token head"; whole in the tooltip): Qt's vertical header cuts them mid-letter.
    void setHeadNameRoom(qreal width, const QFont& font);
    // Row `row`'s whole vector (empty for "—"); the largest |value| of all rows.
    QVariantList vector(int row) const;
    double maxAbs() const;

private:
    const LayerTrace& trace() const { return step_.layer(layer_); }

    StepView step_;          // a snapshot: keeps the record and any recomputed layer alive
    bool shown_ = false;     // step_ holds a layer in full and a valid row
    bool pending_ = false;
    QStringList headNames_;
    int layer_ = 0;
    int row_ = -1;
    int width_ = 0;
    int stripTitle_ = 0;
    qreal nameRoom_ = 0;  // 0: whole
    QFont nameFont_;
};

}  // namespace kvscope::ui
