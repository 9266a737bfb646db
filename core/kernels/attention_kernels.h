#pragma once
// The inner loops of attention over the KV cache for one query row (a decode step): one pass
// over a head's K rows for the scores, and — after the softmax of those n scores, a buffer that
// stays in L1 — one pass over its V rows for the weighted sum. Every stored element is read
// once, in the cache's own type: f32, or f16/bf16 widened to float in registers. AVX-512F or
// AVX2+FMA+F16C when the CPU has them (asked at run time, so the portable .deb gets them too),
// portable code otherwise. Results never depend on the thread running them: each sum runs in a
// fixed order.

#include <cstdint>
#include <vector>

namespace kvscope::attn {

enum class KvElement : std::uint8_t { F32, F16, BF16 };

// Bytes of one stored element: 4 for f32, 2 for f16 and bf16.
inline int elementBytes(KvElement type) { return type == KvElement::F32 ? 4 : 2; }

// One KV head's rows as the cache stores them: row i of K starts i·keyStride elements after
// `keys` (likewise V), each row keyDim (valueDim) elements of `type`.
struct StoredRows {
    KvElement type = KvElement::F32;
    const void* keys = nullptr;
    const void* values = nullptr;
    std::int64_t keyStride = 0, valueStride = 0;
    int keyDim = 0, valueDim = 0;
    int rows = 0;
    // The K and V rows of the head the same thread reads next (same cache, so same type and
    // strides), or null: row i of them is asked for (into L2) as row i of these is read. A
    // decode step reads each head's K and V as two short streams (48 KB each at 192 positions
    // in GPT-2 small), which the hardware prefetcher picks up only after several misses; so
    // the next head's streams start from cache, requested while this head's are in flight.
    const void* nextKeys = nullptr;
    const void* nextValues = nullptr;
    int nextRows = 0;
};

// scores[i] = scale · (q · k_i) for i < visible (q: keyDim floats).
void scoreKeys(const float* q, const StoredRows& kv, int visible, float scale, float* scores);
// out (valueDim) = Σ_{i < visible} weights[i] · v_i, summed in order of i.
void mixValues(const float* weights, const StoredRows& kv, int visible, float* out);

// out (n) = x (n) rounded to f16, to nearest even as PyTorch's .half() does: the rows an f16
// cache appends (one token's K and V rows in every head and layer, a decode step's serial work
// between two parallel regions), 8 at a time where the CPU converts in vectors.
void roundRowToHalf(const float* x, int n, std::uint16_t* out);

// Which code runs, for the benchmark's report: "AVX-512F+F16C", "AVX2+FMA+F16C" or "portable".
const char* kernelName();

namespace detail {
// A set of kernels: scoreKeys and mixValues as one instruction set computes them.
struct Kernels {
    const char* name;
    void (*score)(const float* q, const StoredRows& kv, int visible, float scale, float* scores);
    void (*mix)(const float* weights, const StoredRows& kv, int visible, float* out);
};
// Every vector set this CPU runs, narrowest first (scoreKeys and mixValues take the last), for
// tests to hold each to the portable kernels. AVX-512 takes heads whose width is a multiple of
// 16 and hands the others to AVX2.
std::vector<Kernels> vectorKernels();
// The portable kernels, for tests to hold the vector ones to.
void scoreKeysPortable(const float* q, const StoredRows& kv, int visible, float scale, float* scores);
void mixValuesPortable(const float* weights, const StoredRows& kv, int visible, float* out);
void roundRowToHalfPortable(const float* x, int n, std::uint16_t* out);
}  // namespace detail

}  // namespace kvscope::attn
