// The engine's timeline: forks, truncation, cache mode switches and bad requests.
#include <QtTest>

#include "tests/core/toy_fixture.h"

using namespace kvscope;
using test::tokenId;

class TestEngine : public QObject {
    Q_OBJECT
    ModelPtr model;

private slots:
    void init() { model = weatherModel(); }

    void forkByForcingWarm() {
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        engine.decode(SamplingParams{});
        engine.decode(SamplingParams{});
        QCOMPARE(engine.timeline().size(), 3);

        const StepPtr forked = engine.rechoose(0, SamplingParams{}, tokenId(*model, "warm"));
        QCOMPARE(engine.timeline().size(), 1);  // later steps dropped
        QCOMPARE(forked->chosen, tokenId(*model, "warm"));
        QVERIFY(forked->forced);
        QCOMPARE(engine.cache().positions(), 4);

        const StepPtr next = engine.decode(SamplingParams{});
        QCOMPARE(next->tokens.back(), tokenId(*model, "warm"));
        QCOMPARE(next->layers[0].heads[1].outputs(0, 0), 7.0);  // "last token" sees warm (7)
        QVERIFY(std::abs(next->context(0, 3) - 43.0 / 5.0) < 1e-12);
    }

    void aForkIsUndoneAndRedone() {
        Engine engine(model), straight(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        straight.prefill(model->defaultPrompt(), SamplingParams{});
        for (int i = 0; i < 3; ++i) engine.decode(SamplingParams{}), straight.decode(SamplingParams{});
        const std::vector<StepPtr> original(engine.timeline().begin(), engine.timeline().end());
        QVERIFY(!engine.hasOtherBranch());

        engine.rechoose(1, SamplingParams{}, tokenId(*model, "warm"));
        QCOMPARE(engine.otherBranchFork(), 1);
        QCOMPARE(engine.otherBranch(), std::vector<StepPtr>(original.begin() + 1, original.end()));
        engine.decode(SamplingParams{});  // the new branch goes on
        const std::vector<StepPtr> forked(engine.timeline().begin(), engine.timeline().end());
        QCOMPARE(forked.size(), size_t(3));

        engine.swapBranch();  // undo: the very records come back, the new branch is set aside
        QCOMPARE(std::vector<StepPtr>(engine.timeline().begin(), engine.timeline().end()), original);
        QCOMPARE(engine.otherBranch(), std::vector<StepPtr>(forked.begin() + 1, forked.end()));
        // the cache keeps the rows both branches share (the fork step's), not the new branch's
        QCOMPARE(engine.cache().positions(), original[1]->positions());

        // going on from the restored branch computes what a run never forked computes
        const StepPtr next = engine.decode(SamplingParams{});
        const StepPtr expected = straight.decode(SamplingParams{});
        QCOMPARE(next->tokens, expected->tokens);
        QCOMPARE(next->chosen, expected->chosen);
        QCOMPARE(next->context, expected->context);
        QCOMPARE(next->layers[0].heads[1].outputs, expected->layers[0].heads[1].outputs);

        engine.swapBranch();  // redo: the forked branch again
        QCOMPARE(std::vector<StepPtr>(engine.timeline().begin(), engine.timeline().end()), forked);
        QCOMPARE(engine.otherBranch().size(), size_t(4));  // steps 1-4 of the restored run
        const StepPtr after = engine.decode(SamplingParams{});
        QCOMPARE(after->tokens[after->tokens.size() - 2], tokenId(*model, "warm"));
    }

    void aFailedForkLosesNothing() {
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        engine.decode(SamplingParams{});
        engine.decode(SamplingParams{});
        const std::vector<StepPtr> before(engine.timeline().begin(), engine.timeline().end());
        const int rows = engine.cache().positions();
        QVERIFY_THROWS_EXCEPTION(Error, engine.rechoose(0, SamplingParams{}, tokenId(*model, "weather")));
        QCOMPARE(std::vector<StepPtr>(engine.timeline().begin(), engine.timeline().end()), before);
        QVERIFY(!engine.hasOtherBranch());
        QVERIFY(engine.cache().positions() <= rows);  // a prefix of the kept run's rows
        engine.decode(SamplingParams{});                // and the run goes on
        QCOMPARE(engine.timeline().size(), 4);
        QVERIFY_THROWS_EXCEPTION(Error, engine.swapBranch());
    }

    void aNewRunOrATruncateBeforeTheForkForgetsIt() {
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        engine.decode(SamplingParams{});
        engine.decode(SamplingParams{});
        engine.rechoose(1, SamplingParams{}, tokenId(*model, "warm"));
        engine.decode(SamplingParams{});
        engine.truncate(2);  // the fork's step stays: so does the branch
        QVERIFY(engine.hasOtherBranch());
        engine.truncate(1);  // the fork's step goes
        QVERIFY(!engine.hasOtherBranch());

        engine.rechoose(0, SamplingParams{}, tokenId(*model, "warm"));
        QVERIFY(engine.hasOtherBranch());
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        QVERIFY(!engine.hasOtherBranch());
        engine.rechoose(0, SamplingParams{}, tokenId(*model, "warm"));
        engine.reset();
        QVERIFY(!engine.hasOtherBranch());
    }

    void forcedTokenAtPrefill() {
        Engine engine(model);
        const StepPtr s = engine.prefill(model->defaultPrompt(), SamplingParams{}, tokenId(*model, "delicious"));
        QCOMPARE(s->chosen, tokenId(*model, "delicious"));
        QCOMPARE(model->tokenizer().displayText(s->candidates[0]), std::string("nice"));  // logits unchanged
    }

    void aTokenTheModelCannotPredictIsRefused() {
        Engine engine(model);
        QVERIFY_THROWS_EXCEPTION(Error, engine.prefill(model->defaultPrompt(), SamplingParams{},
                                                       tokenId(*model, "weather")));
    }

    void truncateThenContinueMatchesAStraightRun() {
        Engine a(model), b(model);
        a.prefill(model->defaultPrompt(), SamplingParams{});
        b.prefill(model->defaultPrompt(), SamplingParams{});
        for (int i = 0; i < 4; ++i) a.decode(SamplingParams{});
        a.truncate(2);
        QCOMPARE(a.cache().positions(), 5);
        a.decode(SamplingParams{});
        b.decode(SamplingParams{});
        b.decode(SamplingParams{});
        QVERIFY(a.timeline().back()->logits == b.timeline().back()->logits);
    }

    void switchingTheCacheOnMidRunRebuildsIt() {
        Engine engine(model, CacheMode::Off);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        engine.decode(SamplingParams{});
        QCOMPARE(engine.cache().positions(), 0);
        engine.setCacheMode(CacheMode::On);
        const StepPtr s = engine.decode(SamplingParams{});
        QCOMPARE(s->cacheMode, CacheMode::On);
        QCOMPARE(s->layers[0].kv[0].keys.rows(), Eigen::Index(1));
        QCOMPARE(engine.cache().positions(), 6);

        Engine reference(model);
        reference.prefill(model->defaultPrompt(), SamplingParams{});
        reference.decode(SamplingParams{});
        QVERIFY(reference.decode(SamplingParams{})->logits == s->logits);
    }

    void emptyPromptIsAClearError() {
        Engine engine(model);
        try {
            engine.prefill({}, SamplingParams{});
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY(std::string(e.what()).find("empty") != std::string::npos);
        }
    }

    void overLongPromptIsRefusedAndTheRunIsKept() {
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        std::vector<TokenId> tooLong(65, tokenId(*model, "so"));
        QVERIFY_THROWS_EXCEPTION(Error, engine.prefill(tooLong, SamplingParams{}));
        QCOMPARE(engine.timeline().size(), 1);  // the earlier run is still there
        QCOMPARE(engine.decode(SamplingParams{})->positions(), 5);
    }

    void decodeBeforePrefillIsAnError() {
        Engine engine(model);
        QVERIFY_THROWS_EXCEPTION(Error, engine.decode(SamplingParams{}));
    }

    void theContextFillsUp() {
        Engine engine(model);
        engine.prefill(model->defaultPrompt(), SamplingParams{});
        for (int n = 5; n <= model->info().maxPositions; ++n) engine.decode(SamplingParams{});
        QCOMPARE(engine.timeline().back()->positions(), model->info().maxPositions);
        try {
            engine.decode(SamplingParams{});
            QFAIL("no error");
        } catch (const Error& e) {
            QVERIFY(std::string(e.what()).find("context is full") != std::string::npos);
        }
    }

    void promptFromText() {
        QCOMPARE(model->tokenizer().encode("today WEATHER is so").size(), size_t(4));
        try {
            model->tokenizer().encode("Today rain");
            QFAIL("no error");
        } catch (const Error& e) {
            const std::string msg = e.what();
            QVERIFY(msg.find("'rain'") != std::string::npos);
            QVERIFY(msg.find("Today, weather, is, so, nice, warm, delicious") != std::string::npos);
        }
        QVERIFY_THROWS_EXCEPTION(Error, model->tokenizer().encode("   "));
    }

    void stepRecordsStayValidAfterTheEngineMovesOn() {
        Engine engine(model);
        const StepPtr first = engine.prefill(model->defaultPrompt(), SamplingParams{});
        engine.rechoose(0, SamplingParams{}, tokenId(*model, "warm"));
        engine.reset();
        QCOMPARE(first->chosen, tokenId(*model, "nice"));  // the old record is untouched
    }
};

QTEST_APPLESS_MAIN(TestEngine)
#include "tst_engine.moc"
