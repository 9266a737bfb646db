#pragma once
// Reads a whole (small) text file for the parsers, with an error that names the file. Every
// read has a size cap: generous for real files, small enough that a wrong or hostile file
// (a 60 MB "config.json") fails at once instead of taking a minute and gigabytes to parse.

#include <cstdint>
#include <filesystem>
#include <string>

namespace kvscope {

// The caps, by kind of file (what real ones weigh in brackets).
inline constexpr std::uintmax_t kMaxConfigBytes = std::uintmax_t{1} << 20;  // config.json (1 KB)
inline constexpr std::uintmax_t kMaxTokenizerBytes =
    std::uintmax_t{64} << 20;  // tokenizer.json,
                               // vocab.json, merges.txt (GPT-2 1.4 MB, Llama 3 9 MB)
inline constexpr std::uintmax_t kMaxHeadsBytes = std::uintmax_t{1} << 20;  // heads.json (a few KB)
inline constexpr std::uintmax_t kMaxToyBytes = std::uintmax_t{1} << 20;    // a toy .json (3 KB)
inline constexpr std::uintmax_t kMaxLabTextBytes = std::uintmax_t{4} << 20;  // a text the KV cache lab reads
inline constexpr std::uintmax_t kMaxIndexBytes =
    std::uintmax_t{16} << 20;  // model.safetensors.index.json (Llama 3 70B: 60 KB)

// Throws Error naming the file: "config.json: cannot open the file (No such file or
// directory)", "config.json: is a named pipe (FIFO), not a file", "tokenizer.json: the file
// has 80 MiB, over the 64 MiB limit for this kind of file". Never blocks on a FIFO.
std::string readTextFile(const std::filesystem::path& path, std::uintmax_t maxBytes);

}  // namespace kvscope
