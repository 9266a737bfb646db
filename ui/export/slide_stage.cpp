#include "ui/export/slide_stage.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QVBoxLayout>
#include <QWidget>

#include "ui/export/picture_frame.h"

namespace kvscope::ui {

SlideStage::SlideStage(const ExportableView& view, bool withCaption) : view_(view.widget), dock_(view.dock) {
    QWidget* w = view.widget;
    auto* window = qobject_cast<QMainWindow*>(w->parentWidget());
    if (!dock_ && !(window && window->centralWidget() == w)) return;  // nowhere to put it back: drawn as it is
    placeholder_ = new QWidget;
    placeholder_->setMinimumSize(w->size());  // the window's layout keeps the room the view had
    if (dock_) {
        dock_->setWidget(placeholder_);
    } else {
        window_ = window;
        window_->takeCentralWidget();
        window_->setCentralWidget(placeholder_);
    }
    stage_ = std::make_unique<QWidget>();
    stage_->setAttribute(Qt::WA_DontShowOnScreen);
    auto* layout = new QVBoxLayout(stage_.get());
    layout->setContentsMargins(0, 0, 0, 0);
    w->setParent(stage_.get());
    layout->addWidget(w);
    const QSize room = slideContentArea(withCaption, w->font());
    stage_->resize((QSizeF(room) / kSlideLayoutScale).toSize());
    stage_->show();
    w->show();
    settleForCapture(stage_.get());
}

SlideStage::~SlideStage() {
    if (!stage_ || !view_) return;
    if (dock_) {
        dock_->setWidget(view_);
    } else if (window_) {
        window_->takeCentralWidget();
        window_->setCentralWidget(view_);
    }
    delete placeholder_;
    view_->show();
    settleForCapture(view_->window());
}

}  // namespace kvscope::ui
