#pragma once
// The bold title line the lab's painted panels start with, drawn whole or, when the panel is
// too narrow, shortened through fitText (which records the cut: the projector-size tests
// assert there is none).

#include <QColor>
#include <QPainter>
#include <QWidget>

#include "ui/views/text_fit.h"

namespace kvscope::ui {

// Draws `title` in the widget's font, bold, at (x, y), at most `width` wide; restores the font.
inline void paintPanelTitle(QPainter& p, const QWidget& w, const QString& title, qreal x, qreal y, qreal width,
                            const QColor& color) {
    QFont bold = w.font();
    bold.setBold(true);
    const QFontMetricsF fm(bold);
    p.setFont(bold);
    p.setPen(color);
    p.drawText(QRectF(x, y, width, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, fitText(fm, title, width));
    p.setFont(w.font());
}

}  // namespace kvscope::ui
