// Continuous batching over a paged KV pool on the tiny GPT (core/lab/paged_batch.h), worked by
// hand with blocks of 4: sequences join, share blocks with a fork (copy on write of the partly
// filled one), take new blocks as they grow, leave and free them; the fork's text is its own;
// a pool too small makes a request wait, and one where everything stalls is refused.
#include <QtTest>

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
};

QTEST_APPLESS_MAIN(TestPagedBatch)
#include "tst_paged_batch.moc"
