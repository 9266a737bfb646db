#include "ui/lab/block_grid.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "ui/views/color_map.h"
#include "ui/views/text_fit.h"

namespace kvscope::ui {

namespace {
QString number(double v) { return QString::number(v, 'g', 3).replace('-', QChar(0x2212)); }
}  // namespace

BlockGrid::BlockGrid(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    // as tall as its rows need at the width it gets (cells up to 1.6 times as tall as wide)
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAccessibleName(tr("Quantized block"));
    setAccessibleDescription(tr("Every weight of the block: its colour is the float it stands for, its label the "
                                "integer stored"));
}

void BlockGrid::setBlock(const std::optional<QuantBlockView>& block) {
    block_ = block;
    selected_ = block_ ? std::clamp(selected_, 0, block_->elements - 1) : 0;
    updateGeometry();
    update();
}

void BlockGrid::select(int weight) {
    if (!block_ || weight < 0 || weight >= block_->elements || weight == selected_) return;
    selected_ = weight;
    update();
    emit selectedChanged(weight);
}

int BlockGrid::rowCount() const { return block_ ? (block_->elements + kColumns - 1) / kColumns : 1; }

QRectF BlockGrid::gridRect() const {
    const QFontMetricsF fm(font());
    const qreal left = fm.horizontalAdvance("224–255") + fm.height() * 0.6;
    // room for the widest row note (Q6_K's rows name two sub-blocks), at most a third of the width
    qreal widest = fm.horizontalAdvance("×0.000123 −0.0123");
    for (int r = 0; r < rowCount(); ++r) widest = std::max(widest, fm.horizontalAdvance(rowNote(r)));
    const qreal right = std::min<qreal>(widest, width() / 3.0) + fm.height() * 0.6;
    const qreal w = std::max<qreal>(kColumns * 8, width() - left - right);
    const qreal cell = std::min(w / kColumns, std::max<qreal>(fm.height() * 1.1, (height() - 2.0) / rowCount()));
    const qreal h = std::min<qreal>(cell * 1.6, (height() - 2.0) / rowCount()) * rowCount();
    return QRectF(left, 1, cell * kColumns, h);
}

QRectF BlockGrid::cellRect(int weight) const {
    const QRectF g = gridRect();
    const qreal cw = g.width() / kColumns, ch = g.height() / rowCount();
    return QRectF(g.left() + (weight % kColumns) * cw, g.top() + (weight / kColumns) * ch, cw, ch);
}

QString BlockGrid::rowNote(int row) const {
    if (!block_) return {};
    const int first = row * kColumns, last = std::min(block_->elements, first + kColumns) - 1;
    // the step (and offset) of each sub-block the row holds: one for rows of 32, two for Q6_K's 16s
    QStringList notes;
    for (int e = first; e <= last; ++e)
        if (e == first || block_->subBlock[e] != block_->subBlock[e - 1]) {
            QString n = "×" + number(block_->step[e]);
            const float offset = block_->value[e] - block_->step[e] * float(block_->integer[e]);
            if (std::abs(offset) > 0) n += (offset < 0 ? " −" : " +") + number(std::abs(offset));
            notes << n;
        }
    return notes.join(" | ");
}

void BlockGrid::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    if (!block_) return;
    const QRectF g = gridRect();
    const QFontMetricsF fm(font());
    float largest = 0;
    for (float v : block_->value) largest = std::max(largest, std::abs(v));
    const QColor page = pal.color(QPalette::Base);
    for (int e = 0; e < block_->elements; ++e) {
        const QRectF c = cellRect(e);
        const QColor fill = divergingColor(largest > 0 ? block_->value[e] / largest : 0.0, page);
        p.fillRect(c.adjusted(0.5, 0.5, -0.5, -0.5), fill);
        // the integer, in black or white, whichever stands out on the fill
        if (c.height() >= fm.height() * 0.9 && c.width() >= fm.horizontalAdvance("−32") * 0.8) {
            p.setPen(fill.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(245, 245, 245));
            p.drawText(c, Qt::AlignCenter, fitText(fm, QString::number(block_->integer[e]).replace('-', QChar(0x2212)), c.width()));
        }
    }
    // sub-blocks framed: a line wherever the sub-block changes, and round the whole block
    p.setPen(QPen(pal.color(QPalette::Text), 1.6));
    for (int e = 0; e < block_->elements; ++e) {
        const QRectF c = cellRect(e);
        if (e % kColumns != 0 && block_->subBlock[e] != block_->subBlock[e - 1]) p.drawLine(c.topLeft(), c.bottomLeft());
        if (e >= kColumns && block_->subBlock[e] != block_->subBlock[e - kColumns]) p.drawLine(c.topLeft(), c.topRight());
    }
    p.drawRect(g);
    // row labels: which weights, and the step and offset the row's integers are multiplied by
    p.setPen(pal.color(QPalette::Text));
    for (int r = 0; r < rowCount(); ++r) {
        const QRectF c0 = cellRect(r * kColumns);
        const int first = r * kColumns, last = std::min(block_->elements, first + kColumns) - 1;
        p.drawText(QRectF(0, c0.top(), g.left() - fm.height() * 0.3, c0.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString("%1–%2").arg(first).arg(last));
        const qreal x = g.right() + fm.height() * 0.3;
        p.drawText(QRectF(x, c0.top(), width() - x, c0.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fitText(fm, rowNote(r), width() - x));
    }
    // the selected weight
    QPen ring(pal.color(QPalette::Highlight), 3);
    p.setPen(ring);
    p.setBrush(Qt::NoBrush);
    p.drawRect(cellRect(selected_).adjusted(1, 1, -1, -1));
}

int BlockGrid::weightAt(QPointF pos) const {
    if (!block_) return -1;
    const QRectF g = gridRect();
    if (!g.contains(pos)) return -1;
    const int col = int((pos.x() - g.left()) / (g.width() / kColumns));
    const int row = int((pos.y() - g.top()) / (g.height() / rowCount()));
    const int e = row * kColumns + col;
    return e < block_->elements ? e : -1;
}

void BlockGrid::mousePressEvent(QMouseEvent* e) {
    if (const int w = weightAt(e->position()); w >= 0) select(w);
}

void BlockGrid::mouseMoveEvent(QMouseEvent* e) {
    if (const int w = weightAt(e->position()); w >= 0) select(w);
}

bool BlockGrid::hasHeightForWidth() const { return true; }

int BlockGrid::heightForWidth(int w) const {
    const QFontMetricsF fm(font());
    const qreal margins = fm.horizontalAdvance("224–255") + fm.horizontalAdvance("×0.000123 −0.0123 | ×0.000123") +
                          fm.height() * 1.2;
    const qreal cell = std::max<qreal>(fm.height() * 1.1, (w - margins) / kColumns);
    return int(std::ceil(rowCount() * std::min(cell * 1.6, fm.height() * 3.0) + 2));
}

QSize BlockGrid::minimumSizeHint() const {
    const QFontMetricsF fm(font());
    return QSize(int(fm.horizontalAdvance("224–255 ×0.000123 −0.0123") + kColumns * fm.height() * 1.0),
                 int(rowCount() * fm.height() * 1.2 + 2));
}

QSize BlockGrid::sizeHint() const {
    const QFontMetricsF fm(font());
    return QSize(minimumSizeHint().width() + kColumns * 10, int(rowCount() * fm.height() * 2.6 + 2));
}

}  // namespace kvscope::ui
