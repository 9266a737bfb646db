// kvscope-cli as a user runs it: the printed steps, the trace file, and clear errors.
#include <QRegularExpression>
#include <QtTest>

#include <set>

#include <Eigen/Core>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

using nlohmann::json;

namespace {
struct Result {
    int exitCode = -1;
    QString out;
    QString err;
};

Result runCli(const QStringList& args) {
    QProcess p;
    p.start(KVSCOPE_CLI_PATH, args);
    if (!p.waitForFinished(60000)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// A copy of the reference GPT-2 folder with `from` replaced by `to` in one of its files.
QString brokenModel(const QTemporaryDir& dir, const QString& file, const QByteArray& from, const QByteArray& to) {
    const QString source = QStringLiteral(KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref/");
    for (const QString name : {"config.json", "model.safetensors", "tokenizer.json"}) {
        QFile in(source + name);
        if (!in.open(QIODevice::ReadOnly)) return {};
        QByteArray bytes = in.readAll();
        if (name == file) {
            if (!bytes.contains(from)) return {};
            bytes.replace(from, to);
        }
        QFile out(dir.filePath(name));
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size()) return {};
    }
    return dir.path();
}

json readJson(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return json::parse(f.readAll().toStdString());
}
}  // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    // On a terminal a progress line tells the prefill's and each step's layers, written over
    // itself and erased, so what stays on the screen is the output of a run without it; into
    // a pipe there is none. (The terminal is util-linux's `script`, a pseudo-terminal.)
    void progressLineOnlyOnATerminal() {
        const Result piped = runCli({"run", "--model", "tiny", "--steps", "2"});
        QCOMPARE(piped.exitCode, 0);
        QVERIFY2(!piped.err.contains('\r') && !piped.err.contains("layer"), qPrintable(piped.err));
        const QString script = QStandardPaths::findExecutable("script");
        if (script.isEmpty()) QSKIP("util-linux's script is not installed: no pseudo-terminal to run in");
        QProcess p;
        p.start(script, {"-qec", QString("'%1' run --model tiny --steps 2").arg(KVSCOPE_CLI_PATH), "/dev/null"});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString screen = QString::fromUtf8(p.readAllStandardOutput());
        for (const char* line : {"opening tiny …", "prefill of 6 tokens · layer 1 of 8", "prefill of 6 tokens · layer 8 of 8",
                                 "decode step 1 of 2 · layer 8 of 8", "decode step 2 of 2 · layer 8 of 8"})
            QVERIFY2(screen.contains(line), line);
        // every progress line is erased ("\r" + erase to the end of the line) before the next
        // output: without them the terminal shows what the pipe got (with CR LF line ends)
        QString rest = screen;
        rest.remove(QRegularExpression(R"(\r\x1b\[K[^\r\n]*(?=\r\x1b\[K))"));
        rest.remove("\r\x1b[K");
        rest.replace("\r\n", "\n");
        // (the steps' measured times differ from run to run)
        const QRegularExpression time(R"(time +[0-9.]+ ms)");
        QString expected = piped.out;
        QCOMPARE(rest.replace(time, "time"), expected.replace(time, "time"));
    }

    void threeStepsWithTrace() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        const Result r = runCli({"run", "--model", "weather", "--steps", "3", "--trace-json", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("[12.5, 5, 10, 9]"));
        QVERIFY(r.out.contains("10.33"));
        QVERIFY(r.out.contains("—"));
        QVERIFY(r.out.contains("wrote " + path));
        const json t = readJson(path);
        QCOMPARE(t["steps"].size(), size_t(4));
        const json& prefill = t["steps"][0];
        QCOMPARE(prefill["context"][3].get<std::vector<double>>(), (std::vector<double>{12.5, 5, 10, 9}));
        QVERIFY(prefill["layers"][0]["heads"][0]["outputs"][0].is_null());
        QCOMPARE(prefill["layers"][0]["heads"][3]["outputs"][2][0].get<double>(), 31.0 / 3.0);
        QCOMPARE(t["steps"][1]["tokens"][4]["text"].get<std::string>(), std::string("nice"));
        QCOMPARE(t["steps"][1]["context"][0].get<std::vector<double>>(), (std::vector<double>{12.5, 8, 10, 8.8}));
        QCOMPARE(t["steps"][3]["work"]["on"]["kvVectors"].get<int>(), 4);
        QCOMPARE(t["steps"][3]["work"]["off"]["kvVectors"].get<int>(), 28);
    }

    void runsAGpt2Folder() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        const QString model = QStringLiteral(KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref");
        const Result r = runCli({"run", "--model", model, "--steps", "2", "--quiet", "--trace-json", path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const json t = readJson(path);
        QCOMPARE(t["steps"].size(), size_t(3));
        QCOMPARE(t["steps"][0]["layers"].size(), size_t(2));
        QCOMPARE(t["steps"][0]["layers"][0]["heads"].size(), size_t(4));
        // tests/data/gpt2-tiny-ref/expected.json: the prompt, then PyTorch's greedy choice 309
        QCOMPARE(t["steps"][0]["tokens"].size(), size_t(10));
        QCOMPARE(t["steps"][2]["tokens"].size(), size_t(12));
        QCOMPARE(t["steps"][0]["chosen"]["id"].get<int>(), 309);
    }

    void noCacheGivesTheSameNumbers() {
        QTemporaryDir dir;
        QCOMPARE(runCli({"run", "--steps", "3", "--trace-json", dir.filePath("on.json")}).exitCode, 0);
        QCOMPARE(runCli({"run", "--steps", "3", "--no-cache", "--trace-json", dir.filePath("off.json")}).exitCode, 0);
        const json on = readJson(dir.filePath("on.json"));
        const json off = readJson(dir.filePath("off.json"));
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(on["steps"][i]["context"], off["steps"][i]["context"]);
            QCOMPARE(on["steps"][i]["candidates"], off["steps"][i]["candidates"]);
            QCOMPARE(off["steps"][i]["cacheMode"].get<std::string>(), std::string("off"));
        }
        QCOMPARE(off["steps"][2]["layers"][0]["kv"]["recomputed"].get<bool>(), true);
    }

    void promptAndForcedToken() {
        QTemporaryDir dir;
        const Result r = runCli({"run", "--prompt", "weather is so", "--steps", "1", "--force", "warm@0",
                                 "--trace-json", dir.filePath("t.json")});
        QCOMPARE(r.exitCode, 0);
        const json t = readJson(dir.filePath("t.json"));
        QCOMPARE(t["steps"][0]["chosen"]["text"].get<std::string>(), std::string("warm"));
        QCOMPARE(t["steps"][0]["chosen"]["forced"].get<bool>(), true);
        QCOMPARE(t["steps"][1]["tokens"][3]["text"].get<std::string>(), std::string("warm"));
        // the run ends with its text: the prompt, then every chosen token
        QVERIFY2(r.out.contains("text    weather is so|warm nice\n"), qPrintable(r.out));
    }

    void theBuiltInTinyGptContinuesTheWeatherPrompt() {
        const Result r = runCli({"run", "--model", "tiny", "--steps", "1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("text    <|endoftext|>Today's weather is so| nice!\n"), qPrintable(r.out));
    }

    void halfPrecisionWeightsGiveTheSameText() {
        const Result r = runCli({"run", "--model", "tiny", "--steps", "3", "--weights", "f16"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("8 heads, f16 weights)"), qPrintable(r.out));
        const Result f32 = runCli({"run", "--model", "tiny", "--steps", "3"});
        QVERIFY2(f32.out.contains("8 heads, f32 weights)"), qPrintable(f32.out));
        const auto text = [](const QString& out) { return out.mid(out.lastIndexOf("text    ")); };
        QCOMPARE(text(r.out), text(f32.out));
        QVERIFY(text(r.out).startsWith("text    <|endoftext|>Today's weather is so|"));
        // the toy has no weights to round and says nothing about them
        QVERIFY(!runCli({"run", "--weights", "f16"}).out.section('\n', 0, 0).contains("weights"));
    }

    // --kv f16: the run says how K/V are stored, the trace says it per step, every byte count
    // of the cache is half the f32 run's, and the stored rows are f16 values. The toy keeps its
    // exact doubles whatever is asked.
    void halfPrecisionKvCache() {
        QTemporaryDir dir;
        const QString f16 = dir.filePath("f16.json"), f32 = dir.filePath("f32.json");
        const Result r = runCli({"run", "--model", "tiny", "--steps", "3", "--kv", "f16", "--trace-json", f16});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("K/V stored as f16"), qPrintable(r.out));
        QCOMPARE(runCli({"run", "--model", "tiny", "--steps", "3", "--trace-json", f32}).exitCode, 0);
        const json half = readJson(f16), full = readJson(f32);
        for (size_t s = 0; s < 4; ++s) {
            QCOMPARE(half["steps"][s]["kvElements"].get<std::string>(), std::string("f16"));
            QCOMPARE(full["steps"][s]["kvElements"].get<std::string>(), std::string("f32"));
            for (const char* key : {"kvBytesHeld", "kvBytesRead", "kvBytesWritten"})
                QCOMPARE(2 * half["steps"][s]["work"]["on"][key].get<std::int64_t>(),
                         full["steps"][s]["work"]["on"][key].get<std::int64_t>());
        }
        const json& keys = half["steps"][3]["layers"][0]["kv"]["heads"][0]["keys"];
        QVERIFY(!keys.empty());
        for (const json& row : keys)
            for (const json& x : row) {
                const float value = x.get<float>();
                QCOMPARE(static_cast<float>(Eigen::half(value)), value);  // a float16 value
            }
        const Result toy = runCli({"run", "--kv", "bf16"});
        QCOMPARE(toy.exitCode, 0);
        QVERIFY2(toy.out.contains("K/V stored as f64"), qPrintable(toy.out));
    }

    // --kv int8/int4 (the KV cache lab): the run names the setting, every step of the trace
    // says which rows it read as integers, the bytes held shrink as the formula says, and the
    // values the records hold are the dequantized ones the model read.
    void quantizedKvCache() {
        QTemporaryDir dir;
        const QString path = dir.filePath("int4.json");
        const Result r = runCli({"run", "--model", "tiny", "--steps", "3", "--kv", "int4", "--kv-group", "2",
                                 "--kv-recent", "1", "--kv-keys", "token", "--trace-json", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("older rows quantized: int4 · keys per-token, values per-token · groups of 2 · "
                                "newest 1 in f32"),
                 qPrintable(r.out));
        const json trace = readJson(path);
        for (size_t s = 0; s < 4; ++s) {
            const json& step = trace["steps"][s];
            const int n = static_cast<int>(step["tokens"].size());
            QCOMPARE(step["kvElements"].get<std::string>(), std::string("f32"));
            QCOMPARE(step["kvQuantization"]["keyRowsQuantized"].get<int>(), n - 1);
            QCOMPARE(step["kvQuantization"]["valueRowsQuantized"].get<int>(), n - 1);
            // per layer and head (8 × 8, 16 channels in 8 groups of 2): n − 1 rows of 8 code
            // bytes and 8 · 4 bytes of scales, one f32 row of 64 bytes — for K and for V
            const std::int64_t perHead = 2 * ((n - 1) * (8 + 8 * 4) + 64);
            QCOMPARE(step["work"]["on"]["kvBytesHeld"].get<std::int64_t>(), 64 * perHead);
        }
        // the records hold what the model read: in a quantized row each pair of channels (a
        // group of 2) is its minimum and maximum, codes 0 and 15 — the smaller is the group's
        // stored f16 minimum, and they are 15 f16 scales apart
        const json& keys = trace["steps"][0]["layers"][0]["kv"]["heads"][0]["keys"];  // the prefill's: every row
        QVERIFY(keys.size() >= 2);
        for (size_t c = 0; c < 16; c += 2) {
            const float a = keys[0][c].get<float>(), b = keys[0][c + 1].get<float>();
            const float low = std::min(a, b), scale = (std::max(a, b) - low) / 15;
            QCOMPARE(static_cast<float>(Eigen::half(low)), low);
            QVERIFY2(std::abs(static_cast<float>(Eigen::half(scale)) - scale) <= 1e-6f * scale,
                     qPrintable(QString("channels %1, %2: %3 and %4").arg(c).arg(c + 1).arg(a).arg(b)));
        }
        const Result exact = runCli({"run", "--model", "tiny", "--steps", "3", "--kv", "int8"});
        QCOMPARE(exact.exitCode, 0);
        QVERIFY2(exact.out.contains("older rows quantized: int8 · keys per-channel, values per-token · groups of 32,"),
                 qPrintable(exact.out));
    }

    // A bounded cache from the command line: the header says so, the trace has each step's
    // eviction, the cache holds the window and the text differs from the exact cache's.
    void boundedKvCache() {
        QTemporaryDir dir;
        const QString path = dir.filePath("window.json");
        const Result r = runCli({"run", "--model", "tiny", "--steps", "6", "--kv-window", "4", "--kv-sinks", "1",
                                 "--trace-json", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("bounded to a window of 4 with 1 sink"), qPrintable(r.out));
        // each step says what its newest query no longer saw and how far it is from the exact cache
        QVERIFY2(r.out.contains("evicted       positions 2–"), qPrintable(r.out));
        QVERIFY2(r.out.contains("(the newest query saw 4 of "), qPrintable(r.out));
        QVERIFY2(r.out.contains("vs exact      KL "), qPrintable(r.out));
        const json trace = readJson(path);
        const json& last = trace["steps"][6];
        const int n = static_cast<int>(last["tokens"].size());
        QCOMPARE(last["kvEviction"]["rowsHeld"].get<int>(), 4);
        QCOMPARE(last["kvEviction"]["evicted"], json::array({1, n - 3}));  // the newest query sees 0 and n−3 … n−1
        QCOMPARE(last["work"]["on"]["kvBytesHeld"].get<std::int64_t>(), std::int64_t(4) * 8 * 8 * 2 * 16 * 4);
        QVERIFY(last["exactComparison"]["klFromExact"].get<double>() > 0);
        const Result exact = runCli({"run", "--model", "tiny", "--steps", "6"});
        QCOMPARE(exact.exitCode, 0);
        const auto text = [](const QString& out) { return out.section("text    ", 1).section('\n', 0, 0); };
        QVERIFY(!text(r.out).isEmpty());
        QVERIFY2(text(r.out) != text(exact.out), qPrintable(text(r.out)));
    }

    // Heavy hitters from the command line: the header says so, each step which older positions
    // most layer-heads keep, the trace each layer-head's evicted keys; a GQA model is refused.
    void heavyHitterKvCache() {
        QTemporaryDir dir;
        const QString path = dir.filePath("heavy.json");
        const Result r = runCli({"run", "--model", "tiny", "--steps", "6", "--kv-window", "6", "--kv-heavy", "3",
                                 "--trace-json", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("bounded to a window of 6 with 3 heavy hitters"), qPrintable(r.out));
        QVERIFY2(r.out.contains("heavy hitters each layer-head keeps 3 older positions (the newest query saw 6 of "),
                 qPrintable(r.out));
        const json trace = readJson(path);
        const json& last = trace["steps"][6];
        const int n = static_cast<int>(last["tokens"].size());
        const json& e = last["kvEviction"];
        QCOMPARE(e["heavyHitters"].get<int>(), 3);
        QCOMPARE(e["rowsHeld"].get<int>(), 6);
        QCOMPARE(e["evictedKeys"].size(), size_t(8));     // layers
        QCOMPARE(e["evictedKeys"][0].size(), size_t(8));  // heads
        std::set<json> choices;
        for (const json& layer : e["evictedKeys"])
            for (const json& head : layer) {
                QCOMPARE(int(head.size()), n - 6);
                choices.insert(head);
            }
        QVERIFY(choices.size() > 1);  // heads keep different positions
        QCOMPARE(e["evictedKeysThisStep"][0][0].size(), size_t(1));  // a decode step evicts one key per head
        QCOMPARE(last["work"]["on"]["kvBytesHeld"].get<std::int64_t>(), std::int64_t(6) * 8 * 8 * 2 * 16 * 4);
        const Result gqa = runCli({"run", "--model", "tiny-gqa", "--kv-window", "8", "--kv-heavy", "4"});
        QVERIFY(gqa.exitCode != 0);
        QVERIFY2(gqa.err.contains("(GQA)"), qPrintable(gqa.err));
    }

    // Pooled KV heads as a live model: the header names the pooling, each step its distance
    // from the model as trained, the trace the pooled shape and a quarter of the bytes.
    void pooledKvHeads() {
        QTemporaryDir dir;
        const QString path = dir.filePath("pooled.json");
        const Result r = runCli({"run", "--model", "tiny", "--steps", "3", "--kv-heads", "2", "--trace-json", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("KV heads pooled 8 → 2"), qPrintable(r.out));
        QVERIFY2(r.out.contains("vs exact      KL "), qPrintable(r.out));
        const json trace = readJson(path);
        const json& last = trace["steps"][3];
        const int n = static_cast<int>(last["tokens"].size());
        QCOMPARE(last["work"]["on"]["kvBytesHeld"].get<std::int64_t>(), std::int64_t(n) * 8 * 2 * 2 * 16 * 4);
        QVERIFY(last["exactComparison"]["klFromExact"].get<double>() > 0);
        const Result three = runCli({"run", "--model", "tiny", "--kv-heads", "3"});
        QCOMPARE(three.exitCode, 1);
        QVERIFY2(three.err.contains("needs a number of KV heads that divides 8"), qPrintable(three.err));
        const Result llama = runCli({"run", "--model", "tiny-gqa", "--kv-heads", "1"});
        QCOMPARE(llama.exitCode, 1);
        QVERIFY2(llama.err.contains("GPT-2-family"), qPrintable(llama.err));
    }

    // kv-pages: prompts and a fork decoded together on a pool of blocks; the JSON's steps agree
    // with the pool's rules (the fork shares its parent's blocks when it joins, everything is
    // freed at the end, the peak is the largest step's)
    void kvPages() {
        QTemporaryDir dir;
        const QString path = dir.filePath("pages.json");
        const Result r = runCli({"kv-pages", "--model", "tiny", "--forks", "1", "--generate", "6", "--block", "4",
                                 "--blocks", "32", "--json", path});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("pool     32 blocks of 4 positions"), qPrintable(r.out));
        QVERIFY2(r.out.contains("C  fork of A from step 2 (its candidate 2), 6 tokens"), qPrintable(r.out));
        const json doc = readJson(path);
        QCOMPARE(doc["schema"].get<std::string>(), std::string("kvscope-pages/1"));
        const json& steps = doc["steps"];
        const json& join = steps[2]["sequences"][2];
        QCOMPARE(join["state"].get<std::string>(), std::string("joined"));
        QCOMPARE(join["blocks"], steps[2]["sequences"][0]["blocks"]);
        QVERIFY(steps[2]["pool"]["blocksShared"].get<int>() >= 1);
        int peak = 0;
        for (const json& s : steps) peak = std::max(peak, s["pool"]["blocksUsed"].get<int>());
        QCOMPARE(doc["peakBlocks"].get<int>(), peak);
        QCOMPARE(steps.back()["pool"]["blocksUsed"].get<int>(), 0);
        for (const json& q : steps.back()["sequences"]) QCOMPARE(q["state"].get<std::string>(), std::string("finished"));
        const Result full = runCli({"kv-pages", "--model", "tiny", "--block", "4", "--blocks", "2"});
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.err.contains("blocks is too small"), qPrintable(full.err));
    }

    // kv-lab: the table and its CSV, on the lab's held-out passage (its first 300 tokens)
    void kvLab() {
        QTemporaryDir dir;
        const QString csv = dir.filePath("lab.csv");
        const QString text = QString(KVSCOPE_SOURCE_DIR) + "/resources/lab/heldout-passage.txt";
        const Result r =
            runCli({"kv-lab", "--model", "tiny", "--text", text, "--tokens", "300", "--heavy", "16", "--csv", csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("300 tokens in 3 windows of up to 128 positions, 300 next tokens scored"), qPrintable(r.out));
        QVERIFY2(r.out.contains("int4 · keys per-channel, values per-token · groups of 32"), qPrintable(r.out));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).trimmed().split('\n');
        // the header, the exact cache, six settings, three windows and three poolings (8 → 4, 2, 1)
        QCOMPARE(lines.size(), 14);
        QVERIFY(lines[0].startsWith("setting,elements,bits,keys,values,group,recent,kv_bytes,"));
        QVERIFY2(lines[1].startsWith("\"f32 (exact)\",f32,0,,,0,0,1048576,1.0000,"), qPrintable(lines[1]));
        QVERIFY2(lines[2].startsWith("\"f16\",f16,0,,,0,0,524288,0.5000,"), qPrintable(lines[2]));
        // a window of 32 (the default) holds a quarter of the 128 positions
        QVERIFY2(lines[8].startsWith("\"window of 32\",f32,0,,,0,0,262144,0.2500,"), qPrintable(lines[8]));
        QVERIFY2(lines[8].endsWith(",8,32,0,0"), qPrintable(lines[8]));  // kv_heads, window, sinks, heavy
        QVERIFY2(lines[9].startsWith("\"window of 32 with 4 sinks\",f32,0,,,0,0,262144,0.2500,"), qPrintable(lines[9]));
        QVERIFY2(lines[10].startsWith("\"window of 32 with 16 heavy hitters\",f32,0,,,0,0,262144,0.2500,"),
                 qPrintable(lines[10]));
        QVERIFY2(lines[10].endsWith(",8,32,0,16"), qPrintable(lines[10]));
        QVERIFY2(lines[13].startsWith("\"MQA: KV heads mean-pooled 8 → 1\",f32,0,,,0,0,131072,0.1250,"), qPrintable(lines[13]));
        QVERIFY2(lines[13].endsWith(",1,0,0,0"), qPrintable(lines[13]));  // kv_heads, window, sinks, heavy

        const Result missing = runCli({"kv-lab", "--model", "tiny", "--text", dir.filePath("none.txt")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("none.txt"), qPrintable(missing.err));
        const Result badPool = runCli({"kv-lab", "--model", "tiny", "--text", text, "--tokens", "10", "--pool", "3"});
        QCOMPARE(badPool.exitCode, 1);
        QVERIFY2(badPool.err.contains("divides 8"), qPrintable(badPool.err));
        const Result toy = runCli({"kv-lab", "--model", "weather", "--text", text});
        QCOMPARE(toy.exitCode, 1);
        QVERIFY2(toy.err.contains("the lab measures real models"), qPrintable(toy.err));
    }

    void sampling() {
        const Result a = runCli({"run", "--steps", "5", "--temperature", "2", "--seed", "3"});
        const Result b = runCli({"run", "--steps", "5", "--temperature", "2", "--seed", "3"});
        QCOMPARE(a.exitCode, 0);
        const auto chosen = [](const QString& out) {
            QStringList lines;
            for (const QString& l : out.split('\n'))
                if (l.contains("chosen")) lines << l;
            return lines;
        };
        QCOMPARE(chosen(a.out), chosen(b.out));
        QVERIFY(a.out.contains("temperature 2, seed 3"));
    }

    void errors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown word") << QStringList{"run", "--prompt", "Today rain"}
                                      << "unknown word 'rain'; this model knows: Today, weather";
        QTest::newRow("empty prompt") << QStringList{"run", "--prompt", ""} << "--prompt is empty";
        QTest::newRow("unknown model") << QStringList{"run", "--model", "gpt5"} << "no model called 'gpt5'";
        QTest::newRow("bad force") << QStringList{"run", "--force", "warm"} << "TOKEN@STEP";
        QTest::newRow("force unknown token") << QStringList{"run", "--force", "rain@0"} << "'rain' is not a token";
        QTest::newRow("force past the run") << QStringList{"run", "--steps", "1", "--force", "warm@4"}
                                            << "only steps 0 to 1";
        QTest::newRow("unpredictable token") << QStringList{"run", "--force", "weather@0"}
                                             << "does not predict it";
        QTest::newRow("bad top-p") << QStringList{"run", "--top-p", "0"} << "top-p must be in (0, 1]";
        QTest::newRow("negative steps") << QStringList{"run", "--steps", "-2"} << "--steps";
        QTest::newRow("no subcommand") << QStringList{} << "subcommand";
        QTest::newRow("missing folder")
            << QStringList{"run", "--trace-json", "/nonexistent/dir/t.json"} << "does not exist";
        QTest::newRow("bad weights") << QStringList{"run", "--model", "tiny", "--weights", "f8"} << "--weights";
        QTest::newRow("bad kv") << QStringList{"run", "--model", "tiny", "--kv", "int3"} << "--kv";
        QTest::newRow("kv group without quantization")
            << QStringList{"run", "--model", "tiny", "--kv", "f16", "--kv-group", "8"} << "only with --kv int8 or --kv int4";
        QTest::newRow("kv group out of range")
            << QStringList{"run", "--model", "tiny", "--kv", "int4", "--kv-group", "0"} << "--kv-group";
        QTest::newRow("bad kv key axis")
            << QStringList{"run", "--model", "tiny", "--kv", "int4", "--kv-keys", "row"} << "--kv-keys";
        QTest::newRow("kv window with int4")
            << QStringList{"run", "--model", "tiny", "--kv", "int4", "--kv-window", "8"} << "cannot also be bounded";
        QTest::newRow("kv sinks filling the window")
            << QStringList{"run", "--model", "tiny", "--kv-window", "4", "--kv-sinks", "4"} << "keeps 0 to 3 sinks";
        QTest::newRow("kv heavy hitters filling the window")
            << QStringList{"run", "--model", "tiny", "--kv-window", "4", "--kv-heavy", "4"} << "keeps 0 to 3 heavy hitters";
        QTest::newRow("kv heavy hitters with sinks")
            << QStringList{"run", "--model", "tiny", "--kv-window", "8", "--kv-sinks", "1", "--kv-heavy", "4"}
            << "--kv-heavy";
        QTest::newRow("kv sinks without a window")
            << QStringList{"run", "--model", "tiny", "--kv-sinks", "4"} << "--kv-window";
        QTest::newRow("kv with a draft")
            << QStringList{"run", "--model", "tiny", "--draft", "tiny-draft", "--kv", "f16"} << "--kv";
        QTest::newRow("draft of another vocabulary")
            << QStringList{"run", "--model", "tiny", "--draft", "weather"} << "speculative decoding needs one vocabulary";
        QTest::newRow("draft without the cache")
            << QStringList{"run", "--model", "tiny", "--draft", "tiny-draft", "--no-cache"} << "--no-cache";
        QTest::newRow("draft-k without a draft") << QStringList{"run", "--model", "tiny", "--draft-k", "3"} << "--draft";
        QTest::newRow("draft-k out of range")
            << QStringList{"run", "--model", "tiny", "--draft", "tiny-draft", "--draft-k", "40"} << "--draft-k";
    }

    // Speculative decoding with the built-in pair: greedy text equal to the target's own, the
    // rounds printed, and the trace counting rounds and target passes.
    void speculativeDecodingKeepsTheTargetsGreedyText() {
        QTemporaryDir dir;
        const QString path = dir.filePath("spec.json");
        const Result plain = runCli({"run", "--model", "tiny", "--steps", "15"});
        const Result spec =
            runCli({"run", "--model", "tiny", "--draft", "tiny-draft", "--draft-k", "4", "--steps", "15", "--trace-json", path});
        QCOMPARE(spec.exitCode, 0);
        QVERIFY2(spec.out.contains("round 1  at ") && spec.out.contains("drafted tokens accepted"), qPrintable(spec.out));
        const auto text = [](const QString& out) {
            return QRegularExpression("\ntext    ([^\n]*)").match(out).captured(1);
        };
        QVERIFY(!text(plain.out).isEmpty());
        QVERIFY2(text(spec.out).startsWith(text(plain.out)), qPrintable(text(spec.out) + " / " + text(plain.out)));
        const json trace = readJson(path);
        QCOMPARE(trace["format"].get<std::string>(), std::string("kvscope-speculative-trace"));
        const int rounds = trace["totals"]["rounds"].get<int>();
        QCOMPARE(int(trace["rounds"].size()), rounds);
        QCOMPARE(trace["totals"]["target_passes"].get<int>(), rounds + 1);  // + the prompt's prefill
        QVERIFY(trace["totals"]["tokens"].get<int>() >= 16);
        QVERIFY(rounds < 16);  // fewer target passes than tokens: the point of it
        for (const json& r : trace["rounds"]) {
            QCOMPARE(int(r["drafted"].size()), 4);
            QCOMPARE(r["rolled_back"]["target"].get<int>(), 4 - r["accepted"].get<int>());
        }
    }
    void errors() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = runCli(args);
        QVERIFY2(r.exitCode > 0, qPrintable(QString::number(r.exitCode)));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // Past the model's context a run stops, says so, and keeps what it computed (it used to
    // exit 1 and write nothing): the weather toy holds 64 positions, 4 of them the prompt.
    void aRunStopsAtTheContextLimitAndKeepsItsSteps() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        const Result r = runCli({"run", "--steps", "100", "--trace-json", path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.err, QString("kvscope-cli: the context is full: this model takes at most 64 "
                                "positions, so the run "
                                "stops after step 60 of 100\n"));
        QVERIFY(r.out.contains("wrote " + path));
        const json t = readJson(path);
        QCOMPARE(t["steps"].size(), size_t(61));
        QCOMPARE(t["steps"][60]["tokens"].size(), size_t(64));
        // exactly at the limit: no message
        const Result full = runCli({"run", "--steps", "60", "--quiet"});
        QCOMPARE(full.exitCode, 0);
        QCOMPARE(full.err, QString());
    }

    void existingTraceSurvivesAFailedRun() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep me");
        f.close();
        QVERIFY(runCli({"run", "--prompt", "Today rain", "--trace-json", path}).exitCode != 0);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("keep me"));
    }

    // Two runs writing one trace at once (the old fixed "t.json.part" left invalid JSON in half
    // the rounds): both succeed, and the file is one whole trace, from either run. The traces
    // are large (1–2 MB: every logit of the tiny model) so that the two writes overlap.
    void concurrentRunsLeaveOneWholeTrace() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        const QStringList run{"run", "--model", "tiny", "--quiet", "--logits", "all", "--trace-json", path};
        for (int round = 0; round < 8; ++round) {
            QProcess a, b;
            a.start(KVSCOPE_CLI_PATH, run + QStringList{"--steps", "1"});
            b.start(KVSCOPE_CLI_PATH, run + QStringList{"--steps", "3"});
            QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
            QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
            QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const std::string text = f.readAll().toStdString();
            QVERIFY2(json::accept(text), qPrintable(QString("round %1: torn trace").arg(round)));
            const size_t steps = json::parse(text)["steps"].size();
            QVERIFY2(steps == 2 || steps == 4, qPrintable(QString::number(steps)));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{"t.json"});
    }

    // A fifo stands for any node that is not a file (as root, /dev/null became a plain file).
    void aTraceOverAFifoIsRefused() {
        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        QVERIFY(::mkfifo(path.toLocal8Bit().constData(), 0644) == 0);
        const Result r = runCli({"run", "--quiet", "--trace-json", path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cannot write " + path + ": it exists and is not a regular file"), qPrintable(r.err));
        struct stat st {};
        QVERIFY(::lstat(path.toLocal8Bit().constData(), &st) == 0 && S_ISFIFO(st.st_mode));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
                 QStringList{"t.json"});
    }

    // The reference GPT-2's prompt as ids gives the same run as its text, and --logits all
    // writes all 557 logits of every step.
    void promptIdsAndAllLogits() {
        QTemporaryDir dir;
        const QString model = QStringLiteral(KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref");
        const Result r = runCli({"run", "--model", model, "--prompt-ids", "556,51,375,323,338,356,265,372,318,523",
                                 "--steps", "1", "--quiet", "--logits", "all", "--trace-json", dir.filePath("t.json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const json t = readJson(dir.filePath("t.json"));
        QCOMPARE(t["steps"][0]["tokens"].size(), size_t(10));
        QCOMPARE(t["steps"][0]["chosen"]["id"].get<int>(), 309);  // PyTorch's greedy choice
        QCOMPARE(t["steps"][0]["logits"].size(), size_t(557));
        QCOMPARE(t["steps"][1]["logits"].size(), size_t(557));
        QCOMPARE(t["steps"][0]["layers"][0]["detail"].get<std::string>(), std::string("full"));
        QVERIFY(t["steps"][0]["recordBytes"].get<std::int64_t>() > 0);
        // the top-k default writes no "logits"
        QCOMPARE(runCli({"run", "--model", model, "--quiet", "--trace-json", dir.filePath("k.json")}).exitCode, 0);
        QVERIFY(!readJson(dir.filePath("k.json"))["steps"][0].contains("logits"));
    }

    void badPromptIds_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a number") << QStringList{"run", "--prompt-ids", "1,x"} << "--prompt-ids takes token ids";
        QTest::newRow("with --prompt") << QStringList{"run", "--prompt", "so", "--prompt-ids", "1"} << "excludes";
        QTest::newRow("outside the vocabulary")
            << QStringList{"run", "--model", KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref", "--prompt-ids", "5000"}
            << "5000";
        QTest::newRow("bad --logits") << QStringList{"run", "--logits", "some"} << "--logits";
    }
    void badPromptIds() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Result r = runCli(args);
        QVERIFY(r.exitCode > 0);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // Ids and readable tokens: ␣ for a leading space, ⇥ for a tab, <0x0D> for a carriage return.
    void tokenize() {
        const QString model = QStringLiteral(KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref");
        const Result r = runCli({"tokenize", "--model", model, "Today's weather is so"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith("9 tokens\n"));
        QVERIFY(r.out.contains("     356  ␣we\n"));
        QVERIFY(r.out.contains("     523  ␣so\n"));
        QVERIFY(r.out.contains("ids 51,375,323,338,356,265,372,318,523\n"));  // expected.json's prompt
        const Result c = runCli({"tokenize", "--model", model, "a\tb\rc"});
        QVERIFY(c.out.contains("⇥") && c.out.contains("<0x0D>"));
        QVERIFY(c.out.contains("ids 64,197,65,201,66\n"));
        QVERIFY(runCli({"tokenize", "--model", model}).exitCode > 0);  // no text
    }

    void inspect() {
        const Result r = runCli({"inspect", KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("2 layers, 4 heads of 16, width 64, 64 positions, 557 tokens"));
        QVERIFY(r.out.contains("tensors     28\n"));  // wte, wpe, 12 per block, ln_f weight and bias
        QVERIFY(r.out.contains("transformer.h.1.mlp.c_fc.weight  F32 [64, 256]"));
        // by hand from config.json (V 557, T 64, d 64, L 2):
        // (V + T)·d + L·(12·d² + 13·d) + 2·d = 39,744 + 2·49,984 + 128 = 139,840
        const qint64 d = 64, L = 2;
        QCOMPARE((557 + 64) * d + L * (12 * d * d + 13 * d) + 2 * d, qint64(139840));
        QVERIFY(r.out.contains("parameters  139840 (139,840)"));
        QVERIFY(!r.out.contains("the config implies"));
        // K and V of every layer in float: 2·L·d·4 = 2·2·64·4
        QVERIFY(r.out.contains("KV cache    1024 bytes per token"));
        const Result bad = runCli({"inspect", KVSCOPE_SOURCE_DIR "/resources"});
        QVERIFY(bad.exitCode > 0);
        QVERIFY2(bad.err.contains("not a model folder"), qPrintable(bad.err));
    }

    // inspect FILE.gguf: the header, every key with its value, every tensor, bits per weight;
    // a broken one is one line naming the file and the field.
    void inspectGguf() {
        const Result r = runCli({"inspect", KVSCOPE_SOURCE_DIR "/tests/data/gguf/every-type-v2-align64.gguf"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("format      GGUF version 2, alignment 64, 21 metadata keys, 4 tensors, data from byte 1088\n"));
        QVERIFY(r.out.contains("  general.alignment  uint32 64\n"));
        QVERIFY(r.out.contains("  test.array.string  array of 4 string: \"<s>\", \"▁the\", \"\", \"é\"\n"));
        QVERIFY(r.out.contains("  q8_0.matrix  Q8_0 [64, 2]  136 B\n"));
        // 128 Q8_0 weights in 4 blocks of 34 bytes: 8.5 bits each
        QVERIFY(r.out.contains("Q8_0 8.50)"));
        // and a GGUF model runs as its folder does
        const Result run = runCli({"run", "--model", KVSCOPE_SOURCE_DIR "/tests/data/gguf/models/llama-gqa-q8_0.gguf", "--steps", "2"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(run.out.contains("llama-gqa-q8_0"));
        QTemporaryDir dir;
        QFile bad(dir.filePath("broken.gguf"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(QByteArray("GGUF\x01\0\0\0", 8));
        bad.close();
        const Result e = runCli({"inspect", bad.fileName()});
        QCOMPARE(e.exitCode, 1);
        QVERIFY2(e.err.contains("broken.gguf: is GGUF version 1"), qPrintable(e.err));

        // one block taken apart: a Q4_K block of the Q4_K_M test model, row 3
        const QString q4km = KVSCOPE_SOURCE_DIR "/tests/data/gguf/models/random-k256-q4_k_m.gguf";
        const Result block = runCli({"inspect", q4km, "--block", "blk.0.attn_q.weight:3:0"});
        QVERIFY2(block.exitCode == 0, qPrintable(block.err));
        QVERIFY(block.out.contains("block       blk.0.attn_q.weight row 3 of 256, block 0 of 1 (weights 0–255 of the row)\n"));
        QVERIFY(block.out.contains("type        Q4_K: 256 weights in 144 bytes, 4.5 bits per weight; x = d·sc·q − dmin·m\n"));
        QVERIFY(block.out.contains("A Q4_K block stores 256 weights in 144 bytes"));
        const Result noRow = runCli({"inspect", q4km, "--block", "blk.0.attn_q.weight:256"});
        QCOMPARE(noRow.exitCode, 1);
        QVERIFY2(noRow.err.contains("random-k256-q4_k_m.gguf: tensor 'blk.0.attn_q.weight' has rows 0 to 255, not 256"),
                 qPrintable(noRow.err));
        const Result plain = runCli({"inspect", q4km, "--block", "output_norm.weight"});
        QCOMPARE(plain.exitCode, 1);
        QVERIFY(plain.err.contains("tensor 'output_norm.weight' is F32, which stores plain numbers, not quantized blocks"));
        const Result words = runCli({"inspect", q4km, "--block", "blk.0.attn_q.weight:x"});
        QCOMPARE(words.exitCode, 1);
        QVERIFY(words.err.contains("--block takes TENSOR[:ROW[:BLOCK]] with whole numbers"));
    }

    // kv-memory: a line per well-known model, one model in detail, a loaded model, bad names.
    void kvMemory() {
        const Result all = runCli({"kv-memory"});
        QVERIFY2(all.exitCode == 0, qPrintable(all.err));
        // Llama 3 8B in f16: 2 · 32 · 8 · 128 · 2 = 128 KiB per token, 1 GiB at 8,192 tokens
        QVERIFY2(all.out.contains(QRegularExpression("Llama-3-8B +GQA 32/8 +128 KiB +1 GiB +15 GiB +122,532 tokens")),
                 qPrintable(all.out));
        QVERIFY(all.out.contains(QRegularExpression("DeepSeek-V2-Lite +MLA ")));
        const Result one = runCli({"kv-memory", "--model", "Llama-3-8B", "--context", "32768", "--batch", "2"});
        QVERIFY2(one.exitCode == 0, qPrintable(one.err));
        // 128 KiB · 32,768 · 2 = 8 GiB; MHA 4×; MQA an eighth; int4 a quarter
        QVERIFY2(one.out.contains(QRegularExpression("as shipped \\(GQA\\) +128 KiB +8 GiB")), qPrintable(one.out));
        QVERIFY(one.out.contains(QRegularExpression("MHA \\(32 KV heads\\) +512 KiB +32 GiB")));
        QVERIFY(one.out.contains(QRegularExpression("MQA \\(1 KV head\\) +16 KiB +1 GiB")));
        QVERIFY(one.out.contains(QRegularExpression("int4 cache +32 KiB +2 GiB")));
        // the same figures as JSON: kvscope-kv-memory/1, every variant in bytes
        QTemporaryDir dir;
        const QString path = dir.filePath("memory.json");
        const Result json1 = runCli({"kv-memory", "--model", "Llama-3-8B", "--context", "32768", "--batch", "2",
                                     "--json", path});
        QVERIFY2(json1.exitCode == 0, qPrintable(json1.err));
        const json doc = readJson(path);
        QCOMPARE(doc["format"].get<std::string>(), std::string("kvscope-kv-memory/1"));
        QCOMPARE(doc["context"].get<std::int64_t>(), std::int64_t(32768));
        const json& llama = doc["models"][0];
        QCOMPARE(llama["kvHeads"].get<int>(), 8);
        QCOMPARE(llama["variants"][0]["bytesPerToken"].get<double>(), 2.0 * 32 * 8 * 128 * 2);
        QCOMPARE(llama["variants"][0]["cacheBytes"].get<double>(), 2.0 * 32 * 8 * 128 * 2 * 32768 * 2);
        QCOMPARE(llama["variants"][1]["attention"].get<std::string>(), std::string("MHA"));
        QCOMPARE(llama["variants"][1]["kvHeads"].get<int>(), 32);
        const Result every = runCli({"kv-memory", "--json", path});
        QVERIFY2(every.exitCode == 0, qPrintable(every.err));
        QCOMPARE(readJson(path)["models"].size(), size_t(7));  // every preset
        // a loaded model: the GQA reference folder, 2 · 2 · 2 · 8 · 2 = 128 B per token in f16
        const Result folder = runCli({"kv-memory", "--model", KVSCOPE_SOURCE_DIR "/tests/data/llama-ref/llama-gqa"});
        QVERIFY2(folder.exitCode == 0, qPrintable(folder.err));
        QVERIFY2(folder.out.contains(QRegularExpression("as shipped \\(GQA\\) +128 B ")), qPrintable(folder.out));
        const Result bad = runCli({"kv-memory", "--model", "GPT-5"});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains("or name a preset: GPT-2 small, SmolLM2-135M"), qPrintable(bad.err));
        QCOMPARE(runCli({"kv-memory", "--cache", "int3"}).exitCode, 2);
    }

    // A Llama-family folder (GQA, sharded weights) is inspected and run like a GPT-2 one.
    void inspectsAndRunsALlamaFolder() {
        const QString gqa = KVSCOPE_SOURCE_DIR "/tests/data/llama-ref/llama-gqa";
        const Result r = runCli({"inspect", gqa});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains("llama: 2 layers, 8 query heads and 2 KV heads of 8, width 64, MLP 160"));
        // by hand (V 557, d 64, L 2, H 8, H_kv 2, hd 8, I 160, tied): 557·64 + 2·(2·64 + (8+4)·8·64
        // + 8·8·64 + 3·64·160) + 64 = 35,648 + 2·(128 + 6,144 + 4,096 + 30,720) + 64 = 117,888
        QVERIFY2(r.out.contains("parameters  117888 (117,888)"), qPrintable(r.out));
        QVERIFY(!r.out.contains("the config implies"));
        // 2·L·H_kv·hd·4 = 2·2·2·8·4, a quarter of 8 KV heads' 1,024
        QVERIFY(r.out.contains("KV cache    256 bytes per token"));
        QVERIFY2(r.out.contains("GQA: 4× smaller than multi-head attention (1 KiB)"), qPrintable(r.out));
        const Result sharded = runCli({"inspect", KVSCOPE_SOURCE_DIR "/tests/data/llama-ref/llama3-scaled"});
        QVERIFY2(sharded.exitCode == 0, qPrintable(sharded.err));
        QVERIFY(sharded.out.contains("in 2 files"));
        QVERIFY(sharded.out.contains("llama3 scaling ×4"));
        QVERIFY(!sharded.out.contains("the config implies"));

        QTemporaryDir dir;
        const QString path = dir.filePath("t.json");
        const Result run = runCli({"run", "--model", gqa, "--steps", "4", "--quiet", "--trace-json", path});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const json t = readJson(path);
        QCOMPARE(t["model"]["kvHeads"].get<int>(), 2);
        QCOMPARE(t["steps"][0]["layers"][0]["heads"].size(), size_t(8));
        // expected.json's greedy tokens 399, 378, 378, 503, 129 (PyTorch float64)
        const std::vector<int> want{399, 378, 378, 503, 129};
        for (size_t i = 0; i < want.size(); ++i) QCOMPARE(t["steps"][i]["chosen"]["id"].get<int>(), want[i]);
    }

    // Hostile values in a model's JSON files end every command with one clear line naming the
    // file and the key, and exit code 1: never an abort (134) or another signal (-2 here).
    void hostileModelFiles_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QByteArray embd = "\"n_embd\": 64", prefix = "\"add_prefix_space\": false";
        const QString tooLarge = "config.json: n_embd: the number 1e999 is too large (line 6, column 17)";
        const QString yes = "tokenizer.json: pre_tokenizer.add_prefix_space: expected true or false, found the string \"yes\"";
        // MODEL stands for the broken folder's path.
        QTest::newRow("inspect, 1e999") << "config.json" << embd << QByteArray("\"n_embd\": 1e999")
                                        << QStringList{"inspect", "MODEL"} << tooLarge;
        QTest::newRow("tokenize, 1e999") << "config.json" << embd << QByteArray("\"n_embd\": 1e999")
                                         << QStringList{"tokenize", "--model", "MODEL", "so"} << tooLarge;
        QTest::newRow("run, 1e999") << "config.json" << embd << QByteArray("\"n_embd\": 1e999")
                                    << QStringList{"run", "--model", "MODEL"} << tooLarge;
        QTest::newRow("inspect, n_embd a string") << "config.json" << embd << QByteArray("\"n_embd\": \"64\"")
                                                  << QStringList{"inspect", "MODEL"}
                                                  << "config.json: n_embd: expected a whole number from 1 to 65536, "
                                                     "found the string \"64\"";
        QTest::newRow("tokenize, prefix space \"yes\"") << "tokenizer.json" << prefix
                                                       << QByteArray("\"add_prefix_space\": \"yes\"")
                                                       << QStringList{"tokenize", "--model", "MODEL", "so"} << yes;
        QTest::newRow("run, prefix space \"yes\"") << "tokenizer.json" << prefix
                                                  << QByteArray("\"add_prefix_space\": \"yes\"")
                                                  << QStringList{"run", "--model", "MODEL"} << yes;
        QTest::newRow("run, model type 7") << "tokenizer.json" << QByteArray("\"type\": \"BPE\"")
                                           << QByteArray("\"type\": 7") << QStringList{"run", "--model", "MODEL"}
                                           << "tokenizer.json: model.type: expected a string, found 7";
    }
    void hostileModelFiles() {
        QFETCH(QString, file);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString model = brokenModel(dir, file, from, to);
        QVERIFY2(!model.isEmpty(), "could not write the broken model folder");
        args.replaceInStrings("MODEL", model);
        const Result r = runCli(args);
        QVERIFY2(r.exitCode == 1, qPrintable(QString::number(r.exitCode) + ": " + r.err));
        QCOMPARE(r.err, "kvscope-cli: " + message + "\n");
        QVERIFY(r.out.isEmpty());
    }

    void listsModels() {
        const Result r = runCli({"models"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("weather\t"));
    }
};

QTEST_MAIN(TestCli)
#include "tst_cli.moc"
