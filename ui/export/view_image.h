#pragma once
// A widget as a picture: PNG pixels at a scale, or SVG where text stays text and lines stay
// lines (the widget paints itself through QPainter into QSvgGenerator).

#include <QImage>
#include <QString>

class QWidget;

namespace kvscope::ui {

// The widget at its current size × `scale` pixels (device pixel ratio `scale`, so text and
// lines are drawn sharp at that resolution rather than enlarged).
QImage renderImage(QWidget* widget, int scale);

// Each returns empty on success, else a message naming the file.
QString writePng(const QImage& image, const QString& path);
QString writeSvg(QWidget* widget, const QString& path, const QString& title);

}  // namespace kvscope::ui
