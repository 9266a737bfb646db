#pragma once
// Writing export files safely, for the UI: a file appears complete or not at all, and a
// failure — missing or read-only folder, full disk, a target that is not a regular file or is
// a symbolic link — comes back as one message naming the file, with any file already there
// left as it was. The writing itself is the core's writeFileSafely (core/io/safe_file.h).

#include <QString>
#include <functional>

class QIODevice;

namespace kvscope::ui {

// Empty when `dir` exists, is a folder and can be written into; else what is wrong.
QString checkOutputFolder(const QString& dir);

// Calls `produce`, which writes the contents into a buffer and returns an error message (empty
// on success), then writes the buffer to `path`. Returns empty on success, else the message.
QString writeFileAtomically(const QString& path, const std::function<QString(QIODevice&)>& produce);

// `bytes` to `path`, atomically (writeFileSafely). Returns empty on success, else its message.
QString writeBytesAtomically(const QString& path, const QByteArray& bytes);

}  // namespace kvscope::ui
