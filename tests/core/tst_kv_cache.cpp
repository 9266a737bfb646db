// The cache: rows append per layer and head, bytes are counted, truncation goes back.
#include <QtTest>

#include <tbb/global_control.h>

#include <cmath>
#include <limits>
#include <random>

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
    // A prompt's block has room for the decode steps after it, up to the model's last position:
    // GPT-2 small after 1,000 tokens decodes to its 1,024th without copying the cache again.
    void theFirstBlockLeavesRoomToDecode() {
        KvShape s = shape(2, 2, 4, 4, 4);
        s.precision = KvPrecision::Float;
        s.maxPositions = 1024;
        const auto fill = [](KvCache& cache, int rows) {
            for (int l = 0; l < 2; ++l)
                for (int h = 0; h < 2; ++h) cache.appendF(l, h, MatrixF::Ones(rows, 4), MatrixF::Ones(rows, 4));
        };
        KvCache shortPrompt(s), longPrompt(s);
        fill(shortPrompt, 128);
        QCOMPARE(shortPrompt.rowCapacity(), 128 + 256);
        fill(longPrompt, 1000);
        QCOMPARE(longPrompt.rowCapacity(), 1024);  // the model's positions, not 1,256
        for (int step = 0; step < 24; ++step) fill(longPrompt, 1);
        QCOMPARE(longPrompt.rowCapacity(), 1024);  // no growth on the way to the last position
        // positions past what the model was said to take still fit (doubling, as without a limit)
        fill(longPrompt, 1);
        QCOMPARE(longPrompt.rowCapacity(), 2048);
    }

    // Asking for the lines of the next appends is a hint: the rows, their count and the block's
    // room are as they were — where they fit, where they do not (the block is not grown), for
    // a prefill's many rows (not asked for), and for the toy's doubles.
    void prefetchingTheNextAppendsChangesNothing() {
        for (KvStorage storage : {KvStorage::F32, KvStorage::F16, KvStorage::BF16}) {
            KvShape s = shape(2, 3, 4, 6, 4);
            s.precision = KvPrecision::Float;
            s.maxPositions = 300;
            KvCache cache(withStorage(s, storage));
            for (int l = 0; l < 2; ++l)
                for (int h = 0; h < 3; ++h)
                    cache.appendF(l, h, MatrixF::Constant(40, 4, float(l + h)), MatrixF::Constant(40, 6, -float(h)));
            const int room = cache.rowCapacity();
            const MatrixF keysBefore = cache.keysAsFloat(1, 2, 0, 40), valuesBefore = cache.valuesAsFloat(1, 2, 0, 40);
            for (int rows : {1, 3, room - 40, room - 39, 100000}) {
                cache.prefetchAppend(1, rows);
                QCOMPARE(cache.positions(), 40);
                QCOMPARE(cache.rowCapacity(), room);
                QCOMPARE(cache.keysAsFloat(1, 2, 0, 40), keysBefore);
                QCOMPARE(cache.valuesAsFloat(1, 2, 0, 40), valuesBefore);
            }
            cache.appendF(1, 0, MatrixF::Constant(1, 4, 7.0f), MatrixF::Constant(1, 6, 8.0f));
            QCOMPARE(cache.keysAsFloat(1, 0, 40, 1)(0, 3), 7.0f);
        }
        KvCache toy(shape(1, 1, 2, 2, 8));  // doubles: nothing to ask for
        toy.prefetchAppend(0, 1);
        QCOMPARE(toy.positions(), 0);
    }

    // A layer's heads appended at once (a QKV product's K and V columns side by side) hold the
    // very rows one append per head gives — a prefill's many rows (its heads copied on both
    // threads), a decode step's one row (on the caller), into a block that must grow first, for
    // f32, f16, bf16 and an int4-quantized cache (whose integers and scales are per head).
    void appendingALayerEqualsAppendingEachHead_data() {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("threads");
        QTest::newRow("prefill of 300, 2 threads") << 300 << 2;
        QTest::newRow("prefill of 300, 1 thread") << 300 << 1;
        QTest::newRow("one row, 2 threads") << 1 << 2;
    }
    void appendingALayerEqualsAppendingEachHead() {
        QFETCH(int, rows);
        QFETCH(int, threads);
        const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
        constexpr int heads = 6, dk = 64, dv = 48;
        std::mt19937 rng(3);
        std::normal_distribution<float> n;
        MatrixF keys(rows, heads * dk), values(rows, heads * dv);
        for (Eigen::Index i = 0; i < keys.size(); ++i) keys.data()[i] = n(rng);
        for (Eigen::Index i = 0; i < values.size(); ++i) values.data()[i] = n(rng);
        KvShape base = shape(2, heads, dk, dv, 4);
        base.precision = KvPrecision::Float;
        KvShape quantized = base;
        quantized.quant.bits = 4;
        for (const KvShape& s : {withStorage(base, KvStorage::F32), withStorage(base, KvStorage::F16),
                                 withStorage(base, KvStorage::BF16), quantized}) {
            KvCache together(s), apart(s);
            for (KvCache* c : {&together, &apart})  // something before, so the block grows
                for (int h = 0; h < heads; ++h) c->appendF(1, h, MatrixF::Ones(5, dk), MatrixF::Ones(5, dv));
            together.appendLayerF(1, keys, values);
            for (int h = 0; h < heads; ++h)
                apart.appendF(1, h, keys.middleCols(h * dk, dk), values.middleCols(h * dv, dv));
            QCOMPARE(together.rowCapacity(), apart.rowCapacity());
            for (int h = 0; h < heads; ++h) {
                QCOMPARE(together.storedRows(1, h).rows, 5 + rows);
                QCOMPARE(together.keysAsFloat(1, h, 0, 5 + rows), apart.keysAsFloat(1, h, 0, 5 + rows));
                QCOMPARE(together.valuesAsFloat(1, h, 0, 5 + rows), apart.valuesAsFloat(1, h, 0, 5 + rows));
            }
            QCOMPARE(together.storedRows(0, 0).rows, 0);  // the other layer untouched
        }
        KvCache cache(withStorage(base, KvStorage::F32));
        QVERIFY_THROWS_EXCEPTION(Error, cache.appendLayerF(0, keys.leftCols(dk), values));  // one head's worth
    }

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

    // A real model's rows live in one block shared by every layer and head (on huge pages):
    // each slot keeps its own rows through every growth of that block, a prefix copies them,
    // and a truncated cache appends where it was cut — in f32 and in f16.
    void everySlotKeepsItsRowsInTheSharedBlock() {
        for (KvStorage storage : {KvStorage::F32, KvStorage::F16}) {
            KvShape s = shape(3, 2, 4, 6, 4);
            s.precision = KvPrecision::Float;
            s.maxPositions = 4096;
            KvCache cache(withStorage(s, storage));
            // element (p, c) of layer l, head h: small integers, exact in f16 too
            const auto row = [](int l, int h, int p, int width, int sign) {
                MatrixF r(1, width);
                for (int c = 0; c < width; ++c) r(0, c) = float(sign * (100 * l + 10 * h + c + p % 7));
                return r;
            };
            const auto check = [&](const KvCache& c, int positions) {
                for (int l = 0; l < 3; ++l)
                    for (int h = 0; h < 2; ++h) {
                        const MatrixF keys = c.keysAsFloat(l, h, 0, positions), values = c.valuesAsFloat(l, h, 0, positions);
                        for (int p = 0; p < positions; ++p)
                            if (keys.row(p) != row(l, h, p, 4, 1) || values.row(p) != row(l, h, p, 6, -1)) return false;
                    }
                return true;
            };
            int appended = 0;
            // the first block: its rows and 256 more; then growths at 257 and 514 rows
            const std::vector<std::pair<int, int>> appends{{1, 257}, {1, 257}, {3, 257}, {2, 257}, {9, 257},
                                                           {1, 257}, {300, 514}, {400, 1028}};
            for (auto [rows, capacity] : appends) {
                for (int l = 0; l < 3; ++l)
                    for (int h = 0; h < 2; ++h) {
                        MatrixF keys(rows, 4), values(rows, 6);
                        for (int r = 0; r < rows; ++r) {
                            keys.row(r) = row(l, h, appended + r, 4, 1);
                            values.row(r) = row(l, h, appended + r, 6, -1);
                        }
                        cache.appendF(l, h, keys, values);
                    }
                appended += rows;
                QCOMPARE(cache.rowCapacity(), capacity);
                QVERIFY2(check(cache, appended), kvStorageName(storage));
            }
            QCOMPARE(cache.positions(), 717);
            QCOMPARE(cache.bytesHeld(), std::int64_t(717) * 3 * 2 * (4 + 6) * (storage == KvStorage::F32 ? 4 : 2));
            const KvCache first = cache.prefix(20);
            QCOMPARE(first.positions(), 20);
            QVERIFY(check(first, 20));
            cache.truncate(5);
            for (int l = 0; l < 3; ++l)
                for (int h = 0; h < 2; ++h) cache.appendF(l, h, row(l, h, 5, 4, 1), row(l, h, 5, 6, -1));
            QCOMPARE(cache.positions(), 6);
            QVERIFY(check(cache, 6));
            QVERIFY(check(first, 20));  // the copy is its own
        }
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

    // A narrow cache rounds each element to nearest even as it is written; the values are
    // worked by hand from the formats (f16: 1 + 5 + 10 bits, bf16: a float's top 16 bits).
    void narrowStorageRoundsAsWritten() {
        KvShape f32 = shape(1, 2, 3, 2, 4);
        f32.precision = KvPrecision::Float;
        QCOMPARE(withStorage(f32, KvStorage::F16).bytesPerElement, 2);
        QVERIFY(withStorage(f32, KvStorage::BF16).precision == KvPrecision::BFloat16);
        QCOMPARE(withStorage(shape(1, 1, 1, 1, 8), KvStorage::F16).bytesPerElement, 8);  // the toy's doubles stay

        const MatrixF keys = (MatrixF(2, 3) << 1.0f / 3, 65504, 65520, -1e-8f, 1 + 1.0f / 2048, 1 + 3.0f / 2048).finished();
        const MatrixF values = (MatrixF(2, 2) << 0.1f, -2.5f, 1e30f, 3).finished();
        const float inf = std::numeric_limits<float>::infinity();

        KvCache half(withStorage(f32, KvStorage::F16));
        half.appendF(0, 1, keys, values);
        const MatrixF k16 = half.keysAsFloat(0, 1, 0, 2), v16 = half.valuesAsFloat(0, 1, 0, 2);
        QCOMPARE(k16(0, 0), 0.333251953125f);   // 0x3555: 1/3 to 10 mantissa bits
        QCOMPARE(k16(0, 1), 65504.0f);          // the largest f16
        QCOMPARE(k16(0, 2), inf);               // halfway to 65536 rounds up, past the largest
        QCOMPARE(k16(1, 0), -0.0f);             // below the smallest subnormal
        QVERIFY(std::signbit(k16(1, 0)));
        QCOMPARE(k16(1, 1), 1.0f);              // a tie rounds to the even mantissa (down)
        QCOMPARE(k16(1, 2), 1 + 2.0f / 1024);   // a tie rounds to the even mantissa (up)
        QCOMPARE(v16(0, 0), 0.0999755859375f);  // 0x2E66
        QCOMPARE(v16(1, 0), inf);
        QCOMPARE(half.bytesHeld(), std::int64_t(2) * (3 + 2) * 2);

        KvCache bf(withStorage(f32, KvStorage::BF16));
        bf.appendF(0, 0, keys, values);
        const MatrixF kb = bf.keysAsFloat(0, 0, 0, 2), vb = bf.valuesAsFloat(0, 0, 0, 2);
        QCOMPARE(kb(0, 0), 0.333984375f);  // 0x3EAB: 0x3EAAAAAB rounded up
        QCOMPARE(kb(0, 1), 65536.0f);      // 8 mantissa bits: 65504 rounds to 2^16
        QCOMPARE(vb(0, 1), -2.5f);         // exact
        QCOMPARE(vb(1, 0), 1.0002555517425873e30f);  // 0x714A: bf16 keeps float's range

        // the kernels see the stored bits; the copy of a prefix keeps them
        const KvCache first = half.prefix(1);  // StoredRows point into the cache: keep it
        const attn::StoredRows rows = first.storedRows(0, 1);
        QCOMPARE(rows.rows, 1);
        QVERIFY(rows.type == attn::KvElement::F16);
        QCOMPARE(static_cast<const std::uint16_t*>(rows.keys)[0], std::uint16_t(0x3555));
        QVERIFY_THROWS_EXCEPTION(Error, KvCache(shape(1, 1, 1, 1, 8)).storedRows(0, 0));
    }

    void wrongShapesAreRefused() {
        KvCache cache(shape(1, 1, 2, 2, 8));
        QVERIFY_THROWS_EXCEPTION(Error, cache.append(0, 0, Matrix::Zero(1, 3), Matrix::Zero(1, 2)));
        QVERIFY_THROWS_EXCEPTION(Error, KvCache(shape(0, 1, 1, 1, 8)));
    }
};

QTEST_APPLESS_MAIN(TestKvCache)
#include "tst_kv_cache.moc"
