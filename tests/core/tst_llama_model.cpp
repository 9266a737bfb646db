// The Llama family against PyTorch: tests/data/llama-ref/<variant>/ are small random
// Llama-family models in Hugging Face's layout (GQA, MQA, Qwen2 biases, Qwen3 q/k norm with a
// head_dim that is not hidden/heads, Llama 3 rope scaling with sharded weights, untied heads,
// f32/f16/bf16 files) whose expected.json was computed by an independent float64 PyTorch
// implementation (tools/make_reference_llama/make_reference.py). Loaded through the registry,
// stepped by the Engine with the cache on and off.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/engine.h"
#include "core/llama/llama_config.h"
#include "core/llama/llama_folder.h"
#include "core/llama/llama_model.h"
#include "core/llama/rope.h"
#include "core/model_registry.h"
#include "core/transformer_parts.h"
#include "tests/core/reference_compare.h"

using namespace kvscope;
using nlohmann::json;
namespace fs = std::filesystem;

Q_DECLARE_METATYPE(kvscope::CacheMode)

namespace {
const fs::path kRefs = fs::path(KVSCOPE_SOURCE_DIR) / "tests" / "data" / "llama-ref";

using testing::largestLogitDifference;
using testing::maxAbsDiff;
using testing::runSteps;
using testing::readJson;

QString errorOf(const std::function<void()>& fn) {
    try {
        fn();
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

const char* kVariants[] = {"llama-gqa", "llama-mqa", "qwen2-bias", "qwen3-qknorm", "llama3-scaled"};
}  // namespace

class TestLlamaModel : public QObject {
    Q_OBJECT
private slots:
    void matchesPyTorch_data() {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<CacheMode>("mode");
        for (const char* v : kVariants) {
            QTest::addRow("%s, cache on", v) << QString(v) << CacheMode::On;
            QTest::addRow("%s, cache off", v) << QString(v) << CacheMode::Off;
        }
    }
    void matchesPyTorch() {
        QFETCH(QString, variant);
        QFETCH(CacheMode, mode);
        const fs::path folder = kRefs / variant.toStdString();
        const json expected = readJson(folder / "expected.json");
        const ModelPtr model = loadModel(folder.string());
        const std::vector<StepPtr> steps = runSteps(model, expected["ids"].get<std::vector<TokenId>>(), mode);

        const double largest = largestLogitDifference(steps, expected);  // infinite if greedy disagrees
        qInfo("%s: largest |logit - PyTorch float64| over prefill + 5 decode steps, cache %s: %.3g",
              qPrintable(variant), cacheModeName(mode), largest);
        QVERIFY(largest <= 1e-4);
    }

    // What each folder's config says arrives in the model's descriptor and cost.
    // The logits a forward returns are its floats widened to double, element for element, at
    // every length around the 16-element chunks they are widened in.
    void returnsTheLogitsWidened() {
        for (Eigen::Index n : {0, 1, 15, 16, 17, 31, 32, 33, 50257}) {
            MatrixF last(1, n);
            for (Eigen::Index i = 0; i < n; ++i) last(0, i) = std::ldexp(float(i % 97) - 48.3f, int(i % 9) - 4);
            Vector widened(n);
            widen(last.data(), n, widened.data());
            QCOMPARE(widened.size(), n);
            for (Eigen::Index i = 0; i < n; ++i)
                if (widened[i] != static_cast<double>(last(0, i))) QFAIL(qPrintable(QString("element %1 of %2").arg(i).arg(n)));
        }
    }

    void describesTheGrouping() {
        const ModelPtr gqa = loadModel((kRefs / "llama-gqa").string());
        QCOMPARE(gqa->info().family, std::string("llama"));
        QCOMPARE(gqa->info().heads, 8);
        QCOMPARE(gqa->info().kvHeads, 2);
        QCOMPARE(gqa->info().keyDim, 8);
        QCOMPARE(gqa->kvShape().kvHeads, 2);
        // KV bytes per token: 2 · L · H_kv · hd · 4 = 2 · 2 · 2 · 8 · 4
        const WorkCounts w = stepWork(gqa->cost(), Phase::Prefill, 0, 1, CacheMode::On);
        QCOMPARE(w.kvBytesHeld, std::int64_t{256});
        QCOMPARE(w.kvVectors, std::int64_t{2 * 2});  // one per layer and KV head

        const ModelPtr mqa = loadModel((kRefs / "llama-mqa").string());
        QCOMPARE(mqa->info().kvHeads, 1);
        const ModelPtr qwen3 = loadModel((kRefs / "qwen3-qknorm").string());
        QCOMPARE(qwen3->info().family, std::string("qwen3"));
        QCOMPARE(qwen3->info().keyDim, 24);  // head_dim, not 64 / 4
        // the sharded folder opens through its index, its config.json or the index itself
        for (const char* entry : {"", "config.json", "model.safetensors.index.json"})
            QCOMPARE(loadModel((kRefs / "llama3-scaled" / entry).string())->info().layers, 3);
    }

    // The files in memory (how a model embedded in the app loads) give the folder's model.
    void loadsFromMemoryAsFromItsFolder() {
        const fs::path folder = kRefs / "llama-gqa";
        const auto slurp = [&](const char* f) {
            std::ifstream in(folder / f, std::ios::binary);
            return std::string(std::istreambuf_iterator<char>(in), {});
        };
        const std::string config = slurp("config.json"), weights = slurp("model.safetensors"),
                          tokenizer = slurp("tokenizer.json"), tokenizerConfig = slurp("tokenizer_config.json");
        const auto model = loadLlamaFromMemory(
            {"gqa", config, std::as_bytes(std::span(weights.data(), weights.size())), tokenizer, tokenizerConfig, {}});
        QCOMPARE(model->info().promptPrefix, std::string("<|endoftext|>"));  // add_bos_token
        const json expected = readJson(folder / "expected.json");
        const std::vector<StepPtr> steps = runSteps(model, expected["ids"].get<std::vector<TokenId>>(), CacheMode::On);
        QVERIFY(maxAbsDiff(steps[0]->allLogits, expected["prefill_last_logits"].get<std::vector<double>>()) <= 1e-4);
        // and its default prompt starts with the BOS token, as the reference's ids do
        QCOMPARE(model->defaultPrompt(), expected["ids"].get<std::vector<TokenId>>());
    }

    // The grouped cache: each KV head's K/V rows are recorded once, and query heads of one
    // group read the same keys (their raw scores differ only through q).
    void recordsOneKvPairPerKvHead() {
        const fs::path folder = kRefs / "llama-gqa";
        const ModelPtr model = loadModel(folder.string());
        Engine engine(model, CacheMode::On);
        const StepPtr prefill = engine.prefill(readJson(folder / "expected.json")["ids"].get<std::vector<TokenId>>(),
                                               SamplingParams{});
        for (const LayerTrace& layer : prefill->layers) {
            QCOMPARE(layer.heads.size(), size_t(8));
            QCOMPARE(layer.kv.size(), size_t(2));
            QCOMPARE(layer.kv[0].keys.rows(), Eigen::Index(prefill->positions()));
            QCOMPARE(layer.kv[0].keys.cols(), Eigen::Index(8));
        }
    }

    // Llama 3's scaling, against the numbers its definition gives by hand for head_dim 16,
    // θ 10000, factor 4, low 1, high 4, original context 32: wavelengths below 8 are kept,
    // above 32 divided by 4, and pair 1 (wavelength 2π·10000^(1/8) ≈ 19.87) is blended with
    // smooth = (32/19.87 − 1) / 3.
    void scalesRopeAsLlama3() {
        LlamaConfig c = parseLlamaConfig(
            R"({"model_type": "llama", "num_hidden_layers": 1, "num_attention_heads": 1, "hidden_size": 16,
                "intermediate_size": 8, "max_position_embeddings": 64, "vocab_size": 10,
                "rope_scaling": {"rope_type": "llama3", "factor": 4.0, "low_freq_factor": 1.0,
                                 "high_freq_factor": 4.0, "original_max_position_embeddings": 32}})",
            "config.json");
        const std::vector<double> f = scaledInverseFrequencies(c);
        QCOMPARE(f.size(), size_t(8));
        QCOMPARE(f[0], 1.0);  // wavelength 2π < 8: kept
        const double f1 = std::pow(10000.0, -2.0 / 16), wavelen1 = 2 * M_PI / f1;
        const double smooth = (32 / wavelen1 - 1) / 3;
        QVERIFY(std::abs(f[1] - ((1 - smooth) * f1 / 4 + smooth * f1)) < 1e-15);
        QVERIFY(std::abs(f[2] - std::pow(10000.0, -4.0 / 16) / 4) < 1e-15);  // 62.8 > 32: divided
    }

    // Each pair (x_i, x_{i+hd/2}) of each head is rotated by its angle, as the formula says (to
    // the last place of a float: the compiler may fuse a product into the sum) — for head sizes
    // whose half is 16 pairs and more, and fewer or not a multiple of 16 (the rotation takes 16
    // pairs at a time, then the rest one by one).
    void rotatesEveryPairAsTheFormulaSays() {
        for (int headDim : {8, 40, 64, 80}) {
            const std::string config = R"({"model_type": "llama", "num_hidden_layers": 1, "num_attention_heads": 2,
                "hidden_size": )" + std::to_string(2 * headDim) + R"(, "intermediate_size": 8,
                "max_position_embeddings": 64, "vocab_size": 10})";
            const Rope rope(parseLlamaConfig(config, "config.json"));
            const Rope::Angles angles = rope.angles(5, 3);
            MatrixF rows(3, 2 * headDim);
            for (Eigen::Index i = 0; i < rows.size(); ++i) rows.data()[i] = std::sin(float(i)) * float(i % 13);
            MatrixF rotated = rows;
            rope.rotate(rotated, 2, angles, 0);
            const int half = headDim / 2;
            for (int r = 0; r < 3; ++r)
                for (int h = 0; h < 2; ++h)
                    for (int i = 0; i < half; ++i) {
                        const float a = rows(r, h * headDim + i), b = rows(r, h * headDim + half + i);
                        const float c = angles.cosines(r, i), s = angles.sines(r, i);
                        const double first = double(a) * c - double(b) * s, second = double(b) * c + double(a) * s;
                        // a float's roundings of the products and of the sum, at most
                        const auto ulps = [](double x, double y) { return 3 * std::ldexp(std::abs(x) + std::abs(y), -24); };
                        QVERIFY(std::abs(rotated(r, h * headDim + i) - first) <= ulps(a * c, b * s));
                        QVERIFY(std::abs(rotated(r, h * headDim + half + i) - second) <= ulps(b * c, a * s));
                    }
        }
    }

    void refusesWhatItCannotCompute_data() {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("yarn") << R"("rope_scaling": {"rope_type": "yarn", "factor": 4.0})"
                              << R"(config.json: rope_scaling.rope_type: "yarn" is not supported)";
        QTest::newRow("window") << R"("model_type": "mistral", "sliding_window": 16)"
                                << "config.json: sliding_window: 16 is shorter than max_position_embeddings (64)";
        QTest::newRow("groups") << R"("num_key_value_heads": 3)"
                                << "must be a multiple of num_key_value_heads (3)";
        QTest::newRow("gelu") << R"("hidden_act": "gelu")" << "config.json: hidden_act: expected \"silu\"";
        QTest::newRow("odd head") << R"("head_dim": 7)" << "head_dim (7) must be even";
        QTest::newRow("mlp bias") << R"("mlp_bias": true)" << "config.json: mlp_bias: true is not supported";
    }
    void refusesWhatItCannotCompute() {
        QFETCH(QString, change);
        QFETCH(QString, message);
        const std::string text = R"({"model_type": "llama", "num_hidden_layers": 1, "num_attention_heads": 4,
            "hidden_size": 16, "intermediate_size": 8, "max_position_embeddings": 64, "vocab_size": 10, )" +
                                 change.toStdString() + "}";
        // a later duplicate key would be refused as such: drop the base's model_type when changed
        std::string json = text;
        if (change.contains("model_type")) json.replace(json.find(R"("model_type": "llama", )"), 23, "");
        const QString error = errorOf([&] { parseLlamaConfig(json, "config.json"); });
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // A model type no reader accepts is named, with the ones that are.
    void namesAnUnknownModelType() {
        QTemporaryDir dir;
        const fs::path folder = fs::path(dir.path().toStdString());
        for (const char* f : {"config.json", "tokenizer.json", "model.safetensors"})
            fs::copy_file(kRefs / "llama-gqa" / f, folder / f);
        std::string config = readJson(folder / "config.json").dump();
        config.replace(config.find("\"llama\""), 7, "\"bert\"");
        {
            std::ofstream(folder / "config.json") << config;
        }
        const QString error = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(error.contains("config.json: model_type: \"bert\" is not a model type KVScope reads (it reads gpt2, "
                                "llama, mistral, qwen2, qwen3)"),
                 qPrintable(error));
    }

    // A shard the index names with a folder could be anywhere on disk: refused.
    void refusesAShardOutsideTheFolder() {
        QTemporaryDir dir;
        const fs::path folder = fs::path(dir.path().toStdString());
        const fs::path ref = kRefs / "llama3-scaled";
        for (const auto& e : fs::directory_iterator(ref)) fs::copy_file(e.path(), folder / e.path().filename());
        std::string index = readJson(folder / "model.safetensors.index.json").dump();
        const std::string shard = "\"model-00002-of-00002.safetensors\"";
        index.replace(index.find(shard), shard.size(), "\"../model-00002-of-00002.safetensors\"");
        {
            std::ofstream(folder / "model.safetensors.index.json", std::ios::trunc) << index;
        }
        const QString error = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(error.contains("model.safetensors.index.json: weight_map") &&
                     error.contains("expected the name of a .safetensors file in the same folder"),
                 qPrintable(error));
        fs::remove(folder / "model-00002-of-00002.safetensors");
        fs::remove(folder / "model.safetensors.index.json");
        fs::copy_file(ref / "model.safetensors.index.json", folder / "model.safetensors.index.json");
        const QString missing = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(missing.contains("model-00002-of-00002.safetensors"), qPrintable(missing));
    }
};

QTEST_GUILESS_MAIN(TestLlamaModel)
#include "tst_llama_model.moc"
