#include "ui/views/logits_view.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QSlider>
#include <QValueAxis>
#include <cmath>

#include "core/format.h"
#include "core/sampler.h"
#include "ui/session/session_controller.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

LogitsView::LogitsView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    chartView_ = new QChartView(this);
    chartView_->setObjectName("logitsChart");
    chartView_->setRenderHint(QPainter::Antialiasing);
    chartView_->setMinimumSize(300, 240);
    temperature_ = new QSlider(Qt::Horizontal, this);
    temperature_->setObjectName("liveTemperature");
    temperature_->setRange(5, 300);  // 0.05 … 3.00
    temperature_->setValue(100);
    temperatureLabel_ = new QLabel(this);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Temperature"), this));
    row->addWidget(temperature_, 1);
    row->addWidget(temperatureLabel_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(chartView_, 1);
    connect(temperature_, &QSlider::valueChanged, this, &LogitsView::refresh);
    connect(session_, &SessionController::currentChanged, this, &LogitsView::refresh);
}

double LogitsView::temperature() const { return temperature_->value() / 100.0; }

void LogitsView::setTemperature(double t) { temperature_->setValue(static_cast<int>(std::lround(t * 100))); }

void LogitsView::forceBar(int index) {
    if (index >= 0 && index < ids_.size()) session_->forceToken(ids_[index]);
}

void LogitsView::refresh() {
    const Theme& th = currentTheme();
    temperatureLabel_->setText(QString::number(temperature(), 'f', 2));
    labels_.clear();
    logits_.clear();
    probabilities_.clear();
    ids_.clear();
    chosen_ = -1;

    auto* chart = new QChart;
    chart->setBackgroundBrush(th.background);
    chart->setTitleBrush(th.text);
    chart->legend()->hide();
    chart->setMargins(QMargins(4, 4, 4, 4));
    const StepView* s = session_->current();
    if (s) {
        const StepRecord& r = *s->record;
        // probabilities at the live temperature, normalised over the whole vocabulary
        // A long run of a big model may have dropped the full logits (recording budget): then
        // the bars show the probabilities the step computed, at its own temperature.
        const bool live = r.allLogits.size() > 0;
        const double logZ = live ? logPartition(r.allLogits, temperature()) : 0.0;  // once: V may be 50k
        auto* set = new QBarSet(tr("probability"));
        set->setColor(th.visible);
        set->setSelectedColor(th.newest);
        set->setLabelColor(th.text);
        // At most kMaxBars stay readable; a sampled or forced token further down joins them.
        QVector<int> rows;
        for (int i = 0; i < std::min(static_cast<int>(r.candidates.size()), kMaxBars); ++i) rows << i;
        for (int i = kMaxBars; i < static_cast<int>(r.candidates.size()); ++i)
            if (r.candidates[static_cast<size_t>(i)] == r.chosen) rows << i;
        // bars from the bottom up: the most likely on top
        for (int k = static_cast<int>(rows.size()) - 1; k >= 0; --k) {
            const int i = rows[k];
            const double logit = r.logits[i];
            const double p = live ? std::exp(logit / temperature() - logZ)
                                  : (i < r.probabilities.size() ? r.probabilities[i] : 0.0);
            labels_.prepend(s->candidates.value(i));
            logits_.prepend(logit);
            probabilities_.prepend(p);
            ids_.prepend(r.candidates[static_cast<size_t>(i)]);
        }
        QStringList categories;
        for (int i = labels_.size() - 1; i >= 0; --i) {
            set->append(probabilities_[i]);
            // axis labels are rich text: "<|endoftext|>" must not vanish as an unknown tag
            categories << QString("%1  (logit %2)")
                              .arg(labels_[i].toHtmlEscaped(), QString::fromStdString(formatNumber(logits_[i])));
            if (ids_[i] == r.chosen) {
                chosen_ = i;
                set->selectBar(labels_.size() - 1 - i);
            }
        }
        auto* series = new QHorizontalBarSeries;
        series->append(set);
        series->setLabelsVisible(true);
        series->setLabelsFormat("@value");
        series->setLabelsPrecision(3);
        chart->addSeries(series);
        auto* axisY = new QBarCategoryAxis;
        axisY->append(categories);
        axisY->setLabelsBrush(th.text);
        auto* axisX = new QValueAxis;
        axisX->setRange(0, 1);
        axisX->setTitleText(tr("probability at T = %1").arg(temperature(), 0, 'f', 2));
        axisX->setLabelsBrush(th.text);
        axisX->setTitleBrush(th.text);
        chart->addAxis(axisY, Qt::AlignLeft);
        chart->addAxis(axisX, Qt::AlignBottom);
        series->attachAxis(axisY);
        series->attachAxis(axisX);
        chart->setTitle(tr("Next token after “%1”: chosen “%2”%3 — click a bar to force it")
                            .arg(s->tokens.value(s->tokens.size() - 1).toHtmlEscaped(), s->chosen.toHtmlEscaped(),
                                 r.forced ? tr(" (forced)") : QString()));
        const int count = labels_.size();
        connect(set, &QBarSet::clicked, this, [this, count](int bar) { forceBar(count - 1 - bar); });
    }
    QChart* old = chartView_->chart();
    chartView_->setChart(chart);
    delete old;
}

}  // namespace kvscope::ui
