// A bounded KV cache (a window of W positions, the first S kept as attention sinks): which keys
// a query sees, worked by hand; attention over such a cache against a naive computation over
// the kept keys only, for a decode row and a prefill; its bytes and work; the settings it
// refuses; a heavy-hitter cache (H2O) by hand and against a naive row-by-row computation, the
// same whether computed as a prefill or one decode row at a time, and emptied when cut back.
// (The whole model against PyTorch with the same mask: tst_gpt2_model.)
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

// An H2O cache of W keys keeping H heavy hitters, in double, one query row at a time: the
// key that joins makes W + 1, so the older held key with the least attention received goes.
MatrixF naiveHeavyHitters(const MatrixF& q, const MatrixF& keys, const MatrixF& values, float scale, int W, int H,
                          std::vector<int>& evictedAt) {
    const int n = int(keys.rows());
    evictedAt.assign(size_t(n), HeavyHitterState::kKept);
    std::vector<double> received(size_t(n), 0.0);
    MatrixF out(n, values.cols());
    int held = 0;
    for (int position = 0; position < n; ++position) {
        if (++held > W) {
            int victim = -1;
            for (int k = 0; k <= position - (W - H); ++k)
                if (evictedAt[size_t(k)] == HeavyHitterState::kKept && (victim < 0 || received[size_t(k)] < received[size_t(victim)]))
                    victim = k;
            evictedAt[size_t(victim)] = position;
            --held;
        }
        std::vector<double> w(size_t(position) + 1, 0.0);
        double top = -INFINITY, sum = 0;
        for (int k = 0; k <= position; ++k) {
            if (evictedAt[size_t(k)] <= position) continue;
            double dot = 0;
            for (int c = 0; c < q.cols(); ++c) dot += double(q(position, c)) * keys(k, c);
            w[size_t(k)] = dot * scale;
            top = std::max(top, w[size_t(k)]);
        }
        for (int k = 0; k <= position; ++k)
            if (evictedAt[size_t(k)] > position) sum += (w[size_t(k)] = std::exp(w[size_t(k)] - top));
        for (int k = 0; k <= position; ++k) received[size_t(k)] += (w[size_t(k)] /= sum);
        for (int c = 0; c < values.cols(); ++c) {
            double mixed = 0;
            for (int k = 0; k <= position; ++k) mixed += w[size_t(k)] * values(k, c);
            out(position, c) = float(mixed);
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

    // W = 3, H = 1 (the newest 2 always kept): the weights below make key 1 the least attended
    // when key 3 joins, key 0 (a sink-like key that draws attention) stays.
    void heavyHittersByHand() {
        const KvEviction e{3, 0, 1};
        QVERIFY(e.heavyHitters());
        QCOMPARE(e.recent(), 2);
        QCOMPARE(e.firstRecent(9), 0);  // nothing positional: the state decides
        QVERIFY(!e.evicted(9, 0));
        HeavyHitterState s;
        const float row0[] = {1.0f}, row1[] = {0.9f, 0.1f}, row2[] = {0.7f, 0.1f, 0.2f};
        QCOMPARE(s.admit(e, 0), -1);
        s.attend(row0, 0);
        QCOMPARE(s.admit(e, 1), -1);
        s.attend(row1, 1);
        QCOMPARE(s.admit(e, 2), -1);
        s.attend(row2, 2);  // received: 2.6, 0.2, 0.2
        QCOMPARE(s.admit(e, 3), 1);  // key 2 is among the newest 2 (2, 3): key 1 goes, not key 0
        QVERIFY(s.evicted(3, 1));
        QVERIFY(!s.evicted(2, 1));  // the query at 2 still saw it
        QVERIFY(!s.evicted(3, 0));
        QCOMPARE(s.held, 3);
        const float row3[] = {0.5f, 0.0f, 0.1f, 0.4f};
        s.attend(row3, 3);  // received: 3.1, -, 0.3, 0.4
        QCOMPARE(s.admit(e, 4), 2);  // candidates 0 and 2 (3, 4 newest): the least attended, 2
        QCOMPARE(describeKvEviction(e), std::string("window of 3 with 1 heavy hitter"));
        QCOMPARE(describeKvEviction(KvEviction{64, 0, 32}), std::string("window of 64 with 32 heavy hitters"));
        QVERIFY(kvEvictionProblem(KvEviction{8, 0, 8}));    // the newest must stay
        QVERIFY(kvEvictionProblem(KvEviction{8, 2, 4}));    // sinks or heavy hitters, not both
        QVERIFY(kvEvictionProblem(KvEviction{0, 0, 4}));    // nothing to bound
        QVERIFY(kvEvictionProblem(KvEviction{8, 0, -1}));
        KvShape gqa = floatShape(4, {});
        gqa.heads = 4;
        gqa.kvHeads = 2;
        QVERIFY_THROWS_EXCEPTION(Error, withFormat(gqa, KvFormat(KvStorage::F32, {}, KvEviction{8, 0, 4})));
        QVERIFY(withFormat(gqa, KvFormat(KvStorage::F32, {}, KvEviction{8, 2})).eviction.enabled());  // a window is fine
    }

    // A heavy-hitter cache of 5 keeping 2 over 16 positions: the same outputs and evictions
    // whether the 16 rows come as one prefill or as a prefill of 6 and ten decode rows, both
    // against the naive computation; the record hides exactly the evicted keys.
    void heavyHittersMatchANaiveComputation() {
        constexpr int n = 16, d = 8, W = 5, H = 2;
        std::srand(11);
        const MatrixF keys = MatrixF::Random(n, d), values = MatrixF::Random(n, d), q = MatrixF::Random(n, d) * 3;
        const float scale = 1.0f / std::sqrt(float(d));
        std::vector<int> wantEvicted;
        const MatrixF want = naiveHeavyHitters(q, keys, values, scale, W, H, wantEvicted);
        QVERIFY(std::count(wantEvicted.begin(), wantEvicted.end(), HeavyHitterState::kKept) == W);

        KvCache whole(floatShape(d, KvEviction{W, 0, H}));
        whole.appendF(0, 0, keys, values);
        MatrixF outWhole(n, d);
        HeadTrace trace;
        headAttentionF(q, whole, 0, 0, 0, 0, scale, AttentionDetail::Full, outWhole, trace);
        QVERIFY2((outWhole - want).cwiseAbs().maxCoeff() < 1e-6,
                 qPrintable(QString::number((outWhole - want).cwiseAbs().maxCoeff())));
        QCOMPARE(whole.heavyHitters(0, 0)->evictedAt, wantEvicted);
        for (int r = 0; r < n; ++r)
            for (int k = 0; k <= r; ++k) {
                const bool hidden = wantEvicted[size_t(k)] <= r;
                QCOMPARE(std::isinf(trace.maskedScores(r, k)), hidden);
                QCOMPARE(trace.weights(r, k) == 0.0, hidden);
            }

        KvCache stepwise(floatShape(d, KvEviction{W, 0, H}));
        MatrixF outSteps(n, d);
        HeadTrace ignored;
        stepwise.appendF(0, 0, keys.topRows(6), values.topRows(6));
        headAttentionF(q.topRows(6), stepwise, 0, 0, 0, 0, scale, AttentionDetail::None, outSteps.topRows(6), ignored);
        for (int r = 6; r < n; ++r) {
            stepwise.appendF(0, 0, keys.middleRows(r, 1), values.middleRows(r, 1));
            headAttentionF(q.middleRows(r, 1), stepwise, 0, 0, r, r, scale, AttentionDetail::None,
                           outSteps.middleRows(r, 1), ignored);
        }
        QCOMPARE(outSteps, outWhole);  // bit for bit: the same rows, the same order
        QCOMPARE(stepwise.heavyHitters(0, 0)->evictedAt, wantEvicted);
        QCOMPARE(stepwise.evictionLog().evictedAt.front(), wantEvicted);
        QCOMPARE(stepwise.bytesHeld(), std::int64_t(W) * 2 * d * 4);

        // cut back, it cannot recover the sums it had: it starts again empty
        QVERIFY(stepwise.keepsPrefix(n));
        QVERIFY(!stepwise.keepsPrefix(n - 1));
        QCOMPARE(stepwise.prefix(n).positions(), n);
        QCOMPARE(stepwise.prefix(n - 1).positions(), 0);
        stepwise.truncate(n - 1);
        QCOMPARE(stepwise.positions(), 0);
        QVERIFY(stepwise.heavyHitters(0, 0)->attention.empty());
    }

    void formatsAsOneLine() {
        for (const char* spec : {"f32 window=8", "f16 window=64 sinks=4", "bf16 window=2 sinks=1", "f32 window=8 heavy=4"}) {
            const auto f = parseKvFormatSpec(spec);
            QVERIFY2(f.has_value(), spec);
            QCOMPARE(kvFormatSpec(*f), std::string(spec));
        }
        QCOMPARE(parseKvFormatSpec("f16 window=64 sinks=4")->eviction, (KvEviction{64, 4}));
        QCOMPARE(parseKvFormatSpec("f32 window=8 heavy=4")->eviction, (KvEviction{8, 0, 4}));
        for (const char* bad : {"f32 sinks=4", "f32 window=4 sinks=4", "int4 window=8", "f32 window=8 group=4",
                                "f32 window=x", "f32 window=", "f32 heavy=4", "f32 window=8 heavy=8",
                                "f32 window=8 sinks=2 heavy=2", "int8 heavy=2"})
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
