#pragma once
// The languages KVScope speaks: its own catalogues (resources/i18n/kvscope_*.ts, built into the
// binary) plus Qt's for the standard dialogs and buttons. The language is chosen once, at start
// (View › Language, remembered; --language; otherwise the system's), because every text is set
// when its widget is built.

#include <QList>
#include <QString>

namespace kvscope::ui {

struct UiLanguage {
    QString code;        // "de", "zh_CN"; "" the system's languages; "en" the source texts
    QString nativeName;  // "Deutsch", "简体中文" — as a speaker looks for it, never translated
};

// System, English, then each catalogue's language.
const QList<UiLanguage>& uiLanguages();
bool isUiLanguage(const QString& code);

// Installs KVScope's catalogue and Qt's for `code` ("" = the first of the system's UI languages
// that has one) into the application, replacing the language installed before (widgets built
// earlier keep their texts); returns the code in effect ("en" when none matched).
QString installLanguage(const QString& code);
// "en", "de", "es" or "zh_CN": what installLanguage put in effect last.
QString uiLanguageInEffect();

}  // namespace kvscope::ui
