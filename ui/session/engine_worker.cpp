#include "ui/session/engine_worker.h"

#include "core/engine.h"
#include "core/model_registry.h"
#include "core/toy/toy_model.h"

namespace kvscope::ui {

namespace {
QString text(const std::string& s) { return QString::fromStdString(s); }
std::optional<TokenId> forced(int token) {
    return token >= 0 ? std::optional<TokenId>(token) : std::nullopt;
}
}  // namespace

template <typename Work>
void EngineWorker::guarded(quint64 job, Work&& work) {
    try {
        work();
    } catch (const std::exception& e) {
        emit failed(job, text(e.what()));
    }
}

Engine& EngineWorker::engine() {
    if (!engine_) throw Error("no model is loaded");
    return *engine_;
}

EngineWorker::EngineWorker() = default;
EngineWorker::~EngineWorker() = default;

StepView describeStep(const StepPtr& record, const Tokenizer& tok) {
    StepView view;
    view.record = record;
    for (TokenId id : record->tokens) view.tokens << text(tok.displayText(id));
    for (TokenId id : record->candidates) view.candidates << text(tok.displayText(id));
    view.chosen = text(tok.displayText(record->chosen));
    return view;
}

ModelSummary summarizeModel(const Model& model, const QString& source) {
    const ModelInfo& info = model.info();
    ModelSummary s;
    s.name = text(info.name);
    s.source = source;
    s.title = text(info.title);
    s.family = text(info.family);
    s.layers = info.layers;
    s.heads = info.heads;
    s.kvHeads = info.kvHeads;
    s.keyDim = info.keyDim;
    s.valueDim = info.valueDim;
    s.maxPositions = info.maxPositions;
    for (const std::string& n : info.headNames) s.headNames << text(n);
    if (auto* toy = dynamic_cast<const ToyModel*>(&model)) {
        s.isToy = true;
        for (const std::string& w : toy->spec().words) s.vocabulary << text(w);
    }
    s.defaultPrompt = text(model.tokenizer().decode(model.defaultPrompt()));
    s.promptPrefix = text(info.promptPrefix);
    s.weightPrecision = text(info.weightPrecision);
    for (const std::string& p : info.examplePrompts) s.examplePrompts << text(p);
    return s;
}

StepView EngineWorker::describe(const StepPtr& record) const {
    return describeStep(record, engine_->model().tokenizer());
}

void EngineWorker::loadModel(quint64 job, const QString& nameOrPath, bool halfPrecision) {
    guarded(job, [&] {
        ModelPtr model = kvscope::loadModel(nameOrPath.toStdString(),
                                            halfPrecision ? WeightPrecision::F16 : WeightPrecision::F32);
        const ModelSummary s = summarizeModel(*model, nameOrPath);
        engine_ = std::make_unique<Engine>(std::move(model));  // only now: a bad file keeps the old
        emit modelLoaded(job, s);
    });
}

void EngineWorker::prefill(quint64 job, const QString& prompt, CacheMode mode,
                           const SamplingParams& sampling, int forcedToken) {
    guarded(job, [&] {
        engine().setCacheMode(mode);
        const std::vector<TokenId> ids = engine().model().tokenizer().encode(prompt.toStdString());
        const StepPtr step = engine().prefill(ids, sampling, forced(forcedToken));
        emit stepReady(job, describe(step), 0);
    });
}

void EngineWorker::decode(quint64 job, int keepSteps, CacheMode mode, const SamplingParams& sampling,
                          int forcedToken) {
    guarded(job, [&] {
        engine().setCacheMode(mode);
        engine().truncate(keepSteps);
        const int before = engine().timeline().size();
        const StepPtr step = engine().decode(sampling, forced(forcedToken));
        emit stepReady(job, describe(step), before);
    });
}

void EngineWorker::rechoose(quint64 job, int index, const SamplingParams& sampling, int forcedToken) {
    guarded(job, [&] {
        engine().truncate(index + 1);
        const StepPtr step = engine().rechoose(index, sampling, forced(forcedToken));
        emit stepReady(job, describe(step), index);
    });
}

}  // namespace kvscope::ui
