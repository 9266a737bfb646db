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
        const auto row = [](const char* name, const std::string& text, const char* message) {
            QTest::newRow(name) << QString::fromStdString(text) << QString(message);
        };
        row("not json", "{ nope", "edited.json: not valid JSON at line 1, column 4");
        row("not an object", "[1,2]", "edited.json: expected an object, found an array of 2 items");
        row("unknown rule", replaced(w, "\"last-token\"", "\"middle-token\""),
            "edited.json: heads[1].rule: unknown rule 'middle-token'");
        row("projection rows", replaced(w, ",\n    [0.2, 0.2, 0.1]\n  ]", "\n  ]"),
            "edited.json: projection: must have 4 rows (one per head), found 3");
        row("harmless edit", replaced(w, "\"title\"", "\"comment\": \"mine\", \"title\""), "");
        row("short projection row", replaced(w, "[0.3, 0.2, 0.0]", "[0.3, 0.2]"),
            "edited.json: projection[0]: must have 3 numbers (one per vocabulary word), found 2");
        row("unknown prompt word", replaced(w, "\"prompt\": [\"Today\"", "\"prompt\": [\"Tomorrow\""),
            "edited.json: prompt[0]: 'Tomorrow' is not one of the tokens");
        row("value not a number", replaced(w, "\"value\": 20", "\"value\": \"twenty\""),
            "edited.json: tokens[1].value: expected a number, found the string \"twenty\"");
        row("duplicate token", replaced(w, "\"text\": \"warm\"", "\"text\": \"nice\""),
            "edited.json: tokens[5].text: token 'nice' appears twice");
        row("missing vocabulary", replaced(w, "\"vocabulary\"", "\"vocab\""),
            "edited.json: vocabulary: missing (expected an array)");
        // Hostile values where a number, a string, an array or an object is expected.
        row("title a number", replaced(w, "\"title\": \"Today's weather is so …\"", "\"title\": 5"),
            "edited.json: title: expected a string, found 5");
        row("name null", replaced(w, "\"name\": \"weather\"", "\"name\": null"), "edited.json: name: expected a string, found null");
        row("value 1e999", replaced(w, "\"value\": 20", "\"value\": 1e999"),
            "edited.json: tokens[1].value: the number 1e999 is too large (line 16, column 39)");
        row("value null", replaced(w, "\"value\": 20", "\"value\": null"), "edited.json: tokens[1].value: expected a number, found null");
        row("value missing", replaced(w, ", \"value\": 20", ""), "edited.json: tokens[1].value: missing (expected a number)");
        row("text a number", replaced(w, "\"text\": \"is\"", "\"text\": 1"), "edited.json: tokens[2].text: expected a string, found 1");
        row("tokens an object", replaced(w, "\"tokens\": [", "\"tokens\": {\"x\": 1}, \"old\": ["),
            "edited.json: tokens: expected an array, found an object");
        row("token an array", replaced(w, "{ \"text\": \"so\", \"value\": 5 }", "[\"so\", 5]"),
            "edited.json: tokens[3]: expected an object, found an array of 2 items");
        row("prompt word a number", replaced(w, "\"prompt\": [\"Today\"", "\"prompt\": [10"),
            "edited.json: prompt[0]: expected a string, found 10");
        row("prompt a string", replaced(w, "\"prompt\": [\"Today\", \"weather\", \"is\", \"so\"]", "\"prompt\": \"Today weather\""),
            "edited.json: prompt: expected an array, found the string \"Today weather\"");
        row("head name a number", replaced(w, "\"name\": \"last token\"", "\"name\": 2"),
            "edited.json: heads[1].name: expected a string, found 2");
        row("explain an array", replaced(w, "\"explain\": \"query: 'position 1'; key: the token's position\"", "\"explain\": []"),
            "edited.json: heads[2].explain: expected a string, found an empty array");
        row("combination a number", replaced(w, "\"combination\": \"mean\"", "\"combination\": 1"),
            "edited.json: combination: expected a string, found 1");
        row("projection cell a string", replaced(w, "[0.3, 0.2, 0.0]", "[0.3, \"0.2\", 0.0]"),
            "edited.json: projection[0][1]: expected a number, found the string \"0.2\"");
        row("duplicate key", replaced(w, "\"title\"", "\"name\": \"x\", \"title\""), "edited.json: name: appears twice in one object");
        row("deeply nested", replaced(w, "[0.3, 0.2, 0.0]", std::string(200, '[') + std::string(200, ']')),
            "edited.json: projection[0][0][0][0][0][0][0]…: nested more than 64 levels deep");
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
