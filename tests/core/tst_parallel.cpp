// parallelFor, parallelRanges and the thread team under them (core/parallel.h,
// core/thread_team.h): every index runs exactly once whatever the count, grain and number of
// threads; the team's threads really take part, also after they have gone to sleep; a body's
// own parallelFor runs in place; two threads asking for regions at once both get them; an
// exception reaches the caller and leaves the team usable; the team's timeline records what it ran.
// (TBB's headers before Qt's: Qt's `emit` macro breaks tbb/profiling.h)
#include <tbb/global_control.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "core/parallel.h"
#include "core/thread_team.h"

#include <QtTest>

using namespace kvscope;
using Clock = std::chrono::steady_clock;

namespace {

// Runs [0, count) through the team itself with `threads` threads and counts each index's runs.
std::vector<int> runsPerIndex(int threads, std::int64_t count, std::int64_t grain) {
    std::vector<std::atomic<int>> runs(static_cast<size_t>(count));
    const auto body = [](void* context, std::int64_t first, std::int64_t last) {
        auto& r = *static_cast<std::vector<std::atomic<int>>*>(context);
        for (std::int64_t i = first; i < last; ++i) r[static_cast<size_t>(i)].fetch_add(1);
    };
    if (!team::run(threads, 0, count, grain, body, &runs)) return {};
    std::vector<int> out;
    for (const auto& r : runs) out.push_back(r.load());
    return out;
}

// Two indices that each wait (up to two seconds) for the other to start: they finish quickly
// only if two threads run them at once.
bool twoIndicesRanTogether() {
    std::atomic<int> started{0};
    std::atomic<bool> timedOut{false};
    parallelFor<int>(0, 2, 1, [&](int) {
        started.fetch_add(1);
        const auto deadline = Clock::now() + std::chrono::seconds(2);
        while (started.load() < 2)
            if (Clock::now() > deadline) {
                timedOut = true;
                return;
            }
    });
    return !timedOut.load();
}

}  // namespace

class TestParallel : public QObject {
    Q_OBJECT

private slots:
    void everyIndexRunsOnce_data() {
        QTest::addColumn<int>("threads");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<qint64>("grain");
        for (int threads : {2, 3, 4})
            for (qint64 count : {2, 3, 7, 64, 1000, 100003})
                for (qint64 grain : {1, 16})
                    QTest::addRow("%d threads, %lld indices, grain %lld", threads, count, grain) << threads << count << grain;
    }
    void everyIndexRunsOnce() {
        QFETCH(int, threads);
        QFETCH(qint64, count);
        QFETCH(qint64, grain);
        for (int round = 0; round < 20; ++round) {
            const std::vector<int> runs = runsPerIndex(threads, count, grain);
            QCOMPARE(runs.size(), static_cast<size_t>(count));
            for (size_t i = 0; i < runs.size(); ++i)
                if (runs[i] != 1) QFAIL(qPrintable(QString("index %1 ran %2 times").arg(i).arg(runs[i])));
        }
    }

    void parallelForCoversItsRange() {
        for (int threads : {1, 2}) {
            const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
            std::vector<std::atomic<int>> runs(1000);
            parallelFor<int>(10, 1000, 1, [&](int i) { runs[static_cast<size_t>(i)].fetch_add(1); });
            for (int i = 0; i < 1000; ++i) QCOMPARE(runs[static_cast<size_t>(i)].load(), i < 10 ? 0 : 1);
        }
    }

    // parallelRanges hands out ranges that cover its indices once, none empty, none reaching
    // outside, whatever the count, grain and number of threads (the threads cut them as they go).
    void parallelRangesCoverTheirRangeOnce() {
        for (int threads : {1, 2})
            for (int count : {1, 2, 7, 64, 1000})
                for (int grain : {1, 16}) {
                    const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
                    for (int round = 0; round < 20; ++round) {
                        std::vector<std::atomic<int>> runs(static_cast<size_t>(count + 10));
                        std::atomic<bool> bad{false};
                        parallelRanges<int>(10, 10 + count, grain, [&](int first, int last) {
                            if (first >= last || first < 10 || last > 10 + count) bad = true;
                            for (int i = first; i < last; ++i) runs[static_cast<size_t>(i)].fetch_add(1);
                        });
                        QVERIFY2(!bad.load(), qPrintable(QString("%1 indices: a range empty or outside").arg(count)));
                        for (int i = 0; i < count + 10; ++i)
                            if (runs[static_cast<size_t>(i)].load() != (i < 10 ? 0 : 1))
                                QFAIL(qPrintable(QString("%1 threads, %2 indices, grain %3: index %4 ran %5 times")
                                                     .arg(threads).arg(count).arg(grain).arg(i).arg(runs[static_cast<size_t>(i)].load())));
                    }
                }
    }

    void theTeamsThreadsTakePart() {
        if (team::threadsAllowed() < 2) QSKIP("one thread on this machine");
        QVERIFY(twoIndicesRanTogether());
        // past the threads' spinning: they sleep, and the next region must wake them
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        QVERIFY(twoIndicesRanTogether());
        for (int i = 0; i < 200; ++i) QVERIFY(twoIndicesRanTogether());
    }

    // The team's timeline (kvscope-bench --regions): while recording, each region the team runs,
    // in order, with its size and its three times in order; only the first `most`; nothing
    // before the start or after the stop.
    void regionsAreRecordedWhileAsked() {
        QVERIFY(!runsPerIndex(2, 7, 1).empty());  // not recording: not kept
        team::startRecording(3);
        for (std::int64_t count : {10, 20, 30, 40, 50}) QVERIFY(!runsPerIndex(2, count, 1).empty());
        const std::vector<team::RegionStamp> stamps = team::stopRecording();
        QVERIFY(!runsPerIndex(2, 9, 1).empty());  // stopped: not kept
        QCOMPARE(stamps.size(), size_t(3));
        for (size_t i = 0; i < stamps.size(); ++i) {
            QCOMPARE(stamps[i].indices, std::int64_t(10 * (i + 1)));
            QVERIFY(stamps[i].opened > 0);
            QVERIFY(stamps[i].opened <= stamps[i].callerDone);
            QVERIFY(stamps[i].callerDone <= stamps[i].closed);
            if (i > 0) QVERIFY(stamps[i - 1].closed <= stamps[i].opened);
        }
        team::startRecording(8);
        QVERIFY(team::stopRecording().empty());
        // only what was recorded is handed over, not the storage reserved for `most`: a bench
        // recording every step kept it all, and the heap growing between steps cost each step's
        // fresh logits vector page faults (~0.3 ms a GPT-2 step)
        team::startRecording(64);
        QVERIFY(!runsPerIndex(2, 5, 1).empty());
        const std::vector<team::RegionStamp> one = team::stopRecording();
        QCOMPARE(one.size(), size_t(1));
        QCOMPARE(one.capacity(), size_t(1));
    }

    void aBodysOwnRegionRunsInPlace() {
        std::vector<std::atomic<int>> runs(64 * 64);
        std::atomic<int> elsewhere{0};
        parallelFor<int>(0, 64, 1, [&](int outer) {
            const auto me = std::this_thread::get_id();
            parallelFor<int>(0, 64, 1, [&](int inner) {
                if (std::this_thread::get_id() != me) elsewhere.fetch_add(1);
                runs[static_cast<size_t>(64 * outer + inner)].fetch_add(1);
            });
        });
        for (const auto& r : runs) QCOMPARE(r.load(), 1);
        QCOMPARE(elsewhere.load(), 0);
    }

    void regionsFromTwoThreadsAtOnce() {
        std::vector<std::atomic<int>> a(257), b(257);
        const auto many = [](std::vector<std::atomic<int>>& runs) {
            for (int round = 0; round < 300; ++round)
                parallelFor<int>(0, 257, 1, [&](int i) { runs[static_cast<size_t>(i)].fetch_add(1); });
        };
        std::thread other([&] { many(b); });
        many(a);
        other.join();
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].load(), 300);
            QCOMPARE(b[i].load(), 300);
        }
    }

    void anExceptionReachesTheCaller() {
        bool caught = false;
        try {
            parallelFor<int>(0, 100, 1, [](int i) {
                if (i == 57) throw std::runtime_error("index 57");
            });
        } catch (const std::runtime_error& e) {
            caught = QString(e.what()) == "index 57";
        }
        QVERIFY(caught);
        const std::vector<int> runs = runsPerIndex(2, 500, 1);
        QCOMPARE(runs.size(), size_t{500});
        for (int r : runs) QCOMPARE(r, 1);
    }
};

QTEST_APPLESS_MAIN(TestParallel)
#include "tst_parallel.moc"
