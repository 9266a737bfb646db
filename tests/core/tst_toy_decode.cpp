// The decode step of the article: "nice" is appended and gets one new attention row per head
// over five keys; with the cache on or off the results are identical.
#include <QtTest>

#include "tests/core/toy_fixture.h"

using namespace kvscope;

class TestToyDecode : public QObject {
    Q_OBJECT
    ModelPtr model;

    StepPtr decodeNice(CacheMode mode) {
        Engine engine(model, mode);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        return engine.decode(SamplingParams{});
    }

private slots:
    void init() { model = weatherModel(); }

    void newTokenIsNice() {
        const StepPtr s = decodeNice(CacheMode::On);
        QCOMPARE(s->phase, Phase::Decode);
        QCOMPARE(s->positions(), 5);
        QCOMPARE(model->tokenizer().displayText(s->tokens.back()), std::string("nice"));
        QCOMPARE(s->firstRow, 4);
        QCOMPARE(s->rowCount, 1);
    }

    void oneNewRowPerHeadOverFiveKeys() {
        const StepPtr s = decodeNice(CacheMode::On);
        const Matrix expected = (Matrix(4, 5) << 0, 0.5, 0, 0.5, 0,  // even positions: weather, so
                                 0, 0, 0, 0, 1,                       // last token: nice
                                 1, 0, 0, 0, 0,                       // first token: Today
                                 0.2, 0.2, 0.2, 0.2, 0.2)             // all tokens
                                    .finished();
        for (int h = 0; h < 4; ++h) {
            const HeadTrace& t = s->layers[0].heads[static_cast<size_t>(h)];
            QCOMPARE(t.weights.rows(), Eigen::Index(1));
            QCOMPARE(t.weights.cols(), Eigen::Index(5));
            QVERIFY((t.weights.row(0) - expected.row(h)).cwiseAbs().maxCoeff() < 1e-15);
        }
    }

    void headOutputsAndContext() {
        const StepPtr s = decodeNice(CacheMode::On);
        // nice is worth 8 (weather.json): last token → 8, all tokens → (10+20+1+5+8)/5
        const RowVector expected = (RowVector(4) << 12.5, 8, 10, 44.0 / 5.0).finished();
        QVERIFY((RowVector(s->context.row(0)) - expected).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY(std::abs(s->layers[0].combined(0, 0) - (12.5 + 8 + 10 + 8.8) / 4) < 1e-12);
    }

    void withTheCacheOnlyTheNewPositionIsComputed() {
        const StepPtr s = decodeNice(CacheMode::On);
        QCOMPARE(s->kvFirstPosition, 4);
        QVERIFY(!s->kvRecomputed);
        for (const KvRows& kv : s->layers[0].kv) QCOMPARE(kv.keys.rows(), Eigen::Index(1));
        QCOMPARE(s->layers[0].kv[1].values(0, 0), 8.0);
    }

    void withoutTheCacheEveryPositionIsRecomputed() {
        const StepPtr s = decodeNice(CacheMode::Off);
        QCOMPARE(s->kvFirstPosition, 0);
        QVERIFY(s->kvRecomputed);
        for (const KvRows& kv : s->layers[0].kv) QCOMPARE(kv.keys.rows(), Eigen::Index(5));
        QCOMPARE(s->work.kvBytesHeld, std::int64_t(0));
    }

    void cacheAndNoCacheAreIdenticalAtEveryStep() {
        Engine on(model, CacheMode::On), off(model, CacheMode::Off);
        on.prefill(model->defaultPrompt(), SamplingParams{});
        off.prefill(model->defaultPrompt(), SamplingParams{});
        for (int i = 0; i < 8; ++i) {
            on.decode(SamplingParams{});
            off.decode(SamplingParams{});
        }
        QCOMPARE(on.timeline().size(), 9);
        for (int i = 0; i < 9; ++i) {
            const StepRecord& a = *on.timeline().at(i);
            const StepRecord& b = *off.timeline().at(i);
            QCOMPARE(a.tokens, b.tokens);
            QCOMPARE(a.chosen, b.chosen);
            QVERIFY(a.logits == b.logits);  // bit for bit
            QVERIFY(a.context == b.context);
            for (size_t h = 0; h < 4; ++h) {
                const HeadTrace& x = a.layers[0].heads[h];
                const HeadTrace& y = b.layers[0].heads[h];
                QVERIFY(x.weights == y.weights);
                QVERIFY(x.outputs == y.outputs);
                QCOMPARE(x.hasOutput, y.hasOutput);
            }
            // Each side knows the other's work exactly.
            QCOMPARE(a.workOtherMode, b.work);
            QCOMPARE(b.workOtherMode, a.work);
        }
    }
};

QTEST_APPLESS_MAIN(TestToyDecode)
#include "tst_toy_decode.moc"
