// The controller drives the engine on its worker thread: load, prefill, step, back, fork,
// no-cache, and stale results are dropped.
#include <QSignalSpy>
#include <QtTest>

#include "ui/session/session_controller.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
bool waitIdle(SessionController& c) {
    return QTest::qWaitFor([&] { return !c.busy(); }, 10000);
}
int tokenIndex(const ModelSummary& m, const QString& word) { return m.vocabulary.indexOf(word); }
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
        QCOMPARE(c->model().name, QString("weather"));
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

    void resetDropsAStepInFlight() {
        c->prefill();
        QVERIFY(waitIdle(*c));
        c->stepForward();  // in flight…
        c->reset();        // …and now stale
        QVERIFY(!c->busy());
        QTest::qWait(200);
        QCOMPARE(c->stepCount(), 0);
        c->prefill();
        QVERIFY(waitIdle(*c));
        c->stepForward();
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->current()->tokens.size(), 5);  // the engine did not keep the stale step
    }

    // Switching precision while a model is still loading asks for it again at the new one
    // (kvscope --weights f16 starts while the remembered model loads); a loaded toy stays.
    void halfPrecisionReachesAModelStillLoading() {
        QSignalSpy loaded(c.get(), &SessionController::modelChanged);
        c->loadModel("tiny");
        c->setHalfPrecisionWeights(true);
        QVERIFY(waitIdle(*c));
        QCOMPARE(c->model().name, QString("tiny"));
        QCOMPARE(c->model().weightPrecision, QString("f16"));
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
        QCOMPARE(c->model().name, QString("weather"));
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
