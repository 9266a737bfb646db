#pragma once
// Where a decode token's time goes region by region (kvscope-bench --gguf FILE --regions): the
// thread team's timeline of every parallel region of each decode step (core/thread_team.h), as
// medians over many tokens per region of the step — how long it ran, how long the caller then
// waited for the other threads to leave it, and how long the caller worked alone before it (the
// serial steps between two regions, which the other threads spend waiting). Where --anatomy
// splits a token into its weight products and the rest, this says where the rest is. On a busy
// machine the regions' medians add up to less than the step's median: another process's time
// slice lands in a different region each step, and each region's median leaves it out.

#include <memory>
#include <string>
#include <vector>

#include "core/engine.h"
#include "core/llama/llama_model.h"

namespace kvscope::bench {

struct RegionRow {
    double indices = 0;     // the region's size (median)
    double gapBeforeUs = 0;  // since the previous region closed (the first: since the step began)
    double durationUs = 0;   // opened to closed
    double closeWaitUs = 0;  // the caller done with its share to closed
};

struct RegionTimeline {
    std::vector<RegionRow> regions;  // in the order a step runs them
    double afterLastUs = 0;          // the last region closed to the step's end
    double tokenUs = 0;              // a whole step
    int tokens = 0;                  // steps measured (those with the usual number of regions)
    int layers = 0;                  // the model's
};

// `prompt` tokens prefilled (KV cache in `kv`), then `tokens` decode steps, each recorded; the
// engine is primed again, untimed, before it would run past the model's positions.
RegionTimeline measureRegionTimeline(const std::shared_ptr<const LlamaModel>& model, KvStorage kv, int prompt, int tokens);

// "<label> regions: 62 a step; inside them 1388 µs (the caller waiting at their close 24),
// between them 172 (before the first 14, after the last 65); the step 1716 µs  [medians of 192
// steps]"; then, when the step's regions are the same few per layer and a few after them (5 a
// layer and 2 after, for the Llama family), each of a layer's regions summed over the layers;
// then one line per region.
void printRegionTimeline(const std::string& label, const RegionTimeline& t);

}  // namespace kvscope::bench
