#include "ui/session/core_message.h"

#include <QCoreApplication>

#include "core/types.h"

namespace kvscope::ui {

QString localized(const Message& message) {
    if (message.isVerbatim()) return QString::fromStdString(message.pattern());
    const QString pattern = QCoreApplication::translate("CoreMessage", message.pattern().c_str());
    const auto& arguments = message.arguments();
    // one pass, as Message::english(): an argument's own "%1" stays as it is
    QString out;
    out.reserve(pattern.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == u'%' && i + 1 < pattern.size() && pattern[i + 1] >= u'1' && pattern[i + 1] <= u'9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1].unicode() - u'1');
            if (n < arguments.size()) {
                out += localized(arguments[n]);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString errorText(const std::exception& e) {
    if (const auto* error = dynamic_cast<const Error*>(&e)) return localized(error->message());
    return QString::fromStdString(e.what());
}

}  // namespace kvscope::ui
