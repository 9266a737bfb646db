#pragma once
// The timeline as CSV tables, one file each (README: "Data exports"): tokens, attention rows,
// context vectors, logits, KV cache rows and work. Every table covers steps [first, last]
// of the timeline; every row but the tokens' names the step that recorded it.

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <QVector>

#include "ui/session/step_view.h"

namespace kvscope::ui {

struct CsvTable {
    QString name;                // file id: "tokens", "attention", "context", "logits", "kv-cache", "work"
    QStringList header;
    QList<QStringList> rows;

    QByteArray toCsv() const;    // RFC 4180: comma-separated, quoted where needed, CRLF-free
};

QList<CsvTable> dataTables(const QVector<StepView>& steps, int first, int last, const ModelSummary& model);

// Shortest text that reads back as the same double; "-inf" for −∞ (a masked score).
QString csvNumber(double value);

}  // namespace kvscope::ui
