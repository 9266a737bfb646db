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
    cellStates_.clear();
    keys_.clear();
    values_.clear();
    keepAlive_.clear();
    kvHeads_ = 0;
    bytesHeld_ = 0;
    quant_ = {};
    eviction_ = {};
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
                    const KvRows& rows = kv[static_cast<size_t>(h)];
                    keys_[p][h] = {&rows.keys, p - r.kvFirstPosition, &rows.keysStored};
                    values_[p][h] = {&rows.values, p - r.kvFirstPosition, &rows.valuesStored};
                }
            }
        }
        const StepRecord& r = *current.record;
        // a bounded cache: the keys the step's newest query no longer saw, and which of them its
        // first query still did (left the window at this step)
        // (heavy hitters: per KV head; a row goes only when every head has evicted it)
        const KvEviction& e = r.kvEviction;
        const int heads = r.kvEvictionLog ? r.kvEvictionLog->kvHeads : 1;
        const auto evictionState = [&](int head, int p) {
            if (!r.keyEvicted(layer, head, n - 1, p)) return Cached;
            return r.firstRow > 0 && !r.keyEvicted(layer, head, r.firstRow - 1, p) ? Evicting : Evicted;
        };
        if (r.kvEvictionLog) cellStates_.fill(QVector<RowState>(heads, Cached), n);
        for (int p = 0; p < n; ++p) {
            RowState gone = Evicted;  // the row's: Evicted when every head had evicted it before this step
            for (int h = 0; h < heads; ++h) {
                const RowState cell = evictionState(h, p);
                if (r.kvEvictionLog) cellStates_[p][h] = cell;
                if (cell == Cached) gone = Cached;
                else if (cell == Evicting && gone == Evicted) gone = Evicting;
            }
            states_[p] = gone != Cached             ? gone
                         : p >= r.firstRow          ? New
                         : shown == CacheMode::Off  ? Recomputed
                                                    : Cached;
        }
        bytesHeld_ = r.workFor(shown).kvBytesHeld;
        quant_ = r.kvQuant;
        eviction_ = e;
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
    const int h = (index.column() - 1) / 2;
    // heavy hitters: a head may have evicted a position other heads keep
    const RowState cellState = index.column() > 0 && p < cellStates_.size() && h < cellStates_[p].size() &&
                                       cellStates_[p][h] != Cached
                                   ? cellStates_[p][h]
                                   : states_[p];
    if (role == RowStateRole) return int(cellState);
    if (index.column() == 0) {
        if (role == Qt::DisplayRole) return tokens_[p];
        if (role == Qt::ToolTipRole && states_[p] >= Evicting)
            return eviction_.heavyHitters()
                       ? tr("Evicted by every head: each keeps the newest %1 positions and the %2 older ones that "
                            "received the most attention, and no later query sees this one")
                             .arg(eviction_.recent())
                             .arg(eviction_.heavy)
                       : tr("Evicted: the cache keeps a window of %1 positions%2, and no later query sees this one")
                             .arg(eviction_.window)
                             .arg(eviction_.sinks > 0 ? tr(" (the first %1 kept as attention sinks)").arg(eviction_.sinks)
                                                      : QString());
        return {};
    }
    if (cellState == Evicted) {  // gone from this head's cache: nothing to show but why
        if (role == Qt::ToolTipRole)
            return tr("Evicted from this head's cache: of the older positions it keeps the %1 that received the most "
                      "attention, and this one had received less")
                .arg(eviction_.heavy);
        return {};
    }
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
            if (c.stored && c.stored->codes.rows() > c.row) return quantizedTip(c, isKey);
            if (row.size() <= 1) return QString::fromStdString(formatNumber(row[0], 12));
            return {};
        case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
    }
}

QString KvCacheModel::quantizedTip(const Cell& c, bool key) const {
    const KvQuantRows& q = *c.stored;
    const auto number = [](double x) { return QString::fromStdString(formatNumber(x, 4)); };
    const Eigen::Index width = q.codes.cols();
    if (q.codes(c.row, 0) < 0)
        return tr("Kept in f32: %1 (the newest positions, or keys whose group of %2 positions is not complete)")
            .arg(key ? tr("keys") : tr("values"))
            .arg(quant_.group);
    const KvQuantAxis axis = key ? quant_.keys : quant_.values;
    QStringList lines{tr("Stored as int%1, %2 (groups of %3): code × scale + minimum = read (computed, error)")
                          .arg(quant_.bits)
                          .arg(axis == KvQuantAxis::PerChannel ? tr("per-channel") : tr("per-token"))
                          .arg(quant_.group)};
    const auto read = c.matrix->row(c.row);  // what the model read: code × scale + minimum
    Eigen::Index worst = 0;
    for (Eigen::Index i = 0; i < width; ++i) {
        const double error = read[i] - q.exact(c.row, i);
        if (std::abs(error) > std::abs(read[worst] - q.exact(c.row, worst))) worst = i;
        if (i < 8)
            lines << QString("%1: %2 × %3 + %4 = %5 (%6, %7)")
                         .arg(i + 1)
                         .arg(q.codes(c.row, i))
                         .arg(number(q.scales(c.row, i)), number(q.minimums(c.row, i)), number(read[i]),
                              number(q.exact(c.row, i)), number(error));
    }
    if (width > 8) lines << tr("… %1 values in all").arg(width);
    lines << tr("Largest error: %1 (value %2)").arg(number(read[worst] - q.exact(c.row, worst))).arg(worst + 1);
    return lines.join('\n');
}

void KvCacheModel::setQueryHeadsPerKvHead(int group) {
    if (group == group_) return;
    group_ = std::max(1, group);
    if (kvHeads_ > 0) emit headerDataChanged(Qt::Horizontal, 1, 2 * kvHeads_);
}

void KvCacheModel::setQueryHeadsLineShown(bool shown) {
    if (shown == queryHeadsLine_) return;
    queryHeadsLine_ = shown;
    if (kvHeads_ > 0 && group_ > 1) emit headerDataChanged(Qt::Horizontal, 1, 2 * kvHeads_);
}

QString KvCacheModel::queryHeadsLine(int section) const {
    if (group_ == 1 || section < 1) return {};
    const int first = (section - 1) / 2 * group_ + 1;
    return tr("h%1–%2").arg(first).arg(first + group_ - 1);
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
    return group_ == 1 || !queryHeadsLine_ ? name : name + "\n" + queryHeadsLine(section);
}

}  // namespace kvscope::ui
