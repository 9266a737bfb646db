// GPT-2 config.json: the real GPT-2 small config reads; every broken field gives a clear error.
#include <QtTest>

#include <fstream>

#include "core/gpt2/gpt2_config.h"
#include "core/types.h"

using namespace kvscope;

namespace {
// GPT-2 small's config.json as Hugging Face ships it (abridged: the fields KVScope reads and a
// few it ignores).
const char* kGpt2Small = R"({
  "activation_function": "gelu_new",
  "architectures": ["GPT2LMHeadModel"],
  "attn_pdrop": 0.1,
  "layer_norm_epsilon": 1e-05,
  "model_type": "gpt2",
  "n_ctx": 1024,
  "n_embd": 768,
  "n_head": 12,
  "n_layer": 12,
  "n_positions": 1024,
  "vocab_size": 50257
})";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::logic_error("fixture text not found: " + from);
    return text.replace(at, from.size(), to);
}
}  // namespace

class TestGpt2Config : public QObject {
    Q_OBJECT
private slots:
    void gpt2Small() {
        const Gpt2Config c = parseGpt2Config(kGpt2Small, "config.json");
        QCOMPARE(c.nLayer, 12);
        QCOMPARE(c.nHead, 12);
        QCOMPARE(c.nEmbd, 768);
        QCOMPARE(c.headDim(), 64);
        QCOMPARE(c.nPositions, 1024);
        QCOMPARE(c.vocabSize, 50257);
        QCOMPARE(c.layerNormEpsilon, 1e-5);
    }

    void olderAndShorterFiles() {
        // Old configs have only n_ctx; the epsilon defaults to GPT-2's.
        const std::string old = R"({"n_layer": 2, "n_head": 4, "n_embd": 64, "n_ctx": 128, "vocab_size": 300})";
        const Gpt2Config c = parseGpt2Config(old, "config.json");
        QCOMPARE(c.nPositions, 128);
        QCOMPARE(c.layerNormEpsilon, 1e-5);
        QCOMPARE(c.headDim(), 16);
        // n_positions wins over n_ctx.
        QCOMPARE(parseGpt2Config(replaced(kGpt2Small, "\"n_positions\": 1024", "\"n_positions\": 512"), "c").nPositions, 512);
    }

    void brokenFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const std::string g = kGpt2Small;
        const auto row = [](const char* name, const std::string& text, const char* message) {
            QTest::newRow(name) << QString::fromStdString(text) << QString(message);
        };
        row("not JSON", "{ nope", "config.json: not valid JSON");
        row("not an object", "[12]", "config.json: the top level must be a JSON object");
        row("missing n_layer", replaced(g, "\"n_layer\": 12,", ""), "config.json: missing 'n_layer'");
        row("zero heads", replaced(g, "\"n_head\": 12", "\"n_head\": 0"), "config.json: 'n_head' must be positive, found 0");
        row("negative layers", replaced(g, "\"n_layer\": 12", "\"n_layer\": -1"), "'n_layer' must be positive, found -1");
        row("fractional", replaced(g, "\"n_layer\": 12", "\"n_layer\": 12.5"), "'n_layer' must be a whole number, found 12.5");
        row("string", replaced(g, "\"n_layer\": 12", "\"n_layer\": \"12\""), "'n_layer' must be a whole number, found \"12\"");
        row("null", replaced(g, "\"vocab_size\": 50257", "\"vocab_size\": null"), "missing 'vocab_size'");
        row("too many layers", replaced(g, "\"n_layer\": 12", "\"n_layer\": 100000"), "'n_layer' is 100000, more than the 256 KVScope accepts");
        row("huge vocabulary", replaced(g, "\"vocab_size\": 50257", "\"vocab_size\": 18446744073709551615"),
            "'vocab_size' is 18446744073709551615, more than the 4194304 KVScope accepts");
        row("width not divisible", replaced(g, "\"n_embd\": 768", "\"n_embd\": 770"), "'n_embd' (770) must be divisible by 'n_head' (12)");
        row("no positions", replaced(replaced(g, "\"n_positions\": 1024", "\"x\": 0"), "\"n_ctx\": 1024,", ""),
            "missing 'n_positions' (or 'n_ctx')");
        row("another model", replaced(g, "\"gpt2\"", "\"llama\""), "'model_type' is \"llama\", but this reader is for GPT-2 models");
        row("zero epsilon", replaced(g, "1e-05", "0"), "'layer_norm_epsilon' must be a small positive number, found 0");
        row("epsilon text", replaced(g, "1e-05", "\"small\""), "'layer_norm_epsilon' must be a number");
    }
    void brokenFiles() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parseGpt2Config(text.toStdString(), "config.json");
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(message), e.what());
        }
    }

    void files() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("config.json").toStdString();
        try {
            loadGpt2Config(path);
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).startsWith("config.json: cannot open the file"), e.what());
        }
        std::ofstream(path) << kGpt2Small;
        QCOMPARE(loadGpt2Config(path).nEmbd, 768);
    }
};

QTEST_APPLESS_MAIN(TestGpt2Config)
#include "tst_gpt2_config.moc"
