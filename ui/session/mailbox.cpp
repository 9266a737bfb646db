#include "ui/session/mailbox.h"

namespace kvscope::ui {

Mailbox::~Mailbox() {
    const std::lock_guard lock(mutex_);
    calls_.clear();
}

void Mailbox::post(std::function<void()> call) {
    const std::lock_guard lock(mutex_);
    calls_.push_back(std::move(call));
    // One wake-up per call, named by string: the event Qt queues holds no data of ours. Posted
    // under the lock, so whatever it reads of this object happens before ~Mailbox (which takes
    // the lock) in whichever thread deletes it; posting never runs the call, so no deadlock.
    QMetaObject::invokeMethod(this, "deliverOne", Qt::QueuedConnection);
}

void Mailbox::deliverOne() {
    std::function<void()> call;
    {
        const std::lock_guard lock(mutex_);
        if (calls_.empty()) return;
        call = std::move(calls_.front());
        calls_.pop_front();
    }
    call();
}

}  // namespace kvscope::ui
