#include "app/gui/print_style.h"

#include <QPainter>
#include <QPolygonF>
#include <QStyleFactory>
#include <QStyleOption>

namespace kvscope::gui {

PrintStyle::PrintStyle() : QProxyStyle(QStyleFactory::create("Windows")) {}

void PrintStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                               const QWidget* widget) const {
    const QRectF r = option->rect;
    const double s = std::min(r.width(), r.height()) * 0.35;  // half the triangle's side
    const QPointF c = r.center();
    QPolygonF arrow;
    switch (element) {
        case PE_IndicatorArrowDown: arrow << c + QPointF(-s, -s / 2) << c + QPointF(s, -s / 2) << c + QPointF(0, s / 2); break;
        case PE_IndicatorArrowUp: arrow << c + QPointF(-s, s / 2) << c + QPointF(s, s / 2) << c + QPointF(0, -s / 2); break;
        case PE_IndicatorArrowLeft: arrow << c + QPointF(s / 2, -s) << c + QPointF(s / 2, s) << c + QPointF(-s / 2, 0); break;
        case PE_IndicatorArrowRight: arrow << c + QPointF(-s / 2, -s) << c + QPointF(-s / 2, s) << c + QPointF(s / 2, 0); break;
        default: return QProxyStyle::drawPrimitive(element, option, painter, widget);
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(option->palette.buttonText());
    painter->drawPolygon(arrow);
    painter->restore();
}

}  // namespace kvscope::gui
