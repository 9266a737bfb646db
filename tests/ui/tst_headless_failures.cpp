// `kvscope --headless` refuses what it cannot do, says why, exits non-zero and leaves the
// output folder as it was: missing or unwritable folder, unknown format, bad scale, bad
// prompt, and a write that fails half-way (a full disk, simulated by a file-size limit).
#include <QTemporaryDir>
#include <QtTest>
#include <unistd.h>

#include "headless_process.h"

namespace {
const QByteArray kPrecious = "precious: made before the export";
}

class TestHeadlessFailures : public QObject {
    Q_OBJECT
    std::unique_ptr<QTemporaryDir> dir;

    // The folder holds one file before each run, named as an export would name it.
    QString existing() const { return dir->filePath("step01-attention-layer0.png"); }
    void verifyUntouched() {
        QCOMPARE(QDir(dir->path()).entryList(QDir::Files | QDir::Hidden), QStringList{"step01-attention-layer0.png"});
        QFile f(existing());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), kPrecious);
    }

private slots:
    void init() {
        dir = std::make_unique<QTemporaryDir>();
        QVERIFY(dir->isValid());
        QFile f(existing());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kPrecious);
    }
    void cleanup() {
        QFile::setPermissions(dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        dir.reset();
    }

    void badOptions_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown format") << QStringList{"--format", "png,gif"} << "unknown format “gif” (known: png, svg, csv, json)";
        QTest::newRow("empty format") << QStringList{"--format", ""} << "--format needs a list";
        QTest::newRow("scale 0") << QStringList{"--scale", "0"} << "bad scale “0” (use 1, 2 or 3)";
        QTest::newRow("scale -1") << QStringList{"--scale=-1"} << "bad scale “-1” (use 1, 2 or 3)";
        QTest::newRow("scale 4") << QStringList{"--scale", "4"} << "bad scale “4” (use 1, 2 or 3)";
        QTest::newRow("scale abc") << QStringList{"--scale", "abc"} << "bad scale “abc” (use 1, 2 or 3)";
        QTest::newRow("theme") << QStringList{"--theme", "sepia"} << "unknown theme “sepia”";
        QTest::newRow("steps") << QStringList{"--steps", "-2"} << "--steps needs a number";
        QTest::newRow("unknown option") << QStringList{"--colour", "red"} << "Unknown option 'colour'";
    }
    void badOptions() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const HeadlessResult r = runHeadless(args + QStringList{"--out", dir->path()});
        QVERIFY(r.finished);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("kvscope: " + message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        verifyUntouched();
    }

    void noOutFolder() {
        const HeadlessResult r = runHeadless({"--steps", "1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--headless needs --out DIR"), qPrintable(r.err));
    }

    void missingFolder() {
        const QString missing = dir->filePath("no/such/folder");
        const HeadlessResult r = runHeadless({"--out", missing});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("kvscope: the output folder " + missing + " does not exist (create it first)"),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir->filePath("no")));
        verifyUntouched();
    }

    void aFileIsNotAFolder() {
        const HeadlessResult r = runHeadless({"--out", existing()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(existing() + " is not a folder"), qPrintable(r.err));
        verifyUntouched();
    }

    void unwritableFolder() {
        // root ignores permission bits: the child then runs as nobody, who needs to reach it
        QVERIFY(QFile::setPermissions(dir->path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup |
                                                       QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
        const HeadlessResult r = runHeadless({"--steps", "1", "--out", dir->path()}, unprivileged());
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("kvscope: the output folder " + dir->path() + " cannot be written"), qPrintable(r.err));
        verifyUntouched();
    }

    void unknownPromptWord() {
        const HeadlessResult r = runHeadless({"--prompt", "Today sunny", "--out", dir->path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("unknown word 'sunny'"), qPrintable(r.err));
        verifyUntouched();
    }

    void unknownModel() {
        const HeadlessResult r = runHeadless({"--model", dir->filePath("nowhere"), "--out", dir->path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("kvscope: no model called '" + dir->filePath("nowhere") + "'"), qPrintable(r.err));
        verifyUntouched();
    }

    // The disk fills while the first view is written: that file is not replaced, no partial
    // or temporary file remains, and the run stops with the reason.
    void diskFullHalfWay() {
        const HeadlessResult r = runHeadless({"--steps", "1", "--format", "png", "--out", dir->path()},
                                             fileSizeLimit(4096));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("kvscope: cannot write " + existing() + ": ") &&
                     r.err.contains("bytes were written (File too large; is the disk full?); nothing was changed"),
                 qPrintable(r.err));
        QVERIFY(!r.out.contains("wrote"));
        verifyUntouched();
    }

    // The scripted screenshot (`kvscope --steps N --screenshot FILE`) fails like an export: the
    // disk fills (the old screenshot stays), or the folder is missing (named in the message).
    void screenshotFailures() {
        const HeadlessResult full = runKvscope({"--steps", "0", "--screenshot", existing()}, fileSizeLimit(4096));
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.err.contains("kvscope: cannot write " + existing() + ": only 4096 of ") &&
                     full.err.contains("bytes were written (File too large; is the disk full?); nothing was changed"),
                 qPrintable(full.err));
        QVERIFY(!full.out.contains("wrote"));
        verifyUntouched();

        const QString missing = dir->filePath("gone/shot.png");
        const HeadlessResult r = runKvscope({"--steps", "0", "--screenshot", missing});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("kvscope: cannot write " + missing + ": the folder " + dir->filePath("gone") +
                                " does not exist"),
                 qPrintable(r.err));
        verifyUntouched();
    }

    // The model of the last run is gone (a folder deleted or on an unplugged disk): the
    // scripted screenshot falls back to the example and says so, instead of exiting 1.
    void aRememberedModelThatIsGoneFallsBackToTheExample() {
        HeadlessLimits limits;
        limits.settings = "[General]\nversion=1\n[session]\nmodel=" + dir->filePath("gone-model").toUtf8() + "\n";
        const QString shot = dir->filePath("fallback.png");
        const HeadlessResult r = runKvscope({"--steps", "1", "--screenshot", shot}, limits);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains("kvscope: no model called '" + dir->filePath("gone-model") + "'"), qPrintable(r.err));
        QVERIFY2(r.out.contains("tokens: Today weather is so"), qPrintable(r.out));
        QVERIFY(QImage(shot).width() > 0);
        // a model asked for on the command line that does not open still ends the run
        const HeadlessResult asked = runKvscope({"--model", dir->filePath("gone-model"), "--steps", "0",
                                                 "--screenshot", dir->filePath("no.png")});
        QCOMPARE(asked.exitCode, 1);
        QVERIFY(!QFile::exists(dir->filePath("no.png")));
    }
};

QTEST_MAIN(TestHeadlessFailures)
#include "tst_headless_failures.moc"
