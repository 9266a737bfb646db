#pragma once
// Writes a GPT-2 model folder as Hugging Face saves it — config.json, model.safetensors (real
// tensor names, Conv1D layout) and a tokenizer — with seeded random weights, in any shape.
// Tests and benchmarks use it to open models of the real size through the real loader
// (kvscope::loadModel) without shipping or downloading one. Qt-free.
//
//   kvscope::fixture::writeGpt2Folder(dir, {.config = kvscope::fixture::recordingShape()});
//   auto model = kvscope::loadModel(dir.string());

#include <cstdint>
#include <filesystem>

#include "core/gpt2/gpt2_config.h"
#include "tests/support/safetensors_writer.h"

namespace kvscope::fixture {

// The recording shape of GPT-2 small — 12 layers × 12 heads, 1,024 positions, GPT-2's 50,257
// tokens — at width 48 (head dim 4), so a 1,000-token prefill takes a fraction of a second
// while every record, view and export is as large as GPT-2 small's in layers, heads and
// positions. The folder is 11 MB and written in well under a second.
Gpt2Config recordingShape();
// The prompt length of the real-scale tests: 1,000 tokens, or KVSCOPE_SCALE_PROMPT_TOKENS
// (50–1,000) — the sanitizer runs use 300, where the recording budget still keeps only the
// detail layer in full (the records and their allowance both grow as the prompt squared).
int scalePromptTokens();
// GPT-2 small itself: width 768 (124M parameters, a 498 MB f32 file).
Gpt2Config gpt2SmallShape();

enum class FixtureTokenizer {
    Gpt2,   // GPT-2's own vocab.json + merges.txt (50,257 ids, <|endoftext|> = 50256), copied
            // from tests/data/gpt2-tokenizer: prompts tokenize as in real GPT-2
    Bytes,  // the 256 byte tokens (id = byte value) and <|endoftext|> = 256, no merges: any
            // vocab_size ≥ 257 works, for small fast shapes
};

struct Gpt2FixtureOptions {
    Gpt2Config config = recordingShape();
    unsigned seed = 1;                         // same seed, same bytes
    StoredType dtype = StoredType::F32;
    FixtureTokenizer tokenizer = FixtureTokenizer::Gpt2;
};

// Writes the folder (created if missing; files in it are replaced). Weights and biases are
// uniform with standard deviation 0.02 (GPT-2's initializer_range), LayerNorm weights 1 and
// biases 0. Throws kvscope::Error when config.json would not load (the core's own check) or
// the tokenizer does not fit config.vocabSize (GPT-2's needs ≥ 50,257, Bytes ≥ 257), and
// std::runtime_error when a file cannot be written. Returns model.safetensors' size in bytes.
std::int64_t writeGpt2Folder(const std::filesystem::path& folder, const Gpt2FixtureOptions& options = {});

// Where the GPT-2 tokenizer files are copied from (tests/data/gpt2-tokenizer in the source tree).
std::filesystem::path gpt2TokenizerDir();

inline constexpr int kGpt2Vocab = 50257;
inline constexpr float kWeightStd = 0.02f;  // of every random weight and bias

}  // namespace kvscope::fixture
