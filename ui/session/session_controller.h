#pragma once
// The one place the UI meets the core. Owns the engine on a worker thread and asks it for one
// step at a time; holds the newest snapshot of the engine's timeline (the steps the user
// scrubs), the cursor, the selected query row and layer. A load, reset, fork or new prefill
// raises the session's generation: work of older generations is skipped or stopped by the
// worker and its results dropped here (engine_worker.h). When the records of the steps shown
// keep the selected layer only reduced (the recording budget), the controller asks the worker
// to recompute it, one step at a time, and views show "recomputing" until it arrives.
// Views read from here and repaint on its signals.

#include <QObject>
#include <QThread>
#include <QVector>
#include <functional>

#include "ui/session/engine_worker.h"
#include "ui/session/sub_step.h"

namespace kvscope::ui {

class Mailbox;

class SessionController : public QObject {
    Q_OBJECT
public:
    explicit SessionController(QObject* parent = nullptr);
    ~SessionController() override;

    // The models built into the app, the default first.
    struct BuiltinModel {
        QString name;   // what loadModel() takes
        QString label;  // short, for the chooser
        QString title;  // whole, for menus and tooltips
    };
    static QVector<BuiltinModel> builtinModels();

    const ModelSummary& model() const { return model_; }
    bool hasModel() const { return !model_.name.empty(); }
    QString prompt() const { return prompt_; }
    CacheMode cacheMode() const { return cacheMode_; }
    SamplingParams sampling() const { return sampling_; }
    // The window's one temperature (issue 20, defect 8: the controls said 1.50, the logits
    // view 1.00): the logits view's slider and the controls' box both show and set it; the
    // controls sample with it unless greedy. Always in [kMinTemperature, kMaxTemperature].
    static constexpr double kMinTemperature = 0.05, kMaxTemperature = 5.0;
    double temperature() const { return temperature_; }
    bool busy() const { return pending_ != 0; }
    // What the awaited job is (for the status bar's progress).
    enum class Work { None, Loading, Prefill, Step, Other };
    Work work() const { return busy() ? work_ : Work::None; }
    // Stops the awaited job (the status bar's Cancel): step work stops between two layers and
    // the timeline stays as it was; a load is abandoned — the model in use stays, and the file
    // being read is dropped once read (a load cannot stop halfway through a file).
    void cancelWork();
    // True while the selected layer is being recomputed for a step on screen.
    bool detailPending() const { return detailJob_ != 0; }
    // Nothing in flight: no step, load or recomputation (scripted runs wait for this).
    bool idle() const { return !busy() && !detailPending() && !overviewPending() && !exactPending(); }
    // Every step up to the current one shows the selected layer in full.
    bool layerComplete() const;

    int stepCount() const { return static_cast<int>(steps_.size()); }
    const QVector<StepView>& steps() const { return steps_; }
    const StepView& step(int index) const { return steps_.at(index); }
    int currentIndex() const { return current_; }           // -1 before the prefill
    const StepView* current() const { return current_ >= 0 ? &steps_.at(current_) : nullptr; }
    SubStep subStep() const { return subStep_; }
    int selectedQuery() const;                                // a position of the current step
    int layer() const { return layer_; }
    int head() const { return head_; }  // the head the model and line views select (from 0)
    // The model view: while wanted (on screen), every layer of the steps up to the current one
    // is brought to at least its weights — the layers a record keeps less of are recorded again
    // by the worker, one pass at a time (newest step first), pooled for thumbnails
    // (StepView::pooledLayers). A pass for a step no longer shown, or no longer wanted, stops.
    void setOverviewWanted(bool wanted);
    bool overviewPending() const { return overviewJob_ != 0; }
    // The KV cache lab's difference heatmaps: the selected layer of the current step as the exact
    // f32 cache attends (Engine::exactLayer), asked of the worker by requestExactLayer() and
    // announced by exactLayerChanged(); null until it arrives, and for a step that used the exact
    // cache (nothing to compare) or the toy.
    const LayerTrace* exactLayer() const;
    // Whether the current step read a cache other than the exact one (narrowed, quantized, bounded).
    bool currentUsesLabCache() const;
    void requestExactLayer();
    bool exactPending() const { return exactJob_ != 0; }
    // Every step up to the current one holds the weights of every layer (own or pooled).
    bool overviewComplete() const;
    // When on, a new step starts at its first stage and subStepForward() reveals the rest
    // (the main window's animation drives it); when off it arrives complete. A step asked for
    // by subStepForward() starts at its first stage either way.
    void setPlayStages(bool on) { playStages_ = on; }
    // GPT-2 models keep their weight matrices in f16: half the memory, about twice the decode
    // speed, each weight rounded to 11 significant bits. A change reloads the model being
    // loaded or the open GPT-2 model (a failure keeps the old one); the toy is exact either way.
    void setHalfPrecisionWeights(bool on);
    bool halfPrecisionWeights() const { return halfPrecision_; }
    // How a real model's KV cache stores K and V: f32 (exact), f16/bf16 (half the bytes, each
    // element rounded), or f32 with older rows quantized to int8/int4 (the KV cache lab); the
    // model reads what is stored. A change reloads like the weights'.
    void setKvFormat(const KvFormat& format);
    const KvFormat& kvFormat() const { return kvFormat_; }
    // A GPT-2 model's K/V heads mean-pooled into this many per layer (GQA/MQA without
    // retraining, the KV cache lab; 0: as trained), each step measured against the model as
    // trained. A change reloads like the weights'; another model loads as trained.
    void setPooledKvHeads(int kvHeads);
    int pooledKvHeads() const { return pooledKvHeads_; }
    // What the next steps' records may hold in all (core/recording_policy.h; default 1 GiB).
    // The layer kept in full is always the selected one.
    void setRecordingBudget(qint64 bytes) { recordingBudget_ = bytes; }
    // Undo and redo of the latest fork (Engine::swapBranch): a fork sets the steps it
    // replaces aside, swapBranch() brings them back and sets aside the forked ones, and again.
    // forkIndex(): the step the two branches part at, -1 when there is nothing to swap.
    int forkIndex() const { return fork_; }
    int setAsideCount() const { return static_cast<int>(otherBranch_.size()); }
    const QVector<StepView>& otherBranch() const { return otherBranch_; }  // from forkIndex() on
    bool forkUndone() const { return forkUndone_; }  // the steps on screen are the ones before the fork
    // Queues `fn` on the worker thread after every request already sent. Tests hold the worker
    // on a latch with it to make races happen in a chosen order.
    void runOnWorker(std::function<void()> fn);

public slots:
    void loadModel(const QString& nameOrPath);
    void setPrompt(const QString& text);
    // New steps are computed in this mode; steps already recorded are shown in it (their
    // values do not depend on it; what counts as recomputed and kept does).
    void setCacheMode(kvscope::CacheMode mode);
    // A lesson decides the mode each new step is computed in (by the step's index: 0 is the
    // prefill) without changing how the steps on screen are told; empty: the toggle's mode.
    void setStepCacheModes(std::function<kvscope::CacheMode(int)> modeOfStep);
    void setSampling(const kvscope::SamplingParams& sampling);
    void setTemperature(double temperature);
    void reset();                 // forget every step; keep model and prompt
    void prefill();               // (re)start the run from the prompt
    void stepForward();           // next recorded step, else compute a decode step
    void stepBack();
    void goToStep(int index);
    // S: the next stage of the current step and no further. From a complete step: the next
    // step (recorded, else computed) at its first stage; from Ready: the prefill, likewise.
    void subStepForward();
    // The stage before the current one; from a step's first stage, the step before at its
    // last stage (a lesson's ←), told like a stage walked to (subStepChanged). Nothing before
    // the prefill's first stage.
    void subStepBack();
    void forceToken(int tokenId); // fork: the current step's next token becomes tokenId
    void swapBranch();            // undo the latest fork, or redo it when undone
    void selectQuery(int position);
    void setLayer(int layer);
    void setHead(int head);
    // Shows steps recorded elsewhere (a replayed timeline, a benchmark's synthetic record)
    // as if the engine had produced them; the engine's own run is dropped.
    // They cannot be continued or recomputed: a prefill starts a run of the engine's own.
    void showRecordedSteps(const kvscope::ui::ModelSummary& model, const QVector<kvscope::ui::StepView>& steps);

signals:
    void modelChanged();
    void timelineChanged();
    void currentChanged();        // the current step changed (or the steps): repaint everything
    void subStepChanged();        // the stage within the step (the Explain text)
    void queryChanged();          // the selected query row
    void layerChanged();          // the selected layer
    void layerDetailChanged();    // a recomputed layer arrived (or its recomputation started)
    void exactLayerChanged();     // the exact cache's layer arrived (or was asked for)
    void headChanged();           // the selected head
    void overviewChanged();       // pooled layers arrived for the model view (or were asked for)
    void busyChanged(bool busy);
    // A layer of the awaited job's forward pass began: (layers done, layers).
    void workProgress(int done, int total);
    // cancelWork() stopped something; `what` says what, for the status bar.
    void workCancelled(const QString& what);
    void idleChanged(bool idle);
    void errorOccurred(const QString& message);
    void temperatureChanged(double temperature);
    // A fork arrived (later steps set aside), or a swap of branches (forkUndone() says which way).
    void forked();
    void branchSwapped();
    // A model could not be opened (emitted just before errorOccurred with the same message).
    void loadFailed(const QString& source, const QString& message);

private:
    // After a weight or KV setting changed: the model being loaded, or the open real model, is
    // loaded again with it (a failure keeps the old one).
    void reloadForNewSettings();
    quint64 nextJob();
    // Makes every older request void, on both sides (the worker reads the generations).
    void newGeneration();
    void onModelLoaded(quint64 job, const kvscope::ui::ModelSummary& summary);
    void onTimelineReady(quint64 job, const kvscope::ui::TimelineSnapshot& snapshot);
    void onExactLayerReady(quint64 job, const kvscope::StepPtr& step, int layer,
                           const std::shared_ptr<const kvscope::LayerTrace>& trace);
    void onLayerReady(quint64 job, const kvscope::StepPtr& step, int layer,
                      const std::shared_ptr<const kvscope::LayerTrace>& trace);
    void onLayersPooled(quint64 job, const kvscope::StepPtr& step, const std::vector<int>& layers,
                        const std::vector<std::shared_ptr<const kvscope::ui::PooledLayer>>& pooled);
    void onFailed(quint64 job, const QString& message);
    void onCancelled(quint64 job);
    void onProgress(quint64 job, int done, int total);
    void setPending(quint64 job, Work work = Work::Other);
    // The requests behind prefill() and stepForward(); `firstStage`: the step arrives at its
    // first stage (for subStepForward()), not complete.
    void requestPrefill(bool firstStage);
    void requestStep(bool firstStage);
    void showStep(int index, SubStep stage);
    void setDetailJob(quint64 job);
    // Asks for the selected layer of the next step on screen that lacks it (newest first).
    void requestMissingDetail();
    void dropDetail();
    void setOverviewJob(quint64 job, StepPtr step = {});
    void setExactJob(quint64 job);
    // Asks for the next pass of layers the model view lacks, or stops one no longer wanted.
    void requestMissingOverview();
    void forgetBranch();  // the steps shown start a new run (or none): nothing to swap back
    // A fork's or a swap's request: older work voided, the job awaited; its ticket.
    Ticket startTimelineChange();
    RecordingPolicy policy() const;  // for the next step            // recomputed layers of other layers go: memory stays bounded

    QThread thread_;
    EngineWorker* worker_ = nullptr;  // lives on thread_
    Mailbox* toWorker_ = nullptr;     // lives on thread_: requests, run there in order
    Mailbox* fromWorker_ = nullptr;   // lives here: the worker's results
    std::shared_ptr<Generations> generations_ = std::make_shared<Generations>();
    quint64 lastJob_ = 0;
    quint64 pending_ = 0;             // the job whose result is awaited, 0 when idle
    Work work_ = Work::None;          // what it is
    quint64 detailJob_ = 0;           // the layer recomputation awaited, 0 when none
    bool foreign_ = false;            // the steps shown were recorded elsewhere
    qint64 recordingBudget_ = RecordingPolicy::kDefaultBudget;
    bool halfPrecision_ = false;
    KvFormat kvFormat_;
    quint64 loadJob_ = 0;             // the last loadModel() job and what it was given
    QString loadSource_;

    ModelSummary model_;
    QString prompt_;
    int pooledKvHeads_ = 0;
    CacheMode cacheMode_ = CacheMode::On;
    SamplingParams sampling_;
    double temperature_ = 1.0;
    std::function<CacheMode(int)> stepCacheModes_;
    CacheMode modeForStep(int index) const { return stepCacheModes_ ? stepCacheModes_(index) : cacheMode_; }
    QVector<StepView> steps_;
    int current_ = -1;
    SubStep subStep_ = SubStep::Done;
    int selectedQuery_ = -1;          // -1: the newest row of the current step
    int layer_ = 0;
    int head_ = 0;
    bool overviewWanted_ = false;
    quint64 overviewJob_ = 0;         // the pooling pass awaited, 0 when none
    quint64 exactJob_ = 0;            // the exact layer awaited, 0 when none
    StepPtr exactStep_;               // the step and layer of the exact layer held or awaited
    int exactLayerIndex_ = -1;
    std::shared_ptr<const LayerTrace> exact_;
    StepPtr overviewStep_;            // the step it is for
    bool playStages_ = false;
    bool firstStageNext_ = false;     // the step awaited was asked for by subStepForward()
    QVector<StepView> otherBranch_;   // views of the steps the engine set aside (from fork_ on)
    int fork_ = -1;
    bool forkUndone_ = false;
    quint64 forkJob_ = 0, swapJob_ = 0;  // the last fork and swap requests
};

}  // namespace kvscope::ui
