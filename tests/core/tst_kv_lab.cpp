// The KV cache lab's measurement (core/lab/kv_lab.h) on the tiny GPT: the exact cache's
// perplexity equals the one a single prefill computes for every position at once (another code
// path: one blocked pass instead of a row at a time), an f32 "setting" costs nothing, each
// setting's bytes are the formula's, and the cheaper settings cost more.
#include <tbb/global_control.h>

#include <QtTest>

#include <cmath>

#include "core/engine.h"
#include "core/lab/kv_lab.h"
#include "core/model_registry.h"
#include "core/recording_policy.h"
#include "tests/support/gpt2_fixture.h"

using namespace kvscope;

namespace {

// The text's first window, as the lab reads it: <|endoftext|> and then the tokens.
std::vector<TokenId> windowText(const Model& model, const std::string& text, int tokens) {
    std::vector<TokenId> ids = model.tokenizer().encode(text);
    ids.resize(std::min(ids.size(), static_cast<size_t>(tokens)));
    return ids;
}

const std::string kText =
    "Mrs. John Dashwood now installed herself mistress of Norland; and her mother and sisters-in-law were "
    "degraded to the condition of visitors. As such, however, they were treated by her with quiet civility; "
    "and by her husband with as much kindness as he could feel towards anybody beyond himself, his wife, and "
    "their child.";

}  // namespace

class TestKvLab : public QObject {
    Q_OBJECT
private slots:
    void exactPerplexityMatchesOnePrefill() {
        const ModelPtr model = loadModel("tiny");
        const std::vector<TokenId> text = windowText(*model, kText, 60);
        QVERIFY(text.size() >= 40);
        KvLabSetting same{"f32 again", KvFormat()};
        const KvLabReport r = measureKvSettings(model, text, {same});
        QCOMPARE(r.windows, 1);
        QCOMPARE(r.scored, static_cast<int>(text.size()));  // every token after <|endoftext|>

        // the same window in one prefill, the logits of every position
        std::vector<TokenId> window{*model->tokenizer().findToken("<|endoftext|>")};
        window.insert(window.end(), text.begin(), text.end());
        KvCache cache(model->kvShape());
        RecordPlan plan = RecordPlan::nothing(model->info().layers);
        plan.logitRows = static_cast<int>(window.size());  // row t: position t, predicting token t + 1
        const ForwardResult all = model->forward(window, 0, 0, cache, plan, {});
        QCOMPARE(all.rowLogits.rows(), Eigen::Index(window.size()));
        double nll = 0;
        for (Eigen::Index t = 0; t + 1 < all.rowLogits.rows(); ++t) {
            const Eigen::RowVectorXd z = all.rowLogits.row(t);
            const double top = z.maxCoeff();
            nll -= z(window[static_cast<size_t>(t) + 1]) - top - std::log((z.array() - top).exp().sum());
        }
        const double perplexity = std::exp(nll / static_cast<double>(all.rowLogits.rows() - 1));
        qInfo("perplexity %.6f (a position at a time) against %.6f (one prefill)", r.results[0].perplexity, perplexity);
        QVERIFY(std::abs(r.results[0].perplexity - perplexity) <= 1e-4 * perplexity);
        // an f32 cache against an f32 cache: the very same numbers
        QCOMPARE(r.results[1].perplexity, r.results[0].perplexity);
        QCOMPARE(r.results[1].top1Agreement, 1.0);
        QCOMPARE(r.results[1].meanKl, 0.0);
        QCOMPARE(r.results[1].kvBytes, r.results[0].kvBytes);
    }

    void cheaperCostsMore() {
        const ModelPtr model = loadModel("tiny");
        const std::vector<TokenId> text = windowText(*model, kText, 60);
        const KvLabReport r = measureKvSettings(model, text, standardKvLabSettings(16, 0));
        QCOMPARE(r.results.size(), size_t(7));
        const auto& exact = r.results[0];
        const int n = static_cast<int>(text.size()) + 1;  // positions held after the window
        QCOMPARE(exact.kvBytes, std::int64_t(n) * 8 * 8 * 2 * 16 * 4);
        QCOMPARE(r.results[1].kvBytes * 2, exact.kvBytes);  // f16
        for (const KvLabResult& x : r.results) {
            qInfo("%-60s %8lld bytes  perplexity %.4f  top-1 %.3f  KL %.2e", x.setting.name.c_str(),
                  static_cast<long long>(x.kvBytes), x.perplexity, x.top1Agreement, x.meanKl);
            QVERIFY(x.meanKl >= 0);
            QVERIFY(x.maxKl >= x.meanKl);
        }
        // int4 with keys per-channel (KIVI) against int8 with the same layout: fewer bytes, more KL
        const KvLabResult& int8 = r.results[3];
        const KvLabResult& int4 = r.results[5];
        QVERIFY(int4.setting.format.quant.bits == 4 && int8.setting.format.quant.bits == 8);
        QVERIFY(int4.kvBytes < int8.kvBytes);
        QVERIFY(int4.meanKl > int8.meanKl);
        QVERIFY(int8.meanKl > 0);  // quantizing is not free, only cheap
    }

    // An engine with a lab cache records each step against the exact cache on the same tokens:
    // the KL an exact engine forced along the same tokens gives, and its most likely token —
    // also after going back in the timeline (the shadow cache recomputes what differs).
    void stepsCompareWithTheExactCache() {
        const ModelPtr model = loadModel("tiny");
        KvQuantization q;
        q.bits = 4;
        q.group = 4;
        Engine lab(model, CacheMode::On, KvFormat(KvStorage::F32, q));
        lab.setExactComparison(true);
        Engine exact(model);
        const std::vector<TokenId> prompt = model->defaultPrompt();
        std::vector<StepPtr> steps{lab.prefill(prompt, {})};
        for (int i = 0; i < 6; ++i) steps.push_back(lab.decode({}));
        steps.push_back(lab.rechoose(3, {}, steps[3]->candidates[1]));  // a fork
        steps.push_back(lab.decode({}));
        double largest = 0;
        for (const StepPtr& s : steps) {
            QVERIFY(s->exactComparison.has_value());
            // the exact engine on this step's very tokens
            std::vector<TokenId> seen(s->tokens.begin(), s->tokens.end());
            const StepPtr e = exact.prefill(seen, {});
            const auto logSoftmax = [](const Vector& z) -> Vector {
                const double top = z.maxCoeff();
                return z.array() - (top + std::log((z.array() - top).exp().sum()));
            };
            const Vector p = logSoftmax(e->allLogits), l = logSoftmax(s->allLogits);
            const double kl = (p.array().exp() * (p - l).array()).sum();
            QVERIFY2(std::abs(kl - s->exactComparison->kl) <= 1e-6 * std::max(1.0, kl),
                     qPrintable(QString("step %1: %2 against %3").arg(s->index).arg(s->exactComparison->kl).arg(kl)));
            Eigen::Index top = 0;
            p.maxCoeff(&top);
            QCOMPARE(s->exactComparison->exactTop, TokenId(top));
            largest = std::max(largest, kl);
        }
        QVERIFY(largest > 0);  // int4 in groups of 4 moves the distribution
        // an exact cache compares with nothing
        Engine plain(model);
        QVERIFY(!plain.prefill(prompt, {})->exactComparison.has_value());
    }

    // GQA/MQA by mean-pooling, the counts measured: the tiny GPT's 8 heads → 4, 2, 1; GPT-2's
    // 12 (its recording shape, through the real loader) → 6, 4, 1; the pooled model keeps a third
    // of the K/V bytes at 4.
    void poolsHalfTheNextDivisorAndOne() {
        const auto counts = [](const Model& m) {
            std::vector<int> k;
            for (const KvLabSetting& s : pooledKvLabSettings(m)) k.push_back(s.kvHeads);
            return k;
        };
        QCOMPARE(counts(*loadModel("tiny")), (std::vector<int>{4, 2, 1}));
        QTemporaryDir dir;
        fixture::Gpt2FixtureOptions options;
        options.config.nLayer = 2;  // GPT-2 small's 12 heads, fewer layers: only the heads count here
        options.tokenizer = fixture::FixtureTokenizer::Bytes;
        options.config.vocabSize = 257;
        fixture::writeGpt2Folder(dir.path().toStdString(), options);
        const ModelPtr gpt2 = loadModel(dir.path().toStdString());
        QCOMPARE(gpt2->info().heads, 12);
        const std::vector<KvLabSetting> pooled = pooledKvLabSettings(*gpt2);
        QCOMPARE(counts(*gpt2), (std::vector<int>{6, 4, 1}));
        QCOMPARE(pooled[1].name, std::string("GQA: KV heads mean-pooled 12 → 4"));
        QCOMPARE(poolKvHeads(gpt2, 4)->kvShape().kvHeads, 4);
        QVERIFY(pooledKvLabSettings(*loadModel("tiny-gqa")).empty());  // a Llama-family model is not pooled
    }

    void refusesTheToyAndEmptyTexts() {
        QVERIFY_THROWS_EXCEPTION(Error, measureKvSettings(loadModel("weather"), {0, 1, 2}, {}));
        QVERIFY_THROWS_EXCEPTION(Error, measureKvSettings(loadModel("tiny"), {42}, {}));
    }
};

QTEST_GUILESS_MAIN(TestKvLab)
#include "tst_kv_lab.moc"
