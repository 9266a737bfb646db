#pragma once
// The Help menu: the user guide (docs/guide.md, embedded in the binary), the keyboard map (read
// from the window's own actions, so it cannot disagree with them), What's This? (every view
// explains itself: ui/window/view_help.h) and About (the version and the licences of the app,
// its built-in models and the texts they were trained on).

#include <QString>

class QMainWindow;
class QWidget;

namespace kvscope::ui {

// Adds the menu to `window`'s menu bar. The dialogs it opens are children of the window,
// named "guideDialog", "keysDialog" and "aboutDialog".
void installHelpMenu(QMainWindow* window);

// What the dialogs show (for the dialogs and their tests).
QString userGuideMarkdown();
QString keyboardMapHtml(const QWidget* window);  // every action of `window` that has a shortcut
QString aboutMarkdown();

}  // namespace kvscope::ui
