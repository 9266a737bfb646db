// Llama-family models from GGUF files (core/gguf/gguf_llama.h): the reference folders of
// tests/data/llama-ref converted by the independent Python converter (tools/gguf_writer/
// convert_folder.py, llama.cpp's layout: renamed tensors, dimensions fastest first, the llama
// architecture's Q and K rows interleaved per head) compute exactly what the folders compute
// — prefill and decode, the same logits to the last bit, the same tokenizer. Quantized files
// stay close to them, as far as their bits allow. Files KVScope cannot read say why.
#include <QtTest>

#include <cstring>

#include <cmath>

#include "core/engine.h"
#include "core/gguf/gguf_file.h"
#include "core/gguf/gguf_llama.h"
#include "core/gguf/gguf_tensors.h"
#include "core/io/tensor_files.h"
#include "core/model_registry.h"

using namespace kvscope;

namespace {
const std::string kRef = std::string(KVSCOPE_SOURCE_DIR) + "/tests/data/llama-ref/";
const std::string kGguf = std::string(KVSCOPE_SOURCE_DIR) + "/tests/data/gguf/models/";

// Every logit of a prefill and `steps` greedy decode steps.
std::vector<Vector> logitsOf(const ModelPtr& model, const std::vector<TokenId>& prompt, int steps) {
    Engine engine(model, CacheMode::On);
    std::vector<Vector> out{engine.prefill(prompt, {})->allLogits};
    for (int i = 0; i < steps; ++i) out.push_back(engine.decode({})->allLogits);
    return out;
}

// The last position's logits of a prefill of every prefix of `tokens` from `from` on: both
// models see the same text, whatever each would have chosen.
std::vector<Vector> forcedLogits(const ModelPtr& model, const std::vector<TokenId>& tokens, size_t from) {
    std::vector<Vector> out;
    for (size_t n = from; n <= tokens.size(); ++n) {
        Engine engine(model, CacheMode::On);
        out.push_back(engine.prefill(std::vector<TokenId>(tokens.begin(), tokens.begin() + long(n)), {})->allLogits);
    }
    return out;
}

double largestDifference(const std::vector<Vector>& a, const std::vector<Vector>& b) {
    double d = 0;
    for (size_t i = 0; i < a.size(); ++i) d = std::max(d, (a[i] - b[i]).cwiseAbs().maxCoeff());
    return d;
}
}  // namespace

class TestGgufModel : public QObject {
    Q_OBJECT
private slots:
    void computesAsItsFolder_data() {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("llama GQA, F32") << "llama-gqa" << "llama-gqa-f32.gguf" << 0.0;
        QTest::newRow("qwen2 biases, F32") << "qwen2-bias" << "qwen2-bias-f32.gguf" << 0.0;
        QTest::newRow("qwen3 q/k norm, F32") << "qwen3-qknorm" << "qwen3-qknorm-f32.gguf" << 0.0;
        // Llama 3 rope scaling, which the file holds as rope_freqs.weight: one float32 divisor
        // per rotary pair where the folder's config computes the same in double
        QTest::newRow("llama3 rope_freqs, F32") << "llama3-scaled" << "llama3-scaled-f32.gguf" << 1e-5;
        // the gpt2 architecture: Conv1D weights written transposed, the output tied
        QTest::newRow("GPT-2, F32") << "../gpt2-tiny-ref" << "gpt2-tiny-f32.gguf" << 0.0;
        // quantized weights (each within half a step: quantizedWeightsAreTheFoldersRounded):
        // the logits move by a share of their spread (RMS). The reference's weights are random,
        // not trained, and rounding moves such a model far more than a trained one: measured
        // 0.030 (Q8_0) and 0.48 (Q4_0); the bounds are twice that
        QTest::newRow("llama GQA, Q8_0") << "llama-gqa" << "llama-gqa-q8_0.gguf" << 0.06;
        QTest::newRow("llama GQA, Q4_0") << "llama-gqa" << "llama-gqa-q4_0.gguf" << 0.96;
        QTest::newRow("GPT-2, Q8_0") << "../gpt2-tiny-ref" << "gpt2-tiny-q8_0.gguf" << 0.06;
    }
    void computesAsItsFolder() {
        QFETCH(QString, folder);
        QFETCH(QString, file);
        QFETCH(double, tolerance);
        const ModelPtr hf = loadModel(kRef + folder.toStdString());
        const ModelPtr gguf = loadModel(kGguf + file.toStdString());
        QCOMPARE(gguf->info().layers, hf->info().layers);
        QCOMPARE(gguf->info().heads, hf->info().heads);
        QCOMPARE(gguf->info().kvHeads, hf->info().kvHeads);
        QCOMPARE(gguf->info().keyDim, hf->info().keyDim);
        QCOMPARE(gguf->info().parameterCount, hf->info().parameterCount);
        // the same tokenizer: the same ids for a text with spaces, digits, punctuation, UTF-8
        const std::string sample = "Today's weather is so nice: 42 degrees, naïve café!";
        QCOMPARE(gguf->tokenizer().encode(sample), hf->tokenizer().encode(sample));
        QCOMPARE(gguf->defaultPrompt(), hf->defaultPrompt());
        const std::vector<TokenId> prompt = hf->defaultPrompt();
        if (tolerance == 0) {  // the same floats: the same decode, step by step
            const double d = largestDifference(logitsOf(hf, prompt, 5), logitsOf(gguf, prompt, 5));
            qInfo("%s: largest |logit difference| from the folder over a prefill and 5 decode steps: %.3g", qPrintable(file), d);
            QCOMPARE(d, 0.0);
            return;
        }
        // rounded weights: the same text (the folder's greedy continuation) through both
        Engine engine(hf, CacheMode::On);
        std::vector<TokenId> text = prompt;
        text.push_back(engine.prefill(prompt, {})->chosen);
        for (int i = 0; i < 4; ++i) text.push_back(engine.decode({})->chosen);
        const std::vector<Vector> a = forcedLogits(hf, text, prompt.size()), b = forcedLogits(gguf, text, prompt.size());
        // the difference's size against the logits' spread, over every position and token
        double diff2 = 0, spread2 = 0;
        for (size_t i = 0; i < a.size(); ++i) {
            diff2 += (a[i] - b[i]).squaredNorm();
            spread2 += (a[i].array() - a[i].mean()).square().sum();
        }
        const double relative = std::sqrt(diff2 / spread2);
        qInfo("%s: logits differ from the folder's by %.3g of their spread (RMS) over %zu positions of the same text; "
              "at most %.3g", qPrintable(file), relative, a.size(), largestDifference(a, b));
        QVERIFY(relative <= tolerance);
    }

    // Each quantized weight is within half a step of its block's scale of the folder's weight,
    // in the folder's layout (rows, columns, Q and K heads in Hugging Face's order).
    void quantizedWeightsAreTheFoldersRounded() {
        const GgufFile file(kGguf + "llama-gqa-q8_0.gguf");
        const GgufTensors gguf(file, true, 8, 2);
        const TensorFiles hf = TensorFiles::openFolder(kRef + "llama-gqa");
        const std::pair<const char*, std::pair<int, int>> tensors[] = {
            {"model.embed_tokens.weight", {557, 64}},        {"model.layers.0.self_attn.q_proj.weight", {64, 64}},
            {"model.layers.1.self_attn.k_proj.weight", {16, 64}}, {"model.layers.0.self_attn.v_proj.weight", {16, 64}},
            {"model.layers.1.self_attn.o_proj.weight", {64, 64}}, {"model.layers.0.mlp.gate_proj.weight", {160, 64}},
            {"model.layers.1.mlp.down_proj.weight", {64, 160}}};
        for (const auto& [name, shape] : tensors) {
            const MatrixF a = gguf.matrix(name, shape.first, shape.second, "llama");
            const MatrixF b = hf.matrix(name, shape.first, shape.second, "llama");
            for (Eigen::Index r = 0; r < b.rows(); ++r)
                for (Eigen::Index c0 = 0; c0 < b.cols(); c0 += 32) {
                    const float scale = b.row(r).segment(c0, 32).cwiseAbs().maxCoeff() / 127;
                    const float worst = (a.row(r).segment(c0, 32) - b.row(r).segment(c0, 32)).cwiseAbs().maxCoeff();
                    // half a step, plus the step's own f16 rounding over 127 steps
                    QVERIFY2(worst <= scale * 0.5f + scale * 127 * 1e-3f + 1e-7f,
                             qPrintable(QString("%1 row %2 block %3: %4 against step %5").arg(name).arg(r).arg(c0 / 32).arg(worst).arg(scale)));
                }
        }
    }

    // Without the interleaving undone, the llama file would compute something else: the check
    // above can fail.
    void theRotaryLayoutMatters() {
        const GgufFile f(kGguf + "llama-gqa-f32.gguf");
        QCOMPARE(f.string("general.architecture"), std::string("llama"));
        QVERIFY(ggufAsHuggingFace(f).interleavedRope);
        const GgufFile q(kGguf + "qwen2-bias-f32.gguf");
        QVERIFY(!ggufAsHuggingFace(q).interleavedRope);
    }

    void saysWhatItCannotRead() {
        const auto error = [](const std::string& path) {
            try {
                loadModel(path);
            } catch (const Error& e) {
                return QString(e.what());
            }
            return QString();
        };
        QTemporaryDir dir;
        // a GGUF of another architecture: its header is enough to say so
        const auto write = [&](const char* name, const std::string& arch) {
            QByteArray b("GGUF", 4);
            const auto u32 = [&](std::uint32_t v) { b.append(reinterpret_cast<const char*>(&v), 4); };
            const auto u64 = [&](std::uint64_t v) { b.append(reinterpret_cast<const char*>(&v), 8); };
            u32(3), u64(0), u64(1);
            const std::string key = "general.architecture";
            u64(key.size()), b.append(key.data(), qsizetype(key.size())), u32(8), u64(arch.size()),
                b.append(arch.data(), qsizetype(arch.size()));
            QFile f(dir.filePath(name));
            f.open(QIODevice::WriteOnly);
            f.write(b);
            return dir.filePath(name).toStdString();
        };
        QVERIFY(error(write("falcon.gguf", "falcon")).contains("falcon.gguf: general.architecture is \"falcon\"; KVScope opens gpt2, llama, qwen2 and qwen3 GGUF files"));
        QVERIFY2(error(write("bare.GGUF", "llama")).contains("bare.GGUF: has no metadata key 'tokenizer.ggml.tokens'") ||
                     error(write("bare.GGUF", "llama")).contains("has no metadata key"),
                 qPrintable(error(write("bare.GGUF", "llama"))));
        QVERIFY(error(dir.filePath("missing.gguf").toStdString()).contains("no model called"));

        // a rotary pair's factor that is not a positive number (patched into a copy)
        QFile good(QString::fromStdString(kGguf + "llama3-scaled-f32.gguf"));
        QVERIFY(good.open(QIODevice::ReadOnly));
        QByteArray bytes = good.readAll();
        const GgufFile parsed("copy", std::as_bytes(std::span(bytes.constData(), size_t(bytes.size()))));
        const GgufTensorInfo* freqs = parsed.findTensor("rope_freqs.weight");
        QVERIFY(freqs);
        const auto at = parsed.data(*freqs).data() - std::as_bytes(std::span(bytes.constData(), size_t(bytes.size()))).data();
        const float minusOne = -1.0f;
        std::memcpy(bytes.data() + at + 4, &minusOne, 4);  // pair 1
        QFile bad(dir.filePath("bad-rope.gguf"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(bytes);
        bad.close();
        const QString e = error(dir.filePath("bad-rope.gguf").toStdString());
        QVERIFY2(e.contains("bad-rope.gguf: rope_freqs.weight[1] is -1.000000; a rotary pair's factor must be a positive number"),
                 qPrintable(e));
    }
};

QTEST_MAIN(TestGgufModel)
#include "tst_gguf_model.moc"
