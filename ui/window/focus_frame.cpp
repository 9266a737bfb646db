#include "ui/window/focus_frame.h"

#include <QApplication>
#include <QFocusEvent>

namespace kvscope::ui {

namespace {
// Okabe–Ito bluish green, dotted: apart from the selected head's dashed blue, the stage
// frame's solid reddish purple and the orange of the newest rows, and colour-blind safe;
// lighter on the dark background.
QPen framePen(bool dark, qreal scale) {
    QPen pen(dark ? QColor(90, 210, 170) : QColor(0, 158, 115), qRound(2 * scale));
    pen.setStyle(Qt::DotLine);
    return pen;
}
}  // namespace

FocusFrame::FocusFrame(QList<QWidget*> views, QObject* parent)
    : QObject(parent),
      overlay_(new OverlayFrame("focusFrame", [this] { return framePen(dark_, scale_); }, 4, this)) {
    for (QWidget* v : views) views_ << v;
    qApp->installEventFilter(this);
}

bool FocusFrame::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FocusIn && watched->isWidgetType()) {
        // as CSS's :focus-visible: keys (Tab, a shortcut) show where the focus went; a click
        // shows it by itself, and the window's start frames nothing
        const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
        const bool byKeyboard = reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason ||
                                reason == Qt::ShortcutFocusReason;
        focusMoved(byKeyboard ? static_cast<QWidget*>(watched) : nullptr);
    }
    return QObject::eventFilter(watched, event);
}

void FocusFrame::setTheme(bool dark, qreal scale) {
    dark_ = dark;
    scale_ = scale;
    overlay_->repaint();
}

void FocusFrame::focusMoved(QWidget* now) {
    QWidget* framed = nullptr;
    for (const QPointer<QWidget>& v : views_)
        if (v && now && (now == v || v->isAncestorOf(now))) framed = v;
    overlay_->frame(framed);
}

}  // namespace kvscope::ui
