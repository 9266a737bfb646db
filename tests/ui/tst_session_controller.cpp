// The controller drives the engine on its worker thread: load, prefill, step, back, fork,
// no-cache, and stale results are dropped.
#include <QSignalSpy>
#include <QtTest>

#include <condition_variable>
#include <mutex>

#include "core/engine.h"
#include "core/model_registry.h"
#include "tests/support/gpt2_fixture.h"
#include "ui/session/session_controller.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
bool waitIdle(SessionController& c) {
    return QTest::qWaitFor([&] { return !c.busy(); }, 10000);
}
int tokenIndex(const ModelSummary& m, const QString& word) { return m.vocabulary.indexOf(word); }

// Holds the controller's worker thread until release(): requests sent meanwhile queue up.
class Latch {
public:
    explicit Latch(SessionController& c) {
        c.runOnWorker([state = state_] {  // shares the state: the latch may go first
            std::unique_lock lock(state->mutex);
            state->open.wait(lock, [&] { return state->released; });
        });
    }
    ~Latch() { release(); }
    void release() {
        {
            std::lock_guard lock(state_->mutex);
            state_->released = true;
        }
        state_->open.notify_all();
    }
    // True once every request queued before this call has run and its result arrived.
    static bool drained(SessionController& c) {
        auto done = std::make_shared<std::atomic<bool>>(false);
        c.runOnWorker([done] { *done = true; });
        return QTest::qWaitFor([&] { return done->load(); }, 10000) && QTest::qWaitFor([&] { return c.idle(); }, 10000);
    }

private:
    struct State {
        std::mutex mutex;
        std::condition_variable open;
        bool released = false;
    };
    std::shared_ptr<State> state_ = std::make_shared<State>();
};
}  // namespace

class TestSessionController : public QObject {
    Q_OBJECT
    std::unique_ptr<SessionController> c;

private slots:
    void init() {
        c = std::make_unique<SessionController>();
        c->loadModel("weather");
        QVERIFY(waitIdle(*c));
        QVERIFY(c->hasModel());
    }
    void cleanup() { c.reset(); }

    void loadsTheWeatherExample() {
        QCOMPARE(c->model().name, std::string("weather"));
        QCOMPARE(c->model().heads, 4);
        QCOMPARE(c->prompt(), QString("Today weather is so"));
        QVERIFY(c->model().isToy);
        QCOMPARE(c->currentIndex(), -1);
    }

    void prefillThenStepThenBack() {
        QSignalSpy timeline(c.get(), &SessionController::timelineChanged);
        c->stepForward();  // nothing yet: runs the prefill
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 1);
        QCOMPARE(c->current()->tokens, QStringList({"Today", "weather", "is", "so"}));
        QCOMPARE(c->current()->chosen, QString("nice"));
        QCOMPARE(c->selectedQuery(), 3);
        QCOMPARE(RowVector(c->current()->record->context.row(3)), (RowVector(4) << 12.5, 5, 10, 9).finished());

        c->stepForward();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 2);
        QCOMPARE(c->currentIndex(), 1);
        QCOMPARE(c->current()->tokens.size(), 5);

        c->stepBack();
        QCOMPARE(c->currentIndex(), 0);
        c->stepForward();  // already computed: just moves
        QVERIFY(!c->busy());
        QCOMPARE(c->currentIndex(), 1);
        QVERIFY(timeline.count() >= 2);
    }

    void forkByForcingWarm() {
        c->prefill();
        QVERIFY(waitIdle(*c));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 3);
        c->goToStep(0);
        c->forceToken(tokenIndex(c->model(), "warm"));
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 1);
        QCOMPARE(c->current()->chosen, QString("warm"));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->current()->tokens.last(), QString("warm"));
        QCOMPARE(c->current()->record->layers[0].heads[1].outputs(0, 0), 7.0);
    }

    // Issue 20, defect 12: a fork dropped the later steps with no way back.
    void aForkIsUndoneAndRedone() {
        c->prefill();
        QVERIFY(waitIdle(*c));
        for (int i = 0; i < 3; ++i) {
            c->stepForward();
            QVERIFY(waitIdle(*c));
        }
        const QVector<StepView> before = c->steps();
        QCOMPARE(c->forkIndex(), -1);
        c->goToStep(1);
        QSignalSpy forked(c.get(), &SessionController::forked);
        QSignalSpy swapped(c.get(), &SessionController::branchSwapped);
        c->forceToken(tokenIndex(c->model(), "warm"));
        QVERIFY(waitIdle(*c));
        QCOMPARE(forked.count(), 1);
        QCOMPARE(c->stepCount(), 2);
        QCOMPARE(c->forkIndex(), 1);
        QCOMPARE(c->setAsideCount(), 3);  // step 1's old choice and steps 2 and 3
        QVERIFY(!c->forkUndone());
        c->stepForward();
        QVERIFY(waitIdle(*c));
        const QVector<StepView> forkedSteps = c->steps();

        c->swapBranch();  // undo
        QVERIFY(waitIdle(*c));
        QCOMPARE(swapped.count(), 1);
        QVERIFY(c->forkUndone());
        QCOMPARE(c->stepCount(), 4);
        for (int i = 0; i < 4; ++i) QCOMPARE(c->step(i).record, before[i].record);  // the very steps
        QCOMPARE(c->currentIndex(), 1);  // where the branches part
        QCOMPARE(c->current()->chosen, before[1].chosen);
        QCOMPARE(c->setAsideCount(), 2);

        c->goToStep(3);
        c->stepForward();  // the restored run goes on
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 5);
        QCOMPARE(c->step(4).tokens.mid(0, before[3].tokens.size()), before[3].tokens);
        QCOMPARE(c->step(4).tokens.last(), before[3].chosen);
        QVERIFY(c->forkUndone());  // still undone: the redo stays possible

        c->swapBranch();  // redo
        QVERIFY(waitIdle(*c));
        QVERIFY(!c->forkUndone());
        QCOMPARE(c->stepCount(), 3);
        for (int i = 0; i < 3; ++i) QCOMPARE(c->step(i).record, forkedSteps[i].record);
        QCOMPARE(c->current()->chosen, QString("warm"));
        QCOMPARE(c->setAsideCount(), 4);

        c->reset();  // a new run has no fork to swap
        QCOMPARE(c->forkIndex(), -1);
        c->swapBranch();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 0);
    }

    void noCacheRecomputesEveryRow() {
        c->setCacheMode(CacheMode::Off);
        c->prefill();
        QVERIFY(waitIdle(*c));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        const StepRecord& r = *c->current()->record;
        QCOMPARE(r.cacheMode, CacheMode::Off);
        QVERIFY(r.kvRecomputed);
        QCOMPARE(r.layers[0].kv[0].keys.rows(), Eigen::Index(5));
    }

    void badPromptIsAnErrorAndLosesNothing() {
        c->prefill();
        QVERIFY(waitIdle(*c));
        QSignalSpy errors(c.get(), &SessionController::errorOccurred);
        c->setPrompt("Today rain");
        c->prefill();
        QVERIFY(waitIdle(*c));
        QCOMPARE(errors.count(), 1);
        QVERIFY(errors.at(0).at(0).toString().contains("unknown word 'rain'"));
        QCOMPARE(c->stepCount(), 1);
        c->stepForward();  // the kept run goes on
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 2);
    }

    // The races below are made to happen in one order: the worker is held on a latch while the
    // controller sends its requests, then let go. Waiting is for a condition, never a sleep.
    // Long work tells its progress layer by layer and stops when cancelled (the status bar's
    // Cancel): a 1,000-token prefill of the 12-layer recording shape is cancelled at its first
    // layer; nothing arrives, the timeline stays empty, the next prefill runs whole.
    void aLongPrefillReportsProgressAndIsCancelled() {
        QTemporaryDir dir;
        fixture::writeGpt2Folder(dir.path().toStdString());
        c->loadModel(dir.path());
        QVERIFY(QTest::qWaitFor([&] { return !c->busy(); }, 60000));
        QCOMPARE(c->model().layers, 12);
        c->setPrompt(QString("the cat sat on the mat ").repeated(160));  // 1,000 tokens or so
        QSignalSpy progress(c.get(), &SessionController::workProgress);
        QSignalSpy cancelled(c.get(), &SessionController::workCancelled);
        QSignalSpy timeline(c.get(), &SessionController::timelineChanged);
        c->prefill();
        QCOMPARE(c->work(), SessionController::Work::Prefill);
        QVERIFY(progress.wait(20000));
        QCOMPARE(progress.first().at(1).toInt(), 12);  // of the model's 12 layers
        c->cancelWork();
        QVERIFY(!c->busy());  // the window is free at once
        QCOMPARE(c->work(), SessionController::Work::None);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(cancelled.first().at(0).toString().contains("prefill"));
        QVERIFY(Latch::drained(*c));  // the worker stopped (at a layer's start) and answered
        QCOMPARE(timeline.count(), 0);
        QCOMPARE(c->stepCount(), 0);
        QVERIFY2(progress.count() < 12, qPrintable(QString::number(progress.count())));  // it did stop early
        // the engine is as before: a prefill now runs every layer, in order, and arrives
        progress.clear();
        c->prefill();
        QVERIFY(QTest::qWaitFor([&] { return !c->busy(); }, 60000));
        QCOMPARE(c->stepCount(), 1);
        QCOMPARE(progress.count(), 12);
        for (int i = 0; i < progress.count(); ++i) QCOMPARE(progress.at(i).at(0).toInt(), i);
    }

    // A load tells how far it has read (the status bar's fraction): the weights' mebibytes,
    // rising, to all of model.safetensors' tensors.
    void aLoadReportsTheWeightsItHasRead() {
        QTemporaryDir dir;
        const std::int64_t fileBytes = fixture::writeGpt2Folder(dir.path().toStdString());
        QSignalSpy progress(c.get(), &SessionController::workProgress);
        c->loadModel(dir.path());
        QCOMPARE(c->work(), SessionController::Work::Loading);
        QVERIFY(QTest::qWaitFor([&] { return !c->busy(); }, 60000));
        QCOMPARE(c->model().layers, 12);
        QVERIFY2(progress.count() > 12, qPrintable(QString::number(progress.count())));  // tensor by tensor
        const int total = progress.last().at(1).toInt();
        QVERIFY2(qAbs(total - static_cast<int>(fileBytes >> 20)) <= 1, qPrintable(QString::number(total)));  // 11 MiB
        for (int i = 0; i < progress.count(); ++i) {
            QCOMPARE(progress.at(i).at(1).toInt(), total);
            if (i) QVERIFY(progress.at(i).at(0).toInt() >= progress.at(i - 1).at(0).toInt());
        }
        QVERIFY(progress.last().at(0).toInt() >= total - 1);  // read whole (done rounds down, total up)
    }

    // Cancel during a load: the model in use stays, at once and after the worker has read the
    // file it was reading (it does not swap it in).
    void aCancelledLoadKeepsTheModelInUse() {
        QSignalSpy cancelled(c.get(), &SessionController::workCancelled);
        Latch latch(*c);  // the load waits behind it, so Cancel comes before it is in
        c->loadModel("tiny");
        QCOMPARE(c->work(), SessionController::Work::Loading);
        c->cancelWork();
        QVERIFY(!c->busy());
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(cancelled.first().at(0).toString().contains("weather"));  // says what stays open
        latch.release();
        QVERIFY(Latch::drained(*c));
        QCOMPARE(c->model().name, std::string("weather"));
        c->prefill();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->current()->tokens.first(), QString("Today"));  // the engine runs the toy still
    }

    void resetDropsAStepInFlight() {
        c->prefill();
        QVERIFY(waitIdle(*c));
        Latch latch(*c);
        c->stepForward();  // queued behind the latch…
        c->reset();        // …and void before it starts
        QVERIFY(!c->busy());
        latch.release();
        QVERIFY(latch.drained(*c));
        QCOMPARE(c->stepCount(), 0);
        c->prefill();
        QVERIFY(waitIdle(*c));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->current()->tokens.size(), 5);  // the engine did not keep the stale step
    }

    // Home while a model loads: the load goes on and both sides end on the new model (before,
    // the controller dropped the load and showed the toy while the engine ran the tiny GPT).
    void resetDuringLoadKeepsBothSidesOnOneModel() {
        Latch latch(*c);
        c->loadModel("tiny");
        c->reset();
        latch.release();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->model().name, std::string("tiny"));
        QCOMPARE(c->stepCount(), 0);
        c->prefill();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 1);
        QCOMPARE(int(c->current()->record->layers.size()), c->model().layers);  // 8: the engine runs the tiny GPT
        QCOMPARE(c->current()->tokens.first(), QString("<|endoftext|>"));
    }

    // A new model asked for while a prefill waits: the prefill is void (never run for the old
    // model), the new model comes in, nothing is reported as an error.
    void loadDuringPrefillVoidsThePrefill() {
        QSignalSpy errors(c.get(), &SessionController::errorOccurred);
        QSignalSpy timeline(c.get(), &SessionController::timelineChanged);
        Latch latch(*c);
        c->prefill();
        c->loadModel("tiny");
        latch.release();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->model().name, std::string("tiny"));
        QCOMPARE(c->stepCount(), 0);
        QCOMPARE(errors.count(), 0);
        QCOMPARE(timeline.count(), 1);  // the load's only: no step of the weather toy arrived
    }

    // A fork asked for while a decode step waits: the step is void, the fork happens at the
    // step the user saw, and the next step continues from the forced token.
    void forkDuringStepForksWhereTheUserWas() {
        c->prefill();
        QVERIFY(waitIdle(*c));
        const int warm = tokenIndex(c->model(), "warm");
        Latch latch(*c);
        c->stepForward();     // decode in flight (held)
        c->forceToken(warm);  // fork at step 0 meanwhile
        latch.release();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 1);
        QCOMPARE(c->current()->chosen, QString("warm"));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 2);
        QCOMPARE(c->current()->tokens.last(), QString("warm"));
    }

    // Steps recorded elsewhere (a replayed timeline) cannot be continued by the engine: an
    // error says so, instead of decoding after the engine's own, different run.
    void recordedStepsAreNotContinuedBlindly() {
        c->prefill();
        QVERIFY(waitIdle(*c));
        const QVector<StepView> mine = c->steps();
        SessionController other;
        other.loadModel("weather");
        QVERIFY(waitIdle(other));
        other.showRecordedSteps(c->model(), mine);
        QSignalSpy errors(&other, &SessionController::errorOccurred);
        other.stepForward();
        QCOMPARE(errors.count(), 1);
        QCOMPARE(other.stepCount(), 1);
        other.prefill();  // a run of its own works
        QVERIFY(waitIdle(other));
        QCOMPARE(other.stepCount(), 1);
        QVERIFY(other.steps().first().record != mine.first().record);
    }

    // The selected layer is shown in full even when the records keep another: the worker
    // recomputes it, and it equals a recording that kept every layer, bit for bit.
    void selectedLayerIsRecomputedExactly() {
        c->setRecordingBudget(4 << 20);  // the tiny GPT then keeps one layer per step in full
        c->loadModel("tiny");
        QVERIFY(waitIdle(*c));
        c->prefill();
        QVERIFY(waitIdle(*c));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->current()->record->layers[5].detail, AttentionDetail::None);  // layer 0 is kept
        QSignalSpy detail(c.get(), &SessionController::layerDetailChanged);
        c->setLayer(5);
        QVERIFY(!c->layerComplete());
        QVERIFY(c->detailPending());
        QVERIFY(QTest::qWaitFor([&] { return c->idle(); }, 10000));
        QVERIFY(c->layerComplete());
        QVERIFY(detail.count() >= 2);  // asked, and arrived

        Engine reference(loadModel("tiny"));
        reference.setRecordingPolicy(RecordingPolicy::everything());
        reference.prefill(c->steps()[0].record->tokens, {});
        reference.decode({});
        for (int s = 0; s < 2; ++s) {
            const LayerTrace& shown = c->steps()[s].layer(5);
            const LayerTrace& full = reference.timeline().at(s)->layers[5];
            QCOMPARE(shown.detail, AttentionDetail::Full);
            for (int h = 0; h < 8; ++h) {
                QVERIFY(shown.heads[size_t(h)].weights == full.heads[size_t(h)].weights);
                QVERIFY(shown.heads[size_t(h)].outputs == full.heads[size_t(h)].outputs);
            }
        }
        // another layer: the recomputed layer 5 goes (memory stays bounded), layer 2 comes
        c->setLayer(2);
        QVERIFY(QTest::qWaitFor([&] { return c->idle(); }, 10000));
        QVERIFY(c->layerComplete());
        QVERIFY(!c->steps()[0].fullLayers.value(5));
    }

    // Switching precision while a model is still loading asks for it again at the new one
    // (kvscope --weights f16 starts while the remembered model loads); a loaded toy stays.
    void halfPrecisionReachesAModelStillLoading() {
        QSignalSpy loaded(c.get(), &SessionController::modelChanged);
        c->loadModel("tiny");
        c->setHalfPrecisionWeights(true);
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->model().name, std::string("tiny"));
        QCOMPARE(c->model().weightPrecision, std::string("f16"));
        QCOMPARE(loaded.count(), 1);  // the f32 load was superseded, not shown
        c->loadModel("weather");
        QVERIFY(waitIdle(*c));
        c->prefill();
        QVERIFY(waitIdle(*c));
        c->setHalfPrecisionWeights(false);
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 1);  // the toy's run is kept
    }

    void badModelKeepsTheOldOne() {
        QSignalSpy errors(c.get(), &SessionController::errorOccurred);
        c->loadModel("/nonexistent/model.json");
        QVERIFY(waitIdle(*c));
        QCOMPARE(errors.count(), 1);
        QCOMPARE(c->model().name, std::string("weather"));
        c->prefill();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->stepCount(), 1);
    }

    void subStepsRevealAStep() {
        c->setPlayStages(true);
        c->prefill();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->subStep(), SubStep::Embed);
        for (int i = 1; i < kSubStepCount; ++i) c->subStepForward();
        QCOMPARE(c->subStep(), SubStep::Done);
    }
};

QTEST_MAIN(TestSessionController)
#include "tst_session_controller.moc"
