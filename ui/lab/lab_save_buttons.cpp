#include "ui/lab/lab_save_buttons.h"

#include <QBoxLayout>
#include <QCoreApplication>
#include <QFileDialog>
#include <QPushButton>

namespace kvscope::ui {

LabSaveButtons addLabSaveButtons(QWidget* owner, QBoxLayout* layout, LabSaveTargets t) {
    LabSaveButtons b;
    b.chart = new QPushButton(QCoreApplication::translate("LabSaveButtons", "Save chart…"), owner);
    b.chart->setToolTip(t.chartTip);
    b.table = new QPushButton(QCoreApplication::translate("LabSaveButtons", "Save table…"), owner);
    b.table->setToolTip(t.tableTip);
    layout->addWidget(b.chart);
    layout->addWidget(b.table);
    const auto ask = [owner, report = t.report](const QString& title, const QString& name, const QString& filter,
                                                const std::function<QString(const QString&)>& save) {
        const QString path = QFileDialog::getSaveFileName(owner, title, name, filter);
        if (path.isEmpty()) return;
        const QString error = save(path);
        report(error.isEmpty() ? QCoreApplication::translate("LabSaveButtons", "Saved %1").arg(path) : error);
    };
    QObject::connect(b.chart, &QPushButton::clicked, owner, [ask, name = t.chartName, save = t.saveChart] {
        ask(QCoreApplication::translate("LabSaveButtons", "Save chart"), name,
            QCoreApplication::translate("LabSaveButtons", "PNG images (*.png);;SVG drawings (*.svg)"), save);
    });
    QObject::connect(b.table, &QPushButton::clicked, owner, [ask, name = t.tableName, save = t.saveTable] {
        ask(QCoreApplication::translate("LabSaveButtons", "Save table"), name,
            QCoreApplication::translate("LabSaveButtons", "CSV files (*.csv)"), save);
    });
    return b;
}

}  // namespace kvscope::ui
