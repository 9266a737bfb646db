#include "ui/export/view_image.h"

#include <QIODevice>
#include <QObject>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

#include "ui/export/atomic_file.h"
#include "ui/export/exportable_view.h"

namespace kvscope::ui {

namespace {
// The keyboard-focus frame (ui/window/focus_frame.h) says where the keys go on screen; it is
// not part of the view's picture, so an export made while the view has the focus hides it.
class FocusFrameHidden {
public:
    explicit FocusFrameHidden(QWidget* widget) {
        for (QWidget* frame : widget->findChildren<QWidget*>("focusFrame"))
            if (frame->isVisible()) {
                frame->hide();
                hidden_ << frame;
            }
    }
    ~FocusFrameHidden() {
        for (QWidget* frame : hidden_) frame->show();
    }
    FocusFrameHidden(const FocusFrameHidden&) = delete;
    FocusFrameHidden& operator=(const FocusFrameHidden&) = delete;

private:
    QList<QWidget*> hidden_;
};

// The one drawing of a framed picture, for raster and vector devices alike: the page in the
// theme's background, the widget's part where the layout puts it, the caption in the theme's
// text colour.
void paintFramed(QPainter& painter, QWidget* widget, const FrameLayout& layout, const QColor& page) {
    const QPalette& palette = widget->palette();
    painter.fillRect(QRect(QPoint(0, 0), layout.canvas), page.isValid() ? page : palette.window().color());
    painter.save();
    painter.translate(layout.content.topLeft());
    painter.scale(layout.contentScale, layout.contentScale);
    const FocusFrameHidden noFocusFrame(widget);
    widget->render(&painter, QPoint(0, 0), QRegion(layout.source));
    painter.restore();
    if (layout.captionBox.isEmpty()) return;
    painter.setFont(layout.captionFont);
    painter.setPen(palette.windowText().color());
    painter.drawText(layout.captionBox, int(layout.captionAlignment), layout.caption);
}
}  // namespace

QImage renderImage(QWidget* widget, int scale, const PictureFrame& frame) {
    const FrameLayout layout = layoutFrame(widget->size(), frame, widget->font());
    const int pixelsPerUnit = frame.slide ? 1 : scale;
    QImage image(layout.canvas * pixelsPerUnit, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelsPerUnit);
    QPainter painter(&image);
    paintFramed(painter, widget, layout, frame.page);
    painter.end();
    return image;
}

QString writePng(const QImage& image, const QString& path) {
    if (image.isNull()) return QObject::tr("cannot write %1: the view has no size to draw").arg(path);
    return writeFileAtomically(path, [&image](QIODevice& out) {
        return image.save(&out, "PNG") ? QString() : QObject::tr("PNG encoding failed (%1)").arg(out.errorString());
    });
}

QString writeSvg(QWidget* widget, const QString& path, const QString& title, const PictureFrame& frame) {
    if (widget->size().isEmpty()) return QObject::tr("cannot write %1: the view has no size to draw").arg(path);
    const FrameLayout layout = layoutFrame(widget->size(), frame, widget->font());
    return writeFileAtomically(path, [&](QIODevice& out) {
        QSvgGenerator svg;
        svg.setOutputDevice(&out);
        svg.setSize(layout.canvas);
        svg.setViewBox(QRect(QPoint(0, 0), layout.canvas));
        // Text sizes follow the resolution: at the default 72 dpi a 9 pt label would come out
        // smaller than the 12 px the widget laid out for. The viewBox is in view pixels.
        svg.setResolution(widget->logicalDpiX());
        svg.setTitle(title.toHtmlEscaped());  // written as is: "Logits & probabilities" breaks the XML
        svg.setDescription(QObject::tr("Exported from KVScope"));
        QPainter painter;
        if (!painter.begin(&svg)) return QObject::tr("the SVG could not be started");
        paintFramed(painter, widget, layout, frame.page);
        painter.end();
        return QString();
    });
}

QString writeChartPicture(QWidget* chart, const QString& path) {
    settleForCapture(chart->window());
    if (path.endsWith(".svg", Qt::CaseInsensitive)) return writeSvg(chart, path, chart->accessibleName());
    return writePng(renderImage(chart, 2), path);
}

}  // namespace kvscope::ui
