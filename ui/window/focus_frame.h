#pragma once
// Focus made visible: a dotted frame around the view that has the keyboard focus (the keys
// step, select and scroll there), so someone working the window by keyboard — or a class
// watching the teacher do it — sees where the keys go. Like CSS's :focus-visible it shows when
// the keys moved the focus (Tab, Shift+Tab, a shortcut), not after a click or at start, so
// screenshots and a mouse-driven class are not framed. Text fields show their own caret and
// get no frame; exports never draw it.

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

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void focusMoved(QWidget* now);

    QList<QPointer<QWidget>> views_;
    bool dark_ = false;
    qreal scale_ = 1.0;
    OverlayFrame* overlay_;
};

}  // namespace kvscope::ui
