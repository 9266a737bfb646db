#pragma once
// The "Save chart…" and "Save table…" buttons every lab window has (KV memory, KV cache price,
// Paged KV): each asks for a file — a PNG/SVG picture, a CSV table — saves it through the
// window's own function and reports the outcome ("Saved …" or the error) through `report`.

#include <QString>

#include <functional>

class QBoxLayout;
class QPushButton;
class QWidget;

namespace kvscope::ui {

struct LabSaveButtons {
    QPushButton* chart = nullptr;
    QPushButton* table = nullptr;
};

struct LabSaveTargets {
    QString chartTip, tableTip;   // what each button saves, in the user's words
    QString chartName, tableName;  // the file names offered ("kv-memory.png", "kv-memory.csv")
    std::function<QString(const QString&)> saveChart, saveTable;  // "" on success, else the error
    std::function<void(const QString&)> report;
};

// Adds both buttons to `layout` (children of `owner`) and wires them.
LabSaveButtons addLabSaveButtons(QWidget* owner, QBoxLayout* layout, LabSaveTargets targets);

}  // namespace kvscope::ui
