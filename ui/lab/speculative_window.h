#pragma once
// Lab › Speculative decoding: the main window's model verifies what a draft model proposes.
// One round at a time (or playing): the round strip, the verification pass's attention, both
// KV caches with their rolled-back rows, the work counted so far, and a chart of acceptance
// and speed-up against k. Its own worker (ui/lab/speculative_controller.h) runs the models, so
// the main session is left as it was.

#include <QPointer>
#include <QWidget>

#include "core/sampler.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QVariantAnimation;

namespace kvscope::ui {

class AcceptanceChart;
class CacheRows;
class RoundStrip;
class SpeculativeController;
class VerificationMap;
struct SpeculationSweepView;
struct SpeculativeRoundView;

class SpeculativeWindow : public QWidget {
    Q_OBJECT
public:
    explicit SpeculativeWindow(QWidget* parent = nullptr);
    ~SpeculativeWindow() override;

    // The model that verifies (a built-in name or a folder, as File › Open takes it), its label,
    // its weights' precision and the prompt; starts over.
    void setTarget(const QString& source, const QString& label, bool halfPrecision, const QString& prompt,
                   const SamplingParams& sampling);
    // A built-in model's name or a folder; starts over.
    void setDraft(const QString& nameOrPath);
    void setK(int k);
    void restart();
    // The next round; while a round is being revealed, its end (the verdicts, the roll-back).
    void nextRound();
    // Plain against speculative decoding for k = 1 … 8 (kSweepTokens tokens each).
    void measure();
    static constexpr int kSweepTokens = 40, kSweepMaxK = 8;
    // The reveal of a round takes 4 × ms (0: rounds arrive decided).
    void setAnimationMs(int ms);

    // Nothing in flight and no round being revealed (scripted runs wait for it).
    bool idle() const;
    int rounds() const { return rounds_; }
    bool ready() const { return ready_; }        // both models loaded, the prompt in
    bool measuring() const { return measuring_; }
    QString lastError() const;
    QString roundSentence() const;  // what the header says of the newest round
    QString workText() const;       // the work figures, as plain text

    RoundStrip* strip() const { return strip_; }
    VerificationMap* verification() const { return map_; }
    CacheRows* targetCache() const { return targetCache_; }
    CacheRows* draftCache() const { return draftCache_; }
    AcceptanceChart* chart() const { return chart_; }
    SpeculativeController* controller() const { return controller_; }

signals:
    void idleChanged(bool idle);

private:
    void onReady(const QString& target, const QString& draft, int layers, int heads);
    void onRound(const SpeculativeRoundView& round);
    void onSweep(const SpeculationSweepView& sweep);
    void onFailed(const QString& message);
    void setPhase(double phase);
    void updateControls();
    void showWork(const SpeculativeRoundView& round);

    SpeculativeController* controller_;
    QString targetSource_, targetLabel_, draftSource_, prompt_;
    bool half_ = false;
    SamplingParams sampling_;

    QLabel* models_;
    QComboBox* draft_;
    QSpinBox* k_;
    QSpinBox* layer_;
    QSpinBox* head_;
    QPushButton* restart_;
    QPushButton* next_;
    QPushButton* play_;
    QPushButton* measure_;
    QPushButton* save_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* sentence_;
    RoundStrip* strip_;
    VerificationMap* map_;
    CacheRows* targetCache_;
    CacheRows* draftCache_;
    QLabel* work_;
    AcceptanceChart* chart_;
    QLabel* status_;
    QVariantAnimation* reveal_;

    int animationMs_ = 400;
    int rounds_ = 0;
    bool ready_ = false, measuring_ = false;
    QString error_;
};

}  // namespace kvscope::ui
