#include "ui/main_window.h"

#include <QLabel>
#include <QStatusBar>

#include "core/model_registry.h"

namespace kvscope::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    const ModelPtr model = weatherModel();
    modelName_ = QString::fromStdString(model->info().name);
    setWindowTitle(tr("KVScope — %1").arg(QString::fromStdString(model->info().title)));
    summary_ = new QLabel(this);
    summary_->setObjectName("summary");
    summary_->setAlignment(Qt::AlignCenter);
    summary_->setText(tr("<h2>%1</h2><p>%2 heads · prompt: %3</p>")
                          .arg(QString::fromStdString(model->info().title).toHtmlEscaped())
                          .arg(model->info().heads)
                          .arg(QString::fromStdString(
                                   model->tokenizer().decode(model->defaultPrompt()))
                                   .toHtmlEscaped()));
    setCentralWidget(summary_);
    statusBar()->showMessage(tr("Model: %1").arg(modelName_));
    resize(960, 640);
}

}  // namespace kvscope::ui
