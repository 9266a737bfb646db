// The core's messages (issue 26): the core says what is wrong as an English pattern plus its
// arguments; the CLI prints the English, the app the catalogue's words around the same file
// names, keys and numbers — nested messages translated too, an argument never re-read as a
// pattern.
#include <QtTest>

#include "core/io/file_kind.h"
#include "core/io/json_reader.h"
#include "core/types.h"
#include "ui/session/core_message.h"
#include "ui/window/language.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {

// What the JSON reader says about a number beyond double, as the CLI would print it.
Error tooLargeNumberError() {
    try {
        JsonDocument("{\"n_embd\": 1e999}", "config.json");
    } catch (const Error& e) {
        return e;
    }
    return Error("the file was read");
}

QString translated(const char* pattern) { return QCoreApplication::translate("CoreMessage", pattern); }

}  // namespace

class TestCoreMessage : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { installLanguage("en"); }

    void englishFillsThePatternOnce() {
        QCOMPARE(msg("%2 before %1", "a", 7).english(), std::string("7 before a"));
        QCOMPARE(msg("%1: %2", "x.json", msg("line %1, column %2", 4, 17)).english(),
                 std::string("x.json: line 4, column 17"));
        // an argument's own placeholder stays, and so does a % that is no placeholder
        QCOMPARE(msg("%1 is %2", "%2", "90 %").english(), std::string("%2 is 90 %"));
        QCOMPARE(msg("%1 of %3", "one").english(), std::string("one of %3"));
        QCOMPARE(Message::verbatim("keep %1 as is").english(), std::string("keep %1 as is"));
    }

    void anErrorCarriesItsMessage() {
        const Error e(msg("%1: has no tensor '%2'", "model.safetensors", "wte.weight"));
        QCOMPARE(std::string(e.what()), std::string("model.safetensors: has no tensor 'wte.weight'"));
        QCOMPARE(e.message().pattern(), std::string("%1: has no tensor '%2'"));
        QVERIFY(!e.message().isVerbatim());
        const Error copy = e;  // exceptions are copied when thrown: the message goes along
        QCOMPARE(copy.message().english(), std::string(e.what()));
        QVERIFY(Error("internal: x").message().isVerbatim());
    }

    // Without a catalogue (English), the app shows exactly what the CLI prints.
    void inEnglishTheAppSaysWhatTheCliSays() {
        installLanguage("en");
        const Error json = tooLargeNumberError();
        QCOMPARE(errorText(json), QString::fromStdString(json.what()));
        QVERIFY(QString::fromStdString(json.what()).startsWith("config.json: n_embd: the number 1e999"));
        const auto missing = notARegularFile("/nonexistent/kvscope/model.json");
        QVERIFY(missing);
        QCOMPARE(localized(*missing), QString::fromStdString(missing->english()));
        const std::runtime_error library("a library's own words");
        QCOMPARE(errorText(library), QString("a library's own words"));
    }

    void theCatalogueSpeaksTheLanguage_data() {
        QTest::addColumn<QString>("language");
        for (const char* code : {"de", "es", "zh_CN"}) QTest::newRow(code) << QString(code);
    }
    void theCatalogueSpeaksTheLanguage() {
        QFETCH(QString, language);
        QCOMPARE(installLanguage(language), language);
        // a real reader's error: the words change, the file, key and number stay
        const Error json = tooLargeNumberError();
        const QString shown = errorText(json);
        QVERIFY2(shown != QString::fromStdString(json.what()), qPrintable(shown));
        for (const char* kept : {"config.json", "n_embd", "1e999"}) QVERIFY2(shown.contains(kept), qPrintable(shown));
        // nested: the inner message is translated inside the outer one
        const QString inner = translated("does not exist");
        QVERIFY2(inner != "does not exist", qPrintable(inner));
        QCOMPARE(localized(msg("%1: %2", "x.json", msg("does not exist"))),
                 translated("%1: %2").arg("x.json", inner));
        // an argument that is itself translatable text is not looked up: a file named like a pattern
        QCOMPARE(localized(msg("%1: %2", "does not exist", msg("does not exist"))),
                 translated("%1: %2").arg("does not exist", inner));
    }
};

QTEST_MAIN(TestCoreMessage)
#include "tst_core_message.moc"
