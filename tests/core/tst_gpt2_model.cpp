// The GPT-2 model against real PyTorch: tests/data/gpt2-tiny-ref/ is a small random GPT-2 whose
// expected.json was computed by an independent float64 PyTorch implementation
// (tools/make_reference_gpt2/make_reference.py). Loaded through the real registry and
// tokenizer, stepped by the Engine with the cache on and off.
#include <QtTest>

#include <set>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/engine.h"
#include "tests/core/reference_compare.h"
#include "core/gpt2/gpt2_model.h"
#include "core/io/safetensors.h"
#include "core/model_registry.h"

using namespace kvscope;
using nlohmann::json;
namespace fs = std::filesystem;

Q_DECLARE_METATYPE(kvscope::CacheMode)
Q_DECLARE_METATYPE(kvscope::KvStorage)

namespace {
const fs::path kRef = fs::path(KVSCOPE_SOURCE_DIR) / "tests" / "data" / "gpt2-tiny-ref";
constexpr int kLayers = 2, kHeads = 4, kEmbd = 64, kHeadDim = 16;

using testing::maxAbsDiff;
using testing::largestLogitDifference;
using testing::runSteps;
using testing::readJson;

// Rewrites every tensor of `from` into `to` as F32; `edit` may rename, reshape or drop one
// (returning false drops it); `extra` tensors are added at the end.
struct Tensor {
    std::string name;
    std::vector<std::int64_t> shape;
    std::vector<float> data;
};
void rewriteSafetensors(const fs::path& from, const fs::path& to,
                        const std::function<bool(Tensor&)>& edit, std::vector<Tensor> extra = {}) {
    std::vector<Tensor> tensors;
    {
        const SafetensorsFile file(from);
        for (const TensorInfo& t : file.tensors()) {
            Tensor x{t.name, t.shape, file.toFloats(t.name)};
            if (edit(x)) tensors.push_back(std::move(x));
        }
    }
    for (Tensor& t : extra) tensors.push_back(std::move(t));
    json header = json::object();
    std::string data;
    for (const Tensor& t : tensors) {
        const size_t begin = data.size();
        data.append(reinterpret_cast<const char*>(t.data.data()), t.data.size() * sizeof(float));
        header[t.name] = {{"dtype", "F32"}, {"shape", t.shape}, {"data_offsets", {begin, data.size()}}};
    }
    const std::string text = header.dump();
    const std::uint64_t size = text.size();
    std::ofstream out(to, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(&size), 8);  // little-endian on every target we build
    out << text << data;
}

// A copy of the reference folder to break.
fs::path copyReference(const QTemporaryDir& dir) {
    const fs::path to = fs::path(dir.path().toStdString()) / "model";
    fs::create_directories(to);
    for (const char* f : {"config.json", "tokenizer.json"}) fs::copy_file(kRef / f, to / f);
    return to;
}

QString errorOf(const std::function<void()>& fn) {
    try {
        fn();
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}
}  // namespace

class TestGpt2Model : public QObject {
    Q_OBJECT
private:
    json expected_ = readJson(kRef / "expected.json");
    std::vector<TokenId> ids_ = expected_["ids"].get<std::vector<TokenId>>();

private slots:
    void loadsThroughTheRegistry() {
        const ModelPtr model = loadModel(kRef.string());
        const ModelInfo& info = model->info();
        QCOMPARE(info.family, std::string("gpt2"));
        QCOMPARE(info.name, std::string("gpt2-tiny-ref"));
        QCOMPARE(info.layers, kLayers);
        QCOMPARE(info.heads, kHeads);
        QCOMPARE(info.keyDim, kHeadDim);
        QCOMPARE(info.maxPositions, 64);
        QCOMPARE(model->outputTokens().size(), size_t(557));
        // its model.safetensors or config.json name the same folder
        QCOMPARE(loadModel((kRef / "model.safetensors").string())->info().family, std::string("gpt2"));
        QCOMPARE(loadModel((kRef / "config.json").string())->info().family, std::string("gpt2"));
        // and the toy still loads
        QCOMPARE(loadModel("weather")->info().family, std::string("toy-rules"));
    }

    void encodesThePromptAsPyTorchsScript() {
        const ModelPtr model = loadModel(kRef.string());
        std::vector<TokenId> ids{*model->tokenizer().findToken("<|endoftext|>")};
        for (TokenId id : model->tokenizer().encode(expected_["prompt"].get<std::string>())) ids.push_back(id);
        QCOMPARE(ids, ids_);
        QCOMPARE(model->defaultPrompt(), ids_);
    }

    void matchesPyTorch_data() {
        QTest::addColumn<CacheMode>("mode");
        QTest::newRow("cache on") << CacheMode::On;
        QTest::newRow("cache off") << CacheMode::Off;
    }
    void matchesPyTorch() {
        QFETCH(CacheMode, mode);
        const ModelPtr model = loadModel(kRef.string());
        const std::vector<StepPtr> steps = runSteps(model, ids_, mode);

        const double largest = largestLogitDifference(steps, expected_);  // infinite if greedy disagrees
        qInfo("largest |logit - PyTorch float64| over prefill + 5 decode steps, cache %s: %.3g",
              cacheModeName(mode), largest);
        QVERIFY(largest <= 1e-4);
    }

    // --weights f16: the matrices rounded to half precision, the arithmetic still float. PyTorch
    // rounded the same tensors (expected.json's "f16") and computed in float64.
    void halfWeightsMatchPyTorchOnTheRoundedModel_data() { matchesPyTorch_data(); }
    void halfWeightsMatchPyTorchOnTheRoundedModel() {
        QFETCH(CacheMode, mode);
        const ModelPtr model = loadModel(kRef.string(), WeightPrecision::F16);
        QCOMPARE(model->info().weightPrecision, std::string("f16"));
        QCOMPARE(loadModel(kRef.string())->info().weightPrecision, std::string("f32"));
        const json& f16 = expected_["f16"];
        QCOMPARE(f16["rounded"].size(), size_t(4 * kLayers + 1));
        const std::vector<StepPtr> steps = runSteps(model, ids_, mode);

        const double largest = largestLogitDifference(steps, f16);
        // and how far rounding moved the logits from the float32 model's
        const double moved = maxAbsDiff(steps[0]->allLogits, expected_["prefill_last_logits"].get<std::vector<double>>());
        qInfo("f16 weights: largest |logit - PyTorch float64 on the rounded weights| %.3g, cache %s; "
              "rounding moved the prefill logits by up to %.3g",
              largest, cacheModeName(mode), moved);
        QVERIFY(largest <= 1e-4);
        QVERIFY(moved > 1e-4);  // the rounding is real, so the check above means something
    }

    // --kv f16 / bf16: the weights stay float, every K and V row is rounded as the cache stores
    // it and the model reads the rounded rows. PyTorch rounded K and V the same way
    // (expected.json's "kv") and computed in float64. Cache off goes through the matrix-product
    // path over a scratch cache of the same storage, cache on through the streaming kernels.
    void narrowKvCacheMatchesPyTorch_data() {
        QTest::addColumn<CacheMode>("mode");
        QTest::addColumn<KvStorage>("storage");
        for (KvStorage s : {KvStorage::F16, KvStorage::BF16}) {
            QTest::addRow("%s cache on", kvStorageName(s)) << CacheMode::On << s;
            QTest::addRow("%s cache off", kvStorageName(s)) << CacheMode::Off << s;
        }
    }
    void narrowKvCacheMatchesPyTorch() {
        QFETCH(CacheMode, mode);
        QFETCH(KvStorage, storage);
        const json& want = expected_["kv"][kvStorageName(storage)];
        const std::vector<StepPtr> steps = runSteps(loadModel(kRef.string()), ids_, mode, storage);

        const double largest = largestLogitDifference(steps, want);
        const double moved = maxAbsDiff(steps[0]->allLogits, expected_["prefill_last_logits"].get<std::vector<double>>());
        qInfo("%s KV cache, cache %s: largest |logit - PyTorch float64 on rounded K/V| %.3g; rounding moved the "
              "prefill logits by up to %.3g",
              kvStorageName(storage), cacheModeName(mode), largest, moved);
        // KVScope's K and V are float32 sums, PyTorch's float64 ones rounded to float32: now and
        // then an element sits on the other side of a rounding boundary and lands one f16/bf16
        // step away, so the bound is relative to how far the rounding itself moves the logits
        QVERIFY(moved > 1e-3);  // the rounding is real
        QVERIFY(largest <= 0.05 * moved);

        // a step's work: half the bytes of an f32 cache, held and read
        const StepRecord& last = *steps.back();
        const int n = static_cast<int>(last.tokens.size());
        QCOMPARE(last.work.kvBytesHeld, mode == CacheMode::On ? std::int64_t(n) * kLayers * kHeads * 2 * kHeadDim * 2 : 0);
    }

    // The KV cache lab's quantized cache (KIVI, int8, keys per-channel and values per-token in
    // groups of 4, the newest 2 positions in f32) against PyTorch float64 running the same
    // quantization: with the cache off (each step quantizes the rows of the whole sequence
    // afresh) and on (each step's earlier rows are the ones earlier steps wrote, quantized as
    // the cache grew) — the model reads the quantized values, in both.
    void quantizedKvCacheMatchesPyTorch_data() {
        QTest::addColumn<CacheMode>("mode");
        QTest::newRow("cache on") << CacheMode::On;
        QTest::newRow("cache off") << CacheMode::Off;
    }
    void quantizedKvCacheMatchesPyTorch() {
        QFETCH(CacheMode, mode);
        const json& kivi = expected_["kivi"];
        KvQuantization q;
        q.bits = kivi["bits"].get<int>();
        q.group = kivi["group"].get<int>();
        q.recent = kivi["recent"].get<int>();
        q.keys = *parseKvQuantAxis(kivi["keys"].get<std::string>());
        q.values = *parseKvQuantAxis(kivi["values"].get<std::string>());
        const json& want = kivi[mode == CacheMode::On ? "on" : "off"];
        const std::vector<StepPtr> steps = runSteps(loadModel(kRef.string()), ids_, mode, KvFormat(KvStorage::F32, q));

        const double largest = largestLogitDifference(steps, want);
        const double moved = maxAbsDiff(steps[0]->allLogits, expected_["prefill_last_logits"].get<std::vector<double>>());
        qInfo("int8 KIVI cache, cache %s: largest |logit - PyTorch float64 with the same quantization| %.3g; "
              "quantizing moved the prefill logits by up to %.3g",
              cacheModeName(mode), largest, moved);
        // as for f16: a float32 K element and PyTorch's rounded float64 one now and then fall on
        // either side of a code boundary (or set a group's minimum one ulp apart), a code step
        QVERIFY(moved > 1e-3);  // the quantization is real
        QVERIFY(largest <= 0.05 * moved);
    }

    // A quantized cache's rows change after they are written — keys per-channel become integers
    // when their group of positions completes — and the step that changes them records them
    // again, as now stored, so the KV table (later records overwrite earlier ones) shows what
    // the model reads.
    void quantizedRowsAreRecordedWhenTheyChange() {
        KvQuantization q;
        q.bits = 4;
        q.group = 2;  // keys per-channel over pairs of positions; values per-token, every row at once
        const std::vector<StepPtr> steps =
            runSteps(loadModel(kRef.string()), ids_, CacheMode::On, KvFormat(KvStorage::F32, q));
        QCOMPARE(ids_.size(), size_t(10));
        // positions after each step: 10 (prefill), 11, 12, …; a pair completes at 12 and 14
        const std::vector<int> expectedFirst{0, 10, 10, 12, 12, 14};
        for (size_t i = 0; i < steps.size(); ++i) QCOMPARE(steps[i]->kvFirstPosition, expectedFirst[i]);
        // position 10's keys: exact when step 1 wrote them, integers (re-recorded) from step 2
        const Matrix& written = steps[1]->layers[0].kv[0].keys;   // rows 10
        const Matrix& stored = steps[2]->layers[0].kv[0].keys;    // rows 10, 11
        QCOMPARE(written.rows(), Eigen::Index(1));
        QCOMPARE(stored.rows(), Eigen::Index(2));
        QVERIFY(written.row(0) != stored.row(0));
        QVERIFY((written.row(0) - stored.row(0)).cwiseAbs().maxCoeff() < 0.5 * written.row(0).cwiseAbs().maxCoeff());
    }

    // GQA/MQA by mean-pooling (the KV cache lab): the model with 4 heads pooled into 2 and 1 KV
    // heads, one cached K/V per group, against PyTorch running the pooled weights in multi-head
    // form — and its cache holds a half and a quarter of the bytes.
    void pooledKvHeadsMatchPyTorch_data() {
        QTest::addColumn<CacheMode>("mode");
        QTest::addColumn<int>("kvHeads");
        for (const int k : {2, 1}) {
            QTest::addRow("%d KV heads, cache on", k) << CacheMode::On << k;
            QTest::addRow("%d KV heads, cache off", k) << CacheMode::Off << k;
        }
    }
    void pooledKvHeadsMatchPyTorch() {
        QFETCH(CacheMode, mode);
        QFETCH(int, kvHeads);
        const ModelPtr model = loadModel(kRef.string());
        const auto* gpt2 = dynamic_cast<const Gpt2Model*>(model.get());
        QVERIFY(gpt2);
        const ModelPtr pooled = gpt2->withPooledKvHeads(kvHeads);
        QCOMPARE(pooled->info().kvHeads, kvHeads);
        QCOMPARE(pooled->info().heads, kHeads);
        QVERIFY2(pooled->info().name.ends_with("KV heads pooled 4 → " + std::to_string(kvHeads)),
                 pooled->info().name.c_str());
        const std::vector<StepPtr> steps = runSteps(pooled, ids_, mode);
        const double largest = largestLogitDifference(steps, expected_["pooled"][std::to_string(kvHeads)]);
        qInfo("%d KV heads pooled, cache %s: largest |logit - PyTorch float64| %.3g", kvHeads, cacheModeName(mode),
              largest);
        QVERIFY(largest <= 1e-4);
        const int n = static_cast<int>(steps.back()->tokens.size());
        QCOMPARE(steps.back()->work.kvBytesHeld,
                 mode == CacheMode::On ? std::int64_t(n) * kLayers * kvHeads * 2 * kHeadDim * 4 : 0);
        QCOMPARE(steps.back()->layers[0].kv.size(), size_t(kvHeads));
        QVERIFY_THROWS_EXCEPTION(Error, gpt2->withPooledKvHeads(3));  // 3 does not divide 4
        QVERIFY_THROWS_EXCEPTION(Error, dynamic_cast<const Gpt2Model&>(*pooled).withPooledKvHeads(1));
    }

    // A bounded cache (a window of 8, with 2 sinks or none) against PyTorch masking the same keys:
    // the prompt of 10 already evicts in the prefill; the greedy text changes; the record blocks
    // the evicted keys; the cache holds 8 rows.
    void boundedKvCacheMatchesPyTorch_data() {
        QTest::addColumn<CacheMode>("mode");
        QTest::addColumn<QString>("setting");
        for (const char* setting : {"8/2", "8/0"}) {
            QTest::addRow("window %s, cache on", setting) << CacheMode::On << QString(setting);
            QTest::addRow("window %s, cache off", setting) << CacheMode::Off << QString(setting);
        }
    }
    void boundedKvCacheMatchesPyTorch() {
        QFETCH(CacheMode, mode);
        QFETCH(QString, setting);
        const json& want = expected_["window"][setting.toStdString()];
        const KvEviction eviction{want["window"].get<int>(), want["sinks"].get<int>()};
        const std::vector<StepPtr> steps =
            runSteps(loadModel(kRef.string()), ids_, mode, KvFormat(KvStorage::F32, {}, eviction));
        const double largest = largestLogitDifference(steps, want);
        const double moved = maxAbsDiff(steps[0]->allLogits, expected_["prefill_last_logits"].get<std::vector<double>>());
        qInfo("window %s, cache %s: largest |logit - PyTorch float64 with the same mask| %.3g; the window moved the "
              "prefill logits by up to %.3g", qPrintable(setting), cacheModeName(mode), largest, moved);
        QVERIFY(moved > 1e-2);  // the eviction is real
        QVERIFY(largest <= 1e-4);
        const StepRecord& last = *steps.back();
        QCOMPARE(last.kvEviction, eviction);
        const int n = static_cast<int>(last.tokens.size());
        QCOMPARE(n, 15);
        QCOMPARE(last.work.kvBytesHeld, mode == CacheMode::On ? std::int64_t(8) * kLayers * kHeads * 2 * kHeadDim * 4 : 0);
        // the newest query's recorded weights: 0 on the evicted keys, positive on the kept ones
        int headsChecked = 0;
        for (const LayerTrace& layer : last.layers) {
            for (const HeadTrace& head : layer.heads) {
                const RowVectorF w = head.weightsF.rows() ? RowVectorF(head.weightsF.bottomRows(1))
                                                          : RowVectorF(head.weights.bottomRows(1).cast<float>());
                if (w.size() == 0) continue;
                QCOMPARE(int(w.size()), n);
                for (int k = 0; k < n; ++k) QCOMPARE(w[k] == 0.0f, eviction.evicted(n - 1, k));
                ++headsChecked;
            }
        }
        QVERIFY(headsChecked >= kHeads);  // at least the layer the default plan records
    }

    // A heavy-hitter cache (H2O: a window of 8 keeping 4 for their attention, and 6 keeping 5)
    // against PyTorch choosing the keys row by row from its float64 weights: the prompt of 10
    // evicts in the prefill already; the greedy text changes; the record shows weight 0 exactly
    // on the keys the step's eviction log names, which differ between heads.
    void heavyHitterCacheMatchesPyTorch_data() {
        QTest::addColumn<CacheMode>("mode");
        QTest::addColumn<QString>("setting");
        for (const char* setting : {"8/4", "6/5"}) {
            QTest::addRow("heavy %s, cache on", setting) << CacheMode::On << QString(setting);
            QTest::addRow("heavy %s, cache off", setting) << CacheMode::Off << QString(setting);
        }
    }
    void heavyHitterCacheMatchesPyTorch() {
        QFETCH(CacheMode, mode);
        QFETCH(QString, setting);
        const json& want = expected_["heavy"][setting.toStdString()];
        const KvEviction eviction{want["window"].get<int>(), 0, want["heavy"].get<int>()};
        const std::vector<StepPtr> steps =
            runSteps(loadModel(kRef.string()), ids_, mode, KvFormat(KvStorage::F32, {}, eviction));
        const double largest = largestLogitDifference(steps, want);
        const double moved = maxAbsDiff(steps[0]->allLogits, expected_["prefill_last_logits"].get<std::vector<double>>());
        qInfo("heavy hitters %s, cache %s: largest |logit - PyTorch float64 choosing the same keys| %.3g; the "
              "eviction moved the prefill logits by up to %.3g",
              qPrintable(setting), cacheModeName(mode), largest, moved);
        QVERIFY(moved > 1e-2);
        QVERIFY(largest <= 1e-4);
        const StepRecord& last = *steps.back();
        QCOMPARE(last.kvEviction, eviction);
        QVERIFY(last.kvEvictionLog);
        const int n = static_cast<int>(last.tokens.size());
        QCOMPARE(last.work.kvBytesHeld,
                 mode == CacheMode::On ? std::int64_t(eviction.window) * kLayers * kHeads * 2 * kHeadDim * 4 : 0);
        std::set<std::vector<int>> differentChoices;
        int headsChecked = 0;
        for (int layer = 0; layer < kLayers; ++layer) {
            for (int head = 0; head < kHeads; ++head) {
                const std::vector<int> gone = last.kvEvictionLog->evictedBy(layer, head, n - 1);
                QCOMPARE(int(gone.size()), n - eviction.window);
                differentChoices.insert(gone);
                const HeadTrace& trace = last.layers[size_t(layer)].heads[size_t(head)];
                const RowVectorF w = trace.weightsF.rows() ? RowVectorF(trace.weightsF.bottomRows(1))
                                                           : RowVectorF(trace.weights.bottomRows(1).cast<float>());
                if (w.size() == 0) continue;
                for (int k = 0; k < n; ++k) QCOMPARE(w[k] == 0.0f, last.keyEvicted(layer, head, n - 1, k));
                ++headsChecked;
            }
        }
        QVERIFY(headsChecked >= kHeads);
        QVERIFY(differentChoices.size() > 1);  // each head keeps the keys it attends to
    }

    void recordShapes_data() { matchesPyTorch_data(); }
    void recordShapes() {
        QFETCH(CacheMode, mode);
        const ModelPtr model = loadModel(kRef.string());
        const std::vector<StepPtr> steps = runSteps(model, ids_, mode);
        const CostModel cost = model->cost();
        for (const StepPtr& s : steps) {
            const int n = s->positions();
            const int q = s->rowCount;
            const int kvRows = s->phase == Phase::Decode && mode == CacheMode::On ? 1 : n;
            QCOMPARE(q, s->phase == Phase::Prefill ? static_cast<int>(ids_.size()) : 1);
            QCOMPARE(s->layers.size(), size_t(kLayers));
            for (const LayerTrace& layer : s->layers) {
                QCOMPARE(layer.heads.size(), size_t(kHeads));
                QCOMPARE(layer.combined.rows(), q);
                QCOMPARE(layer.combined.cols(), kEmbd);
                QCOMPARE(layer.kv.size(), size_t(kHeads));
                for (const KvRows& kv : layer.kv) {
                    QCOMPARE(kv.keys.rows(), kvRows);
                    QCOMPARE(kv.keys.cols(), kHeadDim);
                    QCOMPARE(kv.values.rows(), kvRows);
                }
                for (const HeadTrace& h : layer.heads) {
                    QCOMPARE(h.scores.rows(), q);
                    QCOMPARE(h.scores.cols(), n);
                    QCOMPARE(h.weights.rows(), q);
                    QCOMPARE(h.outputs.cols(), kHeadDim);
                    for (int r = 0; r < q; ++r) {
                        // the float softmax the model mixed V with: 1 within float rounding
                        QVERIFY(std::abs(h.weights.row(r).sum() - 1.0) < 1e-5);
                        const int pos = s->firstRow + r;
                        // keys after the query are scored, and blocked by the mask
                        if (pos + 1 < n) {
                            QVERIFY(std::isfinite(h.scores(r, pos + 1)));
                            QVERIFY(std::isinf(h.maskedScores(r, pos + 1)));
                            QCOMPARE(h.weights(r, pos + 1), 0.0);
                        }
                    }
                }
            }
            QCOMPARE(s->context.rows(), q);
            QCOMPARE(s->context.cols(), kEmbd);
            QCOMPARE(s->allLogits.size(), 557);
            const int before = n - q;
            // counted row by row here, from the architecture, not by the engine's closed forms
            const bool rerun = mode == CacheMode::Off && s->phase == Phase::Decode;
            std::int64_t rows = 0, cells = 0;
            for (int r = rerun ? 0 : before; r < n; ++r) {
                ++rows;
                cells += std::int64_t(r + 1) * kLayers * kHeads;  // row r sees keys 0..r
            }
            QCOMPARE(s->work.kvVectors, rows * kLayers * kHeads);
            QCOMPARE(s->work.attentionCells, cells);
            QCOMPARE(s->work.macsKv, rows * kLayers * kHeads * 2 * kEmbd * kHeadDim);  // K and V: d·hd each
            QCOMPARE(s->work.macsAttention, cells * 2 * kHeadDim);                    // q·k and w·v
            QCOMPARE(s->work.macsOther, rows * kLayers * 10 * kEmbd * kEmbd);         // Q, c_proj, MLP 4d
            QCOMPARE(s->work.macsLogits, std::int64_t(kEmbd) * 557);
            QCOMPARE(s->work.kvBytesHeld, mode == CacheMode::On ? std::int64_t(n) * kLayers * kHeads * 2 * kHeadDim * 4 : 0);
        }
        // the real formulas: 2·d·hd per K,V pair, 10·d² other per row, d·V logits
        QCOMPARE(cost.kvMacsPerPosition, std::int64_t(2 * kEmbd * kHeadDim));
        QCOMPARE(cost.otherMacsPerRow, std::int64_t(10 * kEmbd * kEmbd));
        QCOMPARE(cost.logitsMacs, std::int64_t(kEmbd * 557));
    }

    void cacheAgreesWithNoCache() {
        const ModelPtr model = loadModel(kRef.string());
        const std::vector<StepPtr> on = runSteps(model, ids_, CacheMode::On);
        const std::vector<StepPtr> off = runSteps(model, ids_, CacheMode::Off);
        double worst = 0;
        for (size_t i = 0; i < on.size(); ++i) {
            QCOMPARE(on[i]->tokens, off[i]->tokens);
            const Vector& a = on[i]->allLogits;
            const Vector& b = off[i]->allLogits;
            worst = std::max(worst, (a - b).cwiseAbs().maxCoeff() / b.cwiseAbs().maxCoeff());
            // the decode step's attention row is the same with or without the cache
            const Matrix& wOn = on[i]->layers.back().heads[0].weights;
            const Matrix& wOff = off[i]->layers.back().heads[0].weights;
            QVERIFY((wOn.bottomRows(1) - wOff.bottomRows(1)).cwiseAbs().maxCoeff() < 1e-5);
        }
        qInfo("largest relative logit difference cache on vs off: %.3g", worst);
        QVERIFY(worst <= 1e-5);
    }

    // Hugging Face saves GPT2LMHeadModel with or without "transformer." and sometimes with
    // lm_head.weight (a copy of wte): that loads too and gives the same logits.
    void namesWithoutPrefixAndTiedLmHead() {
        QTemporaryDir dir;
        const fs::path folder = copyReference(dir);
        const std::string prefix = "transformer.";
        const SafetensorsFile ref(kRef / "model.safetensors");
        Tensor head{"lm_head.weight", ref.tensor("transformer.wte.weight").shape,
                    ref.toFloats("transformer.wte.weight")};
        rewriteSafetensors(kRef / "model.safetensors", folder / "model.safetensors", [&](Tensor& t) {
            if (t.name.starts_with(prefix)) t.name = t.name.substr(prefix.size());
            return true;
        }, {head});
        const ModelPtr model = loadModel(folder.string());
        const std::vector<StepPtr> steps = runSteps(model, ids_, CacheMode::On);
        QVERIFY(maxAbsDiff(steps[0]->allLogits, expected_["prefill_last_logits"].get<std::vector<double>>()) <= 1e-4);
    }

    // KVScope always projects with wte, so a different lm_head must not be ignored silently.
    void untiedLmHeadIsRefused() {
        QTemporaryDir dir;
        const fs::path folder = copyReference(dir);
        const SafetensorsFile ref(kRef / "model.safetensors");
        Tensor head{"lm_head.weight", ref.tensor("transformer.wte.weight").shape,
                    ref.toFloats("transformer.wte.weight")};
        head.data[7] += 1.0f;
        rewriteSafetensors(kRef / "model.safetensors", folder / "model.safetensors",
                           [](Tensor&) { return true; }, {head});
        const QString e = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(e.contains("model.safetensors") && e.contains("lm_head.weight") && e.contains("tied"),
                 qPrintable(e));
    }

    // The older layout: vocab.json + merges.txt instead of tokenizer.json.
    void loadsVocabAndMerges() {
        QTemporaryDir dir;
        const fs::path folder = copyReference(dir);
        fs::copy_file(kRef / "model.safetensors", folder / "model.safetensors");
        const json tok = readJson(folder / "tokenizer.json");
        fs::remove(folder / "tokenizer.json");
        json vocab = tok["model"]["vocab"];
        std::ofstream(folder / "vocab.json") << vocab.dump();
        std::ofstream merges(folder / "merges.txt");
        merges << "#version: 0.2\n";
        for (const json& m : tok["model"]["merges"]) merges << m.get<std::string>() << "\n";
        merges.close();
        const ModelPtr model = loadModel(folder.string());
        QCOMPARE(model->defaultPrompt(), ids_);
    }

    void missingTokenizerNamesTheFolder() {
        QTemporaryDir dir;
        const fs::path folder = copyReference(dir);
        fs::copy_file(kRef / "model.safetensors", folder / "model.safetensors");
        fs::remove(folder / "tokenizer.json");
        const QString e = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(e.contains("no tokenizer") && e.contains(QString::fromStdString(folder.string())), qPrintable(e));
    }

    void missingTensorIsNamed() {
        QTemporaryDir dir;
        const fs::path folder = copyReference(dir);
        rewriteSafetensors(kRef / "model.safetensors", folder / "model.safetensors",
                           [](Tensor& t) { return t.name != "transformer.h.1.mlp.c_fc.bias"; });
        const QString e = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(e.contains("model.safetensors") && e.contains("h.1.mlp.c_fc.bias"), qPrintable(e));
    }

    void wrongShapeIsNamed() {
        QTemporaryDir dir;
        const fs::path folder = copyReference(dir);
        rewriteSafetensors(kRef / "model.safetensors", folder / "model.safetensors", [](Tensor& t) {
            if (t.name == "transformer.h.0.attn.c_proj.weight") t.shape = {32, 128};  // same size
            return true;
        });
        const QString e = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(e.contains("model.safetensors") && e.contains("h.0.attn.c_proj.weight") &&
                     e.contains("[32, 128]") && e.contains("[64, 64]"),
                 qPrintable(e));
    }

    void missingWeightsFileIsNamed() {
        QTemporaryDir dir;
        const fs::path folder = copyReference(dir);
        const QString e = errorOf([&] { loadModel(folder.string()); });
        QVERIFY2(e.contains("model.safetensors") && e.contains("missing"), qPrintable(e));
    }
};

QTEST_APPLESS_MAIN(TestGpt2Model)
#include "tst_gpt2_model.moc"
