#pragma once
// Data exports on disk: the CSV tables and the trace JSON of a range of steps, each file
// written atomically (README: "Data exports").

#include <QStringList>
#include <QVector>

#include "ui/session/step_view.h"

namespace kvscope::ui {

struct WriteResult {
    QStringList files;  // written, in order
    QString error;      // empty on success; the files before the failure stay written
};

// <folder>/<prefix>-<table>.csv for every table of steps [first, last].
WriteResult writeCsvTables(const QString& folder, const QString& prefix, const QVector<StepView>& steps,
                           int first, int last, const ModelSummary& model);
// kvscope-trace/1 of steps [first, last] to `path`; empty on success.
QString writeTraceJson(const QString& path, const QVector<StepView>& steps, int first, int last,
                       const ModelSummary& model);

}  // namespace kvscope::ui
