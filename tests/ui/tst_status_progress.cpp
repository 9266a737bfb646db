// The status bar's progress and Cancel (issue 26, item 5), in the window: a job that runs for a
// moment shows the bar (a load without a value until its weights are found, then the mebibytes
// read), a quick one never does, and Cancel stops the job, hides the bar and says what was
// stopped.
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>
#include <QtTest>

#include <condition_variable>
#include <mutex>

#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/window/status_progress.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestStatusProgress : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;
    // holds the session's worker until released, so a job stays in flight as long as the test wants
    struct Gate {
        std::mutex mutex;
        std::condition_variable open;
        bool released = false;
        void release() {
            {
                std::lock_guard lock(mutex);
                released = true;
            }
            open.notify_all();
        }
    };
    std::shared_ptr<Gate> hold() {
        auto gate = std::make_shared<Gate>();
        w->session()->runOnWorker([gate] {
            std::unique_lock lock(gate->mutex);
            gate->open.wait(lock, [&] { return gate->released; });
        });
        return gate;
    }
    StatusProgress* progress() const { return w->findChild<StatusProgress*>("statusProgress"); }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void init() {
        w = std::make_unique<MainWindow>(nullptr, false);
        w->resize(1280, 720);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(QTest::qWaitFor([&] { return w->session()->idle(); }, 20000));
    }
    void cleanup() { w.reset(); }

    void aQuickStepNeverShowsTheBar() {
        QVERIFY(progress());
        bool seen = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] { seen = seen || progress()->isVisible(); });
        poll.start(5);
        w->session()->prefill();
        QVERIFY(QTest::qWaitFor([&] { return w->session()->idle(); }, 20000));
        QTest::qWait(StatusProgress::kShowAfterMs + 100);
        QVERIFY(!seen);
    }

    void aLongLoadShowsTheBarAndCancelStopsIt() {
        const auto gate = hold();  // the load waits behind it: it runs as long as the gate is shut
        w->session()->loadModel("tiny");
        QVERIFY(!progress()->isVisible());  // not at once
        QVERIFY(QTest::qWaitFor([&] { return progress()->isVisible(); }, 3000));
        auto* bar = progress()->findChild<QProgressBar*>("statusProgressBar");
        QVERIFY(bar);
        QCOMPARE(bar->maximum(), 0);  // the load has not found its weights yet: busy
        QVERIFY(bar->format().contains("Opening"));
        // then it counts the weights read (tst_session_controller checks the worker's reports)
        emit w->session()->workProgress(3, 11);
        QCOMPARE(bar->maximum(), 11);
        QCOMPARE(bar->value(), 3);
        QCOMPARE(bar->text(), QString("Opening the model: 3 of 11 MiB"));
        // a large model's figures still fit in the bar (a 7B model in f16: 13,800 MiB)
        emit w->session()->workProgress(4750, 13800);
        QTRY_VERIFY(bar->width() > bar->fontMetrics().horizontalAdvance(bar->text()));
        auto* cancel = progress()->findChild<QToolButton*>("statusCancel");
        QVERIFY(cancel && cancel->isEnabled());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(!w->session()->busy());
        QVERIFY(!progress()->isVisible());
        QVERIFY2(w->statusBar()->currentMessage().contains("cancelled"), qPrintable(w->statusBar()->currentMessage()));
        gate->release();
        QVERIFY(QTest::qWaitFor([&] { return w->session()->idle(); }, 20000));
        QTest::qWait(200);
        QCOMPARE(w->session()->model().name, std::string("weather"));  // the model in use stayed
    }
};

QTEST_MAIN(TestStatusProgress)
#include "tst_status_progress.moc"
