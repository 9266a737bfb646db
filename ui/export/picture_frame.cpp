#include "ui/export/picture_frame.h"

#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

namespace kvscope::ui {

namespace {
// A slide's margin and caption size, in slide pixels. 30 px on 1080 lines reads like a
// presentation's body text from the back of a classroom; the margin keeps the content off a
// projector's cut-off edge.
constexpr int kSlideMargin = 40;
constexpr int kSlideCaptionPixels = 30;
// Below a view's content, the caption sits this far from it and from the picture's edge.
constexpr int kCaptionGap = 8;

QFont slideCaptionFont(const QFont& font) {
    QFont f(font);
    f.setPixelSize(kSlideCaptionPixels);
    return f;
}

// The caption's line plus the gap above it; 0 without a caption.
qreal captionBlock(bool withCaption, const QFont& font) {
    return withCaption ? QFontMetricsF(font).height() + kCaptionGap : 0.0;
}
}  // namespace

QSize slideContentArea(bool withCaption, const QFont& font) {
    const qreal caption = captionBlock(withCaption, slideCaptionFont(font));
    return QSize(kSlideSize.width() - 2 * kSlideMargin,
                 static_cast<int>(kSlideSize.height() - 2 * kSlideMargin - caption));
}

FrameLayout layoutFrame(const QSize& widgetSize, const PictureFrame& frame, const QFont& font) {
    FrameLayout l;
    const QRect whole(QPoint(0, 0), widgetSize);
    l.source = frame.source.isEmpty() ? whole : frame.source.intersected(whole);
    const bool withCaption = !frame.caption.isEmpty();
    l.captionFont = frame.slide ? slideCaptionFont(font) : font;
    const qreal lineHeight = QFontMetricsF(l.captionFont).height();
    if (frame.slide) {
        l.canvas = kSlideSize;
        const QSize area = slideContentArea(withCaption, font);
        const QSize source = l.source.size().isEmpty() ? QSize(1, 1) : l.source.size();
        l.contentScale = std::min(qreal(area.width()) / source.width(), qreal(area.height()) / source.height());
        const QSizeF drawn = QSizeF(source) * l.contentScale;
        l.content = QRectF(QPointF(kSlideMargin + (area.width() - drawn.width()) / 2,
                                   kSlideMargin + (area.height() - drawn.height()) / 2),
                           drawn);
        if (withCaption)
            l.captionBox = QRectF(kSlideMargin, kSlideSize.height() - kSlideMargin - lineHeight,
                                  kSlideSize.width() - 2 * kSlideMargin, lineHeight);
        l.captionAlignment = Qt::AlignHCenter | Qt::AlignVCenter;
    } else {
        const qreal caption = captionBlock(withCaption, l.captionFont);
        l.canvas = QSize(l.source.width(), l.source.height() + static_cast<int>(std::ceil(caption + (withCaption ? kCaptionGap : 0))));
        l.content = QRectF(QPointF(0, 0), QSizeF(l.source.size()));
        if (withCaption)
            l.captionBox = QRectF(kCaptionGap, l.source.height() + kCaptionGap,
                                  std::max(0, l.source.width() - 2 * kCaptionGap), lineHeight);
    }
    if (withCaption)
        l.caption = QFontMetricsF(l.captionFont).elidedText(frame.caption, Qt::ElideRight, l.captionBox.width());
    return l;
}

}  // namespace kvscope::ui
