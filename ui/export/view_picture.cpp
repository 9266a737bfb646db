#include "ui/export/view_picture.h"

#include "ui/export/view_image.h"

namespace kvscope::ui {

ViewPicture::ViewPicture(const ExportableView& view, ImageFraming framing, const QString& caption) : view_(view) {
    if (framing.slide) stage_.emplace(view, framing.caption);
    capture_.emplace(view.widget);
    frame_ = {capture_->content(), framing.caption ? caption : QString(), framing.slide, capture_->page()};
}

QImage ViewPicture::image(int scale) const { return renderImage(view_.widget, scale, frame_); }

QString ViewPicture::writePng(const QString& path, int scale) const { return ui::writePng(image(scale), path); }

QString ViewPicture::writeSvg(const QString& path) const {
    return ui::writeSvg(view_.widget, path, view_.title, frame_);
}

}  // namespace kvscope::ui
