#pragma once
// Merges a burst of update requests into one update per turn of the event loop, after
// PlotJuggler's DelayedCallback: one user action makes the session emit several signals
// (modelChanged, timelineChanged, currentChanged), a dragged slider one per pixel, and a chart
// is redrawn once for all of them. Exports draw a view right after revealing it, with no turn
// of the event loop in between, so they flush what is pending first (flushPendingUpdates).

#include <QObject>
#include <QTimer>
#include <functional>

namespace kvscope::ui {

class CoalescedUpdate : public QObject {
    Q_OBJECT
public:
    // `update` runs on this object's thread; the object is usually a child of the view.
    CoalescedUpdate(std::function<void()> update, QObject* parent);

    void schedule();  // `update` runs once, at the next turn of the event loop
    void flush();     // a scheduled update runs now (nothing happens when none is)
    void cancel();    // a scheduled update is dropped (its owner has just updated anyway)
    bool pending() const { return timer_.isActive(); }

private:
    QTimer timer_;
    std::function<void()> update_;
};

// Runs every scheduled update of `root` and of the objects under it, now: before a view or
// the whole window is drawn into an image.
void flushPendingUpdates(QObject* root);

}  // namespace kvscope::ui
