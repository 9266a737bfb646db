#include "ui/lab/speculative_window.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QScreen>
#include <QPushButton>
#include <QSpinBox>
#include <QVariantAnimation>
#include <QVBoxLayout>
#include <cmath>

#include "ui/export/exportable_view.h"
#include "ui/export/view_image.h"
#include "ui/lab/acceptance_chart.h"
#include "ui/lab/cache_rows.h"
#include "ui/lab/round_strip.h"
#include "ui/lab/speculative_controller.h"
#include "ui/lab/verification_map.h"
#include "ui/session/session_controller.h"
#include "ui/views/view_transition.h"

namespace kvscope::ui {

namespace {


// 1234567 → "1.23 M" multiply-adds
QString macs(double n) {
    if (n >= 1e9) return QString::number(n / 1e9, 'f', 2) + " G";
    if (n >= 1e6) return QString::number(n / 1e6, 'f', 2) + " M";
    if (n >= 1e3) return QString::number(n / 1e3, 'f', 1) + " k";
    return QString::number(n, 'f', 0);
}

QString percent(double share) { return QString::number(std::lround(100 * share)) + " %"; }

QString quoted(const QString& token) { return QString("“%1”").arg(token); }

}  // namespace

SpeculativeWindow::SpeculativeWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), controller_(new SpeculativeController(this)) {
    setWindowTitle(tr("Speculative decoding — KVScope"));
    setObjectName("speculativeWindow");

    models_ = new QLabel;
    draft_ = new QComboBox;
    draft_->setAccessibleName(tr("Draft model"));
    for (const SessionController::BuiltinModel& m : SessionController::builtinModels())
        if (m.name != QLatin1String("weather")) draft_->addItem(m.label, m.name);  // the toy cannot draft
    // the user's own draft (same vocabulary as the target): a folder or a GGUF file
    draft_->addItem(tr("Model folder…"), QStringLiteral(":folder"));
    draft_->addItem(tr("GGUF file…"), QStringLiteral(":gguf"));
    draft_->setCurrentIndex(std::max(0, draft_->findData("tiny-draft")));
    draftSource_ = draft_->currentData().toString();
    k_ = new QSpinBox;
    k_->setRange(1, 16);
    k_->setValue(4);
    k_->setPrefix("k = ");
    k_->setAccessibleName(tr("Tokens the draft proposes a round"));
    layer_ = new QSpinBox;
    layer_->setPrefix(tr("layer "));
    layer_->setRange(1, 1);
    layer_->setAccessibleName(tr("Layer of the verification heatmap"));
    head_ = new QSpinBox;
    head_->setPrefix(tr("head "));
    head_->setRange(1, 1);
    head_->setAccessibleName(tr("Head of the verification heatmap"));
    restart_ = new QPushButton(tr("Restart"));
    next_ = new QPushButton(tr("Next round"));
    next_->setShortcut(Qt::Key_N);
    next_->setToolTip(tr("The draft proposes, the target verifies (N)"));
    play_ = new QPushButton(tr("Play"));
    play_->setCheckable(true);
    measure_ = new QPushButton(tr("Measure k = 1 … %1").arg(kSweepMaxK));
    measure_->setToolTip(tr("%1 tokens by plain decoding and by speculative decoding with each k, timed").arg(kSweepTokens));
    save_ = new QPushButton(tr("Save picture…"));
    save_->setToolTip(tr("The window as a PNG, for a slide"));
    cancel_ = new QPushButton(tr("Cancel"));
    cancel_->setObjectName("cancelMeasure");
    progress_ = new QProgressBar;
    progress_->setTextVisible(false);
    progress_->setMaximumWidth(160);

    auto* controls = new QHBoxLayout;
    controls->addWidget(models_);
    controls->addWidget(new QLabel(tr("Draft:")));
    controls->addWidget(draft_);
    controls->addWidget(k_);
    controls->addWidget(layer_);
    controls->addWidget(head_);
    controls->addStretch();
    controls->addWidget(restart_);
    controls->addWidget(play_);
    controls->addWidget(next_);
    controls->addWidget(save_);

    sentence_ = new QLabel;
    sentence_->setWordWrap(true);
    sentence_->setTextFormat(Qt::PlainText);
    strip_ = new RoundStrip;
    map_ = new VerificationMap;
    targetCache_ = new CacheRows(CacheRows::Side::Target);
    draftCache_ = new CacheRows(CacheRows::Side::Draft);
    work_ = new QLabel;
    work_->setTextFormat(Qt::PlainText);
    work_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    work_->setWordWrap(true);
    work_->setAccessibleName(tr("Work so far"));
    chart_ = new AcceptanceChart;
    status_ = new QLabel;
    status_->setWordWrap(true);

    auto* middle = new QHBoxLayout;
    middle->addWidget(map_, 3);
    middle->addWidget(targetCache_, 1);
    middle->addWidget(draftCache_, 1);

    auto* measureRow = new QHBoxLayout;
    measureRow->addWidget(measure_);
    measureRow->addWidget(progress_);
    measureRow->addWidget(cancel_);
    measureRow->addStretch();
    auto* workColumn = new QVBoxLayout;
    workColumn->addWidget(work_);
    workColumn->addLayout(measureRow);
    workColumn->addWidget(status_);
    workColumn->addStretch(1);
    auto* bottom = new QHBoxLayout;
    bottom->addLayout(workColumn, 2);
    bottom->addWidget(chart_, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(sentence_);
    layout->addWidget(strip_);
    layout->addLayout(middle, 3);
    layout->addLayout(bottom, 2);

    reveal_ = new QVariantAnimation(this);
    reveal_->setObjectName(kViewTransition);  // captures show the round decided
    reveal_->setStartValue(0.0);
    reveal_->setEndValue(4.0);
    connect(reveal_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) { setPhase(v.toDouble()); });
    connect(reveal_, &QVariantAnimation::finished, this, [this] {
        setPhase(4.0);
        updateControls();
        if (play_->isChecked()) nextRound();
        if (idle()) emit idleChanged(true);
    });

    connect(controller_, &SpeculativeController::ready, this, &SpeculativeWindow::onReady);
    connect(controller_, &SpeculativeController::roundReady, this, &SpeculativeWindow::onRound);
    connect(controller_, &SpeculativeController::sweepReady, this, &SpeculativeWindow::onSweep);
    connect(controller_, &SpeculativeController::failed, this, &SpeculativeWindow::onFailed);
    connect(controller_, &SpeculativeController::sweepProgress, this, [this](int done, int total) {
        progress_->setRange(0, total);
        progress_->setValue(done);
    });
    connect(controller_, &SpeculativeController::sweepCancelled, this, [this] {
        measuring_ = false;
        status_->setText(tr("Measuring was cancelled."));
        updateControls();
    });
    connect(controller_, &SpeculativeController::busyChanged, this, [this](bool busy) {
        updateControls();
        if (!busy && idle()) emit idleChanged(true);
    });
    connect(draft_, &QComboBox::activated, this, [this] {
        QString source = draft_->currentData().toString();
        if (source.startsWith(':')) {  // "Model folder…", "GGUF file…"
            source = source == QLatin1String(":folder")
                         ? QFileDialog::getExistingDirectory(this, tr("Draft model folder"))
                         : QFileDialog::getOpenFileName(this, tr("Draft model"), QString(), tr("GGUF models (*.gguf)"));
            if (source.isEmpty()) {  // kept the draft it had
                const int i = draft_->findData(draftSource_);
                if (i >= 0) draft_->setCurrentIndex(i);
                return;
            }
        }
        setDraft(source);
    });
    connect(k_, &QSpinBox::valueChanged, this, [this] { restart(); });
    connect(layer_, &QSpinBox::valueChanged, this, [this](int layer) { controller_->setLayer(layer - 1); });
    connect(head_, &QSpinBox::valueChanged, this, [this](int head) { map_->setHead(head - 1); });
    connect(restart_, &QPushButton::clicked, this, &SpeculativeWindow::restart);
    connect(next_, &QPushButton::clicked, this, &SpeculativeWindow::nextRound);
    connect(play_, &QPushButton::toggled, this, [this](bool on) {
        if (on && idle()) nextRound();
    });
    connect(measure_, &QPushButton::clicked, this, &SpeculativeWindow::measure);
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save picture"), "speculative-decoding.png",
                                                          tr("PNG images (*.png)"));
        if (path.isEmpty()) return;
        settleForCapture(this);
        const QString error = writePng(grab().toImage(), path);
        status_->setText(error.isEmpty() ? tr("Saved %1").arg(path) : error);
    });
    connect(cancel_, &QPushButton::clicked, controller_, &SpeculativeController::cancel);
    strip_->setWhatsThis(tr("<p><b>A round.</b> The end of the text so far, then the draft's proposals — dashed "
                            "while tentative, with the draft's probability <i>q</i> under each and the target's "
                            "<i>p</i> once its one pass has scored them. A proposal is kept with probability "
                            "min(1, p/q), from the left; the first one refused is struck out with all after it, "
                            "and the target adds a token of its own: drawn from max(0, p − q) in place of the "
                            "refused one, or a bonus token when every proposal was kept.</p>"));
    map_->setWhatsThis(tr("<p><b>The verification pass.</b> The target scores all k drafted tokens in one forward "
                          "pass, like a short prefill: k + 1 query rows (the token the round feeds and the k "
                          "proposals) over the keys each may see. Rows and key columns of refused positions are "
                          "veiled: their work is thrown away.</p>"));
    const QString caches = tr("<p><b>The KV caches.</b> Rows the round wrote are green; rows of refused positions "
                              "are struck out and removed — rolled back — so both caches hold the accepted text "
                              "only.</p>");
    targetCache_->setWhatsThis(caches);
    draftCache_->setWhatsThis(caches);
    chart_->setWhatsThis(tr("<p><b>Against k.</b> The same %1 tokens by plain decoding and by speculative decoding "
                            "with k = 1 … %2: the share of proposals accepted (bars), target passes per token "
                            "(under each k), the measured speed-up and the one predicted when a pass costs the "
                            "reading of its model's weights (1× marks break-even).</p>")
                             .arg(kSweepTokens)
                             .arg(kSweepMaxK));
    updateControls();
    // 1200×760 where the screen has room, else what it has (a 1280×720 projector), less what
    // a window manager's title bar and borders take
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1200, 808);
    resize(std::min(1200, room.width() - 8), std::min(760, room.height() - 48));
}

SpeculativeWindow::~SpeculativeWindow() = default;

void SpeculativeWindow::setTarget(const QString& source, const QString& label, bool half, const QString& prompt,
                                  const SamplingParams& sampling) {
    targetSource_ = source;
    targetLabel_ = label;
    half_ = half;
    prompt_ = prompt;
    sampling_ = sampling;
    restart();
}

void SpeculativeWindow::setDraft(const QString& nameOrPath) {
    draftSource_ = nameOrPath;
    int i = draft_->findData(nameOrPath);
    if (i < 0) {  // a folder or file: listed by its name, before "Model folder…"
        i = draft_->findData(QStringLiteral(":folder"));
        draft_->insertItem(i, QFileInfo(nameOrPath).fileName(), nameOrPath);
        draft_->setItemData(i, nameOrPath, Qt::ToolTipRole);
    }
    draft_->setCurrentIndex(i);
    restart();
}

void SpeculativeWindow::setK(int k) { k_->setValue(k); }  // restarts when it changes

void SpeculativeWindow::restart() {
    if (targetSource_.isEmpty()) return;
    ready_ = false;
    rounds_ = 0;
    error_.clear();
    play_->setChecked(false);
    reveal_->stop();
    strip_->clear();
    map_->clear();
    targetCache_->clear();
    draftCache_->clear();
    chart_->clear();
    work_->clear();
    sentence_->setText(tr("Loading %1 and %2…").arg(targetLabel_, draftSource_));
    status_->clear();
    measuring_ = false;
    controller_->start(targetSource_, draftSource_, half_, prompt_, k_->value(), layer_->value() - 1, sampling_);
    updateControls();
}

void SpeculativeWindow::onReady(const QString& target, const QString& draft, int layers, int heads) {
    ready_ = true;
    models_->setText(tr("Target: %1").arg(target));
    layer_->blockSignals(true);
    layer_->setRange(1, layers);
    layer_->blockSignals(false);
    head_->blockSignals(true);
    head_->setRange(1, heads);
    head_->blockSignals(false);
    sentence_->setText(tr("%1 drafts %2 tokens a round for %3. Next round: the draft proposes, the target verifies them "
                          "all in one pass.")
                           .arg(draft)
                           .arg(k_->value())
                           .arg(target));
    updateControls();
}

void SpeculativeWindow::nextRound() {
    if (reveal_->state() == QAbstractAnimation::Running) {  // asked again during the reveal: show it decided
        reveal_->setCurrentTime(reveal_->duration());
        return;
    }
    if (!ready_ || controller_->busy()) return;
    controller_->nextRound();
    updateControls();
}

void SpeculativeWindow::measure() {
    if (!ready_ || measuring_) return;
    measuring_ = true;
    play_->setChecked(false);
    progress_->setRange(0, kSweepMaxK + 1);
    progress_->setValue(0);
    status_->setText(tr("Measuring k = 1 … %1: %2 tokens each…").arg(kSweepMaxK).arg(kSweepTokens));
    controller_->measure(kSweepTokens, kSweepMaxK);
    updateControls();
}

void SpeculativeWindow::onRound(const SpeculativeRoundView& r) {
    rounds_ = r.number;
    strip_->setRound(r);
    map_->setRound(r);
    targetCache_->setRound(r);
    draftCache_->setRound(r);
    showWork(r);

    const QString rejected = r.accepted < r.k() ? quoted(r.drafted.at(r.accepted)) : QString();
    QString s = tr("Round %1 at position %2: the draft proposed %3 tokens one at a time; the target scored them all "
                   "in one pass and accepted %4.")
                    .arg(r.number)
                    .arg(r.position)
                    .arg(r.k())
                    .arg(r.accepted);
    s += ' ';
    s += r.resampled ? tr("It rejected %1 and drew %2 from what it wanted more than the draft did.").arg(rejected, quoted(r.next))
                     : tr("The target agreed with all of them, so its pass also gave %1, a bonus token.").arg(quoted(r.next));
    s += ' ';
    const QString gained = r.accepted == 0 ? tr("+1 token") : tr("+%1 tokens").arg(r.accepted + 1);
    s += tr("%1 for 1 target pass; %2 target and %3 draft cache rows rolled back.")
             .arg(gained)
             .arg(r.targetWritten - r.targetKept)
             .arg(r.draftWritten - r.draftKept);
    sentence_->setText(s);
    if (animationMs_ > 0) {
        reveal_->setDuration(4 * animationMs_);
        reveal_->start();
    } else {
        setPhase(4.0);
    }
    updateControls();
}

void SpeculativeWindow::showWork(const SpeculativeRoundView& r) {
    const double perToken = r.generated ? double(r.targetPasses) / r.generated : 0;
    const double specMacs = double(r.targetMacs + r.draftMacs), plain = double(r.plainMacs);
    const double seconds = r.targetSeconds + r.draftSeconds;
    QStringList lines;
    const QString tokens = r.generated == 1 ? tr("1 token") : tr("%1 tokens").arg(r.generated);
    lines << (r.rounds == 1 ? tr("Generated: %1 in 1 round").arg(tokens)
                            : tr("Generated: %1 in %2 rounds").arg(tokens).arg(r.rounds));
    lines << tr("Target passes: %1 = %2 per token (plain decoding: 1)").arg(r.targetPasses).arg(perToken, 0, 'f', 2);
    lines << tr("Draft passes: %1; drafted tokens accepted: %2 of %3 (%4)")
                 .arg(r.draftPasses)
                 .arg(r.acceptedTotal)
                 .arg(r.draftedTotal)
                 .arg(percent(r.draftedTotal ? double(r.acceptedTotal) / r.draftedTotal : 0));
    if (r.generated > 0)
        lines << tr("Multiply-adds per token: %1 (the draft's share %2) against %3 plain")
                     .arg(macs(specMacs / r.generated), percent(specMacs > 0 ? r.draftMacs / specMacs : 0),
                          macs(plain / r.generated));
    if (seconds > 0)
        lines << tr("Time so far: target %1 ms, draft %2 ms (the draft's share %3)")
                     .arg(r.targetSeconds * 1e3, 0, 'f', 1)
                     .arg(r.draftSeconds * 1e3, 0, 'f', 1)
                     .arg(percent(r.draftSeconds / seconds));
    work_->setText(lines.join('\n'));
}

void SpeculativeWindow::onSweep(const SpeculationSweepView& sweep) {
    measuring_ = false;
    chart_->setSweep(sweep);
    status_->clear();
    updateControls();
}

void SpeculativeWindow::onFailed(const QString& message) {
    error_ = message;
    measuring_ = false;
    play_->setChecked(false);
    status_->setText(message);
    updateControls();
}

void SpeculativeWindow::setPhase(double phase) {
    strip_->setPhase(phase);
    map_->setPhase(phase);
    targetCache_->setPhase(phase);
    draftCache_->setPhase(phase);
}

void SpeculativeWindow::setAnimationMs(int ms) {
    animationMs_ = std::max(0, ms);
    if (animationMs_ == 0 && reveal_->state() == QAbstractAnimation::Running) {
        reveal_->stop();
        setPhase(4.0);
    }
}

bool SpeculativeWindow::idle() const {
    return !controller_->busy() && reveal_->state() != QAbstractAnimation::Running;
}

QString SpeculativeWindow::lastError() const { return error_; }
QString SpeculativeWindow::roundSentence() const { return sentence_->text(); }
QString SpeculativeWindow::workText() const { return work_->text(); }

void SpeculativeWindow::updateControls() {
    const bool busy = controller_->busy();
    next_->setEnabled(ready_ && !busy);  // during a reveal it shows the round decided
    play_->setEnabled(ready_ && !measuring_);
    measure_->setEnabled(ready_ && !busy);
    cancel_->setVisible(measuring_);
    progress_->setVisible(measuring_);
    restart_->setEnabled(!targetSource_.isEmpty());
    save_->setEnabled(rounds_ > 0 || chart_->hasSweep());
}

}  // namespace kvscope::ui
