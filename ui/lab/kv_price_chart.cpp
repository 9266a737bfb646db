#include "ui/lab/kv_price_chart.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "core/format.h"
#include "ui/lab/panel_title.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 8;
constexpr double kXHigh = 1.05;  // bytes as a share of the exact cache's: 0 … a little past 1

// "10⁻³" for 10^-3
QString powerOfTen(long exponent) {
    static const QString digits = QString::fromUtf8("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString text = "10";
    if (exponent < 0) text += QChar(0x207B);
    for (const QChar c : QString::number(std::labs(exponent))) text += digits[c.digitValue()];
    return text;
}
}  // namespace

KvPriceChart::KvPriceChart(QWidget* parent) : QWidget(parent) {
    setObjectName("kvPriceChart");
    setAccessibleName(tr("Quality against KV cache bytes"));
}

QColor KvPriceChart::familyColor(KvPriceRowView::Family family, bool dark) {
    using F = KvPriceRowView::Family;
    switch (family) {  // Okabe–Ito
        case F::Exact: return dark ? QColor(236, 236, 240) : QColor(30, 30, 36);
        case F::Narrow: return dark ? QColor(86, 180, 233) : QColor(0, 114, 178);
        case F::Quantized: return QColor(0, 158, 115);
        case F::Window: return QColor(230, 159, 0);
        case F::Pooled: return dark ? QColor(224, 150, 190) : QColor(204, 121, 167);
    }
    return {};
}

void KvPriceChart::setReport(const KvPriceReportView& report) {
    report_ = report;
    QStringList parts;
    for (const KvPriceRowView& r : report_.rows)
        parts << tr("%1: %2 of the bytes, KL %3, perplexity %4, top-1 %5 %")
                     .arg(r.name)
                     .arg(r.bytesVsExact, 0, 'f', 3)
                     .arg(r.meanKl, 0, 'g', 3)
                     .arg(r.perplexity, 0, 'f', 2)
                     .arg(100 * r.top1Agreement, 0, 'f', 1);
    setAccessibleDescription(parts.join("; "));
    update();
}

void KvPriceChart::setQuality(Quality quality) {
    quality_ = quality;
    update();
}

double KvPriceChart::value(const KvPriceRowView& r) const {
    switch (quality_) {
        case Quality::Kl: return std::max(r.meanKl, kKlFloor);
        case Quality::Perplexity: return r.perplexity;
        case Quality::Top1: return 100 * r.top1Agreement;
    }
    return 0;
}

double KvPriceChart::yLow() const {
    if (quality_ == Quality::Kl) return kKlFloor;
    double low = 1e300;
    for (const KvPriceRowView& r : report_.rows) low = std::min(low, value(r));
    if (quality_ == Quality::Top1) return std::max(0.0, std::floor((low - 5) / 10) * 10);
    return std::max(0.0, std::floor(low * 0.9));
}

double KvPriceChart::yHigh() const {
    double high = 0;
    for (const KvPriceRowView& r : report_.rows) high = std::max(high, value(r));
    if (quality_ == Quality::Kl) return std::pow(10.0, std::ceil(std::log10(std::max(high, 1e-5) * 1.5)));
    if (quality_ == Quality::Top1) return 100;
    return std::ceil(high * 1.08);
}

QRectF KvPriceChart::plotRect() const {
    const QFontMetricsF fm(font());
    const qreal left = kPad + fm.horizontalAdvance("100.0 %") + 8;
    return QRectF(left, kPad + 2.5 * fm.height(), width() - left - 2 * kPad, height() - 3 * kPad - 4.5 * fm.height() - 5);
}

QPointF KvPriceChart::pointOf(const KvPriceRowView& r, const QRectF& plot) const {
    const double x = plot.left() + plot.width() * (r.bytesVsExact / kXHigh);
    const double lo = yLow(), hi = yHigh(), v = value(r);
    const double t = quality_ == Quality::Kl ? std::log(v / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
    return {x, plot.bottom() - plot.height() * std::clamp(t, 0.0, 1.0)};
}

QVector<QPointF> KvPriceChart::points() const {
    QVector<QPointF> out;
    const QRectF plot = plotRect();
    for (const KvPriceRowView& r : report_.rows) out << pointOf(r, plot);
    return out;
}

void KvPriceChart::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    const QString what = quality_ == Quality::Kl           ? tr("KL from the exact cache (nats, log scale; lower is better)")
                         : quality_ == Quality::Perplexity ? tr("perplexity (lower is better)")
                                                           : tr("top-1 agreement with the exact cache (higher is better)");
    const QString heading = report_.isEmpty() ? tr("Quality against cache bytes")
                                              : tr("Quality against cache bytes: %1 reading %2 tokens of %3")
                                                    .arg(report_.model)
                                                    .arg(QString::fromStdString(formatCount(report_.tokens)))
                                                    .arg(report_.text);
    paintPanelTitle(p, *this, heading, kPad, kPad, width() - 2 * kPad, th.text);
    if (report_.isEmpty()) {
        p.setPen(th.mutedText);
        p.drawText(rect().adjusted(kPad, 2 * fm.height(), -kPad, -kPad), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Measure to chart what each KV cache setting keeps of the exact model's predictions, against "
                      "the bytes it holds."));
        return;
    }
    const QRectF plot = plotRect();
    if (plot.width() < 60 || plot.height() < 60) return;
    p.setPen(th.mutedText);
    p.drawText(QRectF(plot.left(), kPad + fm.height() + 2, plot.width(), fm.height()), Qt::AlignLeft, what);

    // y grid: decades of KL, or even steps
    const double lo = yLow(), hi = yHigh();
    QVector<double> ticks;
    if (quality_ == Quality::Kl) {
        for (double t = lo; t <= hi * 1.0001; t *= 10) ticks << t;
    } else {
        const double span = hi - lo, raw = span / 5, mag = std::pow(10.0, std::floor(std::log10(raw)));
        const double step = raw / mag < 2 ? 2 * mag : raw / mag < 5 ? 5 * mag : 10 * mag;
        for (double t = std::ceil(lo / step) * step; t <= hi + 1e-9; t += step) ticks << t;
    }
    const auto yOf = [&](double v) {
        const double t = quality_ == Quality::Kl ? std::log(v / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
        return plot.bottom() - plot.height() * t;
    };
    for (double t : ticks) {
        p.setPen(QPen(th.grid, 1));
        p.drawLine(QPointF(plot.left(), yOf(t)), QPointF(plot.right(), yOf(t)));
        const QString label = quality_ == Quality::Kl   ? (t <= lo * 1.0001 ? "≤" + powerOfTen(std::lround(std::log10(t)))
                                                                : powerOfTen(std::lround(std::log10(t))))
                              : quality_ == Quality::Top1 ? QString("%1 %").arg(t)
                                                          : QString::number(t);
        p.setPen(th.mutedText);
        p.drawText(QRectF(kPad, yOf(t) - fm.height() / 2, plot.left() - kPad - 6, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   label);
    }
    // x grid: bytes as a share of the exact cache's
    for (double x = 0; x <= 1.0001; x += 0.25) {
        const qreal px = plot.left() + plot.width() * (x / kXHigh);
        p.setPen(QPen(th.grid, 1));
        p.drawLine(QPointF(px, plot.top()), QPointF(px, plot.bottom()));
        p.setPen(th.mutedText);
        p.drawText(QRectF(px - 30, plot.bottom() + 7, 60, fm.height()), Qt::AlignHCenter, QString("%1×").arg(x));
    }
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 7, plot.width(), fm.height()), Qt::AlignHCenter,
               tr("KV cache bytes, as a share of the exact f32 cache's (%1 after %2 positions)")
                   .arg(QString::fromStdString(formatBytes(report_.rows.first().kvBytes)))
                   .arg(report_.windowLength));

    // the points, labelled beside them where the label does not cover another's
    QVector<QRectF> taken;
    const QVector<QPointF> at = points();
    for (const QPointF& c : at) taken << QRectF(c.x() - 5, c.y() - 5, 10, 10);
    for (int i = 0; i < report_.rows.size(); ++i) {
        const KvPriceRowView& r = report_.rows[i];
        const QColor c = familyColor(r.family, th.dark);
        p.setPen(QPen(th.background, 1.5));
        p.setBrush(c);
        p.drawEllipse(at[i], 5.5, 5.5);
        const QSizeF size(fm.horizontalAdvance(r.shortName) + 2, fm.height());
        const QPointF offsets[] = {{9, -size.height() / 2}, {-9 - size.width(), -size.height() / 2},
                                   {-size.width() / 2, -8 - size.height()}, {-size.width() / 2, 8},
                                   {9, -size.height() - 4}, {9, 4}, {-9 - size.width(), -size.height() - 4},
                                   {-9 - size.width(), 4}};
        QRectF box;
        for (const QPointF& o : offsets) {
            box = QRectF(at[i] + o, size);
            const bool inside = box.left() >= plot.left() - 2 && box.right() <= width() - 2 && box.top() >= plot.top() - fm.height() &&
                                box.bottom() <= plot.bottom() + 2;
            const bool free = std::none_of(taken.begin(), taken.end(), [&](const QRectF& t) { return t.intersects(box); });
            if (inside && free) break;
        }
        taken << box;
        p.setPen(c);
        p.drawText(box, Qt::AlignCenter, r.shortName);
    }

    // the families' key, in the upper right corner
    using F = KvPriceRowView::Family;
    const std::pair<F, QString> families[] = {{F::Narrow, tr("f16 / bf16")}, {F::Quantized, tr("integers (KIVI)")},
                                              {F::Window, tr("bounded window")}, {F::Pooled, tr("pooled KV heads")}};
    qreal y = plot.top() + 4;
    for (const auto& [family, label] : families) {
        if (std::none_of(report_.rows.begin(), report_.rows.end(), [f = family](const KvPriceRowView& r) { return r.family == f; }))
            continue;
        const qreal w = fm.horizontalAdvance(label) + 22;
        const QRectF box(plot.right() - w - 4, y, w, fm.height());
        p.fillRect(box, QColor(th.background.red(), th.background.green(), th.background.blue(), 220));
        p.setPen(Qt::NoPen);
        p.setBrush(familyColor(family, th.dark));
        p.drawEllipse(QPointF(box.left() + 7, box.center().y()), 5, 5);
        p.setPen(th.text);
        p.drawText(box.adjusted(18, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, label);
        y += fm.height() + 2;
    }
}

}  // namespace kvscope::ui
