#pragma once
// A key's name as the interface's language writes it ("Leertaste", "Umschalt+F1"): Qt's own
// catalogue names keys for the keyboard map (QKeySequence::NativeText), so a text that tells
// the user which key to press takes the name from there rather than saying "Space" in every
// language.

#include <QKeySequence>
#include <QString>

namespace kvscope::ui {

QString keyName(const QKeySequence& keys);

}  // namespace kvscope::ui
