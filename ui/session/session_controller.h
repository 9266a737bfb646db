#pragma once
// The one place the UI meets the core. Owns the engine on a worker thread, asks it for one
// step at a time, keeps the accepted step records (the timeline the user scrubs), the cursor,
// the selected query row and layer, and drops results of requests made stale by a reset or
// fork (job ids). Views read from here and repaint on its signals.

#include <QObject>
#include <QThread>
#include <QVector>

#include "ui/session/engine_worker.h"
#include "ui/session/sub_step.h"

namespace kvscope::ui {

class SessionController : public QObject {
    Q_OBJECT
public:
    explicit SessionController(QObject* parent = nullptr);
    ~SessionController() override;

    // The models built into the app: (name loadModel() takes, title), the default first.
    static QVector<QPair<QString, QString>> builtinModels();

    const ModelSummary& model() const { return model_; }
    bool hasModel() const { return !model_.name.isEmpty(); }
    QString prompt() const { return prompt_; }
    CacheMode cacheMode() const { return cacheMode_; }
    SamplingParams sampling() const { return sampling_; }
    bool busy() const { return pending_ != 0; }

    int stepCount() const { return static_cast<int>(steps_.size()); }
    const QVector<StepView>& steps() const { return steps_; }
    const StepView& step(int index) const { return steps_.at(index); }
    int currentIndex() const { return current_; }           // -1 before the prefill
    const StepView* current() const { return current_ >= 0 ? &steps_.at(current_) : nullptr; }
    SubStep subStep() const { return subStep_; }
    int selectedQuery() const;                                // a position of the current step
    int layer() const { return layer_; }
    // When on, a new step starts at its first stage and subStepForward() reveals the rest
    // (the main window's animation drives it); when off it arrives complete.
    void setPlayStages(bool on) { playStages_ = on; }
    // GPT-2 models keep their weight matrices in f16: half the memory, about twice the decode
    // speed, each weight rounded to 11 significant bits. A change reloads the model being
    // loaded or the open GPT-2 model (a failure keeps the old one); the toy is exact either way.
    void setHalfPrecisionWeights(bool on);
    bool halfPrecisionWeights() const { return halfPrecision_; }

public slots:
    void loadModel(const QString& nameOrPath);
    void setPrompt(const QString& text);
    void setCacheMode(kvscope::CacheMode mode);
    void setSampling(const kvscope::SamplingParams& sampling);
    void reset();                 // forget every step; keep model and prompt
    void prefill();               // (re)start the run from the prompt
    void stepForward();           // next recorded step, else compute a decode step
    void stepBack();
    void goToStep(int index);
    void subStepForward();        // reveal the next stage of the current step
    void forceToken(int tokenId); // fork: the current step's next token becomes tokenId
    void selectQuery(int position);
    void setLayer(int layer);
    // Shows steps recorded elsewhere (a replayed timeline, a benchmark's synthetic record)
    // as if the engine had produced them; the engine's own run is dropped.
    void showRecordedSteps(const kvscope::ui::ModelSummary& model, const QVector<kvscope::ui::StepView>& steps);

signals:
    void modelChanged();
    void timelineChanged();
    void currentChanged();        // step, sub-step, query row or layer changed: repaint
    void busyChanged(bool busy);
    void errorOccurred(const QString& message);

private:
    quint64 nextJob();
    void onModelLoaded(quint64 job, const kvscope::ui::ModelSummary& summary);
    void onStepReady(quint64 job, const kvscope::ui::StepView& step, int replaceFrom);
    void onFailed(quint64 job, const QString& message);
    void setPending(quint64 job);

    QThread thread_;
    EngineWorker* worker_ = nullptr;  // lives on thread_
    quint64 lastJob_ = 0;
    quint64 pending_ = 0;             // the job whose result is awaited, 0 when idle
    bool halfPrecision_ = false;
    quint64 loadJob_ = 0;             // the last loadModel() job and what it was given
    QString loadSource_;

    ModelSummary model_;
    QString prompt_;
    CacheMode cacheMode_ = CacheMode::On;
    SamplingParams sampling_;
    QVector<StepView> steps_;
    int current_ = -1;
    SubStep subStep_ = SubStep::Done;
    int selectedQuery_ = -1;          // -1: the newest row of the current step
    int layer_ = 0;
    bool playStages_ = false;
};

}  // namespace kvscope::ui
