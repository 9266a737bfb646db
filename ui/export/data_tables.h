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
    CsvTable(QString name, QStringList header) : name(std::move(name)), header(std::move(header)) {}

    QString name;                // file id: "tokens", "attention", "context", "logits", "kv-cache", "work"
    QStringList header;

    // Rows are encoded as they are added: the attention table of a 1,000-token prefill has
    // 12 million rows, and holding them as lists of strings took over 10 GB.
    void addRow(const QStringList& fields);
    int rowCount() const { return rows_; }
    QByteArray toCsv() const;    // RFC 4180: comma-separated, quoted where needed, CRLF-free

private:
    QByteArray body_;            // the rows, encoded
    int rows_ = 0;
};

QList<CsvTable> dataTables(const QVector<StepView>& steps, int first, int last, const ModelSummary& model);

// Shortest text that reads back as the same double; "-inf" for −∞ (a masked score).
QString csvNumber(double value);

}  // namespace kvscope::ui
