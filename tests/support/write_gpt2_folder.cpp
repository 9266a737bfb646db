// kvscope-write-gpt2: writes a random GPT-2 model folder (tests/support/gpt2_fixture.h) for
// trying the app at a real shape by hand, e.g. reproducing a report:
//
//   build/dev/tests/support/kvscope-write-gpt2 /tmp/recording          # the recording shape
//   build/dev/app/gui/kvscope --headless --model /tmp/recording --steps 1 --out /tmp/out
//   build/dev/tests/support/kvscope-write-gpt2 /tmp/small --width 768  # GPT-2 small itself

#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>

#include "tests/support/gpt2_fixture.h"

int main(int argc, char** argv) {
    using namespace kvscope::fixture;
    Gpt2FixtureOptions o;  // the recording shape
    std::string folder, dtype = "f32", tokenizer = "gpt2";
    CLI::App app{"Write a GPT-2 model folder with random weights (default: 12 layers x 12 heads, width 48, "
                 "1024 positions, GPT-2's tokenizer)"};
    app.add_option("folder", folder, "the folder to write (created if missing)")->required();
    app.add_option("--layers", o.config.nLayer)->capture_default_str();
    app.add_option("--heads", o.config.nHead)->capture_default_str();
    app.add_option("--width", o.config.nEmbd, "n_embd")->capture_default_str();
    app.add_option("--positions", o.config.nPositions)->capture_default_str();
    app.add_option("--vocab", o.config.vocabSize, "vocab_size")->capture_default_str();
    app.add_option("--seed", o.seed)->capture_default_str();
    app.add_option("--dtype", dtype)->check(CLI::IsMember({"f32", "f16"}))->capture_default_str();
    app.add_option("--tokenizer", tokenizer, "gpt2 (50,257 tokens) or bytes (257)")
        ->check(CLI::IsMember({"gpt2", "bytes"}))->capture_default_str();
    CLI11_PARSE(app, argc, argv);
    o.dtype = dtype == "f16" ? StoredType::F16 : StoredType::F32;
    o.tokenizer = tokenizer == "bytes" ? FixtureTokenizer::Bytes : FixtureTokenizer::Gpt2;
    try {
        const auto bytes = writeGpt2Folder(folder, o);
        std::printf("wrote %s (model.safetensors %.1f MB)\n", folder.c_str(), static_cast<double>(bytes) / 1e6);
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "kvscope-write-gpt2: %s\n", e.what());
        return 1;
    }
}
