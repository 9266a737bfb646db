#include "ui/views/kv_cache_model.h"

#include <algorithm>
#include <cmath>

#include "core/format.h"
#include "ui/views/heat_strip.h"

namespace kvscope::ui {

void KvCacheModel::setSource(const QVector<StepView>& steps, int upTo, int layer, CacheMode shown) {
    beginResetModel();
    tokens_.clear();
    states_.clear();
    keys_.clear();
    values_.clear();
    keepAlive_.clear();
    kvHeads_ = 0;
    bytesHeld_ = 0;
    if (upTo >= 0 && upTo < steps.size()) {
        const StepView& current = steps[upTo];
        const int n = current.record->positions();
        tokens_ = current.tokens;
        states_.fill(Cached, n);
        keys_.resize(n);
        values_.resize(n);
        // Later steps overwrite earlier ones: the rows shown are the ones this step holds.
        for (int s = 0; s <= upTo; ++s) {
            const StepRecord& r = *steps[s].record;
            if (layer < 0 || layer >= static_cast<int>(r.layers.size())) continue;
            keepAlive_.append(steps[s]);  // the cells point into its record or recomputed layer
            // a reduced layer keeps no K/V rows: its cells stay empty until it is recomputed
            const auto& kv = steps[s].layer(layer).kv;
            const int heads = static_cast<int>(kv.size());
            kvHeads_ = std::max(kvHeads_, heads);
            for (int p = r.kvFirstPosition; p < r.positions() && p < n && heads > 0; ++p) {
                keys_[p].resize(heads);
                values_[p].resize(heads);
                for (int h = 0; h < heads; ++h) {
                    keys_[p][h] = {&kv[static_cast<size_t>(h)].keys, p - r.kvFirstPosition};
                    values_[p][h] = {&kv[static_cast<size_t>(h)].values, p - r.kvFirstPosition};
                }
            }
        }
        const StepRecord& r = *current.record;
        for (int p = 0; p < n; ++p)
            states_[p] = p >= r.firstRow ? New : (shown == CacheMode::Off ? Recomputed : Cached);
        bytesHeld_ = r.workFor(shown).kvBytesHeld;
    }
    endResetModel();
}

double KvCacheModel::maxAbs() const {
    double m = 0;
    for (const auto* table : {&keys_, &values_})
        for (const auto& position : *table)
            for (const Cell& c : position)
                if (c.matrix) m = std::max(m, c.matrix->row(c.row).cwiseAbs().maxCoeff());
    return m;
}

int KvCacheModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(tokens_.size()); }

int KvCacheModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 1 + 2 * kvHeads_; }

QVariant KvCacheModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const int p = index.row();
    if (role == RowStateRole) return int(states_[p]);
    if (index.column() == 0) {
        if (role == Qt::DisplayRole) return tokens_[p];
        return {};
    }
    const int h = (index.column() - 1) / 2;
    const bool isKey = (index.column() - 1) % 2 == 0;
    const auto& table = isKey ? keys_ : values_;
    if (h >= table[p].size() || !table[p][h].matrix) return {};
    const Cell& c = table[p][h];
    const auto row = c.matrix->row(c.row);
    switch (role) {
        case Qt::DisplayRole: {
            QStringList parts;
            for (Eigen::Index i = 0; i < std::min<Eigen::Index>(row.size(), 4); ++i)
                parts << QString::fromStdString(formatNumber(row[i], 3));
            if (row.size() > 4) parts << QString("… (%1)").arg(row.size());
            return row.size() == 1 ? parts.first() : "[" + parts.join(", ") + "]";
        }
        case ValueRole:
        case HeatStripRole: {  // vectors wider than one value are drawn, not printed
            if (role == HeatStripRole && row.size() <= 1) return {};
            QVariantList values;
            for (Eigen::Index i = 0; i < row.size(); ++i) values << row[i];
            return values;
        }
        case Qt::ToolTipRole:
            if (row.size() <= 1) return QString::fromStdString(formatNumber(row[0], 12));
            return {};
        case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
    }
}

void KvCacheModel::setQueryHeadsPerKvHead(int group) {
    if (group == group_) return;
    group_ = std::max(1, group);
    if (kvHeads_ > 0) emit headerDataChanged(Qt::Horizontal, 1, 2 * kvHeads_);
}

QVariant KvCacheModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    if (orientation == Qt::Vertical) return role == Qt::DisplayRole ? QString::number(section + 1) : QVariant();
    if (section == 0) return role == Qt::DisplayRole ? tr("token") : QVariant();
    const int h = (section - 1) / 2;
    const bool key = (section - 1) % 2 == 0;
    const int first = h * group_ + 1, last = first + group_ - 1;
    if (role == Qt::ToolTipRole) {
        if (group_ == 1) return (key ? tr("Keys of head %1") : tr("Values of head %1")).arg(h + 1);
        return (key ? tr("Keys of KV head %1, read by query heads %2–%3") : tr("Values of KV head %1, read by query heads %2–%3"))
            .arg(h + 1)
            .arg(first)
            .arg(last);
    }
    const QString name = (key ? tr("K%1") : tr("V%1")).arg(h + 1);
    // grouped: the query heads that read this pair, under its name
    return group_ == 1 ? name : name + "\n" + tr("h%1–%2").arg(first).arg(last);
}

}  // namespace kvscope::ui
