#include "ui/window/language_menu.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QWidget>

#include "ui/window/language.h"

namespace kvscope::ui {

LanguageMenu::LanguageMenu(QMenu* view, QWidget* window) : QObject(window), window_(window) {
    QMenu* menu = view->addMenu(tr("Language"));
    menu->setObjectName("languageMenu");
    group_ = new QActionGroup(this);
    for (const UiLanguage& l : uiLanguages()) {
        QAction* a = menu->addAction(l.code.isEmpty() ? tr("System language") : l.nativeName);
        a->setCheckable(true);
        a->setData(l.code);
        group_->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = l.code] { pick(code); });
    }
    setChosen(QString());
}

void LanguageMenu::setChosen(const QString& code) {
    chosen_ = isUiLanguage(code) ? code : QString();
    for (QAction* a : group_->actions()) a->setChecked(a->data().toString() == chosen_);
}

void LanguageMenu::pick(const QString& code) {
    if (code == chosen_) return;
    setChosen(code);
    emit changed(chosen_);
    QMessageBox box(QMessageBox::Information, tr("Language"),
                    tr("KVScope speaks the language you chose from its next start."), QMessageBox::NoButton,
                    window_);
    box.setObjectName("languageRestartQuestion");
    QPushButton* now = box.addButton(tr("Restart now"), QMessageBox::AcceptRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    box.exec();
    if (box.clickedButton() != now) return;
    // the window saves the session as it closes; the new process reads it back
    if (window_->close()) QProcess::startDetached(QCoreApplication::applicationFilePath(), {});
}

}  // namespace kvscope::ui
