#pragma once
// A view the user can export: its file id ("logits"), its title, the widget to draw and the
// dock that holds it (none for the central attention view).

#include <QList>
#include <QString>

class QDockWidget;
class QWidget;

namespace kvscope::ui {

struct ExportableView {
    QString id;
    QString title;
    QWidget* widget = nullptr;
    QDockWidget* dock = nullptr;
};

// Shows the view's dock (raising it over tabbed neighbours) and lets the layout settle, so the
// view is drawn at the size it has on screen. False when there is nothing to draw.
bool revealForExport(const ExportableView& view);

// Ends the views' transitions, draws what is pending under `root` and lets the layouts that
// follow settle, so a grab right after shows the current state at rest (the scripted
// screenshot, every export).
void settleForCapture(QWidget* root);

}  // namespace kvscope::ui
