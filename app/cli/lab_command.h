#pragma once
// `kvscope-cli kv-lab`: what each KV cache setting costs in quality, measured on a text
// (core/lab/kv_lab.h) — perplexity, top-1 agreement with the exact cache, KL of the next-token
// distributions and the bytes the cache holds — as a table, and as CSV for a chart.

#include <ostream>
#include <string>

namespace kvscope::cli {

struct KvLabOptions {
    std::string model = "tiny";  // a built-in model, a folder or a .gguf file
    std::string text;            // the text file read
    int maxTokens = 0;           // its first N tokens (0: all)
    int group = 32;              // quantization group
    int recent = 0;              // the newest positions kept in f32
    int window = 32;             // bounded caches of this many positions (0: none)
    int sinks = 4;               // and the same window keeping the first positions
    int heavy = 0;               // and the same window keeping heavy hitters (0: not measured)
    std::string pool = "auto";   // KV heads mean-pooled: "auto" (half, the next divisor, 1: 8 → 4, 2, 1), "none", or "4,2,1"
    std::string csv;             // also write the table here (empty: no file)
    bool progress = false;       // a progress line on `err`
};

// Returns the exit code; errors are one line on `err`.
int kvLabCommand(const KvLabOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kvscope::cli
