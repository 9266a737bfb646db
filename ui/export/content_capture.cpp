#include "ui/export/content_capture.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLineEdit>
#include <QScrollBar>

#include "ui/export/content_bounds.h"
#include "ui/export/exportable_view.h"
#include "ui/export/view_image.h"

namespace kvscope::ui {

bool isControl(const QWidget* w) {
    if (qobject_cast<const QScrollBar*>(w)) return false;
    return qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractButton*>(w) ||
           qobject_cast<const QAbstractSlider*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QLineEdit*>(w);
}

namespace {
// A control's own parts (a combo box's line edit) go with it.
bool insideControl(const QWidget* w, const QWidget* view) {
    for (const QWidget* p = w->parentWidget(); p && p != view; p = p->parentWidget())
        if (isControl(p)) return true;
    return false;
}
// The background a view paints shows in its four corners (the crop's margin keeps them
// empty); when they differ, something is drawn there and the window's colour is the page.
QColor pageColour(const QImage& drawing, const QColor& window) {
    if (drawing.isNull()) return window;
    const QColor corner = drawing.pixelColor(0, 0);
    const int right = drawing.width() - 1, bottom = drawing.height() - 1;
    for (const QPoint p : {QPoint(right, 0), QPoint(0, bottom), QPoint(right, bottom)})
        if (drawing.pixelColor(p) != corner) return window;
    return corner;
}
}  // namespace

ContentCapture::ContentCapture(QWidget* view) : view_(view), focus_(QApplication::focusWidget()) {
    for (QWidget* w : view->findChildren<QWidget*>()) {
        if (w->isHidden() || !isControl(w) || insideControl(w, view)) continue;
        w->hide();
        hidden_ << w;
    }
    for (QAbstractScrollArea* area : view->findChildren<QAbstractScrollArea*>()) {
        scrollBars_.append({area, area->horizontalScrollBarPolicy(), area->verticalScrollBarPolicy()});
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        area->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    settleForCapture(view);  // the content takes the controls' room before it is measured
    const QImage drawing = renderImage(view, 1);
    page_ = pageColour(drawing, view->palette().window().color());
    const QRect drawn = contentBounds(drawing, page_);
    content_ = drawn.isEmpty() ? view->rect()
                               : drawn.adjusted(-kMargin, -kMargin, kMargin, kMargin).intersected(view->rect());
}

ContentCapture::~ContentCapture() {
    for (const QPointer<QWidget>& w : hidden_)
        if (w) w->show();
    for (const ScrollBars& s : scrollBars_) {
        if (!s.area) continue;
        s.area->setHorizontalScrollBarPolicy(s.horizontal);
        s.area->setVerticalScrollBarPolicy(s.vertical);
    }
    settleForCapture(view_);
    // hiding a control that had the focus passed it on; the keys go back where they were
    if (focus_ && QApplication::focusWidget() != focus_) focus_->setFocus(Qt::OtherFocusReason);
}

}  // namespace kvscope::ui
