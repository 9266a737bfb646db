#pragma once
// The small dialogs that ask how to export: an image (format, scale, theme, as on screen or
// on a 16:9 slide, with or without a caption) or data
// (format, current step or whole timeline). They only ask; the export controller does.

#include <QDialog>

#include "ui/export/export_options.h"

class QCheckBox;
class QComboBox;

namespace kvscope::ui {

class ImageExportDialog : public QDialog {
    Q_OBJECT
public:
    // `pngOnly`: a window screenshot, which has no SVG.
    ImageExportDialog(const QString& what, bool pngOnly, QWidget* parent = nullptr);
    bool svg() const;
    int scale() const;
    ExportTheme theme() const;
    ImageFraming framing() const;

private:
    QComboBox* format_;
    QComboBox* scale_;
    QComboBox* theme_;
    QComboBox* layout_;
    QCheckBox* caption_;
};

class DataExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit DataExportDialog(QWidget* parent = nullptr);
    bool csv() const;
    bool wholeTimeline() const;

private:
    QComboBox* format_;
    QComboBox* scope_;
};

}  // namespace kvscope::ui
