#pragma once
// The core's messages (errors above all) in the app's language: a Message's English pattern is
// looked up in the translation catalogues under the context "CoreMessage" (where
// tools/i18n/core_messages.py puts every msg("…") pattern of core/), then its arguments are
// filled in, each translated the same way. An untranslated pattern shows in English.

#include <QString>
#include <exception>

#include "core/message.h"

namespace kvscope::ui {

QString localized(const Message& message);

// What an exception says, in the app's language when it is the core's Error.
QString errorText(const std::exception& e);

}  // namespace kvscope::ui
