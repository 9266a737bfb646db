#include "ui/export/view_image.h"

#include <QIODevice>
#include <QObject>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

#include "ui/export/atomic_file.h"

namespace kvscope::ui {

QImage renderImage(QWidget* widget, int scale) {
    QImage image(widget->size() * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(widget->palette().window().color());
    QPainter painter(&image);
    widget->render(&painter);
    painter.end();
    return image;
}

QString writePng(const QImage& image, const QString& path) {
    if (image.isNull()) return QObject::tr("cannot write %1: the view has no size to draw").arg(path);
    return writeFileAtomically(path, [&image](QIODevice& out) {
        return image.save(&out, "PNG") ? QString() : QObject::tr("PNG encoding failed (%1)").arg(out.errorString());
    });
}

QString writeSvg(QWidget* widget, const QString& path, const QString& title) {
    if (widget->size().isEmpty()) return QObject::tr("cannot write %1: the view has no size to draw").arg(path);
    return writeFileAtomically(path, [&](QIODevice& out) {
        QSvgGenerator svg;
        svg.setOutputDevice(&out);
        svg.setSize(widget->size());
        svg.setViewBox(QRect(QPoint(0, 0), widget->size()));
        // Text sizes follow the resolution: at the default 72 dpi a 9 pt label would come out
        // smaller than the 12 px the widget laid out for. The viewBox is in view pixels.
        svg.setResolution(widget->logicalDpiX());
        svg.setTitle(title.toHtmlEscaped());  // written as is: "Logits & probabilities" breaks the XML
        svg.setDescription(QObject::tr("Exported from KVScope"));
        QPainter painter;
        if (!painter.begin(&svg)) return QObject::tr("the SVG could not be started");
        widget->render(&painter);
        painter.end();
        return QString();
    });
}

}  // namespace kvscope::ui
