#pragma once
// What a window cuts: each label, table cell, header, tab, selector and check box on screen
// whose text is wider than the room it has (the painted views report their own, through
// ui/views/text_fit.h). Shared by the projector-size and the language tests.

#include <QStringList>

class QWidget;

namespace kvscope::ui {
class MainWindow;
}

namespace kvscope::test {

// One line per cut text: "name “text”: needs N px, has M".
QStringList cutWidgets(const QWidget* window);
// Paints the whole window (every view draws its text) and returns what was cut: the painted
// views' own reports and cutWidgets.
QStringList renderedCuts(QWidget* window);
// Opens the article's lesson in `window` and walks it with S, stage by stage, to its end;
// returns a line per stage that cut something ("step 1, stage 3: …") and one for a walk that
// did not get there.
QStringList articleLessonCuts(ui::MainWindow& window);

}  // namespace kvscope::test
