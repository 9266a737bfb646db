// The recording budget: the byte formula by hand, real records against their plans, the
// worst GPT-2-small timelines within 1 GiB, and forks at steps whose logits were dropped.
#include <QtTest>

#include <filesystem>
#include <set>

#include "core/engine.h"
#include "core/model_registry.h"
#include "core/recording_policy.h"

using namespace kvscope;
namespace fs = std::filesystem;

Q_DECLARE_METATYPE(kvscope::CacheMode)

namespace {
const fs::path kRef = fs::path(KVSCOPE_SOURCE_DIR) / "tests" / "data" / "gpt2-tiny-ref";

// GPT-2 small (124M): 12 layers × 12 heads of 64, width 768, 50,257 tokens, 1,024 positions.
RecordShape gpt2Small() {
    RecordShape s;
    s.layers = 12;
    s.heads = 12;
    s.kvHeads = 12;
    s.keyDim = 64;
    s.valueDim = 64;
    s.combinedDim = 768;
    s.vocab = 50257;
    s.candidates = 20;
    s.maxPositions = 1024;
    return s;
}

struct Step {
    int q, n, kvRows;
};

// A timeline: a prefill of `prompt` tokens, then decode steps until `total` positions.
std::vector<Step> timeline(int prompt, int total, CacheMode mode) {
    std::vector<Step> steps{{prompt, prompt, prompt}};
    for (int n = prompt + 1; n <= total; ++n) steps.push_back({1, n, mode == CacheMode::On ? 1 : n});
    return steps;
}
}  // namespace

class TestRecordingPolicy : public QObject {
    Q_OBJECT
private slots:
    // Every term of the formula, for a shape small enough to count by hand.
    void formulaByHand() {
        RecordShape s;
        s.layers = 2;
        s.heads = 2;
        s.kvHeads = 2;
        s.keyDim = 3;
        s.valueDim = 3;
        s.combinedDim = 6;
        s.vocab = 10;
        s.candidates = 3;
        s.maxPositions = 8;
        const int q = 2, n = 4, kv = 2;
        const std::int64_t structs = sizeof(StepRecord) + 2 * (sizeof(LayerTrace) + 2 * sizeof(HeadTrace));
        const std::int64_t tokens = n * 4;
        // per head: scores, masked scores, weights (q·n doubles each), outputs (q·dv), hasOutput (one word)
        const std::int64_t fullHead = 3 * q * n * 8 + q * 3 * 8 + 8;
        // per layer: combined (q·dc), hasCombined (one word), K/V rows of two heads
        const std::int64_t fullLayerRest = q * 6 * 8 + 8 + 2 * (sizeof(KvRows) + kv * (3 + 3) * 8);
        const std::int64_t context = q * 2 * 3 * 8;
        const std::int64_t topK = 3 * (4 + 8 + 8);
        const std::int64_t all = 10 * 8;
        QCOMPARE(plannedBytes(s, RecordPlan::everything(2), q, n, kv),
                 structs + tokens + 2 * (2 * fullHead + fullLayerRest) + context + topK + all);

        RecordPlan p = RecordPlan::everything(2);
        p.layers[1] = AttentionDetail::Weights;  // float (q, n) per head, nothing else
        QCOMPARE(plannedBytes(s, p, q, n, kv),
                 structs + tokens + (2 * fullHead + fullLayerRest) + 2 * q * n * 4 + context + topK + all);
        p.layers[1] = AttentionDetail::NewestRow;  // float (1, n) per head
        QCOMPARE(plannedBytes(s, p, q, n, kv),
                 structs + tokens + (2 * fullHead + fullLayerRest) + 2 * n * 4 + context + topK + all);
        QCOMPARE(plannedBytes(s, RecordPlan::nothing(2), q, n, kv), structs + tokens + topK);

        // the allowance: B/2 · q·n/T² + B/2 / T
        RecordingPolicy policy;
        policy.setBudget(1 << 20);
        QCOMPARE(policy.allowance(s, q, n), std::int64_t((1 << 19) * 8 / 64 + (1 << 19) / 8));
    }

    // The figure the README states: the worst timelines of a 1,024-position GPT-2 small stay
    // within the default 1 GiB, and every step keeps its detail layer in full.
    void gpt2SmallTimelinesFitOneGiB_data() {
        QTest::addColumn<int>("prompt");
        QTest::addColumn<CacheMode>("mode");
        QTest::newRow("prefill 1024") << 1024 << CacheMode::On;
        QTest::newRow("prefill 1, decode 1023") << 1 << CacheMode::On;
        QTest::newRow("prefill 128, decode 896") << 128 << CacheMode::On;
        QTest::newRow("prefill 512, decode 512, no cache") << 512 << CacheMode::Off;
        QTest::newRow("prefill 1, decode 1023, no cache") << 1 << CacheMode::Off;
    }
    void gpt2SmallTimelinesFitOneGiB() {
        QFETCH(int, prompt);
        QFETCH(CacheMode, mode);
        const RecordShape s = gpt2Small();
        const RecordingPolicy policy;
        QCOMPARE(policy.budget(), std::int64_t(1) << 30);
        std::int64_t total = 0;
        std::set<int> levels;
        for (const Step& st : timeline(prompt, 1024, mode)) {
            const RecordPlan plan = policy.plan(s, st.q, st.n, st.kvRows);
            const std::int64_t bytes = plannedBytes(s, plan, st.q, st.n, st.kvRows);
            QVERIFY(bytes <= policy.allowance(s, st.q, st.n));
            QCOMPARE(plan.layers[0], AttentionDetail::Full);
            total += bytes;
            levels.insert(plan.level);
        }
        qInfo("%.1f MiB for the whole timeline, plans %d to %d", static_cast<double>(total) / (1 << 20),
              *levels.begin(), *levels.rbegin());
        QVERIFY(total <= policy.budget());
        // and recording everything would not have fitted: the policy is what makes it fit
        std::int64_t everything = 0;
        for (const Step& st : timeline(prompt, 1024, mode))
            everything += plannedBytes(s, RecordPlan::everything(12), st.q, st.n, st.kvRows);
        QVERIFY(everything > policy.budget());
    }

    // Real records of the reference GPT-2 and of the toy hold exactly what their plan says,
    // from "everything" down to "nothing", with the cache on and off.
    void recordsHoldTheirPlannedBytes_data() {
        QTest::addColumn<QString>("model");
        QTest::addColumn<CacheMode>("mode");
        QTest::newRow("gpt2 cache on") << QString::fromStdString(kRef.string()) << CacheMode::On;
        QTest::newRow("gpt2 cache off") << QString::fromStdString(kRef.string()) << CacheMode::Off;
        QTest::newRow("toy cache on") << "weather" << CacheMode::On;
        QTest::newRow("toy cache off") << "weather" << CacheMode::Off;
    }
    void recordsHoldTheirPlannedBytes() {
        QFETCH(QString, model);
        QFETCH(CacheMode, mode);
        const ModelPtr m = loadModel(model.toStdString());
        std::set<int> levels;
        for (double budget = 4096; budget < 2e9; budget *= 1.15) {
            Engine engine(m, mode);
            RecordingPolicy policy;
            policy.setBudget(static_cast<std::int64_t>(budget));
            policy.setDetailLayer(m->info().layers - 1);
            engine.setRecordingPolicy(policy);
            try {
                engine.prefill(m->defaultPrompt(), SamplingParams{});
                for (int i = 0; i < 4; ++i) engine.decode(SamplingParams{});
            } catch (const Error& e) {
                QVERIFY2(QString(e.what()).contains("recording budget"), e.what());  // too small a budget
                continue;
            }
            for (const StepPtr& st : engine.timeline()) {
                const int q = st->rowCount, n = st->positions();
                const int kvRows = st->phase == Phase::Decode && mode == CacheMode::Off ? n : q;
                const RecordPlan plan = policy.plan(engine.recordShape(), q, n, kvRows);
                levels.insert(plan.level);
                QCOMPARE(st->recordBytes, recordBytes(*st));
                QCOMPARE(st->recordBytes, plannedBytes(engine.recordShape(), plan, q, n, kvRows));
                QCOMPARE(st->allLogits.size() > 0, plan.allLogits);
                for (size_t l = 0; l < st->layers.size(); ++l) {
                    const LayerTrace& layer = st->layers[l];
                    QCOMPARE(layer.detail, plan.layers[l]);
                    const HeadTrace& h = layer.heads.at(0);
                    switch (layer.detail) {
                        case AttentionDetail::Full:
                            QCOMPARE(h.weights.rows(), q);
                            QCOMPARE(h.weights.cols(), n);
                            QCOMPARE(layer.kv.at(0).keys.rows(), plan.kvRecomputedRows ? kvRows : q);
                            break;
                        case AttentionDetail::Weights:
                            QCOMPARE(h.weightsF.rows(), q);
                            QCOMPARE(h.weightsF.cols(), n);
                            QVERIFY(std::abs(h.weightsF.row(q - 1).sum() - 1.0f) < 1e-5f);
                            break;
                        case AttentionDetail::NewestRow:
                            QCOMPARE(h.weightsF.rows(), 1);
                            QVERIFY(std::abs(h.weightsF.row(0).sum() - 1.0f) < 1e-5f);
                            break;
                        case AttentionDetail::None: QCOMPARE(h.weights.size(), Eigen::Index(0)); break;
                    }
                }
            }
        }
        QVERIFY(levels.count(1));  // a large budget records everything
        if (m->info().family == "gpt2") QVERIFY(levels.size() >= 5);  // and smaller ones each rung
    }

    // A fork at a step that kept only its top-k logits recomputes them: the same choice as
    // from a step that kept them all.
    void forkRecomputesDroppedLogits() {
        const ModelPtr m = loadModel(kRef.string());
        Engine kept(m), dropped(m);
        kept.setRecordingPolicy(RecordingPolicy::everything());
        dropped.setRecordingPolicy(RecordingPolicy::off());
        for (Engine* e : {&kept, &dropped}) {
            e->prefill(m->defaultPrompt(), SamplingParams{});
            for (int i = 0; i < 3; ++i) e->decode(SamplingParams{});
        }
        QCOMPARE(dropped.timeline().at(1)->allLogits.size(), Eigen::Index(0));
        SamplingParams hot;
        hot.temperature = 1.5;
        hot.seed = 4;
        const StepPtr a = kept.rechoose(1, hot);
        const StepPtr b = dropped.rechoose(1, hot);
        QCOMPARE(b->chosen, a->chosen);
        QCOMPARE(dropped.timeline().size(), 2);
        QVERIFY((b->logits - a->logits).cwiseAbs().maxCoeff() < 1e-4);
        QCOMPARE(b->allLogits.size(), Eigen::Index(0));  // still within its plan
        // and the run goes on from the fork
        QCOMPARE(dropped.decode(SamplingParams{})->tokens.back(), b->chosen);
    }

    void tooSmallABudgetIsAnError() {
        const ModelPtr m = loadModel(kRef.string());
        Engine engine(m);
        RecordingPolicy policy;
        policy.setBudget(1000);
        engine.setRecordingPolicy(policy);
        try {
            engine.prefill(m->defaultPrompt(), SamplingParams{});
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("recording budget"), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestRecordingPolicy)
#include "tst_recording_policy.moc"
