// Paged KV memory (core/lab/paged_kv.h), worked by hand: block tables, the waste of the last
// block against contiguous allocation, forks sharing blocks with reference counts, copy on
// write of a shared partly filled block, release, and a full pool refused without a change.
#include <QtTest>

#include "core/lab/paged_kv.h"
#include "core/types.h"

using namespace kvscope;

class TestPagedKv : public QObject {
    Q_OBJECT

private slots:
    // Blocks of 4 positions, a pool of 8. A prompt of 6 takes blocks 0 and 1 (2 slots wasted);
    // contiguous allocation for a maximum of 32 would reserve 32.
    void aSequenceHoldsWholeBlocks() {
        PagedKvPool pool(4, 8);
        const auto a = pool.add(6);
        QCOMPARE(pool.blockTable(a), (std::vector<int>{0, 1}));
        QCOMPARE(pool.tokens(a), 6);
        PagedKvStats s = pool.stats();
        QCOMPARE(s.blocksUsed, 2);
        QCOMPARE(s.blocksFree, 6);
        QCOMPARE(s.slotsFilled, std::int64_t(6));
        QCOMPARE(s.slotsWasted, std::int64_t(2));
        QCOMPARE(contiguousSlots(1, 32), std::int64_t(32));
        // two decode steps fill block 1; the third opens block 2
        pool.append(a, 2);
        QCOMPARE(pool.blockTable(a), (std::vector<int>{0, 1}));
        QCOMPARE(pool.stats().slotsWasted, std::int64_t(0));
        pool.append(a);
        QCOMPARE(pool.blockTable(a), (std::vector<int>{0, 1, 2}));
        QCOMPARE(pool.filled(2), 1);
        QCOMPARE(pool.stats().slotsWasted, std::int64_t(3));
        QCOMPARE(pool.blocksFor(9), 3);
    }

    // A fork shares both blocks (counts 2); the parent's next token copies the partly filled
    // block 1 into block 2 (the fork keeps block 1, count 1), and the fork then writes into block
    // 1 itself — no copy; a full shared block is never copied: the next token opens a new one.
    void forksShareAndCopyOnWrite() {
        PagedKvPool pool(4, 8);
        const auto a = pool.add(6);
        const auto b = pool.fork(a);
        QCOMPARE(pool.blockTable(b), (std::vector<int>{0, 1}));
        QCOMPARE(pool.refCount(0), 2);
        QCOMPARE(pool.refCount(1), 2);
        QCOMPARE(pool.stats().blocksShared, 2);
        QCOMPARE(pool.stats().slotsFilled, std::int64_t(6));  // shared positions count once

        pool.append(a);
        QCOMPARE(pool.blockTable(a), (std::vector<int>{0, 2}));
        QCOMPARE(pool.filled(2), 3);  // the copy's 2 positions and the new one
        QCOMPARE(pool.refCount(1), 1);
        QCOMPARE(pool.refCount(2), 1);
        QCOMPARE(pool.stats().copies, std::int64_t(1));

        pool.append(b, 2);
        QCOMPARE(pool.blockTable(b), (std::vector<int>{0, 1}));
        QCOMPARE(pool.filled(1), 4);
        QCOMPARE(pool.stats().copies, std::int64_t(1));

        const auto c = pool.fork(b);  // shares 0 (now 3 owners) and the full block 1
        QCOMPARE(pool.refCount(0), 3);
        pool.append(c);
        QCOMPARE(pool.blockTable(c), (std::vector<int>{0, 1, 3}));
        QCOMPARE(pool.stats().copies, std::int64_t(1));
        QCOMPARE(pool.refCount(1), 2);

        // a leaves: block 2 is free again, block 0 keeps two owners
        pool.release(a);
        QVERIFY(!pool.alive(a));
        QCOMPARE(pool.refCount(2), 0);
        QCOMPARE(pool.refCount(0), 2);
        QCOMPARE(pool.sequences(), (std::vector<PagedKvPool::SequenceId>{b, c}));
        // the freed block is the first handed out again
        const auto d = pool.add(1);
        QCOMPARE(pool.blockTable(d), (std::vector<int>{2}));
        QVERIFY_THROWS_EXCEPTION(Error, pool.blockTable(a));
    }

    // A pool of 3 blocks of 4: a prompt of 13 does not fit and takes nothing; a sequence that
    // runs out keeps what it had.
    void aFullPoolIsRefusedWithoutAChange() {
        PagedKvPool pool(4, 3);
        QVERIFY_THROWS_EXCEPTION(Error, pool.add(13));
        QCOMPARE(pool.stats().blocksFree, 3);
        const auto a = pool.add(10);
        QCOMPARE(pool.blockTable(a), (std::vector<int>{0, 1, 2}));
        pool.append(a, 2);  // fills block 2
        QVERIFY_THROWS_EXCEPTION(Error, pool.append(a));
        QCOMPARE(pool.tokens(a), 12);
        QCOMPARE(pool.blockTable(a), (std::vector<int>{0, 1, 2}));
        // a fork of a full pool shares, then its copy on write has no block to copy into
        PagedKvPool small(4, 2);
        const auto p = small.add(6);
        const auto q = small.fork(p);
        QVERIFY_THROWS_EXCEPTION(Error, small.append(q));
        QCOMPARE(small.refCount(1), 2);
        QCOMPARE(small.tokens(q), 6);
        QVERIFY_THROWS_EXCEPTION(Error, PagedKvPool(0, 4));
        QVERIFY_THROWS_EXCEPTION(Error, PagedKvPool(16, 0));
        QVERIFY_THROWS_EXCEPTION(Error, pool.add(0));
    }
};

QTEST_APPLESS_MAIN(TestPagedKv)
#include "tst_paged_kv.moc"
