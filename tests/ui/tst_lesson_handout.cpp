// The lesson handout as `kvscope` writes it: one PDF page per step, vector (no image in it),
// its text extractable (pdftotext, from poppler-utils), written whole or not at all; the
// options and a bad lesson give one line and nothing written.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "headless_process.h"

class TestLessonHandout : public QObject {
    Q_OBJECT
    QTemporaryDir dir;
    const QString data = KVSCOPE_SOURCE_DIR "/tests/data/lessons/";

    static QByteArray bytes(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    // Pages counted in the PDF's own objects (Qt writes them uncompressed): "/Type /Page" but
    // not "/Type /Pages".
    static int pageCount(const QByteArray& pdf) {
        int n = 0;
        auto it = QRegularExpression("/Type\\s*/Page(?!s)").globalMatch(QString::fromLatin1(pdf));
        while (it.hasNext()) {
            it.next();
            ++n;
        }
        return n;
    }
    static QString pdfText(const QString& path, int page) {
        QProcess p;
        p.start("pdftotext", {"-f", QString::number(page), "-l", QString::number(page), "-layout", path, "-"});
        if (!p.waitForFinished(30000) || p.exitCode() != 0) return {};
        // NFKC: the font's "ﬁ" ligature (in "prefill") reads back as "fi"
        return QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
    }

private slots:
    void initTestCase() { QVERIFY(dir.isValid()); }

    void theArticlesHandoutHasOnePagePerStep() {
        const QString pdf = dir.filePath("article.pdf");
        const HeadlessResult r = runKvscope({"--lesson", "article", "--handout", pdf});
        QVERIFY2(r.finished && r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QString("wrote %1 (4 pages)").arg(pdf)), qPrintable(r.out));
        QVERIFY2(!r.err.contains("kvscope:"), qPrintable(r.err));
        const QByteArray bytes = TestLessonHandout::bytes(pdf);
        QVERIFY(bytes.startsWith("%PDF-"));
        QCOMPARE(pageCount(bytes), 4);  // the prefill and three decode steps
        // vector: every view painted as text and paths, not one picture in the file
        QVERIFY(!bytes.contains("/Subtype /Image") && !bytes.contains("/Subtype/Image"));
        QVERIFY(!QDir(dir.path()).entryList(QDir::Hidden | QDir::Files).join(' ').contains(".article.pdf"));
    }

    void itsTextCanBeReadBack() {
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QFAIL("pdftotext is missing: scripts/install-deps.sh installs poppler-utils");
        const QString pdf = dir.filePath("article.pdf");
        if (!QFile::exists(pdf)) QVERIFY(runKvscope({"--lesson", "article", "--handout", pdf}).exitCode == 0);
        const QString titles[] = {"Prefill: the whole prompt in one parallel pass",
                                  "Decode: one new token, one new attention row", "The same step without the cache",
                                  "KV cache: make decode efficient"};
        for (int page = 1; page <= 4; ++page) {
            const QString text = pdfText(pdf, page).simplified();
            QVERIFY2(text.contains(titles[page - 1]), qPrintable(text.left(400)));
            QVERIFY2(text.contains(QString("step %1 of 3").arg(page - 1)), qPrintable(text.left(400)));
            QVERIFY(text.contains("Causal mask"));  // a stage's heading
            QVERIFY(text.contains("Today"));        // the views' own labels are text too
            // the views as every export draws them: content, not the controls that steer it
            QVERIFY2(!text.contains("Weights (after softmax)") && !text.contains("Numbers"), qPrintable(text.left(600)));
        }
        QVERIFY(pdfText(pdf, 1).simplified().contains("The context vector [12.5, 5, 10, 9]"));
        QVERIFY(pdfText(pdf, 3).simplified().contains("cache off"));
    }

    void headlessWithALessonWritesTheHandoutIntoOut() {
        QTemporaryDir out;
        const HeadlessResult r = runHeadless({"--lesson", "article", "--format", "pdf", "--out", out.path()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(pageCount(bytes(QDir(out.path()).filePath("article-handout.pdf"))), 4);
    }

    void badOptionsAndLessonsWriteNothing_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no lesson") << QStringList{"--handout", "x.pdf"} << 2
                                   << "kvscope: --handout needs --lesson NAME|FILE, the lesson to print";
        QTest::newRow("not pdf") << QStringList{"--lesson", "article", "--headless", "--format", "png", "--out", "."}
                                 << 2 << "kvscope: a lesson's handout is a PDF: --format pdf, not “png”";
        QTest::newRow("unknown lesson") << QStringList{"--lesson", "artcle", "--handout", "x.pdf"} << 1
                                        << "kvscope: no lesson called 'artcle'; built-in lessons: article, or give "
                                           "the path of a lesson .json file";
        QTest::newRow("bad lesson") << QStringList{"--lesson", data + "bad/bad-cache.json", "--handout", "x.pdf"} << 1
                                    << "kvscope: bad-cache.json: cache: expected \"on\" or \"off\", found the string "
                                       "\"maybe\"";
        QTest::newRow("missing folder") << QStringList{"--lesson", "article", "--handout", "/nonexistent/x.pdf"} << 1
                                        << "kvscope: the output folder /nonexistent does not exist (create it first)";
    }
    void badOptionsAndLessonsWriteNothing() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        QTemporaryDir empty;
        for (QString& a : args)
            if (a == "x.pdf") a = QDir(empty.path()).filePath(a);
            else if (a == ".") a = empty.path();
        const HeadlessResult r = runKvscope(args);
        QCOMPARE(r.exitCode, code);
        // the last line: Qt may warn before it about the environment (XDG_RUNTIME_DIR)
        QCOMPARE(r.err.trimmed().split('\n').last(), message);
        QVERIFY(QDir(empty.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
    }

    // the window opens on a bad lesson no more than the handout does
    void theAppRefusesABadLessonBeforeItOpens() {
        const HeadlessResult r = runKvscope({"--lesson", data + "bad/unknown-key.json"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("unknown-key.json: stpes: unknown key"), qPrintable(r.err));
    }
};

QTEST_MAIN(TestLessonHandout)
#include "tst_lesson_handout.moc"
