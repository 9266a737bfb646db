#include "ui/window/control_keys.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QKeyEvent>
#include <QWidget>

namespace kvscope::ui {

void ControlKeys::install(QWidget* root) {
    for (QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
        if (b->focusPolicy() == Qt::NoFocus) continue;  // deliberately keyless (the heatmaps' Numbers box)
        b->setFocusPolicy(Qt::TabFocus);
        b->installEventFilter(this);
    }
    for (QAbstractSlider* s : root->findChildren<QAbstractSlider*>())
        if (s->focusPolicy() != Qt::NoFocus) s->installEventFilter(this);
}

bool ControlKeys::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::ShortcutOverride) return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~Qt::KeypadModifier) return false;  // Ctrl+…, Alt+…: the window's
    const int k = key->key();
    const bool button = qobject_cast<QAbstractButton*>(watched) &&
                        (k == Qt::Key_Space || k == Qt::Key_Return || k == Qt::Key_Enter);
    const bool slider = qobject_cast<QAbstractSlider*>(watched) &&
                        (k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_Up || k == Qt::Key_Down ||
                         k == Qt::Key_Home || k == Qt::Key_End || k == Qt::Key_PageUp || k == Qt::Key_PageDown);
    if (!button && !slider) return false;
    event->accept();  // the focused control takes the key; no shortcut fires
    return true;
}

}  // namespace kvscope::ui
