// A prefill's causal attention of one head (core/head_attention.h): the blocked path that runs
// its two products on the prefill kernel's panels (K transposed into panels of 64 keys, V in
// panels of 64 columns) against softmax(q·kᵀ·scale)·V in double, one query row at a time — at
// head sizes below, at, and past one panel (8, 64, 80, 128), key counts that leave the last
// panel ragged, a prompt from position 0 and one after cached rows, f32 and f16 caches; and
// the record's detail changes no number.
#include <QtTest>

#include <cmath>
#include <random>

#include "core/head_attention.h"

using namespace kvscope;

namespace {

// One layer, one head of `width`, stored as `storage` says (withStorage sets the element's bytes).
KvShape shapeOf(int width, KvStorage storage) {
    KvShape s;
    s.layers = s.heads = s.kvHeads = 1;
    s.keyDim = s.valueDim = width;
    s.precision = KvPrecision::Float;
    return withStorage(s, storage);
}

MatrixF randomRows(int rows, int cols, std::mt19937& rng, float scale) {
    std::normal_distribution<float> n(0.0f, scale);
    MatrixF m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = n(rng);
    return m;
}

// Query row r (position firstRow + r) over keys 0 .. firstRow + r, in double.
Matrix naiveCausal(const MatrixF& q, const MatrixF& keys, const MatrixF& values, int firstRow, double scale) {
    Matrix out(q.rows(), values.cols());
    for (Eigen::Index r = 0; r < q.rows(); ++r) {
        const Eigen::Index visible = firstRow + r + 1;
        Vector s = keys.topRows(visible).cast<double>() * q.row(r).transpose().cast<double>() * scale;
        s = (s.array() - s.maxCoeff()).exp();
        s /= s.sum();
        out.row(r) = s.transpose() * values.topRows(visible).cast<double>();
    }
    return out;
}

}  // namespace

class TestHeadAttention : public QObject {
    Q_OBJECT
private slots:
    void prefillAgreesWithDoubleArithmetic_data() {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("firstRow");
        QTest::addColumn<int>("n");
        QTest::addColumn<bool>("half");
        for (int width : {8, 64, 80, 128})
            for (bool half : {false, true}) {
                const char* type = half ? "f16" : "f32";
                QTest::addRow("head %d, 150 rows from 0, %s", width, type) << width << 0 << 150 << half;
                QTest::addRow("head %d, 70 rows after 80, %s", width, type) << width << 80 << 150 << half;
                QTest::addRow("head %d, 6 rows after 57, %s", width, type) << width << 57 << 63 << half;
            }
    }
    void prefillAgreesWithDoubleArithmetic() {
        QFETCH(int, width);
        QFETCH(int, firstRow);
        QFETCH(int, n);
        QFETCH(bool, half);
        std::mt19937 rng(static_cast<unsigned>(width * 1000 + firstRow));
        const MatrixF keys = randomRows(n, width, rng, 1.0f), values = randomRows(n, width, rng, 1.0f);
        const MatrixF q = randomRows(n - firstRow, width, rng, 2.0f);
        const float scale = 1.0f / std::sqrt(static_cast<float>(width));

        KvCache cache(shapeOf(width, half ? KvStorage::F16 : KvStorage::F32));
        cache.appendF(0, 0, keys, values);
        // what the model reads: the cache's own rounding of K and V (none for f32)
        const MatrixF storedKeys = cache.keysAsFloat(0, 0, 0, n), storedValues = cache.valuesAsFloat(0, 0, 0, n);
        const Matrix want = naiveCausal(q, storedKeys, storedValues, firstRow, scale);

        MatrixF out(q.rows(), width), outFull(q.rows(), width);
        HeadTrace none, full;
        headAttentionF(q, cache, 0, 0, firstRow, firstRow, scale, AttentionDetail::None, out, none);
        headAttentionF(q, cache, 0, 0, firstRow, firstRow, scale, AttentionDetail::Full, outFull, full);
        const double error = (out.cast<double>() - want).cwiseAbs().maxCoeff() / want.cwiseAbs().maxCoeff();
        QVERIFY2(error < 1e-5, qPrintable(QString("relative error %1").arg(error)));
        QCOMPARE(outFull, out);  // the record's detail changes no number
        // the record's weights of the last row are its softmax: they sum to 1 over the visible keys
        QVERIFY(std::abs(full.weights.row(full.weights.rows() - 1).sum() - 1.0) < 1e-5);
    }
};

QTEST_APPLESS_MAIN(TestHeadAttention)
#include "tst_head_attention.moc"
