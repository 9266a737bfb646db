// Recomputing a layer a budgeted record did not keep: Engine::recordLayer must give exactly
// (bit for bit) what a recording that kept everything holds, for every kind of step — the
// prefill, cache-on decode steps, cache-off decode steps, steps after a mode switch and after
// a fork, and of a fork undone or redone — whether the live cache still holds the step's rows
// or they must be replayed.
// Also: what a record holds is the numbers the model used (weights sum to 1 in float), and a
// stop check cancels a step leaving the engine as it was.
#include <QtTest>

#include <filesystem>

#include "core/engine.h"
#include "core/model_registry.h"

using namespace kvscope;

namespace {

// Both engines run the same script; `reduced` keeps as little as a tight budget allows.
struct Pair {
    Engine full, reduced;
    explicit Pair(const ModelPtr& m, const KvFormat& kv = {})
        : full(m, CacheMode::On, kv), reduced(m, CacheMode::On, kv) {
        full.setRecordingPolicy(RecordingPolicy::everything());
        RecordingPolicy tight;
        tight.setBudget(4 << 20);  // 4 MiB: each step of the tiny GPT keeps layer 3 only in full
        tight.setDetailLayer(3);
        reduced.setRecordingPolicy(tight);
    }
    template <typename Fn>
    void both(Fn&& fn) {
        fn(full);
        fn(reduced);
    }
};

bool same(const Matrix& a, const Matrix& b) {
    if (a.rows() != b.rows() || a.cols() != b.cols()) return false;
    for (Eigen::Index i = 0; i < a.size(); ++i) {
        const double x = a.data()[i], y = b.data()[i];
        if (!(x == y || (std::isnan(x) && std::isnan(y)))) return false;
    }
    return true;
}

// Compares a recomputed layer with the full recording's; K/V rows aligned at the end (a
// budgeted no-cache step keeps only the new position's rows).
QString difference(const LayerTrace& got, const LayerTrace& want) {
    if (got.detail != AttentionDetail::Full) return "not full";
    if (got.heads.size() != want.heads.size()) return "head count";
    for (size_t h = 0; h < want.heads.size(); ++h) {
        const HeadTrace &g = got.heads[h], &w = want.heads[h];
        if (!same(g.scores, w.scores)) return QString("scores of head %1").arg(h);
        if (!same(g.maskedScores, w.maskedScores)) return QString("masked scores of head %1").arg(h);
        if (!same(g.weights, w.weights)) return QString("weights of head %1").arg(h);
        if (!same(g.outputs, w.outputs)) return QString("outputs of head %1").arg(h);
        if (g.hasOutput != w.hasOutput) return QString("hasOutput of head %1").arg(h);
    }
    if (!same(got.combined, want.combined) || got.hasCombined != want.hasCombined) return "combined";
    if (got.kv.size() != want.kv.size()) return "kv heads";
    for (size_t h = 0; h < want.kv.size(); ++h) {
        const Eigen::Index rows = got.kv[h].keys.rows();
        if (rows == 0 || rows > want.kv[h].keys.rows()) return "kv rows";
        if (!same(got.kv[h].keys, want.kv[h].keys.bottomRows(rows)) ||
            !same(got.kv[h].values, want.kv[h].values.bottomRows(rows)))
            return QString("kv of head %1").arg(h);
        const KvQuantRows &gq = got.kv[h].keysStored, &wq = want.kv[h].keysStored;
        if (gq.codes.rows() != (wq.codes.rows() ? rows : 0) ||
            (rows > 0 && wq.codes.rows() && (gq.codes != wq.codes.bottomRows(rows) || gq.exact != wq.exact.bottomRows(rows))))
            return QString("stored keys of head %1").arg(h);
    }
    return {};
}

void expectEveryLayerExact(Pair& p) {
    const int layers = p.full.model().info().layers;
    QCOMPARE(p.full.timeline().size(), p.reduced.timeline().size());
    int recomputed = 0;
    for (int s = 0; s < p.full.timeline().size(); ++s) {
        const StepRecord& reduced = *p.reduced.timeline().at(s);
        QCOMPARE(reduced.chosen, p.full.timeline().at(s)->chosen);
        for (int l = 0; l < layers; ++l) {
            const LayerTrace& want = p.full.timeline().at(s)->layers[size_t(l)];
            const auto got = p.reduced.recordLayer(s, l);
            const QString diff = difference(*got, want);
            QVERIFY2(diff.isEmpty(), qPrintable(QString("step %1 layer %2: %3").arg(s).arg(l).arg(diff)));
            recomputed += reduced.layers[size_t(l)].detail != AttentionDetail::Full;
        }
    }
    QVERIFY2(recomputed > 0, "the budget kept everything: nothing was recomputed");
}

std::vector<TokenId> prompt(const Engine& e, const std::string& text) { return e.model().tokenizer().encode(text); }

}  // namespace

class TestRecordLayer : public QObject {
    Q_OBJECT
    ModelPtr tiny_;

private slots:
    void initTestCase() { tiny_ = loadModel("tiny"); }

    void cacheOnDecodeFromTheLiveCache() {
        Pair p(tiny_);
        p.both([&](Engine& e) {
            e.prefill(prompt(e, "<|endoftext|>Today's weather is so"), {});
            for (int i = 0; i < 4; ++i) e.decode({});
        });
        expectEveryLayerExact(p);
    }

    // A quantized cache (int4, pairs of positions, the newest one in f32): rows change after
    // they are written, and a recomputed layer still equals the full recording — from the live
    // cache, and from a replay after a fork.
    void aQuantizedCacheRecordsExactly() {
        KvQuantization q;
        q.bits = 4;
        q.group = 2;
        q.recent = 1;
        Pair p(tiny_, KvFormat(KvStorage::F32, q));
        p.both([&](Engine& e) {
            e.prefill(prompt(e, "<|endoftext|>Today's weather is so"), {});
            for (int i = 0; i < 5; ++i) e.decode({});
            e.rechoose(3, {}, e.timeline().at(3)->candidates[1]);  // a fork: earlier steps are replayed
            e.decode({});
        });
        expectEveryLayerExact(p);
    }

    void cacheOffAndSwitchesReplayTheCache() {
        // on, off, on again (a catch-up pass), then a fork back before the off step: the live
        // cache no longer holds what the early steps read, so recordLayer replays them
        Pair p(tiny_);
        p.both([&](Engine& e) {
            e.prefill(prompt(e, "<|endoftext|>Once upon a time"), {});
            e.decode({});
            e.setCacheMode(CacheMode::Off);
            e.decode({});
            e.decode({});
            e.setCacheMode(CacheMode::On);
            e.decode({});
            e.decode({});
        });
        expectEveryLayerExact(p);
        p.both([&](Engine& e) {
            e.truncate(3);  // back to after the first cache-off step
            e.decode({});
            e.rechoose(1, {}, e.timeline().at(1)->candidates[1]);  // a fork at step 1
            e.decode({});
            e.decode({});
        });
        expectEveryLayerExact(p);
    }

    // A fork undone and redone (Engine::swapBranch): the steps brought back read rows the live
    // cache no longer holds (the other branch wrote over them), so recordLayer replays; after
    // going on from them too, and after the redo.
    void aBranchBroughtBackRecordsExactly() {
        Pair p(tiny_);
        p.both([&](Engine& e) {
            e.prefill(prompt(e, "<|endoftext|>Once upon a time"), {});
            for (int i = 0; i < 3; ++i) e.decode({});
            e.rechoose(1, {}, e.timeline().at(1)->candidates[1]);
            e.decode({});
            e.decode({});
            e.swapBranch();  // undo: the first run's steps 1-3 again
        });
        expectEveryLayerExact(p);
        p.both([&](Engine& e) { e.decode({}); });
        expectEveryLayerExact(p);
        p.both([&](Engine& e) { e.swapBranch(); });  // redo: the forked steps again
        expectEveryLayerExact(p);
    }

    // Every layer at once in one pass (the model view): each layer's float weights are the
    // full recording's, row for row, for a prefill and a cache-on decode step.
    void everyLayerAtOnceAsWeights() {
        Pair p(tiny_);
        p.both([&](Engine& e) {
            e.prefill(prompt(e, "<|endoftext|>Today's weather is so"), {});
            e.decode({});
        });
        const int layers = p.full.model().info().layers;
        std::vector<int> all;
        for (int l = layers - 1; l >= 0; --l) all.push_back(l);  // any order: result i is layer all[i]
        for (int s = 0; s < 2; ++s) {
            const std::vector<LayerTrace> got = p.reduced.recordLayers(s, all, AttentionDetail::Weights);
            QCOMPARE(got.size(), all.size());
            for (size_t i = 0; i < all.size(); ++i) {
                const LayerTrace& want = p.full.timeline().at(s)->layers[size_t(all[i])];
                QCOMPARE(got[i].detail, AttentionDetail::Weights);
                for (size_t h = 0; h < want.heads.size(); ++h) {
                    const MatrixF expected = want.heads[h].weights.cast<float>();
                    QVERIFY2(got[i].heads[h].weightsF == expected,
                             qPrintable(QString("step %1 layer %2 head %3").arg(s).arg(all[i]).arg(h)));
                    QVERIFY(got[i].heads[h].weights.size() == 0);  // weights only: nothing else held
                }
            }
        }
        QVERIFY_THROWS_EXCEPTION(Error, p.reduced.recordLayers(0, {8}, AttentionDetail::Weights));
    }

    void recordsHoldTheFloatsTheModelUsed() {
        Engine e(tiny_);
        e.setRecordingPolicy(RecordingPolicy::everything());
        e.prefill(prompt(e, "<|endoftext|>My favourite colour is"), {});
        const HeadTrace& t = e.timeline().at(0)->layers[0].heads[5];
        for (Eigen::Index r = 0; r < t.weights.rows(); ++r) {
            // every weight is a float the model mixed V with, widened to double
            for (Eigen::Index k = 0; k < t.weights.cols(); ++k)
                QCOMPARE(t.weights(r, k), double(float(t.weights(r, k))));
            QVERIFY(std::abs(t.weights.row(r).sum() - 1.0) < 1e-5);
            QVERIFY(std::isinf(t.maskedScores(r, t.maskedScores.cols() - 1)) || r == t.weights.rows() - 1);
        }
    }

    void aStopCheckCancelsAndLosesNothing() {
        Engine e(tiny_);
        e.prefill(prompt(e, "<|endoftext|>Today's weather is so"), {});
        e.decode({});
        const int positions = e.cache().positions();
        int asked = 0;
        e.setStopCheck([&] { return ++asked == 3; });  // stop inside the third layer's check
        QVERIFY_THROWS_EXCEPTION(Cancelled, e.decode({}));
        QCOMPARE(e.timeline().size(), 2);
        QCOMPARE(e.cache().positions(), positions);  // no half-written layers
        e.setStopCheck({});
        const StepPtr after = e.decode({});
        Engine fresh(tiny_);
        fresh.prefill(prompt(fresh, "<|endoftext|>Today's weather is so"), {});
        fresh.decode({});
        QCOMPARE(after->chosen, fresh.decode({})->chosen);
        QCOMPARE(after->allLogits, fresh.timeline().back()->allLogits);  // bit for bit

        e.setStopCheck([] { return true; });
        QVERIFY_THROWS_EXCEPTION(Cancelled, e.prefill(prompt(e, "<|endoftext|>Once"), {}));
        QCOMPARE(e.timeline().size(), 3);  // the previous run is kept
        QVERIFY_THROWS_EXCEPTION(Cancelled, e.recordLayer(0, 2));
    }

    void badRequests() {
        Engine e(tiny_);
        QVERIFY_THROWS_EXCEPTION(Error, e.recordLayer(0, 0));
        e.prefill(prompt(e, "<|endoftext|>Hi"), {});
        QVERIFY_THROWS_EXCEPTION(Error, e.recordLayer(0, 8));
        QVERIFY_THROWS_EXCEPTION(Error, e.recordLayer(1, 0));
    }
};

QTEST_APPLESS_MAIN(TestRecordLayer)
#include "tst_record_layer.moc"
