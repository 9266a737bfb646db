#include "ui/views/context_model.h"

#include <algorithm>

#include "core/format.h"
#include "ui/views/heat_strip.h"
#include "ui/views/text_fit.h"

namespace kvscope::ui {

void ContextModel::setSource(const StepView* step, const ModelSummary& model, int layer, int row) {
    beginResetModel();
    step_ = step ? *step : StepView{};
    layer_ = layer;
    row_ = row;
    headNames_.clear();
    width_ = 0;
    const bool valid = step && row >= 0 && row < step->record->rowCount && layer >= 0 &&
                       layer < static_cast<int>(step->record->layers.size());
    shown_ = valid && step->hasFullLayer(layer);
    pending_ = valid && !shown_;
    if (shown_) {
        const LayerTrace& l = trace();
        width_ = static_cast<int>(std::max(l.heads.empty() ? 0 : l.heads[0].outputs.cols(), l.combined.cols()));
        for (int h = 0; h < static_cast<int>(l.heads.size()); ++h) {
            const QString name = model.headName(layer, h);
            headNames_ << (name.isEmpty() ? tr("Head %1").arg(h + 1) : tr("Head %1 · %2").arg(h + 1).arg(name));
        }
        headNames_ << tr("Combined");
    }
    endResetModel();
}

int ContextModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(headNames_.size());
}

int ContextModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return isStrip() ? (width_ > 0 ? 1 : 0) : width_;
}

QVariantList ContextModel::vector(int row) const {
    QVariantList values;
    if (!shown_ || row < 0 || row >= rowCount()) return values;
    const LayerTrace& l = trace();
    const bool combined = row == static_cast<int>(l.heads.size());
    const Matrix& m = combined ? l.combined : l.heads[static_cast<size_t>(row)].outputs;
    const bool present = combined ? l.hasCombined[static_cast<size_t>(row_)]
                                  : l.heads[static_cast<size_t>(row)].hasOutput[static_cast<size_t>(row_)];
    if (!present) return values;
    for (Eigen::Index c = 0; c < m.cols(); ++c) values << m(row_, c);
    return values;
}

double ContextModel::maxAbs() const {
    double m = 0;
    for (int r = 0; r < rowCount(); ++r) m = std::max(m, heatStripMaxAbs(vector(r)));
    return m;
}

QVariant ContextModel::data(const QModelIndex& index, int role) const {
    if (!shown_ || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
    if (isStrip()) {
        const QVariantList values = vector(index.row());
        switch (role) {
            case HeatStripRole: return values.isEmpty() ? QVariant() : QVariant(values);
            case Qt::DisplayRole:
                return values.isEmpty() ? QString(kNoValue) : tr("%1 values").arg(values.size());
            case Qt::ToolTipRole:
                return values.isEmpty() ? tr("no output: this head admits no key here") : QVariant();
            case Qt::TextAlignmentRole: return int(Qt::AlignCenter);
            default: return {};
        }
    }
    const LayerTrace& l = trace();
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

QStringList ContextModel::stripTitles() const {
    return {tr("%1 values (blue < 0 < orange)").arg(width_), tr("%1 values").arg(width_), tr("values")};
}

void ContextModel::setStripTitle(int index) {
    index = std::clamp(index, 0, 2);
    if (index == stripTitle_) return;
    stripTitle_ = index;
    if (isStrip()) emit headerDataChanged(Qt::Horizontal, 0, 0);
}

void ContextModel::setHeadNameRoom(qreal width, const QFont& font) {
    if (width == nameRoom_ && font == nameFont_) return;
    nameRoom_ = width;
    nameFont_ = font;
    if (!headNames_.isEmpty()) emit headerDataChanged(Qt::Vertical, 0, static_cast<int>(headNames_.size()) - 1);
}

QVariant ContextModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal && isStrip()) return stripTitles().front();
    if (role == Qt::ToolTipRole && orientation == Qt::Vertical) return headNames_.value(section);
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) {
        // a name too long for the room goes on two lines, the head's number over its label,
        // and only a label longer than the room itself gives way
        const QString name = headNames_.value(section);
        const QFontMetricsF fm(nameFont_);
        if (nameRoom_ <= 0 || fm.horizontalAdvance(name) <= nameRoom_) return name;
        const qsizetype dot = name.indexOf(QStringLiteral(" · "));
        if (dot < 0) return fitText(fm, name, nameRoom_);
        return fitText(fm, name.left(dot), nameRoom_) + '\n' + fitText(fm, name.mid(dot + 3), nameRoom_);
    }
    if (isStrip()) return stripTitles().value(stripTitle_);
    return width_ == 1 ? tr("value") : tr("d%1").arg(section);
}

}  // namespace kvscope::ui
