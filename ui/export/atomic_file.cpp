#include "ui/export/atomic_file.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QObject>
#include <QSaveFile>
#include <QTemporaryFile>
#include <cerrno>
#include <cstring>

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
    const QFileInfo target(path);
    // QSaveFile replaces the target by renaming a temporary file over it: for a device such as
    // /dev/null or a folder that would replace the node itself, so only regular files qualify.
    if (target.exists() && !target.isFile())
        return QObject::tr("cannot write %1: it exists and is not a regular file").arg(path);
    if (!target.absoluteDir().exists())
        return QObject::tr("cannot write %1: the folder %2 does not exist").arg(path, target.absolutePath());
    QSaveFile file(path);
    // unbuffered, so a failed write reports its own reason rather than a later flush's
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return QObject::tr("cannot write %1: %2").arg(path, file.errorString());
    errno = 0;
    const qint64 written = file.write(bytes);
    if (written != bytes.size()) {
        // a short write leaves Qt's error string unset; the system's reason is in errno
        const QString why = errno != 0 ? QString::fromLocal8Bit(std::strerror(errno)) : file.errorString();
        file.cancelWriting();
        return QObject::tr("cannot write %1: only %2 of %3 bytes were written (%4; is the disk full?); "
                           "nothing was changed")
            .arg(path)
            .arg(std::max<qint64>(written, 0))
            .arg(bytes.size())
            .arg(why);
    }
    if (!file.commit())
        return QObject::tr("cannot write %1: %2 (is the disk full?); nothing was changed").arg(path, file.errorString());
    return {};
}

}  // namespace kvscope::ui
