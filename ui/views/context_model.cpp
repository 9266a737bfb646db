#include "ui/views/context_model.h"

#include "core/format.h"

namespace kvscope::ui {

void ContextModel::setSource(const StepView* step, const ModelSummary& model, int layer, int row) {
    beginResetModel();
    record_ = step ? step->record : nullptr;
    layer_ = layer;
    row_ = row;
    headNames_.clear();
    width_ = 0;
    if (record_ && (row < 0 || row >= record_->rowCount || layer >= static_cast<int>(record_->layers.size())))
        record_.reset();
    if (record_) {
        const LayerTrace& l = record_->layers[static_cast<size_t>(layer)];
        width_ = static_cast<int>(std::max(l.heads.empty() ? 0 : l.heads[0].outputs.cols(), l.combined.cols()));
        for (int h = 0; h < static_cast<int>(l.heads.size()); ++h) {
            const QString name = model.headNames.value(layer * model.heads + h);
            headNames_ << (name.isEmpty() ? tr("Head %1").arg(h + 1) : tr("Head %1 · %2").arg(h + 1).arg(name));
        }
        headNames_ << tr("Combined");
    }
    endResetModel();
}

int ContextModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(headNames_.size());
}

int ContextModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : width_; }

QVariant ContextModel::data(const QModelIndex& index, int role) const {
    if (!record_ || !index.isValid() || index.row() >= rowCount() || index.column() >= width_) return {};
    const LayerTrace& l = record_->layers[static_cast<size_t>(layer_)];
    const bool combined = index.row() == static_cast<int>(l.heads.size());
    const Matrix& m = combined ? l.combined : l.heads[static_cast<size_t>(index.row())].outputs;
    const bool present = combined ? l.hasCombined[static_cast<size_t>(row_)]
                                  : l.heads[static_cast<size_t>(index.row())].hasOutput[static_cast<size_t>(row_)];
    if (index.column() >= m.cols()) return {};
    const double v = m(row_, index.column());
    switch (role) {
        case Qt::DisplayRole: return present ? QString::fromStdString(formatNumber(v)) : QString(kNoValue);
        case Qt::ToolTipRole:
            return present ? QString::fromStdString(formatNumber(v, 12)) : tr("no output: this head admits no key here");
        case Qt::UserRole: return present ? QVariant(v) : QVariant();
        case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
    }
}

QVariant ContextModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return headNames_.value(section);
    return width_ == 1 ? tr("value") : tr("d%1").arg(section);
}

}  // namespace kvscope::ui
