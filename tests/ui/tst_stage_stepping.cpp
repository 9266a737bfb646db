// Stage stepping, the backbone of a lesson (issue 20, defect 1): S shows exactly one stage and
// stays there — from Ready, on new and on recorded steps; the reveal after Space stops where S
// finds it; Play walks the stages and pauses; the view a stage is about is framed.
#include <QComboBox>
#include <QDockWidget>
#include <QSpinBox>
#include <QTextBrowser>
#include <QtTest>

#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/kv_cache_view.h"
#include "ui/views/mask_view.h"
#include "ui/views/tokens_view.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestStageStepping : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;

    SessionController* s() const { return w->session(); }
    bool idle() {
        const bool done = QTest::qWaitFor([&] { return s()->idle(); }, 10000);
        QCoreApplication::processEvents();
        return done;
    }
    void key(Qt::Key k) { QTest::keyClick(w.get(), k); }
    QString explain() const { return w->explainPanel()->toPlainText(); }
    // The frame drawn around the view the current stage is about (nullptr when none is shown).
    QWidget* framed() const {
        auto* frame = w->findChild<QWidget*>("stageHighlight");
        return frame && frame->isVisible() ? frame->parentWidget() : nullptr;
    }
    QDockWidget* dock(const char* name) const { return w->findChild<QDockWidget*>(name); }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void init() {
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(1280, 720);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(idle());
    }
    void cleanup() { w.reset(); }

    void sFromReadyRunsThePrefillAndShowsItsFirstStage() {
        key(Qt::Key_S);
        QVERIFY(idle());
        QCOMPARE(s()->stepCount(), 1);
        QCOMPARE(s()->subStep(), SubStep::Embed);
        QVERIFY2(explain().contains("Embed the tokens"), qPrintable(explain()));
        key(Qt::Key_S);
        QCOMPARE(s()->subStep(), SubStep::QueryKeyValue);
        for (int i = 2; i < kSubStepCount; ++i) key(Qt::Key_S);
        QCOMPARE(s()->subStep(), SubStep::CacheAppend);
        QCOMPARE(s()->stepCount(), 1);
        key(Qt::Key_S);  // the step is complete: the next one, at its first stage
        QVERIFY(idle());
        QCOMPARE(s()->stepCount(), 2);
        QCOMPARE(s()->currentIndex(), 1);
        QCOMPARE(s()->subStep(), SubStep::Embed);
    }

    void sWalksRecordedSteps() {
        for (int i = 0; i < 3; ++i) {
            key(Qt::Key_Space);
            QVERIFY(idle());
        }
        QCOMPARE(s()->stepCount(), 3);
        s()->goToStep(0);
        key(Qt::Key_S);
        QCOMPARE(s()->currentIndex(), 1);  // recorded: no new step is computed
        QCOMPARE(s()->stepCount(), 3);
        QCOMPARE(s()->subStep(), SubStep::Embed);
        key(Qt::Key_S);
        QCOMPARE(s()->subStep(), SubStep::QueryKeyValue);
        key(Qt::Key_Space);  // Space and → still go a whole step
        QCOMPARE(s()->currentIndex(), 2);
        QCOMPARE(s()->subStep(), SubStep::Done);
    }

    void theStageWaitsForTheNextKey() {
        w->setAnimationsEnabled(true);
        w->setAnimationMs(250);  // a reveal would be over in 250 ms
        key(Qt::Key_S);
        QVERIFY(idle());
        key(Qt::Key_S);
        key(Qt::Key_S);
        key(Qt::Key_S);
        QCOMPARE(s()->subStep(), SubStep::Mask);
        QTest::qWait(700);
        QCOMPARE(s()->subStep(), SubStep::Mask);
        QVERIFY2(explain().contains("Causal mask"), qPrintable(explain()));
    }

    void sStopsTheRevealWhereItIs() {
        w->setAnimationsEnabled(true);
        w->setAnimationMs(1500);  // 150 ms a stage
        key(Qt::Key_Space);
        QVERIFY(QTest::qWaitFor([&] { return s()->stepCount() == 1; }, 10000));
        QVERIFY(QTest::qWaitFor([&] { return s()->subStep() >= SubStep::Scores; }, 5000));
        key(Qt::Key_S);
        const SubStep held = s()->subStep();
        QVERIFY(held != SubStep::Done);
        QTest::qWait(900);  // the reveal would have finished by now
        QCOMPARE(s()->subStep(), held);
        key(Qt::Key_S);  // and S goes on one stage at a time from there
        QCOMPARE(int(s()->subStep()), int(held) + 1);
    }

    void playWalksTheStagesAndPauses() {
        key(Qt::Key_Space);
        QVERIFY(idle());
        auto* unit = w->findChild<QComboBox*>("playUnit");
        QVERIFY(unit);
        unit->setCurrentIndex(unit->findData("stages"));
        w->findChild<QSpinBox*>("playSpeed")->setValue(10);
        QSignalSpy stages(s(), &SessionController::subStepChanged);
        key(Qt::Key_P);
        QVERIFY(w->isPlaying());
        QVERIFY(QTest::qWaitFor([&] { return s()->stepCount() == 2 && s()->subStep() >= SubStep::Scores; }, 10000));
        QVERIFY(stages.count() >= 2);  // stage by stage, not a whole step at once
        key(Qt::Key_P);
        QVERIFY(!w->isPlaying());
        const SubStep paused = s()->subStep();
        const int step = s()->currentIndex();
        QTest::qWait(500);
        QCOMPARE(s()->subStep(), paused);
        QCOMPARE(s()->currentIndex(), step);
    }

    void theStagesViewIsFramed_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void theStagesViewIsFramed() {
        QFETCH(bool, dark);
        w->setDarkTheme(dark);
        QVERIFY(!framed());
        key(Qt::Key_S);
        QVERIFY(idle());
        QCOMPARE(framed(), dock("tokensDock"));  // Embed: the tokens
        key(Qt::Key_S);
        QCOMPARE(framed(), dock("kvDock"));  // Q, K, V: the rows the cache keeps
        key(Qt::Key_S);
        QCOMPARE(framed(), static_cast<QWidget*>(w->centralWidget()));  // scores: the heatmaps
        key(Qt::Key_S);
        QCOMPARE(framed(), dock("maskDock"));  // the mask, brought in front of its tab
        // (a dock behind its tab stays "visible", moved off screen: nothing of it shows)
        QTRY_VERIFY(!w->maskView()->visibleRegion().isEmpty());
        key(Qt::Key_S);
        QCOMPARE(framed(), static_cast<QWidget*>(w->centralWidget()));  // softmax
        key(Qt::Key_S);
        QCOMPARE(framed(), dock("contextDock"));
        QTRY_VERIFY(w->maskView()->visibleRegion().isEmpty());  // the context back in front
        key(Qt::Key_S);
        QCOMPARE(framed(), dock("logitsDock"));
        // a whole step (Space, ←) frames nothing: no stage is being told
        key(Qt::Key_Space);
        QVERIFY(idle());
        QVERIFY(!framed());
    }
};

QTEST_MAIN(TestStageStepping)
#include "tst_stage_stepping.moc"
