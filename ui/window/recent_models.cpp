#include "ui/window/recent_models.h"

#include <QDir>
#include <QMenu>

#include "ui/session/session_controller.h"

namespace kvscope::ui {

RecentModels::RecentModels(QMenu* menu, QObject* parent) : QObject(parent), menu_(menu) { rebuildMenu(); }

void RecentModels::setPaths(const QStringList& paths) {
    paths_ = paths.mid(0, kMax);
    rebuildMenu();
}

void RecentModels::remember(const QString& source) {
    bool builtin = false;
    for (const auto& m : SessionController::builtinModels()) builtin |= m.name == source;
    if (builtin || source.isEmpty()) return;
    paths_.removeAll(source);
    paths_.prepend(source);
    while (paths_.size() > kMax) paths_.removeLast();
    rebuildMenu();
}

void RecentModels::rebuildMenu() {
    menu_->clear();
    for (const QString& path : paths_)
        menu_->addAction(QDir::toNativeSeparators(path), this, [this, path] { emit chosen(path); });
    menu_->setEnabled(!paths_.isEmpty());
}

}  // namespace kvscope::ui
