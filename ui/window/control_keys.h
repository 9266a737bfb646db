#pragma once
// Keys for the control that has them (issue 26: full keyboard operation). The window's step
// keys (Space, →, ←, Home) are shortcuts, which Qt offers before the focused widget sees a key;
// a check box reached by Tab would then step instead of toggling. This gives a focused button
// its Space (and Enter) and a focused slider its arrows, Home, End and page keys. Buttons take
// the focus from Tab only, not from a click, so a teacher who clicks a box and then presses
// Space still steps.

#include <QObject>

class QWidget;

namespace kvscope::ui {

class ControlKeys : public QObject {
    Q_OBJECT

public:
    explicit ControlKeys(QObject* parent) : QObject(parent) {}
    // For every button and slider under `root` (call again for controls added later).
    void install(QWidget* root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace kvscope::ui
