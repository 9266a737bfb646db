// The article's prefill table, computed by the engine: all sixteen head outputs, the context
// of "so", the logits order and the shape of the parallel pass.
#include <QtTest>

#include "tests/core/toy_fixture.h"

using namespace kvscope;

class TestToyPrefill : public QObject {
    Q_OBJECT
    ModelPtr model;
    StepPtr step;

private slots:
    void init() {
        model = weatherModel();
        Engine engine(model);
        step = engine.prefill(model->defaultPrompt(), SamplingParams{});
    }

    void promptIsTheArticles() {
        QCOMPARE(model->tokenizer().decode(step->tokens), std::string("Today weather is so"));
        QCOMPARE(step->phase, Phase::Prefill);
        QCOMPARE(step->firstRow, 0);
        QCOMPARE(step->rowCount, 4);
        QCOMPARE(step->layers.size(), size_t(1));
        QCOMPARE(step->layers[0].heads.size(), size_t(4));
    }

    void headOutputs_data() {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("head");
        QTest::addColumn<double>("expected");
        const char* words[] = {"Today", "weather", "is", "so"};
        for (int r = 0; r < 4; ++r)
            for (int h = 0; h < 4; ++h)
                QTest::addRow("%s/head%d", words[r], h + 1) << r << h << test::kArticlePrefill[r][h];
    }
    void headOutputs() {
        QFETCH(int, row);
        QFETCH(int, head);
        QFETCH(double, expected);
        const HeadTrace& t = step->layers[0].heads[static_cast<size_t>(head)];
        if (expected == test::kNone) {
            QVERIFY(!t.hasOutput[static_cast<size_t>(row)]);
            QCOMPARE(t.outputs(row, 0), 0.0);  // never NaN
            QCOMPARE(t.weights.row(row).sum(), 0.0);
        } else {
            QVERIFY(t.hasOutput[static_cast<size_t>(row)]);
            QVERIFY(std::abs(t.outputs(row, 0) - expected) < 1e-12);
            QVERIFY(std::abs(t.weights.row(row).sum() - 1.0) < 1e-12);
        }
    }

    void isUnderAllTokensIs31Over3() {
        QCOMPARE(step->layers[0].heads[3].outputs(2, 0), 31.0 / 3.0);
    }

    void contextOfSo() {
        QCOMPARE(step->context.rows(), Eigen::Index(4));
        const RowVector expected = (RowVector(4) << 12.5, 5, 10, 9).finished();
        QCOMPARE(RowVector(step->context.row(3)), expected);
    }

    void combinedIsTheMeanOfHeadsWithAnOutput() {
        const LayerTrace& layer = step->layers[0];
        QCOMPARE(layer.combined(0, 0), 10.0);  // Today: heads 2–4 only
        QCOMPARE(layer.combined(3, 0), (12.5 + 5 + 10 + 9) / 4);
        for (bool b : layer.hasCombined) QVERIFY(b);
    }

    void logitsRankNiceWarmDelicious() {
        const Tokenizer& tok = model->tokenizer();
        QCOMPARE(step->candidates.size(), size_t(3));
        QCOMPARE(tok.displayText(step->candidates[0]), std::string("nice"));
        QCOMPARE(tok.displayText(step->candidates[1]), std::string("warm"));
        QCOMPARE(tok.displayText(step->candidates[2]), std::string("delicious"));
        QVERIFY(std::abs(step->logits[0] - 8.55) < 1e-12);
        QVERIFY(std::abs(step->logits[1] - 7.3) < 1e-12);
        QVERIFY(std::abs(step->logits[2] - 1.4) < 1e-12);
        QVERIFY(step->logits[1] - step->logits[2] > 5);  // warm clearly beats delicious
        QCOMPARE(tok.displayText(step->chosen), std::string("nice"));
        QVERIFY(std::abs(step->probabilities.sum() - 1.0) < 1e-12);
    }

    void causalMaskBlocksTheFuture() {
        for (const HeadTrace& t : step->layers[0].heads)
            for (int r = 0; r < 4; ++r)
                for (int k = r + 1; k < 4; ++k) {
                    QVERIFY(std::isinf(t.maskedScores(r, k)));
                    QCOMPARE(t.weights(r, k), 0.0);
                }
        // The rule alone would admit "weather" for the query "Today" (head 1): the mask blocks it.
        const HeadTrace& even = step->layers[0].heads[0];
        QCOMPARE(even.scores(0, 1), 0.0);
        QVERIFY(std::isinf(even.maskedScores(0, 1)));
    }

    void keysAndValuesOfThePromptAreCached() {
        const LayerTrace& layer = step->layers[0];
        QCOMPARE(step->kvFirstPosition, 0);
        QVERIFY(!step->kvRecomputed);
        for (const KvRows& kv : layer.kv) {
            QCOMPARE(kv.keys.rows(), Eigen::Index(4));
            const Vector values = kv.values.col(0);
            QCOMPARE(values, (Vector(4) << 10, 20, 1, 5).finished());
        }
        // head 1's key says whether the position (from 1) is even
        QCOMPARE(Vector(layer.kv[0].keys.col(0)), (Vector(4) << 0, 1, 0, 1).finished());
    }
};

QTEST_APPLESS_MAIN(TestToyPrefill)
#include "tst_toy_prefill.moc"
