#pragma once
// Focus made visible: a dotted frame around the view that has the keyboard focus (the keys
// step, select and scroll there), so someone working the window by keyboard — or a class
// watching the teacher do it — sees where the keys go. Text fields show their own caret and
// get no frame.

#include <QList>
#include <QPointer>
#include <QWidget>

#include "ui/views/overlay_frame.h"

namespace kvscope::ui {

class FocusFrame : public QObject {
    Q_OBJECT
public:
    // `views`: the widgets a frame may go around; focus inside one of them frames it.
    explicit FocusFrame(QList<QWidget*> views, QObject* parent = nullptr);

    QWidget* target() const { return overlay_->target(); }
    // The colour follows the theme, the width its scale (presentation mode).
    void setTheme(bool dark, qreal scale);

private:
    void focusMoved(QWidget* now);

    QList<QPointer<QWidget>> views_;
    bool dark_ = false;
    qreal scale_ = 1.0;
    OverlayFrame* overlay_;
};

}  // namespace kvscope::ui
