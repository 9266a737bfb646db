#pragma once
// Reads a whole (small) text file for the parsers, with an error that names the file.

#include <filesystem>
#include <string>

namespace kvscope {

// Throws Error: "config.json: cannot open the file (No such file or directory)".
std::string readTextFile(const std::filesystem::path& path);

}  // namespace kvscope
