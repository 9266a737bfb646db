#include "ui/lab/speculative_script.h"

#include <cstdio>

#include "ui/export/exportable_view.h"
#include "ui/export/view_image.h"
#include "ui/lab/acceptance_chart.h"
#include "ui/lab/speculative_window.h"

namespace kvscope::ui {

namespace {
constexpr int kTickMs = 20, kGiveUpTicks = 120 * 1000 / kTickMs;  // two minutes
}

SpeculativeScript::SpeculativeScript(SpeculativeWindow* window, int rounds, QString screenshot, QObject* parent)
    : QObject(parent), window_(window), rounds_(rounds), screenshot_(std::move(screenshot)) {
    timer_.setInterval(kTickMs);
    connect(&timer_, &QTimer::timeout, this, &SpeculativeScript::tick);
}

void SpeculativeScript::start() { timer_.start(); }

void SpeculativeScript::fail(const QString& message) {
    timer_.stop();
    std::fprintf(stderr, "kvscope: %s\n", qPrintable(message));
    emit finished(1);
}

void SpeculativeScript::printSweep() const {
    const SpeculationSweepView& s = window_->chart()->sweep();
    std::printf("kvscope: %d tokens after the prompt, %s drafting for %s:\n", s.tokens, qPrintable(s.draft),
                qPrintable(s.target));
    for (const SpeculationPointView& p : s.points)
        std::printf("kvscope:   k %d: %3.0f %% accepted, %.2f target passes per token, speed-up %.2fx measured, "
                    "%.2fx predicted for a weight-bound decoder\n",
                    p.k, 100 * p.acceptance, p.targetPassesPerToken, p.speedUp, p.predictedSpeedUp);
}

void SpeculativeScript::tick() {
    if (!window_->lastError().isEmpty()) return fail(window_->lastError());
    if (++ticks_ > kGiveUpTicks) return fail("the speculative-decoding lab did not finish within two minutes");
    if (!window_->idle()) return;
    switch (stage_) {
    case Stage::Loading:
        if (!window_->ready()) return;
        window_->measure();
        stage_ = Stage::Measuring;
        return;
    case Stage::Measuring:
        if (window_->measuring()) return;
        printSweep();
        stage_ = Stage::Rounds;
        [[fallthrough]];
    case Stage::Rounds:
        if (asked_) std::printf("kvscope: %s\n", qPrintable(window_->roundSentence()));
        if (window_->rounds() < rounds_) {
            asked_ = true;
            window_->nextRound();
            return;
        }
        stage_ = Stage::Done;
        break;
    case Stage::Done:
        return;
    }
    timer_.stop();
    if (screenshot_.isEmpty()) return emit finished(0);
    settleForCapture(window_);
    const QString error = writePng(window_->grab().toImage(), screenshot_);
    if (!error.isEmpty()) return fail(error);
    std::printf("kvscope: wrote %s\n", qPrintable(screenshot_));
    emit finished(0);
}

}  // namespace kvscope::ui
