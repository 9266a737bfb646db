// The readers say what a path really is and read no more than a cap: a folder, a named pipe or
// a looping link is named as such (not "missing"), a pipe is never waited on, and an oversized
// file fails before it is read, naming its size and the cap.
#include <sys/stat.h>
#include <unistd.h>

#include <QtTest>
#include <fstream>

#include "core/io/file_kind.h"
#include "core/io/mapped_file.h"
#include "core/io/text_file.h"
#include "core/types.h"

using namespace kvscope;

namespace {
QString errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return "(no error)";
}
}  // namespace

class TestFileReading : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string path(const char* name) const { return dir_.filePath(name).toStdString(); }

private slots:
    void initTestCase() {
        std::ofstream(path("small.json")) << "{}";
        std::ofstream(path("big.json")) << std::string(3 << 20, ' ');
        QVERIFY(::mkfifo(path("pipe.json").c_str(), 0644) == 0);
        QVERIFY(::symlink("loop.json", path("loop.json").c_str()) == 0);
        QVERIFY(::symlink("nowhere.json", path("dangling.json").c_str()) == 0);
        QVERIFY(QDir(dir_.path()).mkdir("folder.json"));
    }

    void whatAPathIs_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("kind");
        QTest::newRow("file") << "small.json"
                              << "";
        QTest::newRow("pipe") << "pipe.json"
                              << "is a named pipe (FIFO), not a file";
        QTest::newRow("folder") << "folder.json"
                                << "is a folder, not a file";
        QTest::newRow("loop")
            << "loop.json"
            << "is a symbolic link that loops (too many levels of symbolic links)";
        QTest::newRow("dangling") << "dangling.json"
                                  << "is a symbolic link to nowhere.json, which does not exist";
        QTest::newRow("absent") << "absent.json"
                                << "does not exist";
        QTest::newRow("device") << "/dev/null"
                                << "is a device, not a file";
    }
    void whatAPathIs() {
        QFETCH(QString, name);
        QFETCH(QString, kind);
        const std::string p = name.startsWith('/') ? name.toStdString() : path(qPrintable(name));
        QCOMPARE(QString::fromStdString(notARegularFile(p).value_or(Message::verbatim("")).english()), kind);
    }

    void textFilesAreCapped() {
        QCOMPARE(readTextFile(path("small.json"), 2), std::string("{}"));
        QCOMPARE(errorOf([&] { readTextFile(path("small.json"), 1); }),
                 QString("small.json: the file has 2 B, over the 1 B limit for this kind of file"));
        QCOMPARE(
            errorOf([&] { readTextFile(path("big.json"), kMaxConfigBytes); }),
            QString("big.json: the file has 3 MiB, over the 1 MiB limit for this kind of file"));
    }

    // Each of these used to block for ever (a pipe), or be called missing.
    void nonFilesAreNamedAndNeverWaitedOn() {
        QCOMPARE(errorOf([&] { readTextFile(path("pipe.json"), kMaxConfigBytes); }),
                 QString("pipe.json: is a named pipe (FIFO), not a file"));
        QCOMPARE(errorOf([&] { readTextFile(path("folder.json"), kMaxConfigBytes); }),
                 QString("folder.json: is a folder, not a file"));
        QCOMPARE(
            errorOf([&] { readTextFile(path("loop.json"), kMaxConfigBytes); }),
            QString(
                "loop.json: is a symbolic link that loops (too many levels of symbolic links)"));
        QCOMPARE(errorOf([&] { MappedFile(path("pipe.json")); }),
                 QString("pipe.json: is a named pipe (FIFO), not a file"));
        QCOMPARE(
            errorOf([&] { MappedFile(path("loop.json")); }),
            QString(
                "loop.json: is a symbolic link that loops (too many levels of symbolic links)"));
    }
};

QTEST_APPLESS_MAIN(TestFileReading)
#include "tst_file_reading.moc"
