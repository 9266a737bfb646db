#include "ui/export/content_bounds.h"

#include <QImage>

namespace kvscope::ui {

QRect contentBounds(const QImage& image, const QColor& background) {
    // one pixel format, so a row compares as 32-bit words whatever the image was drawn in
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const QRgb page = qPremultiply(background.rgba());
    int left = argb.width(), right = -1, top = argb.height(), bottom = -1;
    for (int y = 0; y < argb.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(argb.constScanLine(y));
        int first = 0;
        while (first < argb.width() && row[first] == page) ++first;
        if (first == argb.width()) continue;
        int last = argb.width() - 1;
        while (row[last] == page) --last;
        left = std::min(left, first);
        right = std::max(right, last);
        top = std::min(top, y);
        bottom = y;
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

}  // namespace kvscope::ui
