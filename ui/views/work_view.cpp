#include "ui/views/work_view.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QValueAxis>
#include <QHBoxLayout>
#include <QVBoxLayout>

#include "core/format.h"
#include "ui/session/session_controller.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
double metricOf(const WorkCounts& w, WorkView::Metric m) {
    switch (m) {
        case WorkView::Metric::KvVectors: return double(w.kvVectors);
        case WorkView::Metric::MultiplyAdds: return double(w.macs());
        case WorkView::Metric::KvBytesRead: return double(w.kvBytesRead);
    }
    return 0;
}

QChart* newChart(const Theme& th) {
    auto* chart = new QChart;
    chart->setBackgroundBrush(th.background);
    chart->setTitleBrush(th.text);
    chart->legend()->setLabelColor(th.text);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

void styleAxis(QAbstractAxis* axis, const Theme& th) {
    axis->setLabelsBrush(th.text);
    axis->setTitleBrush(th.text);
    axis->setGridLineColor(th.grid);
}
}  // namespace

WorkView::WorkView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    metricBox_ = new QComboBox(this);
    metricBox_->setObjectName("workMetric");
    metricBox_->addItem(tr("K/V vectors computed"), int(Metric::KvVectors));
    metricBox_->addItem(tr("Multiply-adds"), int(Metric::MultiplyAdds));
    metricBox_->addItem(tr("KV bytes read"), int(Metric::KvBytesRead));
    ratio_ = new QLabel(this);
    ratio_->setObjectName("workRatio");
    cumulative_ = new QChartView(this);
    cumulative_->setObjectName("workCumulative");
    cumulative_->setRenderHint(QPainter::Antialiasing);
    perStep_ = new QChartView(this);
    perStep_->setObjectName("workPerStep");
    cumulative_->setMinimumHeight(200);
    perStep_->setMinimumHeight(150);
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    top->addWidget(metricBox_);
    top->addWidget(ratio_, 1);
    ratio_->setWordWrap(true);
    layout->addLayout(top);
    auto* charts = new QHBoxLayout;
    charts->addWidget(cumulative_, 3);
    charts->addWidget(perStep_, 2);
    layout->addLayout(charts, 1);
    connect(metricBox_, &QComboBox::currentIndexChanged, this,
            [this] { setMetric(static_cast<Metric>(metricBox_->currentData().toInt())); });
    connect(session_, &SessionController::currentChanged, this, &WorkView::refresh);
}

void WorkView::setMetric(Metric metric) {
    metric_ = metric;
    metricBox_->setCurrentIndex(metricBox_->findData(int(metric)));
    refresh();
}

QString WorkView::ratioText() const { return ratio_->text(); }

void WorkView::refresh() {
    const Theme& th = currentTheme();
    withCache_.clear();
    withoutCache_.clear();
    const int last = session_->currentIndex();
    QVector<double> stepOn, stepOff;
    double on = 0, off = 0;
    for (int i = 0; i <= last; ++i) {
        const StepRecord& r = *session_->step(i).record;
        stepOn << metricOf(r.workFor(CacheMode::On), metric_);
        stepOff << metricOf(r.workFor(CacheMode::Off), metric_);
        withCache_ << (on += stepOn.last());
        withoutCache_ << (off += stepOff.last());
    }
    ratio_->setText(last < 0 ? tr("No steps yet")
                             : tr("After %1 steps: %2 with the cache, %3 without — %4× the work without it")
                                   .arg(last + 1)
                                   .arg(QString::fromStdString(formatCount(std::int64_t(on))))
                                   .arg(QString::fromStdString(formatCount(std::int64_t(off))))
                                   .arg(on > 0 ? QString::fromStdString(formatNumber(off / on, 3)) : "—"));

    const QString unit = metricBox_->currentText();
    auto* chart = newChart(th);
    chart->setTitle(tr("Cumulative %1").arg(unit.toLower()));
    auto* lineOn = new QLineSeries;
    lineOn->setName(tr("with KV cache"));
    lineOn->setPen(QPen(th.withCache, 3));
    auto* lineOff = new QLineSeries;
    lineOff->setName(tr("without cache"));
    lineOff->setPen(QPen(th.withoutCache, 3, Qt::DashLine));
    lineOn->setPointsVisible(true);  // a single step (the prefill) is a point, not a line
    lineOff->setPointsVisible(true);
    for (int i = 0; i < withCache_.size(); ++i) {
        lineOn->append(i, withCache_[i]);
        lineOff->append(i, withoutCache_[i]);
    }
    chart->addSeries(lineOn);
    chart->addSeries(lineOff);
    auto* x = new QValueAxis;
    x->setTitleText(tr("step (0 = prefill)"));
    x->setLabelFormat("%d");
    x->setRange(0, std::max(1, last));
    x->setTickCount(std::min(std::max(2, last + 1), 11));
    auto* y = new QValueAxis;
    y->setRange(0, std::max(1.0, off) * 1.05);
    y->setLabelFormat("%.0f");
    styleAxis(x, th);
    styleAxis(y, th);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (auto* s : {lineOn, lineOff}) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    QChart* old = cumulative_->chart();
    cumulative_->setChart(chart);
    delete old;

    auto* bars = newChart(th);
    bars->setTitle(tr("Per step"));
    auto* setOn = new QBarSet(tr("with KV cache"));
    setOn->setColor(th.withCache);
    auto* setOff = new QBarSet(tr("without cache"));
    setOff->setColor(th.withoutCache);
    QStringList categories;
    for (int i = 0; i < stepOn.size(); ++i) {
        setOn->append(stepOn[i]);
        setOff->append(stepOff[i]);
        categories << QString::number(i);  // 0 is the prefill, as on the cumulative chart
    }
    bars->legend()->hide();  // the same two colours as the cumulative chart's legend beside it
    auto* series = new QBarSeries;
    series->append(setOn);
    series->append(setOff);
    bars->addSeries(series);
    auto* bx = new QBarCategoryAxis;
    bx->append(categories);
    auto* by = new QValueAxis;
    by->setLabelFormat("%.0f");
    double maxStep = 1;
    for (double v : stepOff) maxStep = std::max(maxStep, v);
    by->setRange(0, maxStep * 1.05);
    styleAxis(bx, th);
    styleAxis(by, th);
    bx->setTitleText(tr("step"));
    bars->addAxis(bx, Qt::AlignBottom);
    bars->addAxis(by, Qt::AlignLeft);
    series->attachAxis(bx);
    series->attachAxis(by);
    old = perStep_->chart();
    perStep_->setChart(bars);
    delete old;
}

}  // namespace kvscope::ui
