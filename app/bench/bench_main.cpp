// kvscope-bench: how fast the core runs a GPT-2-small-shaped model (and decodes Llama-family
// shapes: SmolLM2-135M and Llama 3.2 1B), against this machine's limits. Core only, no Qt, no files: the model's weights are random, made in memory.
//
//   build/release/app/bench/kvscope-bench           # the full run (a few minutes)
//   build/release/app/bench/kvscope-bench --quick   # a tiny model, seconds: a smoke test
//   build/release/app/bench/kvscope-bench --weights f16   # the same with half-precision weights
//   build/release/app/bench/kvscope-bench --kv f16        # the KV cache in half precision
//   build/release/app/bench/kvscope-bench --gguf F.gguf --anatomy   # where its decode tokens' time goes
//   build/release/app/bench/kvscope-bench --gguf F.gguf --regions   # a decode step region by region
//
// Prints figures and asserts nothing about speed (the machines are shared and noisy). Every
// figure is measured --repeats times (default 3) and printed as the median with its range. The
// bound of a decode row is the model's own weights read front to back by two threads, probed
// right before and after each of its runs, and it counts the KV cache bytes the row reads as
// well as the weights (machine_limits.h says why the probe reads the model and not a buffer).

#include <CLI/CLI.hpp>
#include <sys/resource.h>
#include <tbb/global_control.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "app/bench/bench_model.h"
#include "app/bench/machine_limits.h"
#include "app/bench/primed_engine.h"
#include "app/bench/sampled.h"
#include "app/bench/region_timeline.h"
#include "app/bench/token_anatomy.h"
#include "core/engine.h"
#include "core/kernels/float_kernels.h"
#include "core/kernels/half_kernels.h"
#include "core/kernels/quant_kernels.h"
#include "core/llama/llama_model.h"
#include "core/model_registry.h"
#include "core/work_meter.h"

#include <filesystem>

using namespace kvscope;
using namespace kvscope::bench;

namespace {

using Clock = std::chrono::steady_clock;

struct Plan {
    Gpt2Config config;
    std::vector<int> threads{1, 2};
    std::vector<int> prefillLengths{128, 512};
    int decodePrompt = 128;
    int decodeSteps = 128;
    // Decode with the cache at longer contexts too (steps each, as many as the positions allow),
    // where reading the cache becomes a visible share of a step's bytes.
    std::vector<int> longContexts{512, 1000};
    int longContextSteps = 24;
    int decodeStepsNoCache = 16;  // each no-cache step reruns the whole sequence
    std::size_t bandwidthBytes = std::size_t{1} << 30;
    double flopsSeconds = 1.0;
};

double peakMemoryMiB() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;  // kilobytes on Linux
}

// --kv: how every engine of the run stores its KV cache (the figures' KV bytes follow).
KvStorage kvStorage = KvStorage::F32;

RecordingPolicy recording(bool on) { return on ? RecordingPolicy{} : RecordingPolicy::off(); }

// An engine that has prefilled a random `promptLength`-token prompt, ready to decode.
std::unique_ptr<Engine> primedForDecode(const ModelPtr& model, int promptLength, CacheMode mode, bool record) {
    return primedEngine(model, randomPrompt(promptLength, static_cast<int>(model->outputTokens().size()), 11), mode,
                        kvStorage, record);
}

// Decode tokens per second over `steps` greedy steps after a `promptLength`-token prefill.
double decodeRate(const ModelPtr& model, int promptLength, int steps, CacheMode mode, bool record) {
    const auto engine = primedForDecode(model, promptLength, mode, record);
    const auto start = Clock::now();
    for (int s = 0; s < steps; ++s) engine->decode(SamplingParams{});
    return steps / std::chrono::duration<double>(Clock::now() - start).count();
}

// A decode run with the cache, repeated; each run's steps in slices of a few tokens, with a
// read of the probe of the model's weights before the first slice and after every slice. A
// run's share is the time its bound allows it — each slice's bytes (the weights, and the KV
// rows at its context) over the bandwidth probed on either side of that slice — against the
// time it took. The bandwidth left to us moves with the machine's other tenants from one
// second to the next: probed only before and after a whole run (a second of GPT-2 small f16),
// runs of one row came out at 71–108 % of their bounds; probed around slices, 92–93 % (and
// 79–94 % when the bandwidth moved within slices). The rows report the median run.
struct DecodeFigure {
    Sampled rate, bandwidth, share;
    Sampled roundTrip;  // ns, read with the probes when asked (measureRoundTripNs)
    double bytesPerToken = 0;  // weights + the KV cache rows read, averaged over the steps
    double bound() const { return bandwidth.median() / bytesPerToken; }
};

constexpr int kStepsPerSlice = 8;

// `roundTrips` > 0: a cache line's round trip between two threads is read with every probe, that
// many trips each — which placement of the threads the run had (machine_limits.h).
DecodeFigure decodeFigure(ReadBandwidthProbe& probe, const ModelPtr& model, double weightBytes, int prompt, int steps,
                          bool record, int repeats, int roundTrips = 0) {
    DecodeFigure f;
    const CostModel cost = Engine(model, CacheMode::On, kvStorage).cost();  // KV bytes as the run stores them
    const auto stepBytes = [&](int s) {
        return weightBytes + static_cast<double>(stepWork(cost, Phase::Decode, prompt + s, 1, CacheMode::On).kvBytesRead);
    };
    for (int s = 0; s < steps; ++s) f.bytesPerToken += stepBytes(s) / steps;
    for (int r = 0; r < repeats; ++r) {
        const auto engine = primedForDecode(model, prompt, CacheMode::On, record);
        double took = 0, allowed = 0, bandwidthTimesSeconds = 0;
        const auto placement = [&] {
            if (roundTrips > 0) f.roundTrip.add(measureRoundTripNs(roundTrips));
        };
        placement();
        double before = probe.measure(2);
        for (int first = 0; first < steps; first += kStepsPerSlice) {
            const int n = std::min(kStepsPerSlice, steps - first);
            const auto start = Clock::now();
            for (int s = 0; s < n; ++s) engine->decode(SamplingParams{});
            const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
            const double after = probe.measure(2), bandwidth = (before + after) / 2;
            placement();
            for (int s = first; s < first + n; ++s) allowed += stepBytes(s) / bandwidth;
            took += seconds;
            bandwidthTimesSeconds += bandwidth * seconds;
            before = after;
        }
        f.rate.add(steps / took);
        f.bandwidth.add(bandwidthTimesSeconds / took);
        f.share.add(allowed / took);
    }
    return f;
}

// Multiply-adds ×2 per prompt token of a prefill, from the model's own cost formulas.
double flopsPerPrefillToken(const Model& model, int length) {
    const WorkCounts w = stepWork(model.cost(), Phase::Prefill, 0, length, CacheMode::On);
    return 2.0 * static_cast<double>(w.macs()) / length;
}

// Prefill tokens/s of a `length`-token prompt, once per repeat (after one warm-up), each run
// weighed against the FMA rate probed right before and right after it (`probeSeconds` each: a
// tenth of a second in a full run), as a decode run is weighed against the bandwidth probed around its slices: the FMA
// rate left to us moves too — the best of a few one-second probes taken minutes away from the
// runs was 407–433 GFLOP/s within one session, and the same prefill code ran at 1,650–1,900
// tokens/s from one minute to the next. `share` is each run's FLOP/s over its own probes; a
// row reports the median run, and the probes' range beside it.
struct PrefillFigure {
    Sampled rate, peak, share;
};

PrefillFigure prefillFigure(const ModelPtr& model, int length, bool record, int repeats, int threads,
                            double probeSeconds) {
    const double flopsPerToken = flopsPerPrefillToken(*model, length);
    Engine engine(model, CacheMode::On, kvStorage);
    engine.setRecordingPolicy(recording(record));
    const std::vector<TokenId> prompt = randomPrompt(length, static_cast<int>(model->outputTokens().size()), 7);
    engine.prefill(prompt, SamplingParams{});
    PrefillFigure f;
    for (int r = 0; r < repeats; ++r) {
        const double before = measurePeakFlops(threads, probeSeconds);
        const auto start = Clock::now();
        engine.prefill(prompt, SamplingParams{});
        const double tokensPerSecond = length / std::chrono::duration<double>(Clock::now() - start).count();
        const double peak = (before + measurePeakFlops(threads, probeSeconds)) / 2;
        f.rate.add(tokensPerSecond);
        f.peak.add(peak);
        f.share.add(tokensPerSecond * flopsPerToken / peak);
    }
    return f;
}

// "prefill 128 tokens  recording off  1850.0 tokens/s  320.0 GFLOP/s =  77 % of peak FMA  […]":
// the line scripts/bench-gguf.sh and other tools read; the share is the median run's.
void printPrefillFigure(const std::string& what, bool record, const PrefillFigure& f, double flopsPerToken) {
    std::printf("%-30s %s %9.1f tokens/s  %6.1f GFLOP/s = %3.0f %% of peak FMA  [%s (each run against the FMA rate "
                "probed around it: %.0f–%.0f %%; probes %.0f–%.0f GFLOP/s)]\n",
                what.c_str(), record ? "recording on " : "recording off", f.rate.median(),
                f.rate.median() * flopsPerToken / 1e9, 100.0 * f.share.median(), f.rate.spread().c_str(),
                100.0 * f.share.min(), 100.0 * f.share.max(), f.peak.min() / 1e9, f.peak.max() / 1e9);
}

// The same for a no-cache decode step (a forward pass over the whole sequence), averaged over
// `steps` steps after a `prompt`-token prefill.
double flopsPerNoCacheStep(const Model& model, int prompt, int steps) {
    double macs = 0;
    for (int s = 0; s < steps; ++s)
        macs += static_cast<double>(stepWork(model.cost(), Phase::Decode, prompt + s, 1, CacheMode::Off).macs());
    return 2.0 * macs / steps;
}

// "  = 96 % of the 99.4 tokens/s bound" and what the bound is made of.
void printDecodeFigure(const std::string& what, bool record, const DecodeFigure& f) {
    std::string shares;
    if (f.share.values.size() > 1) {
        char text[64];
        std::snprintf(text, sizeof text, " (each run against its own probes: %.0f–%.0f %%)", 100 * f.share.min(),
                      100 * f.share.max());
        shares = text;
    }
    std::string placement;
    if (!f.roundTrip.values.empty()) {
        char text[96];
        std::snprintf(text, sizeof text, "; threads a %.0f ns round trip apart (%.0f–%.0f)", f.roundTrip.median(),
                      f.roundTrip.min(), f.roundTrip.max());
        placement = text;
    }
    std::printf("%-30s %s %9.1f tokens/s  = %3.0f %% of the %.1f tokens/s bound  [%s%s; %.0f MB per token at %.1f GB/s%s]\n",
                what.c_str(), record ? "recording on " : "recording off", f.rate.median(), 100.0 * f.share.median(),
                f.bound(), f.rate.spread().c_str(), shares.c_str(), f.bytesPerToken / 1e6, f.bandwidth.median() / 1e9,
                placement.c_str());
}

// A GGUF file of the Llama family, loaded in its own types (quantized blocks stay quantized,
// f32 and f16 tensors go into panels); null, with the reason on stderr, if it cannot be.
std::shared_ptr<const LlamaModel> loadGgufLlama(const std::string& file) {
    ModelPtr model;
    try {
        model = loadModel(file, WeightPrecision::Stored);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "kvscope-bench: %s\n", e.what());
        return nullptr;
    }
    auto llama = std::dynamic_pointer_cast<const LlamaModel>(model);
    if (!llama) std::fprintf(stderr, "kvscope-bench: %s is not a Llama-family GGUF file\n", file.c_str());
    return llama;
}

void printGgufModel(const std::string& file, const LlamaModel& llama, double bytesPerToken) {
    const LlamaConfig& lc = llama.weights().config;
    const auto parameters = static_cast<double>(lc.parameterCount(llama.weights().tied));
    std::printf("model     %s: %s weights, %d layers, width %d, %d tokens; %.1fM parameters, %.1f MB of weights "
                "per token (%.2f bits per weight)\n",
                file.c_str(), weightTypes(llama.weights()).c_str(), lc.layers, lc.hidden, lc.vocabSize,
                parameters / 1e6, bytesPerToken / 1e6, 8 * bytesPerToken / parameters);
}

// Decode of GGUF files in their own types (quantized blocks stay quantized), each file loaded,
// measured against the bandwidth its own weights are read at, and released in turn. Same line
// format as the other decode rows; scripts/bench-gguf.sh runs llama.cpp on the same files.
int ggufDecode(const std::vector<std::string>& files, int threads, int prompt, int steps, int repeats,
               int anatomyRounds, int timelineSteps) {
    const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
    std::printf("── GGUF files, %d thread%s, recording off (%s kernels for quantized blocks) ──\n", threads,
                threads == 1 ? "" : "s", quant::kernelName());
    for (const std::string& file : files) {
        const auto llama = loadGgufLlama(file);
        if (!llama) return 1;
        const auto bytes = static_cast<double>(weightBytesPerDecodeToken(llama->weights()));
        printGgufModel(file, *llama, bytes);
        ReadBandwidthProbe probe(decodeStreams(llama->weights()), threads);
        const int n = std::min(steps, llama->weights().config.maxPositions - prompt);
        // (both threads of a round trip spin: only with a CPU for each)
        const int roundTrips = threads > 1 && std::thread::hardware_concurrency() > 1 ? 1000 : 0;
        const DecodeFigure f = decodeFigure(probe, llama, bytes, prompt, n, false, repeats, roundTrips);
        const std::string name = std::filesystem::path(file).stem().string();
        printDecodeFigure(name + " decode " + std::to_string(n) + " after " + std::to_string(prompt), false, f);
        if (anatomyRounds > 0)
            printTokenAnatomy(name + " after " + std::to_string(prompt),
                              measureTokenAnatomy(llama, kvStorage, probe, prompt, anatomyRounds));
        if (timelineSteps > 0)
            printRegionTimeline(name + " after " + std::to_string(prompt),
                                measureRegionTimeline(llama, kvStorage, prompt, timelineSteps));
    }
    return 0;
}

// Prefill of GGUF files, each run against the FMA rate probed around it: the same line format
// as the GPT-2 shape's prefill rows, so scripts/bench-gguf.sh can set llama.cpp's prefill of the
// same file beside it.
int ggufPrefill(const std::vector<std::string>& files, int threads, const std::vector<int>& lengths, int repeats,
                double probeSeconds) {
    const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
    std::printf("── GGUF files, %d thread%s, recording off; each run against the f32 FMA rate probed around it (%s) ──\n",
                threads, threads == 1 ? "" : "s", simdDescription());
    for (const std::string& file : files) {
        const auto llama = loadGgufLlama(file);
        if (!llama) return 1;
        printGgufModel(file, *llama, static_cast<double>(weightBytesPerDecodeToken(llama->weights())));
        for (int length : lengths)
            printPrefillFigure(std::filesystem::path(file).stem().string() + " prefill " + std::to_string(length) + " tokens",
                               false, prefillFigure(llama, length, false, repeats, threads, probeSeconds),
                               flopsPerPrefillToken(*llama, length));
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"kvscope-bench: prefill and decode speed of a GPT-2-small-shaped model against "
                 "this machine's memory bandwidth and FMA rate"};
    bool quick = false;
    app.add_flag("--quick", quick, "a tiny model and short runs: checks that everything runs, measures nothing");
    std::string only;
    app.add_option("--only", only,
                   "run only the prefill or the decode figures (decode includes the Llama shapes), or only the "
                   "Llama shapes")
        ->check(CLI::IsMember({"prefill", "decode", "llama"}));
    std::vector<int> threadList;
    app.add_option("--threads", threadList, "thread counts to run (default 1 2)")->check(CLI::Range(1, 2));
    std::string weights = "f32";
    app.add_option("--weights", weights, "keep the weight matrices in f32 (default) or f16")
        ->check(CLI::IsMember({"f32", "f16"}));
    std::string kv = "f32";
    app.add_option("--kv", kv, "store the KV cache in f32 (default), f16 or bf16 — for --gguf runs too, where the attention "
                   "reads it (llama.cpp keeps its cache in f16: scripts/bench-gguf.sh passes --kv f16)")
        ->check(CLI::IsMember({"f32", "f16", "bf16"}));
    std::vector<std::string> ggufFiles;
    app.add_option("--gguf", ggufFiles,
                   "decode these GGUF files in their own types (quantized blocks stay quantized) against the "
                   "bandwidth their weights are read at, and nothing else (with --only prefill: their prefill of "
                   "128 and 512 tokens against the FMA rate)")
        ->check(CLI::ExistingFile);
    int ggufContext = 128;
    app.add_option("--context", ggufContext, "with --gguf: the prompt's length before the decode steps")
        ->capture_default_str()
        ->check(CLI::Range(1, 100000));
    bool anatomy = false;
    app.add_flag("--anatomy", anatomy,
                 "with --gguf: also where a decode token's time goes — whole tokens, their weight products alone and "
                 "a plain read of the same bytes, taken in turn (app/bench/token_anatomy.h)");
    bool regions = false;
    app.add_flag("--regions", regions,
                 "with --gguf: also a decode step's parallel regions one by one — how long each ran and how long "
                 "the calling thread worked alone before it, medians over many steps (app/bench/region_timeline.h)");
    int repeats = 3;
    app.add_option("--repeats", repeats, "measure every figure this many times; print the median and the range")
        ->capture_default_str()
        ->check(CLI::Range(1, 20));
    CLI11_PARSE(app, argc, argv);
    const WeightPrecision precision = weights == "f16" ? WeightPrecision::F16 : WeightPrecision::F32;
    kvStorage = *parseKvStorage(kv);
    if (!ggufFiles.empty() && only == "prefill")
        return ggufPrefill(ggufFiles, threadList.empty() ? 2 : threadList.back(),
                           quick ? std::vector<int>{16} : std::vector<int>{128, 512}, repeats, quick ? 0.005 : 0.1);
    if (!ggufFiles.empty())
        return ggufDecode(ggufFiles, threadList.empty() ? 2 : threadList.back(), quick ? 16 : ggufContext,
                          quick ? 8 : 64, repeats, anatomy ? (quick ? 2 : 8 * repeats) : 0,
                          regions ? (quick ? 4 : 64 * repeats) : 0);

    Plan plan;
    plan.config = gpt2SmallConfig();
    if (quick) {
        plan.config = quickConfig();
        plan.prefillLengths = {16, 64};
        plan.decodePrompt = 16;
        plan.decodeSteps = 8;
        plan.longContexts = {48};
        plan.longContextSteps = 4;
        plan.decodeStepsNoCache = 4;
        plan.bandwidthBytes = std::size_t{64} << 20;
        plan.flopsSeconds = 0.05;
        repeats = std::min(repeats, 2);
    }
    if (!threadList.empty()) plan.threads = threadList;
    const bool prefills = only.empty() || only == "prefill", decodes = only.empty() || only == "decode";
    const Gpt2Config& c = plan.config;

    std::printf("kvscope-bench%s\n", quick ? " --quick (tiny model: the figures mean nothing)" : "");
    std::printf("model     GPT-2 shape: %d layers, %d heads, width %d, %d tokens, %d positions; "
                "%.1fM parameters, random %s weights (%s kernels)\n",
                c.nLayer, c.nHead, c.nEmbd, c.vocabSize, c.nPositions, static_cast<double>(c.parameterCount()) / 1e6,
                weights.c_str(), precision == WeightPrecision::F16 ? half::kernelName() : f32::kernelName());
    const auto built = Clock::now();
    const auto gpt2 = randomGpt2(c, 1, precision);
    const ModelPtr model = gpt2;
    std::printf("          built in memory in %.2f s\n", std::chrono::duration<double>(Clock::now() - built).count());
    std::printf("kv cache  %s elements; decode attention: %s kernels\n", kvStorageName(kvStorage), attn::kernelName());
    const double bytesPerToken = static_cast<double>(weightBytesPerDecodeToken(gpt2->weights()));
    // The machine's figure, from a buffer of its own (allocated before the runs, so the peak
    // memory below includes it), and the bound of the decode rows, from the model's weights.
    ReadBandwidthProbe machineProbe(plan.bandwidthBytes, 2);
    Sampled machineBandwidth;
    machineBandwidth.add(machineProbe.measure(3));
    ReadBandwidthProbe probe(decodeStreams(gpt2->weights()), 2);

    struct Row {
        int threads;
        bool record;
        std::string what;
        Sampled rate;
        double flopsPerToken = 0;  // prefill and cache-off rows (bound by FMAs)
        DecodeFigure decode;       // cache-on rows (bound by memory)
        PrefillFigure prefill;     // prefill rows
    };
    std::vector<Row> rows;
    Sampled allBandwidth;
    for (int t : plan.threads) {
        const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(t));
        for (bool record : {false, true}) {
            for (int length : plan.prefillLengths)
                if (prefills) {
                    Row row{t, record, "prefill " + std::to_string(length) + " tokens", {},
                            flopsPerPrefillToken(*model, length), {},
                            prefillFigure(model, length, record, repeats, t, plan.flopsSeconds / 10)};
                    row.rate = row.prefill.rate;
                    rows.push_back(std::move(row));
                }
            if (!decodes) continue;
            std::vector<std::pair<int, int>> contexts{{plan.decodePrompt, plan.decodeSteps}};
            for (int context : plan.longContexts)
                contexts.push_back({context, std::min(plan.longContextSteps, c.nPositions - context)});
            for (const auto& [prompt, steps] : contexts) {
                Row row{t, record,
                        "decode " + std::to_string(steps) + " after " + std::to_string(prompt) + ", cache on", {}, 0,
                        decodeFigure(probe, model, bytesPerToken, prompt, steps, record, repeats), {}};
                row.rate = row.decode.rate;
                for (double b : row.decode.bandwidth.values) allBandwidth.add(b);
                rows.push_back(std::move(row));
            }
            Sampled noCache;
            for (int r = 0; r < repeats; ++r)
                noCache.add(decodeRate(model, plan.decodePrompt, plan.decodeStepsNoCache, CacheMode::Off, record));
            rows.push_back({t, record,
                            "decode " + std::to_string(plan.decodeStepsNoCache) + " after " +
                                std::to_string(plan.decodePrompt) + ", cache off",
                            noCache, flopsPerNoCacheStep(*model, plan.decodePrompt, plan.decodeStepsNoCache), {}, {}});
        }
    }
    const double peakMiB = peakMemoryMiB();

    machineBandwidth.add(machineProbe.measure(3));
    std::printf("machine   memory read bandwidth %.1f GB/s (2 threads, a %zu MiB buffer, before and after the runs: "
                "%.1f and %.1f GB/s)\n",
                machineBandwidth.median() / 1e9, machineProbe.bytes() >> 20, machineBandwidth.values[0] / 1e9,
                machineBandwidth.values[1] / 1e9);
    if (!allBandwidth.values.empty())
        std::printf("          the model's weights read at %.1f GB/s (median of %zu decode runs, each the probes around its slices: "
                    "%.1f–%.1f)\n          decode bound = that / %.0f MB of weights per token = %.1f tokens/s, "
                    "plus the KV rows each row reads\n",
                    allBandwidth.median() / 1e9, allBandwidth.values.size(), allBandwidth.min() / 1e9,
                    allBandwidth.max() / 1e9, bytesPerToken / 1e6, allBandwidth.median() / bytesPerToken);
    double peak[3] = {0, 0, 0};
    for (int t : plan.threads) {
        for (int r = 0; r < repeats; ++r) peak[t] = std::max(peak[t], measurePeakFlops(t, plan.flopsSeconds));
        std::printf("          peak f32 FMA rate, %d thread%s: %.1f GFLOP/s (%s; the best of %d)\n", t,
                    t == 1 ? "" : "s", peak[t] / 1e9, simdDescription(), repeats);
    }

    int shownThreads = 0;
    for (const Row& r : rows) {
        if (r.threads != shownThreads) {
            shownThreads = r.threads;
            std::printf("\n── %d thread%s ──\n", r.threads, r.threads == 1 ? "" : "s");
        }
        if (r.what.ends_with("cache on")) {
            printDecodeFigure(r.what, r.record, r.decode);
            continue;
        }
        if (r.what.starts_with("prefill")) {
            printPrefillFigure(r.what, r.record, r.prefill, r.flopsPerToken);
            continue;
        }
        std::printf("%-30s %s %9.1f tokens/s", r.what.c_str(), r.record ? "recording on " : "recording off",
                    r.rate.median());
        const double flops = r.rate.median() * r.flopsPerToken;
        std::printf("  %6.1f GFLOP/s = %3.0f %% of peak FMA", flops / 1e9, 100.0 * flops / peak[r.threads]);
        if (r.what.ends_with("cache off")) std::printf(" (few steps: each reruns the sequence)");
        std::printf("  [%s]\n", r.rate.spread().c_str());
    }
    std::printf("\npeak memory of the runs above (getrusage maxrss, with the %zu MiB buffer): %.0f MiB\n",
                machineProbe.bytes() >> 20, peakMiB);
    if (only == "prefill") return 0;

    // Llama-family shapes (grouped-query attention, SwiGLU, RoPE): decode against the bandwidth
    // probed around each run, in f32 and f16, each model built, measured and released in turn.
    struct LlamaShape {
        const char* name;
        LlamaConfig config;
        int steps;
    };
    const std::vector<LlamaShape> shapes =
        quick ? std::vector<LlamaShape>{{"quick GQA", quickLlamaConfig(), 8}}
              : std::vector<LlamaShape>{{"SmolLM2-135M", smolLm2Config(), plan.decodeSteps},
                                        {"Llama-3.2-1B", llama1bConfig(), 32}};
    const int llamaThreads = plan.threads.back();
    std::printf("\n── Llama shapes, %d thread%s, recording off ──\n", llamaThreads, llamaThreads == 1 ? "" : "s");
    const tbb::global_control limit(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(llamaThreads));
    for (const LlamaShape& shape : shapes) {
        const LlamaConfig& lc = shape.config;
        for (WeightPrecision p : {WeightPrecision::F32, WeightPrecision::F16}) {
            const auto llama = randomLlama(lc, 1, p);
            ReadBandwidthProbe weightsProbe(decodeStreams(llama->weights()), 2);
            if (p == WeightPrecision::F32)
                std::printf("model     %s shape: %d layers, %d query heads sharing %d KV heads of %d, width %d, "
                            "SwiGLU %d, %d tokens; %.1fM parameters\n",
                            shape.name, lc.layers, lc.heads, lc.kvHeads, lc.headDim, lc.hidden, lc.intermediate,
                            lc.vocabSize, static_cast<double>(lc.parameterCount(true)) / 1e6);
            const DecodeFigure f =
                decodeFigure(weightsProbe, llama, static_cast<double>(weightBytesPerDecodeToken(llama->weights())),
                             plan.decodePrompt, shape.steps, false, repeats);
            const std::string what = std::string(shape.name) + " " + precisionName(p) + " decode " +
                                     std::to_string(shape.steps) + " after " + std::to_string(plan.decodePrompt);
            printDecodeFigure(what, false, f);
        }
    }
    return 0;
}
