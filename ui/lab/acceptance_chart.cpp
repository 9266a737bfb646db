#include "ui/lab/acceptance_chart.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "ui/lab/panel_title.h"
#include "ui/lab/verdict_colors.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 8;
}

AcceptanceChart::AcceptanceChart(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Acceptance and speed-up against k"));
}

void AcceptanceChart::setSweep(const SpeculationSweepView& sweep) {
    sweep_ = sweep;
    QStringList parts;
    for (const SpeculationPointView& p : sweep_.points)
        parts << tr("k %1: %2 % accepted, %3× measured").arg(p.k).arg(std::lround(100 * p.acceptance)).arg(p.speedUp, 0, 'f', 2);
    setAccessibleDescription(parts.join("; "));
    update();
}

void AcceptanceChart::clear() {
    sweep_ = {};
    setAccessibleDescription({});
    update();
}

double AcceptanceChart::speedAxisTop() const {
    double top = 2;
    for (const SpeculationPointView& p : sweep_.points) top = std::max({top, p.speedUp, p.predictedSpeedUp});
    return std::ceil(top);
}

void AcceptanceChart::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    const VerdictColors vc = VerdictColors::of(th);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    const QString heading = hasSweep() ? tr("Against k: %1 tokens, %2 drafting for %3").arg(sweep_.tokens).arg(sweep_.draft, sweep_.target)
                                       : tr("Against k");
    paintPanelTitle(p, *this, heading, kPad, kPad, width() - 2 * kPad, th.text);
    if (!hasSweep()) {
        p.setPen(th.mutedText);
        p.drawText(rect().adjusted(kPad, 2 * fm.height(), -kPad, -kPad), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Measure to chart, for k = 1 … 8, how many drafted tokens the target accepts and how much "
                      "faster than plain decoding it runs."));
        return;
    }

    // legend
    const qreal legendY = kPad + fm.height() + 2;
    qreal lx = kPad;
    const auto legend = [&](const QColor& c, bool bar, Qt::PenStyle style, const QString& text) {
        if (bar) {
            p.fillRect(QRectF(lx, legendY + fm.height() * 0.25, fm.height() * 0.8, fm.height() * 0.5), c);
        } else {
            p.setPen(QPen(c, 2, style));
            p.drawLine(QPointF(lx, legendY + fm.height() / 2), QPointF(lx + fm.height() * 0.8, legendY + fm.height() / 2));
        }
        lx += fm.height();
        p.setPen(th.text);
        p.drawText(QPointF(lx, legendY + fm.ascent()), text);
        lx += fm.horizontalAdvance(text) + fm.height();
    };
    QColor barColor = vc.accepted;
    barColor.setAlphaF(0.55);
    legend(barColor, true, Qt::SolidLine, tr("accepted"));
    legend(th.withCache, false, Qt::SolidLine, tr("speed-up, measured"));
    legend(th.withoutCache, false, Qt::DashLine, tr("predicted, bound by weight reads"));

    // plot area: left axis labels (percent), right axis labels (×), two lines under (k, passes)
    const qreal leftLabels = fm.horizontalAdvance("100 %") + kPad, rightLabels = fm.horizontalAdvance("10×") + kPad;
    const QRectF plot(kPad + leftLabels, legendY + fm.height() * 1.6, width() - 2 * kPad - leftLabels - rightLabels,
                      height() - legendY - fm.height() * 1.6 - 3 * fm.height() - kPad);
    if (plot.height() < 20 || plot.width() < 40) return;
    const double top = speedAxisTop();
    const auto yPercent = [&](double share) { return plot.bottom() - share * plot.height(); };
    const auto ySpeed = [&](double s) { return plot.bottom() - s / top * plot.height(); };

    p.setPen(QPen(th.grid, 1));
    for (int i = 0; i <= 4; ++i) {
        const qreal y = yPercent(i / 4.0);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
    p.setPen(th.mutedText);
    for (int i = 0; i <= 4; ++i)
        p.drawText(QRectF(kPad, yPercent(i / 4.0) - fm.height() / 2, leftLabels - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString("%1 %").arg(25 * i));
    for (int s = 0; s <= int(top); ++s)
        p.drawText(QRectF(plot.right() + 4, ySpeed(s) - fm.height() / 2, rightLabels, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, QString("%1×").arg(s));

    const int count = sweep_.points.size();
    const qreal slot = plot.width() / count;
    const auto xAt = [&](int i) { return plot.left() + slot * (i + 0.5); };
    for (int i = 0; i < count; ++i) {
        const SpeculationPointView& pt = sweep_.points.at(i);
        const qreal x = xAt(i), barW = slot * 0.55;
        p.fillRect(QRectF(x - barW / 2, yPercent(pt.acceptance), barW, plot.bottom() - yPercent(pt.acceptance)), barColor);
        p.setPen(th.text);
        p.drawText(QRectF(x - slot / 2, plot.bottom() + 2, slot, fm.height()), Qt::AlignCenter, QString("k %1").arg(pt.k));
        p.setPen(th.mutedText);
        p.drawText(QRectF(x - slot / 2, plot.bottom() + 2 + fm.height(), slot, fm.height()), Qt::AlignCenter,
                   QString::number(pt.targetPassesPerToken, 'f', 2));
    }
    p.setPen(th.mutedText);
    p.drawText(QRectF(kPad, plot.bottom() + 2 + 2 * fm.height(), width() - 2 * kPad, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, tr("above: target passes per generated token (plain decoding: 1)"));

    // 1×: where speculative decoding starts to pay
    p.setPen(QPen(th.mutedText, 1, Qt::DotLine));
    p.drawLine(QPointF(plot.left(), ySpeed(1)), QPointF(plot.right(), ySpeed(1)));
    const auto line = [&](auto value, const QColor& c, Qt::PenStyle style) {
        QPainterPath path;
        for (int i = 0; i < count; ++i) {
            const QPointF pt(xAt(i), ySpeed(value(sweep_.points.at(i))));
            i == 0 ? path.moveTo(pt) : path.lineTo(pt);
        }
        p.setPen(QPen(c, 2.5, style));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(c);
        for (int i = 0; i < count; ++i) p.drawEllipse(QPointF(xAt(i), ySpeed(value(sweep_.points.at(i)))), 3, 3);
    };
    line([](const SpeculationPointView& v) { return v.predictedSpeedUp; }, th.withoutCache, Qt::DashLine);
    line([](const SpeculationPointView& v) { return v.speedUp; }, th.withCache, Qt::SolidLine);
}

}  // namespace kvscope::ui
