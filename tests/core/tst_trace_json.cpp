// The trace JSON holds the article's numbers, writes atomically and reports bad paths.
#include <QtTest>

#include <fstream>

#include "core/engine.h"
#include "core/model_registry.h"
#include "core/trace_json.h"

using namespace kvscope;
using nlohmann::json;

class TestTraceJson : public QObject {
    Q_OBJECT
    json trace;

private slots:
    void initTestCase() {
        const ModelPtr model = weatherModel();
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        engine.decode(SamplingParams{});
        trace = json::parse(traceToJson(engine.timeline(), *model).dump());
    }

    void header() {
        QCOMPARE(trace["schema"].get<std::string>(), std::string("kvscope-trace/1"));
        QCOMPARE(trace["model"]["heads"].get<int>(), 4);
        QCOMPARE(trace["model"]["headNames"][0].get<std::string>(), std::string("even positions"));
        QCOMPARE(trace["steps"].size(), size_t(2));
    }

    void prefillNumbers() {
        const json& step = trace["steps"][0];
        QCOMPARE(step["phase"].get<std::string>(), std::string("prefill"));
        const json& heads = step["layers"][0]["heads"];
        QVERIFY(heads[0]["outputs"][0].is_null());  // Today under head 1: none
        QCOMPARE(heads[0]["outputs"][3][0].get<double>(), 12.5);
        QCOMPARE(heads[3]["outputs"][2][0].get<double>(), 31.0 / 3.0);  // round-trips exactly
        QCOMPARE(step["context"][3].get<std::vector<double>>(), (std::vector<double>{12.5, 5, 10, 9}));
        QVERIFY(heads[1]["maskedScores"][0][1].is_null());  // -inf is written as null
        QCOMPARE(heads[1]["scores"][0][0].get<double>(), 0.0);
        QCOMPARE(step["candidates"][0]["text"].get<std::string>(), std::string("nice"));
        QCOMPARE(step["candidates"][0]["logit"].get<double>(), 0.3 * 12.5 + 0.2 * 5 + 0.2 * 10 + 0.2 * 9);
        QCOMPARE(step["chosen"]["text"].get<std::string>(), std::string("nice"));
        QCOMPARE(step["tokens"][3]["source"].get<std::string>(), std::string("prompt"));
    }

    void decodeNumbers() {
        const json& step = trace["steps"][1];
        QCOMPARE(step["rowCount"].get<int>(), 1);
        QCOMPARE(step["tokens"][4]["text"].get<std::string>(), std::string("nice"));
        QCOMPARE(step["tokens"][4]["source"].get<std::string>(), std::string("generated"));
        QCOMPARE(step["layers"][0]["heads"][0]["weights"][0].get<std::vector<double>>(),
                 (std::vector<double>{0, 0.5, 0, 0.5, 0}));
        QCOMPARE(step["layers"][0]["kv"]["firstPosition"].get<int>(), 4);
        QCOMPARE(step["work"]["on"]["kvVectors"].get<int>(), 4);
        QCOMPARE(step["work"]["off"]["kvVectors"].get<int>(), 20);
        QCOMPARE(trace["totals"]["on"]["kvVectors"].get<int>(), 20);
        QCOMPARE(trace["totals"]["off"]["kvVectors"].get<int>(), 36);
    }

    void writesAtomically() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("t.json").toStdString();
        writeJsonFile(path, json{{"old", true}});
        writeJsonFile(path, trace);  // replaces the old document whole
        std::ifstream in(path);
        QCOMPARE(json::parse(in), trace);
        // the temporary file (hidden, uniquely named) is gone
        const auto all = QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot;
        QCOMPARE(QDir(dir.path()).entryList(all), QStringList{"t.json"});
    }

    void missingFolderIsAClearError() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("no/such/dir/t.json").toStdString();
        try {
            writeJsonFile(path, trace);
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY(QString(e.what()).contains("does not exist"));
        }
    }

    void aFolderInTheWayLosesNothing() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("t.json"));
        QFile keep(dir.filePath("t.json/keep.txt"));
        QVERIFY(keep.open(QIODevice::WriteOnly));
        keep.write("precious");
        keep.close();
        QVERIFY_THROWS_EXCEPTION(Error, writeJsonFile(dir.filePath("t.json").toStdString(), trace));
        QVERIFY(keep.open(QIODevice::ReadOnly));
        QCOMPARE(keep.readAll(), QByteArray("precious"));
    }

    void unwritableLocation() {
        // /proc refuses new files even for root
        QVERIFY_THROWS_EXCEPTION(Error, writeJsonFile("/proc/kvscope-trace.json", trace));
    }
};

QTEST_MAIN(TestTraceJson)
#include "tst_trace_json.moc"
