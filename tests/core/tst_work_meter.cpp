// Work counts against hand counts, and the cumulative counts against their closed forms:
// linear with the cache, quadratic without it.
#include <QtTest>

#include "tests/core/toy_fixture.h"

using namespace kvscope;

class TestWorkMeter : public QObject {
    Q_OBJECT
    ModelPtr model;

private slots:
    void init() { model = weatherModel(); }

    void prefillByHand() {
        // 4 positions × 4 heads; Σ visible keys per head = 1+2+3+4 = 10
        const WorkCounts w = stepWork(model->cost(), Phase::Prefill, 0, 4, CacheMode::On);
        QCOMPARE(w.kvVectors, std::int64_t(16));
        QCOMPARE(w.attentionRows, std::int64_t(16));
        QCOMPARE(w.attentionCells, std::int64_t(40));
        QCOMPARE(w.macsKv, std::int64_t(32));          // 16 × (1 for K + 1 for V)
        QCOMPARE(w.macsAttention, std::int64_t(80));   // 40 cells × (dk + dv)
        QCOMPARE(w.macsOther, std::int64_t(16));       // one query per head and row
        QCOMPARE(w.macsLogits, std::int64_t(12));      // 4 heads × 3 words
        QCOMPARE(w.macs(), std::int64_t(140));
        QCOMPARE(w.kvBytesWritten, std::int64_t(256)); // 16 × 2 doubles
        QCOMPARE(w.kvBytesRead, std::int64_t(640));    // 10 keys × 4 heads × 16 B
        QCOMPARE(w.kvBytesHeld, std::int64_t(256));
        QCOMPARE(stepWork(model->cost(), Phase::Prefill, 0, 4, CacheMode::Off).kvBytesHeld, std::int64_t(0));
    }

    void decodeByHand() {
        const WorkCounts on = stepWork(model->cost(), Phase::Decode, 4, 1, CacheMode::On);
        QCOMPARE(on.kvVectors, std::int64_t(4));       // one new position × 4 heads
        QCOMPARE(on.attentionCells, std::int64_t(20)); // one row over 5 keys × 4 heads
        QCOMPARE(on.macs(), std::int64_t(8 + 40 + 4 + 12));
        QCOMPARE(on.kvBytesHeld, std::int64_t(320));
        const WorkCounts off = stepWork(model->cost(), Phase::Decode, 4, 1, CacheMode::Off);
        QCOMPARE(off.kvVectors, std::int64_t(20));     // all 5 positions again
        QCOMPARE(off.attentionCells, std::int64_t(60));// rows over 1..5 keys × 4 heads
        QCOMPARE(off.macs(), std::int64_t(40 + 120 + 20 + 12));
    }

    void engineRecordsMatchTheFormulas() {
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        const StepPtr s = engine.decode(SamplingParams{});
        // hand counts (as decodeByHand), not the formula the engine itself calls
        QCOMPARE(s->work.kvVectors, std::int64_t(4));
        QCOMPARE(s->work.attentionCells, std::int64_t(20));
        QCOMPARE(s->work.macs(), std::int64_t(8 + 40 + 4 + 12));
        QCOMPARE(s->work.kvBytesHeld, std::int64_t(320));   // 5 positions × 4 heads × 2 doubles
        QCOMPARE(s->work.kvBytesWritten, std::int64_t(64)); // 4 heads × 2 doubles
        QCOMPARE(s->workOtherMode.kvVectors, std::int64_t(20));
        QCOMPARE(s->workOtherMode.attentionCells, std::int64_t(60));
        QCOMPARE(s->workOtherMode.macs(), std::int64_t(40 + 120 + 20 + 12));
        QCOMPARE(s->workOtherMode.kvBytesHeld, std::int64_t(0));
        // and the K/V rows actually computed agree with the count
        std::int64_t rows = 0;
        for (const KvRows& kv : s->layers[0].kv) rows += kv.keys.rows();
        QCOMPARE(rows, s->work.kvVectors);
    }

    void cumulativeClosedForms_data() {
        QTest::addColumn<int>("steps");
        for (int n : {1, 2, 5, 10, 30}) QTest::addRow("N=%d", n) << n;
    }
    void cumulativeClosedForms() {
        QFETCH(int, steps);
        const std::int64_t N = steps, p = 4, heads = 4;
        for (CacheMode mode : {CacheMode::On, CacheMode::Off}) {
            Engine engine(model, mode);
            engine.prefill(model->defaultPrompt(), SamplingParams{});
            for (int i = 0; i < steps; ++i) engine.decode(SamplingParams{});
            const Timeline& t = engine.timeline();
            WorkCounts decodeOn, decodeOff;
            std::int64_t computedRows = 0;
            for (int i = 1; i < t.size(); ++i) {
                decodeOn += t.at(i)->workFor(CacheMode::On);
                decodeOff += t.at(i)->workFor(CacheMode::Off);
                for (const KvRows& kv : t.at(i)->layers[0].kv) computedRows += kv.keys.rows();
            }
            // K/V vectors: linear with the cache, quadratic without it
            QCOMPARE(decodeOn.kvVectors, N * heads);
            QCOMPARE(decodeOff.kvVectors, (N * p + N * (N + 1) / 2) * heads);
            QCOMPARE(computedRows, mode == CacheMode::On ? decodeOn.kvVectors : decodeOff.kvVectors);
            // attention cells: Σ (p+s) with the cache; Σ (p+s)(p+s+1)/2 without
            std::int64_t cellsOn = 0, cellsOff = 0;
            for (std::int64_t s = 1; s <= N; ++s) {
                cellsOn += p + s;
                cellsOff += (p + s) * (p + s + 1) / 2;
            }
            QCOMPARE(decodeOn.attentionCells, cellsOn * heads);
            QCOMPARE(decodeOff.attentionCells, cellsOff * heads);
        }
    }

    void accumulatingKeepsTheLatestHeldBytes() {
        WorkCounts total;
        WorkCounts a;
        a.kvVectors = 3;
        a.kvBytesHeld = 100;
        WorkCounts b;
        b.kvVectors = 2;
        b.kvBytesHeld = 140;
        total += a;
        total += b;
        QCOMPARE(total.kvVectors, std::int64_t(5));
        QCOMPARE(total.kvBytesHeld, std::int64_t(140));
    }
};

QTEST_APPLESS_MAIN(TestWorkMeter)
#include "tst_work_meter.moc"
