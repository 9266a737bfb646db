#pragma once
// The one place a view is drawn for export (the app's dialogs and clipboard, the headless
// renderer): laid out on the slide stage when it goes on a slide, its controls hidden, cropped
// to its content, framed with the caption asked for — as PNG pixels or as SVG. The view is
// back as it was once the ViewPicture ends.

#include <QImage>
#include <QString>
#include <optional>

#include "ui/export/content_capture.h"
#include "ui/export/export_options.h"
#include "ui/export/exportable_view.h"
#include "ui/export/picture_frame.h"
#include "ui/export/slide_stage.h"

namespace kvscope::ui {

class ViewPicture {
public:
    // `caption`: the line to draw when `framing.caption` (export_caption.h).
    ViewPicture(const ExportableView& view, ImageFraming framing, const QString& caption);

    QImage image(int scale) const;
    // Empty on success, else a message naming the file.
    QString writePng(const QString& path, int scale) const;
    QString writeSvg(const QString& path) const;

private:
    ExportableView view_;
    // in this order: the stage is set before the controls are hidden and cleared after
    std::optional<SlideStage> stage_;
    std::optional<ContentCapture> capture_;
    PictureFrame frame_;
};

}  // namespace kvscope::ui
