#include "ui/session/engine_worker.h"


#include "core/engine.h"
#include "core/load_progress.h"
#include "core/lab/kv_lab.h"
#include "core/model_registry.h"
#include "core/prompt.h"
#include "core/toy/toy_model.h"
#include "ui/session/core_message.h"

namespace kvscope::ui {

namespace {
QString text(const std::string& s) { return QString::fromStdString(s); }
std::optional<TokenId> forced(int token) {
    return token >= 0 ? std::optional<TokenId>(token) : std::nullopt;
}
}  // namespace

template <typename Work>
void EngineWorker::run(Ticket ticket, const std::atomic<quint64>& generation, Work&& work) {
    if (generation.load() != ticket.generation) return emit cancelled(ticket.job);  // void before it began
    try {
        if (engine_) {
            engine_->setStopCheck([&generation, g = ticket.generation] { return generation.load() != g; });
            engine_->setProgress([this, job = ticket.job](int done, int total) { emit progress(job, done, total); });
        }
        work();
    } catch (const Cancelled&) {
        emit cancelled(ticket.job);
    } catch (const std::exception& e) {
        emit failed(ticket.job, errorText(e));
    }
    if (engine_) {
        engine_->setStopCheck({});
        engine_->setProgress({});
    }
}

Engine& EngineWorker::engine() {
    if (!engine_) throw Error("no model is loaded");
    return *engine_;
}

int EngineWorker::indexOf(const StepPtr& step) {
    const Timeline& t = engine().timeline();
    if (step && step->index >= 0 && step->index < t.size() && t.at(step->index) == step) return step->index;
    throw Error("this step is not in the engine's timeline (steps recorded elsewhere cannot be continued): "
                "run the prefill to start again");
}

TimelineSnapshot EngineWorker::snapshot(const StepPtr& newest) const {
    return TimelineSnapshot{engine_->timeline(),
                            newest ? describeStep(newest, engine_->model().tokenizer()) : StepView{},
                            engine_->otherBranch(), engine_->otherBranchFork()};
}

EngineWorker::EngineWorker(std::shared_ptr<const Generations> generations) : generations_(std::move(generations)) {}
EngineWorker::~EngineWorker() = default;

StepView describeStep(const StepPtr& record, const Tokenizer& tok) {
    StepView view;
    view.record = record;
    for (TokenId id : record->tokens) view.tokens << text(tok.displayText(id));
    for (TokenId id : record->candidates) view.candidates << text(tok.displayText(id));
    view.chosen = text(tok.displayText(record->chosen));
    if (record->exactComparison) view.exactChoice = text(tok.displayText(record->exactComparison->exactTop));
    return view;
}

ModelSummary summarizeModel(const Model& model, const QString& source) {
    ModelSummary s;
    static_cast<ModelInfo&>(s) = model.info();  // the descriptor itself, whole
    s.source = source;
    if (auto* toy = dynamic_cast<const ToyModel*>(&model)) {
        s.isToy = true;
        for (const std::string& w : toy->spec().words) s.vocabulary << text(w);
    }
    s.defaultPrompt = text(model.tokenizer().decode(model.defaultPrompt()));
    return s;
}

void EngineWorker::loadModel(quint64 job, quint64 load, const QString& nameOrPath, bool halfPrecision, const KvFormat& kv,
                             int kvHeads) {
    if (generations_->load.load() != load) return emit cancelled(job);  // a newer load is queued
    try {
        ModelPtr model;
        {
            // the weights' mebibytes for the status bar (int, as a job's progress is; a 70B model's
            // 140 GB still fit); a newer load or Cancel stops the reading at the next tensor
            constexpr std::int64_t kMiB = 1 << 20;
            const LoadProgressScope listening(
                [this, job](std::int64_t done, std::int64_t total) {
                    emit this->progress(job, static_cast<int>(done / kMiB), static_cast<int>((total + kMiB - 1) / kMiB));
                },
                [this, load] { return generations_->load.load() != load; });
            model = kvscope::loadModel(nameOrPath.toStdString(),
                                       halfPrecision ? WeightPrecision::F16 : WeightPrecision::Stored);
        }
        const ModelPtr trained = model;
        const bool poolable = canPoolKvHeads(*model);
        if (kvHeads > 0) model = poolKvHeads(model, kvHeads);  // GQA/MQA without retraining (the lab)
        ModelSummary s = summarizeModel(*model, nameOrPath);
        s.poolable = poolable;
        if (model != trained) s.trainedKvHeads = trained->info().kvHeads;
        const KvShape shape = withFormat(model->kvShape(), kv);  // a format it cannot take: an error here
        s.kvPrecision = shape.precision;
        s.kvQuant = shape.quant;
        s.kvEviction = shape.eviction;
        // Swap only if no newer load was asked for meanwhile; the controller accepts only the
        // newest load's result, so both sides always end on the same model. A bad file keeps
        // the old one.
        if (generations_->load.load() != load) return emit cancelled(job);
        engine_ = std::make_unique<Engine>(std::move(model), CacheMode::On, kv);
        engine_->setExactComparison(true);  // a lab cache's steps show how far they moved (logits view)
        if (s.trainedKvHeads > 0) engine_->setExactReference(trained);  // pooled: against the model as trained
        emit modelLoaded(job, s);
    } catch (const Cancelled&) {
        emit cancelled(job);
    } catch (const std::exception& e) {
        emit failed(job, errorText(e));
    }
}

void EngineWorker::prefill(Ticket ticket, const QString& prompt, CacheMode mode, const SamplingParams& sampling,
                           const RecordingPolicy& policy) {
    run(ticket, generations_->run, [&] {
        engine().setCacheMode(mode);
        engine().setRecordingPolicy(policy);
        const std::vector<TokenId> ids = encodePrompt(engine().model(), prompt.toStdString());
        const StepPtr step = engine().prefill(ids, sampling);
        emit timelineReady(ticket.job, snapshot(step));
    });
}

void EngineWorker::decode(Ticket ticket, StepPtr last, CacheMode mode, const SamplingParams& sampling,
                          const RecordingPolicy& policy) {
    run(ticket, generations_->run, [&] {
        const int index = indexOf(last);
        engine().setCacheMode(mode);
        engine().setRecordingPolicy(policy);
        engine().truncate(index + 1);
        const StepPtr step = engine().decode(sampling);
        emit timelineReady(ticket.job, snapshot(step));
    });
}

void EngineWorker::rechoose(Ticket ticket, StepPtr step, const SamplingParams& sampling, int forcedToken) {
    run(ticket, generations_->run, [&] {
        const StepPtr chosen = engine().rechoose(indexOf(step), sampling, forced(forcedToken));
        emit timelineReady(ticket.job, snapshot(chosen));
    });
}

void EngineWorker::swapBranch(Ticket ticket) {
    run(ticket, generations_->run, [&] {
        engine().swapBranch();
        emit timelineReady(ticket.job, snapshot(nullptr));
    });
}

void EngineWorker::recordLayer(Ticket ticket, StepPtr step, int layer) {
    run(ticket, generations_->detail, [&] {
        auto trace = engine().recordLayer(indexOf(step), layer);
        emit layerReady(ticket.job, step, layer, trace);
    });
}

void EngineWorker::exactLayer(Ticket ticket, StepPtr step, int layer) {
    run(ticket, generations_->exact, [&] {
        auto trace = engine().exactLayer(indexOf(step), layer);
        emit exactLayerReady(ticket.job, step, layer, trace);
    });
}

void EngineWorker::poolLayers(Ticket ticket, StepPtr step, std::vector<int> layers, int bin) {
    run(ticket, generations_->overview, [&] {
        // the float weights of a long prefill are large: pooled here, layer by layer, and let go
        std::vector<LayerTrace> traces = engine().recordLayers(indexOf(step), layers, AttentionDetail::Weights);
        std::vector<std::shared_ptr<const PooledLayer>> pooled;
        for (LayerTrace& t : traces) {
            pooled.push_back(std::make_shared<const PooledLayer>(
                poolLayer(t, step->firstRow, step->rowCount, step->positions(), bin)));
            t = LayerTrace{};
        }
        emit layersPooled(ticket.job, step, layers, pooled);
    });
}

}  // namespace kvscope::ui
