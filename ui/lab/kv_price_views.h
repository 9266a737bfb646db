#pragma once
// Display data of Lab › KV cache price: what each KV cache setting cost on a text, as the core
// measured it (core/lab/kv_lab.h), with the setting described in the interface's words.

#include <QMetaType>
#include <QString>
#include <QVector>

namespace kvscope::ui {

struct KvPriceRowView {
    enum class Family { Exact, Narrow, Quantized, Window, Pooled };
    Family family = Family::Exact;
    QString name;        // "int4, keys per-channel (groups of 32)"
    QString shortName;   // the chart's label: "int4 ch"
    qint64 kvBytes = 0;  // held after a full window
    double bytesVsExact = 1;
    double perplexity = 0;
    double top1Agreement = 1;  // 0 … 1
    double meanKl = 0, maxKl = 0;
};

struct KvPriceReportView {
    QString model;
    QString text;       // what was read: "the held-out passage" or a file's name
    int tokens = 0, scored = 0, windows = 0, windowLength = 0;
    QVector<KvPriceRowView> rows;  // rows[0]: the exact cache
    bool isEmpty() const { return rows.isEmpty(); }
};

}  // namespace kvscope::ui

Q_DECLARE_METATYPE(kvscope::ui::KvPriceReportView)
