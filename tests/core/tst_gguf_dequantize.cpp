// Every ggml type KVScope computes with (core/gguf/dequantize.h), decoded from blocks the
// independent Python encoder wrote (tools/gguf_writer/quantize.py) and compared with what the
// Python decoder made of the same bytes, stored next to them in tests/data/gguf/
// quantized-blocks.gguf — on the layouts' edges: an all-zero block, scales near f16's largest,
// subnormal scales, a block of equal values, one spike among small negatives. Plus F16/BF16
// bit-exactness and the errors for unsupported types and short buffers.
#include <QtTest>

#include <cmath>
#include <cstring>

#include "core/gguf/dequantize.h"
#include "core/gguf/gguf_file.h"
#include "core/types.h"

using namespace kvscope;

namespace {
const std::string kFile = std::string(KVSCOPE_SOURCE_DIR) + "/tests/data/gguf/quantized-blocks.gguf";

std::vector<float> decode(const GgufFile& f, const GgufTensorInfo& t) {
    std::vector<float> out(t.elements());
    dequantize(t.type, f.data(t), std::int64_t(t.elements()), out.data());
    return out;
}
}  // namespace

class TestGgufDequantize : public QObject {
    Q_OBJECT
private slots:
    void decodesAsTheReferenceDoes_data() {
        QTest::addColumn<QString>("type");
        for (const char* t : {"Q8_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q4_K", "Q5_K", "Q6_K"}) QTest::newRow(t) << t;
    }
    void decodesAsTheReferenceDoes() {
        QFETCH(QString, type);
        const GgufFile f(kFile);
        const GgufTensorInfo* q = f.findTensor(type.toStdString());
        const GgufTensorInfo* e = f.findTensor(type.toStdString() + ".expected");
        QVERIFY(q && e);
        QCOMPARE(q->typeName(), type.toStdString());
        QVERIFY(canDequantize(q->type));
        const std::vector<float> ours = decode(f, *q), theirs = decode(f, *e);
        QCOMPARE(ours.size(), size_t(6 * 256));
        double worst = 0;
        for (size_t i = 0; i < ours.size(); ++i) {
            QVERIFY2(std::isfinite(ours[i]), qPrintable(QString("element %1").arg(i)));
            // the same products in float; a compiler may fuse a product and a sum into one
            // rounding (FMA), so a float ulp or two is allowed — measured: none
            const double diff = std::abs(double(ours[i]) - double(theirs[i]));
            worst = std::max(worst, diff / std::max(std::abs(double(theirs[i])), 1e-30));
            QVERIFY2(diff <= 2.5e-7 * std::abs(double(theirs[i])),
                     qPrintable(QString("element %1 (row %2): %3 against %4").arg(i).arg(i / 256).arg(ours[i]).arg(theirs[i])));
        }
        // the all-zero row stays zero; the constant row decodes to (nearly) its value
        for (int i = 0; i < 256; ++i) QCOMPARE(ours[size_t(i)], 0.0f);
        qInfo("%s: largest relative difference from the Python decoder %.2g", qPrintable(type), worst);
    }

    void plainTypesAreBitExact() {
        const std::uint16_t halves[] = {0x0000, 0x8000, 0x3c00, 0xc000, 0x7bff, 0x0001, 0x03ff, 0x7c00, 0xfc00};
        const float expected[] = {0.0f, -0.0f, 1.0f, -2.0f, 65504.0f, 5.9604645e-8f, 6.0975552e-5f,
                                  std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity()};
        float out[9];
        dequantize(1, std::as_bytes(std::span(halves)), 9, out);
        for (int i = 0; i < 9; ++i) QCOMPARE(std::bit_cast<std::uint32_t>(out[i]), std::bit_cast<std::uint32_t>(expected[i]));
        const std::uint16_t bf[] = {0x3f80, 0xc0a0, 0x0001};  // 1, -5, the smallest bf16 subnormal
        dequantize(30, std::as_bytes(std::span(bf)), 3, out);
        QCOMPARE(out[0], 1.0f);
        QCOMPARE(out[1], -5.0f);
        QCOMPARE(std::bit_cast<std::uint32_t>(out[2]), 0x00010000u);
        const float f32[] = {1.5f, -0.0f};
        dequantize(0, std::as_bytes(std::span(f32)), 2, out);
        QCOMPARE(out[0], 1.5f);
    }

    void refusesWhatItCannotDecode() {
        const std::byte block[256] = {};
        float out[256];
        QVERIFY(!canDequantize(16));  // IQ2_XXS
        try {
            dequantize(16, block, 256, out);
            QFAIL("IQ2_XXS decoded");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()), QString("ggml type IQ2_XXS is not supported (KVScope computes with F32, F16, BF16, "
                                                "Q8_0, Q4_0, Q4_1, Q5_0, Q5_1, Q4_K, Q5_K, Q6_K)"));
        }
        QVERIFY_THROWS_EXCEPTION(Error, dequantize(8, std::span(block, 33), 64, out));  // two Q8_0 blocks need 68 bytes
        QVERIFY_THROWS_EXCEPTION(Error, dequantize(8, block, 33, out));                 // not whole blocks
    }
};

QTEST_MAIN(TestGgufDequantize)
#include "tst_gguf_dequantize.moc"
