// The GPT-2 folder writer: its folders open through the real loader with the shape asked for,
// carry every tensor under GPT-2's name and Conv1D shape, hold random values of standard
// deviation 0.02 (LayerNorms 1 and 0), repeat for a seed, tokenize as GPT-2 does, and the
// writer refuses shapes the loader would refuse before writing anything.
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>
#include <iterator>

#include "core/io/half.h"
#include "core/io/safetensors.h"
#include "core/model_registry.h"
#include "tests/support/gpt2_fixture.h"

using namespace kvscope;
using namespace kvscope::fixture;
namespace fs = std::filesystem;

namespace {

std::string bytesOf(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A shape small enough to write in a millisecond, with the byte-level tokenizer.
Gpt2FixtureOptions small(unsigned seed = 1, StoredType dtype = StoredType::F32) {
    Gpt2Config c;
    c.nLayer = 2;
    c.nHead = 2;
    c.nEmbd = 8;
    c.nPositions = 16;
    c.vocabSize = 300;
    return {.config = c, .seed = seed, .dtype = dtype, .tokenizer = FixtureTokenizer::Bytes};
}

}  // namespace

class TestGpt2Fixture : public QObject {
    Q_OBJECT
    QTemporaryDir dir;  // the recording shape, written once
    fs::path recording;

private slots:
    void initTestCase() {
        QVERIFY(dir.isValid());
        recording = fs::path(dir.path().toStdString()) / "recording";
        const std::int64_t bytes = writeGpt2Folder(recording);
        QCOMPARE(bytes, static_cast<std::int64_t>(fs::file_size(recording / "model.safetensors")));
    }

    void recordingShapeOpensThroughTheLoader() {
        const ModelPtr model = loadModel(recording.string());
        const ModelInfo& info = model->info();
        QCOMPARE(info.layers, 12);
        QCOMPARE(info.heads, 12);
        QCOMPARE(info.keyDim, 4);
        QCOMPARE(info.maxPositions, 1024);
        QCOMPARE(model->tokenizer().vocabSize(), 50257);
        // GPT-2's own ids (tests/data/gpt2-tokenizer/expected.json, from js-tiktoken)
        QCOMPARE(model->tokenizer().encode("a   b"), (std::vector<TokenId>{64, 220, 220, 275}));
        QCOMPARE(model->tokenizer().encode("12345 3.14"), (std::vector<TokenId>{10163, 2231, 513, 13, 1415}));
        QCOMPARE(*model->tokenizer().findToken("<|endoftext|>"), TokenId{50256});
    }

    void tensorsHaveGpt2NamesAndConv1DShapes() {
        const SafetensorsFile file(recording / "model.safetensors");
        QCOMPARE(file.tensors().size(), size_t{2 + 12 * 12 + 2});
        const auto shape = [&](const char* name) { return file.tensor(name).shape; };
        using Shape = std::vector<std::int64_t>;
        QCOMPARE(shape("wte.weight"), (Shape{50257, 48}));
        QCOMPARE(shape("wpe.weight"), (Shape{1024, 48}));
        QCOMPARE(shape("h.11.attn.c_attn.weight"), (Shape{48, 144}));  // (in, out): [Q | K | V]
        QCOMPARE(shape("h.11.attn.c_proj.weight"), (Shape{48, 48}));
        QCOMPARE(shape("h.0.mlp.c_fc.weight"), (Shape{48, 192}));
        QCOMPARE(shape("h.0.mlp.c_proj.weight"), (Shape{192, 48}));
        QCOMPARE(shape("h.5.ln_2.bias"), (Shape{48}));
        QCOMPARE(shape("ln_f.weight"), (Shape{48}));
        std::int64_t parameters = 0;
        for (const TensorInfo& t : file.tensors()) {
            QVERIFY(t.dtype == DType::F32);
            parameters += t.elementCount();
        }
        // by hand: (50257 + 1024)·48 + 12·(12·48² + 13·48) + 2·48
        QCOMPARE(parameters, std::int64_t{2'800'848});
    }

    void weightsHaveStandardDeviation002AndLayerNormsAreOneAndZero() {
        const SafetensorsFile file(recording / "model.safetensors");
        for (const char* name : {"wte.weight", "h.3.mlp.c_fc.weight", "h.7.attn.c_attn.bias"}) {
            const std::vector<float> v = file.toFloats(name);
            double sum = 0, squares = 0, largest = 0;
            for (float x : v) {
                sum += x;
                squares += double(x) * x;
                largest = std::max(largest, std::abs(double(x)));
            }
            const double n = double(v.size()), mean = sum / n, sd = std::sqrt(squares / n - mean * mean);
            // 144 biases to 2.4M embeddings: the tolerance is ~4 standard errors of the estimate
            const double tolerance = 4 * 0.02 * std::sqrt(0.8 / (4 * n)) + 1e-7;
            QVERIFY2(std::abs(sd - 0.02) < tolerance, qPrintable(QString("%1: sd %2").arg(name).arg(sd)));
            QVERIFY2(std::abs(mean) < 4 * 0.02 / std::sqrt(n), qPrintable(QString("%1: mean %2").arg(name).arg(mean)));
            QVERIFY(largest <= 0.02 * std::sqrt(3.0));  // uniform on [-a, a]
        }
        for (const char* name : {"h.0.ln_1.weight", "h.11.ln_2.weight", "ln_f.weight"})
            for (float x : file.toFloats(name)) QCOMPARE(x, 1.0f);
        for (const char* name : {"h.0.ln_1.bias", "h.11.ln_2.bias", "ln_f.bias"})
            for (float x : file.toFloats(name)) QCOMPARE(x, 0.0f);
    }

    void aSeedGivesTheSameBytes() {
        QTemporaryDir other;
        const fs::path a = fs::path(other.path().toStdString()) / "a", b = fs::path(other.path().toStdString()) / "b",
                       c = fs::path(other.path().toStdString()) / "c";
        writeGpt2Folder(a, small(7));
        writeGpt2Folder(b, small(7));
        writeGpt2Folder(c, small(8));
        QVERIFY(bytesOf(a / "model.safetensors") == bytesOf(b / "model.safetensors"));
        QVERIFY(bytesOf(a / "model.safetensors") != bytesOf(c / "model.safetensors"));
        QCOMPARE(bytesOf(a / "config.json"), bytesOf(c / "config.json"));
    }

    void halfPrecisionStoresTheValuesRounded() {
        QTemporaryDir other;
        const fs::path f32 = fs::path(other.path().toStdString()) / "f32", f16 = fs::path(other.path().toStdString()) / "f16";
        writeGpt2Folder(f32, small(3, StoredType::F32));
        const std::int64_t halfBytes = writeGpt2Folder(f16, small(3, StoredType::F16));
        const SafetensorsFile full(f32 / "model.safetensors"), half(f16 / "model.safetensors");
        QVERIFY(half.tensor("wte.weight").dtype == DType::F16);
        const std::vector<float> exact = full.toFloats("h.1.mlp.c_proj.weight"), rounded = half.toFloats("h.1.mlp.c_proj.weight");
        QCOMPARE(rounded.size(), exact.size());
        for (size_t i = 0; i < exact.size(); ++i)  // f16 keeps 11 significant bits
            QVERIFY2(std::abs(rounded[i] - exact[i]) <= std::ldexp(std::abs(exact[i]), -11) + std::ldexp(1.0f, -25),
                     qPrintable(QString("%1 stored as %2").arg(exact[i]).arg(rounded[i])));
        // half the bytes of the f32 file, less the header
        QVERIFY(halfBytes < std::int64_t(fs::file_size(f32 / "model.safetensors")) / 2 + 4096);
        QCOMPARE(loadModel(f16.string())->info().layers, 2);
    }

    void floatToHalfRoundsToNearestEven_data() {
        QTest::addColumn<float>("value");
        QTest::addColumn<int>("bits");
        QTest::newRow("1") << 1.0f << 0x3C00;
        QTest::newRow("-2") << -2.0f << 0xC000;
        QTest::newRow("0.1") << 0.1f << 0x2E66;
        QTest::newRow("largest") << 65504.0f << 0x7BFF;
        QTest::newRow("65520 overflows") << 65520.0f << 0x7C00;
        QTest::newRow("smallest subnormal") << std::ldexp(1.0f, -24) << 0x0001;
        QTest::newRow("half of it, a tie to even 0") << std::ldexp(1.0f, -25) << 0x0000;
        QTest::newRow("smallest normal") << std::ldexp(1.0f, -14) << 0x0400;
        QTest::newRow("1 + 2^-11, a tie to even") << 1.0f + std::ldexp(1.0f, -11) << 0x3C00;
        QTest::newRow("1 + 3·2^-11, a tie up") << 1.0f + 3 * std::ldexp(1.0f, -11) << 0x3C02;
        QTest::newRow("-0") << -0.0f << 0x8000;
        QTest::newRow("inf") << INFINITY << 0x7C00;
    }
    void floatToHalfRoundsToNearestEven() {
        QFETCH(float, value);
        QFETCH(int, bits);
        QCOMPARE(int(floatToHalf(value)), bits);
        QVERIFY(std::isnan(halfToFloat(floatToHalf(NAN))));
    }

    void byteTokenizerFitsASmallVocabulary() {
        QTemporaryDir other;
        const fs::path folder = fs::path(other.path().toStdString()) / "bytes";
        writeGpt2Folder(folder, small());
        const ModelPtr model = loadModel(folder.string());
        QCOMPARE(model->tokenizer().vocabSize(), 257);
        QCOMPARE(model->tokenizer().encode("Hi!\n"), (std::vector<TokenId>{72, 105, 33, 10}));
        QCOMPARE(*model->tokenizer().findToken("<|endoftext|>"), TokenId{256});
    }

    void refusesWhatTheLoaderWouldRefuseBeforeWriting() {
        QTemporaryDir other;
        const fs::path folder = fs::path(other.path().toStdString()) / "never";
        Gpt2FixtureOptions oddWidth;
        oddWidth.config.nEmbd = 50;  // 12 heads do not divide it
        QVERIFY_THROWS_EXCEPTION(Error, writeGpt2Folder(folder, oddWidth));
        Gpt2FixtureOptions fewTokens;
        fewTokens.config.vocabSize = 1000;  // GPT-2's tokenizer has 50,257
        QVERIFY_THROWS_EXCEPTION(Error, writeGpt2Folder(folder, fewTokens));
        QVERIFY(!fs::exists(folder));
    }
};

QTEST_MAIN(TestGpt2Fixture)
#include "tst_gpt2_fixture.moc"
