#pragma once
// Where a picture holds something: the smallest rectangle around every pixel that is not the
// background, so an export can be cropped to its content (slides want no empty margins).

#include <QColor>
#include <QRect>

class QImage;

namespace kvscope::ui {

// In the image's pixels; empty when every pixel is `background`.
QRect contentBounds(const QImage& image, const QColor& background);

}  // namespace kvscope::ui
