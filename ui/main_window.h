#pragma once
// The main window. For now it shows the loaded example; the views and the session controller
// arrive with the UI issue.

#include <QMainWindow>

class QLabel;

namespace kvscope::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    QString loadedModelName() const { return modelName_; }

private:
    QString modelName_;
    QLabel* summary_ = nullptr;
};

}  // namespace kvscope::ui
