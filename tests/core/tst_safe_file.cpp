// writeFileSafely: the file is replaced whole or not at all, nodes that are not regular files
// and symbolic links are never replaced or followed, failures say what went wrong (with the
// system's real reason) and leave no temporary file, and concurrent writers never produce a
// torn file; SafeFileWriter streams a file with the same guarantees. Every case checks the
// file system afterwards.
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

#include <QtTest>
#include <csignal>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "core/io/safe_file.h"
#include "core/types.h"

using namespace kvscope;
using nlohmann::json;

namespace {

std::string readFile(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void makeFile(const QString& path, const std::string& bytes) {
    std::ofstream(path.toStdString(), std::ios::binary) << bytes;
}

// Everything in the folder, hidden files, broken links and special nodes included.
QStringList entries(const QString& dir) {
    return QDir(dir).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

struct stat lstatOf(const QString& path) {
    struct stat st {};
    if (::lstat(path.toLocal8Bit().constData(), &st) != 0) st.st_mode = 0;
    return st;
}

// The message of the Error `write` throws, or "no error".
template <typename F>
QString errorOf(F write) {
    try {
        write();
    } catch (const Error& e) {
        return QString::fromLocal8Bit(e.what());
    }
    return "no error";
}

mode_t currentUmask() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return mask;
}

// One complete JSON document of about 100 KB, different for every writer and round.
std::string document(int writer, int round) {
    json doc{{"writer", writer}, {"round", round}};
    doc["payload"] = std::vector<int>(12000, writer * 1000 + round);
    return doc.dump();
}

}  // namespace

class TestSafeFile : public QObject {
    Q_OBJECT

private slots:
    void writesAndReplaces() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        writeFileSafely(path.toStdString(), "first");
        QCOMPARE(readFile(path), std::string("first"));
        QCOMPARE(lstatOf(path).st_mode & 0777, 0666 & ~currentUmask());
        // a shorter replacement: no leftover bytes of the old contents
        writeFileSafely(path.toStdString(), std::string("2nd\0x", 5));
        QCOMPARE(readFile(path), std::string("2nd\0x", 5));
        writeFileSafely(path.toStdString(), "");
        QCOMPARE(readFile(path), std::string());
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }

    void replacingKeepsThePermissions() {
        QTemporaryDir dir;
        const QString path = dir.filePath("private.json");
        makeFile(path, "old");
        QVERIFY(::chmod(path.toLocal8Bit().constData(), 0640) == 0);
        writeFileSafely(path.toStdString(), "new");
        QCOMPARE(readFile(path), std::string("new"));
        QCOMPARE(lstatOf(path).st_mode & 07777, mode_t(0640));
    }

    void aLongNameStillFits() {
        // 250 bytes: "." + name + ".XXXXXXXX" would pass NAME_MAX (255) if not shortened
        QTemporaryDir dir;
        const QString path = dir.filePath(QString(246, 'n') + ".png");
        writeFileSafely(path.toStdString(), "long");
        QCOMPARE(readFile(path), std::string("long"));
        QCOMPARE(entries(dir.path()).size(), 1);
    }

    void refusesNodesThatAreNotFiles_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("fifo") << "fifo";
        QTest::newRow("socket") << "socket";
        QTest::newRow("folder") << "folder";
    }
    void refusesNodesThatAreNotFiles() {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        const QByteArray local = path.toLocal8Bit();
        int sock = -1;
        if (kind == "fifo") {
            QVERIFY(::mkfifo(local.constData(), 0644) == 0);
        } else if (kind == "socket") {
            sock = ::socket(AF_UNIX, SOCK_STREAM, 0);
            sockaddr_un address{};
            address.sun_family = AF_UNIX;
            QVERIFY(size_t(local.size()) < sizeof address.sun_path);
            std::strcpy(address.sun_path, local.constData());
            QVERIFY(::bind(sock, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
        } else {
            QVERIFY(QDir(dir.path()).mkpath("t.json"));
            makeFile(dir.filePath("t.json/keep.txt"), "precious");
        }
        const mode_t type = lstatOf(path).st_mode & S_IFMT;
        QCOMPARE(errorOf([&] { writeFileSafely(path.toStdString(), "x"); }),
                 "cannot write " + path + ": it exists and is not a regular file");
        if (sock >= 0) ::close(sock);
        QCOMPARE(lstatOf(path).st_mode & S_IFMT, type);  // the node is still what it was
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
        if (kind == "folder")
            QCOMPARE(readFile(dir.filePath("t.json/keep.txt")), std::string("precious"));
    }

    void deviceNodesStayDevices() {
        // The reported bug: as root, a rename replaced /dev/null with a regular file. Root tests
        // a node of its own, so that a regression cannot break the machine's /dev/null; other
        // users may test the real one, which they cannot replace anyway.
        QTemporaryDir dir;
        QString device = "/dev/null";
        if (::geteuid() == 0) {
            device = dir.filePath("null");
            if (::mknod(device.toLocal8Bit().constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
                QSKIP("cannot make a device node here");
        }
        QCOMPARE(errorOf([&] { writeFileSafely(device.toStdString(), "x"); }),
                 "cannot write " + device + ": it exists and is not a regular file");
        QVERIFY(S_ISCHR(lstatOf(device).st_mode));
        const QFileInfo info(device);
        QCOMPARE(QDir(info.path())
                     .entryList({"." + info.fileName() + ".*"},
                                QDir::AllEntries | QDir::Hidden | QDir::System),
                 QStringList{});  // no temporary file either
    }

    void aLinkPlantedAtTheOldTempNameIsIgnored() {
        // the old writer wrote through "<target>.part": a link there aimed it at any file
        QTemporaryDir dir, elsewhere;
        const QString victim = elsewhere.filePath("victim.txt");
        makeFile(victim, "precious");
        QVERIFY(QFile::link(victim, dir.filePath("t.json.part")));
        writeFileSafely(dir.filePath("t.json").toStdString(), "{}\n");
        QCOMPARE(readFile(victim), std::string("precious"));
        QCOMPARE(readFile(dir.filePath("t.json")), std::string("{}\n"));
        QVERIFY(S_ISLNK(lstatOf(dir.filePath("t.json.part")).st_mode));
        QCOMPARE(entries(dir.path()), (QStringList{"t.json", "t.json.part"}));
    }

    void aLinkAsTheTargetIsRefused() {
        // documented: neither followed (a planted link could aim the write anywhere) nor
        // replaced (the user's link would silently become a plain file)
        QTemporaryDir dir;
        const QString real = dir.filePath("real.json");
        const QString link = dir.filePath("t.json");
        makeFile(real, "old");
        QVERIFY(QFile::link(real, link));
        QCOMPARE(errorOf([&] { writeFileSafely(link.toStdString(), "new"); }),
                 "cannot write " + link + ": it is a symbolic link to " + real +
                     ", which is neither followed nor replaced; name the file itself");
        QVERIFY(S_ISLNK(lstatOf(link).st_mode));
        QCOMPARE(QFile::symLinkTarget(link), real);
        QCOMPARE(readFile(real), std::string("old"));
        QCOMPARE(entries(dir.path()), (QStringList{"real.json", "t.json"}));

        // a dangling link too: following it would create a file wherever it points
        const QString dangling = dir.filePath("d.json");
        QVERIFY(QFile::link(dir.filePath("nowhere/new.json"), dangling));
        QVERIFY(errorOf([&] {
                    writeFileSafely(dangling.toStdString(), "new");
                }).contains("is a symbolic link"));
        QVERIFY(!QFileInfo::exists(dir.filePath("nowhere")));
        QCOMPARE(entries(dir.path()), (QStringList{"d.json", "real.json", "t.json"}));
    }

    void linkedFoldersAreFollowed() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("real"));
        QVERIFY(QFile::link(dir.filePath("real"), dir.filePath("out")));
        writeFileSafely(dir.filePath("out/t.json").toStdString(), "via link");
        QCOMPARE(readFile(dir.filePath("real/t.json")), std::string("via link"));
        QCOMPARE(entries(dir.filePath("real")), QStringList{"t.json"});
    }

    void badFoldersAndNames() {
        QTemporaryDir dir;
        const QString missing = dir.filePath("no/such/t.json");
        QCOMPARE(errorOf([&] { writeFileSafely(missing.toStdString(), "x"); }),
                 "cannot write " + missing + ": the folder " + dir.filePath("no/such") +
                     " does not exist");
        QVERIFY(!QFileInfo::exists(dir.filePath("no")));  // not created on the way

        makeFile(dir.filePath("plain"), "a file");
        QCOMPARE(errorOf([&] { writeFileSafely(dir.filePath("plain/t.json").toStdString(), "x"); }),
                 "cannot write " + dir.filePath("plain/t.json") + ": " + dir.filePath("plain") +
                     " is not a folder");
        QCOMPARE(errorOf([&] { writeFileSafely(dir.filePath("sub/").toStdString(), "x"); }),
                 "cannot write " + dir.filePath("sub/") + ": it names a folder, not a file");
        QCOMPARE(errorOf([] { writeFileSafely("", "x"); }),
                 QString("cannot write a file with no name"));
        QCOMPARE(entries(dir.path()), QStringList{"plain"});
    }

    void unwritableFolder() {
        // /proc refuses new files even for root; the reason must be the real one, never the
        // "Success" a late errno gave
        const QString error = errorOf([] { writeFileSafely("/proc/kvscope-trace.json", "x"); });
        QVERIFY2(error.startsWith(
                     "cannot write /proc/kvscope-trace.json: cannot create a temporary file in the "
                     "folder /proc ("),
                 qPrintable(error));
        QVERIFY2(!error.contains("Success"), qPrintable(error));
        QVERIFY(!QFileInfo::exists("/proc/kvscope-trace.json"));
    }

    void readOnlyFolderKeepsTheOldFile() {
        if (::geteuid() == 0) QSKIP("root ignores permission bits");
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        makeFile(path, "old");
        QVERIFY(::chmod(dir.path().toLocal8Bit().constData(), 0555) == 0);
        const QString error = errorOf([&] { writeFileSafely(path.toStdString(), "new"); });
        ::chmod(dir.path().toLocal8Bit().constData(), 0755);
        QCOMPARE(error, "cannot write " + path + ": cannot create a temporary file in the folder " +
                            dir.path() + " (Permission denied); nothing was changed");
        QCOMPARE(readFile(path), std::string("old"));
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }

    void writeOnlyFolder() {
        // a drop box (mode 0300): files can be created but the folder cannot be listed
        if (::geteuid() == 0) QSKIP("root ignores permission bits");
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        QVERIFY(::chmod(dir.path().toLocal8Bit().constData(), 0300) == 0);
        writeFileSafely(path.toStdString(), "dropped");
        ::chmod(dir.path().toLocal8Bit().constData(), 0755);
        QCOMPARE(readFile(path), std::string("dropped"));
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }

    void diskFullHalfWayKeepsTheOldFile() {
        // a full disk, simulated by a file-size limit: the first write() stops at 4096 bytes,
        // the next fails with EFBIG (SIGXFSZ ignored, or it would kill the test)
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        makeFile(path, "old");
        rlimit saved{};
        QVERIFY(::getrlimit(RLIMIT_FSIZE, &saved) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit small{4096, saved.rlim_max};
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        const QString error =
            errorOf([&] { writeFileSafely(path.toStdString(), std::string(65536, 'x')); });
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QCOMPARE(error,
                 "cannot write " + path +
                     ": only 4096 of 65536 bytes were written (File too large; is the disk full?); "
                     "nothing was changed");
        QCOMPARE(readFile(path), std::string("old"));
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }

    // Writers race on one file while a reader keeps reading it: every read is one complete
    // document (the old fixed temp name left invalid JSON in half the rounds), and at the end
    // the file is one writer's last document and no temporary file remains.
    void concurrentWritersNeverTearTheFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("t.json").toStdString();
        constexpr int kWriters = 4, kRounds = 20;
        writeFileSafely(path, document(-1, 0));
        std::atomic<int> failures{0}, torn{0}, reads{0};
        std::atomic<bool> done{false};
        std::thread reader([&] {
            do {
                std::ifstream in(path, std::ios::binary);
                if (!json::accept(in)) ++torn;
                ++reads;
            } while (!done);
        });
        std::vector<std::thread> writers;
        for (int w = 0; w < kWriters; ++w) {
            writers.emplace_back([&, w] {
                for (int r = 0; r < kRounds; ++r) {
                    try {
                        writeFileSafely(path, document(w, r));
                    } catch (const Error&) {
                        ++failures;
                    }
                }
            });
        }
        for (std::thread& t : writers) t.join();
        done = true;
        reader.join();
        QCOMPARE(failures.load(), 0);
        QCOMPARE(torn.load(), 0);
        QVERIFY(reads.load() > 0);
        std::ifstream in(path, std::ios::binary);
        const json last = json::parse(in);
        const int w = last["writer"].get<int>();
        QVERIFY(w >= 0 && w < kWriters);
        QCOMPARE(last.dump(), document(w, kRounds - 1));  // a writer's last round, whole
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }

    // SafeFileWriter: the same file built from many writes, larger than its buffer; the
    // target keeps its old contents until commit() and no temporary file stays behind.
    void streamedWritesMakeOneFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        makeFile(path, "old");
        std::string expected;
        {
            SafeFileWriter writer(path.toStdString());
            for (int i = 0; i < 40000; ++i) {
                // one piece larger than the buffer, written past it
                const std::string piece =
                    i == 20000 ? std::string(2 << 20, 'x') : std::to_string(i) + ",";
                writer.write(piece);
                expected += piece;
            }
            QCOMPARE(readFile(path), std::string("old"));  // nothing replaced before commit
            QCOMPARE(entries(dir.path()).size(), 2);       // t.json and the hidden temporary file
            writer.commit();
            QVERIFY(errorOf([&] { writer.write("more"); }).contains("already finished"));
        }
        QVERIFY(expected.size() > (size_t(2) << 20));
        QVERIFY(readFile(path) == expected);
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }

    // An exception while producing the contents: the writer goes out of scope uncommitted.
    void anAbandonedWriterChangesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        makeFile(path, "old");
        try {
            SafeFileWriter writer(path.toStdString());
            writer.write(std::string(3 << 20, 'x'));  // some of it already on disk
            throw std::runtime_error("the producer failed");
        } catch (const std::runtime_error&) {
        }
        QCOMPARE(readFile(path), std::string("old"));
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }

    // A long write leaves time for the target to change: a link planted meanwhile is not
    // replaced, and nothing is written through it.
    void theTargetIsCheckedAgainAtCommit() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json"), victim = dir.filePath("victim.txt");
        makeFile(victim, "precious");
        SafeFileWriter writer(path.toStdString());
        writer.write("new");
        QVERIFY(QFile::link(victim, path));
        QVERIFY(errorOf([&] { writer.commit(); }).contains("is a symbolic link"));
        QCOMPARE(readFile(victim), std::string("precious"));
        QVERIFY(S_ISLNK(lstatOf(path).st_mode));
        QCOMPARE(entries(dir.path()), (QStringList{"t.json", "victim.txt"}));
    }

    void aFullDiskMidStreamKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        makeFile(path, "old");
        rlimit saved{};
        QVERIFY(::getrlimit(RLIMIT_FSIZE, &saved) == 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit small{1 << 20, saved.rlim_max};
        QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
        const QString error = errorOf([&] {
            SafeFileWriter writer(path.toStdString());
            for (int i = 0; i < 100; ++i) writer.write(std::string(100000, 'x'));
            writer.commit();
        });
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);
        QVERIFY2(
            error.startsWith("cannot write " + path + ": only 1048576 of ") &&
                error.endsWith(
                    "bytes were written (File too large; is the disk full?); nothing was changed"),
            qPrintable(error));
        QCOMPARE(readFile(path), std::string("old"));
        QCOMPARE(entries(dir.path()), QStringList{"t.json"});
    }
};

QTEST_MAIN(TestSafeFile)
#include "tst_safe_file.moc"
