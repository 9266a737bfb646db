#pragma once
// What each view shows and how to read it: the text Help › What's This? gives for it, one
// place for all of them.

#include <QString>

namespace kvscope::ui {

// `view`: the name a view is exported under ("attention", "tokens", "kv-cache", …); an empty
// string for a name no view has.
QString viewWhatsThis(const QString& view);

}  // namespace kvscope::ui
