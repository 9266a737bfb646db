#pragma once
// What a window cuts: each label, table cell, header, tab, selector and check box on screen
// whose text is wider than the room it has (the painted views report their own, through
// ui/views/text_fit.h). Shared by the projector-size and the language tests.

#include <QStringList>

class QWidget;

namespace kvscope::test {

// One line per cut text: "name “text”: needs N px, has M".
QStringList cutWidgets(const QWidget* window);

}  // namespace kvscope::test
