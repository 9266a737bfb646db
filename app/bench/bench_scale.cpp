// kvscope-bench-scale: GPT-2 small at its real size, the way a user meets it — a model folder
// on disk opened through loadModel, a 1,000-token prefill and 20 decode steps under the
// default recording budget. Prints the time of each phase, what the records hold and the
// process's memory after each. Core only, no Qt; the weights are random (seeded).
//
//   build/release/app/bench/kvscope-bench-scale            # GPT-2 small (writes ~500 MB to $TMPDIR)
//   build/release/app/bench/kvscope-bench-scale --quick    # a tiny shape: a smoke run of seconds
//   build/release/app/bench/kvscope-bench-scale --folder DIR   # written there once, kept, reused
//
// Prints figures and asserts nothing about speed; it fails (exit 1) only when the timeline's
// records exceed the recording budget, which the policy promises never happens.

#include <CLI/CLI.hpp>
#include <tbb/info.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <string>
#include <vector>

#include "app/bench/primed_engine.h"
#include "app/bench/process_memory.h"
#include "core/engine.h"
#include "core/gpt2/gpt2_config.h"
#include "core/model_registry.h"
#include "tests/support/gpt2_fixture.h"

using namespace kvscope;
using namespace kvscope::bench;
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
double mib(std::int64_t bytes) { return static_cast<double>(bytes) / (1024.0 * 1024.0); }

struct Plan {
    fixture::Gpt2FixtureOptions model{.config = fixture::gpt2SmallShape()};
    int promptTokens = 1000;
    int decodeSteps = 20;
    std::int64_t budget = RecordingPolicy::kDefaultBudget;
    bool quick = false;
};

Plan quickPlan() {
    Plan p;
    p.quick = true;
    p.model.config = fixture::recordingShape();
    p.model.config.nLayer = 3;
    p.model.config.nHead = 4;
    p.model.config.nEmbd = 64;
    p.model.config.nPositions = 128;
    p.model.config.vocabSize = 1000;
    p.model.tokenizer = fixture::FixtureTokenizer::Bytes;
    p.promptTokens = 100;
    p.decodeSteps = 5;
    // small enough that the prefill drops to a reduced plan, as GPT-2 small's does
    p.budget = std::int64_t{4} << 20;
    return p;
}

std::string loadAverage() {
    std::ifstream in("/proc/loadavg");
    std::string one, five, fifteen;
    in >> one >> five >> fifteen;
    return one.empty() ? "unknown" : one + " " + five + " " + fifteen;
}

std::string memoryText() {
    const ProcessMemory m = processMemory();
    char text[64];
    std::snprintf(text, sizeof text, "%6.0f MiB %6.0f MiB", mib(m.residentBytes), mib(m.peakBytes));
    return text;
}

void printRow(const std::string& what, const std::string& time, const std::string& rate, const std::string& record,
              const std::string& plan);
std::string format(const char* pattern, double value);

// What choosing another layer in the app costs: every step on screen that keeps it reduced is
// computed again for that layer (Engine::recordLayer), the prefill's once and each decode
// step's once. Timed for the middle and the last layer, the prefill apart from the steps.
void timeLayerSwitching(Engine& engine) {
    const int layers = engine.model().info().layers;
    for (const int layer : {layers / 2, layers - 1}) {
        auto start = Clock::now();
        const auto prefill = engine.recordLayer(0, layer);
        const double prefillSeconds = secondsSince(start);
        std::int64_t bytes = 0;
        for (const HeadTrace& h : prefill->heads)
            bytes += (h.scores.size() + h.maskedScores.size() + h.weights.size() + h.outputs.size()) * 8;
        printRow("layer " + std::to_string(layer) + " of the prefill again", format("%.2f s", prefillSeconds), "",
                 format("%.2f MiB", mib(bytes)), "full, recomputed");
        start = Clock::now();
        for (int s = 1; s < engine.timeline().size(); ++s) engine.recordLayer(s, layer);
        const double stepsMs = 1000.0 * secondsSince(start) / std::max(1, engine.timeline().size() - 1);
        printRow("layer " + std::to_string(layer) + " of each decode step", format("%.1f ms/step", stepsMs), "", "",
                 "full, recomputed");
    }
}

// One phase: what it is, its time and rate, its record, and the memory after it.
void printRow(const std::string& what, const std::string& time, const std::string& rate, const std::string& record,
              const std::string& plan) {
    std::printf("%-30s %13s %15s %11s  %-30s %s\n", what.c_str(), time.c_str(), rate.c_str(), record.c_str(),
                plan.c_str(), memoryText().c_str());
}

std::string format(const char* pattern, double value) {
    char text[64];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

// "3: 1 full, 11 newest-row": the policy's plan for the step (recomputed with the engine's
// inputs) and what the record's layers actually hold.
std::string planText(const Engine& engine, const StepRecord& r) {
    const int kvRows = r.cacheMode == CacheMode::Off && r.phase == Phase::Decode ? r.positions() : r.rowCount;
    const RecordPlan plan = engine.recordingPolicy().plan(engine.recordShape(), r.rowCount, r.positions(), kvRows);
    int counts[4] = {0, 0, 0, 0};
    for (const LayerTrace& l : r.layers) ++counts[static_cast<int>(l.detail)];
    std::string text = std::to_string(plan.level) + ":";
    const char* sep = " ";
    for (AttentionDetail d : {AttentionDetail::Full, AttentionDetail::Weights, AttentionDetail::NewestRow,
                              AttentionDetail::None}) {
        if (counts[static_cast<int>(d)] == 0) continue;
        text += sep + std::to_string(counts[static_cast<int>(d)]) + " " + attentionDetailName(d);
        sep = ", ";
    }
    return text;
}

std::int64_t timelineRecordBytes(const Timeline& timeline) {
    std::int64_t bytes = 0;
    for (const StepPtr& s : timeline) bytes += s->recordBytes;
    return bytes;
}

int run(const Plan& plan, const std::string& folderOption, bool keep, const std::string& weights) {
    const WeightPrecision precision = weights == "f16" ? WeightPrecision::F16 : WeightPrecision::F32;
    const fs::path folder = folderOption.empty()
                                ? fs::temp_directory_path() / ("kvscope-bench-scale-" + std::to_string(getpid()))
                                : fs::path(folderOption);
    std::error_code ec;
    const bool reuse = fs::is_regular_file(folder / "model.safetensors", ec);
    // a reused folder may hold another shape than the plan's
    const Gpt2Config c = reuse ? loadGpt2Config(folder / "config.json") : plan.model.config;

    std::printf("kvscope-bench-scale%s\n", plan.quick ? " --quick (tiny model: the figures mean nothing)" : "");
    std::printf("model     GPT-2 shape: %d layers, %d heads, width %d, %d tokens, %d positions; "
                "%.1fM parameters, random weights kept in %s\n",
                c.nLayer, c.nHead, c.nEmbd, c.vocabSize, c.nPositions, static_cast<double>(c.parameterCount()) / 1e6,
                weights.c_str());
    if (reuse) {
        std::printf("          reusing %s\n", folder.c_str());
    } else {
        const auto start = Clock::now();
        const std::int64_t bytes = fixture::writeGpt2Folder(folder, plan.model);
        const ProcessMemory m = processMemory();
        std::printf("          written to %s in %.2f s (model.safetensors %.1f MB, %s tokenizer); "
                    "RSS %.0f MiB, peak %.0f MiB after writing\n",
                    folder.c_str(), secondsSince(start), static_cast<double>(bytes) / 1e6,
                    plan.model.tokenizer == fixture::FixtureTokenizer::Gpt2 ? "GPT-2's" : "a byte-level",
                    mib(m.residentBytes), mib(m.peakBytes));
    }
    std::printf("machine   %d threads (oneTBB), load average %s\n", tbb::info::default_concurrency(),
                loadAverage().c_str());
    std::printf("recording %s policy: budget %.0f MiB per timeline, detail layer 0\n\n",
                plan.budget == RecordingPolicy::kDefaultBudget ? "the default" : "a small", mib(plan.budget));

    std::printf("%-30s %13s %15s %11s  %-30s %10s %10s\n", "phase", "time", "rate", "record", "plan: layers kept",
                "RSS", "peak RSS");
    // Open: config.json, model.safetensors and the tokenizer, read from disk (the page cache is
    // warm when the folder was just written: this is the time of a second open, not a cold one).
    auto start = Clock::now();
    const ModelPtr model = loadModel(folder.string(), precision);
    printRow("open the folder (loadModel)", format("%.2f s", secondsSince(start)), "", "", "");

    Engine engine(model);
    RecordingPolicy policy;
    policy.setBudget(plan.budget);
    engine.setRecordingPolicy(policy);

    const std::vector<TokenId> prompt = randomPrompt(plan.promptTokens, c.vocabSize, 7);
    start = Clock::now();
    const StepPtr prefill = engine.prefill(prompt, SamplingParams{});
    const double prefillSeconds = secondsSince(start);
    printRow("prefill " + std::to_string(plan.promptTokens) + " tokens", format("%.2f s", prefillSeconds),
             format("%.1f tokens/s", plan.promptTokens / prefillSeconds), format("%.2f MiB", mib(prefill->recordBytes)),
             planText(engine, *prefill));

    std::vector<double> stepMs;
    for (int s = 0; s < plan.decodeSteps; ++s) {
        start = Clock::now();
        engine.decode(SamplingParams{});
        stepMs.push_back(1000.0 * secondsSince(start));
    }
    const StepRecord& last = *engine.timeline().back();
    const double meanMs = std::accumulate(stepMs.begin(), stepMs.end(), 0.0) / plan.decodeSteps;
    printRow("decode " + std::to_string(plan.decodeSteps) + " steps, cache on", format("%.1f ms/step", meanMs),
             format("%.1f tokens/s", 1000.0 / meanMs), format("%.3f MiB", mib(last.recordBytes)), planText(engine, last));
    std::printf("%-30s fastest %.1f ms, slowest %.1f ms; record and plan of the last step\n", "",
                *std::min_element(stepMs.begin(), stepMs.end()), *std::max_element(stepMs.begin(), stepMs.end()));
    timeLayerSwitching(engine);

    const std::int64_t held = timelineRecordBytes(engine.timeline());
    std::printf("\ntimeline  %d steps hold %.1f MiB of records (sum of StepRecord::recordBytes), %.0f %% of the "
                "%.0f MiB budget\n",
                engine.timeline().size(), mib(held), 100.0 * static_cast<double>(held) / static_cast<double>(plan.budget),
                mib(plan.budget));

    if (!reuse && !keep && folderOption.empty()) fs::remove_all(folder, ec);
    if (held > plan.budget) {
        std::fprintf(stderr, "kvscope-bench-scale: the records exceed the recording budget\n");
        return 1;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"kvscope-bench-scale: open, prefill and decode a GPT-2-small-sized model folder with the "
                 "default recording budget; time, record bytes and memory of each phase"};
    bool quick = false, keep = false;
    std::string folderOption, weights = "f32";
    app.add_flag("--quick", quick, "a tiny shape and short runs: checks that everything runs, measures nothing");
    app.add_option("--folder", folderOption, "where to write the model folder (default: a new one in the temp folder); "
                                             "an existing model there is reused");
    app.add_flag("--keep", keep, "leave the temporary model folder on disk afterwards (a --folder is always kept)");
    app.add_option("--weights", weights, "keep the weight matrices in f32 (default) or f16")
        ->check(CLI::IsMember({"f32", "f16"}));
    CLI11_PARSE(app, argc, argv);

    try {
        return run(quick ? quickPlan() : Plan{}, folderOption, keep, weights);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "kvscope-bench-scale: %s\n", e.what());
        return 1;
    }
}
