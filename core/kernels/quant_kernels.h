#pragma once
// Dot products straight on the blocks of a GGUF tensor's rows (core/gguf/dequantize.h lists
// the layouts), for decode steps with quantized weights: a step reads every weight once, so
// reading 4.5 bits instead of 32 is what makes it fast — provided the unpacking costs less
// than the memory it saves.
//
// As llama.cpp does, the activation vector x is itself rounded to 8-bit integers in blocks
// of 32 (x ≈ s·q, s = max|x| / 127), so a block's products are integer multiply-adds (AVX-512
// VNNI's vpdpbusd, or AVX2's vpmaddubsw) and only each block's sum is scaled in float. The
// minimum terms of Q4_K use the exact float sum of x instead. That rounding moves a product by
// about 0.3 % of its size; prefill (several rows at once) decodes the blocks to float instead
// and computes exactly on the floats they stand for.
//
// Integer kernels exist for every quantized type KVScope reads (Q8_0, Q4_0, Q4_1, Q5_0, Q5_1,
// Q4_K, Q5_K, Q6_K), a float one for F16 rows; BF16 rows are decoded to float a row at a time.
// The instructions are picked at run time from what the CPU has (the .deb is built for any
// x86-64), with a portable fallback that gives the same integer sums.

#include <cstdint>
#include <string>
#include <vector>

namespace kvscope::quant {

// x (k) rounded for the integer kernels; built once per product and read by every row.
struct Activation {
    std::int64_t k = 0;
    const float* x = nullptr;        // the floats themselves (F16 rows and decoded rows use them)
    bool quantized = false;          // k is a whole number of blocks of 32
    std::vector<std::int8_t> q;      // k integers: x ≈ scale[b] · q in block b
    std::vector<float> scale;        // k/32
    std::vector<float> sum;          // k/32 exact float sums of x (the minimum terms)
    std::vector<float> offset8;      // k/32: 8 · scale · Σq (Q4_0 stores q + 8)
    std::vector<std::int32_t> qsum16;  // k/16: Σq over each 16 (Q6_K stores q + 32 with a scale per 16)
    // k/32: −8·Σq of each block, where the grouped Q4_0 kernel (grouped_rows.h) starts
    // a block's integer sum (one broadcast from memory instead of scalar arithmetic per block)
    std::vector<std::int32_t> minus8Blocks;
    // k/4: −8·Σq over each 4 — what the vector kernels' 32-bit lane i (elements 4i..4i+3 of
    // its blocks) must lose when a type stores q + 8 (Q4_0; twice for Q5_0's q + 16, 16 times
    // for Q8_0 read as unsigned w + 128), so the integer sum starts from it
    std::vector<std::int32_t> minus8Sums4;
    // The same, laid out for the kernels that take four blocks of 32 in two vectors of 64 bytes,
    // one of the blocks' first halves (elements 0–15 of each) and one of their second halves —
    // as a Q4_0 block's 16 bytes of nibbles give them, low nibbles then high ones. Per group g
    // of four blocks: q4[128g + 16i + j] is element j of block 4g + i, q4[128g + 64 + 16i + j]
    // element 16 + j; lane l (of 16) of the group's sums covers block 4g + l/4, and
    // minus8Sums16[16g + l] is −8 times the sum of its 8 elements, scale16[16g + l] that block's scale.
    std::vector<std::int8_t> q4;
    std::vector<std::int32_t> minus8Sums16;
    std::vector<float> scale16;
    // For Q4_K, whose 32 bytes of nibbles j hold sub-block 2j (low) and 2j + 1 (high): q in
    // each 256 (k a multiple of 256) with its blocks of 32 in the order 0 2 1 3 4 6 5 7, so a
    // 64-byte load of nibbles gives two sub-blocks' low nibbles and their high ones, each
    // against 64 consecutive bytes of this.
    std::vector<std::int8_t> qk;
};

// Fills `a` for x (k); `x` must outlive its use.
void quantize(const float* x, std::int64_t k, Activation& a);

// out[r] = row r · x for `rows` rows of ggml type `type` (a supported one, see
// core/gguf/dequantize.h), each `k` elements stored in `rowBytes` bytes from `data`.
void dotRows(std::uint32_t type, const std::uint8_t* data, std::int64_t rowBytes, std::int64_t rows,
             const Activation& x, float* out);

// Whether `type` has an integer kernel (otherwise rows are decoded to float first).
bool hasIntegerKernel(std::uint32_t type);

// The instruction sets a kernel can use; Best is what this CPU has.
// Avx512Vbmi is Avx512Vnni with byte permutes, for the nibble types' four-block kernel.
enum class Isa { Portable, Avx2, Avx512Vnni, Avx512Vbmi, Best };
// Which one dotRows uses now: "AVX-512 VBMI", "AVX-512 VNNI", "AVX2" or "portable", for the benchmark.
const char* kernelName();
// For tests and benchmarks: use `isa` (clamped to what the CPU has); Best restores the choice.
void useIsa(Isa isa);
Isa isaInUse();

}  // namespace kvscope::quant
