#pragma once
// Writes a .safetensors file (the layout core/io/safetensors.h reads: an 8-byte little-endian
// header length, a JSON header, then every tensor's bytes back to back) from tensors that are
// generated one at a time, so a 500 MB model never sits in memory whole.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace kvscope::fixture {

enum class StoredType { F32, F16 };

struct TensorSpec {
    std::string name;                  // e.g. "h.0.attn.c_attn.weight"
    std::vector<std::int64_t> shape;   // e.g. {48, 144}
    // Fills every element, in row-major order, as float; F16 files are rounded after.
    std::function<void(std::span<float>)> fill;
};

// Writes `tensors` in the given order, all stored as `type`. Throws std::runtime_error naming
// the file when it cannot be written. Returns the file's size in bytes.
std::int64_t writeSafetensors(const std::filesystem::path& file, const std::vector<TensorSpec>& tensors,
                              StoredType type);

// IEEE 754 binary16 of `value`, rounded to nearest even (the inverse of core/io/half.h).
std::uint16_t floatToHalf(float value);

}  // namespace kvscope::fixture
