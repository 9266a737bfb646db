#include "ui/lab/paged_occupancy_chart.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "ui/lab/panel_title.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 8;
}

PagedOccupancyChart::PagedOccupancyChart(QWidget* parent) : QWidget(parent) {
    setObjectName("pagedOccupancy");
    setAccessibleName(tr("KV pool occupancy over the steps"));
}

void PagedOccupancyChart::setRun(const PagedBatchRun& run) {
    run_ = run;
    current_ = -1;
    setAccessibleDescription(tr("Peak: %1 positions in blocks against %2 reserved contiguously")
                                 .arg(run_.peakBlocks * run_.blockSize)
                                 .arg(run_.peakContiguousSlots));
    update();
}

void PagedOccupancyChart::setCurrentStep(int step) {
    current_ = step;
    update();
}

void PagedOccupancyChart::clear() {
    run_ = {};
    update();
}

void PagedOccupancyChart::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    paintPanelTitle(p, *this, tr("Positions held: paged blocks against contiguous allocation"), kPad, kPad,
                    width() - 2 * kPad, th.text);
    if (run_.steps.empty()) return;
    double top = 1;
    for (const PagedBatchStep& s : run_.steps)
        top = std::max({top, double(s.contiguousSlots), double((s.pool.blocksUsed) * run_.blockSize)});
    const double mag = std::pow(10.0, std::floor(std::log10(top))), stepY = top / mag < 2 ? mag / 5 : top / mag < 5 ? mag / 2 : mag;
    top = std::ceil(top / stepY) * stepY;
    const qreal labelWidth = fm.horizontalAdvance(QString::number(top)) + 6;
    const QRectF plot(kPad + labelWidth, kPad + 2.6 * fm.height(), width() - 2 * kPad - labelWidth, height() - 3 * kPad - 4.6 * fm.height());
    if (plot.width() < 40 || plot.height() < 30) return;
    const int n = static_cast<int>(run_.steps.size());
    const auto X = [&](double step) { return plot.left() + plot.width() * (n > 1 ? step / (n - 1) : 0.5); };
    const auto Y = [&](double v) { return plot.bottom() - plot.height() * v / top; };
    for (double v = 0; v <= top + 1e-9; v += stepY) {
        p.setPen(QPen(th.grid, 1));
        p.drawLine(QPointF(plot.left(), Y(v)), QPointF(plot.right(), Y(v)));
        p.setPen(th.mutedText);
        p.drawText(QRectF(kPad, Y(v) - fm.height() / 2, labelWidth - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v));
    }
    const int every = std::max(1, n / 10);
    for (int s = 0; s < n; s += every) {
        p.setPen(th.mutedText);
        p.drawText(QRectF(X(s) - 20, plot.bottom() + 2, 40, fm.height()), Qt::AlignHCenter, QString::number(s));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignHCenter, tr("step"));

    // paged: the filled positions (solid) and the whole blocks held (the empty slots above them)
    const QColor paged = th.withCache, contiguous = th.withoutCache;
    QPainterPath held, filled;
    for (int s = 0; s < n; ++s) {
        const PagedBatchStep& st = run_.steps[static_cast<size_t>(s)];
        const QPointF h(X(s), Y(double(st.pool.blocksUsed) * run_.blockSize)), f(X(s), Y(double(st.pool.slotsFilled)));
        if (s == 0) {
            held.moveTo(h);
            filled.moveTo(f);
        } else {
            held.lineTo(h);
            filled.lineTo(f);
        }
    }
    QPainterPath area = filled;
    area.lineTo(X(n - 1), Y(0));
    area.lineTo(X(0), Y(0));
    area.closeSubpath();
    QColor fill = paged;
    fill.setAlpha(70);
    p.fillPath(area, fill);
    p.setPen(QPen(paged, 2));
    p.drawPath(filled);
    p.setPen(QPen(paged, 2, Qt::DashLine));
    p.drawPath(held);
    QPainterPath reserved;
    for (int s = 0; s < n; ++s) {
        const QPointF c(X(s), Y(double(run_.steps[static_cast<size_t>(s)].contiguousSlots)));
        s == 0 ? reserved.moveTo(c) : reserved.lineTo(c);
    }
    p.setPen(QPen(contiguous, 2.5));
    p.drawPath(reserved);
    if (current_ >= 0 && current_ < n) {
        p.setPen(QPen(th.text, 1, Qt::DotLine));
        p.drawLine(QPointF(X(current_), plot.top()), QPointF(X(current_), plot.bottom()));
    }
    // the key
    const std::pair<QPen, QString> keys[] = {{QPen(paged, 2), tr("positions stored")},
                                             {QPen(paged, 2, Qt::DashLine), tr("in whole blocks (paged)")},
                                             {QPen(contiguous, 2.5), tr("reserved contiguously")}};
    qreal x = plot.left();
    const qreal y = kPad + 1.4 * fm.height() + fm.height() / 2;
    for (const auto& [pen, label] : keys) {
        p.setPen(pen);
        p.drawLine(QPointF(x, y), QPointF(x + 22, y));
        p.setPen(th.text);
        p.drawText(QRectF(x + 26, y - fm.height() / 2, fm.horizontalAdvance(label) + 4, fm.height()), Qt::AlignVCenter, label);
        x += 26 + fm.horizontalAdvance(label) + 18;
    }
}

}  // namespace kvscope::ui
