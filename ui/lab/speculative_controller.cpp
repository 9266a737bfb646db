#include "ui/lab/speculative_controller.h"

#include <algorithm>

#include "core/lab/speculative.h"
#include "core/lab/speculative_sweep.h"
#include "core/model_registry.h"
#include "core/prompt.h"
#include "core/work_meter.h"
#include "ui/session/core_message.h"
#include "ui/session/mailbox.h"

namespace kvscope::ui {

// The worker thread's state: the two models, the decoder and the running totals.
struct SpeculativeWork {
    QString targetSource, draftSource;
    bool half = false;
    ModelPtr target, draft;
    std::unique_ptr<SpeculativeDecoder> decoder;
    std::vector<TokenId> prompt;
    SamplingParams sampling;
    SpeculativeRoundView totals;  // the totals' fields only
    int layer = -1;
    // the decoder's counts after the prefills: rounds are counted from there
    int startTargetPasses = 0, startDraftPasses = 0;
    std::int64_t startTargetMacs = 0, startDraftMacs = 0;
};

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

QStringList tokenTexts(const Model& model, const std::vector<TokenId>& ids, size_t count) {
    QStringList out;
    for (size_t i = 0; i < count && i < ids.size(); ++i) out << text(model.tokenizer().displayText(ids[i]));
    return out;
}

SpeculativeRoundView describeRound(SpeculativeWork& w, const SpeculativeRound& r, const std::vector<TokenId>& before,
                                   int targetBefore, int draftBefore) {
    const Model& model = *w.target;
    SpeculativeRoundView v;
    v.position = r.position;
    v.sequence = tokenTexts(model, before, before.size());
    v.promptLength = static_cast<int>(w.prompt.size());
    for (size_t i = 0; i < r.drafted.size(); ++i) {
        v.drafted << text(model.tokenizer().displayText(r.drafted[i]));
        v.q << r.draftProbability[i];
        v.p << r.targetProbability[i];
    }
    v.accepted = r.accepted;
    v.next = text(model.tokenizer().displayText(r.next));
    v.resampled = r.resampled;
    const int k = static_cast<int>(r.drafted.size());
    v.targetBefore = targetBefore;
    v.targetWritten = r.position + k;  // the verification pass: positions n-1 .. n+k-1
    v.targetKept = w.decoder->targetCachePositions();
    v.draftBefore = draftBefore;
    v.draftWritten = v.draftKept = w.decoder->draftCachePositions();
    v.draftWritten += r.rolledBackDraft;
    v.layer = w.layer;
    v.verification = r.verification;

    SpeculativeRoundView& t = w.totals;
    ++t.rounds;
    t.generated += r.generated();
    t.draftedTotal += k;
    t.acceptedTotal += r.accepted;
    t.targetMacs = w.decoder->targetMacs() - w.startTargetMacs;
    t.draftMacs = w.decoder->draftMacs() - w.startDraftMacs;
    t.targetSeconds += r.targetSeconds;
    t.draftSeconds += r.draftSeconds;
    t.targetPasses = w.decoder->targetPasses() - w.startTargetPasses;
    t.draftPasses = w.decoder->draftPasses() - w.startDraftPasses;
    const CostModel cost = model.cost();
    for (int i = 0; i < r.generated(); ++i)  // plain decoding: one decode step a token
        t.plainMacs += stepWork(cost, Phase::Prefill, r.position - 1 + i, 1, CacheMode::On).macs();
    v.number = t.rounds;
    v.rounds = t.rounds;
    v.generated = t.generated;
    v.draftedTotal = t.draftedTotal;
    v.acceptedTotal = t.acceptedTotal;
    v.targetPasses = t.targetPasses;
    v.draftPasses = t.draftPasses;
    v.targetMacs = t.targetMacs;
    v.draftMacs = t.draftMacs;
    v.targetSeconds = t.targetSeconds;
    v.draftSeconds = t.draftSeconds;
    v.plainMacs = t.plainMacs;
    return v;
}

}  // namespace

SpeculativeController::SpeculativeController(QObject* parent)
    : QObject(parent),
      work_(std::make_shared<SpeculativeWork>()),
      generation_(std::make_shared<std::atomic<quint64>>(0)) {
    qRegisterMetaType<SpeculativeRoundView>();
    qRegisterMetaType<SpeculationSweepView>();
    toWorker_ = new Mailbox;
    toWorker_->moveToThread(&thread_);
    fromWorker_ = new Mailbox(this);
    connect(&thread_, &QThread::finished, toWorker_, &QObject::deleteLater);
    thread_.setObjectName("kvscope-speculative");
    thread_.start();
}

SpeculativeController::~SpeculativeController() {
    generation_->fetch_add(1);  // a sweep stops at its next pass
    thread_.quit();
    thread_.wait();
}

void SpeculativeController::post(std::function<void(SpeculativeWork&)> fn) {
    if (pending_++ == 0) emit busyChanged(true);
    toWorker_->post([w = work_, fn = std::move(fn)] { fn(*w); });
}

void SpeculativeController::finished() {
    if (--pending_ == 0) emit busyChanged(false);
}

void SpeculativeController::start(const QString& target, const QString& draft, bool half, const QString& prompt,
                                  int k, int layer, const SamplingParams& sampling) {
    const quint64 g = generation_->fetch_add(1) + 1;
    started_ = false;
    post([this, box = fromWorker_, g, target, draft, half, prompt, k, layer, sampling](SpeculativeWork& w) {
        try {
            const WeightPrecision precision = half ? WeightPrecision::F16 : WeightPrecision::Stored;
            if (!w.target || w.targetSource != target || w.half != half) {
                w.target.reset();
                w.decoder.reset();
                w.target = loadModel(target.toStdString(), precision);
                w.targetSource = target;
            }
            if (!w.draft || w.draftSource != draft || w.half != half) {
                w.draft.reset();
                w.decoder.reset();
                w.draft = loadModel(draft.toStdString(), precision);
                w.draftSource = draft;
            }
            w.half = half;
            w.decoder = std::make_unique<SpeculativeDecoder>(w.target, w.draft, k);
            w.layer = std::clamp(layer, 0, w.target->info().layers - 1);
            w.decoder->recordVerification(w.layer);
            w.prompt = prompt.isEmpty() ? w.target->defaultPrompt() : encodePrompt(*w.target, prompt.toStdString());
            w.sampling = sampling;
            w.decoder->start(w.prompt, sampling);
            w.totals = {};
            w.startTargetPasses = w.decoder->targetPasses();
            w.startDraftPasses = w.decoder->draftPasses();
            w.startTargetMacs = w.decoder->targetMacs();
            w.startDraftMacs = w.decoder->draftMacs();
            box->post([this, g, t = text(w.target->info().name), d = text(w.draft->info().name),
                       layers = w.target->info().layers, heads = w.target->info().heads] {
                if (current(g)) {
                    started_ = true;
                    emit ready(t, d, layers, heads);
                }
                finished();
            });
        } catch (const std::exception& e) {
            w.decoder.reset();
            box->post([this, g, m = errorText(e)] {
                if (current(g)) emit failed(m);
                finished();
            });
        }
    });
}

void SpeculativeController::nextRound() {
    const quint64 g = generation_->load();
    post([this, box = fromWorker_, g](SpeculativeWork& w) {
        try {
            if (!w.decoder) throw Error("no speculative run is ready: start one first");
            const std::vector<TokenId> before = w.decoder->sequence();
            const int targetBefore = w.decoder->targetCachePositions(), draftBefore = w.decoder->draftCachePositions();
            const SpeculativeRound r = w.decoder->round();
            SpeculativeRoundView v = describeRound(w, r, before, targetBefore, draftBefore);
            box->post([this, g, v = std::move(v)] {
                if (current(g)) emit roundReady(v);
                finished();
            });
        } catch (const std::exception& e) {
            box->post([this, g, m = errorText(e)] {
                if (current(g)) emit failed(m);
                finished();
            });
        }
    });
}

void SpeculativeController::setLayer(int layer) {
    post([this, box = fromWorker_, layer](SpeculativeWork& w) {
        if (w.decoder && layer >= 0 && layer < w.target->info().layers) {
            w.layer = layer;
            w.decoder->recordVerification(layer);
        }
        box->post([this] { finished(); });
    });
}

void SpeculativeController::measure(int tokens, int maxK) {
    const quint64 g = generation_->load();
    post([this, box = fromWorker_, gen = generation_, g, tokens, maxK](SpeculativeWork& w) mutable {
        try {
            if (!w.target || !w.draft) throw Error("no models are loaded: start a run first");
            const StopCheck stop = [gen, g] { return gen->load() != g; };
            // a long prompt leaves less room: the sweep generates what fits (the sweep says how many)
            const int room = std::min(w.target->info().maxPositions, w.draft->info().maxPositions) -
                             static_cast<int>(w.prompt.size()) - maxK;
            if (room >= 1) tokens = std::min(tokens, room);
            const SpeculationSweep sweep = sweepSpeculation(
                w.target, w.draft, w.prompt, tokens, maxK, w.sampling, stop,
                [this, box, g](int done, int total) {
                    box->post([this, g, done, total] {
                        if (current(g)) emit sweepProgress(done, total);
                    });
                });
            SpeculationSweepView v;
            v.target = text(w.target->info().name);
            v.draft = text(w.draft->info().name);
            v.tokens = sweep.tokens;
            for (const SpeculationPoint& p : sweep.points)
                v.points.push_back({p.k, p.acceptance(), p.targetPassesPerToken(), sweep.speedUp(p),
                                   sweep.predictedSpeedUp(p), sweep.macsRatio(p)});
            box->post([this, g, v = std::move(v)] {
                if (current(g)) emit sweepReady(v);
                finished();
            });
        } catch (const Cancelled&) {
            box->post([this] {
                emit sweepCancelled();
                finished();
            });
        } catch (const std::exception& e) {
            box->post([this, g, m = errorText(e)] {
                if (current(g)) emit failed(m);
                finished();
            });
        }
    });
}

void SpeculativeController::cancel() { generation_->fetch_add(1); }

bool SpeculativeController::current(quint64 generation) const { return generation_->load() == generation; }

}  // namespace kvscope::ui
