#pragma once
// Runs the core engine on the worker thread. Every request carries a job id that comes back
// with its result, so the controller can drop results of requests it has since superseded.

#include <QObject>
#include <memory>
#include <optional>

#include "core/sampler.h"
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

class EngineWorker : public QObject {
    Q_OBJECT
public:
    EngineWorker();
    ~EngineWorker() override;

public slots:
    // halfPrecision: keep a GPT-2 model's weight matrices in f16 (core/weight_matrix.h).
    void loadModel(quint64 job, const QString& nameOrPath, bool halfPrecision);
    // Encodes `prompt` and runs the prefill; the previous run is kept when it fails.
    void prefill(quint64 job, const QString& prompt, kvscope::CacheMode mode,
                 const kvscope::SamplingParams& sampling, int forcedToken);
    // Decodes after the first `keepSteps` steps (dropping any the controller never accepted).
    void decode(quint64 job, int keepSteps, kvscope::CacheMode mode,
                const kvscope::SamplingParams& sampling, int forcedToken);
    // Forks at step `index`: keeps steps 0..index and picks its next token again.
    void rechoose(quint64 job, int index, const kvscope::SamplingParams& sampling, int forcedToken);

signals:
    void modelLoaded(quint64 job, const kvscope::ui::ModelSummary& summary);
    // `replaceFrom`: the timeline now holds steps [0, replaceFrom) as before plus `step`.
    void stepReady(quint64 job, const kvscope::ui::StepView& step, int replaceFrom);
    void failed(quint64 job, const QString& message);

private:
    StepView describe(const StepPtr& record) const;  // with the loaded model's tokenizer
    // Runs one request; any failure becomes failed(job, message) instead of escaping the thread.
    template <typename Work>
    void guarded(quint64 job, Work&& work);
    Engine& engine();  // throws Error when no model is loaded
    std::unique_ptr<Engine> engine_;
};

}  // namespace kvscope::ui

Q_DECLARE_METATYPE(kvscope::CacheMode)
Q_DECLARE_METATYPE(kvscope::SamplingParams)
