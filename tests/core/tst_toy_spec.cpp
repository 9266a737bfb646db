// Toy files: the shipped one parses and round-trips; broken ones give a clear error.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "core/model_registry.h"
#include "core/engine.h"
#include "core/toy/toy_model.h"
#include "resources/embedded_resources.h"

using namespace kvscope;

namespace {
std::string weatherText() { return std::string(*embeddedResource("toy/weather.json")); }

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::logic_error("fixture text not found: " + from);
    return text.replace(at, from.size(), to);
}
}  // namespace

class TestToySpec : public QObject {
    Q_OBJECT
private slots:
    void shippedFileMatchesTheSourceTree() {
        std::ifstream in(KVSCOPE_SOURCE_DIR "/resources/toy/weather.json");
        std::stringstream s;
        s << in.rdbuf();
        QCOMPARE(s.str(), weatherText());
    }

    void weatherSpec() {
        const ToySpec spec = parseToySpec(weatherText(), "weather.json");
        QCOMPARE(spec.words.size(), size_t(7));
        QCOMPARE(spec.values[0], 10.0);
        QCOMPARE(spec.values[1], 20.0);
        QCOMPARE(spec.values[2], 1.0);
        QCOMPARE(spec.values[3], 5.0);
        QCOMPARE(spec.heads.size(), size_t(4));
        QCOMPARE(spec.heads[0].rule, ToyRule::EvenPositions);
        QCOMPARE(spec.heads[3].rule, ToyRule::AllTokens);
        QCOMPARE(spec.projection.rows(), Eigen::Index(4));
        QCOMPARE(spec.projection.cols(), Eigen::Index(3));
    }

    void roundTrip() {
        const ToySpec a = parseToySpec(weatherText(), "weather.json");
        const ToySpec b = parseToySpec(toySpecToJson(a), "saved.json");
        QCOMPARE(b.words, a.words);
        QCOMPARE(b.values, a.values);
        QCOMPARE(b.prompt, a.prompt);
        QVERIFY(b.projection == a.projection);
        QCOMPARE(b.heads.size(), a.heads.size());
    }

    void brokenFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const std::string w = weatherText();
        QTest::newRow("not json") << QString("{ nope") << QString("not valid JSON");
        QTest::newRow("not an object") << QString("[1,2]") << QString("must be a JSON object");
        QTest::newRow("unknown rule")
            << QString::fromStdString(replaced(w, "\"last-token\"", "\"middle-token\""))
            << QString("head 2 has unknown rule 'middle-token'");
        QTest::newRow("projection rows")
            << QString::fromStdString(replaced(w, ",\n    [0.2, 0.2, 0.1]\n  ]", "\n  ]"))
            << QString("'projection' must have 4 rows (one per head), found 3");
        QTest::newRow("harmless edit")
            << QString::fromStdString(replaced(w, "\"title\"", "\"comment\": \"mine\", \"title\""))
            << QString();
        QTest::newRow("short projection row")
            << QString::fromStdString(replaced(w, "[0.3, 0.2, 0.0]", "[0.3, 0.2]"))
            << QString("'projection' row 1 must have 3 numbers");
        QTest::newRow("unknown prompt word")
            << QString::fromStdString(replaced(w, "\"prompt\": [\"Today\"", "\"prompt\": [\"Tomorrow\""))
            << QString("prompt word \"Tomorrow\" is not one of the tokens");
        QTest::newRow("value not a number")
            << QString::fromStdString(replaced(w, "\"value\": 20", "\"value\": \"twenty\""))
            << QString("the value of 'weather' must be a number");
        QTest::newRow("duplicate token")
            << QString::fromStdString(replaced(w, "\"text\": \"warm\"", "\"text\": \"nice\""))
            << QString("token 'nice' appears twice");
        QTest::newRow("missing vocabulary")
            << QString::fromStdString(replaced(w, "\"vocabulary\"", "\"vocab\""))
            << QString("missing 'vocabulary'");
    }
    void brokenFiles() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        if (message.isEmpty()) {  // a harmless edit still parses
            parseToySpec(text.toStdString(), "edited.json");
            return;
        }
        try {
            parseToySpec(text.toStdString(), "edited.json");
            QFAIL("no error");
        } catch (const Error& e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.startsWith("edited.json: "), qPrintable(what));
            QVERIFY2(what.contains(message), qPrintable(what));
        }
    }

    void registryErrors() {
        try {
            loadModel("gpt-17");
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY(QString(e.what()).contains("built-in models: weather"));
        }
        QVERIFY_THROWS_EXCEPTION(Error, loadModel("/nonexistent/toy.json"));
    }

    void loadsAToyFileFromDisk() {
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.json");
        std::ofstream(path.toStdString()) << replaced(weatherText(), "\"value\": 5", "\"value\": 13");
        const ModelPtr m = loadModel(path.toStdString());
        Engine engine(m);
        const StepPtr s = engine.prefill(m->defaultPrompt(), SamplingParams{});
        QCOMPARE(s->context(3, 1), 13.0);  // "so" is now worth 13
    }
};

QTEST_MAIN(TestToySpec)
#include "tst_toy_spec.moc"
