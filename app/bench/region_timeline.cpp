#include "app/bench/region_timeline.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>

#include "app/bench/primed_engine.h"
#include "app/bench/sampled.h"
#include "core/thread_team.h"

namespace kvscope::bench {

namespace {

std::int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

struct Step {
    std::int64_t began = 0, ended = 0;
    std::vector<team::RegionStamp> regions;
};

}  // namespace

RegionTimeline measureRegionTimeline(const std::shared_ptr<const LlamaModel>& model, KvStorage kv, int prompt, int tokens) {
    constexpr std::size_t kMostRegions = 4096;  // a step of a 1B model runs ~82
    const std::vector<TokenId> promptIds = randomPrompt(prompt, static_cast<int>(model->outputTokens().size()), 5);
    const int room = model->weights().config.maxPositions - prompt;  // decode steps before the positions end
    if (room < 1) throw Error(msg("the prompt leaves no room for decode steps"));

    std::vector<Step> steps;
    std::unique_ptr<Engine> engine;
    int stepsLeft = 0;
    for (int t = 0; t < tokens; ++t) {
        if (stepsLeft == 0) {  // primed again outside the timing
            engine = primedEngine(model, promptIds, CacheMode::On, kv, false);
            engine->decode(SamplingParams{});  // (the first step after a prefill is not a usual one)
            stepsLeft = room - 1;
            if (stepsLeft == 0) throw Error(msg("the prompt leaves no room for decode steps"));
        }
        Step s;
        team::startRecording(kMostRegions);
        s.began = nowNs();
        engine->decode(SamplingParams{});
        s.ended = nowNs();
        s.regions = team::stopRecording();
        steps.push_back(std::move(s));
        --stepsLeft;
    }

    // the steps with the usual number of regions (a step that grew the cache, say, runs one more)
    std::map<size_t, int> counts;
    for (const Step& s : steps) ++counts[s.regions.size()];
    const size_t usual = std::max_element(counts.begin(), counts.end(), [](auto& a, auto& b) { return a.second < b.second; })->first;
    RegionTimeline timeline;
    std::vector<Sampled> indices(usual), gaps(usual), durations(usual), waits(usual);
    Sampled after, whole;
    for (const Step& s : steps) {
        if (s.regions.size() != usual) continue;
        ++timeline.tokens;
        for (size_t i = 0; i < usual; ++i) {
            const team::RegionStamp& r = s.regions[i];
            indices[i].add(static_cast<double>(r.indices));
            gaps[i].add(static_cast<double>(r.opened - (i ? s.regions[i - 1].closed : s.began)) / 1e3);
            durations[i].add(static_cast<double>(r.closed - r.opened) / 1e3);
            waits[i].add(static_cast<double>(r.closed - r.callerDone) / 1e3);
        }
        after.add(static_cast<double>(s.ended - (usual ? s.regions.back().closed : s.began)) / 1e3);
        whole.add(static_cast<double>(s.ended - s.began) / 1e3);
    }
    for (size_t i = 0; i < usual; ++i)
        timeline.regions.push_back({indices[i].median(), gaps[i].median(), durations[i].median(), waits[i].median()});
    timeline.afterLastUs = after.median();
    timeline.tokenUs = whole.median();
    timeline.layers = model->weights().config.layers;
    return timeline;
}

void printRegionTimeline(const std::string& label, const RegionTimeline& t) {
    double inside = 0, waiting = 0, between = t.afterLastUs;
    for (const RegionRow& r : t.regions) {
        inside += r.durationUs;
        waiting += r.closeWaitUs;
        between += r.gapBeforeUs;
    }
    std::printf("%s regions: %zu a step; inside them %.0f µs (the caller waiting at their close %.0f), between them "
                "%.0f (before the first %.0f, after the last %.0f); the step %.0f µs  [medians of %d steps]\n",
                label.c_str(), t.regions.size(), inside, waiting, between,
                t.regions.empty() ? 0.0 : t.regions.front().gapBeforeUs, t.afterLastUs, t.tokenUs, t.tokens);
    // p regions a layer and k after the last layer (the fewest k that divides the rest evenly)
    const size_t n = t.regions.size(), layers = static_cast<size_t>(std::max(t.layers, 1));
    for (size_t k = 0; k <= 3 && k < n; ++k) {
        if ((n - k) % layers != 0 || (n - k) / layers < 2) continue;
        const size_t p = (n - k) / layers;
        for (size_t j = 0; j < p; ++j) {
            double before = 0, inside = 0;
            for (size_t l = 0; l < layers; ++l) {
                before += t.regions[l * p + j].gapBeforeUs;
                inside += t.regions[l * p + j].durationUs;
            }
            std::printf("  each layer's region %zu of %zu, summed over %zu layers: alone before %7.1f µs  inside %8.1f µs\n",
                        j + 1, p, layers, before, inside);
        }
        break;
    }
    for (size_t i = 0; i < t.regions.size(); ++i) {
        const RegionRow& r = t.regions[i];
        std::printf("  region %3zu  %6.0f indices  alone before %6.1f µs  inside %7.1f µs  (close wait %5.1f)\n", i,
                    r.indices, r.gapBeforeUs, r.durationUs, r.closeWaitUs);
    }
}

}  // namespace kvscope::bench
