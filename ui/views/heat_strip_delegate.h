#pragma once
// Draws cells that carry HeatStripRole as heat strips and shows the component under the mouse
// in a tooltip ("K2[5] = 0.4231"); other cells are drawn as usual. The view sets one colour
// scale for the whole table so strips can be compared row against row.

#include <QStyledItemDelegate>

namespace kvscope::ui {

class HeatStripDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void setScale(double maxAbs) { scale_ = maxAbs; }
    double scale() const { return scale_; }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                   const QModelIndex& index) override;

    // The strip's rectangle inside a cell (a small inset keeps grid lines visible).
    static QRectF stripRect(const QRect& cell);

private:
    double scale_ = 1.0;
};

}  // namespace kvscope::ui
