// The shared mask → softmax → mix path, on hand-made rows.
#include <QtTest>

#include <atomic>

#include "core/attention.h"

using namespace kvscope;

class TestAttention : public QObject {
    Q_OBJECT
private slots:
    void softmaxOfDotProductScores() {
        HeadTrace t;
        prepareHeadTrace(t, 1, 3, 2);
        t.scores.row(0) << 1.0, 2.0, 3.0;
        const Matrix v = (Matrix(3, 2) << 1, 0, 0, 1, 1, 1).finished();
        maskSoftmaxMix(t, 0, 1, v);  // query at position 1 sees keys 0 and 1 only
        const double e = std::exp(1.0);
        QVERIFY(std::abs(t.weights(0, 0) - 1 / (1 + e)) < 1e-15);
        QVERIFY(std::abs(t.weights(0, 1) - e / (1 + e)) < 1e-15);
        QCOMPARE(t.weights(0, 2), 0.0);
        QVERIFY(std::isinf(t.maskedScores(0, 2)));
        QCOMPARE(t.scores(0, 2), 3.0);  // the raw score is kept for the view
        QVERIFY(std::abs(t.outputs(0, 0) - 1 / (1 + e)) < 1e-15);
        QVERIFY(t.hasOutput[0]);
    }

    void hugeScoresStayFinite() {
        HeadTrace t;
        prepareHeadTrace(t, 1, 2, 1);
        t.scores.row(0) << 1000.0, 999.0;
        maskSoftmaxMix(t, 0, 1, (Matrix(2, 1) << 2, 4).finished());
        QVERIFY(std::isfinite(t.outputs(0, 0)));
        QVERIFY(std::abs(t.weights.row(0).sum() - 1) < 1e-15);
    }

    void aRowWithNoAdmittedKeyHasNoOutput() {
        HeadTrace t;
        prepareHeadTrace(t, 1, 2, 1);
        t.scores.row(0) << kNegInf, 0.0;  // the only admitted key is in the future
        maskSoftmaxMix(t, 0, 0, (Matrix(2, 1) << 2, 4).finished());
        QVERIFY(!t.hasOutput[0]);
        QCOMPARE(t.outputs(0, 0), 0.0);
        QCOMPARE(t.weights.row(0).sum(), 0.0);
    }

    void everyHeadAndRowIsVisitedOnce() {
        std::vector<std::atomic<int>> seen(12 * 37);
        parallelOverHeadsAndRows(12, 37, [&](int h, int r) { seen[static_cast<size_t>(h * 37 + r)]++; });
        for (const auto& s : seen) QCOMPARE(s.load(), 1);
    }
};

QTEST_APPLESS_MAIN(TestAttention)
#include "tst_attention.moc"
