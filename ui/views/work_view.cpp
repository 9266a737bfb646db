#include "ui/views/work_view.h"

#include <QChartView>
#include <QComboBox>
#include <QBoxLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "ui/session/session_controller.h"
#include "ui/views/coalesced_update.h"
#include "ui/views/cumulative_work_chart.h"
#include "ui/views/kv_grouping.h"
#include "ui/views/per_step_work_chart.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

WorkView::WorkView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    metricBox_ = new QComboBox(this);
    metricBox_->setObjectName("workMetric");
    for (Metric m : {Metric::KvVectors, Metric::MultiplyAdds, Metric::KvBytesRead})
        metricBox_->addItem(workMetricName(m), int(m));
    ratio_ = new QLabel(this);
    ratio_->setObjectName("workRatio");
    ratio_->setWordWrap(true);
    ratio_->setTextFormat(Qt::RichText);  // the coloured key of both charts
    ratio_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);  // never cut: the charts give way
    cumulativeChart_ = new CumulativeWorkChart;
    cumulative_ = new QChartView(cumulativeChart_, this);  // the view owns the chart
    cumulative_->setObjectName("workCumulative");
    cumulative_->setAccessibleName(tr("Cumulative work chart"));
    cumulative_->setRenderHint(QPainter::Antialiasing);
    // small minimums: presentation mode gives the view a quarter of a 720-pixel screen, and
    // the sentence above the charts must not be cut (the charts shed their titles instead)
    cumulative_->setMinimumHeight(60);
    perStepChart_ = new PerStepWorkChart;
    perStep_ = new QChartView(perStepChart_, this);
    perStep_->setObjectName("workPerStep");
    perStep_->setAccessibleName(tr("Work per step chart"));
    perStep_->setMinimumHeight(60);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);  // every pixel of a short dock for the charts
    layout->setSpacing(4);
    top_ = new QBoxLayout(QBoxLayout::LeftToRight);
    top_->addWidget(metricBox_);
    top_->addWidget(ratio_, 1);
    layout->addLayout(top_);
    auto* charts = new QHBoxLayout;
    charts->addWidget(cumulative_, 3);
    charts->addWidget(perStep_, 2);
    layout->addLayout(charts, 1);
    redraw_ = new CoalescedUpdate([this] { drawCharts(); }, this);
    connect(metricBox_, &QComboBox::currentIndexChanged, this,
            [this] { setMetric(static_cast<Metric>(metricBox_->currentData().toInt())); });
    connect(session_, &SessionController::currentChanged, this, [this] {
        recompute();
        redraw_->schedule();
    });
    refresh();
}

void WorkView::setMetric(Metric metric) {
    if (metric == metric_) return;
    metric_ = metric;
    metricBox_->setCurrentIndex(metricBox_->findData(int(metric)));
    recompute();
    redraw_->schedule();
}

QString WorkView::ratioText() const { return workSummary(series_); }

void WorkView::flushPendingUpdate() { redraw_->flush(); }

bool WorkView::updatePending() const { return redraw_->pending(); }

void WorkView::refresh() {
    const Theme& th = currentTheme();
    cumulativeChart_->applyTheme(th, font());
    perStepChart_->applyTheme(th, font());
    recompute();
    redraw_->cancel();
    drawCharts();
}

void WorkView::recompute() {
    series_ = workSeries(session_->steps(), session_->currentIndex(), metric_);
    const Theme& th = currentTheme();
    auto mark = [](const QColor& c) { return QString("<span style=\"color:%1\">■</span>\u00a0").arg(c.name()); };
    QString text = workSummary(series_, mark(th.withCache), mark(th.withoutCache));
    // grouped K/V: the saving no cache mode shows, per token of the cache
    if (const StepView* step = session_->current(); step && session_->model().groupSize() > 1)
        text += "<br>" + kvSavingText(session_->model(), kvBytesPerToken(*step->record)).toHtmlEscaped();
    ratio_->setText(text);
    arrangeTop();
}

void WorkView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeTop();
}

void WorkView::arrangeTop() {
    // Beside the metric box while the sentence takes two lines there at most; below it when it
    // would take more (a narrow dock, presentation mode's large font): the charts keep the room.
    const int beside = width() - metricBox_->sizeHint().width() - top_->spacing() - layout()->contentsMargins().left() -
                       layout()->contentsMargins().right();
    const bool below = QFontMetrics(ratio_->font()).horizontalAdvance(workSummary(series_)) > 2 * beside;
    top_->setDirection(below ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    top_->setAlignment(metricBox_, below ? Qt::AlignLeft : Qt::Alignment());
}

void WorkView::drawCharts() {
    cumulativeChart_->setSeries(series_);
    perStepChart_->setSeries(series_);
}

}  // namespace kvscope::ui
