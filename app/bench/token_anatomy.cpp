#include "app/bench/token_anatomy.h"

#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

#include "app/bench/bench_model.h"
#include "app/bench/primed_engine.h"
#include "core/matmul.h"

namespace kvscope::bench {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kTokensPerRound = 4;

template <typename Fn>
double secondsOf(Fn&& fn) {
    const auto start = Clock::now();
    fn();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

TokenAnatomy measureTokenAnatomy(const std::shared_ptr<const LlamaModel>& model, KvStorage kv, ReadBandwidthProbe& probe,
                                 int prompt, int rounds) {
    const std::vector<const WeightMatrix*> products = decodeProducts(model->weights());
    // each product's input: a row of the width it takes (the values do not change its speed)
    std::mt19937 rng(5);
    std::uniform_real_distribution<float> value(-1.0f, 1.0f);
    std::vector<MatrixF> inputs;
    for (const WeightMatrix* w : products) {
        MatrixF row(1, w->rows());
        for (Eigen::Index i = 0; i < row.cols(); ++i) row(0, i) = value(rng);
        inputs.push_back(std::move(row));
    }
    const std::vector<TokenId> promptIds = randomPrompt(prompt, static_cast<int>(model->outputTokens().size()), 5);
    const int room = model->weights().config.maxPositions - prompt;  // decode steps before the positions end
    if (room < kTokensPerRound) throw Error(msg("the prompt leaves no room for decode steps"));

    TokenAnatomy a;
    a.rounds = rounds;
    a.weightBytes = static_cast<double>(probe.bytes());  // the products' storage (decodeStreams)
    std::unique_ptr<Engine> engine;
    int stepsLeft = 0;
    MatrixF out;
    for (int r = 0; r < rounds; ++r) {
        if (stepsLeft < kTokensPerRound) {  // primed again outside the timing
            engine = primedEngine(model, promptIds, CacheMode::On, kv, false);
            stepsLeft = room;
        }
        a.tokenSeconds += secondsOf([&] {
            for (int s = 0; s < kTokensPerRound; ++s) engine->decode(SamplingParams{});
        }) / kTokensPerRound;
        stepsLeft -= kTokensPerRound;
        a.productsSeconds += secondsOf([&] {
            for (size_t i = 0; i < products.size(); ++i) linear(inputs[i], *products[i], RowVectorF(), out);
        });
        // the better of two passes, as the decode rows' bound (a probe's first pass also starts
        // its threads: single passes read a 4-bit GPT-2-small-shaped model at 31 GB/s on the
        // Zen 5 host, the better of two at 69)
        a.readSeconds += a.weightBytes / probe.measure(2);
    }
    a.tokenSeconds /= rounds;
    a.productsSeconds /= rounds;
    a.readSeconds /= rounds;
    return a;
}

void printTokenAnatomy(const std::string& label, const TokenAnatomy& a) {
    std::printf("%s anatomy: token %.2f ms = weight products %.2f ms (%.1f GB/s) + the rest %.2f ms; the same bytes "
                "read front to back %.2f ms (%.1f GB/s)  [means of %d rounds]\n",
                label.c_str(), a.tokenSeconds * 1e3, a.productsSeconds * 1e3, a.weightBytes / a.productsSeconds / 1e9,
                (a.tokenSeconds - a.productsSeconds) * 1e3, a.readSeconds * 1e3, a.weightBytes / a.readSeconds / 1e9,
                a.rounds);
}

}  // namespace kvscope::bench
