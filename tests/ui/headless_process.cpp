#include "headless_process.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

HeadlessResult runKvscope(const QStringList& args, const HeadlessLimits& limits) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (limits.noDisplay) {
        env.remove("DISPLAY");
        env.remove("WAYLAND_DISPLAY");
        env.remove("QT_QPA_PLATFORM");
    } else {
        env.insert("QT_QPA_PLATFORM", "offscreen");
    }
    // a run must neither read nor change the user's remembered window, theme and model
    QTemporaryDir configDir;
    env.insert("XDG_CONFIG_HOME", configDir.path());
    if (!limits.settings.isEmpty()) {
        QDir(configDir.path()).mkpath("KVScope");
        QFile conf(configDir.filePath("KVScope/KVScope.conf"));
        if (conf.open(QIODevice::WriteOnly)) conf.write(limits.settings);
    }
    p.setProcessEnvironment(env);
    const long maxBytes = limits.maxFileBytes;
    const bool drop = limits.unprivileged && geteuid() == 0;
    p.setChildProcessModifier([maxBytes, drop] {
        if (maxBytes > 0) {
            // ignored, SIGXFSZ would kill the writer; ignored, write() fails with EFBIG instead
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{rlim_t(maxBytes), rlim_t(maxBytes)};
            setrlimit(RLIMIT_FSIZE, &limit);
        }
        if (drop && (setgid(65534) != 0 || setuid(65534) != 0)) _exit(99);
    });
    // nobody must reach the program too, and a build tree may sit in a private folder (a
    // checkout under `mktemp -d` is 0700): run a copy from a folder anyone can enter.
    QTemporaryDir copyDir;
    QString program = KVSCOPE_GUI_PATH;
    if (drop) {
        const QString copy = copyDir.filePath("kvscope");
        QFile::setPermissions(copyDir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                  QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup |
                                                  QFile::ExeGroup);
        if (QFile::copy(program, copy)) program = copy;
    }
    p.start(program, args);
    HeadlessResult r;
    r.finished = p.waitForFinished(240000);
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    // after a crash QProcess's exitCode() is the signal's number
    if (r.finished && p.exitStatus() == QProcess::CrashExit) r.crashSignal = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}
