// Weight matrices in float and in half precision (core/weight_matrix.h): the packing rounds
// each weight exactly as Eigen::half (IEEE round to nearest even) does, and every product —
// the decode GEMV that widens in registers, the prefill path that widens into scratch, the
// transposed (tied embedding) form, threads splitting the columns — equals float arithmetic
// on the rounded weights.
#include <QtTest>

#include <tbb/global_control.h>

#include <cmath>
#include <random>

#include "core/kernels/half_kernels.h"
#include "core/kernels/panel_gemm.h"
#include "core/matmul.h"
#include "core/weight_matrix.h"

using namespace kvscope;

namespace {

MatrixF randomMatrix(Eigen::Index rows, Eigen::Index cols, unsigned seed, float scale = 1.0f) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> n(0.0f, scale);
    MatrixF m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = n(rng);
    return m;
}

MatrixF roundedToHalf(const MatrixF& m) {
    MatrixF r(m.rows(), m.cols());
    for (Eigen::Index i = 0; i < m.size(); ++i) r.data()[i] = static_cast<float>(Eigen::half(m.data()[i]));
    return r;
}

// Largest |a - b| relative to the largest |b|.
double relativeError(const MatrixF& a, const MatrixF& b) {
    return static_cast<double>((a - b).cwiseAbs().maxCoeff() / std::max(1e-30f, b.cwiseAbs().maxCoeff()));
}

}  // namespace

class TestWeightMatrix : public QObject {
    Q_OBJECT
private slots:
    void halfConversionRoundsToNearestEven() {
        QCOMPARE(half::fromFloat(1.0f), std::uint16_t(0x3c00));
        QCOMPARE(half::fromFloat(-2.0f), std::uint16_t(0xc000));
        QCOMPARE(half::fromFloat(65504.0f), std::uint16_t(0x7bff));
        // 1 + 2^-11 lies halfway between 1 and 1 + 2^-10: ties go to the even mantissa (1)
        QCOMPARE(half::fromFloat(1.0f + 0x1p-11f), std::uint16_t(0x3c00));
        QCOMPARE(half::fromFloat(1.0f + 3 * 0x1p-11f), std::uint16_t(0x3c02));
        QCOMPARE(half::toFloat(0x3555), 0.333251953125f);
        QCOMPARE(half::toFloat(0x0001), 0x1p-24f);  // the smallest subnormal survives
    }

    void packsAndRoundsEveryWeight_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("one panel, odd rows") << 7 << 64;
        QTest::newRow("ragged last panel") << 70 << 200;
        QTest::newRow("narrower than a panel") << 5 << 3;
    }
    void packsAndRoundsEveryWeight() {
        QFETCH(int, rows);
        QFETCH(int, cols);
        const MatrixF w = randomMatrix(rows, cols, 1);
        const WeightMatrix h = WeightMatrix::fromRows(w, WeightPrecision::F16);
        QCOMPARE(h.rows(), Eigen::Index(rows));
        QCOMPARE(h.cols(), Eigen::Index(cols));
        QCOMPARE(h.precision(), WeightPrecision::F16);
        QVERIFY(h.toFloat() == roundedToHalf(w));
        // panels of 64 columns, two bytes a weight, the last panel padded
        QCOMPARE(h.bytes(), std::int64_t(rows) * ((cols + 63) / 64 * 64) * 2);
        for (int j : {0, cols / 2, cols - 1}) QVERIFY(h.column(j) == roundedToHalf(w).col(j).transpose());

        // f32 weights in the same panels: four bytes a weight, the last panel padded
        const WeightMatrix f = WeightMatrix::fromRows(w, WeightPrecision::F32);
        QVERIFY(f.toFloat() == w);
        QCOMPARE(f.bytes(), std::int64_t(rows) * ((cols + 63) / 64 * 64) * 4);
        for (int j : {0, cols / 2, cols - 1}) QVERIFY(f.column(j) == w.col(j).transpose());
    }

    void transposedFormHoldsTheSameMatrix() {
        const MatrixF t = randomMatrix(130, 24, 2);  // (V, d) embeddings
        for (WeightPrecision p : {WeightPrecision::F32, WeightPrecision::F16}) {
            const WeightMatrix w = WeightMatrix::fromTransposed(t, p);
            QCOMPARE(w.rows(), Eigen::Index(24));
            QCOMPARE(w.cols(), Eigen::Index(130));
            const MatrixF want = p == WeightPrecision::F16 ? MatrixF(roundedToHalf(t).transpose()) : MatrixF(t.transpose());
            QVERIFY(w.toFloat() == want);
            QVERIFY(w.column(129) == want.col(129).transpose());
        }
    }

    // Decode (one row) and prefill (many rows), with bias and GELU, on one and two threads.
    void productsEqualFloatArithmeticOnTheRoundedWeights_data() {
        QTest::addColumn<int>("positions");
        QTest::addColumn<int>("threads");
        for (int t : {1, 2}) {
            QTest::addRow("decode, %d thread(s)", t) << 1 << t;
            QTest::addRow("prefill of 5, %d thread(s)", t) << 5 << t;
            QTest::addRow("prefill of 67, %d thread(s)", t) << 67 << t;
        }
    }
    void productsEqualFloatArithmeticOnTheRoundedWeights() {
        QFETCH(int, positions);
        QFETCH(int, threads);
        const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
        const MatrixF w = randomMatrix(97, 1000, 3, 0.05f);  // 16 panels, the last ragged
        const MatrixF in = randomMatrix(positions, 97, 4);
        const RowVectorF bias = randomMatrix(1, 1000, 5).row(0);
        const MatrixF rounded = roundedToHalf(w);

        for (Activation act : {Activation::None, Activation::GeluTanh}) {
            MatrixF want = (in * rounded).rowwise() + bias;
            if (act == Activation::GeluTanh) geluTanh(want);
            MatrixF got;
            linear(in, WeightMatrix::fromRows(w, WeightPrecision::F16), bias, got, act);
            QCOMPARE(got.rows(), Eigen::Index(positions));
            QCOMPARE(got.cols(), Eigen::Index(1000));
            // the same products summed in another order: float rounding only
            QVERIFY2(relativeError(got, want) < 1e-5, qPrintable(QString::number(relativeError(got, want))));
        }
        // float panels (the explicit GEMV for one row, Eigen's GEMM for many) agree with Eigen
        // on the plain matrix, and with double arithmetic, in both stored forms
        const MatrixF exact = (in.cast<double>() * w.cast<double>()).cast<float>();
        for (bool transposed : {false, true}) {
            MatrixF got32;
            linear(in,
                   transposed ? WeightMatrix::fromTransposed(w.transpose(), WeightPrecision::F32)
                              : WeightMatrix::fromRows(w, WeightPrecision::F32),
                   bias, got32);
            QVERIFY(relativeError(got32, MatrixF((in * w).rowwise() + bias)) < 1e-5);
            QVERIFY(relativeError(got32, MatrixF(exact.rowwise() + bias)) < 1e-5);
        }
        // the transposed (tied) form, as the logits use it
        MatrixF gotT;
        linear(in, WeightMatrix::fromTransposed(w.transpose(), WeightPrecision::F16), RowVectorF(), gotT);
        QVERIFY(relativeError(gotT, in * rounded) < 1e-5);
        // and f16 is close to f32, but not equal: the rounding is real
        QVERIFY(relativeError(in * rounded, in * w) > 1e-6);
        QVERIFY(relativeError(in * rounded, in * w) < 3e-3);
    }

    // A column's sum runs in one order whatever block or thread computes it, so one thread and
    // two give the very same bits (the recording's recomputations rely on it).
    void productsDoNotDependOnTheThreadCount() {
        const MatrixF w = randomMatrix(300, 777, 6, 0.05f);
        for (WeightPrecision p : {WeightPrecision::F32, WeightPrecision::F16})
            for (int positions : {1, 9}) {
                const WeightMatrix weight = WeightMatrix::fromRows(w, p);
                const MatrixF in = randomMatrix(positions, 300, 7);
                MatrixF one, two;
                {
                    const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, 1);
                    linear(in, weight, RowVectorF(), one);
                }
                {
                    const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, 2);
                    linear(in, weight, RowVectorF(), two);
                }
                QVERIFY2(one == two, precisionName(p));
            }
    }

    // The prefill's kernel adds the bias and applies GELU to each tile while it is in cache;
    // elementwise, so the output is the very bits of the product followed by both on the
    // whole matrix (ragged last panel and a row count that is not a whole number of tiles).
    void biasAndGeluPerTileGiveTheBitsOfWholeMatrixPasses() {
        const MatrixF w = randomMatrix(97, 1000, 8, 0.05f);
        const MatrixF in = randomMatrix(67, 97, 9);
        const RowVectorF bias = randomMatrix(1, 1000, 10).row(0);
        for (WeightPrecision p : {WeightPrecision::F32, WeightPrecision::F16})
            for (int threads : {1, 2}) {
                const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
                const WeightMatrix weight = WeightMatrix::fromRows(w, p);
                MatrixF fused, separate;
                linear(in, weight, bias, fused, Activation::GeluTanh);
                linear(in, weight, RowVectorF(), separate);
                separate.rowwise() += bias;
                geluTanh(separate);
                QVERIFY2(fused == separate, precisionName(p));
            }
    }

    // The prefill's AVX-512 kernel sums each output in blocks of gemm::kSumRows weight rows,
    // each block from zero by fused multiply-adds in row order, the blocks added to the output
    // in order and the bias last — whether a panel is multiplied in one pass or, when it is
    // large, a chunk of its rows at a time with every tile going through a chunk before the
    // next. Checked bit for bit against that order written out in scalar arithmetic, with
    // panels of one pass and chunked ones (f32 past 2,048 rows, f16 past 4,096; the last chunk
    // shorter), 13 rows (two tiles of 6 and one of 1), 130 columns (the last panel ragged).
    void panelProductsSumInBlocksInOrder_data() {
        QTest::addColumn<int>("k");
        QTest::addColumn<bool>("half");
        QTest::newRow("f32, one pass") << 300 << false;
        QTest::newRow("f32, chunked") << 2100 << false;
        QTest::newRow("f16, one pass") << 3000 << true;
        QTest::newRow("f16, chunked") << 4100 << true;
    }
    void panelProductsSumInBlocksInOrder() {
        if (!gemm::available()) QSKIP("this CPU has no AVX-512: prefill runs Eigen's GEMM, whose order is its own");
        QFETCH(int, k);
        QFETCH(bool, half);
        const MatrixF w = randomMatrix(k, 130, 11, 0.05f);
        const MatrixF in = randomMatrix(13, k, 12);
        const RowVectorF bias = randomMatrix(1, 130, 13).row(0);
        const MatrixF stored = half ? roundedToHalf(w) : w;
        MatrixF want(in.rows(), w.cols());
        for (Eigen::Index r = 0; r < in.rows(); ++r)
            for (Eigen::Index c = 0; c < w.cols(); ++c) {
                float out = 0.0f;
                for (Eigen::Index k0 = 0; k0 < k; k0 += gemm::kSumRows) {
                    float block = 0.0f;
                    for (Eigen::Index i = k0; i < std::min<Eigen::Index>(k, k0 + gemm::kSumRows); ++i)
                        block = std::fma(in(r, i), stored(i, c), block);
                    out = k0 == 0 ? block : out + block;
                }
                want(r, c) = out + bias[c];
            }
        for (int threads : {1, 2}) {
            const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
            MatrixF got;
            linear(in, WeightMatrix::fromRows(w, half ? WeightPrecision::F16 : WeightPrecision::F32), bias, got);
            QVERIFY2(got == want, qPrintable(QString("%1 thread(s): largest difference %2").arg(threads).arg(
                                      static_cast<double>((got - want).cwiseAbs().maxCoeff()))));
        }
    }

    void refusesWeightsBeyondHalfRange() {
        MatrixF w = MatrixF::Zero(3, 3);
        w(1, 2) = 70000.0f;
        try {
            WeightMatrix::fromRows(w, WeightPrecision::F16, "model.safetensors: tensor 'h.0.mlp.c_fc.weight'");
            QFAIL("no error");
        } catch (const Error& e) {
            const QString m = QString::fromStdString(e.what());
            QVERIFY2(m.contains("h.0.mlp.c_fc.weight") && m.contains("does not fit in half precision") &&
                         m.contains("f32"),
                     qPrintable(m));
        }
        w(1, 2) = std::numeric_limits<float>::quiet_NaN();
        QVERIFY_THROWS_EXCEPTION(Error, WeightMatrix::fromRows(w, WeightPrecision::F16));
        QCOMPARE(WeightMatrix::fromRows(w, WeightPrecision::F32).cols(), Eigen::Index(3));  // f32 keeps as is
    }
};

QTEST_APPLESS_MAIN(TestWeightMatrix)
#include "tst_weight_matrix.moc"
