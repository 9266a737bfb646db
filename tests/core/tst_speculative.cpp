// Speculative decoding (core/lab/speculative.h) on the built-in pair — the tiny GPT as the
// target, its first training stage as the draft — and on the GQA model with the same draft:
// with greedy sampling the text equals plain greedy decoding of the target for every k; with
// sampling, the tokens follow the target's own distribution (chi-square over many seeds, for
// the first generated token and for the second given the first), whatever the draft proposes;
// the caches are rolled back to the accepted tokens; bad pairs are refused.
#include <QtTest>

#include <cmath>
#include <map>

#include "core/engine.h"
#include "core/lab/speculative.h"
#include "core/lab/speculative_sweep.h"
#include "core/kv_cache.h"
#include "core/model_registry.h"

using namespace kvscope;

namespace {

// The target's own greedy text: a prefill and decode steps, as the app runs it.
std::vector<TokenId> plainGreedy(const ModelPtr& target, const std::vector<TokenId>& prompt, int generate) {
    Engine engine(target, CacheMode::On);
    engine.setRecordingPolicy(RecordingPolicy::off());
    std::vector<TokenId> out = prompt;
    out.push_back(engine.prefill(prompt, {})->chosen);
    while (static_cast<int>(out.size()) < static_cast<int>(prompt.size()) + generate) out.push_back(engine.decode({})->chosen);
    return out;
}

// Pearson's chi-square of `counts` against probabilities `p` over `total` draws, tokens with an
// expected count under 5 pooled into one bin; sets `bins` to the number of bins used.
double chiSquare(const std::map<TokenId, int>& counts, const Vector& p, int total, int& bins) {
    double chi = 0, pooledExpected = 0;
    int pooledObserved = 0;
    bins = 0;
    for (Eigen::Index t = 0; t < p.size(); ++t) {
        const double expected = p[t] * total;
        const auto it = counts.find(static_cast<TokenId>(t));
        const int observed = it == counts.end() ? 0 : it->second;
        if (expected < 5) {
            pooledExpected += expected;
            pooledObserved += observed;
            continue;
        }
        chi += (observed - expected) * (observed - expected) / expected;
        ++bins;
    }
    if (pooledExpected > 0) {
        chi += (pooledObserved - pooledExpected) * (pooledObserved - pooledExpected) / pooledExpected;
        ++bins;
    }
    return chi;
}

// The chi-square value a correct sampler exceeds with probability 0.001 (Wilson–Hilferty).
double chiSquareCritical(int degrees) {
    const double d = degrees, z = 3.090;
    return d * std::pow(1 - 2 / (9 * d) + z * std::sqrt(2 / (9 * d)), 3);
}

Vector targetDistribution(const ModelPtr& target, const std::vector<TokenId>& prefix, const SamplingParams& s) {
    Engine engine(target, CacheMode::On);  // the default recording keeps every logit
    return samplingDistribution(engine.prefill(prefix, {})->allLogits, s);
}

}  // namespace

class TestSpeculative : public QObject {
    Q_OBJECT
private slots:
    void greedyTextEqualsTheTargets_data() {
        QTest::addColumn<QString>("target");
        QTest::addColumn<int>("k");
        for (const char* target : {"tiny", "tiny-gqa"})
            for (int k = 1; k <= 8; ++k) QTest::addRow("%s, k = %d", target, k) << QString(target) << k;
    }
    void greedyTextEqualsTheTargets() {
        QFETCH(QString, target);
        QFETCH(int, k);
        const ModelPtr t = loadModel(target.toStdString()), d = loadModel("tiny-draft");
        const std::vector<TokenId> prompt = t->defaultPrompt();
        const int generate = 40;
        SpeculativeDecoder spec(t, d, k);
        spec.start(prompt, {});
        int rounds = 0, accepted = 0;
        while (static_cast<int>(spec.sequence().size()) < static_cast<int>(prompt.size()) + generate) {
            const SpeculativeRound r = spec.round();
            QVERIFY(r.accepted >= 0 && r.accepted <= k);
            QCOMPARE(int(r.drafted.size()), k);
            ++rounds;
            accepted += r.accepted;
        }
        std::vector<TokenId> got = spec.sequence();
        got.resize(prompt.size() + generate);
        QCOMPARE(got, plainGreedy(t, prompt, generate));
        // one target pass per round plus the prompt's prefill, fewer than one per token
        QCOMPARE(spec.targetPasses(), rounds + 1);
        qInfo("%s, k = %d: %d rounds for %d tokens, %.2f of the drafted tokens accepted, %.2f target passes per token",
              qPrintable(target), k, rounds, generate, double(accepted) / (rounds * k),
              double(rounds) / generate);
    }

    // The draft is the target itself: every drafted token agrees, every round yields k + 1.
    void aDraftEqualToTheTargetIsAlwaysAccepted() {
        const ModelPtr t = loadModel("tiny");
        SpeculativeDecoder spec(t, t, 4);
        spec.start(t->defaultPrompt(), {});
        for (int i = 0; i < 5; ++i) {
            const SpeculativeRound r = spec.round();
            QCOMPARE(r.accepted, 4);
            QVERIFY(!r.resampled);
            QCOMPARE(r.rolledBackTarget, 0);
        }
    }

    // Sampling at temperature 1: over many seeds the first generated token follows the target's
    // distribution, and so does the second among runs whose first was the most common one.
    void sampledTokensFollowTheTargetsDistribution() {
        const ModelPtr t = loadModel("tiny"), d = loadModel("tiny-draft");
        const std::vector<TokenId> prompt = t->defaultPrompt();
        SamplingParams s;
        s.temperature = 1.0;
        const int runs = 3000;
        std::map<TokenId, int> first;
        std::map<TokenId, std::map<TokenId, int>> second;
        int resampled = 0;
        SpeculativeDecoder spec(t, d, 3);
        for (int seed = 0; seed < runs; ++seed) {
            s.seed = static_cast<std::uint64_t>(seed);
            spec.start(prompt, s);
            const SpeculativeRound r = spec.round();
            resampled += r.resampled;
            if (r.generated() == 1) spec.round();  // the second token from the next round
            const auto& seq = spec.sequence();
            ++first[seq[prompt.size()]];
            ++second[seq[prompt.size()]][seq[prompt.size() + 1]];
        }
        QVERIFY2(resampled > runs / 20, "the draft should be rejected now and then, or the test proves little");

        int bins = 0;
        const double chi1 = chiSquare(first, targetDistribution(t, prompt, s), runs, bins);
        qInfo("first token: chi-square %.1f over %d bins (0.1 %% critical value %.1f); %d of %d rounds resampled",
              chi1, bins, chiSquareCritical(bins - 1), resampled, runs);
        QVERIFY(bins >= 5);
        QVERIFY(chi1 < chiSquareCritical(bins - 1));

        const auto common = std::max_element(first.begin(), first.end(), [](auto& a, auto& b) { return a.second < b.second; });
        std::vector<TokenId> prefix = prompt;
        prefix.push_back(common->first);
        const double chi2 = chiSquare(second[common->first], targetDistribution(t, prefix, s), common->second, bins);
        qInfo("second token after the commonest first (%d runs): chi-square %.1f over %d bins (critical %.1f)",
              common->second, chi2, bins, chiSquareCritical(bins - 1));
        QVERIFY(bins >= 5);
        QVERIFY(chi2 < chiSquareCritical(bins - 1));
    }

    // After each round both caches hold exactly the positions before the last chosen token.
    void rollsTheCachesBackToTheAcceptedTokens() {
        const ModelPtr t = loadModel("tiny"), d = loadModel("tiny-draft");
        SamplingParams s;
        s.temperature = 1.5;
        s.seed = 7;
        SpeculativeDecoder spec(t, d, 6);
        spec.start(t->defaultPrompt(), s);
        int rolledBack = 0;
        for (int i = 0; i < 10; ++i) {
            const int before = static_cast<int>(spec.sequence().size());
            const SpeculativeRound r = spec.round();
            QCOMPARE(int(spec.sequence().size()), before + r.generated());
            QCOMPARE(r.rolledBackTarget, 6 - r.accepted);
            rolledBack += r.rolledBackTarget;
        }
        QVERIFY(rolledBack > 0);
        // the cache the target continues from gives what a fresh prefill gives
        const std::vector<TokenId> seq = spec.sequence();
        SamplingParams greedy;
        spec.start(seq, greedy);
        std::vector<TokenId> plain = plainGreedy(t, seq, 1);
        QCOMPARE(spec.round().drafted.size(), size_t(6));
        QCOMPARE(spec.sequence()[seq.size()], plain[seq.size()]);
    }

    // The distribution speculative decoding samples from is the sampler's: the same tokens kept
    // by top-k and top-p, renormalised; one-hot at the first argmax for greedy.
    void theDistributionIsTheSamplers() {
        Vector logits(6);
        logits << 1.0, 3.0, 2.0, 3.0, -1.0, 0.5;
        SamplingParams greedy;
        const Vector g = samplingDistribution(logits, greedy);
        QCOMPARE(g[1], 1.0);  // the first of the two maxima
        QCOMPARE(g.sum(), 1.0);
        SamplingParams s;
        s.temperature = 0.7;
        s.topK = 3;
        Vector d = samplingDistribution(logits, s);
        QCOMPARE(int((d.array() > 0).count()), 3);
        QVERIFY(d[1] > 0 && d[3] > 0 && d[2] > 0);
        QVERIFY(std::abs(d.sum() - 1.0) < 1e-12);
        const Vector p = softmaxWithTemperature(logits, 0.7);
        QVERIFY(std::abs(d[2] / d[1] - p[2] / p[1]) < 1e-12);  // proportions kept
        s.topK = 0;
        s.topP = 0.5;
        d = samplingDistribution(logits, s);
        const std::vector<int> kept = keptTokens(p, s);
        QCOMPARE(int((d.array() > 0).count()), int(kept.size()));
        for (int i : kept) QVERIFY(d[i] > 0);
        // and the sampler draws only from those tokens
        for (int seed = 0; seed < 50; ++seed) {
            s.seed = static_cast<std::uint64_t>(seed);
            QVERIFY(d[sampleIndex(logits, s, 0)] > 0);
        }
    }

    void stopsAtTheContextLimit() {
        const ModelPtr t = loadModel("tiny"), d = loadModel("tiny-draft");
        const int max = t->info().maxPositions;
        SpeculativeDecoder spec(t, d, 8);
        spec.start(std::vector<TokenId>(static_cast<size_t>(max - 3), 50), {});
        const SpeculativeRound r = spec.round();  // room for 3: drafts 3
        QCOMPARE(int(r.drafted.size()), 3);
        while (static_cast<int>(spec.sequence().size()) < max) spec.round();
        QVERIFY_THROWS_EXCEPTION(Error, spec.round());
    }

    // The verification pass's attention, as the app shows it, is the attention the target
    // computes for those positions in a fresh prefill of the same tokens.
    void recordsTheVerificationAttention() {
        const ModelPtr t = loadModel("tiny-gqa"), d = loadModel("tiny-draft");
        const std::vector<TokenId> prompt = t->defaultPrompt();
        SpeculativeDecoder decoder(t, d, 4);
        decoder.recordVerification(5);
        decoder.start(prompt, {});
        decoder.round();
        const std::vector<TokenId> before = decoder.sequence();
        const SpeculativeRound r = decoder.round();
        const int n = r.position, k = static_cast<int>(r.drafted.size());
        QCOMPARE(n, static_cast<int>(before.size()));
        QCOMPARE(static_cast<int>(r.verification.size()), t->info().heads);

        std::vector<TokenId> seen = before;
        seen.insert(seen.end(), r.drafted.begin(), r.drafted.end());
        KvCache cache(t->kvShape());
        RecordPlan plan = RecordPlan::nothing(t->info().layers);
        plan.layers[5] = AttentionDetail::Weights;
        const ForwardResult fresh = t->forward(seen, 0, n - 1, cache, plan, {});
        for (int h = 0; h < t->info().heads; ++h) {
            const MatrixF& w = r.verification[static_cast<size_t>(h)];
            QCOMPARE(w.rows(), Eigen::Index(k + 1));
            QCOMPARE(w.cols(), Eigen::Index(n + k));
            for (int i = 0; i <= k; ++i) {
                QVERIFY(std::abs(w.row(i).sum() - 1.0f) < 1e-5f);
                QVERIFY(w.row(i).tail(k - i).isZero());  // keys after the row's own position
            }
            QVERIFY((w - fresh.layers[5].heads[static_cast<size_t>(h)].weightsF).cwiseAbs().maxCoeff() < 1e-5f);
        }
        // the pass's work: k + 1 rows after n - 1 cached positions, every row projected to logits
        const CostModel cost = t->cost();
        QCOMPARE(r.targetMacs, stepWork(cost, Phase::Prefill, n - 1, k + 1, CacheMode::On).macs() + k * cost.logitsMacs);
        QVERIFY(r.draftMacs > 0 && r.targetSeconds > 0 && r.draftSeconds > 0);
        QVERIFY_EXCEPTION_THROWN(decoder.recordVerification(t->info().layers), Error);
    }

    // The sweep behind the app's chart: each k's figures are those of a decoder run by hand.
    void sweepsAcceptanceAgainstK() {
        const ModelPtr t = loadModel("tiny"), d = loadModel("tiny-draft");
        const std::vector<TokenId> prompt = t->defaultPrompt();
        int calls = 0;
        const SpeculationSweep sweep =
            sweepSpeculation(t, d, prompt, 16, 3, {}, {}, [&](int done, int total) { QCOMPARE(done, ++calls); QCOMPARE(total, 4); });
        QCOMPARE(calls, 4);
        QCOMPARE(static_cast<int>(sweep.points.size()), 3);
        QVERIFY(sweep.plainSeconds > 0);
        QCOMPARE(sweep.draftCost, double(d->info().parameterCount) / double(t->info().parameterCount));
        QVERIFY(sweep.draftCost > 0.3 && sweep.draftCost < 0.7);  // 4 of the tiny GPT's 8 layers, its embeddings
        QCOMPARE(sweep.plainMacs, [&] {
            std::int64_t m = 0;
            for (int i = 0; i < 16; ++i) m += stepWork(t->cost(), Phase::Prefill, int(prompt.size()) - 1 + i, 1, CacheMode::On).macs();
            return m;
        }());
        for (const SpeculationPoint& p : sweep.points) {
            SpeculativeDecoder byHand(t, d, p.k);
            byHand.start(prompt, {});
            int tokens = 0, drafted = 0, accepted = 0, rounds = 0;
            while (tokens < 16) {
                const SpeculativeRound r = byHand.round();
                tokens += r.generated();
                drafted += static_cast<int>(r.drafted.size());
                accepted += r.accepted;
                ++rounds;
            }
            QCOMPARE(p.tokens, tokens);
            QCOMPARE(p.drafted, drafted);
            QCOMPARE(p.accepted, accepted);
            QCOMPARE(p.rounds, rounds);
            QCOMPARE(p.targetPasses, rounds);  // one verification pass a round
            QCOMPARE(p.draftPasses, byHand.draftPasses() - 1);  // the prefill is not counted
            QVERIFY(p.targetPassesPerToken() < 1);
            QVERIFY(p.seconds > 0 && sweep.speedUp(p) > 0);
            QVERIFY(sweep.macsRatio(p) > 0);
            // k + 1 rows a pass, one target pass a round: the prediction of a weight-bound decoder
            QCOMPARE(sweep.predictedSpeedUp(p), double(p.tokens) / (p.targetPasses + p.draftPasses * sweep.draftCost));
        }
        QVERIFY_EXCEPTION_THROWN(sweepSpeculation(t, d, prompt, 0, 3, {}), Error);
        QVERIFY_EXCEPTION_THROWN(sweepSpeculation(t, d, prompt, 16, 17, {}), Error);
        QVERIFY_EXCEPTION_THROWN(sweepSpeculation(t, d, prompt, 16, 3, {}, [] { return true; }), Cancelled);
    }

    void refusesPairsThatCannotWork() {
        const ModelPtr t = loadModel("tiny"), toy = loadModel("weather");
        try {
            SpeculativeDecoder(t, toy, 4);
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).contains("one vocabulary"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(Error, SpeculativeDecoder(t, t, 0));
        QVERIFY_THROWS_EXCEPTION(Error, SpeculativeDecoder(t, t, 17));
    }
};

QTEST_GUILESS_MAIN(TestSpeculative)
#include "tst_speculative.moc"
