#pragma once
// View › Language: the languages of ui/window/language.h as a choice that is remembered and
// takes effect at the next start (every text is set as its widget is built), which the menu
// offers to do at once.

#include <QObject>
#include <QString>

class QActionGroup;
class QMenu;
class QWidget;

namespace kvscope::ui {

class LanguageMenu : public QObject {
    Q_OBJECT

public:
    // Adds the submenu to `view`; `window` parents the question and is closed for a restart.
    LanguageMenu(QMenu* view, QWidget* window);

    QString chosen() const { return chosen_; }  // "" the system's
    void setChosen(const QString& code);        // from the settings: no question asked

signals:
    // The user picked another language: save it now (a restart reads the settings).
    void changed(const QString& code);

private:
    void pick(const QString& code);

    QWidget* window_;
    QActionGroup* group_;
    QString chosen_;
};

}  // namespace kvscope::ui
