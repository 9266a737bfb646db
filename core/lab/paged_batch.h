#pragma once
// Continuous batching over a paged KV pool, on a real model (the KV cache lab, issue 24 item 4):
// sequences join a batch when their prompt fits the pool, decode one token per step together,
// and leave when done, freeing their blocks for the next; forks join as copies of a running
// sequence that share its blocks (core/lab/paged_kv.h) and continue with another token of its
// candidates. Each step records the block tables, the pool's occupancy and what happened, so
// a view or a table can show the pool filling and emptying against contiguous allocation.
//
// The tokens are the model's own (greedy; a fork's first token is its parent's candidate of the
// rank asked for). The pool is the bookkeeping a paged server keeps for them.

#include <cstdint>
#include <string>
#include <vector>

#include "core/lab/paged_kv.h"
#include "core/model.h"
#include "core/stop_check.h"

namespace kvscope {

struct PagedBatchRequest {
    std::vector<TokenId> prompt;  // a new sequence's prompt (empty for a fork)
    int parent = -1;              // ≥ 0: a fork of that request's sequence
    int arrival = 0;              // the step it asks to join at (a fork joins once its parent runs)
    int generate = 8;             // tokens it generates before it leaves (≥ 1; a fork counts its parent's)
    int pick = 1;                 // a fork's first token: the parent's candidate of this rank (0: its own)
    // The tokens it chooses, in order, instead of the greedy ones (a timeline replayed: the
    // prefill's choice first); past the end it goes on greedily. A fork given tokens joins once
    // its parent has made arrival + 1 steps (its prefill is step 0) and replaces the parent's
    // choice at that step with tokens[0] (`pick` unused): a timeline's fork at step `arrival`.
    std::vector<TokenId> tokens;
};

struct PagedBatchSequenceState {
    enum class State { Waiting, Joined, Decoding, Stalled, Finished };
    int request = 0;
    State state = State::Waiting;
    std::vector<int> blocks;   // its block table (empty while waiting, after it left)
    int tokens = 0;            // positions it holds
    int generated = 0;
    std::string text;          // what it generated so far
};

struct PagedBatchStep {
    int step = 0;
    std::vector<PagedBatchSequenceState> sequences;  // one per request, in request order
    PagedKvStats pool;
    std::int64_t contiguousSlots = 0;  // what reserving the maximum length for each running one would take
    std::vector<int> blockOwner;       // per block: the first request holding it, −1 when free
    std::vector<int> blockRefs;        // per block: its reference count
    std::vector<int> blockFilled;      // per block: positions written
};

struct PagedBatchRun {
    int blockSize = 0, blocks = 0, maxLength = 0;
    std::vector<PagedBatchStep> steps;
    int peakBlocks = 0;                    // most blocks in use at once
    std::int64_t peakContiguousSlots = 0;  // most slots contiguous allocation would have reserved
};

// Runs `requests` until every one has finished (or `maxSteps` steps). A request joins at the
// first step ≥ its arrival at which its prompt fits (a fork: while its parent is running); a
// running sequence that finds no free block for its next token stalls that step. Throws Error
// for a bad request (a fork of a later or unknown request, an empty prompt, a prompt or length
// over the model's context), a block size or pool the pool refuses, and when every running
// sequence stalls with nothing to wait for.
PagedBatchRun runPagedBatch(const ModelPtr& model, const std::vector<PagedBatchRequest>& requests, int blockSize,
                            int blocks, int maxSteps = 1000, const StopCheck& stop = {});

const char* pagedSequenceStateName(PagedBatchSequenceState::State state);  // "waiting", "joined", …

// The batch the lab runs: one sequence per prompt, each generating `generate` tokens, and
// `forks` forks of the first joining at steps 2, 4, … with its 2nd, 3rd, … candidate.
std::vector<PagedBatchRequest> forkingBatch(const std::vector<std::vector<TokenId>>& prompts, int forks, int generate);
// A timeline as the batch's first sequences: its prompt, generating the tokens its steps chose
// (`chosen`, the prefill's first), and — when `forkChosen` is not empty — its fork at step
// `forkAt` (the other branch's choices from that step on) sharing the common prefix's blocks.
std::vector<PagedBatchRequest> timelineBatch(const std::vector<TokenId>& prompt, const std::vector<TokenId>& chosen,
                                             int forkAt, const std::vector<TokenId>& forkChosen);
// What Lab › Paged KV runs: `first` (a timeline's sequences, a typed prompt's, or none), then
// the model's example prompts unlike its first — one beside it, two without it — and `forks`
// forks of the first sequence that join before it leaves (as forkingBatch's).
std::vector<PagedBatchRequest> labBatch(const Model& model, std::vector<PagedBatchRequest> first, int forks,
                                        int generate);
// Up to `count` of the model's example prompts, as the model reads them (its prompt prefix
// first); its default prompt when it has none.
std::vector<std::vector<TokenId>> examplePromptTokens(const Model& model, int count);

}  // namespace kvscope
