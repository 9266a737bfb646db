#include "ui/window/focus_frame.h"

#include <QApplication>

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
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { focusMoved(now); });
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
