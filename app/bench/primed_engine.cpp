#include "app/bench/primed_engine.h"

#include <random>

namespace kvscope::bench {

std::vector<TokenId> randomPrompt(int length, int vocab, unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_int_distribution<TokenId> id(0, vocab - 1);
    std::vector<TokenId> ids(static_cast<size_t>(length));
    for (TokenId& t : ids) t = id(rng);
    return ids;
}

std::unique_ptr<Engine> primedEngine(const ModelPtr& model, std::span<const TokenId> prompt, CacheMode mode, KvStorage kv,
                                     bool record) {
    auto engine = std::make_unique<Engine>(model, mode, kv);
    engine->setRecordingPolicy(record ? RecordingPolicy{} : RecordingPolicy::off());
    engine->prefill(std::vector<TokenId>(prompt.begin(), prompt.end()), SamplingParams{});
    return engine;
}

}  // namespace kvscope::bench
