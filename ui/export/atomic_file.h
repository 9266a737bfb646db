#pragma once
// Writing export files safely: a file appears complete or not at all (QSaveFile writes a
// temporary file beside it and renames it on success), and a failure — missing or read-only
// folder, full disk — comes back as one message naming the file, with any file already there
// left as it was.

#include <QString>
#include <functional>

class QIODevice;

namespace kvscope::ui {

// Empty when `dir` exists, is a folder and can be written into; else what is wrong.
QString checkOutputFolder(const QString& dir);

// Opens `path` for writing through QSaveFile and calls `produce`, which writes the contents
// and returns an error message (empty on success). Returns empty on success, else the message.
QString writeFileAtomically(const QString& path, const std::function<QString(QIODevice&)>& produce);

// `bytes` to `path`, atomically.
QString writeBytesAtomically(const QString& path, const QByteArray& bytes);

}  // namespace kvscope::ui
