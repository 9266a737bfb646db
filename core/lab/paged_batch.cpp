#include "core/lab/paged_batch.h"

#include <algorithm>
#include <memory>
#include <optional>

#include "core/engine.h"

namespace kvscope {

const char* pagedSequenceStateName(PagedBatchSequenceState::State s) {
    using S = PagedBatchSequenceState::State;
    switch (s) {
        case S::Waiting: return "waiting";
        case S::Joined: return "joined";
        case S::Decoding: return "decoding";
        case S::Stalled: return "stalled";
        case S::Finished: return "finished";
    }
    return "waiting";
}

namespace {

struct Running {
    std::unique_ptr<Engine> engine;
    PagedKvPool::SequenceId id = -1;
    size_t promptLength = 0;
    size_t nextToken = 0;  // of the request's tokens: the next one to force
};

// The request's next given token, when it has one left, for its next choice.
std::optional<TokenId> nextGiven(const PagedBatchRequest& r, Running& running) {
    if (running.nextToken >= r.tokens.size()) return std::nullopt;
    return r.tokens[running.nextToken++];
}

void checkRequests(const Model& model, const std::vector<PagedBatchRequest>& requests) {
    const int context = model.info().maxPositions;
    for (size_t i = 0; i < requests.size(); ++i) {
        const PagedBatchRequest& r = requests[i];
        const size_t which = i + 1;  // as the user counts requests
        if (r.generate < 1) throw Error(msg("request %1 generates no token", which));
        if (r.parent >= static_cast<int>(i)) throw Error(msg("request %1 forks a request that comes after it", which));
        if (r.parent < 0 && r.prompt.empty()) throw Error(msg("request %1 has an empty prompt", which));
        if (r.parent >= 0 && r.pick < 0) throw Error(msg("request %1 picks a negative candidate rank", which));
        if (r.parent >= 0 && !r.tokens.empty() && r.arrival < 0)
            throw Error(msg("request %1 forks before its parent's prefill", which));
        const size_t base = r.parent >= 0 ? requests[static_cast<size_t>(r.parent)].prompt.size() : r.prompt.size();
        if (static_cast<int>(base) + r.generate > context)
            throw Error(msg("request %1 needs %2 positions; the model takes at most %3", which,
                            base + static_cast<size_t>(r.generate), context));
    }
}

}  // namespace

PagedBatchRun runPagedBatch(const ModelPtr& model, const std::vector<PagedBatchRequest>& requests, int blockSize,
                            int blocks, int maxSteps, const StopCheck& stop) {
    using State = PagedBatchSequenceState::State;
    checkRequests(*model, requests);
    PagedKvPool pool(blockSize, blocks);
    const SamplingParams greedy;
    PagedBatchRun run;
    run.blockSize = blockSize;
    run.blocks = blocks;
    for (const PagedBatchRequest& r : requests) {
        const size_t base = r.parent >= 0 ? requests[static_cast<size_t>(r.parent)].prompt.size() : r.prompt.size();
        run.maxLength = std::max(run.maxLength, static_cast<int>(base) + r.generate);
    }
    std::vector<PagedBatchSequenceState> states(requests.size());
    std::vector<Running> running(requests.size());
    for (size_t i = 0; i < requests.size(); ++i) states[i].request = static_cast<int>(i);

    const auto generatedText = [&](size_t i) {
        const std::vector<TokenId>& all = running[i].engine->timeline().back()->tokens;
        std::vector<TokenId> tail(all.begin() + static_cast<std::ptrdiff_t>(running[i].promptLength), all.end());
        tail.push_back(running[i].engine->timeline().back()->chosen);
        return model->tokenizer().decode(tail);
    };

    for (int step = 0; step < maxSteps; ++step) {
        checkStop(stop);
        // the running ones decode a token each (a sequence that joined last step starts now)
        for (size_t i = 0; i < requests.size(); ++i) {
            PagedBatchSequenceState& s = states[i];
            if (s.state != State::Joined && s.state != State::Decoding && s.state != State::Stalled) continue;
            try {
                pool.append(running[i].id);  // the last chosen token's K and V go in
            } catch (const Error&) {
                s.state = State::Stalled;  // no free block: it waits for another to leave
                continue;
            }
            running[i].engine->decode(greedy, nextGiven(requests[i], running[i]));
            s.state = State::Decoding;
            ++s.generated;
        }
        // the ones done leave, freeing their blocks
        for (size_t i = 0; i < requests.size(); ++i) {
            PagedBatchSequenceState& s = states[i];
            if (s.state == State::Decoding && s.generated >= requests[i].generate) {
                s.text = generatedText(i);
                pool.release(running[i].id);
                running[i].engine.reset();
                s.state = State::Finished;
            }
        }
        // new ones join when their prompt fits; forks while their parent runs
        for (size_t i = 0; i < requests.size(); ++i) {
            const PagedBatchRequest& r = requests[i];
            PagedBatchSequenceState& s = states[i];
            if (s.state != State::Waiting || r.arrival > step) continue;
            if (r.parent >= 0) {
                const size_t p = static_cast<size_t>(r.parent);
                const State ps = states[p].state;
                if (ps != State::Joined && ps != State::Decoding && ps != State::Stalled) {
                    if (ps == State::Finished)
                        throw Error(msg("request %1 forks request %2 after it finished", i + 1, p + 1));
                    continue;
                }
                const Timeline& parentSteps = running[p].engine->timeline();
                // a timeline's fork: at the parent's step `arrival` exactly (it makes one a batch step)
                if (!r.tokens.empty() && parentSteps.size() != r.arrival + 1) {
                    if (parentSteps.size() > r.arrival + 1)
                        throw Error(msg("request %1 forks step %2 of request %3 but joined too late to share it",
                                        i + 1, r.arrival, p + 1));
                    continue;
                }
                const StepRecord& last = *parentSteps.back();
                const size_t rank = std::min(static_cast<size_t>(r.pick), last.candidates.size() - 1);
                running[i].id = pool.fork(running[p].id);
                running[i].engine = std::make_unique<Engine>(model);
                const std::optional<TokenId> given = nextGiven(r, running[i]);
                running[i].engine->prefill(last.tokens, greedy, given ? *given : last.candidates[rank]);
                running[i].promptLength = running[p].promptLength;
                s.generated = states[p].generated;
            } else {
                if (pool.blocksFor(static_cast<int>(r.prompt.size())) > pool.stats().blocksFree) continue;
                running[i].id = pool.add(static_cast<int>(r.prompt.size()));
                running[i].engine = std::make_unique<Engine>(model);
                running[i].engine->prefill(r.prompt, greedy, nextGiven(r, running[i]));
                running[i].promptLength = r.prompt.size();
            }
            s.state = State::Joined;
        }
        // the step as it ends
        PagedBatchStep snapshot;
        snapshot.step = step;
        int live = 0;
        for (size_t i = 0; i < requests.size(); ++i) {
            PagedBatchSequenceState& s = states[i];
            if (running[i].engine) {
                s.blocks = pool.blockTable(running[i].id);
                s.tokens = pool.tokens(running[i].id);
                s.text = generatedText(i);
                ++live;
            } else {
                s.blocks.clear();
                s.tokens = 0;
            }
        }
        snapshot.sequences = states;
        snapshot.pool = pool.stats();
        snapshot.contiguousSlots = contiguousSlots(live, run.maxLength);
        snapshot.blockOwner.assign(static_cast<size_t>(blocks), -1);
        for (int b = 0; b < blocks; ++b) {
            snapshot.blockRefs.push_back(pool.refCount(b));
            snapshot.blockFilled.push_back(pool.refCount(b) > 0 ? pool.filled(b) : 0);
        }
        for (size_t i = 0; i < requests.size(); ++i)
            for (int b : states[i].blocks)
                if (snapshot.blockOwner[static_cast<size_t>(b)] < 0) snapshot.blockOwner[static_cast<size_t>(b)] = static_cast<int>(i);
        run.peakBlocks = std::max(run.peakBlocks, snapshot.pool.blocksUsed);
        run.peakContiguousSlots = std::max(run.peakContiguousSlots, snapshot.contiguousSlots);
        run.steps.push_back(std::move(snapshot));

        const bool allDone = std::all_of(states.begin(), states.end(), [](const PagedBatchSequenceState& s) {
            return s.state == State::Finished;
        });
        if (allDone) break;
        const bool anyMoving = std::any_of(states.begin(), states.end(), [](const PagedBatchSequenceState& s) {
            return s.state == State::Joined || s.state == State::Decoding;
        });
        const bool anyStalled = std::any_of(states.begin(), states.end(), [](const PagedBatchSequenceState& s) {
            return s.state == State::Stalled;
        });
        if (anyStalled && !anyMoving)
            throw Error(msg("the pool of %1 blocks is too small: at step %2 every running sequence waits for a "
                            "free block",
                            blocks, step));
    }
    return run;
}

namespace {

PagedBatchRequest sequenceOf(std::vector<TokenId> prompt, int generate) {
    PagedBatchRequest r;
    r.prompt = std::move(prompt);
    r.generate = generate;
    return r;
}

// Forks of the first request joining at steps 2, 4, … with its 2nd, 3rd, … candidate; with
// `whileItRuns`, only those that join before it leaves (runPagedBatch refuses the others).
void addForksOfFirst(std::vector<PagedBatchRequest>& requests, int forks, int generate, bool whileItRuns) {
    for (int f = 0; f < forks && !requests.empty(); ++f) {
        PagedBatchRequest r;
        r.parent = 0;
        r.arrival = 2 * (f + 1);
        r.pick = f + 1;
        r.generate = generate;
        if (!whileItRuns || r.arrival < requests.front().generate) requests.push_back(std::move(r));
    }
}

}  // namespace

std::vector<PagedBatchRequest> forkingBatch(const std::vector<std::vector<TokenId>>& prompts, int forks, int generate) {
    std::vector<PagedBatchRequest> requests;
    for (const std::vector<TokenId>& p : prompts) requests.push_back(sequenceOf(p, generate));
    addForksOfFirst(requests, forks, generate, false);
    return requests;
}

std::vector<PagedBatchRequest> labBatch(const Model& model, std::vector<PagedBatchRequest> first, int forks,
                                        int generate) {
    const bool own = !first.empty();
    std::vector<PagedBatchRequest> requests = std::move(first);
    for (std::vector<TokenId>& example : examplePromptTokens(model, 2)) {
        if (own && example == requests.front().prompt) continue;
        requests.push_back(sequenceOf(std::move(example), generate));
        if (own) break;
    }
    addForksOfFirst(requests, forks, generate, true);  // a short timeline leaves early
    return requests;
}

std::vector<PagedBatchRequest> timelineBatch(const std::vector<TokenId>& prompt, const std::vector<TokenId>& chosen,
                                             int forkAt, const std::vector<TokenId>& forkChosen) {
    std::vector<PagedBatchRequest> requests(1);
    requests[0].prompt = prompt;
    requests[0].tokens = chosen;
    requests[0].generate = std::max<int>(1, static_cast<int>(chosen.size()) - 1);  // the last chosen is not fed
    if (!forkChosen.empty()) {
        PagedBatchRequest fork;
        fork.parent = 0;
        fork.arrival = forkAt;
        fork.tokens = forkChosen;
        fork.generate = std::max(1, forkAt + static_cast<int>(forkChosen.size()) - 1);  // counts its parent's
        requests.push_back(std::move(fork));
    }
    return requests;
}

std::vector<std::vector<TokenId>> examplePromptTokens(const Model& model, int count) {
    const ModelInfo& info = model.info();
    std::vector<std::vector<TokenId>> out;
    for (const std::string& p : info.examplePrompts)
        if (static_cast<int>(out.size()) < count) out.push_back(model.tokenizer().encode(info.promptPrefix + p));
    if (out.empty() && count > 0) out.push_back(model.defaultPrompt());
    return out;
}

}  // namespace kvscope
