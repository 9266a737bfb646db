#pragma once
// A widget as a picture: PNG pixels at a scale, or SVG where text stays text and lines stay
// lines (the widget paints itself through QPainter into QSvgGenerator). Both are framed alike
// (picture_frame.h): a cropped part of the widget, a caption, a 16:9 slide.

#include <QImage>
#include <QString>

#include "ui/export/picture_frame.h"

class QWidget;

namespace kvscope::ui {

// The framed widget at `scale` pixels per view pixel (device pixel ratio `scale`, so text and
// lines are drawn sharp at that resolution rather than enlarged). A slide is kSlideSize
// pixels whatever the scale: the content is painted at the scale that fits it, still as
// vectors, never a bitmap enlarged.
QImage renderImage(QWidget* widget, int scale, const PictureFrame& frame = {});

// Each returns empty on success, else a message naming the file.
QString writePng(const QImage& image, const QString& path);
QString writeSvg(QWidget* widget, const QString& path, const QString& title, const PictureFrame& frame = {});
// A lab window's chart for a slide: an SVG drawing when `path` ends in .svg, else a PNG at
// twice the widget's size, drawn once its window has settled (settleForCapture).
QString writeChartPicture(QWidget* chart, const QString& path);

}  // namespace kvscope::ui
