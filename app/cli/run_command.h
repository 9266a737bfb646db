#pragma once
// `kvscope-cli run`: prefill a prompt, run decode steps, print them, optionally write the trace.

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/kv_cache.h"
#include "core/sampler.h"
#include "core/types.h"
#include "core/weight_matrix.h"
#include "core/work_meter.h"

namespace kvscope::cli {

struct ForcedToken {
    std::string token;
    int step = 0;
};

struct RunOptions {
    std::string model = "weather";
    std::optional<std::string> prompt;  // default: the model's own example prompt
    std::optional<std::vector<TokenId>> promptIds;  // instead of `prompt`: token ids as given
    int steps = 1;                      // decode steps after the prefill
    CacheMode cacheMode = CacheMode::On;
    SamplingParams sampling;
    std::vector<ForcedToken> forced;
    std::string traceJson;  // empty: no file
    bool allLogits = false; // the trace holds every logit of every step, not only the top-k
    bool quiet = false;
    WeightPrecision weights = WeightPrecision::Stored;  // real models: how the matrices are kept
    KvFormat kv;  // real models: how the KV cache stores K and V (f32, f16, bf16; int8/int4: the lab)
    int kvHeads = 0;  // GPT-2 models: their K/V heads mean-pooled into this many per layer (0: as trained)
    std::string draft;      // speculative decoding with this draft model; empty: plain decoding
    int draftK = 4;         // tokens the draft proposes a round
    bool progress = false;  // a progress line on `err` (main: when standard error is a terminal)
};

// "warm@1" → {warm, 1}. Throws Error on a malformed spec.
ForcedToken parseForcedToken(const std::string& spec);
// "464,2068,318" → {464, 2068, 318}. Throws Error on anything but comma-separated ids.
std::vector<TokenId> parsePromptIds(const std::string& list);

// Returns the process exit code; errors go to `err` as one clear line.
int runCommand(const RunOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kvscope::cli
