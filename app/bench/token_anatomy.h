#pragma once
// Where a decode token's time goes (kvscope-bench --gguf FILE --anatomy): whole tokens, the
// same token's weight products alone, and the bandwidth probe reading the same bytes, taken in
// turn round after round so that all three see the same machine. On a shared host the memory's
// speed moves from one second to the next, and timing the three minutes apart compared
// different machines.

#include <memory>
#include <string>

#include "app/bench/machine_limits.h"
#include "core/engine.h"
#include "core/llama/llama_model.h"

namespace kvscope::bench {

struct TokenAnatomy {
    double tokenSeconds = 0;     // a decode step, the mean of all rounds
    double productsSeconds = 0;  // its weight products alone, one after the other
    double readSeconds = 0;      // the probe reading the products' bytes front to back (best of 2)
    double weightBytes = 0;      // those bytes
    int rounds = 0;
};

// `prompt` tokens prefilled (KV cache in `kv`), then `rounds` rounds of a few decode steps, one
// run of the products and one read; the engine is primed again, untimed, before it would run
// past the model's positions.
TokenAnatomy measureTokenAnatomy(const std::shared_ptr<const LlamaModel>& model, KvStorage kv, ReadBandwidthProbe& probe,
                                 int prompt, int rounds);

// "<label> anatomy: token 16.40 ms = weight products 15.39 ms (45.2 GB/s) + the rest 1.01 ms;
// the same bytes read front to back 12.06 ms (57.7 GB/s)  [means of 24 rounds]"
void printTokenAnatomy(const std::string& label, const TokenAnatomy& a);

}  // namespace kvscope::bench
