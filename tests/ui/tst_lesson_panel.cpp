// Guided lessons in the main window (issue 20): the article's lesson opens on its model and
// prompt, S / Space / → walk one stage each with the lesson's text (← back), it stops at its
// end, runs its no-cache step without the cache, sets up the views it names; a lesson that
// does not read, or whose model does not open, changes nothing.
#include <QCheckBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QSpinBox>
#include <QTextBrowser>
#include <QProgressDialog>
#include <QtTest>
#include <fstream>

#include "core/lesson/lesson_library.h"
#include "ui/controls_panel.h"
#include "ui/lesson/lesson_controller.h"
#include "ui/lesson/lesson_panel.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/kv_cache_view.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
// A lesson that shows the one view `id` (written here, not in the class: moc reads the class).
std::string oneViewLesson(std::string_view id) {
    return "{\"format\": \"kvscope-lesson/1\", \"title\": \"One view\", \"model\": \"weather\", "
           "\"display\": {\"show\": [\"" + std::string(id) +
           "\"]}, \"steps\": [{\"title\": \"Prefill\", \"text\": \"All at once.\"}]}";
}
}  // namespace

class TestLessonPanel : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;
    const QString data = KVSCOPE_SOURCE_DIR "/tests/data/lessons/";

    SessionController* s() const { return w->session(); }
    LessonController* lessons() const { return w->lessons(); }
    bool idle() {
        const bool done = QTest::qWaitFor([&] { return s()->idle(); }, 10000);
        QCoreApplication::processEvents();
        return done;
    }
    bool openAndWait(const QString& nameOrPath) {
        QSignalSpy started(lessons(), &LessonController::started);
        if (!lessons()->open(nameOrPath)) return false;
        return started.wait(10000) && idle();
    }
    QString panelText() const { return lessons()->panel()->textView()->toPlainText(); }
    QDockWidget* dock(const char* name) const { return w->findChild<QDockWidget*>(name); }
    void key(Qt::Key k) { QTest::keyClick(w.get(), k); }

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

    void theArticleOpensOnItsModelAndPrompt() {
        QVERIFY(!dock("lessonDock")->isVisible());
        s()->setPrompt("Today is");  // what a student typed before: the lesson sets its own
        QVERIFY(openAndWait("article"));
        QVERIFY(lessons()->active());
        QCOMPARE(s()->model().source, QString("weather"));
        QCOMPARE(s()->prompt(), QString("Today weather is so"));
        QCOMPARE(s()->stepCount(), 0);
        QVERIFY(dock("lessonDock")->isVisible());
        QVERIFY(panelText().contains("This lesson follows the article"));
        QCOMPARE(lessons()->panel()->progressLabel()->text(), QString("Before the prefill"));
        QVERIFY(!lessons()->panel()->backButton()->isEnabled());
        // its display: the mask in front of the context it is tabbed with
        QTRY_VERIFY(!w->findChild<QWidget*>("maskDock")->visibleRegion().isEmpty());
    }

    // Every stage of every step, one key each (S, Space and → in turn), with its text.
    void keysWalkOneStageEachWithItsText() {
        QVERIFY(openAndWait("article"));
        const Lesson lesson = loadLesson("article");
        const Qt::Key keys[] = {Qt::Key_S, Qt::Key_Space, Qt::Key_Right};
        int pressed = 0;
        for (int step = 0; step <= lesson.decodeSteps(); ++step) {
            for (int stage = 0; stage < kSubStepCount; ++stage) {
                key(keys[pressed++ % 3]);
                QVERIFY(idle());
                QCOMPARE(s()->currentIndex(), step);
                QCOMPARE(int(s()->subStep()), stage);
                const QString text =
                    QString::fromStdString(lesson.steps[size_t(step)].stages[size_t(stage)]);
                QVERIFY2(panelText().contains(text), qPrintable(QString("step %1 stage %2: %3").arg(step).arg(stage).arg(panelText())));
                QVERIFY(panelText().contains(QString::fromStdString(lesson.steps[size_t(step)].title)));
                QVERIFY(lessons()->panel()->progressLabel()->text().startsWith(
                    QString("Step %1 of 3 · ").arg(step)));
                QVERIFY(w->explainPanel()->toPlainText().contains(subStepTitle(SubStep(stage))));
            }
        }
        QCOMPARE(pressed, 40);
        QVERIFY(lessons()->atEnd());
        QVERIFY(!lessons()->panel()->nextButton()->isEnabled());
        key(Qt::Key_Space);  // the lesson ends here: nothing more is computed
        key(Qt::Key_S);
        QVERIFY(idle());
        QCOMPARE(s()->stepCount(), 4);
        QCOMPARE(s()->currentIndex(), 3);
        QCOMPARE(s()->subStep(), SubStep::CacheAppend);
        QVERIFY(w->statusBar()->currentMessage().contains("end of the lesson"));
    }

    void leftGoesBackOneStage() {
        QVERIFY(openAndWait("article"));
        for (int i = 0; i < kSubStepCount + 2; ++i) {  // step 1, its Q/K/V
            key(Qt::Key_Right);
            QVERIFY(idle());
        }
        QCOMPARE(s()->currentIndex(), 1);
        QCOMPARE(s()->subStep(), SubStep::QueryKeyValue);
        key(Qt::Key_Left);
        QCOMPARE(s()->subStep(), SubStep::Embed);
        key(Qt::Key_Left);  // the step before, at its last stage
        QCOMPARE(s()->currentIndex(), 0);
        QCOMPARE(s()->subStep(), SubStep::CacheAppend);
        QVERIFY(panelText().contains("The keys and values of all four prompt positions"));
        // told like any stage: its view (the KV cache) framed
        QVERIFY(w->highlightedView());
        QVERIFY(w->highlightedView() == w->kvCacheView() || w->highlightedView()->isAncestorOf(w->kvCacheView()));
        lessons()->panel()->nextButton()->click();  // the panel's buttons walk the same way
        QVERIFY(idle());
        QCOMPARE(s()->currentIndex(), 1);
        QCOMPARE(s()->subStep(), SubStep::Embed);
        lessons()->panel()->backButton()->click();
        QCOMPARE(s()->currentIndex(), 0);
        QCOMPARE(s()->stepCount(), 2);  // recorded steps are walked, not recomputed
    }

    // Play walks the lesson's stages by itself and stops at its last one, computing no step
    // beyond it (it went on until the model's context was full).
    void playStopsAtTheEndOfTheLesson() {
        QVERIFY(openAndWait("article"));
        w->findChild<QSpinBox*>("playSpeed")->setValue(10);
        key(Qt::Key_P);
        QVERIFY(w->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isPlaying(), 30000);
        QVERIFY(lessons()->atEnd());
        QCOMPARE(s()->stepCount(), 4);
        QTest::qWait(300);
        QVERIFY(idle());
        QCOMPARE(s()->stepCount(), 4);
        QCOMPARE(s()->currentIndex(), 3);
    }

    void theThirdStepRunsWithoutTheCache() {
        QVERIFY(openAndWait("article"));
        for (int i = 0; i < 4 * kSubStepCount; ++i) {
            key(Qt::Key_S);
            QVERIFY(idle());
        }
        QCOMPARE(s()->stepCount(), 4);
        QCOMPARE(s()->step(1).record->cacheMode, CacheMode::On);
        QCOMPARE(s()->step(2).record->cacheMode, CacheMode::Off);
        QVERIFY(s()->step(2).record->kvRecomputed);
        QCOMPARE(s()->step(3).record->cacheMode, CacheMode::On);
        QCOMPARE(s()->cacheMode(), CacheMode::On);
        QVERIFY(w->controlsPanel()->cacheBox()->isChecked());
    }

    // Each view a lesson may name is a dock of the window, shown alone when it is all `show` names.
    void theViewsALessonNamesAreTheWindowsDocks() {
        const QMap<QString, QString> docks{{"tokens", "tokensDock"},   {"mask", "maskDock"},
                                           {"context", "contextDock"}, {"logits", "logitsDock"},
                                           {"kv-cache", "kvDock"},     {"work", "workDock"},
                                           {"compare", "compareDock"},
                                           {"explain", "explainDock"}, {"controls", "controlsDock"}};
        QCOMPARE(qsizetype(lessonViewIds().size()), docks.size());
        QTemporaryDir dir;
        for (std::string_view id : lessonViewIds()) {
            const QString path = dir.filePath(QString::fromUtf8(id.data(), qsizetype(id.size())) + ".json");
            std::ofstream(path.toStdString()) << oneViewLesson(id);
            QVERIFY(openAndWait(path));
            for (const auto& [other, name] : docks.asKeyValueRange())
                QCOMPARE(dock(name.toLatin1())->isVisible(), other.toStdString() == id);
        }
    }

    void anInvalidLessonChangesNothing() {
        QVERIFY(openAndWait("article"));
        key(Qt::Key_S);
        key(Qt::Key_S);
        QVERIFY(idle());
        const SubStep stage = s()->subStep();
        QSignalSpy failed(lessons(), &LessonController::failed);
        QVERIFY(!lessons()->open(data + "bad/unknown-stage.json"));
        QCOMPARE(failed.count(), 1);
        const QString message = failed.at(0).at(0).toString();
        QCOMPARE(message, QString("unknown-stage.json: steps[1].stages.maks: unknown stage (known: embed, qkv, "
                                  "scores, mask, softmax, context, logits, probabilities, choose, append)"));
        QCOMPARE(w->statusBar()->currentMessage(), message);
        QVERIFY(lessons()->active());  // the open lesson goes on where it was
        QCOMPARE(lessons()->lesson()->title, std::string("From prompt to prediction: prefill, decode and the KV cache"));
        QCOMPARE(s()->stepCount(), 1);
        QCOMPARE(s()->subStep(), stage);
    }

    void aLessonWhoseModelDoesNotOpenChangesNothing() {
        QVERIFY(openAndWait("article"));
        key(Qt::Key_Space);
        QVERIFY(idle());
        QSignalSpy failed(lessons(), &LessonController::failed);
        QVERIFY(lessons()->open(data + "own-model.json"));  // it reads; its model is missing
        QVERIFY(failed.wait(10000));
        QVERIFY2(failed.at(0).at(0).toString().contains("my-toy.json"), qPrintable(failed.at(0).at(0).toString()));
        QVERIFY(idle());
        QCOMPARE(s()->model().source, QString("weather"));
        QCOMPARE(lessons()->lesson()->title, std::string("From prompt to prediction: prefill, decode and the KV cache"));
        QVERIFY(!w->darkTheme());  // its display was not applied
    }

    // File › Export lesson handout: the lesson run again for its pages, then back where it was
    void theHandoutFromTheApp() {
        QVERIFY(openAndWait("article"));
        for (int i = 0; i < kSubStepCount + 3; ++i) {  // step 1, its scores
            key(Qt::Key_S);
            QVERIFY(idle());
        }
        QCOMPARE(s()->currentIndex(), 1);
        w->setDarkTheme(true);
        QTemporaryDir dir;
        const QString pdf = dir.filePath("handout.pdf");
        lessons()->exportHandout(pdf);
        auto* progress = w->findChild<QProgressDialog*>("handoutProgress");  // a page a step
        QVERIFY(progress);
        QCOMPARE(progress->maximum(), 4);
        QTRY_VERIFY_WITH_TIMEOUT(w->statusBar()->currentMessage().startsWith("Wrote"), 20000);
        QCOMPARE(w->statusBar()->currentMessage(), QString("Wrote %1 (4 pages)").arg(pdf));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QCOMPARE(bytes.count("/Type /Page\n"), qsizetype(4));  // one page object per step ("/Pages" is the tree)
        QCOMPARE(s()->stepCount(), 4);
        QCOMPARE(s()->currentIndex(), 1);  // back at the step it showed
        QVERIFY(w->darkTheme());           // and in its theme (the pages are light)
        QVERIFY(w->animationsEnabled() == false);  // as the test set it
        QVERIFY(lessons()->active());
    }

    // Cancel in the handout's progress dialog: the run stops, nothing is written, the window is
    // as it was
    void theHandoutCanBeCancelled() {
        QVERIFY(openAndWait("article"));
        QTemporaryDir dir;
        const QString pdf = dir.filePath("handout.pdf");
        lessons()->exportHandout(pdf);
        auto* progress = w->findChild<QProgressDialog*>("handoutProgress");
        QVERIFY(progress);
        emit progress->canceled();  // as its Cancel button does (it may not show before the run ends)
        QTRY_VERIFY_WITH_TIMEOUT(w->statusBar()->currentMessage().contains("cancelled"), 20000);
        QVERIFY(QTest::qWaitFor([&] { return s()->idle(); }, 20000));
        QTest::qWait(100);
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
        QVERIFY(!w->findChild<QProgressDialog*>("handoutProgress"));  // gone with the run
        QVERIFY(lessons()->active());
    }

    void closingTheLessonGivesTheKeysBackToSteps() {
        QVERIFY(openAndWait("article"));
        lessons()->close();
        QVERIFY(!lessons()->active());
        QVERIFY(!dock("lessonDock")->isVisible());
        key(Qt::Key_Space);  // a whole step again
        QVERIFY(idle());
        QCOMPARE(s()->stepCount(), 1);
        QCOMPARE(s()->subStep(), SubStep::Done);
    }
};

QTEST_MAIN(TestLessonPanel)
#include "tst_lesson_panel.moc"
