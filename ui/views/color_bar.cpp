#include "ui/views/color_bar.h"

#include <algorithm>

#include <QPainter>
#include <QSizePolicy>

#include "core/format.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

ColorBar::ColorBar(QWidget* parent) : QWidget(parent) {
    setMinimumHeight(34);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ColorBar::setRange(double low, double high, const QString& label) {
    low_ = low;
    high_ = high;
    label_ = label;
    updateGeometry();  // the labels set how narrow it may be
    update();
}

QSize ColorBar::minimumSizeHint() const {
    const QFontMetrics fm(font());
    const int gap = fm.horizontalAdvance(QStringLiteral("  "));
    const int labels = fm.horizontalAdvance(QString::fromStdString(formatNumber(low_))) + fm.horizontalAdvance(label_) +
                       fm.horizontalAdvance(QString::fromStdString(formatNumber(high_))) + 2 * gap;
    return {std::max(labels, 6 * fm.averageCharWidth()) + 8, sizeHint().height()};
}

void ColorBar::setSigned(bool on) {
    signed_ = on;
    update();
}

void ColorBar::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    const QFontMetricsF fm(font());
    const QRectF bar(4, 2, width() - 8, height() - fm.height() - 6);
    for (int x = 0; x < int(bar.width()); ++x) {
        const double t = x / std::max(1.0, bar.width() - 1);
        p.fillRect(QRectF(bar.left() + x, bar.top(), 1, bar.height()),
                   signed_ ? divergingColor(2 * t - 1, th.background) : mapColor(th.colorMap, t));
    }
    p.setPen(th.text);
    const QRectF text(bar.left(), bar.bottom() + 2, bar.width(), fm.height());
    p.drawText(text, Qt::AlignLeft, QString::fromStdString(formatNumber(low_)));
    p.drawText(text, Qt::AlignHCenter, label_);
    p.drawText(text, Qt::AlignRight, QString::fromStdString(formatNumber(high_)));
}

}  // namespace kvscope::ui
