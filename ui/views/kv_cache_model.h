#pragma once
// Item model of the KV cache at the current step of one layer: one row per cached position,
// a K and a V column per KV head (numbers when 1 wide; wider vectors also carry HeatStripRole
// and are drawn as heat strips). Rows written by this step are flagged new, or recomputed when
// the cache is off.

#include <QAbstractTableModel>
#include <QVector>

#include "ui/session/step_view.h"

namespace kvscope::ui {

class KvCacheModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { RowStateRole = Qt::UserRole + 1, ValueRole };
    // A bounded cache (the KV cache lab): Evicting rows left the window at this step (the view
    // fades them out), Evicted ones earlier (the view hides them). With heavy hitters each head
    // evicts its own positions: RowStateRole of a K/V cell is that head's state (an Evicted
    // cell in a kept row is drawn empty), of the token cell the row's.
    enum RowState { Cached = 0, New = 1, Recomputed = 2, Evicting = 3, Evicted = 4 };

    using QAbstractTableModel::QAbstractTableModel;
    // `shown`: with the cache off, every earlier row counts as recomputed by step `upTo`, also
    // for a step recorded with the cache on (the toggle applies to recorded steps: the values
    // are the same, the work is not).
    void setSource(const QVector<StepView>& steps, int upTo, int layer, CacheMode shown = CacheMode::On);
    // With grouped-query attention the headers name the query heads each KV head serves
    // ("K1" over "heads 1–4"); 1 (the default) for one KV head per query head.
    void setQueryHeadsPerKvHead(int group);
    // Whether a grouped header keeps its second line (the view drops it where columns are too
    // narrow for it: 8 KV heads in a 1280×720 window cut "h29–32" at both ends; the tooltip keeps it).
    void setQueryHeadsLineShown(bool shown);
    // The second line of a column's header with grouped K/V ("h1–4"); "" otherwise.
    QString queryHeadsLine(int section) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    RowState rowState(int row) const { return states_.value(row, Cached); }
    qint64 bytesHeld() const { return bytesHeld_; }
    // Largest |K or V value| in the table: the heat strips' shared colour scale.
    double maxAbs() const;

private:
    struct Cell {
        const Matrix* matrix = nullptr;
        int row = 0;
        const KvQuantRows* stored = nullptr;  // a quantized cache's integers (empty matrices otherwise)
    };
    // A quantized cell's tooltip: per element code × scale + minimum = what the model reads,
    // against what it computed.
    QString quantizedTip(const Cell& c, bool key) const;
    QStringList tokens_;
    QVector<RowState> states_;
    QVector<QVector<RowState>> cellStates_;  // [position][kv head] heavy hitters only
    QVector<QVector<Cell>> keys_, values_;  // [position][kv head]
    QVector<StepView> keepAlive_;
    int kvHeads_ = 0;
    int group_ = 1;
    bool queryHeadsLine_ = true;
    qint64 bytesHeld_ = 0;
    KvQuantization quant_;  // the current step's cache
    KvEviction eviction_;
};

}  // namespace kvscope::ui
