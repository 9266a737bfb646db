#pragma once
// Item model of the context vectors for the selected query: one row per head (its output,
// or "—" when it has none) and a last row for the heads combined. Columns are the vector's
// components (one for the toy).

#include <QAbstractTableModel>

#include "ui/session/step_view.h"

namespace kvscope::ui {

class ContextModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    // `row` is the query's index among the step's recorded rows.
    void setSource(const StepView* step, const ModelSummary& model, int layer, int row);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Qt::UserRole holds the value as a double (absent for "—").

private:
    StepPtr record_;
    QStringList headNames_;
    int layer_ = 0;
    int row_ = -1;
    int width_ = 0;
};

}  // namespace kvscope::ui
