#include "ui/lab/kv_memory_chart.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "ui/lab/panel_title.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 8;
constexpr double kLowestContext = 128;

// Ticks at powers of two `step` apart (in log2), covering [low, high] bytes.
QVector<double> byteTicks(double low, double high) {
    const int from = static_cast<int>(std::floor(std::log2(low))), to = static_cast<int>(std::ceil(std::log2(high)));
    int step = 1;
    while ((to - from) / step > 6) ++step;
    QVector<double> ticks;
    for (int e = (from / step) * step; e <= to; e += step)
        if (e >= from) ticks << std::ldexp(1.0, e);
    return ticks;
}

QString contextTick(double tokens) {
    if (tokens >= 1e6) return QString("%1M").arg(tokens / 1e6);
    if (tokens >= 1e3) return QString("%1K").arg(tokens / 1e3);
    return QString::number(tokens);
}
}  // namespace

KvMemoryChart::KvMemoryChart(QWidget* parent) : QWidget(parent) {
    setObjectName("kvMemoryChart");
    setAccessibleName(tr("KV cache size over the context length"));
}

QColor KvMemoryChart::lineColor(int i, bool dark) {
    // Okabe–Ito: blue (the theme's "with the cache"), orange, bluish green, reddish purple, vermilion
    static const QColor light[] = {QColor(0, 114, 178), QColor(230, 159, 0), QColor(0, 158, 115), QColor(204, 121, 167),
                                   QColor(213, 94, 0)};
    static const QColor onDark[] = {QColor(86, 180, 233), QColor(230, 159, 0), QColor(0, 190, 140),
                                    QColor(224, 150, 190), QColor(240, 120, 40)};
    return (dark ? onDark : light)[i % 5];
}

void KvMemoryChart::setView(const KvMemoryView& view) {
    view_ = view;
    QStringList parts;
    for (const KvMemoryRowView& r : view_.rows)
        parts << tr("%1: %2 per token, larger than the weights from %3 tokens")
                     .arg(r.label, bytesText(r.bytesPerToken), tokensText(r.crossoverContext));
    setAccessibleDescription(parts.join("; "));
    update();
}

double KvMemoryChart::contextLow() const { return kLowestContext; }

double KvMemoryChart::contextHigh() const {
    double top = std::max<double>(view_.context, 1000);
    if (!view_.rows.isEmpty()) top = std::max(top, view_.rows.first().crossoverContext);
    return std::min(1e8, std::pow(10.0, std::ceil(std::log10(top * 1.5))));
}

void KvMemoryChart::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    const QString heading = view_.rows.isEmpty()
                                ? tr("KV cache over the context")
                                : tr("KV cache of %1 over the context, batch of %2").arg(view_.model).arg(view_.batch);
    paintPanelTitle(p, *this, heading, kPad, kPad, width() - 2 * kPad, th.text);
    if (view_.rows.isEmpty()) return;

    // the plot: bytes (log) up, tokens per sequence (log) across
    const double x0 = contextLow(), x1 = contextHigh();
    double y0 = view_.weightBytes, y1 = view_.weightBytes;
    for (const KvMemoryRowView& r : view_.rows) {
        y0 = std::min(y0, r.bytesPerToken * x0 * view_.batch);
        y1 = std::max(y1, r.bytesPerToken * x1 * view_.batch);
    }
    const QVector<double> yTicks = byteTicks(y0, y1);
    y0 = std::min(y0, yTicks.first());
    y1 = std::max(y1, yTicks.last());
    qreal labelWidth = 0;
    for (double t : yTicks) labelWidth = std::max(labelWidth, fm.horizontalAdvance(bytesText(t)));
    const QRectF plot(kPad + labelWidth + 6, kPad + 2 * fm.height(), width() - 3 * kPad - labelWidth - 6,
                      height() - 3 * kPad - 4 * fm.height());
    if (plot.width() < 40 || plot.height() < 40) return;
    const auto X = [&](double tokens) {
        return plot.left() + plot.width() * (std::log(tokens / x0) / std::log(x1 / x0));
    };
    const auto Y = [&](double bytes) {
        return plot.bottom() - plot.height() * (std::log(bytes / y0) / std::log(y1 / y0));
    };

    // grid and axes
    p.setPen(QPen(th.grid, 1));
    for (double t : yTicks) {
        p.drawLine(QPointF(plot.left(), Y(t)), QPointF(plot.right(), Y(t)));
        p.save();
        p.setPen(th.mutedText);
        p.drawText(QRectF(kPad, Y(t) - fm.height() / 2, labelWidth, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   bytesText(t));
        p.restore();
    }
    for (double t = 1000; t <= x1 * 1.0001; t *= 10) {
        if (t < x0) continue;
        p.drawLine(QPointF(X(t), plot.top()), QPointF(X(t), plot.bottom()));
        p.save();
        p.setPen(th.mutedText);
        p.drawText(QRectF(X(t) - 40, plot.bottom() + 2, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop, contextTick(t));
        p.restore();
    }
    p.setPen(th.mutedText);
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignHCenter,
               tr("context (tokens per sequence)"));

    // the context asked for
    if (view_.context >= x0 && view_.context <= x1) {
        p.setPen(QPen(th.mutedText, 1, Qt::DotLine));
        p.drawLine(QPointF(X(view_.context), plot.top()), QPointF(X(view_.context), plot.bottom()));
        const QString text = tokensText(double(view_.context));
        const qreal w = fm.horizontalAdvance(text) + 4;
        const QRectF box(std::clamp(X(view_.context) - w / 2, plot.left(), plot.right() - w), plot.top() - fm.height() - 1,
                         w, fm.height());
        p.setPen(th.mutedText);
        p.drawText(box, Qt::AlignCenter, text);
    }
    // the weights: a dashed level
    p.setPen(QPen(th.text, 1.5, Qt::DashLine));
    p.drawLine(QPointF(plot.left(), Y(view_.weightBytes)), QPointF(plot.right(), Y(view_.weightBytes)));

    // one line per row, clipped to the plot; its crossing of the weights marked
    p.save();
    p.setClipRect(plot.adjusted(-1, -1, 1, 1));
    for (int i = view_.rows.size() - 1; i >= 0; --i) {  // the shipped model's line drawn last, on top
        const KvMemoryRowView& r = view_.rows[i];
        const QColor c = lineColor(i, th.dark);
        p.setPen(QPen(c, i == 0 ? 3 : 2));
        p.drawLine(QPointF(X(x0), Y(r.bytesPerToken * x0 * view_.batch)), QPointF(X(x1), Y(r.bytesPerToken * x1 * view_.batch)));
        if (r.crossoverContext >= x0 && r.crossoverContext <= x1) {
            p.setBrush(c);
            p.setPen(QPen(th.background, 1.5));
            p.drawEllipse(QPointF(X(r.crossoverContext), Y(view_.weightBytes)), i == 0 ? 6 : 4.5, i == 0 ? 6 : 4.5);
        }
    }
    p.restore();
    // labels on a veil of the background, so lines never cross their text
    const QColor veil(th.background.red(), th.background.green(), th.background.blue(), 220);
    const auto label = [&](const QString& text, qreal x, qreal y, const QColor& color) {
        const QRectF box(x, y, fm.horizontalAdvance(text) + 4, fm.height());
        p.fillRect(box, veil);
        p.setPen(color);
        p.drawText(box, Qt::AlignCenter, text);
    };
    // the weights' level, named at its right end (the legend has the lower left corner)
    const QString weights = tr("weights: %1 (%2)").arg(bytesText(view_.weightBytes), view_.weightsFormat);
    label(weights, plot.right() - fm.horizontalAdvance(weights) - 8, Y(view_.weightBytes) - fm.height() - 3, th.text);
    const KvMemoryRowView& shipped = view_.rows.first();
    if (shipped.crossoverContext >= x0 && shipped.crossoverContext <= x1) {
        const QString text = tr("the cache outgrows the weights at %1 tokens").arg(tokensText(shipped.crossoverContext));
        const qreal w = fm.horizontalAdvance(text) + 4;
        label(text, std::clamp(X(shipped.crossoverContext) - w / 2, plot.left() + 2, plot.right() - w - 2),
              Y(view_.weightBytes) + 8, lineColor(0, th.dark));
    }

    // the legend, in the lower right corner: below every line there (they rise to the right)
    qreal legendWidth = 0;
    QStringList entries;
    for (const KvMemoryRowView& r : view_.rows) {
        entries << tr("%1 · %2 per token").arg(r.label, bytesText(r.bytesPerToken));
        legendWidth = std::max(legendWidth, fm.horizontalAdvance(entries.last()) + 30);
    }
    qreal y = plot.bottom() - 4 - view_.rows.size() * (fm.height() + 2);
    for (int i = 0; i < view_.rows.size(); ++i) {
        const QColor c = lineColor(i, th.dark);
        const QString& label = entries[i];
        const QRectF box(plot.right() - legendWidth - 6, y, legendWidth, fm.height());
        p.fillRect(box, veil);
        p.setPen(QPen(c, i == 0 ? 3 : 2));
        p.drawLine(QPointF(box.left() + 2, box.center().y()), QPointF(box.left() + 20, box.center().y()));
        p.setPen(th.text);
        p.drawText(box.adjusted(26, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        y += fm.height() + 2;
    }
}

}  // namespace kvscope::ui
