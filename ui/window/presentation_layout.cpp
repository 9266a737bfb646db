#include "ui/window/presentation_layout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <algorithm>
#include <QMenuBar>
#include <QToolBar>

#include "ui/window/app_settings.h"

namespace kvscope::ui {

void PresentationLayout::enter(bool fullScreen) {
    if (active_) return;
    active_ = true;
    // saved before anything is hidden: restoring it brings the toolbars back
    saved_ = window_->saveState(AppSettings::kVersion);
    wasMaximized_ = window_->isMaximized();
    for (QToolBar* bar : window_->findChildren<QToolBar*>()) bar->setVisible(false);
    window_->menuBar()->setVisible(false);
    if (!docks_.kv->isFloating() && !docks_.work->isFloating()) {
        window_->tabifyDockWidget(docks_.kv, docks_.work);
        for (QDockWidget* extra : {docks_.model, docks_.lines})
            if (!extra->isFloating()) window_->tabifyDockWidget(docks_.work, extra);
        docks_.kv->raise();
    }
    if (!docks_.controls->isFloating() && !docks_.explain->isFloating()) {
        window_->tabifyDockWidget(docks_.controls, docks_.explain);
        docks_.explain->raise();
    }
    if (fullScreen) window_->showFullScreen();
    const int lines = fullScreen && window_->screen() ? window_->screen()->geometry().height() : window_->height();
    // the right column the width its numbers need at any size: the head names and values of
    // the context table on one line each (so the Combined row stays in view), the mask's
    // head names and legend whole
    const int w = window_->width();
    window_->resizeDocks({docks_.explain, docks_.logits}, {w * 22 / 100, w * 24 / 100}, Qt::Horizontal);
    if (lines < kShortScreen) {
        // every line counts: the heatmaps get what the cache table can spare
        window_->resizeDocks({docks_.kv}, {lines / 5}, Qt::Vertical);
        window_->resizeDocks({docks_.logits, docks_.context}, {lines / 2, lines / 2}, Qt::Vertical);
    } else {
        window_->resizeDocks({docks_.kv}, {window_->height() / 4}, Qt::Vertical);
    }
}

void PresentationLayout::leave() {
    if (!active_) return;
    active_ = false;
    if (wasMaximized_)
        window_->showMaximized();
    else
        window_->showNormal();
    window_->menuBar()->setVisible(true);
    window_->restoreState(saved_, AppSettings::kVersion);
}

QByteArray PresentationLayout::everydayState() const {
    return active_ && !saved_.isEmpty() ? saved_ : window_->saveState(AppSettings::kVersion);
}

}  // namespace kvscope::ui
