#include "ui/export/export_dialogs.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>

namespace kvscope::ui {

namespace {
QDialogButtonBox* buttons(QDialog* dialog) {
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return box;
}
}  // namespace

ImageExportDialog::ImageExportDialog(const QString& what, bool pngOnly, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export %1").arg(what));
    format_ = new QComboBox(this);
    format_->addItem(tr("PNG image"));
    if (!pngOnly) format_->addItem(tr("SVG (vector: text stays text)"));
    scale_ = new QComboBox(this);
    for (int s = 1; s <= kMaxExportScale; ++s) scale_->addItem(QString("%1×").arg(s), s);
    scale_->setCurrentIndex(1);  // 2× reads well on slides and retina screens
    theme_ = new QComboBox(this);
    theme_->addItem(tr("Current theme"));
    theme_->addItem(tr("Light (for print)"));
    theme_->addItem(tr("Dark"));
    layout_ = new QComboBox(this);
    layout_->setObjectName("exportLayout");
    layout_->addItem(tr("As on screen"));
    layout_->addItem(tr("Slide 16:9 (1920×1080)"));
    caption_ = new QCheckBox(tr("Caption: model · step · token"), this);
    caption_->setObjectName("exportCaption");
    // the scale is the PNG's pixels per view pixel: an SVG has none, a slide has its own
    const auto scaleApplies = [this] { scale_->setEnabled(!svg() && !framing().slide); };
    connect(format_, &QComboBox::currentIndexChanged, this, scaleApplies);
    connect(layout_, &QComboBox::currentIndexChanged, this, scaleApplies);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Format"), format_);
    form->addRow(tr("Layout"), layout_);
    form->addRow(tr("Scale"), scale_);
    form->addRow(tr("Theme"), theme_);
    form->addRow(QString(), caption_);
    form->addRow(buttons(this));
}

bool ImageExportDialog::svg() const { return format_->currentIndex() == 1; }
int ImageExportDialog::scale() const { return scale_->currentData().toInt(); }
ExportTheme ImageExportDialog::theme() const { return static_cast<ExportTheme>(theme_->currentIndex()); }
ImageFraming ImageExportDialog::framing() const { return {layout_->currentIndex() == 1, caption_->isChecked()}; }

DataExportDialog::DataExportDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export data"));
    format_ = new QComboBox(this);
    format_->addItem(tr("JSON (kvscope-trace/1, one file)"));
    format_->addItem(tr("CSV (one file per table, into a folder)"));
    scope_ = new QComboBox(this);
    scope_->addItem(tr("The current step"));
    scope_->addItem(tr("The whole timeline"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("Format"), format_);
    form->addRow(tr("Steps"), scope_);
    form->addRow(buttons(this));
}

bool DataExportDialog::csv() const { return format_->currentIndex() == 1; }
bool DataExportDialog::wholeTimeline() const { return scope_->currentIndex() == 1; }

}  // namespace kvscope::ui
