// The article's lesson end to end from the keyboard alone, in a real window (Xvfb + openbox,
// keys sent by xdotool through the X server, as a clicker or a keyboard sends them): one
// stage per key, each with its text in the lesson panel and its view framed, from before the
// prefill to the last stage of the last step; ← goes back. KVSCOPE_LESSON_SHOTS=DIR saves a
// screenshot at each step's causal mask, to look at.
#include <QDockWidget>
#include <QProcess>
#include <QTextBrowser>
#include <QtTest>

#include "core/lesson/lesson_library.h"
#include "ui/lesson/lesson_controller.h"
#include "ui/lesson/lesson_panel.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestLessonKeyboard : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;

    SessionController* s() const { return w->session(); }
    static bool xdo(const QStringList& args) {
        QProcess p;
        p.start("xdotool", args);
        if (!p.waitForFinished(10000) || p.exitCode() != 0) {
            qWarning() << "xdotool" << args << p.readAllStandardError();
            return false;
        }
        QTest::qWait(100);  // let the event arrive
        return true;
    }
    QString panelText() const { return w->lessons()->panel()->textView()->toPlainText(); }

private slots:
    void initTestCase() {
        if (QGuiApplication::platformName() != "xcb") QSKIP("needs a real X server (tests/ui/real_window.sh)");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }

    void theArticlesLessonFromTheKeyboardAlone() {
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(1280, 720);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(xdo({"windowactivate", "--sync", QString::number(w->winId())}));
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        QSignalSpy started(w->lessons(), &LessonController::started);
        QVERIFY(w->lessons()->open("article"));
        QVERIFY(started.wait(10000));
        QTRY_VERIFY(s()->idle());

        const Lesson lesson = loadLesson("article");
        const QString shots = qEnvironmentVariable("KVSCOPE_LESSON_SHOTS");
        const QStringList keys{"s", "space", "Right"};
        int pressed = 0;
        for (int step = 0; step <= lesson.decodeSteps(); ++step) {
            for (int stage = 0; stage < kSubStepCount; ++stage) {
                QVERIFY(xdo({"key", keys[pressed++ % keys.size()]}));
                // exactly one stage on, and it stays there: nothing walks by itself
                QTRY_VERIFY(s()->idle() && s()->currentIndex() == step && int(s()->subStep()) == stage);
                QTest::qWait(50);
                QCOMPARE(s()->currentIndex(), step);
                QCOMPARE(int(s()->subStep()), stage);
                const QString text = QString::fromStdString(lesson.steps[size_t(step)].stages[size_t(stage)]);
                QTRY_VERIFY2(panelText().contains(text), qPrintable(panelText()));
                QVERIFY(w->lessons()->dock()->isVisible());
                if (stage != kSubStepCount - 1) QVERIFY(w->highlightedView() != nullptr);  // its view framed
                if (!shots.isEmpty() && SubStep(stage) == SubStep::Mask)
                    QVERIFY(w->grab().save(QString("%1/lesson-step%2-mask.png").arg(shots).arg(step)));
            }
        }
        QCOMPARE(pressed, 4 * kSubStepCount);
        QVERIFY(xdo({"key", "space"}));  // the end: no step beyond the lesson
        QTest::qWait(200);
        QCOMPARE(s()->stepCount(), 4);
        QVERIFY(xdo({"key", "Left"}));
        QTRY_COMPARE(s()->subStep(), SubStep::Choose);
        QCOMPARE(s()->currentIndex(), 3);
        QVERIFY(panelText().contains(QString::fromStdString(lesson.steps[3].stages[size_t(LessonStage::Choose)])));
        w.reset();
    }
};

QTEST_MAIN(TestLessonKeyboard)
#include "tst_lesson_keyboard.moc"
