#pragma once
// The action of a window's menus (one level down) with this text, or null: how a test
// reaches a command the way a user does, through the menu bar.
#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace kvscope::test {

inline QAction* menuAction(const QMainWindow& window, const QString& text) {
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (a->text() == text) return a;
    return nullptr;
}

}  // namespace kvscope::test
