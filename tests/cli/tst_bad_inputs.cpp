// Every case of tests/bad_inputs through every front end: kvscope-cli inspect, run and
// tokenize, and kvscope --headless. Each must exit 1 with the case's one-line message (or
// succeed where it does not read that file), never crash, hang or write a file.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>
#include <QtTest>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString kCases = QStringLiteral(KVSCOPE_SOURCE_DIR "/tests/bad_inputs");
const QString kBase = QStringLiteral(KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref");

QString readText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QStringList lines(const QString& path) { return readText(path).split('\n', Qt::SkipEmptyParts); }

// The message `command` must print for the case ("ok": it succeeds).
QString expectedFor(const QString& caseDir, const QString& command) {
    QString all;
    for (const QString& line : lines(caseDir + "/expected.txt")) {
        const qsizetype colon = line.indexOf(": ");
        if (colon < 0) continue;
        const QString who = line.left(colon), what = line.mid(colon + 2);
        if (who == command) return what;
        if (who == "all") all = what;
    }
    return all;
}

bool copyEntry(const QFileInfo& from, const QString& to) {
    QFileInfo target(to);
    if (target.isSymLink() || target.isFile())
        QFile::remove(to);
    else if (target.isDir())
        QDir(to).removeRecursively();
    if (from.isSymLink()) {  // as it is, even a link that loops
        char link[4096];
        const ssize_t n = ::readlink(from.filePath().toUtf8().constData(), link, sizeof link);
        return n > 0 && ::symlink(std::string(link, size_t(n)).c_str(), to.toUtf8().constData()) == 0;
    }
    if (from.isDir()) {
        if (!QDir().mkpath(to)) return false;
        for (const QFileInfo& e : QDir(from.filePath()).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System))
            if (!copyEntry(e, to + '/' + e.fileName())) return false;
        return true;
    }
    return QFile::copy(from.filePath(), to);
}

// The fourth float of transformer.wte.weight becomes NaN.
bool poisonFirstWeight(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite)) return false;
    QByteArray bytes = f.readAll();
    const quint64 headerLength = qFromLittleEndian<quint64>(bytes.constData());
    const QJsonObject header = QJsonDocument::fromJson(bytes.mid(8, qsizetype(headerLength))).object();
    const qint64 begin = header["transformer.wte.weight"].toObject()["data_offsets"].toArray()[0].toInteger();
    const qint64 at = 8 + qint64(headerLength) + begin + 3 * 4;
    const quint32 nan = 0x7fc00000;
    f.seek(at);
    return f.write(reinterpret_cast<const char*>(&nan), 4) == 4;
}

struct Run {
    int exitCode = -1;
    bool crashed = false, finished = false;
    QString err;
};

Run run(const QString& program, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir config;  // the app must not read or change the user's settings
    env.insert("XDG_CONFIG_HOME", config.path());
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    r.finished = p.waitForFinished(60000);
    if (!r.finished) p.kill();
    r.crashed = p.exitStatus() == QProcess::CrashExit;
    r.exitCode = p.exitCode();
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

}  // namespace

class TestBadInputs : public QObject {
    Q_OBJECT
    QTemporaryDir work;

    // A copy of the base folder with the case laid over it; returns what to open.
    QString prepare(const QString& name) {
        const QString caseDir = kCases + '/' + name;
        const QString dir = work.filePath(name);
        QDir(dir).removeRecursively();
        if (!copyEntry(QFileInfo(kBase), dir)) return {};
        for (const QFileInfo& e : QDir(caseDir).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System)) {
            const QString n = e.fileName();
            if (n == "expected.txt" || n == "model" || n == "remove" || n == "fifo" || n == "nan-weight") continue;
            if (!copyEntry(e, dir + '/' + n)) return {};
        }
        for (const QString& f : lines(caseDir + "/remove")) QFile::remove(dir + '/' + f.trimmed());
        for (const QString& f : lines(caseDir + "/fifo")) {
            const QString path = dir + '/' + f.trimmed();
            QFile::remove(path);
            if (::mkfifo(path.toUtf8().constData(), 0600) != 0) return {};
        }
        if (QFile::exists(caseDir + "/nan-weight") && !poisonFirstWeight(dir + "/model.safetensors")) return {};
        const QStringList model = lines(caseDir + "/model");
        return model.isEmpty() ? dir : dir + '/' + model.first().trimmed();
    }

private slots:
    void initTestCase() { QVERIFY(work.isValid()); }

    void everyFrontEndSaysWhatIsWrong_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("command");
        const QStringList cases = QDir(kCases).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QVERIFY(cases.size() >= 14);
        QStringList commands{"inspect", "run", "tokenize"};
#ifdef KVSCOPE_GUI_PATH
        commands << "headless";
#endif
        for (const QString& c : cases)
            for (const QString& command : commands)
                QTest::newRow(qPrintable(c + ' ' + command)) << c << command;
    }

    void everyFrontEndSaysWhatIsWrong() {
        QFETCH(QString, name);
        QFETCH(QString, command);
        const QString expected = expectedFor(kCases + '/' + name, command);
        QVERIFY2(!expected.isEmpty(), "expected.txt names no message for this command");
        const QString model = prepare(name);
        QVERIFY2(!model.isEmpty(), "the case could not be laid out");
        const QString out = work.filePath(name + "-out-" + command);
        QDir().mkpath(out);
        Run r;
        if (command == "inspect") r = run(KVSCOPE_CLI_PATH, {"inspect", model});
        if (command == "run") r = run(KVSCOPE_CLI_PATH, {"run", "--model", model, "--steps", "1", "--quiet"});
        if (command == "tokenize") r = run(KVSCOPE_CLI_PATH, {"tokenize", "--model", model, "Today"});
#ifdef KVSCOPE_GUI_PATH
        if (command == "headless")
            r = run(KVSCOPE_GUI_PATH, {"--headless", "--model", model, "--steps", "0", "--format", "json", "--out", out});
#endif
        QVERIFY2(r.finished, "it hung");
        QVERIFY2(!r.crashed, qPrintable("it crashed: " + r.err));
        if (expected == "ok") {
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            return;
        }
        QVERIFY2(r.exitCode == 1, qPrintable(QString("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Hidden), QStringList());  // nothing written
    }
};

QTEST_GUILESS_MAIN(TestBadInputs)
#include "tst_bad_inputs.moc"
