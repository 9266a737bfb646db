#include "ui/views/per_step_work_chart.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QLegend>
#include <QLineSeries>
#include <QScopedValueRollback>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <algorithm>

#include "ui/views/chart_style.h"
#include "ui/views/theme.h"
#include "ui/views/work_axes.h"

namespace kvscope::ui {

namespace {
// The outline of bars without gaps: step i is flat from i - 0.5 to i + 0.5.
QList<QPointF> staircase(const QVector<double>& values) {
    QList<QPointF> out;
    out.reserve(2 * values.size());
    for (int i = 0; i < values.size(); ++i) out << QPointF(i - 0.5, values[i]) << QPointF(i + 0.5, values[i]);
    return out;
}
}  // namespace

PerStepWorkChart::PerStepWorkChart() {
    legend()->hide();  // the view's sentence above the charts is their key
    onBars_ = new QBarSet(tr("with KV cache"), this);
    savedBars_ = new QBarSet(tr("saved by the cache"), this);
    bars_ = new QStackedBarSeries(this);
    bars_->append(onBars_);
    bars_->append(savedBars_);
    bars_->setBarWidth(0.8);
    onEdge_ = new QLineSeries(this);
    offEdge_ = new QLineSeries(this);
    offArea_ = new QAreaSeries(offEdge_);
    offArea_->setName(tr("without cache"));
    onArea_ = new QAreaSeries(onEdge_);
    onArea_->setName(tr("with KV cache"));
    steps_ = new QValueAxis(this);
    steps_->setTitleText(tr("step"));
    work_ = new QValueAxis(this);
    addSeries(bars_);
    addSeries(offArea_);  // first: the cache's area is drawn over it
    addSeries(onArea_);
    addAxis(steps_, Qt::AlignBottom);
    addAxis(work_, Qt::AlignLeft);
    for (QAbstractSeries* s : {static_cast<QAbstractSeries*>(bars_), static_cast<QAbstractSeries*>(offArea_),
                               static_cast<QAbstractSeries*>(onArea_)}) {
        s->attachAxis(steps_);
        s->attachAxis(work_);
    }
    // Refitted after the layout pass that moved the plot: axis changes made inside it are not
    // laid out (the old tick count stayed drawn over a new range, "100" was cut to "1…").
    connect(
        this, &QChart::plotAreaChanged, this,
        [this](const QRectF& plot) {
            if (!fitting_ && needsRefit(fittedFor_, plot.size())) fitAxes();
        },
        Qt::QueuedConnection);
    fillForm();
    fitAxes();
}

void PerStepWorkChart::applyTheme(const Theme& th, const QFont& font) {
    styleChart(this, th, font);
    styleAxis(steps_, th, font);
    styleAxis(work_, th, font);
    onBars_->setColor(th.withCache);
    onBars_->setBorderColor(th.withCache);
    savedBars_->setColor(th.withoutCache);
    savedBars_->setBorderColor(th.withoutCache);
    onArea_->setColor(th.withCache);
    onArea_->setBorderColor(th.withCache);
    offArea_->setColor(th.withoutCache);
    offArea_->setBorderColor(th.withoutCache);
    fitAxes();
}

void PerStepWorkChart::setSeries(const WorkSeries& s) {
    const double top = s.empty() ? 0 : *std::max_element(s.stepOff.begin(), s.stepOff.end());
    unit_ = s.metric == WorkMetric::KvBytesRead ? byteUnit(top) : countUnit(top);
    max_ = top / unit_.divisor;
    on_.resize(s.steps());
    off_.resize(s.steps());
    for (int i = 0; i < s.steps(); ++i) {
        on_[i] = s.stepOn[i] / unit_.divisor;
        off_[i] = s.stepOff[i] / unit_.divisor;
    }
    if (!fitAxes()) fillForm();  // a new form has been filled already
}

bool PerStepWorkChart::fitAxes() {
    const QScopedValueRollback<bool> guard(fitting_, true);  // the layout it starts calls back
    bool filled = false;
    const ChartRoom room = fitTitles(this, tr("Per step"), unit_.name);
    // New labels move the plot's edges at once; a second pass fits the place they settled in.
    for (int pass = 0; pass < 2; ++pass) {
        const QRectF plot = plotAreaOrGuess(this);
        fittedFor_ = plot.size();
        const int count = static_cast<int>(on_.size());
        stepTicks_ = fitStepAxis(steps_, count, plot.width(), true, room != ChartRoom::Tiny);
        workTicks_ = fitWorkAxis(work_, max_, plot.height(), unit_.name);
        const Form form = count == 0 || plot.width() / count >= kMinBarPixels ? Form::Bars : Form::Areas;
        if (form != form_) {
            form_ = form;
            fillForm();
            filled = true;
        }
        if (plotArea().isEmpty() || !needsRefit(fittedFor_, plotArea().size())) break;
    }
    return filled;
}

void PerStepWorkChart::fillForm() {
    const bool bars = form_ == Form::Bars;
    QList<qreal> on, saved;
    if (bars)
        for (int i = 0; i < on_.size(); ++i) {
            on << on_[i];
            saved << std::max(0.0, off_[i] - on_[i]);  // never below: without the cache is a superset
        }
    replaceValues(onBars_, on);
    replaceValues(savedBars_, saved);
    onEdge_->replace(bars ? QList<QPointF>() : staircase(on_));
    offEdge_->replace(bars ? QList<QPointF>() : staircase(off_));
    bars_->setVisible(bars);
    onArea_->setVisible(!bars);
    offArea_->setVisible(!bars);
}

}  // namespace kvscope::ui
