#pragma once
// `kvscope-cli kv-memory`: what a KV cache costs in memory (core/lab/kv_memory.h) — for one
// model, as shipped and as it would be with MHA, MQA or an 8/4-bit cache; or a line per
// well-known model. Computes from the shapes only: nothing is loaded but a model you name.
// --json FILE also writes the figures as a `kvscope-kv-memory/1` document.

#include <cstdint>
#include <ostream>
#include <string>

namespace kvscope::cli {

struct KvMemoryOptions {
    std::string model;            // a preset ("Llama-3-8B"), a built-in or a model folder; "" = every preset
    std::int64_t context = 8192;  // tokens per sequence
    int batch = 1;                // sequences
    std::string cache = "f16";    // how K/V are stored
    std::string weights = "f16";  // how the parameters are stored
    std::string json;             // also write the figures here (empty: no file)
};

// Returns the exit code; errors are one line on `err`.
int kvMemoryCommand(const KvMemoryOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kvscope::cli
