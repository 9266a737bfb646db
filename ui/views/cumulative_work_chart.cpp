#include "ui/views/cumulative_work_chart.h"

#include <QLegend>
#include <QLineSeries>
#include <QScopedValueRollback>
#include <QValueAxis>

#include "ui/views/chart_style.h"
#include "ui/views/theme.h"
#include "ui/views/work_axes.h"

namespace kvscope::ui {

namespace {
// Points are drawn while they stay apart; past that they pile into a thick band.
constexpr double kPixelsPerMarker = 14;
// The two series' totals are equal at the prefill (and wherever the cache saves nothing): the
// without-cache markers are larger and drawn first, so there a ring of its colour shows around
// the with-cache marker instead of one hiding the other.
constexpr double kMarkerSize = 4, kRingMarkerSize = 7;
// How far a marker reaches from its point — the room the axes leave beyond the first, last and
// largest points. Qt Charts 6.4 draws a line series' marker with a radius of about its marker
// size, not half of it (size 9: 8.5 pixels from the centre, size 5: 4.5, measured on the drawn
// chart), so: the larger size, and a pixel to spare. (The ring's size is the one both series
// had, so the points stay apart at kPixelsPerMarker.)
constexpr double kMarkerReach = kRingMarkerSize + 1;

QList<QPointF> points(const QVector<double>& values, double divisor) {
    QList<QPointF> out;
    out.reserve(values.size());
    for (int i = 0; i < values.size(); ++i) out << QPointF(i, values[i] / divisor);
    return out;
}
}  // namespace

CumulativeWorkChart::CumulativeWorkChart() {
    legend()->hide();  // the view's sentence above the charts is their key
    on_ = new QLineSeries(this);
    on_->setName(tr("with KV cache"));
    off_ = new QLineSeries(this);
    off_->setName(tr("without cache"));
    steps_ = new QValueAxis(this);
    steps_->setTitleText(tr("step (0 = prefill)"));
    work_ = new QValueAxis(this);
    addSeries(off_);  // (first: drawn under the with-cache series)
    addSeries(on_);
    addAxis(steps_, Qt::AlignBottom);
    addAxis(work_, Qt::AlignLeft);
    for (QLineSeries* s : {on_, off_}) {
        s->attachAxis(steps_);
        s->attachAxis(work_);
    }
    on_->setMarkerSize(kMarkerSize);
    off_->setMarkerSize(kRingMarkerSize);
    // Refitted after the layout pass that moved the plot: axis changes made inside it are not
    // laid out (the old tick count stayed drawn over a new range, "100" was cut to "1…").
    connect(
        this, &QChart::plotAreaChanged, this,
        [this](const QRectF& plot) {
            if (!fitting_ && needsRefit(fittedFor_, plot.size())) fitAxes();
        },
        Qt::QueuedConnection);
    fitAxes();
}

void CumulativeWorkChart::applyTheme(const Theme& th, const QFont& font) {
    styleChart(this, th, font);
    styleAxis(steps_, th, font);
    styleAxis(work_, th, font);
    on_->setPen(QPen(th.withCache, 3));
    on_->setColor(th.withCache);
    off_->setPen(QPen(th.withoutCache, 3, Qt::DashLine));
    off_->setColor(th.withoutCache);
    fitAxes();  // the label font sets how many ticks fit
}

void CumulativeWorkChart::setSeries(const WorkSeries& s) {
    count_ = s.steps();
    const double top = s.empty() ? 0 : s.totalOff.last();
    unit_ = s.metric == WorkMetric::KvBytesRead ? byteUnit(top) : countUnit(top);
    max_ = top / unit_.divisor;
    on_->replace(points(s.totalOn, unit_.divisor));  // one signal each, whatever the count
    off_->replace(points(s.totalOff, unit_.divisor));
    fitAxes();
}

void CumulativeWorkChart::fitAxes() {
    const QScopedValueRollback<bool> guard(fitting_, true);  // the layout it starts calls back
    const ChartRoom room = fitTitles(this, tr("Cumulative"), unit_.name);
    // New labels move the plot's edges at once; a second pass fits the place they settled in.
    for (int pass = 0; pass < 2; ++pass) {
        const QRectF plot = plotAreaOrGuess(this);
        fittedFor_ = plot.size();
        const bool markers = count_ > 0 && plot.width() / std::max(1, count_) >= kPixelsPerMarker &&
                             plot.height() >= 4 * kPixelsPerMarker;  // a flat plot would be all dots
        const double reach = markers ? kMarkerReach : 0;
        stepTicks_ = fitStepAxis(steps_, count_, plot.width(), false, room != ChartRoom::Tiny, reach);
        workTicks_ = fitWorkAxis(work_, max_, plot.height(), unit_.name, reach);
        on_->setPointsVisible(markers);  // a single step (the prefill) is a point, not a line
        off_->setPointsVisible(markers);
        if (plotArea().isEmpty() || !needsRefit(fittedFor_, plotArea().size())) break;
    }
}

}  // namespace kvscope::ui
