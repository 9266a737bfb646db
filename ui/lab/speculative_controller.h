#pragma once
// The speculative-decoding window's link to the core: a target, a draft and a
// SpeculativeDecoder on a worker thread of its own (the main session's engine is not
// disturbed), asked for one round at a time or for a sweep over k. Results come back as
// display data (ui/lab/speculative_views.h) through the same mailboxes the session uses
// (ui/session/mailbox.h says why). A new start or cancel() stops a sweep between passes.

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>

#include "core/sampler.h"
#include "ui/lab/speculative_views.h"

namespace kvscope::ui {

class Mailbox;
struct SpeculativeWork;

class SpeculativeController : public QObject {
    Q_OBJECT
public:
    explicit SpeculativeController(QObject* parent = nullptr);
    ~SpeculativeController() override;

    // Loads both models (names or folders, as File › Open takes them) unless they are the ones
    // loaded, and starts over on `prompt` (the target's example when empty). Rounds draft `k`
    // tokens and record the verification pass's attention in `layer`.
    void start(const QString& target, const QString& draft, bool halfPrecision, const QString& prompt, int k,
               int layer, const SamplingParams& sampling);
    void nextRound();
    // The layer the next rounds record (the current round keeps its own).
    void setLayer(int layer);
    // `tokens` tokens by plain decoding and by speculative decoding with k = 1 .. maxK, timed.
    void measure(int tokens, int maxK);
    // Stops a sweep (between two passes) and drops the results of every request made before;
    // rounds are too short to need stopping.
    void cancel();

    bool busy() const { return pending_ > 0; }
    bool started() const { return started_; }

signals:
    // Both models are loaded and the prompt is in both caches.
    void ready(const QString& target, const QString& draft, int layers, int heads);
    void roundReady(const kvscope::ui::SpeculativeRoundView& round);
    void sweepProgress(int done, int total);
    void sweepReady(const kvscope::ui::SpeculationSweepView& sweep);
    void sweepCancelled();
    void failed(const QString& message);
    void busyChanged(bool busy);

private:
    // Runs `work` on the worker thread with the worker's state; results come back by fromWorker_.
    void post(std::function<void(SpeculativeWork&)> work);
    void finished();  // one posted request done (in the GUI thread)
    // A result of a request made in `generation` is shown only while no start or cancel came
    // after it.
    bool current(quint64 generation) const;

    QThread thread_;
    Mailbox* toWorker_ = nullptr;
    Mailbox* fromWorker_ = nullptr;
    std::shared_ptr<SpeculativeWork> work_;        // touched by the worker thread only
    std::shared_ptr<std::atomic<quint64>> generation_;  // raised by start() and cancel()
    int pending_ = 0;
    bool started_ = false;
};

}  // namespace kvscope::ui

Q_DECLARE_METATYPE(kvscope::ui::SpeculativeRoundView)
Q_DECLARE_METATYPE(kvscope::ui::SpeculationSweepView)
