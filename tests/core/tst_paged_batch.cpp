// Continuous batching over a paged KV pool on the tiny GPT (core/lab/paged_batch.h), worked by
// hand with blocks of 4: sequences join, share blocks with a fork (copy on write of the partly
// filled one), take new blocks as they grow, leave and free them; the fork's text is its own;
// a pool too small makes a request wait, and one where everything stalls is refused; a
// timeline and its fork replayed as two sequences sharing their common prefix's blocks.
#include <QtTest>

#include "core/engine.h"
#include "core/lab/paged_batch.h"
#include "core/model_registry.h"

using namespace kvscope;
using State = PagedBatchSequenceState::State;

namespace {
std::vector<int> blocks(std::initializer_list<int> b) { return b; }
}  // namespace

class TestPagedBatch : public QObject {
    Q_OBJECT

private slots:
    void joinForkGrowLeave() {
        const ModelPtr model = loadModel("tiny");
        const std::vector<TokenId> weather = model->tokenizer().encode("<|endoftext|>Today's weather is so");
        const std::vector<TokenId> cat = model->tokenizer().encode("<|endoftext|>The cat");
        QCOMPARE(weather.size(), size_t(6));
        QCOMPARE(cat.size(), size_t(3));
        std::vector<PagedBatchRequest> requests(3);
        requests[0].prompt = weather;  // A: 6 positions, 6 tokens to generate
        requests[0].generate = 6;
        requests[1].parent = 0;        // B: a fork of A after its first token
        requests[1].arrival = 1;
        requests[1].generate = 6;
        requests[2].prompt = cat;      // C: 3 positions, 3 tokens
        requests[2].generate = 3;
        const PagedBatchRun run = runPagedBatch(model, requests, 4, 16);
        const auto& st = run.steps;
        QCOMPARE(run.maxLength, 12);
        // step 0: A and C join: A blocks 0, 1 (6 positions), C block 2 (3)
        QCOMPARE(st[0].sequences[0].blocks, blocks({0, 1}));
        QCOMPARE(st[0].sequences[2].blocks, blocks({2}));
        QCOMPARE(st[0].sequences[1].state, State::Waiting);
        QCOMPARE(st[0].pool.slotsWasted, std::int64_t(2 + 1));
        // step 1: A 7 positions, C 4 (block 2 full); B joins, sharing A's blocks 0 and 1
        QCOMPARE(st[1].sequences[1].state, State::Joined);
        QCOMPARE(st[1].sequences[1].blocks, blocks({0, 1}));
        QCOMPARE(st[1].blockRefs[0], 2);
        QCOMPARE(st[1].blockRefs[1], 2);
        QCOMPARE(st[1].pool.blocksShared, 2);
        QCOMPARE(st[1].pool.slotsFilled, std::int64_t(7 + 4));  // shared positions once
        // step 2: A writes into the shared, partly filled block 1: copied to block 3 first; C
        // opens block 4; B (block 1 now its own) writes in place
        QCOMPARE(st[2].sequences[0].blocks, blocks({0, 3}));
        QCOMPARE(st[2].sequences[2].blocks, blocks({2, 4}));
        QCOMPARE(st[2].sequences[1].blocks, blocks({0, 1}));
        QCOMPARE(st[2].pool.copies, std::int64_t(1));
        QCOMPARE(st[2].blockFilled[1], 4);
        QCOMPARE(st[2].blockFilled[3], 4);
        // step 3: A and B open blocks 5 and 6; C, done, leaves and frees 2 and 4
        QCOMPARE(st[3].sequences[0].blocks, blocks({0, 3, 5}));
        QCOMPARE(st[3].sequences[1].blocks, blocks({0, 1, 6}));
        QCOMPARE(st[3].sequences[2].state, State::Finished);
        QCOMPARE(st[3].blockOwner[2], -1);
        QCOMPARE(st[3].blockOwner[4], -1);
        QCOMPARE(st[3].blockOwner[6], 1);
        // A and B generate until step 6, then the pool is empty
        QCOMPARE(int(st.size()), 7);
        QCOMPARE(st.back().pool.blocksUsed, 0);
        QCOMPARE(st.back().sequences[0].state, State::Finished);
        QCOMPARE(st.back().sequences[1].state, State::Finished);
        QCOMPARE(run.peakBlocks, 5);  // as steps end: 0–4 after step 2; 0, 1, 3, 5, 6 after C left
        QCOMPARE(run.peakContiguousSlots, std::int64_t(3 * 12));
        // the fork took A's second candidate: the texts part after the first token
        const std::string a = st.back().sequences[0].text, b = st.back().sequences[1].text;
        QVERIFY2(a != b, a.c_str());
        QVERIFY(!a.empty() && !b.empty());
    }

    // Blocks of 4, a pool of 3: A (6 positions, blocks 0 and 1) runs; B's 6 do not fit until
    // A leaves; it joins then. A pool of 2 where A alone stalls is refused.
    void aFullPoolMakesRequestsWait() {
        const ModelPtr model = loadModel("tiny");
        const std::vector<TokenId> weather = model->tokenizer().encode("<|endoftext|>Today's weather is so");
        std::vector<PagedBatchRequest> requests(2);
        requests[0].prompt = weather;
        requests[0].generate = 2;
        requests[1].prompt = weather;
        requests[1].generate = 2;
        const PagedBatchRun run = runPagedBatch(model, requests, 4, 3);
        QCOMPARE(run.steps[0].sequences[1].state, State::Waiting);
        QCOMPARE(run.steps[1].sequences[1].state, State::Waiting);
        QCOMPARE(run.steps[2].sequences[0].state, State::Finished);
        QCOMPARE(run.steps[2].sequences[1].state, State::Joined);
        QCOMPARE(run.steps[2].sequences[1].blocks, blocks({0, 1}));
        QCOMPARE(run.steps.back().sequences[1].state, State::Finished);
        requests[0].generate = 3;  // 6 + 3 positions need a third block
        QVERIFY_THROWS_EXCEPTION(Error, runPagedBatch(model, {requests[0]}, 4, 2));
        PagedBatchRequest bad;
        bad.parent = 3;
        QVERIFY_THROWS_EXCEPTION(Error, runPagedBatch(model, {requests[0], bad}, 4, 8));
        bad.parent = -1;  // no prompt
        QVERIFY_THROWS_EXCEPTION(Error, runPagedBatch(model, {bad}, 4, 8));
    }

    // A timeline of 6 steps, forked at step 2 by choosing the second candidate and run 3 more
    // steps: replayed with blocks of 3, A writes the first branch's tokens, B the fork's; B joins
    // at step 2 sharing A's 3 blocks, copies the partly filled one on its first write, and its
    // text is the fork's from the prompt on.
    void aTimelineAndItsFork() {
        const ModelPtr model = loadModel("tiny");
        Engine engine(model);
        const std::vector<TokenId> prompt = model->tokenizer().encode("<|endoftext|>Today's weather is so");
        engine.prefill(prompt, SamplingParams{});
        for (int i = 0; i < 5; ++i) engine.decode(SamplingParams{});
        std::vector<TokenId> first;
        for (int i = 0; i < engine.timeline().size(); ++i) first.push_back(engine.timeline().at(i)->chosen);
        const TokenId other = engine.timeline().at(2)->candidates.at(1);
        engine.rechoose(2, SamplingParams{}, other);
        for (int i = 0; i < 3; ++i) engine.decode(SamplingParams{});
        std::vector<TokenId> fork;
        for (int i = 2; i < engine.timeline().size(); ++i) fork.push_back(engine.timeline().at(i)->chosen);
        QCOMPARE(fork.front(), other);
        QCOMPARE(fork.size(), size_t(4));

        const std::vector<PagedBatchRequest> requests = timelineBatch(prompt, first, 2, fork);
        QCOMPARE(requests.size(), size_t(2));
        const PagedBatchRun run = runPagedBatch(model, requests, 3, 16);  // 8 shared positions: 3 + 3 + 2
        const auto textOf = [&](const std::vector<TokenId>& chosen, size_t upTo) {
            return model->tokenizer().decode(std::vector<TokenId>(chosen.begin(), chosen.begin() + long(upTo)));
        };
        std::vector<TokenId> forkText(first.begin(), first.begin() + 2);
        forkText.insert(forkText.end(), fork.begin(), fork.end());
        const PagedBatchStep& joined = run.steps.at(2);
        QCOMPARE(joined.sequences[1].state, State::Joined);
        QCOMPARE(joined.sequences[1].text, textOf(forkText, 3));  // the shared tokens, then its own
        QCOMPARE(joined.sequences[1].blocks, joined.sequences[0].blocks);  // the common prefix shared
        QVERIFY(joined.pool.blocksShared >= 2);
        QCOMPARE(run.steps.at(3).pool.copies, std::int64_t(1));  // the partly filled block, copied on write
        std::string aText, bText;
        for (const PagedBatchStep& step : run.steps) {
            if (step.sequences[0].state == State::Finished && aText.empty()) aText = step.sequences[0].text;
            if (step.sequences[1].state == State::Finished && bText.empty()) bText = step.sequences[1].text;
        }
        QCOMPARE(aText, textOf(first, first.size()));
        QCOMPARE(bText, textOf(forkText, forkText.size()));
        QVERIFY(aText != bText);
    }
};

QTEST_APPLESS_MAIN(TestPagedBatch)
#include "tst_paged_batch.moc"
