#pragma once
// `kvscope-cli kv-pages`: paged KV memory and continuous batching on a real model
// (core/lab/paged_batch.h) — prompts and forks of the first decoded together, a step at a
// time, each step's block tables and the pool's occupancy against contiguous allocation; with
// --json, every step as a `kvscope-pages/1` document.

#include <ostream>
#include <string>
#include <vector>

namespace kvscope::cli {

struct PagesOptions {
    std::string model = "tiny";
    std::vector<std::string> prompts;  // empty: the model's example prompts (up to two)
    int forks = 1;                     // forks of the first sequence, joining at steps 2, 4, …
    int generate = 12;                 // tokens each sequence generates
    int blockSize = 16;
    int blocks = 64;
    std::string json;                  // also write the steps here (empty: no file)
    bool quiet = false;                // only the summary
};

// Returns the exit code; errors are one line on `err`.
int pagesCommand(const PagesOptions& options, std::ostream& out, std::ostream& err);

}  // namespace kvscope::cli
