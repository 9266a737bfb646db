#include "ui/export/data_files.h"

#include <QDir>
#include <QFile>

#include "ui/export/atomic_file.h"
#include "ui/export/data_tables.h"
#include "ui/export/trace_export.h"
#include "ui/session/core_message.h"

namespace kvscope::ui {

WriteResult writeCsvTables(const QString& folder, const QString& prefix, const QVector<StepView>& steps,
                           int first, int last, const ModelSummary& model) {
    WriteResult result;
    for (const CsvTable& table : dataTables(steps, first, last, model)) {
        const QString path = QDir(folder).filePath(prefix + '-' + table.name + ".csv");
        result.error = writeBytesAtomically(path, table.toCsv());
        if (!result.error.isEmpty()) return result;
        result.files << path;
    }
    return result;
}

QString writeTraceJson(const QString& path, const QVector<StepView>& steps, int first, int last,
                       const ModelSummary& model) {
    try {
        writeTraceFile(QFile::encodeName(path).toStdString(), steps, first, last, model);
    } catch (const Error& e) {
        return errorText(e);  // "cannot write <path>: <what is wrong>"
    }
    return {};
}

}  // namespace kvscope::ui
