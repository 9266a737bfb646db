#pragma once
// Every text a painted view has to shorten to fit goes through fitText(), which counts what it
// cut: a test renders the window at a projector size and asserts nothing was cut (issue 20 —
// "no number ever cut off at 1280×720"). Views draw a label whole or, when it must give way,
// through here; they never call QFontMetrics::elidedText themselves.

#include <QFontMetricsF>
#include <QString>
#include <QStringList>

namespace kvscope::ui {

// `text` if it fits in `width`, else its start and "…" (and the cut is recorded).
QString fitText(const QFontMetricsF& metrics, const QString& text, qreal width);

// The texts fitText() has cut since the last reset (at most the first 100, with the width
// each needed and had), for tests and for a debug readout.
QStringList cutTexts();
void resetCutTexts();

}  // namespace kvscope::ui
