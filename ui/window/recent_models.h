#pragma once
// File › Recent models: model folders and files opened before, newest first, at most eight;
// the built-in examples are not listed (they are in the File menu already).

#include <QObject>
#include <QStringList>

class QMenu;

namespace kvscope::ui {

class RecentModels : public QObject {
    Q_OBJECT
public:
    static constexpr int kMax = 8;

    // Fills `menu`; choosing an entry emits chosen(path).
    RecentModels(QMenu* menu, QObject* parent);
    void setPaths(const QStringList& paths);
    // `source` was opened: it moves to the top (built-in names are ignored).
    void remember(const QString& source);
    QStringList paths() const { return paths_; }

signals:
    void chosen(const QString& path);

private:
    void rebuildMenu();

    QMenu* menu_;
    QStringList paths_;
};

}  // namespace kvscope::ui
