// The JSON reader every loader uses: hostile text and values of the wrong type give an Error
// that names the file, the key path and what was expected and found; no nlohmann exception
// gets out.
#include <QtTest>

#include <functional>
#include <limits>

#include "core/io/json_reader.h"
#include "core/types.h"

using namespace kvscope;

namespace {
// The Error's text, "(no error)" when there was none. Any other exception fails the test
// through QtTest's own handler.
QString errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return QString::fromUtf8(e.what());
    }
    return "(no error)";
}

std::string nested(int depth) { return std::string(depth, '[') + std::string(depth, ']'); }
}  // namespace

class TestJsonReader : public QObject {
    Q_OBJECT
private slots:
    void readsGoodValues() {
        const JsonDocument doc(R"({"n": 12, "big": 18446744073709551615, "x": -1.5, "s": "hi", "b": true,
                                   "list": [1, 2, 3], "o": {"k": null}})",
                               "f.json");
        const JsonValue root = doc.root();
        QCOMPARE(root.at("n").integer(1, 12), std::int64_t(12));
        QCOMPARE(root.at("x").number(), -1.5);
        QCOMPARE(root.at("s").text(), std::string("hi"));
        QCOMPARE(root.at("b").boolean(), true);
        QCOMPARE(root.at("list").elements().size(), size_t(3));
        QCOMPARE(root.at("list").elements()[2].integer(0, 3), std::int64_t(3));
        QVERIFY(!root.at("o").find("k"));        // null reads as "not set"
        QVERIFY(!root.find("absent"));
        QCOMPARE(root.members().size(), size_t(7));
        QCOMPARE(root.members()[0].first, std::string("b"));  // key order
        QCOMPARE(root.at("n").integer(std::numeric_limits<std::int64_t>::min(),
                                      std::numeric_limits<std::int64_t>::max()),
                 std::int64_t(12));
        // A byte-order mark and surrounding white space are fine.
        QCOMPARE(JsonDocument("\xEF\xBB\xBF {\"a\": 1}\n", "bom.json").root().at("a").integer(0, 1), std::int64_t(1));
    }

    // Text that is not JSON, or JSON no loader should accept.
    void badText_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << QByteArray("") << "f.json: not valid JSON at line 1, column 1: syntax error while parsing value - unexpected end of input";
        QTest::newRow("cut short") << QByteArray("{\"a\": [1, 2") << "f.json: a[2]: not valid JSON at line 1, column 11";
        QTest::newRow("bad literal") << QByteArray("{\n  \"model\": {\"type\": tru}\n}")
                                     << "f.json: model.type: not valid JSON at line 2, column 24: ";
        QTest::newRow("trailing text") << QByteArray("{} x") << "f.json: not valid JSON at line 1, column 4";
        QTest::newRow("1e999") << QByteArray("{\"n_head\": 1e999}")
                               << "f.json: n_head: the number 1e999 is too large (line 1, column 16)";
        QTest::newRow("-1e999 in an array") << QByteArray("{\"merges\": [\"a b\", -1e999]}")
                                            << "f.json: merges[1]: the number -1e999 is too large";
        QTest::newRow("duplicate key") << QByteArray("{\"n_head\": 12, \"n_head\": 16}")
                                       << "f.json: n_head: appears twice in one object";
        QTest::newRow("nested duplicate") << QByteArray("{\"model\": {\"vocab\": {\"a\": 1, \"a\": 1}}}")
                                          << "f.json: model.vocab.a: appears twice in one object";
        QTest::newRow("too deep") << QByteArray::fromStdString(nested(65)) << "f.json: [0][0][0][0][0][0][0][0]…: "
                                                                              "nested more than 64 levels deep";
        QTest::newRow("very deep") << QByteArray::fromStdString(nested(1000000))
                                   << "f.json: [0][0][0][0][0][0][0][0]…: nested more than 64 levels deep";
        QTest::newRow("invalid UTF-8") << QByteArray("{\"a\": \"\xff\"}") << "f.json: a: not valid JSON at line 1";
        QTest::newRow("odd key in path") << QByteArray("{\"h.0 x\": {\"Ġthe\": [nul]}}")
                                         << "f.json: [\"h.0 x\"][\"Ġthe\"][0]: not valid JSON";
    }
    void badText() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const QString what = errorOf([&] { JsonDocument(text.toStdString(), "f.json"); });
        QVERIFY2(what.startsWith(message), qPrintable(what));
    }

    void justDeepEnough() {
        const JsonDocument doc(nested(64), "f.json");
        QCOMPARE(doc.root().elements().size(), size_t(1));
    }

    // Values of the wrong type or out of range, read through the accessors.
    void badValues_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("read");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const char* key, const char* read, const char* message) {
            QTest::newRow(name) << QString(key) << QString(read) << QString(message);
        };
        row("-1 for a size", "minus", "size", "f.json: minus: expected a whole number from 1 to 1024, found -1");
        row("1.5 for an integer", "half", "size", "f.json: half: expected a whole number from 1 to 1024, found 1.5");
        row("12.0 for an integer", "twelveDot", "size", "found 12.0");
        row("string for an integer", "word", "size",
            "f.json: word: expected a whole number from 1 to 1024, found the string \"twelve\"");
        row("above int", "huge", "size", "found 4294967296");
        row("above int64", "huger", "int64", "found 18446744073709551615");
        row("beyond 64 bits", "hugest", "int64", "found 1e+30");
        row("null for an integer", "nothing", "size", "found null");
        row("missing", "absent", "size", "f.json: absent: missing (expected a whole number from 1 to 1024)");
        row("number for a string", "n", "text", "f.json: n: expected a string, found 12");
        row("string for a number", "word", "number", "f.json: word: expected a number, found the string \"twelve\"");
        row("string for a boolean", "yes", "boolean", "f.json: yes: expected true or false, found the string \"yes\"");
        row("object for an array", "obj", "array", "f.json: obj: expected an array, found an object");
        row("array for an object", "list", "object", "f.json: list: expected an object, found an array of 2 items");
        row("long string", "long", "number", "found the string \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…\"");
        row("escaped string", "quote", "number", "found the string \"say \\\"hi\\\"\\u000a\"");
        row("inside an array", "list", "second", "f.json: list[1]: expected a string, found true");
        row("member of a non-object", "list", "member", "f.json: list: expected an object, found an array of 2 items");
    }
    void badValues() {
        QFETCH(QString, key);
        QFETCH(QString, read);
        QFETCH(QString, message);
        const std::string text = "{\"minus\": -1, \"half\": 1.5, \"twelveDot\": 12.0, \"word\": \"twelve\", "
                                 "\"huge\": 4294967296, \"huger\": 18446744073709551615, \"hugest\": 1e30, "
                                 "\"nothing\": null, \"n\": 12, \"yes\": \"yes\", \"obj\": {\"a\": 1}, "
                                 "\"list\": [1, true], \"long\": \"" + std::string(50, 'x') + "\", "
                                 "\"quote\": \"say \\\"hi\\\"\\n\"}";
        const JsonDocument doc(text, "f.json");
        const JsonValue v = doc.root().at(key.toStdString());
        const QString what = errorOf([&] {
            if (read == "size") v.integer(1, 1024);
            if (read == "int64") v.integer(0, std::numeric_limits<std::int64_t>::max());
            if (read == "text") v.text();
            if (read == "number") v.number();
            if (read == "boolean") v.boolean();
            if (read == "array") v.array();
            if (read == "object") v.object();
            if (read == "second") v.elements()[1].text();
            if (read == "member") v.at("x");
        });
        QVERIFY2(what.contains(message), qPrintable(what));
        QVERIFY2(what.startsWith("f.json: "), qPrintable(what));
    }

    void failNamesThePlace() {
        const JsonDocument doc(R"({"model": {"merges": ["a b", "c"]}})", "tokenizer.json");
        const JsonValue merge = doc.root().at("model").at("merges").elements()[1];
        QCOMPARE(merge.where(), std::string("tokenizer.json: model.merges[1]"));
        QCOMPARE(doc.root().where(), std::string("tokenizer.json"));
        QCOMPARE(errorOf([&] { merge.fail(msg("is not two tokens")); }),
                 QString("tokenizer.json: model.merges[1]: is not two tokens"));
    }
};

QTEST_APPLESS_MAIN(TestJsonReader)
#include "tst_json_reader.moc"
