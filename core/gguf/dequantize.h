#pragma once
// The weights of a GGUF tensor as floats: F32, F16, BF16 and the block-quantized types of
// ggml that model files use (Q8_0, Q4_0, Q4_1, Q5_0, Q5_1 in blocks of 32; Q4_K, Q5_K, Q6_K in
// super-blocks of 256 — a Q4_K_M file holds Q4_K, Q6_K and Q5_0/Q8_0 tensors). Each block
// decodes to exactly the floats ggml's reference dequantizer gives: a scale (and a minimum)
// times small integers. The layouts, as ggml's ggml-common.h declares them:
//
//   Q8_0  f16 d, int8 q[32]                      x = d·q
//   Q4_0  f16 d, 16 bytes of nibbles             x = d·(q − 8); q[j] low nibble of byte j, q[j+16] high
//   Q4_1  f16 d, f16 m, 16 bytes                 x = d·q + m
//   Q5_0  f16 d, 32 high bits, 16 bytes          x = d·(q − 16), q = nibble | high bit << 4
//   Q5_1  f16 d, f16 m, 32 high bits, 16 bytes   x = d·q + m
//   Q4_K  f16 d, f16 dmin, 12 bytes of 6-bit scales and mins for 8 sub-blocks of 32, 128 bytes
//         of nibbles                             x = d·sc·q − dmin·m
//   Q5_K  as Q4_K plus 32 bytes of fifth bits    x = d·sc·q − dmin·m, q < 32
//   Q6_K  128 bytes of low nibbles, 64 of 2-bit highs, int8 scales of 16 sub-blocks of 16, f16 d
//                                                x = d·sc·(q − 32)

#include <cstdint>
#include <span>
#include <string>

namespace kvscope {

// Whether KVScope computes with tensors of this ggml type.
bool canDequantize(std::uint32_t ggmlType);
// The supported types' names, for the error that names an unsupported one.
std::string supportedGgmlTypes();

// Decodes `count` elements (a whole number of blocks) from `blocks` into `out`. Throws Error
// for an unsupported type or when `blocks` is shorter than the count needs.
void dequantize(std::uint32_t ggmlType, std::span<const std::byte> blocks, std::int64_t count, float* out);

}  // namespace kvscope
