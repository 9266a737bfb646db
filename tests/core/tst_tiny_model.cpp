// The two trained models built in — the kvscope-tiny GPT (resources/models/kvscope-tiny) and the
// Llama-style kvscope-tiny-gqa (8 query heads sharing 2 KV heads) — each run by our own engine
// against the numbers PyTorch wrote when it was exported (reference.json): logits for a
// prompt's prefill and five greedy decode steps, with the cache on and off; the previous-token
// and first-token heads the evaluation found, re-measured on a fixed held-out passage (the
// evaluation's first 16 windows); and a weather adjective after "Today's weather is so". The GQA
// model's figures: a quarter of the tiny GPT's KV bytes per token, a held-out loss close to its,
// at most 10 MB, the very same tokenizer; the draft's: at most 5 MB, the same tokenizer.
#include <QtTest>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "core/engine.h"
#include "tests/core/reference_compare.h"
#include "core/model_registry.h"

using namespace kvscope;
using nlohmann::json;
namespace fs = std::filesystem;

Q_DECLARE_METATYPE(kvscope::CacheMode)

namespace {
const fs::path kModels = fs::path(KVSCOPE_SOURCE_DIR) / "resources" / "models";

// One built-in trained model: its name, its folder, how closely it must match PyTorch and
// whether its evaluation must meet the head bars (a head >= 0.5 of each kind).
struct Trained {
    std::string name;
    fs::path folder;
    double logitTolerance;  // largest |logit - PyTorch float64|
    bool headBars;
};
const std::vector<Trained> kTrained{{"tiny", kModels / "kvscope-tiny", 1e-4, true},
                                    // no first-token head (best 0.22): issue 22's bar, still open
                                    {"tiny-gqa", kModels / "kvscope-tiny-gqa", 1e-5, false},
                                    // the first stage: a previous-token head, no first-token head yet
                                    {"tiny-draft", kModels / "kvscope-tiny-draft", 1e-4, false}};

std::string fileBytes(const fs::path& f) {
    std::ifstream in(f, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void addModelRows() {
    QTest::addColumn<int>("which");
    for (size_t i = 0; i < kTrained.size(); ++i) QTest::newRow(kTrained[i].name.c_str()) << int(i);
}

using testing::maxAbsDiff;
using testing::readJson;

// Mean attention weight to the previous position and to position 0 over query rows
// 2 .. n-1 of one prefill, per [layer][head]: the evaluation's metric (evaluate.py).
struct HeadScores {
    std::vector<std::vector<double>> previous, first;
};
HeadScores headScores(const StepRecord& prefill) {
    HeadScores s;
    for (const LayerTrace& layer : prefill.layers) {
        std::vector<double> prev, first;
        for (const HeadTrace& head : layer.heads) {
            double p = 0, f = 0;
            const Eigen::Index n = head.weights.rows();
            for (Eigen::Index q = 2; q < n; ++q) {
                p += head.weights(q, q - 1);
                f += head.weights(q, 0);
            }
            prev.push_back(p / double(n - 2));
            first.push_back(f / double(n - 2));
        }
        s.previous.push_back(prev);
        s.first.push_back(first);
    }
    return s;
}

void addScaled(std::vector<std::vector<double>>& sum, const std::vector<std::vector<double>>& m, double scale) {
    sum.resize(m.size());
    for (size_t l = 0; l < m.size(); ++l) {
        sum[l].resize(m[l].size(), 0.0);
        for (size_t h = 0; h < m[l].size(); ++h) sum[l][h] += scale * m[l][h];
    }
}

// The windows' mean, each window its own prefill as evaluate.py runs them (equal lengths, so
// this is also the mean over all their query rows, like the evaluation's).
HeadScores meanHeadScores(const ModelPtr& model, const std::vector<std::vector<TokenId>>& windows) {
    HeadScores mean;
    for (const auto& ids : windows) {
        Engine engine(model, CacheMode::On);
        const HeadScores one = headScores(*engine.prefill(ids, {}));
        addScaled(mean.previous, one.previous, 1.0 / double(windows.size()));
        addScaled(mean.first, one.first, 1.0 / double(windows.size()));
    }
    return mean;
}

double largestOf(const std::vector<std::vector<double>>& m) {
    double best = 0;
    for (const auto& row : m)
        for (double v : row) best = std::max(best, v);
    return best;
}
}  // namespace

class TestTinyModel : public QObject {
    Q_OBJECT
private:
    // The model of the current data row, its reference numbers and its folder.
    const Trained& trained() {
        QFETCH(int, which);
        return kTrained[static_cast<size_t>(which)];
    }
    ModelPtr trainedModel() { return loadModel(trained().name); }
    json trainedReference() { return readJson(trained().folder / "reference.json"); }

private slots:
    void isBuiltIn_data() { addModelRows(); }
    void isBuiltIn() {
        const Trained& t = trained();
        const ModelPtr model = trainedModel();
        const ModelInfo& info = model->info();
        QCOMPARE(info.name, t.name);
        // the shape its config.json declares (the model card's numbers), in either family's keys
        const json config = readJson(t.folder / "config.json");
        const bool llama = config.value("model_type", "gpt2") == "llama";
        QCOMPARE(info.family, std::string(llama ? "llama" : "gpt2"));
        QCOMPARE(info.layers, config[llama ? "num_hidden_layers" : "n_layer"].get<int>());
        QCOMPARE(info.heads, config[llama ? "num_attention_heads" : "n_head"].get<int>());
        QCOMPARE(info.keyDim, llama ? config["head_dim"].get<int>() : config["n_embd"].get<int>() / info.heads);
        QCOMPARE(info.maxPositions, config[llama ? "max_position_embeddings" : "n_positions"].get<int>());
        QCOMPARE(model->outputTokens().size(), size_t(2257));
        QCOMPARE(info.headNames.size(), size_t(info.layers * info.heads));
        QVERIFY(!info.examplePrompts.empty());
        QCOMPARE(info.promptPrefix, std::string("<|endoftext|>"));  // trained with the marker
        for (const std::string& prompt : info.examplePrompts) QVERIFY(!model->tokenizer().encode(prompt).empty());
        // the chooser's title names the shape too, so swapping the weights cannot leave it stale
        const std::string shape = std::to_string(info.layers) + " layers × " + std::to_string(info.heads) +
                                  (llama ? " query heads sharing " + std::to_string(info.kvHeads) + " KV heads" : " heads");
        bool listed = false;
        for (const BuiltinModel& m : builtinModels())
            listed |= m.name == t.name && m.kind == info.family && m.title.english().find(shape) != std::string::npos;
        QVERIFY2(listed, shape.c_str());
        QVERIFY(info.title.english().find(shape) != std::string::npos);
        QCOMPARE(loadModel(t.name).get(), model.get());  // parsed once, shared
    }

    // The GQA model's reasons to exist, from its files and our engine: grouped heads, at most a
    // third of the tiny GPT's KV bytes per token, ≤ 10 MB, the very same tokenizer, labelled
    // previous-token and first-token heads, and a held-out loss no worse than the tiny GPT's on
    // the same text (issue 22's bars).
    void theGqaModelsFigures() {
        const fs::path gqa = kModels / "kvscope-tiny-gqa", gpt = kModels / "kvscope-tiny";
        const ModelPtr model = loadModel("tiny-gqa"), tiny = loadModel("tiny");
        QCOMPARE(model->info().kvHeads, 2);
        QCOMPARE(model->info().heads, 8);
        const CostModel a = model->cost(), b = tiny->cost();
        const auto kvBytesPerToken = [](const CostModel& c) {
            return 2 * std::int64_t(c.layers) * c.kvHeads * c.keyDim * c.bytesPerElement;
        };
        QCOMPARE(kvBytesPerToken(a), std::int64_t(2 * 8 * 2 * 16 * 4));  // 2,048 bytes
        QCOMPARE(kvBytesPerToken(b), std::int64_t(2 * 8 * 8 * 16 * 4));  // 8,192 bytes
        QVERIFY(3 * kvBytesPerToken(a) <= kvBytesPerToken(b));
        const json evalGqa = readJson(gqa / "heads.json")["eval"];
        const double lossGqa = evalGqa["heldout_loss_nats_per_token"].get<double>();
        const double lossGpt = readJson(gpt / "heads.json")["eval"]["heldout_loss_nats_per_token"].get<double>();
        qInfo("held-out loss: GQA %.3f, tiny GPT %.3f nats/token", lossGqa, lossGpt);
        QVERIFY(lossGqa <= lossGpt);
        QVERIFY(evalGqa["best_prev_token_head"]["score"].get<double>() >= 0.5);
        int previousToken = 0, firstToken = 0;
        for (const std::string& name : model->info().headNames) {
            previousToken += name == "previous-token head";
            firstToken += name == "first-token head";
        }
        QVERIFY(previousToken >= 1);
        QVERIFY(firstToken >= 1);
        QVERIFY(fs::file_size(gqa / "model.safetensors") <= 10u * 1024 * 1024);
        // the app embeds the tiny GPT's tokenizer.json for both: the folder's copy must be it
        QVERIFY(fileBytes(gqa / "tokenizer.json") == fileBytes(gpt / "tokenizer.json"));
    }

    // The draft of speculative decoding: at most 5 MB, the target's tokenizer (the same bytes,
    // so the same ids), smaller than the target, and named a draft wherever models are listed.
    void theDraftFitsTheTinyGpt() {
        const fs::path draft = kModels / "kvscope-tiny-draft", gpt = kModels / "kvscope-tiny";
        QVERIFY(fs::file_size(draft / "model.safetensors") <= 5u * 1024 * 1024);
        QVERIFY(fileBytes(draft / "tokenizer.json") == fileBytes(gpt / "tokenizer.json"));
        const ModelPtr d = loadModel("tiny-draft"), t = loadModel("tiny");
        QCOMPARE(d->outputTokens(), t->outputTokens());
        QVERIFY(d->info().layers < t->info().layers);
        QCOMPARE(d->info().maxPositions, t->info().maxPositions);
        for (const std::string& text : {std::string("Today's weather is so nice"), std::string("Once upon a time")})
            QCOMPARE(d->tokenizer().encode(text), t->tokenizer().encode(text));
        bool named = false;
        for (const BuiltinModel& m : builtinModels()) named |= m.name == "tiny-draft" && m.title.english().find("draft") != std::string::npos;
        QVERIFY(named);
    }

    void tokenizesThePromptAsTheExport_data() { addModelRows(); }
    void tokenizesThePromptAsTheExport() {
        const ModelPtr model = trainedModel();
        const json ref = trainedReference();
        std::vector<TokenId> ids{*model->tokenizer().findToken("<|endoftext|>")};
        for (TokenId id : model->tokenizer().encode(ref["prompt"].get<std::string>())) ids.push_back(id);
        QCOMPARE(ids, ref["input_ids"].get<std::vector<TokenId>>());
        QCOMPARE(model->defaultPrompt(), ids);
    }

    void matchesPyTorch_data() {
        QTest::addColumn<int>("which");
        QTest::addColumn<CacheMode>("mode");
        for (size_t i = 0; i < kTrained.size(); ++i) {
            QTest::addRow("%s, cache on", kTrained[i].name.c_str()) << int(i) << CacheMode::On;
            QTest::addRow("%s, cache off", kTrained[i].name.c_str()) << int(i) << CacheMode::Off;
        }
    }
    void matchesPyTorch() {
        QFETCH(CacheMode, mode);
        const ModelPtr model = trainedModel();
        const json ref = trainedReference();
        Engine engine(model, mode);
        const StepPtr prefill = engine.prefill(ref["input_ids"].get<std::vector<TokenId>>(), {});
        double largest = maxAbsDiff(prefill->allLogits, ref["prefill_last_logits"].get<std::vector<double>>());
        QCOMPARE(prefill->chosen, ref["prefill_argmax"].get<TokenId>());
        for (const json& want : ref["decode_steps"]) {
            const StepPtr step = engine.decode({});
            QCOMPARE(step->tokens.back(), want["fed_token"].get<TokenId>());
            QCOMPARE(step->positions() - 1, want["position"].get<int>());
            QCOMPARE(step->chosen, want["argmax"].get<TokenId>());
            largest = std::max(largest, maxAbsDiff(step->allLogits, want["logits"].get<std::vector<double>>()));
        }
        qInfo("largest |logit - PyTorch float64| over prefill + %d decode steps, cache %s: %.3g",
              int(ref["decode_steps"].size()), cacheModeName(mode), largest);
        QVERIFY(largest <= trained().logitTolerance);
    }

    void cacheOnAndOffAgree_data() { addModelRows(); }
    void cacheOnAndOffAgree() {
        const ModelPtr model = trainedModel();
        Engine on(model, CacheMode::On), off(model, CacheMode::Off);
        const auto prompt = model->defaultPrompt();
        on.prefill(prompt, {});
        off.prefill(prompt, {});
        for (int i = 0; i < 8; ++i) {
            const StepPtr a = on.decode({}), b = off.decode({});
            QCOMPARE(a->chosen, b->chosen);
            const double scale = std::max(1.0, a->allLogits.cwiseAbs().maxCoeff());
            QVERIFY((a->allLogits - b->allLogits).cwiseAbs().maxCoeff() / scale <= 1e-5);
        }
    }

    // The same model with f16 weights: what --weights f16 gives a class. Rounding moves the
    // logits a little and must not change the greedy text.
    void halfWeightsKeepTheGreedyText_data() { addModelRows(); }
    void halfWeightsKeepTheGreedyText() {
        const ModelPtr model = trainedModel();
        const ModelPtr half = loadModel(trained().name, WeightPrecision::F16);
        QCOMPARE(half->info().weightPrecision, std::string("f16"));
        QCOMPARE(loadModel(trained().name, WeightPrecision::F16).get(), half.get());  // also parsed once
        Engine a(model, CacheMode::On), b(half, CacheMode::On);
        const auto prompt = model->defaultPrompt();
        StepPtr sa = a.prefill(prompt, {}), sb = b.prefill(prompt, {});
        double moved = 0;
        for (int i = 0; i < 12; ++i) {
            QCOMPARE(sb->chosen, sa->chosen);
            moved = std::max(moved, (sa->allLogits - sb->allLogits).cwiseAbs().maxCoeff());
            sa = a.decode({});
            sb = b.decode({});
        }
        qInfo("f16 weights moved %s's logits by up to %.3g over 13 steps", trained().name.c_str(), moved);
        QVERIFY(moved < 0.05);
    }

    void headsDoWhatTheEvaluationSays_data() { addModelRows(); }
    void headsDoWhatTheEvaluationSays() {
        const ModelPtr model = trainedModel();
        const json ref = trainedReference();
        const json& passage = ref["head_passage"];
        // 16 windows; the draft's reference, written by the recipe of its time, has one ("input_ids")
        const auto windows = passage.contains("windows")
                                 ? passage["windows"].get<std::vector<std::vector<TokenId>>>()
                                 : std::vector<std::vector<TokenId>>{passage["input_ids"].get<std::vector<TokenId>>()};
        QVERIFY(windows.size() >= (trained().headBars ? 8u : 1u));
        const HeadScores ours = meanHeadScores(model, windows);
        const auto wantPrev = passage["prev_token"].get<std::vector<std::vector<double>>>();
        const auto wantFirst = passage["first_token"].get<std::vector<std::vector<double>>>();
        double largest = 0;
        for (size_t l = 0; l < wantPrev.size(); ++l)
            for (size_t h = 0; h < wantPrev[l].size(); ++h)
                largest = std::max({largest, std::abs(ours.previous[l][h] - wantPrev[l][h]),
                                    std::abs(ours.first[l][h] - wantFirst[l][h])});
        qInfo("head scores on the held-out passage: best previous-token %.3f, best first-token %.3f; "
              "largest difference from PyTorch %.2g",
              largestOf(ours.previous), largestOf(ours.first), largest);
        QVERIFY(largest <= 1e-4);

        // The evaluation's claims (heads.json, over all held-out text) hold on this passage in
        // our engine: its best previous-token head is named and does the job here too, and the
        // shipped model meets the bars (a head >= 0.5 of each kind) there and here.
        const json eval = readJson(trained().folder / "heads.json")["eval"];
        const json& bestPrev = eval["best_prev_token_head"];
        const double named = ours.previous[bestPrev["layer"].get<size_t>()][bestPrev["head"].get<size_t>()];
        qInfo("best previous-token head L%dH%d: %.3f over held-out text, %.3f on this passage; bars %s",
              bestPrev["layer"].get<int>(), bestPrev["head"].get<int>(), bestPrev["score"].get<double>(), named,
              eval["bars_met"].get<bool>() ? "met" : "NOT met");
        QVERIFY(named >= 0.4);
        // the best over all held-out text is (nearly) the best on this passage too; where several
        // heads are strong (the GQA model's L4H0 0.65 and L4H3 0.63) they may swap places here
        QVERIFY2(named >= largestOf(ours.previous) - 0.06, qPrintable(QString::number(largestOf(ours.previous))));
        if (trained().headBars) {
            QVERIFY2(eval["bars_met"].get<bool>(), "the shipped model's evaluation does not meet the head bars");
            QVERIFY2(largestOf(ours.previous) >= 0.5, "no previous-token head on the held-out windows");
            QVERIFY2(largestOf(ours.first) >= 0.5, "no first-token head on the held-out windows");
        }

        // Every head the app labels earns its label on this passage too.
        const auto& names = model->info().headNames;
        const auto heads = static_cast<size_t>(model->info().heads);
        int labelled = 0;
        for (size_t i = 0; i < names.size(); ++i) {
            const size_t l = i / heads, h = i % heads;
            labelled += !names[i].empty();
            if (names[i] == "previous-token head") QVERIFY(ours.previous[l][h] >= 0.4);
            if (names[i] == "first-token head") QVERIFY(ours.first[l][h] >= 0.4);
        }
        QVERIFY2(labelled >= 1, "the app should name at least the previous-token head");
    }

    void continuesTheWeatherPromptWithAnAdjective_data() { addModelRows(); }
    void continuesTheWeatherPromptWithAnAdjective() {
        const ModelPtr model = trainedModel();
        Engine engine(model, CacheMode::On);
        StepPtr step = engine.prefill(model->defaultPrompt(), {});
        std::vector<TokenId> generated{step->chosen};
        for (int i = 0; i < 3; ++i) generated.push_back(engine.decode({})->chosen);
        const std::string text = model->tokenizer().decode(generated);
        std::string word;
        for (char c : text) {
            if (std::isalpha(static_cast<unsigned char>(c))) word += c;
            else if (!word.empty()) break;
        }
        qInfo("greedy continuation: \"%s\"", text.c_str());
        static const std::set<std::string> adjectives{
            "nice", "warm", "sunny", "cold", "hot", "fine", "lovely", "cloudy", "wet", "cool",
            "bright", "rainy", "windy", "beautiful", "pleasant", "mild", "chilly", "dry", "grey",
            "gray", "humid", "foggy", "stormy", "fair", "clear", "snowy", "dull", "glorious"};
        QVERIFY2(adjectives.count(word), qPrintable(QString::fromStdString("first word: " + word)));
    }
};

QTEST_GUILESS_MAIN(TestTinyModel)
#include "tst_tiny_model.moc"
