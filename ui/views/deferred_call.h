#pragma once
// Runs a function at most once per turn of the event loop, however often it is asked for: a
// burst of session signals (a new step, its layer recomputed, the query moved) repaints a view
// once. PlotJuggler's DelayedCallback is the model. Exports still see the latest state:
// revealForExport processes pending events, which runs a pending call, and flush() runs it now.

#include <QObject>
#include <QTimer>
#include <functional>

namespace kvscope::ui {

class DeferredCall : public QObject {
public:
    DeferredCall(std::function<void()> fn, QObject* parent) : QObject(parent), fn_(std::move(fn)) {
        timer_.setSingleShot(true);
        timer_.setInterval(0);
        connect(&timer_, &QTimer::timeout, this, [this] { fn_(); });
    }
    void request() {
        if (!timer_.isActive()) timer_.start();
    }
    void flush() {
        if (!timer_.isActive()) return;
        timer_.stop();
        fn_();
    }

private:
    std::function<void()> fn_;
    QTimer timer_;
};

}  // namespace kvscope::ui
