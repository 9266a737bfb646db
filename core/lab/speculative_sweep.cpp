#include "core/lab/speculative_sweep.h"

#include <chrono>

#include "core/kv_cache.h"
#include "core/lab/speculative.h"
#include "core/recording_policy.h"
#include "core/work_meter.h"

namespace kvscope {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point from) { return std::chrono::duration<double>(Clock::now() - from).count(); }

// Plain decoding of `tokens` tokens after `prompt`, the most likely token each step (the time
// of a step does not depend on which token it picks): its time after the prefill and its
// multiply-adds, counted as the decoder counts them.
void plainDecode(const Model& model, std::vector<TokenId> sequence, int tokens, const StopCheck& stop,
                 SpeculationSweep& sweep) {
    KvCache cache(model.kvShape());
    const RecordPlan plan = RecordPlan::nothing(model.info().layers);
    const CostModel cost = model.cost();
    // the prompt but its last token, as SpeculativeDecoder::start does
    const int n = static_cast<int>(sequence.size());
    if (n > 1) model.forward(std::span(sequence.data(), static_cast<size_t>(n - 1)), 0, n - 2, cache, plan, stop);
    const Clock::time_point start = Clock::now();
    for (int t = 0; t < tokens; ++t) {
        checkStop(stop);
        const int at = static_cast<int>(sequence.size());
        const ForwardResult out = model.forward(sequence, at - 1, at - 1, cache, plan, stop);
        sweep.plainMacs += stepWork(cost, Phase::Prefill, at - 1, 1, CacheMode::On).macs();
        Eigen::Index best = 0;
        out.logits.maxCoeff(&best);
        sequence.push_back(model.outputTokens()[static_cast<size_t>(best)]);
    }
    sweep.plainSeconds = secondsSince(start);
}

}  // namespace

double SpeculationSweep::speedUp(const SpeculationPoint& p) const {
    if (p.seconds <= 0 || p.tokens == 0 || tokens == 0) return 0;
    return (plainSeconds / tokens) / (p.seconds / p.tokens);
}

double SpeculationSweep::predictedSpeedUp(const SpeculationPoint& p) const {
    if (p.tokens == 0) return 0;
    const double perToken = (p.targetPasses + p.draftPasses * draftCost) / p.tokens;
    return perToken > 0 ? 1 / perToken : 0;
}

double SpeculationSweep::macsRatio(const SpeculationPoint& p) const {
    const std::int64_t macs = p.targetMacs + p.draftMacs;
    if (macs == 0 || p.tokens == 0 || tokens == 0) return 0;
    return (static_cast<double>(plainMacs) / tokens) / (static_cast<double>(macs) / p.tokens);
}

SpeculationSweep sweepSpeculation(ModelPtr target, ModelPtr draft, const std::vector<TokenId>& prompt, int tokens,
                                  int maxK, const SamplingParams& sampling, const StopCheck& stop,
                                  const std::function<void(int, int)>& progress) {
    if (tokens < 1) throw Error(msg("the sweep needs at least one token to generate"));
    if (maxK < 1 || maxK > 16) throw Error(msg("the sweep tries k = 1 … K for a K from 1 to 16, not %1", maxK));
    const int room = std::min(target->info().maxPositions, draft->info().maxPositions) -
                     static_cast<int>(prompt.size());
    if (room < tokens + maxK)
        throw Error(msg("the models' context (%1 positions) has no room for %2 tokens after a prompt of %3",
                        room + static_cast<int>(prompt.size()), tokens, prompt.size()));
    SpeculationSweep sweep;
    sweep.tokens = tokens;
    sweep.draftCost = static_cast<double>(draft->info().parameterCount) / static_cast<double>(target->info().parameterCount);
    plainDecode(*target, prompt, tokens, stop, sweep);
    if (progress) progress(1, maxK + 1);

    for (int k = 1; k <= maxK; ++k) {
        SpeculativeDecoder decoder(target, draft, k);
        decoder.start(prompt, sampling);
        const int passesT = decoder.targetPasses(), passesD = decoder.draftPasses();
        const std::int64_t macsT = decoder.targetMacs(), macsD = decoder.draftMacs();
        SpeculationPoint p;
        p.k = k;
        const Clock::time_point start = Clock::now();
        while (p.tokens < tokens) {
            checkStop(stop);
            const SpeculativeRound r = decoder.round();
            ++p.rounds;
            p.drafted += static_cast<int>(r.drafted.size());
            p.accepted += r.accepted;
            p.tokens += r.generated();
        }
        p.seconds = secondsSince(start);
        p.targetPasses = decoder.targetPasses() - passesT;
        p.draftPasses = decoder.draftPasses() - passesD;
        p.targetMacs = decoder.targetMacs() - macsT;
        p.draftMacs = decoder.draftMacs() - macsD;
        sweep.points.push_back(p);
        if (progress) progress(k + 1, maxK + 1);
    }
    return sweep;
}

}  // namespace kvscope
