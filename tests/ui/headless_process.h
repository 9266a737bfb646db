#pragma once
// Runs `kvscope --headless …` (or, with runKvscope, any `kvscope …` such as the scripted
// screenshot run) as a child process for the headless tests; optionally with a file-size limit
// (a full disk, as far as the writer can tell) or as an unprivileged user.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

struct HeadlessResult {
    int exitCode = -1;       // -1 when it did not exit normally
    int crashSignal = 0;     // the signal that killed it (11: SIGSEGV, 6: SIGABRT); 0 if none
    bool finished = false;
    QString out, err;
};

struct HeadlessLimits {
    long maxFileBytes = 0;   // > 0: RLIMIT_FSIZE, writes beyond it fail with EFBIG
    bool unprivileged = false; // when run as root: drop to nobody, so permissions apply
    bool noDisplay = false;  // remove DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM
    QByteArray settings;     // non-empty: the remembered settings (KVScope/KVScope.conf) the run finds
};

inline HeadlessLimits withoutDisplay() {
    HeadlessLimits l;
    l.noDisplay = true;
    return l;
}
inline HeadlessLimits unprivileged() {
    HeadlessLimits l;
    l.unprivileged = true;
    return l;
}
inline HeadlessLimits fileSizeLimit(long bytes) {
    HeadlessLimits l;
    l.maxFileBytes = bytes;
    return l;
}

HeadlessResult runKvscope(const QStringList& args, const HeadlessLimits& limits = {});
inline HeadlessResult runHeadless(const QStringList& args, const HeadlessLimits& limits = {}) {
    return runKvscope(QStringList{"--headless"} + args, limits);
}
