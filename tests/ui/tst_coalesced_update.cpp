// Bursts of update requests merged into one update per turn of the event loop, and flushed on
// demand (ui/views/coalesced_update.h).
#include <QtTest>

#include "ui/views/coalesced_update.h"

using kvscope::ui::CoalescedUpdate;

class TestCoalescedUpdate : public QObject {
    Q_OBJECT
private slots:
    void aBurstRunsOnceAtTheNextTurn() {
        int runs = 0;
        QObject owner;
        CoalescedUpdate u([&] { ++runs; }, &owner);
        for (int i = 0; i < 5; ++i) u.schedule();
        QCOMPARE(runs, 0);
        QVERIFY(u.pending());
        QTRY_COMPARE(runs, 1);
        QVERIFY(!u.pending());
        QTest::qWait(20);
        QCOMPARE(runs, 1);
    }
    void flushRunsWhatIsPendingNow() {
        int runs = 0;
        QObject owner;
        CoalescedUpdate u([&] { ++runs; }, &owner);
        u.flush();
        QCOMPARE(runs, 0);  // nothing pending
        u.schedule();
        u.flush();
        QCOMPARE(runs, 1);
        QTest::qWait(20);
        QCOMPARE(runs, 1);  // not again at the next turn
    }
    void cancelDropsIt() {
        int runs = 0;
        QObject owner;
        CoalescedUpdate u([&] { ++runs; }, &owner);
        u.schedule();
        u.cancel();
        QTest::qWait(20);
        QCOMPARE(runs, 0);
    }
    void flushPendingUpdatesReachesEveryDescendant() {
        int a = 0, b = 0, c = 0;
        QObject root;
        QObject child(&root);
        auto* ua = new CoalescedUpdate([&] { ++a; }, &root);
        auto* ub = new CoalescedUpdate([&] { ++b; }, &child);
        new CoalescedUpdate([&] { ++c; }, &child);  // not scheduled
        ua->schedule();
        ub->schedule();
        kvscope::ui::flushPendingUpdates(&root);
        QCOMPARE(a, 1);
        QCOMPARE(b, 1);
        QCOMPARE(c, 0);
        kvscope::ui::flushPendingUpdates(nullptr);  // harmless
    }
};

QTEST_MAIN(TestCoalescedUpdate)
#include "tst_coalesced_update.moc"
