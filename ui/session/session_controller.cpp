#include "ui/session/session_controller.h"

#include "core/model_registry.h"

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

QVector<QPair<QString, QString>> SessionController::builtinModels() {
    QVector<QPair<QString, QString>> list;
    for (const BuiltinModel& m : kvscope::builtinModels())
        list.append({QString::fromStdString(m.name), QString::fromStdString(m.title)});
    return list;
}

SessionController::SessionController(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ModelSummary>();
    qRegisterMetaType<StepView>();
    qRegisterMetaType<CacheMode>();
    qRegisterMetaType<SamplingParams>();

    worker_ = new EngineWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(worker_, &EngineWorker::modelLoaded, this, &SessionController::onModelLoaded);
    connect(worker_, &EngineWorker::stepReady, this, &SessionController::onStepReady);
    connect(worker_, &EngineWorker::failed, this, &SessionController::onFailed);
    thread_.setObjectName("kvscope-engine");
    thread_.start();
}

SessionController::~SessionController() {
    thread_.quit();
    thread_.wait();
}

quint64 SessionController::nextJob() { return ++lastJob_; }

void SessionController::setPending(quint64 job) {
    const bool wasBusy = busy();
    pending_ = job;
    if (wasBusy != busy()) emit busyChanged(busy());
}

int SessionController::selectedQuery() const {
    const StepView* s = current();
    if (!s) return -1;
    const int n = s->record->positions();
    return selectedQuery_ >= 0 && selectedQuery_ < n ? selectedQuery_ : n - 1;
}

void SessionController::loadModel(const QString& nameOrPath) {
    const quint64 job = nextJob();
    loadJob_ = job;
    loadSource_ = nameOrPath;
    setPending(job);
    QMetaObject::invokeMethod(
        worker_, [w = worker_, job, nameOrPath, half = halfPrecision_] { w->loadModel(job, nameOrPath, half); },
        Qt::QueuedConnection);
}

void SessionController::setHalfPrecisionWeights(bool on) {
    if (halfPrecision_ == on) return;
    halfPrecision_ = on;
    if (pending_ != 0 && pending_ == loadJob_)
        loadModel(loadSource_);  // still loading: ask again at the new precision
    else if (hasModel() && !model_.isToy)
        loadModel(model_.source);
}

void SessionController::setPrompt(const QString& text) { prompt_ = text; }

void SessionController::setCacheMode(CacheMode mode) { cacheMode_ = mode; }

void SessionController::setSampling(const SamplingParams& sampling) {
    try {
        sampling.validate();
        sampling_ = sampling;
    } catch (const Error& e) {
        emit errorOccurred(QString::fromStdString(e.what()));
    }
}

void SessionController::reset() {
    nextJob();  // anything in flight is now stale
    setPending(0);
    steps_.clear();
    current_ = -1;
    selectedQuery_ = -1;
    subStep_ = SubStep::Done;
    emit timelineChanged();
    emit currentChanged();
}

void SessionController::prefill() {
    if (!hasModel() || busy()) return;
    const quint64 job = nextJob();
    setPending(job);
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, job, p = prompt_, m = cacheMode_, s = sampling_] { w->prefill(job, p, m, s, -1); },
        Qt::QueuedConnection);
}

void SessionController::stepForward() {
    if (!hasModel() || busy()) return;
    if (current_ < 0) return prefill();
    if (current_ + 1 < stepCount()) return goToStep(current_ + 1);
    const quint64 job = nextJob();
    setPending(job);
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, job, keep = stepCount(), m = cacheMode_, s = sampling_] { w->decode(job, keep, m, s, -1); },
        Qt::QueuedConnection);
}

void SessionController::stepBack() {
    if (current_ > 0) goToStep(current_ - 1);
}

void SessionController::goToStep(int index) {
    if (index < 0 || index >= stepCount() || index == current_) return;
    current_ = index;
    selectedQuery_ = -1;
    subStep_ = SubStep::Done;
    emit currentChanged();
}

void SessionController::subStepForward() {
    if (!current()) return;
    if (subStep_ == SubStep::Done) return stepForward();
    subStep_ = static_cast<SubStep>(static_cast<int>(subStep_) + 1);
    emit currentChanged();
}

void SessionController::forceToken(int tokenId) {
    if (!current() || busy()) return;
    const quint64 job = nextJob();
    setPending(job);
    QMetaObject::invokeMethod(
        worker_,
        [w = worker_, job, index = current_, s = sampling_, tokenId] { w->rechoose(job, index, s, tokenId); },
        Qt::QueuedConnection);
}

void SessionController::selectQuery(int position) {
    if (position == selectedQuery_) return;
    selectedQuery_ = position;
    emit currentChanged();
}

void SessionController::setLayer(int layer) {
    if (layer < 0 || layer >= model_.layers || layer == layer_) return;
    layer_ = layer;
    emit currentChanged();
}

void SessionController::showRecordedSteps(const ModelSummary& model, const QVector<StepView>& steps) {
    nextJob();
    setPending(0);
    const bool modelChanges = model.name != model_.name || model.heads != model_.heads || model.layers != model_.layers;
    model_ = model;
    steps_ = steps;
    current_ = stepCount() - 1;
    selectedQuery_ = -1;
    subStep_ = SubStep::Done;
    if (modelChanges) emit modelChanged();
    emit timelineChanged();
    emit currentChanged();
}

void SessionController::onModelLoaded(quint64 job, const ModelSummary& summary) {
    if (job != pending_) return;
    setPending(0);
    model_ = summary;
    prompt_ = summary.defaultPrompt;
    layer_ = 0;
    steps_.clear();
    current_ = -1;
    selectedQuery_ = -1;
    emit modelChanged();
    emit timelineChanged();
    emit currentChanged();
}

void SessionController::onStepReady(quint64 job, const StepView& step, int replaceFrom) {
    if (job != pending_) return;  // stale: the user reset or forked since
    setPending(0);
    steps_.resize(replaceFrom);
    steps_.append(step);
    current_ = stepCount() - 1;
    selectedQuery_ = -1;
    subStep_ = playStages_ ? SubStep::Embed : SubStep::Done;  // plays from its first stage
    emit timelineChanged();
    emit currentChanged();
}

void SessionController::onFailed(quint64 job, const QString& message) {
    if (job != pending_) return;
    setPending(0);
    emit errorOccurred(message);
}

}  // namespace kvscope::ui
