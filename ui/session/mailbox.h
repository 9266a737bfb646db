#pragma once
// Calls from one thread to another: post() from any thread, and the call runs in the thread
// the mailbox lives in, in posting order. The GUI thread and the engine's worker thread talk
// only through two of these (SessionController).
//
// Why not Qt's queued calls with arguments: Qt orders the two threads correctly, but with a
// mutex ThreadSanitizer cannot see (Debian's Qt is not instrumented and locks with a bare
// futex), while the copies of the arguments are made by instrumented template code on both
// sides, so every hand-over would be reported as a race. Here the calls go through a
// std::mutex, which TSan follows, and the Qt event that wakes the receiver carries nothing.

#include <QObject>
#include <deque>
#include <functional>
#include <mutex>

namespace kvscope::ui {

class Mailbox : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // Takes the lock once more: the last post() happens before the queue is freed, whichever
    // thread deletes the mailbox.
    ~Mailbox() override;
    // Any thread: `call` will run in this object's thread.
    void post(std::function<void()> call);

private:
    Q_INVOKABLE void deliverOne();

    std::mutex mutex_;
    std::deque<std::function<void()>> calls_;
};

}  // namespace kvscope::ui
