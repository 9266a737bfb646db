// Sampling over small distributions, table-driven.
#include <QtTest>

#include <algorithm>
#include <numeric>
#include <random>

#include "core/sampler.h"

using namespace kvscope;

namespace {
Vector logitsOf(std::initializer_list<double> p) {
    Vector v(static_cast<Eigen::Index>(p.size()));
    Eigen::Index i = 0;
    for (double x : p) v[i++] = std::log(x);
    return v;
}
}  // namespace

class TestSampler : public QObject {
    Q_OBJECT
private slots:
    void greedy_data() {
        QTest::addColumn<QList<double>>("logits");
        QTest::addColumn<int>("expected");
        QTest::newRow("first") << QList<double>{3, 1, 2, 0} << 0;
        QTest::newRow("last") << QList<double>{-1, -2, -3, 5} << 3;
        QTest::newRow("tie goes low") << QList<double>{1, 4, 4, 0} << 1;
    }
    void greedy() {
        QFETCH(QList<double>, logits);
        QFETCH(int, expected);
        Vector v(logits.size());
        for (int i = 0; i < logits.size(); ++i) v[i] = logits[i];
        QCOMPARE(sampleIndex(v, SamplingParams{}, 0), expected);
    }

    void temperatureSoftensAndSharpens() {
        const Vector l = (Vector(3) << 2, 1, 0).finished();
        const Vector p1 = softmaxWithTemperature(l, 1.0);
        const Vector hot = softmaxWithTemperature(l, 4.0);
        const Vector cold = softmaxWithTemperature(l, 0.25);
        QVERIFY(std::abs(p1.sum() - 1) < 1e-15);
        QVERIFY(hot[0] < p1[0] && cold[0] > p1[0]);
        QVERIFY(std::abs(p1[0] - std::exp(2) / (std::exp(2) + std::exp(1) + 1)) < 1e-15);
    }

    // The candidates' one pass against a full sort of the vocabulary, on logits with many ties
    // (a fifth of a GPT-2-sized vocabulary drawn from 50 values) and on distinct ones.
    void topLogitsAgreeWithASort_data() {
        QTest::addColumn<int>("distinctValues");
        QTest::addColumn<int>("count");
        QTest::newRow("ties, 20") << 50 << 20;
        QTest::newRow("ties, 1") << 50 << 1;
        QTest::newRow("distinct, 20") << 0 << 20;
        QTest::newRow("more than the vocabulary") << 0 << 20000;
    }
    void topLogitsAgreeWithASort() {
        QFETCH(int, distinctValues);
        QFETCH(int, count);
        std::mt19937 rng(5);
        std::uniform_real_distribution<double> u(-8, 8);
        std::uniform_int_distribution<int> level(0, std::max(distinctValues - 1, 0));
        Vector l(10000);
        for (Eigen::Index i = 0; i < l.size(); ++i) l[i] = distinctValues ? level(rng) * 0.25 : u(rng);
        std::vector<int> sorted(static_cast<size_t>(l.size()));
        std::iota(sorted.begin(), sorted.end(), 0);
        std::stable_sort(sorted.begin(), sorted.end(), [&](int a, int b) { return l[a] > l[b]; });
        sorted.resize(std::min(sorted.size(), static_cast<size_t>(count)));
        QCOMPARE(topLogits(l, count), sorted);
        // the token choice's candidates, from the blocks' maxima (the last row wants more
        // candidates than the logits have blocks)
        QCOMPARE(digestLogits(l, count, 1.0).top, sorted);
        QCOMPARE(digestLogits(l, count, 0.7).top, sorted);
        Eigen::Index first = 0;
        l.maxCoeff(&first);
        QCOMPARE(topLogits(l, count).front(), static_cast<int>(first));
        QVERIFY(topLogits(l, 0).empty());
        QVERIFY(topLogits(Vector(), 5).empty());
    }

    // keptTokens orders only the places its cut can keep: against the whole vocabulary stable-
    // sorted and then cut, on probabilities with many ties and on a long flat tail, for top-k,
    // top-p (small and large, so the ordered prefix has to grow several times) and both.
    void keptTokensAreTheSortedVocabularyCut() {
        std::mt19937 rng(17);
        std::uniform_int_distribution<int> level(1, 40);
        std::exponential_distribution<double> tail(1.0);
        for (bool ties : {true, false}) {
            Vector p(20000);
            for (Eigen::Index i = 0; i < p.size(); ++i) p[i] = ties ? level(rng) : tail(rng);
            p /= p.sum();
            for (auto [topK, topP] : {std::pair{0, 1.0}, {20, 1.0}, {0, 0.05}, {0, 0.9}, {0, 0.999999}, {300, 0.5},
                                      {30, 0.9}, {1, 1.0}, {50000, 0.3}}) {
                std::vector<int> want(static_cast<size_t>(p.size()));
                std::iota(want.begin(), want.end(), 0);
                std::stable_sort(want.begin(), want.end(), [&](int a, int b) { return p[a] > p[b]; });
                size_t keep = topK > 0 ? std::min(want.size(), static_cast<size_t>(topK)) : want.size();
                double mass = 0;
                for (size_t i = 0; i < keep && topP < 1.0; ++i)
                    if ((mass += p[want[i]]) >= topP) keep = i + 1;
                want.resize(keep);
                QCOMPARE(keptTokens(p, SamplingParams{1.0, topK, topP, 0}), want);
            }
        }
    }

    void softmaxAtIsTheSoftmaxAtThoseIndices() {
        std::mt19937 rng(9);
        std::normal_distribution<double> g(0, 3);
        Vector l(50257);
        for (Eigen::Index i = 0; i < l.size(); ++i) l[i] = g(rng);
        const std::vector<int> at{0, 17, 50256, 31337, 17};
        for (double temperature : {0.0, 0.7, 1.0, 2.5}) {
            const Vector all = softmaxWithTemperature(l, temperature);
            const Vector some = softmaxAt(l, temperature, at);
            QCOMPARE(some.size(), Eigen::Index(5));
            for (size_t i = 0; i < at.size(); ++i)
                QVERIFY2(std::abs(some[Eigen::Index(i)] / all[at[i]] - 1) < 1e-13,
                         qPrintable(QString("T %1, index %2: %3 against %4")
                                        .arg(temperature)
                                        .arg(at[i])
                                        .arg(some[Eigen::Index(i)], 0, 'g', 17)
                                        .arg(all[at[i]], 0, 'g', 17)));
        }
    }

    void sameSeedSameStepSameToken() {
        const Vector l = logitsOf({0.4, 0.3, 0.2, 0.1});
        SamplingParams sp{1.0, 0, 1.0, 42};
        for (int step = 0; step < 20; ++step)
            QCOMPARE(sampleIndex(l, sp, step), sampleIndex(l, sp, step));
    }

    void frequenciesFollowTheDistribution_data() {
        QTest::addColumn<int>("topK");
        QTest::addColumn<double>("topP");
        QTest::addColumn<QList<double>>("expected");
        QTest::newRow("plain") << 0 << 1.0 << QList<double>{0.4, 0.3, 0.2, 0.1};
        QTest::newRow("top-k 2") << 2 << 1.0 << QList<double>{4.0 / 7, 3.0 / 7, 0, 0};
        QTest::newRow("top-p 0.8") << 0 << 0.8 << QList<double>{4.0 / 9, 3.0 / 9, 2.0 / 9, 0};
        QTest::newRow("top-p 0.35") << 0 << 0.35 << QList<double>{1, 0, 0, 0};
        QTest::newRow("top-k 1") << 1 << 1.0 << QList<double>{1, 0, 0, 0};
    }
    void frequenciesFollowTheDistribution() {
        QFETCH(int, topK);
        QFETCH(double, topP);
        QFETCH(QList<double>, expected);
        const Vector l = logitsOf({0.4, 0.3, 0.2, 0.1});
        SamplingParams sp{1.0, topK, topP, 7};
        const int draws = 20000;
        std::vector<int> counts(4, 0);
        for (int s = 0; s < draws; ++s) ++counts[static_cast<size_t>(sampleIndex(l, sp, s))];
        for (int i = 0; i < 4; ++i)
            QVERIFY2(std::abs(counts[static_cast<size_t>(i)] / double(draws) - expected[i]) < 0.015,
                     qPrintable(QString("token %1: %2").arg(i).arg(counts[static_cast<size_t>(i)])));
    }

    void badParametersAreErrors_data() {
        QTest::addColumn<double>("temperature");
        QTest::addColumn<int>("topK");
        QTest::addColumn<double>("topP");
        QTest::newRow("negative temperature") << -1.0 << 0 << 1.0;
        QTest::newRow("nan temperature") << std::nan("") << 0 << 1.0;
        QTest::newRow("negative top-k") << 1.0 << -2 << 1.0;
        QTest::newRow("top-p 0") << 1.0 << 0 << 0.0;
        QTest::newRow("top-p above 1") << 1.0 << 0 << 1.5;
    }
    void badParametersAreErrors() {
        QFETCH(double, temperature);
        QFETCH(int, topK);
        QFETCH(double, topP);
        SamplingParams sp{temperature, topK, topP, 0};
        QVERIFY_THROWS_EXCEPTION(Error, sp.validate());
    }
};

QTEST_APPLESS_MAIN(TestSampler)
#include "tst_sampler.moc"
