#pragma once
// How an exported picture is framed around what a widget draws: the part of the widget shown
// (a view cropped to its content), an optional caption line under it, and the slide preset —
// a 1920×1080 picture with the content scaled to fit between margins. Layout only: the
// drawing is in view_image.cpp, so PNG and SVG share one layout.

#include <QColor>
#include <QFont>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <QString>

namespace kvscope::ui {

inline constexpr QSize kSlideSize(1920, 1080);

struct PictureFrame {
    QRect source;        // the part of the widget drawn, in its coordinates; empty: all of it
    QString caption;     // one line under the content; empty: none
    bool slide = false;  // a kSlideSize picture, whatever the widget's size and the scale
    QColor page;         // around the content; invalid: the widget's window colour
};

struct FrameLayout {
    QSize canvas;              // the picture in its own units: view pixels, or slide pixels
    QRect source;              // the part of the widget drawn
    QRectF content;            // where it lands on the canvas
    qreal contentScale = 1.0;  // canvas units per widget pixel
    QRectF captionBox;         // empty when there is no caption
    QString caption;           // elided to the box
    QFont captionFont;
    Qt::Alignment captionAlignment = Qt::AlignLeft | Qt::AlignVCenter;
};

// `font` is the widget's (the theme's) font: the caption's face, and its size when not on a
// slide. Everything else follows from the widget's size and the frame.
FrameLayout layoutFrame(const QSize& widgetSize, const PictureFrame& frame, const QFont& font);

// The room a slide leaves for its content at a scale of 1 (inside the margins, above the
// caption): a window laid out at this size fills the slide without being scaled.
QSize slideContentArea(bool withCaption, const QFont& font);

}  // namespace kvscope::ui
