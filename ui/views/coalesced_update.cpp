#include "ui/views/coalesced_update.h"

namespace kvscope::ui {

CoalescedUpdate::CoalescedUpdate(std::function<void()> update, QObject* parent)
    : QObject(parent), update_(std::move(update)) {
    // a zero-interval timer fires once the events already queued have been handled: every
    // signal of the burst has arrived by then
    timer_.setSingleShot(true);
    timer_.setInterval(0);
    connect(&timer_, &QTimer::timeout, this, [this] { update_(); });
}

void CoalescedUpdate::schedule() {
    if (!timer_.isActive()) timer_.start();
}

void CoalescedUpdate::flush() {
    if (!timer_.isActive()) return;
    timer_.stop();
    update_();
}

void CoalescedUpdate::cancel() { timer_.stop(); }

void flushPendingUpdates(QObject* root) {
    if (!root) return;
    if (auto* self = qobject_cast<CoalescedUpdate*>(root)) self->flush();
    for (CoalescedUpdate* u : root->findChildren<CoalescedUpdate*>()) u->flush();
}

}  // namespace kvscope::ui
