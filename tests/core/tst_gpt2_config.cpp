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
        row("not JSON", "{ nope", "config.json: not valid JSON at line 1, column 4");
        row("not an object", "[12]", "config.json: expected an object, found an array of 1 item");
        row("missing n_layer", replaced(g, "\"n_layer\": 12,", ""),
            "config.json: n_layer: missing (expected a whole number from 1 to 256)");
        row("zero heads", replaced(g, "\"n_head\": 12", "\"n_head\": 0"),
            "config.json: n_head: expected a whole number from 1 to 1024, found 0");
        row("negative layers", replaced(g, "\"n_layer\": 12", "\"n_layer\": -1"),
            "config.json: n_layer: expected a whole number from 1 to 256, found -1");
        row("fractional", replaced(g, "\"n_layer\": 12", "\"n_layer\": 12.5"), "n_layer: expected a whole number from 1 to 256, found 12.5");
        row("twelve point zero", replaced(g, "\"n_layer\": 12", "\"n_layer\": 12.0"), "n_layer: expected a whole number from 1 to 256, found 12.0");
        row("string", replaced(g, "\"n_layer\": 12", "\"n_layer\": \"12\""), "n_layer: expected a whole number from 1 to 256, found the string \"12\"");
        row("word", replaced(g, "\"n_head\": 12", "\"n_head\": \"twelve\""),
            "config.json: n_head: expected a whole number from 1 to 1024, found the string \"twelve\"");
        row("null", replaced(g, "\"vocab_size\": 50257", "\"vocab_size\": null"),
            "config.json: vocab_size: expected a whole number from 1 to 4194304, found null");
        row("object", replaced(g, "\"n_embd\": 768", "\"n_embd\": {\"d\": 768}"), "config.json: n_embd: expected a whole number from 1 to 65536, found an object");
        row("array", replaced(g, "\"n_embd\": 768", "\"n_embd\": [768]"), "config.json: n_embd: expected a whole number from 1 to 65536, found an array of 1 item");
        row("boolean", replaced(g, "\"n_embd\": 768", "\"n_embd\": true"), "config.json: n_embd: expected a whole number from 1 to 65536, found true");
        row("1e999", replaced(g, "\"n_embd\": 768", "\"n_embd\": 1e999"), "config.json: n_embd: the number 1e999 is too large (line 8");
        row("-1e999", replaced(g, "1e-05", "-1e999"), "config.json: layer_norm_epsilon: the number -1e999 is too large");
        row("too many layers", replaced(g, "\"n_layer\": 12", "\"n_layer\": 100000"), "n_layer: expected a whole number from 1 to 256, found 100000");
        row("above int", replaced(g, "\"n_positions\": 1024", "\"n_positions\": 4294967297"),
            "config.json: n_positions: expected a whole number from 1 to 1048576, found 4294967297");
        row("huge vocabulary", replaced(g, "\"vocab_size\": 50257", "\"vocab_size\": 18446744073709551615"),
            "vocab_size: expected a whole number from 1 to 4194304, found 18446744073709551615");
        row("beyond 64 bits", replaced(g, "\"vocab_size\": 50257", "\"vocab_size\": 99999999999999999999"),
            "vocab_size: expected a whole number from 1 to 4194304, found 1e+20");
        row("width not divisible", replaced(g, "\"n_embd\": 768", "\"n_embd\": 770"), "config.json: n_embd (770) must be divisible by n_head (12)");
        row("no positions", replaced(replaced(g, "\"n_positions\": 1024", "\"x\": 0"), "\"n_ctx\": 1024,", ""),
            "config.json: missing n_positions (or n_ctx)");
        row("n_ctx a string", replaced(replaced(g, "\"n_positions\": 1024", "\"x\": 0"), "\"n_ctx\": 1024", "\"n_ctx\": \"1024\""),
            "config.json: n_ctx: expected a whole number from 1 to 1048576, found the string \"1024\"");
        row("another model", replaced(g, "\"gpt2\"", "\"llama\""),
            "config.json: model_type: expected \"gpt2\" (this reader is for GPT-2 models), found the string \"llama\"");
        row("model type a number", replaced(g, "\"gpt2\"", "2"), "config.json: model_type: expected a string, found 2");
        row("zero epsilon", replaced(g, "1e-05", "0"), "config.json: layer_norm_epsilon: expected a small positive number, found 0");
        row("epsilon text", replaced(g, "1e-05", "\"small\""), "config.json: layer_norm_epsilon: expected a number, found the string \"small\"");
        row("duplicate key", replaced(g, "\"n_head\": 12", "\"n_head\": 12, \"n_head\": 16"), "config.json: n_head: appears twice in one object");
        row("deeply nested", replaced(g, "\"n_embd\": 768", "\"n_embd\": " + std::string(100000, '[') + std::string(100000, ']')),
            "config.json: n_embd[0][0][0][0][0][0][0]…: nested more than 64 levels deep");
    }
    void brokenFiles() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parseGpt2Config(text.toStdString(), "config.json");
            QFAIL("no error");
        } catch (const Error& e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.startsWith("config.json: "), e.what());  // the file comes first
            QVERIFY2(what.contains(message), e.what());
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
