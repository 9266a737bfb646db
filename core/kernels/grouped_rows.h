#pragma once
// Q4_0 and Q4_K rows regrouped sixteen at a time for the decode kernels of CPUs with AVX-512
// VNNI: the same bytes, placed so that one 64-byte load holds four bytes of each of 16 rows.
// The row kernels (core/kernels/quant_kernels.h) take a row's blocks apart in registers —
// a byte permute to bring its nibbles together, a scale gathered per block — and sum each
// row across a vector at the end; grouped, the nibbles arrive where the integer multiply-adds
// want them, a block's 16 scales are one load, the activation's four bytes are broadcast to
// all 16 rows, and the 16 sums come out side by side. That is half the instructions per byte,
// which matters because a quantized decode step computes about as fast as memory delivers.
//
// Q8_0 rows stay as stored: they need no unpacking, and on a Zen 4 host (AVX-512 on 256-bit
// units) a model's Q8_0 rows grouped this way decoded 6–9 % slower than as stored (two copies of
// one model alternating in one process: GPT-2-small-shaped 1.06–1.09×, 1B-shaped 1.07× as
// stored), while grouping Q4_0 and Q4_K made them 1.36–1.43× faster.
//
// A group of 16 rows of `rowBytes` each takes 16·rowBytes bytes; its block b is 16·blockBytes
// bytes from 16·b·blockBytes, each of the block's fields side by side for the 16 rows: the f16
// scales (Q4_K: d, then dmin) as 16 words, the rest in vectors of 64 bytes whose 4-byte lane c
// is row c's bytes 4v .. 4v+3 of the field — Q4_0's 16 bytes of nibbles in 4 vectors, Q4_K's 12
// bytes of 6-bit scales and minimums in 3 and its 128 bytes of nibbles in 32. WeightMatrix
// regroups a matrix's whole groups of rows when groupsRows says so and reads a row back with
// ungroupRow wherever it needs one row.

#include <cstdint>

#include "core/kernels/quant_kernels.h"

namespace kvscope::quant {

inline constexpr std::int64_t kGroupRows = 16;

// Whether rows of `type`, `k` elements long, are regrouped on this CPU (Q4_0 or Q4_K,
// whole blocks, AVX-512 VNNI present; KVSCOPE_ROW_GROUPS=0 in the environment keeps rows as
// stored, to measure what the grouping is worth).
bool groupsRows(std::uint32_t type, std::int64_t k);
// 16 rows as stored (rowBytes each, one after another) → one group in `out` (16·rowBytes).
void groupRows(std::uint32_t type, const std::uint8_t* rows, std::int64_t rowBytes, std::uint8_t* out);
// Row r (< 16) of a group back as stored: rowBytes into `out`.
void ungroupRow(std::uint32_t type, const std::uint8_t* group, std::int64_t rowBytes, int r, std::uint8_t* out);
// All 16 rows of a group back as stored: 16·rowBytes into `out` (a prefill decodes them).
void ungroupRows(std::uint32_t type, const std::uint8_t* group, std::int64_t rowBytes, std::uint8_t* out);
// out[16g + c] = row c of group g · x, for `groups` groups from `data`. On another instruction
// set than AVX-512 VNNI (a test choosing one, quant::useIsa) the rows are read back and taken
// by the row kernels, so the results do not depend on the layout.
void dotGroups(std::uint32_t type, const std::uint8_t* data, std::int64_t rowBytes, std::int64_t groups,
               const Activation& x, float* out);

}  // namespace kvscope::quant
