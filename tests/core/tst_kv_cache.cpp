// The cache: rows append per layer and head, bytes are counted, truncation goes back.
#include <QtTest>

#include "core/kv_cache.h"

using namespace kvscope;

namespace {
KvShape shape(int layers, int kvHeads, int keyDim, int valueDim, int bytesPerElement) {
    KvShape s;
    s.layers = layers;
    s.heads = s.kvHeads = kvHeads;
    s.keyDim = keyDim;
    s.valueDim = valueDim;
    s.bytesPerElement = bytesPerElement;
    return s;
}
}  // namespace

class TestKvCache : public QObject {
    Q_OBJECT
private slots:
    void appendGrowsAndCountsBytes() {
        KvCache cache(shape(2, 3, 4, 5, 4));
        QCOMPARE(cache.positions(), 0);
        for (int step = 0; step < 100; ++step)
            for (int l = 0; l < 2; ++l)
                for (int h = 0; h < 3; ++h)
                    cache.append(l, h, Matrix::Constant(1, 4, step), Matrix::Constant(1, 5, -step));
        QCOMPARE(cache.positions(), 100);
        QCOMPARE(cache.bytesHeld(), std::int64_t(100) * 2 * 3 * (4 + 5) * 4);
        QCOMPARE(cache.keys(1, 2).rows(), Eigen::Index(100));
        QCOMPARE(cache.keys(1, 2)(57, 3), 57.0);
        QCOMPARE(cache.values(0, 1)(99, 4), -99.0);
    }

    void truncateDropsLaterPositions() {
        KvCache cache(shape(1, 1, 1, 1, 8));
        cache.append(0, 0, (Matrix(3, 1) << 1, 2, 3).finished(), (Matrix(3, 1) << 4, 5, 6).finished());
        cache.truncate(2);
        QCOMPARE(cache.positions(), 2);
        cache.append(0, 0, Matrix::Constant(1, 1, 9), Matrix::Constant(1, 1, 9));
        QCOMPARE(Vector(cache.keys(0, 0).col(0)), (Vector(3) << 1, 2, 9).finished());
        cache.clear();
        QCOMPARE(cache.bytesHeld(), std::int64_t(0));
    }

    void wrongShapesAreRefused() {
        KvCache cache(shape(1, 1, 2, 2, 8));
        QVERIFY_THROWS_EXCEPTION(Error, cache.append(0, 0, Matrix::Zero(1, 3), Matrix::Zero(1, 2)));
        QVERIFY_THROWS_EXCEPTION(Error, KvCache(shape(0, 1, 1, 1, 8)));
    }
};

QTEST_APPLESS_MAIN(TestKvCache)
#include "tst_kv_cache.moc"
