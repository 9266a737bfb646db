#include "ui/window/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace kvscope::ui {

const QList<UiLanguage>& uiLanguages() {
    static const QList<UiLanguage> languages{
        {"", QString()},  // named at the menu, in the language in effect
        {"en", "English"},
        {"de", "Deutsch"},
        {"es", "Español"},
        {"zh_CN", "简体中文"},
    };
    return languages;
}

bool isUiLanguage(const QString& code) {
    for (const UiLanguage& l : uiLanguages())
        if (l.code == code) return true;
    return false;
}

QString installLanguage(const QString& code) {
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    // English is the source language: nothing to load, and a German system must not win over it
    if (code == "en") return "en";
    auto* app = new QTranslator(QCoreApplication::instance());
    // (QTranslator tries each of the locale's UI languages: de_AT falls back to de)
    if (!app->load(locale, "kvscope", "_", ":/i18n")) {
        delete app;
        return "en";
    }
    QCoreApplication::installTranslator(app);
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;  // Qt's own (package qt6-translations-l10n) is optional: its buttons stay English
    const QString file = app->filePath();  // ":/i18n/kvscope_zh_CN.qm"
    return file.mid(file.lastIndexOf("kvscope_") + 8).chopped(3);
}

}  // namespace kvscope::ui
