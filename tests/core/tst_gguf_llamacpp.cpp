// llama.cpp itself reads the GGUF files our writer makes and computes what KVScope computes
// from them: node-llama-cpp 3.21.1's prebuilt CPU build (tools/gguf_reference/llama_probs.js,
// installed by scripts/install-deps.sh) gives the next-token probabilities after every
// position of a text, and KVScope's are the same — to float rounding for F32 files (which also
// confirms that the llama architecture's interleaved Q/K rows are put back right), within what
// llama.cpp's 8-bit quantization of the activations costs for Q8_0, Q4_0 and Q4_K_M files.
// KVScope keeps the file's types: its decode steps round the activations to 8 bits too (in
// blocks of 32 with a float scale; llama.cpp's Q8_0 blocks have an f16 scale, its Q8_K blocks
// are 256 long), its prefill multiplies the decoded floats. Both are checked.
// Skipped, saying so, where Node or the package is missing.
#include <QProcess>
#include <QtTest>

#include <cmath>
#include <nlohmann/json.hpp>

#include "core/engine.h"
#include "core/model_registry.h"

using namespace kvscope;
using nlohmann::json;

namespace {
const QString kScript = KVSCOPE_SOURCE_DIR "/tools/gguf_reference/llama_probs.js";
const QString kPackage = KVSCOPE_SOURCE_DIR "/tools/gguf_reference/node_modules/node-llama-cpp";
const std::string kModels = std::string(KVSCOPE_SOURCE_DIR) + "/tests/data/gguf/models/";

Vector softmax(const Vector& logits) {
    const Vector e = (logits.array() - logits.maxCoeff()).exp();
    return e / e.sum();
}
}  // namespace

class TestGgufLlamaCpp : public QObject {
    Q_OBJECT
private slots:
    void probabilitiesMatchLlamaCpp_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("tolerance");  // largest |p - p_llama.cpp| over the vocabulary
        // F32: measured 1.4e-6 to 4.5e-6 (llama.cpp's KV cache set to f32, as ours)
        QTest::newRow("llama GQA, F32") << "llama-gqa-f32.gguf" << 2e-5;
        QTest::newRow("qwen2 biases, F32") << "qwen2-bias-f32.gguf" << 2e-5;
        QTest::newRow("qwen3 q/k norm, F32") << "qwen3-qknorm-f32.gguf" << 2e-5;
        QTest::newRow("llama3 rope_freqs, F32") << "llama3-scaled-f32.gguf" << 2e-5;
        // GPT-2's GELU: llama.cpp's CPU build looks it up in an f16 table (ggml's GGML_GELU_FP16)
        // where KVScope, like PyTorch, computes the tanh formula in float (KVScope matches the
        // PyTorch reference to 1e-5 and this file matches its folder exactly, tst_gguf_model):
        // measured 3.7e-4
        QTest::newRow("GPT-2, F32") << "gpt2-tiny-f32.gguf" << 1e-3;
        // quantized: llama.cpp rounds the activations to 8 bits in its quantized products,
        // which moves these random models' probabilities by up to 0.07 (measured 0.069 and
        // 0.066). For Q4_0 the weights' rounding is the larger: there our decoded blocks must be
        // closer to llama.cpp than the float model they were made from (measured 0.066 against
        // 0.7) — blocks decoded wrong would not be. Q8_0's rounding is as small as the
        // activations', so no such contrast: its blocks are checked bit for bit elsewhere
        // (tst_gguf_dequantize) and here only stay within the bound.
        QTest::newRow("llama GQA, Q8_0") << "llama-gqa-q8_0.gguf" << 0.14;
        QTest::newRow("llama GQA, Q4_0") << "llama-gqa-q4_0.gguf" << 0.14;
        QTest::newRow("GPT-2, Q8_0") << "gpt2-tiny-q8_0.gguf" << 0.14;
        // Q4_K and Q6_K (rows of 256: a random model, tools/gguf_writer/make_random_llama.py,
        // whose weights of 0.02 give flatter distributions): measured 1.1e-4
        QTest::newRow("random, Q4_K_M") << "random-k256-q4_k_m.gguf" << 1e-3;
    }
    void probabilitiesMatchLlamaCpp() {
        QFETCH(QString, file);
        QFETCH(double, tolerance);
        if (QStandardPaths::findExecutable("node").isEmpty()) QSKIP("no node: run scripts/install-deps.sh");
        if (!QFile::exists(kPackage)) QSKIP("no node-llama-cpp: run scripts/install-deps.sh (npm ci in tools/gguf_reference)");
        // in the file's own types: decode steps compute on the blocks, prefill on decoded floats
        const ModelPtr model = loadModel(kModels + file.toStdString(), WeightPrecision::Stored);
        // the example prompt and the tokens our model continues it with
        Engine engine(model, CacheMode::On);
        std::vector<TokenId> ids = model->defaultPrompt();
        const size_t promptLength = ids.size();
        std::vector<Vector> decodeSteps;  // the probabilities after the prompt and each new token
        const auto first = engine.prefill(ids, {});
        ids.push_back(first->chosen);
        decodeSteps.push_back(softmax(first->allLogits));
        for (int i = 0; i < 3; ++i) {
            const auto step = engine.decode({});
            ids.push_back(step->chosen);
            decodeSteps.push_back(softmax(step->allLogits));
        }

        QStringList list;
        for (TokenId id : ids) list << QString::number(id);
        QProcess node;
        node.start("node", {kScript, QString::fromStdString(kModels) + file, list.join(',')});
        QVERIFY(node.waitForFinished(120000));
        QVERIFY2(node.exitCode() == 0, node.readAllStandardError().constData());
        const json out = json::parse(node.readAllStandardOutput().toStdString());
        const json& rows = out.at("probabilities");
        QCOMPARE(rows.size(), ids.size());

        // the float model the file was made from (for a quantized file)
        const bool quantized = !file.endsWith("f32.gguf");
        const ModelPtr floatModel = file.startsWith("llama-gqa") && quantized ? loadModel(kModels + "llama-gqa-f32.gguf") : model;
        double worst = 0, floatWorst = 0;
        int sameTop = 0;
        for (size_t n = 1; n <= ids.size(); ++n) {
            const std::vector<TokenId> prefixIds(ids.begin(), ids.begin() + long(n));
            const Vector ours = softmax(Engine(model, CacheMode::On).prefill(prefixIds, {})->allLogits);
            Vector theirs = Vector::Zero(ours.size());
            for (const auto& [token, p] : rows[n - 1].items()) theirs[std::stoi(token)] = p.get<double>();
            worst = std::max(worst, (ours - theirs).cwiseAbs().maxCoeff());
            const Vector fromFloat = softmax(Engine(floatModel, CacheMode::On).prefill(prefixIds, {})->allLogits);
            floatWorst = std::max(floatWorst, (fromFloat - theirs).cwiseAbs().maxCoeff());
            Eigen::Index a = 0, b = 0;
            ours.maxCoeff(&a);
            theirs.maxCoeff(&b);
            sameTop += a == b;
        }
        // the decode steps (8-bit activations on quantized blocks, as llama.cpp's products)
        double decodeWorst = 0;
        for (size_t i = 1; i < decodeSteps.size(); ++i) {
            Vector theirs = Vector::Zero(decodeSteps[i].size());
            for (const auto& [token, p] : rows[promptLength - 1 + i].items()) theirs[std::stoi(token)] = p.get<double>();
            decodeWorst = std::max(decodeWorst, (decodeSteps[i] - theirs).cwiseAbs().maxCoeff());
        }
        qInfo("%s: largest |p - p(llama.cpp)| over %zu positions %.2g, over the %zu decode steps %.2g; the same most "
              "likely token at %d",
              qPrintable(file), ids.size(), worst, decodeSteps.size() - 1, decodeWorst, sameTop);
        QVERIFY(worst <= tolerance);
        QVERIFY(decodeWorst <= tolerance);
        if (quantized && floatModel != model) {
            qInfo("%s: the float model it was made from differs from llama.cpp by up to %.2g", qPrintable(file), floatWorst);
            if (file.contains("q4_0")) QVERIFY(worst < floatWorst / 4);
        }
    }
};

QTEST_MAIN(TestGgufLlamaCpp)
#include "tst_gguf_llamacpp.moc"
