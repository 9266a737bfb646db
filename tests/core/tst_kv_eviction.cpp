// A bounded KV cache (a window of W positions, the first S kept as attention sinks): which keys
// a query sees, worked by hand; attention over such a cache against a naive computation over
// the kept keys only, for a decode row and a prefill; its bytes and work; the settings it
// refuses. (The whole model against PyTorch with the same mask: tst_gpt2_model.)
#include <QtTest>

#include <cmath>

#include "core/head_attention.h"
#include "core/kv_cache.h"
#include "core/kv_eviction.h"
#include "core/work_meter.h"

using namespace kvscope;

namespace {

KvShape floatShape(int rowsWidth, KvEviction eviction) {
    KvShape s;
    s.layers = s.heads = s.kvHeads = 1;
    s.keyDim = s.valueDim = rowsWidth;
    s.precision = KvPrecision::Float;
    s.bytesPerElement = 4;
    s.eviction = eviction;
    return s;
}

// softmax(q·kᵀ·scale) over the keys the rule keeps, times V — in double, one query row at a time
MatrixF naiveAttention(const MatrixF& q, const MatrixF& keys, const MatrixF& values, int firstRow, float scale,
                       int window, int sinks) {
    MatrixF out(q.rows(), values.cols());
    for (int r = 0; r < q.rows(); ++r) {
        const int position = firstRow + r;
        std::vector<int> kept;
        for (int k = 0; k <= position; ++k)
            if (k < sinks || k > position - (window - sinks)) kept.push_back(k);
        std::vector<double> score;
        double top = -INFINITY;
        for (int k : kept) {
            double dot = 0;
            for (int c = 0; c < q.cols(); ++c) dot += double(q(r, c)) * keys(k, c);
            score.push_back(dot * scale);
            top = std::max(top, score.back());
        }
        double sum = 0;
        for (double& x : score) sum += (x = std::exp(x - top));
        for (int c = 0; c < values.cols(); ++c) {
            double mixed = 0;
            for (size_t i = 0; i < kept.size(); ++i) mixed += score[i] / sum * values(kept[i], c);
            out(r, c) = float(mixed);
        }
    }
    return out;
}

}  // namespace

class TestKvEviction : public QObject {
    Q_OBJECT

private slots:
    // W = 5 with 2 sinks: the query at 9 keeps 0, 1 (sinks) and 7, 8, 9 (the newest 3).
    void whichKeysAQuerySees() {
        const KvEviction e{5, 2};
        QCOMPARE(e.firstRecent(9), 7);
        for (int k = 0; k <= 9; ++k) QCOMPARE(e.evicted(9, k), k >= 2 && k < 7);
        for (int k = 0; k <= 4; ++k) QVERIFY(!e.evicted(4, k));  // 5 positions fit: nothing goes
        QVERIFY(e.evicted(5, 2));                                  // the sixth evicts the first non-sink
        QCOMPARE(e.visible(3), 4);
        QCOMPARE(e.visible(9), 5);
        QCOMPARE(e.visibleCells(0, 10), std::int64_t(1 + 2 + 3 + 4 + 5 * 6));
        QCOMPARE(e.visibleCells(8, 10), std::int64_t(10));
        QCOMPARE(e.heldRows(3), 3);
        QCOMPARE(e.heldRows(10), 5);
        const KvEviction window{5, 0};  // no sinks: the query at 9 keeps 5 … 9
        for (int k = 0; k <= 9; ++k) QCOMPARE(window.evicted(9, k), k < 5);
        const KvEviction off;
        QVERIFY(!off.evicted(1000, 0));
        QCOMPARE(off.visibleCells(0, 10), std::int64_t(55));
        QCOMPARE(off.heldRows(1000), 1000);
        QCOMPARE(describeKvEviction(e), std::string("window of 5 with 2 sinks"));
        QCOMPARE(describeKvEviction(KvEviction{64, 1}), std::string("window of 64 with 1 sink"));
        QCOMPARE(describeKvEviction(window), std::string("window of 5"));
        QCOMPARE(describeKvEviction(off), std::string());
    }

    void refusesWhatCannotBeKept() {
        QVERIFY(!kvEvictionProblem(KvEviction{}));
        QVERIFY(!kvEvictionProblem(KvEviction{1, 0}));
        QVERIFY(!kvEvictionProblem(KvEviction{8, 7}));
        QVERIFY(kvEvictionProblem(KvEviction{8, 8}));   // no room left for the query itself
        QVERIFY(kvEvictionProblem(KvEviction{-1, 0}));
        QVERIFY(kvEvictionProblem(KvEviction{0, 4}));   // sinks with nothing to bound
        QVERIFY(kvEvictionProblem(KvEviction{8, -1}));
        QVERIFY(kvEvictionProblem(KvEviction{2'000'000, 0}));
        KvShape s = floatShape(4, {});
        QVERIFY_THROWS_EXCEPTION(Error, withFormat(s, KvFormat(KvStorage::F32, {}, KvEviction{4, 4})));
        KvQuantization q;
        q.bits = 8;
        QVERIFY_THROWS_EXCEPTION(Error, withFormat(s, KvFormat(KvStorage::F32, q, KvEviction{8, 0})));
        QCOMPARE(withFormat(s, KvFormat(KvStorage::F16, {}, KvEviction{8, 2})).eviction, (KvEviction{8, 2}));
        s.precision = KvPrecision::Double;  // the toy's exact cache is never bounded
        QVERIFY(!withFormat(s, KvFormat(KvStorage::F32, {}, KvEviction{8, 2})).eviction.enabled());
    }

    void formatsAsOneLine() {
        for (const char* spec : {"f32 window=8", "f16 window=64 sinks=4", "bf16 window=2 sinks=1"}) {
            const auto f = parseKvFormatSpec(spec);
            QVERIFY2(f.has_value(), spec);
            QCOMPARE(kvFormatSpec(*f), std::string(spec));
        }
        QCOMPARE(parseKvFormatSpec("f16 window=64 sinks=4")->eviction, (KvEviction{64, 4}));
        for (const char* bad : {"f32 sinks=4", "f32 window=4 sinks=4", "int4 window=8", "f32 window=8 group=4",
                                "f32 window=x", "f32 window="})
            QVERIFY2(!parseKvFormatSpec(bad).has_value(), bad);
    }

    // headAttentionF over a cache of 12 positions bounded to 5 with 2 sinks: a decode row (the
    // streaming kernel) and a prefill of all 12 (matrix products) against the naive sum over the
    // kept keys; the record blocks the evicted keys and gives them weight 0.
    void attentionReadsOnlyTheKeptKeys_data() {
        QTest::addColumn<int>("firstRow");
        QTest::addColumn<int>("sinks");
        QTest::newRow("decode, sinks") << 11 << 2;
        QTest::newRow("decode, window") << 11 << 0;
        QTest::newRow("prefill, sinks") << 0 << 2;
        QTest::newRow("prefill, window") << 0 << 0;
    }
    void attentionReadsOnlyTheKeptKeys() {
        QFETCH(int, firstRow);
        QFETCH(int, sinks);
        constexpr int n = 12, d = 8, window = 5;
        std::srand(7);
        const MatrixF keys = MatrixF::Random(n, d), values = MatrixF::Random(n, d);
        const MatrixF q = MatrixF::Random(n - firstRow, d) * 3;
        KvCache cache(floatShape(d, KvEviction{window, sinks}));
        cache.appendF(0, 0, keys, values);
        const float scale = 1.0f / std::sqrt(float(d));
        MatrixF out(q.rows(), d);
        HeadTrace trace;
        headAttentionF(q, cache, 0, 0, firstRow, firstRow, scale, AttentionDetail::Full, out, trace);
        const MatrixF want = naiveAttention(q, keys, values, firstRow, scale, window, sinks);
        QVERIFY2((out - want).cwiseAbs().maxCoeff() < 1e-6, qPrintable(QString::number((out - want).cwiseAbs().maxCoeff())));
        for (int r = 0; r < q.rows(); ++r) {
            const int position = firstRow + r;
            double sum = 0;
            for (int k = 0; k < n; ++k) {
                const bool hidden = k > position || KvEviction{window, sinks}.evicted(position, k);
                QCOMPARE(std::isinf(trace.maskedScores(r, k)), hidden);
                if (hidden) QCOMPARE(trace.weights(r, k), 0.0);
                else QVERIFY(trace.weights(r, k) > 0);
                sum += trace.weights(r, k);
            }
            QVERIFY(std::abs(sum - 1) < 1e-5);
        }
        // the cache counts the evicted rows as freed
        QCOMPARE(cache.bytesHeld(), std::int64_t(window) * 2 * d * 4);
    }

    // A decode step after 11 positions with W = 5: 5 cells per head, 5 rows held; a window as
    // wide as the sequence changes nothing.
    void workFollowsTheWindow() {
        CostModel c;
        c.layers = 2;
        c.heads = 4;
        c.kvHeads = 2;
        c.keyDim = c.valueDim = 8;
        c.bytesPerElement = 4;
        const WorkCounts full = stepWork(c, Phase::Decode, 11, 1, CacheMode::On);
        c.kvEviction = KvEviction{5, 1};
        const WorkCounts bounded = stepWork(c, Phase::Decode, 11, 1, CacheMode::On);
        QCOMPARE(full.attentionCells, std::int64_t(12 * 2 * 4));
        QCOMPARE(bounded.attentionCells, std::int64_t(5 * 2 * 4));
        QCOMPARE(bounded.kvBytesRead, std::int64_t(5 * 2 * 2 * 16 * 4));
        QCOMPARE(bounded.kvBytesHeld, std::int64_t(5 * 2 * 2 * 16 * 4));
        QCOMPARE(bounded.kvBytesWritten, full.kvBytesWritten);  // every new row is still written
        // without a cache the rerun of 12 rows sees 1+2+3+4+5 + 7·5 keys per head
        QCOMPARE(stepWork(c, Phase::Decode, 11, 1, CacheMode::Off).attentionCells, std::int64_t((15 + 35) * 2 * 4));
        c.kvEviction = KvEviction{12, 0};
        QCOMPARE(stepWork(c, Phase::Decode, 11, 1, CacheMode::On).attentionCells, full.attentionCells);
    }
};

QTEST_APPLESS_MAIN(TestKvEviction)
#include "tst_kv_eviction.moc"
