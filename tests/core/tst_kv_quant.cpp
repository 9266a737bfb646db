// The quantized KV cache (KIVI: keys per-channel, values per-token, the newest rows in full):
// what it stores and what the model reads, against numpy (tools/kv_quant_reference/), whether
// rows arrive one by one (decode) or all at once (prefill), and after going back in the
// timeline; its bytes, by hand; the settings it refuses.
#include <QtTest>

#include <fstream>
#include <nlohmann/json.hpp>

#include "core/kv_cache.h"
#include "core/kv_quant.h"
#include "core/work_meter.h"

using namespace kvscope;
using json = nlohmann::json;

namespace {

const std::string kExpected = std::string(KVSCOPE_SOURCE_DIR) + "/tests/data/kv-quant/expected.json";

json readExpected() {
    std::ifstream in(kExpected);
    return json::parse(in);
}

MatrixF matrixOf(const json& rows) {
    MatrixF m(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(rows[0].size()));
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c) m(r, c) = rows[static_cast<size_t>(r)][static_cast<size_t>(c)].get<float>();
    return m;
}

KvShape floatShape(int width, const KvQuantization& q) {
    KvShape s;
    s.layers = 1;
    s.heads = s.kvHeads = 1;
    s.keyDim = s.valueDim = width;
    s.bytesPerElement = 4;
    s.precision = KvPrecision::Float;
    return withFormat(s, KvFormat(KvStorage::F32, q));
}

// The cache holds state `state` of the reference: keys and values both quantized along the
// case's axis (the same exact rows), read and codes as numpy computed them.
void checkState(const KvCache& cache, const json& state, const char* how) {
    const int n = state["n"].get<int>();
    QCOMPARE(cache.positions(), n);
    const MatrixF read = matrixOf(state["read"]);
    for (const bool key : {true, false}) {
        const MatrixF got = key ? cache.keysAsFloat(0, 0, 0, n) : cache.valuesAsFloat(0, 0, 0, n);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < read.cols(); ++c) {
                const float want = read(r, c);
                // one rounding apart at most (a fused multiply-add for q·s + m)
                QVERIFY2(std::abs(got(r, c) - want) <= 1e-6f * std::max(1.0f, std::abs(want)),
                         qPrintable(QString("%1, n %2, row %3, col %4: %5 against numpy's %6")
                                        .arg(how).arg(n).arg(r).arg(c).arg(got(r, c)).arg(want)));
                const int code = state["codes"][static_cast<size_t>(r)][static_cast<size_t>(c)].get<int>();
                const KvQuantCell cell = cache.quantCell(0, 0, key, r, c);
                QCOMPARE(cell.quantized, code >= 0);
                if (code >= 0) QCOMPARE(cell.code, code);
                QCOMPARE(cell.read, got(r, c));
            }
    }
}

}  // namespace

class TestKvQuant : public QObject {
    Q_OBJECT
private slots:
    void matchesNumpy_data() {
        QTest::addColumn<int>("index");
        const json doc = readExpected();
        for (size_t i = 0; i < doc["cases"].size(); ++i) {
            const json& c = doc["cases"][i];
            QTest::newRow(qPrintable(QString("int%1 %2 G%3 R%4")
                                         .arg(c["bits"].get<int>())
                                         .arg(QString::fromStdString(c["axis"].get<std::string>()))
                                         .arg(c["group"].get<int>())
                                         .arg(c["recent"].get<int>())))
                << static_cast<int>(i);
        }
    }

    void matchesNumpy() {
        QFETCH(int, index);
        const json doc = readExpected();
        const json& c = doc["cases"][static_cast<size_t>(index)];
        const MatrixF exact = matrixOf(doc["exact"]);
        KvQuantization q;
        q.bits = c["bits"].get<int>();
        q.keys = q.values = *parseKvQuantAxis(c["axis"].get<std::string>());
        q.group = c["group"].get<int>();
        q.recent = c["recent"].get<int>();
        const KvShape shape = floatShape(static_cast<int>(exact.cols()), q);
        const json& states = c["states"];

        KvCache decoding(shape);  // one row a step
        for (int n = 1; n <= exact.rows(); ++n) {
            decoding.appendF(0, 0, exact.middleRows(n - 1, 1), exact.middleRows(n - 1, 1));
            checkState(decoding, states[static_cast<size_t>(n - 1)], "decode");
        }
        for (int n = 1; n <= exact.rows(); ++n) {
            KvCache prefilled(shape);  // every row at once
            prefilled.appendF(0, 0, exact.topRows(n), exact.topRows(n));
            checkState(prefilled, states[static_cast<size_t>(n - 1)], "prefill");
            // going back in the timeline: the cache it was at n
            checkState(decoding.prefix(n), states[static_cast<size_t>(n - 1)], "prefix");
        }
        for (int n = static_cast<int>(exact.rows()); n >= 1; --n) {
            decoding.truncate(n);
            checkState(decoding, states[static_cast<size_t>(n - 1)], "truncate");
        }
        // and forward again after going back (to one position)
        decoding.appendF(0, 0, exact.middleRows(1, 7), exact.middleRows(1, 7));
        checkState(decoding, states[7], "truncate then prefill");
    }

    // Bytes by hand: int4, per-token, 6 channels in groups of 4 (two groups a row), 11 rows with
    // the newest 2 in f32: 9 rows of codes at 3 bytes (24 bits), 18 groups at 4 bytes, 2 f32 rows.
    void bytesHeld() {
        KvQuantization q;
        q.bits = 4;
        q.keys = q.values = KvQuantAxis::PerToken;
        q.group = 4;
        q.recent = 2;
        QCOMPARE(quantizedRows(q, KvQuantAxis::PerToken, 11), 9);
        QCOMPARE(quantizedRows(q, KvQuantAxis::PerChannel, 11), 8);  // whole groups of 4 only
        QCOMPARE(quantizedBytes(q, KvQuantAxis::PerToken, 11, 9, 6, 4), std::int64_t(9 * 3 + 18 * 4 + 2 * 6 * 4));
        // per-channel, 8 rows in two groups: 8 · 3 code bytes, 2 · 6 groups, 3 f32 rows
        QCOMPARE(quantizedBytes(q, KvQuantAxis::PerChannel, 11, 8, 6, 4), std::int64_t(8 * 3 + 12 * 4 + 3 * 6 * 4));

        q.keys = KvQuantAxis::PerChannel;  // KIVI's
        KvCache cache(floatShape(6, q));
        const MatrixF rows = MatrixF::Random(11, 6);
        cache.appendF(0, 0, rows, rows);
        QCOMPARE(cache.bytesHeld(), std::int64_t((8 * 3 + 12 * 4 + 3 * 6 * 4) + (9 * 3 + 18 * 4 + 2 * 6 * 4)));
        // the work meter counts the same bytes held, and a decode step reads all of them
        CostModel cost;
        cost.layers = cost.heads = cost.kvHeads = 1;
        cost.keyDim = cost.valueDim = 6;
        cost.bytesPerElement = 4;
        cost.kvQuant = q;
        const WorkCounts w = stepWork(cost, Phase::Decode, 10, 1, CacheMode::On);
        QCOMPARE(w.kvBytesHeld, cache.bytesHeld());
        QCOMPARE(w.kvBytesRead, cache.bytesHeld());
        QCOMPARE(w.kvBytesWritten, std::int64_t(2 * 6 * 4));  // written in f32, quantized later
    }

    void formatsAsOneLine() {
        for (const char* spec : {"f32", "f16", "bf16", "int4 keys=channel values=token group=32 recent=0",
                                 "int8 keys=token values=channel group=7 recent=128"}) {
            const auto f = parseKvFormatSpec(spec);
            QVERIFY2(f.has_value(), spec);
            QCOMPARE(kvFormatSpec(*f), std::string(spec));
        }
        const auto int4 = parseKvFormatSpec("int4");
        QVERIFY(int4 && int4->quant.bits == 4 && int4->quant.keys == KvQuantAxis::PerChannel &&
                int4->quant.values == KvQuantAxis::PerToken && int4->quant.group == 32 && int4->quant.recent == 0);
        for (const char* bad : {"", "int3", "f16 group=4", "int4 group=0", "int4 group=x", "int4 keys=row", "int4 bits=4",
                                "int4 group=99999999999", "int8 recent=-1"})
            QVERIFY2(!parseKvFormatSpec(bad).has_value(), bad);
    }

    void refusesWhatItCannotStore() {
        KvShape s;
        s.layers = s.heads = s.kvHeads = 1;
        s.keyDim = s.valueDim = 4;
        s.precision = KvPrecision::Float;
        s.bytesPerElement = 4;
        KvQuantization q;
        q.bits = 3;
        QVERIFY_THROWS_EXCEPTION(Error, withFormat(s, KvFormat(KvStorage::F32, q)));
        q.bits = 8;
        q.group = 0;
        QVERIFY_THROWS_EXCEPTION(Error, withFormat(s, KvFormat(KvStorage::F32, q)));
        q.group = 32;
        QVERIFY_THROWS_EXCEPTION(Error, withFormat(s, KvFormat(KvStorage::F16, q)));
        QCOMPARE(withFormat(s, KvFormat(KvStorage::F32, q)).quant, q);
        // the toy's exact doubles stay exact
        s.precision = KvPrecision::Double;
        QVERIFY(!withFormat(s, KvFormat(KvStorage::F32, q)).quant.enabled());
        QCOMPARE(describeKvQuantization(q), std::string("int8 · keys per-channel, values per-token · groups of 32"));
        q.recent = 128;
        QCOMPARE(describeKvQuantization(q), std::string("int8 · keys per-channel, values per-token · groups of 32 · "
                                                        "newest 128 in f32"));
    }
};

QTEST_GUILESS_MAIN(TestKvQuant)
#include "tst_kv_quant.moc"
