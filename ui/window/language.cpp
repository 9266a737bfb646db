#include "ui/window/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace kvscope::ui {

namespace {
// The translators installed now (KVScope's and Qt's), so another language replaces them.
QTranslator* ours = nullptr;
QTranslator* qts = nullptr;
QString inEffect = "en";

void removeInstalled() {
    for (QTranslator** t : {&ours, &qts}) {
        if (!*t) continue;
        QCoreApplication::removeTranslator(*t);
        delete *t;
        *t = nullptr;
    }
}
}  // namespace

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
    removeInstalled();
    inEffect = "en";
    // English is the source language: nothing to load, and a German system must not win over it
    if (code == "en") return inEffect;
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    auto app = std::make_unique<QTranslator>();
    // (QTranslator tries each of the locale's UI languages: de_AT falls back to de)
    if (!app->load(locale, "kvscope", "_", ":/i18n")) return inEffect;
    ours = app.release();
    QCoreApplication::installTranslator(ours);
    auto qt = std::make_unique<QTranslator>();
    // Qt's own (package qt6-translations-l10n) is optional: without it its buttons stay English
    if (qt->load(locale, "qtbase", "_", QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qts = qt.release();
        QCoreApplication::installTranslator(qts);
    }
    const QString file = ours->filePath();  // ":/i18n/kvscope_zh_CN.qm"
    inEffect = file.mid(file.lastIndexOf("kvscope_") + 8).chopped(3);
    return inEffect;
}

QString uiLanguageInEffect() { return inEffect; }

}  // namespace kvscope::ui
