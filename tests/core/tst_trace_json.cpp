// The trace JSON holds the article's numbers, writes atomically and reports bad paths. It is
// streamed: the text equals dump(1) of the tree the writer used to build in memory (kept below
// as the reference), and arrives in chunks, never as one string.
#include <QtTest>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include "core/engine.h"
#include "core/model_registry.h"
#include "core/trace_json.h"
#include "tests/support/gpt2_fixture.h"

using namespace kvscope;
using nlohmann::json;

namespace reference {
// The trace as the tree-building writer produced it before the trace was streamed (the
// format's definition, README "kvscope-trace/1"); copied unchanged.
json number(Scalar v) {
    return std::isfinite(v) ? json(v) : json(nullptr);
}

template <typename M>
json matrixRows(const M& m) {
    json rows = json::array();
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        json row = json::array();
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            row.push_back(number(static_cast<Scalar>(m(r, c))));
        rows.push_back(std::move(row));
    }
    return rows;
}

json optionalRows(const Matrix& m, const std::vector<bool>& present) {
    json rows = json::array();
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        if (!present[static_cast<size_t>(r)]) {
            rows.push_back(nullptr);
            continue;
        }
        json row = json::array();
        for (Eigen::Index c = 0; c < m.cols(); ++c) row.push_back(number(m(r, c)));
        rows.push_back(std::move(row));
    }
    return rows;
}

json workToJson(const WorkCounts& w) {
    return {{"kvVectors", w.kvVectors},           {"attentionRows", w.attentionRows},
            {"attentionCells", w.attentionCells}, {"macsKv", w.macsKv},
            {"macsAttention", w.macsAttention},   {"macsOther", w.macsOther},
            {"macsLogits", w.macsLogits},         {"macs", w.macs()},
            {"kvBytesHeld", w.kvBytesHeld},       {"kvBytesRead", w.kvBytesRead},
            {"kvBytesWritten", w.kvBytesWritten}};
}

json stepToJson(const StepRecord& s, const Model& model, bool allLogits) {
    const auto tokenJson = [&](TokenId id) {
        return json{{"id", id}, {"text", model.tokenizer().displayText(id)}};
    };
    json step;
    step["index"] = s.index;
    step["phase"] = phaseName(s.phase);
    step["cacheMode"] = cacheModeName(s.cacheMode);
    step["kvElements"] = kvPrecisionName(s.kvPrecision);
    if (s.exactComparison)
        step["exactComparison"] = {{"exactChoice", tokenJson(s.exactComparison->exactTop)},
                                   {"exactChoiceProbability", s.exactComparison->exactTopProbability},
                                   {"klFromExact", s.exactComparison->kl}};
    if (s.kvQuant.enabled()) {
        // keys per-channel: whole groups of positions older than the newest `recent`
        const int old = std::max(0, static_cast<int>(s.tokens.size()) - s.kvQuant.recent);
        step["kvQuantization"] = {{"bits", s.kvQuant.bits},
                                  {"group", s.kvQuant.group},
                                  {"keys", s.kvQuant.keys == KvQuantAxis::PerChannel ? "per-channel" : "per-token"},
                                  {"values", s.kvQuant.values == KvQuantAxis::PerChannel ? "per-channel" : "per-token"},
                                  {"recent", s.kvQuant.recent},
                                  {"keyRowsQuantized", s.kvQuant.keys == KvQuantAxis::PerChannel
                                                           ? old / s.kvQuant.group * s.kvQuant.group : old},
                                  {"valueRowsQuantized", s.kvQuant.values == KvQuantAxis::PerChannel
                                                             ? old / s.kvQuant.group * s.kvQuant.group : old}};
    }
    if (s.kvEviction.enabled()) {
        // the newest query n−1 sees the S sinks and n−W+S … n−1; the step's first query saw from before−W+S
        const int n = static_cast<int>(s.tokens.size()), W = s.kvEviction.window, S = s.kvEviction.sinks;
        const int before = n - s.rowCount;
        step["kvEviction"] = {{"window", W},
                              {"sinks", S},
                              {"rowsHeld", std::min(n, W)},
                              {"evicted", {S, std::max(S, n - W + S)}},
                              {"evictedThisStep", {before > 0 ? std::max(S, before - W + S) : S, std::max(S, n - W + S)}}};
    }
    step["firstRow"] = s.firstRow;
    step["rowCount"] = s.rowCount;
    json tokens = json::array();
    for (size_t p = 0; p < s.tokens.size(); ++p) {
        json t = tokenJson(s.tokens[p]);
        t["position"] = p;
        t["source"] = static_cast<int>(p) < s.promptLength ? "prompt" : "generated";
        tokens.push_back(std::move(t));
    }
    step["tokens"] = std::move(tokens);
    json layers = json::array();
    for (size_t l = 0; l < s.layers.size(); ++l) {
        const LayerTrace& layer = s.layers[l];
        json heads = json::array();
        for (size_t h = 0; h < layer.heads.size(); ++h) {
            const HeadTrace& t = layer.heads[h];
            if (layer.detail == AttentionDetail::Full)
                heads.push_back({{"head", h},
                                 {"scores", matrixRows(t.scores)},
                                 {"maskedScores", matrixRows(t.maskedScores)},
                                 {"weights", matrixRows(t.weights)},
                                 {"outputs", optionalRows(t.outputs, t.hasOutput)}});
            else if (layer.detail != AttentionDetail::None)
                heads.push_back({{"head", h}, {"weights", matrixRows(t.weightsF)}});
        }
        json kvHeads = json::array();
        for (const KvRows& kv : layer.kv) {
            json h{{"keys", matrixRows(kv.keys)}, {"values", matrixRows(kv.values)}};
            const auto stored = [](const KvQuantRows& q) {
                return json{{"codes", matrixRows(q.codes.cast<Scalar>().eval())},
                            {"scales", matrixRows(q.scales.cast<Scalar>().eval())},
                            {"minimums", matrixRows(q.minimums.cast<Scalar>().eval())},
                            {"exact", matrixRows(q.exact.cast<Scalar>().eval())}};
            };
            if (kv.keysStored.codes.rows() > 0) h["keysStored"] = stored(kv.keysStored);
            if (kv.valuesStored.codes.rows() > 0) h["valuesStored"] = stored(kv.valuesStored);
            kvHeads.push_back(std::move(h));
        }
        layers.push_back({{"layer", l},
                          {"detail", attentionDetailName(layer.detail)},
                          {"heads", std::move(heads)},
                          {"combined", optionalRows(layer.combined, layer.hasCombined)},
                          {"kv",
                           {{"firstPosition", s.kvFirstPosition},
                            {"recomputed", s.kvRecomputed},
                            {"heads", std::move(kvHeads)}}}});
    }
    step["layers"] = std::move(layers);
    step["context"] = matrixRows(s.context);
    json candidates = json::array();
    for (size_t i = 0; i < s.candidates.size(); ++i) {
        json c = tokenJson(s.candidates[i]);
        c["logit"] = number(s.logits[static_cast<Eigen::Index>(i)]);
        c["probability"] = number(s.probabilities[static_cast<Eigen::Index>(i)]);
        candidates.push_back(std::move(c));
    }
    step["candidates"] = std::move(candidates);
    if (allLogits) {
        if (s.allLogits.size() == 0) {
            step["logits"] = nullptr;
        } else {
            json all = json::array();
            for (Eigen::Index i = 0; i < s.allLogits.size(); ++i)
                all.push_back(number(s.allLogits[i]));
            step["logits"] = std::move(all);
        }
    }
    json chosen = tokenJson(s.chosen);
    chosen["forced"] = s.forced;
    step["chosen"] = std::move(chosen);
    step["sampling"] = {{"temperature", s.sampling.temperature},
                        {"topK", s.sampling.topK},
                        {"topP", s.sampling.topP},
                        {"seed", s.sampling.seed}};
    step["work"] = {{"on", workToJson(s.workFor(CacheMode::On))},
                    {"off", workToJson(s.workFor(CacheMode::Off))}};
    step["wallSeconds"] = s.wallSeconds;
    step["recordBytes"] = s.recordBytes;
    return step;
}

json traceToJson(const Timeline& timeline, const Model& model, bool allLogits) {
    const ModelInfo& info = model.info();
    json doc;
    doc["schema"] = kTraceSchema;
    doc["model"] = {{"name", info.name},
                    {"title", info.title.english()},
                    {"family", info.family},
                    {"layers", info.layers},
                    {"heads", info.heads},
                    {"kvHeads", info.kvHeads},
                    {"keyDim", info.keyDim},
                    {"valueDim", info.valueDim},
                    {"maxPositions", info.maxPositions},
                    {"headNames", info.headNames}};
    json steps = json::array();
    for (const StepPtr& s : timeline) steps.push_back(stepToJson(*s, model, allLogits));
    doc["steps"] = std::move(steps);
    const int last = timeline.size() - 1;
    doc["totals"] = {{"on", workToJson(timeline.cumulativeWork(last, CacheMode::On))},
                     {"off", workToJson(timeline.cumulativeWork(last, CacheMode::Off))}};
    return doc;
}
}  // namespace reference

namespace {
std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}
}  // namespace

// The trace of a prefill of "weather" (7 positions) and one decode step with a KV cache lab
// format, each step compared with the exact cache; checked whole against the reference
// serializer (a mismatch fails the calling test).
namespace {
json labTrace(const ModelPtr& model, const KvFormat& format) {
    Engine engine(model, CacheMode::On, format);
    engine.setExactComparison(true);
    engine.prefill(model->tokenizer().encode("weather"), SamplingParams{});
    engine.decode(SamplingParams{});
    std::string text;
    writeTrace(
        engine.timeline(), model->info(), [&](TokenId id) { return model->tokenizer().displayText(id); },
        TraceOptions{}, [&](std::string_view chunk) { text.append(chunk); });
    const std::string want = reference::traceToJson(engine.timeline(), *model, false).dump(1) + '\n';
    if (text != want) QTest::qFail("the trace differs from the reference serializer's", __FILE__, __LINE__);
    return json::parse(text);
}
}  // namespace

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

    // Every detail level (full, reduced, none), dropped and kept logits, cache off: the streamed
    // text is byte for byte the reference tree's dump(1), and comes in bounded chunks.
    void streamEqualsTheTreeItReplaced() {
        QTemporaryDir dir;
        fixture::writeGpt2Folder(
            dir.path().toStdString(),
            {.config = fixture::recordingShape(), .tokenizer = fixture::FixtureTokenizer::Bytes});
        const ModelPtr model = loadModel(dir.path().toStdString());
        Engine engine(model, CacheMode::Off);
        RecordingPolicy policy;
        policy.setBudget(64 << 20);  // a few layers in full, the others reduced or dropped
        engine.setRecordingPolicy(policy);
        engine.prefill(model->tokenizer().encode("Today's weather is so nice, and the"),
                       SamplingParams{});
        engine.decode(SamplingParams{});
        engine.decode(SamplingParams{});
        std::set<AttentionDetail> details;
        for (const StepPtr& s : engine.timeline())
            for (const LayerTrace& l : s->layers) details.insert(l.detail);
        QVERIFY2(details.size() >= 2, "the budget should mix detail levels");
        for (const bool allLogits : {false, true}) {
            std::string text;
            size_t chunks = 0, largest = 0;
            writeTrace(
                engine.timeline(), model->info(),
                [&](TokenId id) { return model->tokenizer().displayText(id); },
                TraceOptions{allLogits},
                [&](std::string_view chunk) {
                    text.append(chunk);
                    ++chunks;
                    largest = std::max(largest, chunk.size());
                });
            const std::string expected =
                reference::traceToJson(engine.timeline(), *model, allLogits).dump(1) + '\n';
            QCOMPARE(text.size(), expected.size());
            QVERIFY(text == expected);
            QVERIFY2(largest <= (size_t(1) << 17), qPrintable(QString::number(largest)));
            QVERIFY(chunks > text.size() / (size_t(1) << 17));
            // and as a file, through the safe writer
            const std::string path = dir.filePath("t.json").toStdString();
            writeTraceFile(path, engine.timeline(), *model, TraceOptions{allLogits});
            QVERIFY(readFile(path) == expected);
        }
    }

    // A quantized cache (the KV cache lab) is named in every step, with the rows it read as
    // integers, so no figure of it is mistaken for the exact model's.
    void quantizedCacheIsInTheTrace() {
        QTemporaryDir dir;
        fixture::writeGpt2Folder(dir.path().toStdString(), {.tokenizer = fixture::FixtureTokenizer::Bytes});
        const ModelPtr model = loadModel(dir.path().toStdString());
        KvQuantization q;
        q.bits = 4;
        q.group = 2;
        q.recent = 1;
        const json doc = labTrace(model, KvFormat(KvStorage::F32, q));
        const json& prefill = doc["steps"][0]["kvQuantization"];
        QCOMPARE(prefill["bits"].get<int>(), 4);
        QCOMPARE(prefill["keys"].get<std::string>(), std::string("per-channel"));
        QCOMPARE(prefill["keyRowsQuantized"].get<int>(), 6);    // 7 − 1 recent = 6: three groups of 2
        QCOMPARE(prefill["valueRowsQuantized"].get<int>(), 6);  // per-token: every row but the newest
        const json& decode = doc["steps"][1]["kvQuantization"];
        QCOMPARE(decode["keyRowsQuantized"].get<int>(), 6);     // 8 − 1 = 7: still three whole groups
        QCOMPARE(decode["valueRowsQuantized"].get<int>(), 7);
        // the KV rows cell by cell as stored: a quantized key is code · scale + minimum (in
        // float, as the cache computes it), the newest row kept in f32 has codes −1
        const json& kv = doc["steps"][0]["layers"][0]["kv"]["heads"][0];
        const json& stored = kv["keysStored"];
        QCOMPARE(stored["codes"].size(), kv["keys"].size());
        int checked = 0;
        for (size_t r = 0; r < stored["codes"].size(); ++r)
            for (size_t c = 0; c < stored["codes"][r].size(); ++c) {
                const int code = stored["codes"][r][c].get<int>();
                if (code < 0) {
                    QCOMPARE(kv["keys"][r][c].get<double>(), stored["exact"][r][c].get<double>());
                    continue;
                }
                QVERIFY(code <= 15);
                const float read = float(code) * stored["scales"][r][c].get<float>() + stored["minimums"][r][c].get<float>();
                QCOMPARE(kv["keys"][r][c].get<float>(), read);
                ++checked;
            }
        QVERIFY(checked > 0);
        QCOMPARE(stored["codes"][6][0].get<int>(), -1);  // position 7, the newest: in f32
        QVERIFY(kv.contains("valuesStored"));
        // and each step against the exact cache on the same tokens
        QVERIFY(doc["steps"][1]["exactComparison"]["klFromExact"].get<double>() >= 0);
        QVERIFY(doc["steps"][1]["exactComparison"]["exactChoice"].contains("text"));
        QVERIFY(!trace["steps"][0].contains("kvQuantization"));  // an exact cache says nothing
        QVERIFY(!trace["steps"][0].contains("exactComparison"));
    }

    // A bounded cache: the setting and, per step, the positions its newest query no longer saw
    // and those this step evicted.
    void boundedCacheIsInTheTrace() {
        QTemporaryDir dir;
        fixture::writeGpt2Folder(dir.path().toStdString(), {.tokenizer = fixture::FixtureTokenizer::Bytes});
        const ModelPtr model = loadModel(dir.path().toStdString());
        const json doc = labTrace(model, KvFormat(KvStorage::F32, {}, KvEviction{5, 2}));
        const json& prefill = doc["steps"][0]["kvEviction"];
        QCOMPARE(prefill["window"].get<int>(), 5);
        QCOMPARE(prefill["sinks"].get<int>(), 2);
        QCOMPARE(prefill["rowsHeld"].get<int>(), 5);
        QCOMPARE(prefill["evicted"], json::parse("[2, 4]"));  // query 6 sees 0, 1 and 4, 5, 6
        QCOMPARE(prefill["evictedThisStep"], json::parse("[2, 4]"));
        const json& decode = doc["steps"][1]["kvEviction"];
        QCOMPARE(decode["evicted"], json::parse("[2, 5]"));  // query 7: 0, 1 and 5, 6, 7
        QCOMPARE(decode["evictedThisStep"], json::parse("[4, 5]"));
        QVERIFY(doc["steps"][1]["exactComparison"]["klFromExact"].get<double>() > 0);
        QVERIFY(!trace["steps"][0].contains("kvEviction"));  // an unbounded cache says nothing
    }

    void writesAtomically() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("t.json").toStdString();
        writeJsonFile(path, json{{"old", true}});
        writeJsonFile(path, trace);  // replaces the old document whole
        std::ifstream in(path);
        QCOMPARE(json::parse(in), trace);
        in.close();
        // the weather trace, streamed, is the reference tree's text
        const ModelPtr model = weatherModel();
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        engine.decode(SamplingParams{});
        writeTraceFile(path, engine.timeline(), *model);
        QVERIFY(readFile(path) ==
                reference::traceToJson(engine.timeline(), *model, false).dump(1) + '\n');
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
