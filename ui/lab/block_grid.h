#pragma once
// One quantized block drawn weight by weight: a cell per weight in rows of 32, coloured by the
// float it stands for (blue negative, orange positive, the page's colour at zero) and labelled
// with the integer the file stores; sub-blocks are framed, and each row says the scale (and
// minimum) its weights are multiplied by. Clicking or hovering a cell selects it.

#include <QWidget>
#include <optional>

#include "ui/lab/quant_block_views.h"

namespace kvscope::ui {

class BlockGrid : public QWidget {
    Q_OBJECT

public:
    explicit BlockGrid(QWidget* parent = nullptr);

    void setBlock(const std::optional<QuantBlockView>& block);
    int selected() const { return selected_; }
    void select(int weight);
    // The cell of weight i (for tests and the window's tooltip), in widget coordinates.
    QRectF cellRect(int weight) const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSizeHint() const override;

signals:
    void selectedChanged(int weight);

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;

private:
    static constexpr int kColumns = 32;
    int rowCount() const;
    QRectF gridRect() const;
    QString rowNote(int row) const;  // "×0.00417 −0.0223": the row's step and offset
    int weightAt(QPointF p) const;

    std::optional<QuantBlockView> block_;
    int selected_ = 0;
};

}  // namespace kvscope::ui
