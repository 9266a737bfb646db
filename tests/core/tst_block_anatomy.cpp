// One quantized block taken apart (core/gguf/block_anatomy.h), as the CLI's inspect --block
// and the app show it: every weight's float is the step times its integer plus the offset,
// exactly as the decoder computes it; the integers stay in their type's range; hand-made
// blocks give the numbers worked out by hand, and the explanation quotes them.
#include <QtTest>

#include <cstring>

#include "core/gguf/block_anatomy.h"
#include "core/gguf/dequantize.h"
#include "core/gguf/gguf_types.h"
#include "core/types.h"
#include "core/kernels/half_kernels.h"
#include "tests/core/random_blocks.h"

using namespace kvscope;
using kvscope::test::randomRows;

namespace {

template <typename Bytes>
std::span<const std::byte> bytesOf(const Bytes& v) {
    return std::as_bytes(std::span(v.data(), v.size()));
}

void putHalf(std::vector<std::uint8_t>& b, size_t at, float v) {
    const std::uint16_t h = half::fromFloat(v);
    std::memcpy(b.data() + at, &h, 2);
}

}  // namespace

class TestBlockAnatomy : public QObject {
    Q_OBJECT

private slots:
    void everyWeightIsStepTimesIntegerPlusOffset() {
        const std::pair<GgmlType, std::pair<int, int>> types[] = {
            {GgmlType::Q8_0, {-128, 127}}, {GgmlType::Q4_0, {-8, 7}}, {GgmlType::Q4_1, {0, 15}}, {GgmlType::Q5_0, {-16, 15}},
            {GgmlType::Q5_1, {0, 31}},     {GgmlType::Q4_K, {0, 15}}, {GgmlType::Q5_K, {0, 31}},  {GgmlType::Q6_K, {-32, 31}}};
        for (const auto& [type, range] : types) {
            const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
            for (unsigned seed = 1; seed <= 20; ++seed) {
                const auto block = randomRows(type, t.blockSize, 1, seed);
                const BlockAnatomy a = describeBlock(std::uint32_t(type), bytesOf(block));
                QCOMPARE(a.type, std::string(t.name));
                QCOMPARE(a.elements, int(t.blockSize));
                QCOMPARE(size_t(a.value.size()), size_t(t.blockSize));
                std::vector<float> decoded(t.blockSize);
                dequantize(std::uint32_t(type), bytesOf(block), t.blockSize, decoded.data());
                for (int e = 0; e < a.elements; ++e) {
                    const auto i = size_t(e);
                    QCOMPARE(a.value[i], decoded[i]);
                    // bit for bit: the decoder computes exactly step · integer + offset
                    QVERIFY2(a.step[i] * float(a.integer[i]) + a.offset[i] == a.value[i],
                             qPrintable(QString("%1 weight %2: %3 · %4 + %5 ≠ %6").arg(t.name).arg(e).arg(a.step[i])
                                            .arg(a.integer[i]).arg(a.offset[i]).arg(a.value[i])));
                    QVERIFY(a.integer[i] >= range.first && a.integer[i] <= range.second);
                }
            }
        }
    }

    // Q4_0, d = 0.5, byte 0 = 0x21: weight 0 is the low nibble 1 → 0.5 · (1 − 8) = −3.5,
    // weight 16 the high nibble 2 → 0.5 · (2 − 8) = −3.
    void aQ4_0BlockByHand() {
        std::vector<std::uint8_t> b(18, 0x88);  // every other weight: 8 → 0
        putHalf(b, 0, 0.5f);
        b[2] = 0x21;
        const BlockAnatomy a = describeBlock(std::uint32_t(GgmlType::Q4_0), bytesOf(b));
        QCOMPARE(a.stored[0], 1);
        QCOMPARE(a.integer[0], -7);
        QCOMPARE(a.value[0], -3.5f);
        QCOMPARE(a.value[16], -3.0f);
        QCOMPARE(a.value[1], 0.0f);
        QCOMPARE(a.bitsPerWeight, 4.5);
        QCOMPARE(a.formula, std::string("x = d·(q − 8)"));
        QVERIFY2(QString::fromStdString(a.explanation).contains("stored as 1 and stands for -3.5"), a.explanation.c_str());
        QVERIFY(QString::fromStdString(a.explanation).contains("±0.25"));
    }

    // Q4_K, d = 1, dmin = 0.5, sub-block 0 with scale 3 and minimum 2, first byte 5: weight 0
    // is 1·3·5 − 0.5·2 = 14; weight 32 (sub-block 1, scale and minimum 0, high nibble 0) is 0.
    void aQ4_KBlockByHand() {
        std::vector<std::uint8_t> b(144, 0);
        putHalf(b, 0, 1.0f);
        putHalf(b, 2, 0.5f);
        b[4] = 3;      // sc[0]
        b[4 + 4] = 2;  // m[0]
        b[16] = 0x05;
        const BlockAnatomy a = describeBlock(std::uint32_t(GgmlType::Q4_K), bytesOf(b));
        QCOMPARE(a.value[0], 14.0f);
        QCOMPARE(a.step[0], 3.0f);
        QCOMPARE(a.offset[0], -1.0f);
        QCOMPARE(a.subBlock[0], 0);
        QCOMPARE(a.subBlock[32], 1);
        QCOMPARE(a.subBlock[64], 2);
        QCOMPARE(a.value[32], 0.0f);
        QCOMPARE(a.scales.size(), size_t(2 + 8 + 8));
        QCOMPARE(a.scales[2].name, std::string("sc[0]"));
        QCOMPARE(a.scales[2].value, 3.0);
        QVERIFY2(QString::fromStdString(a.explanation).contains("256 weights in 144 bytes, 4.5 bits each"), a.explanation.c_str());
        QVERIFY(QString::fromStdString(a.explanation).contains("stored as 5 in sub-block 0 and stands for 14"));
    }

    void saysWhatItCannotTakeApart() {
        const std::vector<std::uint8_t> four(4, 0);
        QVERIFY_THROWS_EXCEPTION(Error, describeBlock(std::uint32_t(GgmlType::F32), bytesOf(four)));
        try {
            describeBlock(std::uint32_t(GgmlType::Q8_0), bytesOf(four));
            QFAIL("a short block was taken apart");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()), QString("a Q8_0 block is 34 bytes, not 4"));
        }
    }
};

QTEST_MAIN(TestBlockAnatomy)
#include "tst_block_anatomy.moc"
