#include "tests/support/safetensors_writer.h"

#include <bit>
#include <cmath>
#include <fstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace kvscope::fixture {

static_assert(std::endian::native == std::endian::little, "safetensors is little-endian; so is this writer");

std::uint16_t floatToHalf(float value) {
    const std::uint32_t x = std::bit_cast<std::uint32_t>(value);
    const auto sign = static_cast<std::uint16_t>((x >> 16) & 0x8000u);
    const std::uint32_t magnitude = x & 0x7FFFFFFFu;
    if (magnitude >= 0x7F800000u)  // inf, or NaN (kept a quiet NaN)
        return sign | 0x7C00u | (magnitude > 0x7F800000u ? 0x200u : 0u);
    if (magnitude >= 0x477FF000u) return sign | 0x7C00u;  // 65520 and up round past 65504: inf
    if (magnitude < 0x38800000u) {
        // Below 2^-14: a subnormal half, i.e. a multiple of 2^-24. Scaling by 2^24 is exact in
        // float and nearbyint rounds to nearest even; 1024 is the smallest normal, encoded right.
        const float scaled = std::bit_cast<float>(magnitude) * 16777216.0f;
        return sign | static_cast<std::uint16_t>(std::nearbyint(scaled));
    }
    // Normal: rebias the exponent (127 → 15) and drop 13 mantissa bits, rounding to nearest
    // even; a carry out of the mantissa correctly bumps the exponent.
    std::uint32_t h = (magnitude - 0x38000000u) >> 13;
    const std::uint32_t dropped = magnitude & 0x1FFFu;
    if (dropped > 0x1000u || (dropped == 0x1000u && (h & 1u))) ++h;
    return sign | static_cast<std::uint16_t>(h);
}

namespace {

std::int64_t elements(const std::vector<std::int64_t>& shape) {
    std::int64_t n = 1;
    for (std::int64_t d : shape) n *= d;
    return n;
}

}  // namespace

std::int64_t writeSafetensors(const std::filesystem::path& file, const std::vector<TensorSpec>& tensors,
                              StoredType type) {
    const std::int64_t elementBytes = type == StoredType::F32 ? 4 : 2;
    nlohmann::ordered_json header;
    header["__metadata__"] = {{"format", "pt"}};
    std::int64_t offset = 0;
    for (const TensorSpec& t : tensors) {
        const std::int64_t bytes = elements(t.shape) * elementBytes;
        header[t.name] = {{"dtype", type == StoredType::F32 ? "F32" : "F16"},
                          {"shape", t.shape},
                          {"data_offsets", {offset, offset + bytes}}};
        offset += bytes;
    }
    std::string text = header.dump();
    // Hugging Face pads the header with spaces so the data starts 8-byte aligned.
    text.append((8 - text.size() % 8) % 8, ' ');

    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    if (!out) throw std::runtime_error(file.string() + ": cannot be created");
    const std::uint64_t length = text.size();
    out.write(reinterpret_cast<const char*>(&length), 8);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));

    std::vector<float> values;
    std::vector<std::uint16_t> halves;
    for (const TensorSpec& t : tensors) {
        values.assign(static_cast<size_t>(elements(t.shape)), 0.0f);
        t.fill(values);
        if (type == StoredType::F32) {
            out.write(reinterpret_cast<const char*>(values.data()), static_cast<std::streamsize>(values.size() * 4));
        } else {
            halves.resize(values.size());
            for (size_t i = 0; i < values.size(); ++i) halves[i] = floatToHalf(values[i]);
            out.write(reinterpret_cast<const char*>(halves.data()), static_cast<std::streamsize>(halves.size() * 2));
        }
    }
    out.close();
    if (!out) throw std::runtime_error(file.string() + ": could not be written in full (disk full?)");
    return static_cast<std::int64_t>(8 + text.size()) + offset;
}

}  // namespace kvscope::fixture
