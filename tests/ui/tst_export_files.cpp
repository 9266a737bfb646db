// The pieces under every export: option parsing, the file-name scheme, CSV text and numbers,
// and atomic writes that never leave a half-written or replaced file behind.
#include <QTemporaryDir>
#include <QtTest>

#include "ui/export/atomic_file.h"
#include "ui/export/data_tables.h"
#include "ui/export/export_names.h"
#include "ui/export/export_options.h"

using namespace kvscope::ui;

class TestExportFiles : public QObject {
    Q_OBJECT
private slots:
    void formats() {
        QString error;
        const auto all = parseFormats("PNG, svg,csv,json", &error);
        QVERIFY(all && all->png && all->svg && all->csv && all->json);
        const auto one = parseFormats("csv", &error);
        QVERIFY(one && one->csv && !one->png && !one->svg && !one->json);
        QVERIFY(!parseFormats("png,jpeg", &error));
        QCOMPARE(error, QString("unknown format “jpeg” (known: png, svg, csv, json)"));
        QVERIFY(!parseFormats("png,,svg", &error));
    }

    void scales_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("scale");  // 0: refused
        QTest::newRow("1") << "1" << 1;
        QTest::newRow("2") << "2" << 2;
        QTest::newRow("3") << " 3 " << 3;
        QTest::newRow("0") << "0" << 0;
        QTest::newRow("-1") << "-1" << 0;
        QTest::newRow("4") << "4" << 0;
        QTest::newRow("abc") << "abc" << 0;
        QTest::newRow("1.5") << "1.5" << 0;
        QTest::newRow("empty") << "" << 0;
    }
    void scales() {
        QFETCH(QString, text);
        QFETCH(int, scale);
        QString error;
        const auto parsed = parseScale(text, &error);
        QCOMPARE(parsed.value_or(0), scale);
        QCOMPARE(error.isEmpty(), scale != 0);
    }

    void names() {
        QCOMPARE(stepPrefix(3, 3), QString("step03"));
        QCOMPARE(stepPrefix(0, 12), QString("step00"));
        QCOMPARE(stepPrefix(7, 120), QString("step007"));
        QCOMPARE(stepFileName(3, 3, "attention-layer0", "svg"), QString("step03-attention-layer0.svg"));
        QCOMPARE(stepFileName(3, 3, "", "json"), QString("step03.json"));
        QCOMPARE(timelineFileName("work", "csv"), QString("timeline-work.csv"));
        QCOMPARE(timelineFileName("", "json"), QString("timeline.json"));
    }

    void csvText() {
        CsvTable t{"t", {"a", "b"}};
        t.addRow({"Ġthe", "x,y"});
        t.addRow({" so", "say \"hi\""});
        QCOMPARE(t.toCsv(), QByteArray("a,b\nĠthe,\"x,y\"\n\" so\",\"say \"\"hi\"\"\"\n"));
        QCOMPARE(csvNumber(12.5), QString("12.5"));
        QCOMPARE(csvNumber(31.0 / 3.0).toDouble(), 31.0 / 3.0);  // reads back exactly
        QCOMPARE(csvNumber(-std::numeric_limits<double>::infinity()), QString("-inf"));
        QCOMPARE(csvNumber(0), QString("0"));
    }

    void atomicWrites() {
        QTemporaryDir dir;
        const QString path = dir.filePath("a.csv");
        QCOMPARE(writeBytesAtomically(path, "first"), QString());
        // a producer that fails leaves the old contents and no temporary file
        QVERIFY(!writeFileAtomically(path, [](QIODevice& out) {
                     out.write("half");
                     return QString("the renderer gave up");
                 }).isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("first"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"a.csv"});
        // devices and folders are never replaced
        QVERIFY(writeBytesAtomically("/dev/null", "x").contains("is not a regular file"));
        QVERIFY(writeBytesAtomically(dir.path(), "x").contains("is not a regular file"));
        QVERIFY(writeBytesAtomically(dir.filePath("no/b.csv"), "x").contains("does not exist"));
        // a link is neither followed nor replaced (core/io/safe_file.h says why)
        QVERIFY(QFile::link(path, dir.filePath("link.csv")));
        QVERIFY(writeBytesAtomically(dir.filePath("link.csv"), "x").contains("is a symbolic link to " + path));
        QCOMPARE(QFile::symLinkTarget(dir.filePath("link.csv")), path);
        f.close();
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("first"));
    }

    void outputFolders() {
        QTemporaryDir dir;
        QCOMPARE(checkOutputFolder(dir.path()), QString());
        QVERIFY(checkOutputFolder(dir.filePath("missing")).contains("does not exist"));
        QVERIFY(checkOutputFolder("/proc/self/status").contains("is not a folder"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{});  // the probe is gone
    }
};

QTEST_MAIN(TestExportFiles)
#include "tst_export_files.moc"
