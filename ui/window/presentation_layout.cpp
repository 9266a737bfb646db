#include "ui/window/presentation_layout.h"

#include <QDockWidget>
#include <QMainWindow>
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
        docks_.kv->raise();
    }
    if (!docks_.controls->isFloating() && !docks_.explain->isFloating()) {
        window_->tabifyDockWidget(docks_.controls, docks_.explain);
        docks_.explain->raise();
    }
    if (fullScreen) window_->showFullScreen();
    window_->resizeDocks({docks_.kv}, {window_->height() / 4}, Qt::Vertical);
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
