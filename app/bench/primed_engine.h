#pragma once
// The prompts the benchmarks feed and the engines they time from: one definition, so every
// figure starts from a run primed the same way.

#include <memory>
#include <span>
#include <vector>

#include "core/engine.h"

namespace kvscope::bench {

// `length` token ids drawn uniformly from [0, vocab) by a generator seeded with `seed` (the
// benchmarks feed ids, not text: which tokens they are changes no figure).
std::vector<TokenId> randomPrompt(int length, int vocab, unsigned seed);

// An engine over `model` that has prefilled `prompt`, ready to decode: its cache in `kv`, its
// steps recorded under the default policy when `record`, nothing recorded otherwise.
std::unique_ptr<Engine> primedEngine(const ModelPtr& model, std::span<const TokenId> prompt, CacheMode mode, KvStorage kv,
                                     bool record);

}  // namespace kvscope::bench
