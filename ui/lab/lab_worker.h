#pragma once
// A lab window's worker thread: runs one job at a time off the GUI thread (the main session's
// engine is not disturbed) and hands its result back through the session's mailboxes
// (ui/session/mailbox.h says why). A job receives a stop check — true once cancel() or a newer
// job came — and a progress callback; it returns what to do with its result in the GUI thread,
// which runs only if nothing newer was asked meanwhile.

#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

#include "core/stop_check.h"

namespace kvscope::ui {

class Mailbox;

class LabWorker : public QObject {
    Q_OBJECT
public:
    using Progress = std::function<void(int done, int total)>;
    // Runs on the worker thread; returns the delivery to run in the GUI thread.
    using Job = std::function<std::function<void()>(const StopCheck& stop, const Progress& progress)>;

    explicit LabWorker(const QString& threadName, QObject* parent = nullptr);
    ~LabWorker() override;

    void start(Job job);
    void cancel();
    bool busy() const { return pending_ > 0; }

signals:
    void progress(int done, int total);
    void cancelled();
    void failed(const QString& message);
    void busyChanged(bool busy);

private:
    void finished();
    bool current(quint64 generation) const { return generation_->load() == generation; }

    QThread thread_;
    Mailbox* toWorker_ = nullptr;
    Mailbox* fromWorker_ = nullptr;
    std::shared_ptr<std::atomic<quint64>> generation_;
    int pending_ = 0;
};

}  // namespace kvscope::ui
