#pragma once
// Runs the core engine on the worker thread. Every request carries a Ticket: its job id, which
// comes back with the result, and the generation of the session it was made for. The
// controller raises the generation (an atomic both threads read) when a load, reset, fork or
// new prefill makes older work void; the worker then skips requests of older generations and
// stops one already running between two layers (core/stop_check.h), so no work is done for
// nobody and no result of a void request changes the worker's state afterwards.
// Results are snapshots of the core's own timeline (TimelineSnapshot): the controller keeps
// no timeline of its own to keep in step.

#include <QObject>
#include <atomic>
#include <memory>
#include <optional>

#include "core/recording_policy.h"
#include "core/sampler.h"
#include "core/timeline.h"
#include "core/work_meter.h"
#include "ui/session/step_view.h"

namespace kvscope {
class Engine;
class Model;
class Tokenizer;
}

namespace kvscope::ui {

// What the views need of a model and of a step, in display text (also used by benchmarks that
// feed the views steps of their own).
ModelSummary summarizeModel(const Model& model, const QString& source);
StepView describeStep(const StepPtr& record, const Tokenizer& tokenizer);

// Generations the controller raises and the worker reads (shared by both threads).
struct Generations {
    std::atomic<quint64> run{0};     // raised by a load, reset, fork or new prefill
    std::atomic<quint64> detail{0};  // raised when the layer to recompute changes (and with run)
    std::atomic<quint64> load{0};    // the newest load request
    std::atomic<quint64> overview{0};  // raised when the model view's layers are not wanted (and with run)
    std::atomic<quint64> exact{0};     // raised when the exact cache's layer is not wanted (and with run)
};

struct Ticket {
    quint64 job = 0;
    quint64 generation = 0;  // Generations::run (or ::detail for layer requests) when made
};

// The engine's timeline after a request, the display text of the step it produced (none for
// an undo or redo of a fork), and the steps the latest fork set aside (Engine::swapBranch).
struct TimelineSnapshot {
    Timeline timeline;
    StepView newest;
    std::vector<StepPtr> otherBranch;
    int fork = -1;  // the step the other branch leaves the timeline at; -1 without one
};

class EngineWorker : public QObject {
    Q_OBJECT
public:
    explicit EngineWorker(std::shared_ptr<const Generations> generations);
    ~EngineWorker() override;

public slots:
    // halfPrecision: keep a GPT-2 model's weight matrices in f16 (core/weight_matrix.h);
    // kv: how the engine's cache stores K and V (core/kv_cache.h); kvHeads > 0: a GPT-2 model's
    // K/V heads mean-pooled into that many (core/lab/kv_lab.h), each step compared with the
    // model as trained.
    // `load` is the request's number in Generations::load: a load overtaken by a newer one
    // before it finishes leaves the engine alone.
    void loadModel(quint64 job, quint64 load, const QString& nameOrPath, bool halfPrecision, const kvscope::KvFormat& kv,
                   int kvHeads = 0);
    // Encodes `prompt` and runs the prefill; the previous run is kept when it fails.
    void prefill(kvscope::ui::Ticket ticket, const QString& prompt, kvscope::CacheMode mode,
                 const kvscope::SamplingParams& sampling, const kvscope::RecordingPolicy& policy);
    // Decodes after `last`, the newest step the controller shows (checked against the engine's
    // own timeline: steps after it, which the controller never accepted, are dropped).
    void decode(kvscope::ui::Ticket ticket, kvscope::StepPtr last, kvscope::CacheMode mode,
                const kvscope::SamplingParams& sampling, const kvscope::RecordingPolicy& policy);
    // Forks at `step` (index and identity): keeps the steps up to it and picks its next token
    // again, sampled (forcedToken < 0) or forced.
    void rechoose(kvscope::ui::Ticket ticket, kvscope::StepPtr step, const kvscope::SamplingParams& sampling,
                  int forcedToken);
    // Undo or redo of the latest fork (Engine::swapBranch): the steps it set aside come back.
    void swapBranch(kvscope::ui::Ticket ticket);
    // Layer `layer` of `step` in full (Engine::recordLayer), for a record that keeps less.
    void recordLayer(kvscope::ui::Ticket ticket, kvscope::StepPtr step, int layer);
    // Layer `layer` of `step` as the exact cache attends (Engine::exactLayer): the KV cache
    // lab's difference heatmaps.
    void exactLayer(kvscope::ui::Ticket ticket, kvscope::StepPtr step, int layer);
    // Layers `layers` of `step` recorded again in one pass and pooled into bins of `bin`
    // positions (the model view's thumbnails; ui/session/pooled_attention.h).
    void poolLayers(kvscope::ui::Ticket ticket, kvscope::StepPtr step, std::vector<int> layers, int bin);

signals:
    void modelLoaded(quint64 job, const kvscope::ui::ModelSummary& summary);
    void timelineReady(quint64 job, const kvscope::ui::TimelineSnapshot& snapshot);
    void layerReady(quint64 job, const kvscope::StepPtr& step, int layer,
                    const std::shared_ptr<const kvscope::LayerTrace>& trace);
    void exactLayerReady(quint64 job, const kvscope::StepPtr& step, int layer,
                         const std::shared_ptr<const kvscope::LayerTrace>& trace);
    void layersPooled(quint64 job, const kvscope::StepPtr& step, const std::vector<int>& layers,
                      const std::vector<std::shared_ptr<const kvscope::ui::PooledLayer>>& pooled);
    void failed(quint64 job, const QString& message);
    // The request was void (an older generation) or stopped; the engine is as before it.
    void cancelled(quint64 job);
    // A layer of the request's forward pass began: (layers done, layers) of that pass.
    void progress(quint64 job, int done, int total);

private:
    // Runs one request if its generation is still current, with a stop check on that
    // generation; failures become failed(job, message), a stop becomes cancelled(job).
    template <typename Work>
    void run(Ticket ticket, const std::atomic<quint64>& generation, Work&& work);
    Engine& engine();                    // throws Error when no model is loaded
    int indexOf(const StepPtr& step);    // its place in the engine's timeline; Error if absent
    TimelineSnapshot snapshot(const StepPtr& newest) const;

    std::shared_ptr<const Generations> generations_;
    std::unique_ptr<Engine> engine_;
};

}  // namespace kvscope::ui

Q_DECLARE_METATYPE(kvscope::CacheMode)
Q_DECLARE_METATYPE(kvscope::SamplingParams)
Q_DECLARE_METATYPE(kvscope::ui::Ticket)
Q_DECLARE_METATYPE(kvscope::RecordingPolicy)
Q_DECLARE_METATYPE(kvscope::ui::TimelineSnapshot)
Q_DECLARE_METATYPE(kvscope::StepPtr)
Q_DECLARE_METATYPE(std::shared_ptr<const kvscope::LayerTrace>)
