#pragma once
// Presentation mode's layout: full screen, no menu or toolbars, the heatmaps given the room,
// the KV cache and work charts in one tabbed dock with the model and line views (the right
// column's tabs have no room for four titles in the large font), the controls behind the
// explanation; on a
// projector of fewer than 900 lines the docks are sized for it (a shorter cache table, a wider
// right column). The
// user's own layout — toolbars included — comes back exactly on leaving, and is what gets
// remembered if the app is closed during a lesson.

#include <QByteArray>

class QDockWidget;
class QMainWindow;

namespace kvscope::ui {

class PresentationLayout {
public:
    struct Docks {
        QDockWidget *kv, *work, *controls, *explain, *logits, *context, *mask, *model, *lines, *compare;
    };
    PresentationLayout(QMainWindow* window, Docks docks) : window_(window), docks_(docks) {}

    // `fullScreen` false keeps the window's size: a projector's size given with --size, or a
    // rehearsal in a window.
    void enter(bool fullScreen = true);
    void leave();
    bool active() const { return active_; }
    // The layout to remember: the user's own, also while presenting.
    QByteArray everydayState() const;

    // Below this many lines the docks are sized for a short screen (1280×720, 1366×768).
    static constexpr int kShortScreen = 900;

private:
    QMainWindow* window_;
    Docks docks_;
    bool active_ = false;
    bool wasMaximized_ = false;
    QByteArray saved_;
};

}  // namespace kvscope::ui
