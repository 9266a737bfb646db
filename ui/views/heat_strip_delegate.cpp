#include "ui/views/heat_strip_delegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include "core/format.h"
#include "ui/views/heat_strip.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

QRectF HeatStripDelegate::stripRect(const QRect& cell) { return QRectF(cell).adjusted(2, 3, -2, -3); }

void HeatStripDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const {
    const QVariant strip = index.data(HeatStripRole);
    if (!strip.isValid()) return QStyledItemDelegate::paint(painter, option, index);
    // the item's panel (selection, hover) from the style, then the strip instead of any text
    QStyleOptionViewItem panel = option;
    initStyleOption(&panel, index);
    panel.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &panel, painter, widget);
    paintHeatStrip(*painter, stripRect(option.rect), strip.toList(), scale_, currentTheme().background);
}

bool HeatStripDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                                  const QModelIndex& index) {
    const QVariant strip = index.data(HeatStripRole);
    if (!strip.isValid() || !event || event->type() != QEvent::ToolTip)
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QVariantList values = strip.toList();
    const int i = heatStripIndexAt(stripRect(option.rect), static_cast<int>(values.size()), event->pos().x());
    if (i < 0) return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QString name = index.model()->headerData(index.column(), Qt::Horizontal, Qt::DisplayRole).toString();
    const QString row = index.model()->headerData(index.row(), Qt::Vertical, Qt::DisplayRole).toString();
    QToolTip::showText(event->globalPos(),
                       tr("%1 · %2[%3] = %4\n%5 values, colour scale ±%6")
                           .arg(row, name)
                           .arg(i)
                           .arg(QString::fromStdString(formatNumber(values[i].toDouble(), 6)))
                           .arg(values.size())
                           .arg(QString::fromStdString(formatNumber(scale_, 3))),
                       view);
    return true;
}

}  // namespace kvscope::ui
