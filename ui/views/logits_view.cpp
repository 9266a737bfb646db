#include "ui/views/logits_view.h"

#include <QChartView>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <cmath>

#include "core/format.h"
#include "ui/session/session_controller.h"
#include "ui/views/coalesced_update.h"
#include "ui/views/logits_chart.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

LogitsView::LogitsView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    chart_ = new LogitsChart(kMaxBars);
    chartView_ = new QChartView(chart_, this);  // the view owns the chart
    chartView_->setObjectName("logitsChart");
    chartView_->setAccessibleName(tr("Logits chart of the most likely tokens"));
    chartView_->setRenderHint(QPainter::Antialiasing);
    chartView_->setMinimumSize(240, 160);  // presentation mode's dock at 1280×720 is no larger
    chartView_->setToolTip(tr("Click a bar to force that token as the next one (at an earlier step this forks "
                                 "the run; Edit › Undo fork brings the later steps back)"));
    temperature_ = new QSlider(Qt::Horizontal, this);
    temperature_->setObjectName("liveTemperature");
    temperature_->setAccessibleName(tr("Temperature"));
    // hundredths: the session's whole range, 0.05 … 5.00
    temperature_->setRange(static_cast<int>(std::lround(SessionController::kMinTemperature * 100)),
                           static_cast<int>(std::lround(SessionController::kMaxTemperature * 100)));
    temperature_->setValue(static_cast<int>(std::lround(session_->temperature() * 100)));
    temperatureLabel_ = new QLabel(this);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Temperature"), this));
    row->addWidget(temperature_, 1);
    row->addWidget(temperatureLabel_);
    // takes the room only when the slider is hidden (an export): "Temperature 1.00" stays together
    row->addStretch();
    caption_ = new QLabel(this);
    caption_->setObjectName("logitsCaption");
    caption_->setWordWrap(true);  // a long token wraps the line rather than being cut
    caption_->setTextFormat(Qt::PlainText);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(caption_);
    layout->addWidget(chartView_, 1);
    redraw_ = new CoalescedUpdate([this] { drawChart(); }, this);
    auto changed = [this] {
        recompute();
        redraw_->schedule();
    };
    // the session holds the temperature (the controls' box shows it too)
    connect(temperature_, &QSlider::valueChanged, this, [this](int hundredths) { session_->setTemperature(hundredths / 100.0); });
    connect(session_, &SessionController::temperatureChanged, this, [this, changed](double t) {
        const QSignalBlocker block(temperature_);
        temperature_->setValue(static_cast<int>(std::lround(t * 100)));
        changed();
    });
    connect(session_, &SessionController::currentChanged, this, changed);
    connect(chart_, &LogitsChart::barClicked, this, &LogitsView::forceBar);
    refresh();
}

double LogitsView::temperature() const { return session_->temperature(); }

void LogitsView::setTemperature(double t) { session_->setTemperature(t); }

void LogitsView::forceBar(int index) {
    if (index >= 0 && index < bars_.ids.size()) session_->forceToken(bars_.ids[index]);
}

void LogitsView::flushPendingUpdate() { redraw_->flush(); }

bool LogitsView::updatePending() const { return redraw_->pending(); }

QString LogitsView::captionText() const { return caption_->text(); }

void LogitsView::refresh() {
    chart_->applyTheme(currentTheme(), font());
    recompute();
    redraw_->cancel();
    drawChart();
}

void LogitsView::recompute() {
    temperatureLabel_->setText(QString::number(temperature(), 'f', 2));
    bars_ = logitsBars(session_->current(), temperature(), kMaxBars);
    caption_->setText(caption());
}

void LogitsView::drawChart() { chart_->setBars(bars_); }

QString LogitsView::caption() const {
    const StepView* s = session_->current();
    if (!s) return tr("Next-token probabilities appear after the prefill");
    const StepRecord& r = *s->record;
    QString text = tr("After “%1”: chosen “%2”%3")
                       .arg(s->tokens.value(s->tokens.size() - 1), s->chosen, r.forced ? tr(" (forced)") : QString());
    // A long run of a big model may have dropped the full logits (recording budget): then the
    // bars show the probabilities the step computed, at its own temperature (the live one is
    // the slider's, just above).
    if (!bars_.live)
        text = tr("%1 · probabilities as the step computed them, at T\u00a0=\u00a0%2")
                   .arg(text)
                   .arg(r.sampling.greedy() ? 1.0 : r.sampling.temperature, 0, 'f', 2);
    // a narrowed or quantized cache (the KV cache lab): how far it moved the distribution
    if (r.exactComparison) {
        const ExactComparison& e = *r.exactComparison;
        text = tr("%1 · KL from the exact cache %2 nats; exact: “%3” (%4 %)")
                   .arg(text, QString::fromStdString(formatNumber(e.kl, 3)), s->exactChoice)
                   .arg(100 * e.exactTopProbability, 0, 'f', 1);
    }
    // the class in presentation mode has the teacher to tell them; the line is theirs
    if (!currentTheme().presentation) text = tr("%1 · click a bar to force another token").arg(text);
    return text;
}

}  // namespace kvscope::ui
