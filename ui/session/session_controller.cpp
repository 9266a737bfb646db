#include "ui/session/session_controller.h"

#include <algorithm>
#include <cmath>

#include <QDir>

#include "ui/session/mailbox.h"

#include <utility>

#include "core/model_registry.h"
#include "ui/session/core_message.h"

namespace kvscope::ui {

QString subStepTitle(SubStep s) {
    switch (s) {
        case SubStep::Embed: return QObject::tr("Embed the tokens");
        case SubStep::QueryKeyValue: return QObject::tr("Queries, keys and values");
        case SubStep::Scores: return QObject::tr("Scores QKᵀ/√d");
        case SubStep::Mask: return QObject::tr("Causal mask");
        case SubStep::Softmax: return QObject::tr("Softmax: attention weights");
        case SubStep::Mix: return QObject::tr("Weighted sum of V: the context");
        case SubStep::Logits: return QObject::tr("Logits");
        case SubStep::Probabilities: return QObject::tr("Probabilities");
        case SubStep::Choose: return QObject::tr("Choose the next token");
        case SubStep::CacheAppend: return QObject::tr("Append K and V to the cache");
    }
    return {};
}

QString subStepView(SubStep s) {
    switch (s) {
        case SubStep::Embed: return "tokens";
        case SubStep::QueryKeyValue: return "kv-cache";  // the K and V rows
        case SubStep::Scores: return "attention";
        case SubStep::Mask: return "mask";
        case SubStep::Softmax: return "attention";
        case SubStep::Mix: return "context";
        case SubStep::Logits:
        case SubStep::Probabilities:
        case SubStep::Choose: return "logits";
        case SubStep::CacheAppend: return "kv-cache";
    }
    return {};
}

QVector<SessionController::BuiltinModel> SessionController::builtinModels() {
    QVector<BuiltinModel> list;
    for (const kvscope::BuiltinModel& m : kvscope::builtinModels()) {
        BuiltinModel b{QString::fromStdString(m.name), QString::fromStdString(m.label), localized(m.title)};
        // The tiny models' labels are names ("KVScope tiny GPT"); the weather example's is words,
        // said in the interface's language (the core's English one is the CLI's).
        if (m.name == "weather") b.label = tr("The article's weather example");
        list.append(b);
    }
    return list;
}

namespace {
// `signal` is emitted in the worker's thread; `slot` runs in the receiver's thread with copies
// of its arguments, posted through `mailbox` (ui/session/mailbox.h says why not as a queued
// signal).
template <typename... Args, typename Receiver>
void relay(EngineWorker* worker, void (EngineWorker::*signal)(Args...), Mailbox* mailbox, Receiver* receiver,
           void (Receiver::*slot)(Args...)) {
    QObject::connect(
        worker, signal, mailbox,
        [mailbox, receiver, slot](Args... args) {
            mailbox->post([receiver, slot, ... copies = std::decay_t<Args>(args)] { (receiver->*slot)(copies...); });
        },
        Qt::DirectConnection);
}
}  // namespace

SessionController::SessionController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ModelSummary>();
    qRegisterMetaType<StepView>();
    qRegisterMetaType<CacheMode>();
    qRegisterMetaType<SamplingParams>();
    qRegisterMetaType<Ticket>();
    qRegisterMetaType<TimelineSnapshot>();
    qRegisterMetaType<StepPtr>();
    qRegisterMetaType<std::shared_ptr<const LayerTrace>>();

    worker_ = new EngineWorker(generations_);
    worker_->moveToThread(&thread_);
    toWorker_ = new Mailbox;
    toWorker_->moveToThread(&thread_);
    fromWorker_ = new Mailbox(this);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(&thread_, &QThread::finished, toWorker_, &QObject::deleteLater);
    // The worker's signals are emitted in its thread; each result is posted back to this one
    // (ui/session/mailbox.h says why not as queued signals).
    relay(worker_, &EngineWorker::modelLoaded, fromWorker_, this, &SessionController::onModelLoaded);
    relay(worker_, &EngineWorker::timelineReady, fromWorker_, this, &SessionController::onTimelineReady);
    relay(worker_, &EngineWorker::layerReady, fromWorker_, this, &SessionController::onLayerReady);
    relay(worker_, &EngineWorker::exactLayerReady, fromWorker_, this, &SessionController::onExactLayerReady);
    relay(worker_, &EngineWorker::layersPooled, fromWorker_, this, &SessionController::onLayersPooled);
    relay(worker_, &EngineWorker::failed, fromWorker_, this, &SessionController::onFailed);
    relay(worker_, &EngineWorker::cancelled, fromWorker_, this, &SessionController::onCancelled);
    relay(worker_, &EngineWorker::progress, fromWorker_, this, &SessionController::onProgress);
    thread_.setObjectName("kvscope-engine");
    thread_.start();
}

SessionController::~SessionController() {
    newGeneration();  // whatever runs stops at its next layer
    thread_.quit();
    thread_.wait();
}

quint64 SessionController::nextJob() { return ++lastJob_; }

RecordingPolicy SessionController::policy() const {
    RecordingPolicy p;
    p.setBudget(recordingBudget_);
    p.setDetailLayer(layer_);  // the layer the user looks at is kept in full
    return p;
}

void SessionController::runOnWorker(std::function<void()> fn) {
    toWorker_->post(std::move(fn));
}

void SessionController::newGeneration() {
    generations_->run.fetch_add(1);
    generations_->detail.fetch_add(1);
    generations_->overview.fetch_add(1);
    generations_->exact.fetch_add(1);
    exactJob_ = 0;
}

void SessionController::setPending(quint64 job, Work work) {
    const bool wasBusy = busy(), wasIdle = idle();
    pending_ = job;
    work_ = job ? work : Work::None;
    if (wasBusy != busy()) emit busyChanged(busy());
    if (wasIdle != idle()) emit idleChanged(idle());
}

void SessionController::setDetailJob(quint64 job) {
    const bool wasIdle = idle();
    detailJob_ = job;
    if (wasIdle != idle()) emit idleChanged(idle());
}

int SessionController::selectedQuery() const {
    const StepView* s = current();
    if (!s) return -1;
    const int n = s->record->positions();
    return selectedQuery_ >= 0 && selectedQuery_ < n ? selectedQuery_ : n - 1;
}

bool SessionController::layerComplete() const {
    for (int i = 0; i <= current_ && i < stepCount(); ++i)
        if (!steps_[i].hasFullLayer(layer_)) return false;
    return true;
}

void SessionController::loadModel(const QString& nameOrPath) {
    // A load does not cancel step work by itself (the model stays until the new one is in);
    // it is cancelled only by a newer load, which the worker checks before it swaps.
    const quint64 job = nextJob();
    const quint64 load = generations_->load.fetch_add(1) + 1;
    newGeneration();
    loadJob_ = job;
    if (nameOrPath != loadSource_ && !(hasModel() && nameOrPath == model_.source))
        pooledKvHeads_ = 0;  // another model loads as trained
    loadSource_ = nameOrPath;
    setDetailJob(0);
    setPending(job, Work::Loading);
    toWorker_->post([w = worker_, job, load, nameOrPath, half = halfPrecision_, kv = kvFormat_, heads = pooledKvHeads_] {
        w->loadModel(job, load, nameOrPath, half, kv, heads);
    });
}

void SessionController::setHalfPrecisionWeights(bool on) {
    if (halfPrecision_ == on) return;
    halfPrecision_ = on;
    reloadForNewSettings();
}

void SessionController::setKvFormat(const KvFormat& format) {
    if (kvFormat_ == format) return;
    kvFormat_ = format;
    reloadForNewSettings();
}

void SessionController::setPooledKvHeads(int kvHeads) {
    if (pooledKvHeads_ == kvHeads) return;
    pooledKvHeads_ = kvHeads;
    reloadForNewSettings();
}

void SessionController::reloadForNewSettings() {
    if (pending_ != 0 && pending_ == loadJob_)
        loadModel(loadSource_);  // still loading: ask again with the new settings
    else if (hasModel() && !model_.isToy)
        loadModel(model_.source);  // the toy computes exactly whatever is set
}

void SessionController::setPrompt(const QString& text) { prompt_ = text; }

void SessionController::setCacheMode(CacheMode mode) {
    if (mode == cacheMode_) return;
    cacheMode_ = mode;
    // the toggle applies to the steps already shown too: they are told in the new mode
    if (current_ >= 0) emit currentChanged();
}

void SessionController::setSampling(const SamplingParams& sampling) {
    try {
        sampling.validate();
        sampling_ = sampling;
    } catch (const Error& e) {
        emit errorOccurred(errorText(e));
    }
}

void SessionController::setTemperature(double temperature) {
    const double t = std::clamp(std::isfinite(temperature) ? temperature : 1.0, kMinTemperature, kMaxTemperature);
    if (t == temperature_) return;
    temperature_ = t;
    emit temperatureChanged(t);
}

void SessionController::setStepCacheModes(std::function<CacheMode(int)> modeOfStep) {
    stepCacheModes_ = std::move(modeOfStep);
}

void SessionController::reset() {
    const bool loading = pending_ != 0 && pending_ == loadJob_;
    if (!loading) {  // a load in flight goes on: its model replaces this one when it is in
        newGeneration();
        setPending(0);
    }
    setDetailJob(0);
    steps_.clear();
    forgetBranch();
    foreign_ = false;
    current_ = -1;
    selectedQuery_ = -1;
    subStep_ = SubStep::Done;
    emit timelineChanged();
    emit currentChanged();
}

void SessionController::prefill() { requestPrefill(false); }

void SessionController::requestPrefill(bool firstStage) {
    if (!hasModel() || (busy() && pending_ == loadJob_)) return;
    firstStageNext_ = firstStage;
    newGeneration();  // a new run voids whatever the old one still computes
    const quint64 job = nextJob();
    setDetailJob(0);
    setPending(job, Work::Prefill);
    const Ticket ticket{job, generations_->run.load()};
    toWorker_->post([w = worker_, ticket, p = prompt_, m = modeForStep(0), s = sampling_, r = policy()] {
        w->prefill(ticket, p, m, s, r);
    });
}

void SessionController::stepForward() { requestStep(false); }

void SessionController::requestStep(bool firstStage) {
    if (!hasModel() || busy()) return;
    if (current_ < 0) return requestPrefill(firstStage);
    if (current_ + 1 < stepCount()) return showStep(current_ + 1, firstStage ? SubStep::Embed : SubStep::Done);
    if (foreign_) return emit errorOccurred(tr("These steps were recorded elsewhere: run the prefill to continue."));
    firstStageNext_ = firstStage;
    const quint64 job = nextJob();
    setPending(job, Work::Step);
    const Ticket ticket{job, generations_->run.load()};
    toWorker_->post([w = worker_, ticket, last = steps_.back().record, m = modeForStep(stepCount()), s = sampling_,
                     r = policy()] {
        w->decode(ticket, last, m, s, r);
    });
}

void SessionController::stepBack() {
    if (current_ > 0) goToStep(current_ - 1);
}

void SessionController::goToStep(int index) {
    if (index == current_) return;
    showStep(index, SubStep::Done);
}

void SessionController::showStep(int index, SubStep stage) {
    if (index < 0 || index >= stepCount()) return;
    current_ = index;
    selectedQuery_ = -1;
    subStep_ = stage;
    emit currentChanged();
    requestMissingDetail();
    requestMissingOverview();
}

void SessionController::subStepForward() {
    if (!current() || subStep_ == SubStep::Done) return requestStep(true);
    subStep_ = static_cast<SubStep>(static_cast<int>(subStep_) + 1);
    emit subStepChanged();
}

void SessionController::subStepBack() {
    if (!current()) return;
    if (subStep_ != SubStep::Embed) {
        subStep_ = static_cast<SubStep>(static_cast<int>(subStep_) - 1);
        emit subStepChanged();
        return;
    }
    if (current_ <= 0) return;
    showStep(current_ - 1, SubStep::CacheAppend);
    // its last stage is told, like any stage walked to (a step navigated to tells none)
    emit subStepChanged();
}

Ticket SessionController::startTimelineChange() {
    newGeneration();  // a fork or a swap voids the step in flight, if any
    firstStageNext_ = false;
    const quint64 job = nextJob();
    setDetailJob(0);
    setPending(job);
    return Ticket{job, generations_->run.load()};
}

void SessionController::forceToken(int tokenId) {
    if (!current() || (busy() && pending_ == loadJob_) || foreign_) return;
    const Ticket ticket = startTimelineChange();
    forkJob_ = ticket.job;
    toWorker_->post([w = worker_, ticket, step = steps_[current_].record, s = sampling_, tokenId] {
        w->rechoose(ticket, step, s, tokenId);
    });
}

void SessionController::swapBranch() {
    if (fork_ < 0 || foreign_ || (busy() && pending_ == loadJob_)) return;
    const Ticket ticket = startTimelineChange();
    swapJob_ = ticket.job;
    toWorker_->post([w = worker_, ticket] { w->swapBranch(ticket); });
}

void SessionController::forgetBranch() {
    otherBranch_.clear();
    fork_ = -1;
    forkUndone_ = false;
}

void SessionController::selectQuery(int position) {
    if (position == selectedQuery_) return;
    selectedQuery_ = position;
    emit queryChanged();
}

void SessionController::setLayer(int layer) {
    if (layer < 0 || layer >= model_.layers || layer == layer_) return;
    layer_ = layer;
    generations_->detail.fetch_add(1);  // the recomputation of the old layer is not wanted
    setDetailJob(0);
    dropDetail();
    emit layerChanged();
    requestMissingDetail();
}

void SessionController::setHead(int head) {
    if (head < 0 || head >= model_.heads || head == head_) return;
    head_ = head;
    emit headChanged();
}

void SessionController::dropDetail() {
    for (QVector<StepView>* views : {&steps_, &otherBranch_})
        for (StepView& v : *views)
            for (int l = 0; l < v.fullLayers.size(); ++l)
                if (l != layer_) v.fullLayers[l].reset();
}

void SessionController::requestMissingDetail() {
    if (foreign_ || detailJob_ != 0 || current_ < 0) return;
    // the current step first (its rows are the newest on screen), then back to the prefill
    for (int i = current_; i >= 0; --i) {
        if (steps_[i].hasFullLayer(layer_)) continue;
        const quint64 job = nextJob();
        setDetailJob(job);
        const Ticket ticket{job, generations_->detail.load()};
        toWorker_->post([w = worker_, ticket, step = steps_[i].record, l = layer_] { w->recordLayer(ticket, step, l); });
        emit layerDetailChanged();
        return;
    }
}

void SessionController::showRecordedSteps(const ModelSummary& model, const QVector<StepView>& steps) {
    newGeneration();
    setPending(0);
    setDetailJob(0);
    const bool modelChanges = model.name != model_.name || model.heads != model_.heads || model.layers != model_.layers;
    model_ = model;
    steps_ = steps;
    forgetBranch();
    foreign_ = true;
    current_ = stepCount() - 1;
    selectedQuery_ = -1;
    subStep_ = SubStep::Done;
    if (modelChanges) emit modelChanged();
    emit timelineChanged();
    emit currentChanged();
}

void SessionController::onModelLoaded(quint64 job, const ModelSummary& summary) {
    if (job != loadJob_) return;  // an older load: the worker did not keep it either
    setPending(0);
    model_ = summary;
    prompt_ = summary.defaultPrompt;
    layer_ = 0;
    head_ = 0;
    steps_.clear();
    forgetBranch();
    foreign_ = false;
    current_ = -1;
    selectedQuery_ = -1;
    subStep_ = SubStep::Done;
    emit modelChanged();
    emit timelineChanged();
    emit currentChanged();
}

void SessionController::onTimelineReady(quint64 job, const TimelineSnapshot& snapshot) {
    if (job != pending_) return;  // void: the user reset, forked or started again since
    // The engine's timeline is the truth: keep the views (and recomputed layers) of records
    // it still holds, shown or set aside by a fork, describe the one new record, and nothing
    // else can appear.
    auto viewOf = [&](const StepPtr& r) -> const StepView* {
        const int i = r->index;
        if (i < steps_.size() && steps_[i].record == r) return &steps_[i];
        const int aside = i - fork_;
        if (fork_ >= 0 && aside >= 0 && aside < otherBranch_.size() && otherBranch_[aside].record == r)
            return &otherBranch_[aside];
        if (r == snapshot.newest.record) return &snapshot.newest;
        return nullptr;
    };
    auto viewsOf = [&](auto&& records, QVector<StepView>& views) {
        for (const StepPtr& r : records) {
            const StepView* v = viewOf(r);
            if (!v) return false;
            views << *v;
        }
        return true;
    };
    QVector<StepView> steps, otherBranch;
    steps.reserve(snapshot.timeline.size());
    if (!viewsOf(snapshot.timeline, steps) || !viewsOf(snapshot.otherBranch, otherBranch))
        return onFailed(job, tr("internal: the engine's timeline holds a step this window never saw"));
    setPending(0);
    const bool swapped = job == swapJob_, forked = job == forkJob_;
    steps_ = std::move(steps);
    otherBranch_ = std::move(otherBranch);
    fork_ = snapshot.fork;
    forkUndone_ = fork_ >= 0 && (swapped ? !forkUndone_ : forkUndone_ && !forked);
    foreign_ = false;
    // a swap shows the step the branches part at: its next token is what differs
    current_ = swapped ? fork_ : stepCount() - 1;
    selectedQuery_ = -1;
    // plays from its first stage (the reveal), or waits there for S
    const bool firstStage = std::exchange(firstStageNext_, false);
    subStep_ = !swapped && (playStages_ || firstStage) ? SubStep::Embed : SubStep::Done;
    emit timelineChanged();
    emit currentChanged();
    if (forked) emit this->forked();
    if (swapped) emit branchSwapped();
    requestMissingDetail();
    requestMissingOverview();
}

void SessionController::onLayerReady(quint64 job, const StepPtr& step, int layer,
                                     const std::shared_ptr<const LayerTrace>& trace) {
    if (job != detailJob_) return;
    setDetailJob(0);
    if (step->index < stepCount() && steps_[step->index].record == step && layer == layer_) {
        StepView& v = steps_[step->index];
        v.fullLayers.resize(model_.layers);
        v.fullLayers[layer] = trace;
        emit layerDetailChanged();
    }
    requestMissingDetail();
}

bool SessionController::currentUsesLabCache() const {
    const StepView* s = current();
    if (!s || model_.isToy) return false;
    const StepRecord& r = *s->record;
    return r.kvQuant.enabled() || r.kvEviction.enabled() || r.kvPrecision == KvPrecision::Half ||
           r.kvPrecision == KvPrecision::BFloat16;
}

const LayerTrace* SessionController::exactLayer() const {
    const StepView* s = current();
    if (!s || !exact_ || exactStep_ != s->record || exactLayerIndex_ != layer_) return nullptr;
    return exact_.get();
}

void SessionController::requestExactLayer() {
    const StepView* s = current();
    if (foreign_ || !s || !currentUsesLabCache()) return;
    if (exactStep_ == s->record && exactLayerIndex_ == layer_ && (exact_ || exactJob_ != 0)) return;
    generations_->exact.fetch_add(1);  // an older request is not wanted
    exactStep_ = s->record;
    exactLayerIndex_ = layer_;
    exact_.reset();
    setExactJob(nextJob());
    const Ticket ticket{exactJob_, generations_->exact.load()};
    toWorker_->post([w = worker_, ticket, step = s->record, l = layer_] { w->exactLayer(ticket, step, l); });
    emit exactLayerChanged();
}

void SessionController::onExactLayerReady(quint64 job, const StepPtr& step, int layer,
                                          const std::shared_ptr<const LayerTrace>& trace) {
    if (job != exactJob_) return;
    setExactJob(0);
    if (step == exactStep_ && layer == exactLayerIndex_) exact_ = trace;
    emit exactLayerChanged();
}

void SessionController::setExactJob(quint64 job) {
    const bool wasIdle = idle();
    exactJob_ = job;
    if (wasIdle != idle()) emit idleChanged(idle());
}

void SessionController::onFailed(quint64 job, const QString& message) {
    if (job == exactJob_) {
        setExactJob(0);  // not retried: the error says why
        emit exactLayerChanged();
        return emit errorOccurred(message);
    }
    if (job == overviewJob_) {
        setOverviewJob(0);  // not retried: the error says why
        return emit errorOccurred(message);
    }
    if (job == detailJob_) {
        setDetailJob(0);  // not retried: the error says why
        return emit errorOccurred(message);
    }
    if (job != pending_) return;
    setPending(0);
    if (job == loadJob_) {
        pooledKvHeads_ = hasModel() && model_.trainedKvHeads > 0 ? model_.kvHeads : 0;  // what stays open
        emit loadFailed(loadSource_, message);
    }
    emit errorOccurred(message);
}

void SessionController::cancelWork() {
    if (!busy()) return;
    if (pending_ == loadJob_) {
        // the worker swaps in only the newest load's model: this one will not be
        generations_->load.fetch_add(1);
        const QString source = loadSource_;
        setPending(0);
        return emit workCancelled(tr("Opening %1 was cancelled; %2 stays open.")
                                      .arg(QDir::toNativeSeparators(source), hasModel() ? model_.qName() : tr("no model")));
    }
    const Work work = work_;
    newGeneration();  // the worker stops at the next layer and answers cancelled(job)
    setPending(0);
    emit workCancelled(work == Work::Prefill ? tr("The prefill was cancelled.")
                       : work == Work::Step  ? tr("The decode step was cancelled.")
                                             : tr("Cancelled."));
}

void SessionController::onProgress(quint64 job, int done, int total) {
    if (job == pending_) emit workProgress(done, total);
}

void SessionController::onCancelled(quint64 job) {
    if (job == exactJob_) {
        setExactJob(0);
        emit exactLayerChanged();
    }
    if (job == overviewJob_) setOverviewJob(0);
    if (job == detailJob_) setDetailJob(0);
    if (job == pending_) setPending(0);  // e.g. a load overtaken by a newer one
}

// The model view's layers (ui/views/model_view.h): kept apart from the selected layer's
// recomputation above, so neither waits for nor voids the other.

void SessionController::setOverviewWanted(bool wanted) {
    if (wanted == overviewWanted_) return;
    overviewWanted_ = wanted;
    requestMissingOverview();
}

bool SessionController::overviewComplete() const {
    for (int i = 0; i <= current_ && i < stepCount(); ++i)
        if (!layersToPool(steps_[i]).empty()) return false;
    return true;
}

void SessionController::setOverviewJob(quint64 job, StepPtr step) {
    const bool wasIdle = idle();
    overviewJob_ = job;
    overviewStep_ = std::move(step);
    if (wasIdle != idle()) emit idleChanged(idle());
}

void SessionController::requestMissingOverview() {
    if (overviewJob_ != 0) {
        const int i = overviewStep_->index;
        const bool shown = i <= current_ && i < stepCount() && steps_[i].record == overviewStep_;
        if (overviewWanted_ && shown) return;  // one pass at a time; the next when it is in
        generations_->overview.fetch_add(1);   // stops it between two layers
        setOverviewJob(0);
    }
    if (!overviewWanted_ || foreign_ || current_ < 0) return;
    for (int i = current_; i >= 0; --i) {  // the current step first, then back to the prefill
        const std::vector<int> missing = layersToPool(steps_[i]);
        if (missing.empty()) continue;
        const StepPtr& step = steps_[i].record;
        const std::vector<int> pass = nextPass(missing, model_.heads, step->rowCount, step->positions());
        const quint64 job = nextJob();
        setOverviewJob(job, step);
        const Ticket ticket{job, generations_->overview.load()};
        toWorker_->post([w = worker_, ticket, step, pass, bin = poolBin(model_.maxPositions)] {
            w->poolLayers(ticket, step, pass, bin);
        });
        emit overviewChanged();
        return;
    }
}

void SessionController::onLayersPooled(quint64 job, const StepPtr& step, const std::vector<int>& layers,
                                       const std::vector<std::shared_ptr<const PooledLayer>>& pooled) {
    if (job != overviewJob_) return;
    setOverviewJob(0);
    if (step->index < stepCount() && steps_[step->index].record == step) {
        StepView& v = steps_[step->index];
        v.pooledLayers.resize(model_.layers);
        for (size_t i = 0; i < layers.size() && i < pooled.size(); ++i) v.pooledLayers[layers[i]] = pooled[i];
        emit overviewChanged();
    }
    requestMissingOverview();
}

}  // namespace kvscope::ui
