#include "ui/export/atomic_file.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QTemporaryFile>
#include <string_view>

#include "core/io/safe_file.h"
#include "core/types.h"
#include "ui/session/core_message.h"

namespace kvscope::ui {

QString checkOutputFolder(const QString& dir) {
    const QFileInfo info(dir);
    if (!info.exists()) return QObject::tr("the output folder %1 does not exist (create it first)").arg(dir);
    if (!info.isDir()) return QObject::tr("%1 is not a folder").arg(dir);
    // isWritable() trusts the permission bits, which root ignores and read-only mounts
    // override; creating a file is the only reliable test.
    QTemporaryFile probe(QDir(dir).filePath(".kvscope-write-test-XXXXXX"));
    if (!probe.open())
        return QObject::tr("the output folder %1 cannot be written (%2)").arg(dir, probe.errorString());
    return {};
}

QString writeFileAtomically(const QString& path, const std::function<QString(QIODevice&)>& produce) {
    // Encode in memory first: the file then sees one write, whose failure (a full disk) carries
    // the system's reason, and an encoder never has to cope with a failing device.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (const QString produced = produce(buffer); !produced.isEmpty())
        return QObject::tr("cannot write %1: %2").arg(path, produced);
    return writeBytesAtomically(path, buffer.data());
}

QString writeBytesAtomically(const QString& path, const QByteArray& bytes) {
    try {
        writeFileSafely(QFile::encodeName(path).toStdString(),
                        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const Error& e) {
        // already "cannot write <path>: <what is wrong>", in the words the export tests check
        return errorText(e);
    }
    return {};
}

}  // namespace kvscope::ui
