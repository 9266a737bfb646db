// heads.json: the labels read in layer-major order; a broken file gives an Error naming the
// file and the key, never another exception.
#include <QtTest>

#include "core/gpt2/head_labels.h"
#include "core/types.h"

using namespace kvscope;

namespace {
// Two layers of two heads, as tools/train_tiny_model/evaluate.py writes them (abridged).
const char* kHeads = R"({
  "layers": [
    [{"prev_token": 0.62, "label": "previous-token head"}, {"prev_token": 0.1}],
    [{"first_token": 0.5, "label": "first-token head"}, {"label": ""}]
  ],
  "eval": {"windows": 16}
})";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::logic_error("fixture text not found: " + from);
    return text.replace(at, from.size(), to);
}
}  // namespace

class TestHeadLabels : public QObject {
    Q_OBJECT
private slots:
    void labels() {
        const auto labels = parseHeadLabels(kHeads, "heads.json", 2, 2);
        QCOMPARE(labels, (std::vector<std::string>{"previous-token head", "", "first-token head", ""}));
        // A null label is "not set", as a missing one.
        QCOMPARE(parseHeadLabels(replaced(kHeads, "\"label\": \"\"", "\"label\": null"), "heads.json", 2, 2)[3],
                 std::string());
    }

    void brokenFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const std::string h = kHeads;
        const auto row = [](const char* name, const std::string& text, const char* message) {
            QTest::newRow(name) << QString::fromStdString(text) << QString(message);
        };
        row("not JSON", "{\"layers\": [", "heads.json: layers[0]: not valid JSON at line 1, column 12");
        row("not an object", "[]", "heads.json: expected an object, found an empty array");
        row("no layers", "{}", "heads.json: layers: missing (expected an array)");
        row("layers null", "{\"layers\": null}", "heads.json: layers: expected an array, found null");
        row("layers an object", "{\"layers\": {\"0\": []}}", "heads.json: layers: expected an array, found an object");
        row("too few layers", replaced(h, "],\n    [{\"first_token\"", "], [], \n    [{\"first_token\""),
            "heads.json: layers: describes 3 layers, the model has 2");
        row("layer a number", replaced(h, "[{\"first_token\": 0.5, \"label\": \"first-token head\"}, {\"label\": \"\"}]", "7"),
            "heads.json: layers[1]: expected an array, found 7");
        row("too few heads", replaced(h, ", {\"prev_token\": 0.1}", ""), "heads.json: layers[0]: lists 1 head, the model has 2");
        row("head a string", replaced(h, "{\"prev_token\": 0.1}", "\"head\""),
            "heads.json: layers[0][1]: expected an object, found the string \"head\"");
        row("label a number", replaced(h, "\"label\": \"first-token head\"", "\"label\": 5"),
            "heads.json: layers[1][0].label: expected a string, found 5");
        row("label an array", replaced(h, "\"label\": \"first-token head\"", "\"label\": [\"a\"]"),
            "heads.json: layers[1][0].label: expected a string, found an array of 1 item");
        row("1e999 in the evidence", replaced(h, "0.62", "1e999"),
            "heads.json: layers[0][0].prev_token: the number 1e999 is too large (line 3");
        row("duplicate label", replaced(h, "\"label\": \"first-token head\"", "\"label\": \"a\", \"label\": \"b\""),
            "heads.json: layers[1][0].label: appears twice in one object");
        row("deeply nested", replaced(h, "16", std::string(5000, '[') + std::string(5000, ']')),
            "heads.json: eval.windows[0][0][0][0][0][0]…: nested more than 64 levels deep");
    }
    void brokenFiles() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        try {
            parseHeadLabels(text.toStdString(), "heads.json", 2, 2);
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(message), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestHeadLabels)
#include "tst_head_labels.moc"
