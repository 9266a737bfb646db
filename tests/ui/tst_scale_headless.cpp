// `kvscope --headless` at the real recording scale: a GPT-2 folder of GPT-2 small's recording
// shape (12 layers × 12 heads, 1,024 positions, GPT-2's vocabulary; width 48 so it runs fast),
// a prompt of about 1,000 tokens and three decode steps, with the cache on and off. Under the
// recording budget only the detail layer (0) is kept in full, so every other layer's view and
// table comes from a reduced record: each must still be drawn and written, with real numbers.
//
// Three runs: PNG + CSV + JSON with the cache on, the same with it off, and SVG alone (cache
// on), so a slow SVG export cannot hide what the other formats do. Each run is started by the
// first test that needs it; the checks of a run that did not finish fail, pointing at finishes().
#include <QElapsedTimer>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "core/tokenizers/bpe_tokenizer.h"
#include "export_checks.h"
#include "headless_process.h"
#include "tests/support/gpt2_fixture.h"

namespace {

using nlohmann::json;
namespace fixture = kvscope::fixture;

constexpr int kLayers = 12, kHeads = 12, kSteps = 3;
const QString kPrefix = "step03-";
const QStringList kViews{"tokens", "mask", "context", "logits", "kv-cache", "work", "explain", "model", "lines", "compare", "window"};
const QStringList kTables{"tokens", "attention", "context", "logits", "kv-cache", "work"};
// A view's SVG is a slide asset: beyond this it is not one (and QSvgRenderer would take minutes).
constexpr qint64 kMaxSvgBytes = 64 << 20;

QString attentionView(int layer) { return QString("attention-layer%1").arg(layer); }

// About 1,000 GPT-2 tokens of plain English, numbered so the sentences are not all alike;
// `tokens` is set to the exact count. Starts with <|endoftext|> as GPT-2 documents do.
QString longPrompt(int& tokens) {
    const auto tokenizer = kvscope::BpeTokenizer::fromVocabAndMerges(fixture::gpt2TokenizerDir() / "vocab.json",
                                                                         fixture::gpt2TokenizerDir() / "merges.txt");
    const QStringList sentences{
        " On day %1 the weather was so nice that the whole town walked down to the river.",
        " The baker opened his shop at %1 o'clock and sold bread, cakes and warm rolls.",
        " Children ran along the bank while their parents talked about the harvest.",
        " By the afternoon the clouds came back, and the wind turned cold and wet.",
        " Nobody minded: there were %1 boats on the water and music in the square.",
        " In the evening the lamps were lit, one after another, along every street.",
    };
    QString text = "<|endoftext|>";
    for (int i = 0;; ++i) {
        QString sentence = sentences[i % sentences.size()];
        if (sentence.contains("%1")) sentence = sentence.arg(i + 1);
        const auto count = static_cast<int>(tokenizer.encode((text + sentence).toStdString()).size());
        if (count > fixture::scalePromptTokens()) break;
        text += sentence;
        tokens = count;
    }
    return text;
}

QString text(const json& value) { return QString::fromStdString(value.get<std::string>()); }

// The end of a run's output for a failure message: its last lines, the offscreen platform's
// chatter left out and the echoed 1,000-token prompt cut short.
QString tail(const QString& output, int lines) {
    QStringList kept;
    for (const QString& line : output.split('\n', Qt::SkipEmptyParts))
        if (!line.contains("propagateSizeHints") && !line.contains("XDG_RUNTIME_DIR"))
            kept << (line.size() > 160 ? line.left(160) + " …" : line);
    return kept.mid(std::max<qsizetype>(0, kept.size() - lines)).join(" | ");
}

QString howItEnded(const HeadlessResult& h) {
    if (!h.finished) return "still running after 240 s; last output: " + tail(h.out, 2);
    return QString("exit code %1, killed by signal %2; stderr: %3; last output: %4")
        .arg(h.exitCode).arg(h.crashSignal).arg(tail(h.err, 4), tail(h.out, 2));
}

}  // namespace

class TestScaleHeadless : public QObject {
    Q_OBJECT
    QTemporaryDir modelDir;
    QString prompt;
    int promptTokens = 0;

    struct Run {
        HeadlessResult result;
        std::unique_ptr<QTemporaryDir> out;
        QString file(const QString& name) const { return out->filePath(name); }
        bool ok() const { return result.finished && result.exitCode == 0; }
    };
    std::map<QString, Run> runs;

    // The run for a data row: "cache on", "cache off" (PNG, CSV, JSON) or "svg"; made once.
    const Run& run(const QString& name) {
        auto it = runs.find(name);
        if (it != runs.end()) return it->second;
        Run r;
        r.out = std::make_unique<QTemporaryDir>();
        QStringList args{"--model", modelDir.path(), "--prompt", prompt, "--steps", QString::number(kSteps),
                         "--format", name == "svg" ? "svg" : "png,csv,json", "--out", r.out->path()};
        if (name == "cache off") args << "--no-cache";
        QElapsedTimer clock;
        clock.start();
        r.result = runHeadless(args);
        // for whoever reads a slow run's log; nothing is asserted on it
        qInfo("%s run: %.0f s", qPrintable(name), double(clock.elapsed()) / 1000);
        return runs.emplace(name, std::move(r)).first->second;
    }

    static void cacheModes() {
        QTest::addColumn<QString>("mode");
        QTest::newRow("cache on") << "cache on";
        QTest::newRow("cache off") << "cache off";
    }

private slots:
    void initTestCase() {
        QVERIFY(modelDir.isValid());
        fixture::writeGpt2Folder(modelDir.path().toStdString(), {.config = fixture::recordingShape()});
        prompt = longPrompt(promptTokens);
        QVERIFY2(promptTokens >= fixture::scalePromptTokens() - 20 && promptTokens <= fixture::scalePromptTokens(),
                 qPrintable(QString::number(promptTokens)));
    }

    void finishes_data() { cacheModes(); }
    void finishes() {
        QFETCH(QString, mode);
        const Run& r = run(mode);
        QVERIFY2(r.ok(), qPrintable(howItEnded(r.result)));
    }

    // Every layer's attention view is drawn with its rows: as much colour-mapped area as the
    // detail layer's, kept in full (a reduced record is recomputed, not shown empty).
    void attentionViewOfEveryLayer_data() { cacheModes(); }
    void attentionViewOfEveryLayer() {
        QFETCH(QString, mode);
        const Run& r = run(mode);
        QVERIFY2(r.ok(), "the export did not finish: see finishes()");
        const qint64 detail = colourMapPixels(QImage(r.file(kPrefix + attentionView(0) + ".png")));
        for (int l = 0; l < kLayers; ++l) {
            const QImage png(r.file(kPrefix + attentionView(l) + ".png"));
            const QString problem = imageProblem(png);
            QVERIFY2(problem.isEmpty(), qPrintable(attentionView(l) + ".png: " + problem));
            const qint64 coloured = colourMapPixels(png);
            QVERIFY2(2 * coloured >= detail, qPrintable(QString("layer %1 paints %2 colour-map pixels, layer 0 %3")
                                                            .arg(l).arg(coloured).arg(detail)));
        }
    }

    void everyOtherView_data() { cacheModes(); }
    void everyOtherView() {
        QFETCH(QString, mode);
        const Run& r = run(mode);
        QVERIFY2(r.ok(), "the export did not finish: see finishes()");
        for (const QString& v : kViews) {
            const QString problem = imageProblem(QImage(r.file(kPrefix + v + ".png")));
            QVERIFY2(problem.isEmpty(), qPrintable(v + ".png: " + problem));
        }
    }

    void everyTableParses_data() { cacheModes(); }
    void everyTableParses() {
        QFETCH(QString, mode);
        const Run& r = run(mode);
        QVERIFY2(r.ok(), "the export did not finish: see finishes()");
        for (const QString& t : kTables)
            for (const QString& name : {kPrefix + t + ".csv", "timeline-" + t + ".csv"}) {
                const CsvSummary s = readCsv(r.file(name));
                QVERIFY2(s.problem.isEmpty(), qPrintable(name + ": " + s.problem));
                QVERIFY2(s.rows > 0, qPrintable(name + " has a header and no rows"));
            }
    }

    // The last step's attention rows of the selected layer (0): its one query row, the newest
    // position, over every key, in every head.
    void attentionTableHoldsTheSelectedLayer_data() { cacheModes(); }
    void attentionTableHoldsTheSelectedLayer() {
        QFETCH(QString, mode);
        const Run& r = run(mode);
        QVERIFY2(r.ok(), "the export did not finish: see finishes()");
        const int positions = promptTokens + kSteps;
        const CsvSummary attention = readCsv(r.file(kPrefix + "attention.csv"));
        QVERIFY2(attention.problem.isEmpty(), qPrintable(attention.problem));
        QCOMPARE(attention.rowsPerLayer.value(0), qint64(kHeads) * positions);
        QCOMPARE(attention.queryPositions, QSet<int>{positions - 1});
    }

    void traceHasEveryStepAndLayer_data() { cacheModes(); }
    void traceHasEveryStepAndLayer() {
        QFETCH(QString, mode);
        const Run& r = run(mode);
        QVERIFY2(r.ok(), "the export did not finish: see finishes()");
        const json trace = readTraceOutline(r.file("timeline.json"));
        QVERIFY2(!trace.is_discarded(), "timeline.json is not valid JSON");
        QCOMPARE(trace["model"]["layers"].get<int>(), kLayers);
        QCOMPARE(trace["model"]["heads"].get<int>(), kHeads);
        const json& steps = trace["steps"];
        QCOMPARE(int(steps.size()), 1 + kSteps);
        for (int s = 0; s <= kSteps; ++s) {
            const json& step = steps[size_t(s)];
            QCOMPARE(step["index"].get<int>(), s);
            QCOMPARE(text(step["phase"]), QString(s == 0 ? "prefill" : "decode"));
            QCOMPARE(text(step["cacheMode"]), QString(mode == "cache off" ? "off" : "on"));
            QCOMPARE(int(step["tokens"].size()), promptTokens + s);
            QCOMPARE(step["rowCount"].get<int>(), s == 0 ? promptTokens : 1);
            QCOMPARE(int(step["layers"].size()), kLayers);
        }
    }

    // Every attention row the last step's trace keeps, in any layer and at any detail, is a
    // distribution: weights ≥ 0 summing to 1.
    void keptAttentionRowsAreDistributions_data() { cacheModes(); }
    void keptAttentionRowsAreDistributions() {
        QFETCH(QString, mode);
        const Run& r = run(mode);
        QVERIFY2(r.ok(), "the export did not finish: see finishes()");
        const json last = readJson(r.file(kPrefix.chopped(1) + ".json"));
        QVERIFY2(!last.is_discarded(), "step03.json is not valid JSON");
        int rows = 0;
        for (const json& layer : last["steps"][0]["layers"])
            for (const json& head : layer["heads"])
                for (const json& row : head["weights"]) {
                    double sum = 0;
                    for (const json& w : row) {
                        QVERIFY2(w.is_number() && w.get<double>() >= 0, qPrintable(QString::fromStdString(w.dump())));
                        sum += w.get<double>();
                    }
                    QVERIFY2(std::abs(sum - 1) < 1e-4, qPrintable(QString("layer %1: a row sums to %2")
                                                                       .arg(layer["layer"].get<int>()).arg(sum)));
                    ++rows;
                }
        QVERIFY(rows >= kHeads);  // at least the detail layer's newest row in every head
    }

    // Last: today one layer's SVG takes minutes. Every view and layer loads, and the layer
    // selector in each attention export names the layer it shows.
    void svgOfEveryViewAndLayer() {
        const Run& r = run("svg");
        QVERIFY2(r.ok(), qPrintable(howItEnded(r.result)));
        QStringList views = kViews;
        for (int l = 0; l < kLayers; ++l) views << attentionView(l);
        for (const QString& v : views) {
            QFile svg(r.file(kPrefix + v + ".svg"));
            QVERIFY2(svg.exists(), qPrintable(v + ".svg is missing"));
            QVERIFY2(svg.size() <= kMaxSvgBytes, qPrintable(QString("%1.svg has %2 MB").arg(v).arg(svg.size() >> 20)));
            QVERIFY2(QSvgRenderer(svg.fileName()).isValid(), qPrintable(v + ".svg does not load"));
        }
        for (int l = 0; l < kLayers; ++l) {
            QFile svg(r.file(kPrefix + attentionView(l) + ".svg"));
            QVERIFY(svg.open(QIODevice::ReadOnly));
            QVERIFY2(svg.readAll().contains(QString(">Layer %1<").arg(l).toUtf8()),
                     qPrintable(attentionView(l) + ".svg does not say “Layer " + QString::number(l) + "”"));
        }
    }
};

QTEST_MAIN(TestScaleHeadless)
#include "tst_scale_headless.moc"
