#include "core/kernels/panel_gemm.h"

#include <algorithm>
#include <stdexcept>

#include "core/kernels/x86_target.h"
#ifdef KVSCOPE_X86
#define AVX512 KVSCOPE_AVX512
#endif

namespace kvscope::gemm {

#ifdef KVSCOPE_X86

namespace {

// 6 rows × the panel's 64 columns (4 registers of 16) = 24 accumulators; with the 4 registers of
// a panel row and the broadcast input, 29 of the 32. A whole panel row per step reads the panel
// as one contiguous stream (a tile of 14 rows × half a panel read every other 128 bytes, and
// lost a third of its speed where k is 3,072: the MLP's down projection).
constexpr int kTileRows = 6;
constexpr int kVectors = kPanelWidth / 16;

// A panel larger than this is multiplied a chunk of kChunkRows of its rows at a time, every
// tile of rows through one chunk before the next: each tile read the whole panel, and a panel
// of GPT-2's down projection (3,072 rows, 768 KB in f32) does not stay in a 1 MB L2 beside the
// tiles' input rows, so every tile read it from L3 again. Chunked, a harness of the kernel on
// two threads with weights streamed from memory ran P=128, k=3,072 at 306–314 GFLOP/s against
// 260–271 (k=8,192: 341 against 278); but P=512 ran 2–7 % slower chunked where the panel is
// 196–512 KB, so smaller panels keep the one pass. A multiple of kSumRows, so every output's
// blocks of sums and their order are the same either way (the same bits).
constexpr Eigen::Index kChunkAbove = 512 * 1024;
constexpr Eigen::Index kChunkRows = 256;
static_assert(kChunkRows % kSumRows == 0);

// Lines of the panel a tile asks for while it multiplies: its share of the next chunk (or
// panel), spread over its steps. The first tile of a panel otherwise waits on memory for it
// (f32 panels of k=768–2,048 at P=128: +3–8 % in the harness; f16 panels, half the bytes per
// multiply-add, gained nothing unchunked, so they ask only when chunked).
struct Ahead {
    const char* at = nullptr;
    Eigen::Index lines = 0;
};

template <bool Half>
AVX512 inline __m512 load16(const void* panel, Eigen::Index at) {
    if constexpr (Half)
        return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(static_cast<const std::uint16_t*>(panel) + at)));
    else
        return _mm512_loadu_ps(static_cast<const float*>(panel) + at);
}

// One tile: rows [0, R) of `in` times the panel's rows [kb, ke) of its 64 columns, into out
// (R rows; of each, the columns `mask` keeps: a ragged last panel writes fewer than 64), plus
// the panel's 64 biases (or none) once the sums are complete (ke == k). Rows before kb were
// summed into out by earlier calls.
template <int R, bool Half>
AVX512 void tile(const float* in, Eigen::Index inStride, Eigen::Index kb, Eigen::Index ke, Eigen::Index k,
                 const void* panel, float* out, Eigen::Index outStride, const __mmask16 (&mask)[kVectors],
                 const float* bias, Ahead ahead) {
    // one line asked for whenever `due` passes the step count (lines spread evenly over the steps)
    const Eigen::Index steps = ke - kb;
    Eigen::Index due = 0;
    for (Eigen::Index k0 = kb; k0 < ke; k0 += kSumRows) {
        const Eigen::Index k1 = std::min(ke, k0 + kSumRows);
        // every loop over the tile's rows is unrolled, so the accumulators live in registers (a
        // loop at -O2 kept them in memory and ran at half the Eigen path's speed)
        __m512 acc[R][kVectors];
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r)
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) acc[r][v] = _mm512_setzero_ps();
        for (Eigen::Index i = k0; i < k1; ++i) {
            for (due += ahead.lines; due >= steps; due -= steps, ahead.at += 64) _mm_prefetch(ahead.at, _MM_HINT_T0);
            const Eigen::Index at = i * kPanelWidth;
            __m512 b[kVectors];
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) b[v] = load16<Half>(panel, at + 16 * v);
#pragma GCC unroll 16
            for (int r = 0; r < R; ++r) {
                const __m512 a = _mm512_set1_ps(in[r * inStride + i]);
#pragma GCC unroll 4
                for (int v = 0; v < kVectors; ++v) acc[r][v] = _mm512_fmadd_ps(a, b[v], acc[r][v]);
            }
        }
        const bool biased = bias != nullptr && k1 == k;
        __m512 biases[kVectors];
        if (biased)
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) biases[v] = _mm512_maskz_loadu_ps(mask[v], bias + 16 * v);
#pragma GCC unroll 16
        for (int r = 0; r < R; ++r) {
            float* o = out + r * outStride;
#pragma GCC unroll 4
            for (int v = 0; v < kVectors; ++v) {
                __m512 sum = k0 == 0 ? acc[r][v] : _mm512_add_ps(_mm512_maskz_loadu_ps(mask[v], o + 16 * v), acc[r][v]);
                if (biased) sum = _mm512_add_ps(sum, biases[v]);
                _mm512_mask_storeu_ps(o + 16 * v, mask[v], sum);
            }
        }
    }
}

template <bool Half, int R = kTileRows>
AVX512 void tileOf(int rows, const float* in, Eigen::Index inStride, Eigen::Index kb, Eigen::Index ke, Eigen::Index k,
                   const void* panel, float* out, Eigen::Index outStride, const __mmask16 (&mask)[kVectors],
                   const float* bias, Ahead ahead) {
    if constexpr (R >= 1) {
        if (rows == R) return tile<R, Half>(in, inStride, kb, ke, k, panel, out, outStride, mask, bias, ahead);
        return tileOf<Half, R - 1>(rows, in, inStride, kb, ke, k, panel, out, outStride, mask, bias, ahead);
    }
}

template <bool Half>
AVX512 void panels(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k, const void* first,
                   Eigen::Index width, float* out, Eigen::Index outStride, const float* bias, TileDone done) {
    const Eigen::Index rowBytes = kPanelWidth * (Half ? 2 : 4);  // of a panel
    const bool chunked = k * rowBytes > kChunkAbove;
    const Eigen::Index chunk = chunked ? kChunkRows : k;
    const bool asks = !Half || chunked;
    const Eigen::Index tiles = (rows + kTileRows - 1) / kTileRows;
    const char* end = static_cast<const char*>(first) + (width + kPanelWidth - 1) / kPanelWidth * k * rowBytes;
    for (Eigen::Index c0 = 0; c0 < width; c0 += kPanelWidth) {
        const char* panel = static_cast<const char*>(first) + c0 / kPanelWidth * k * rowBytes;
        const Eigen::Index columns = std::min(kPanelWidth, width - c0);
        __mmask16 mask[kVectors];
        for (int v = 0; v < kVectors; ++v) {
            const Eigen::Index n = std::clamp<Eigen::Index>(columns - 16 * v, 0, 16);
            mask[v] = n == 16 ? __mmask16(0xFFFF) : __mmask16((1u << n) - 1);
        }
        for (Eigen::Index kb = 0; kb < k; kb += chunk) {
            const Eigen::Index ke = std::min(k, kb + chunk);
            // what comes next is the rest of this panel's rows, then the next panel's (the panels
            // are contiguous): as many rows as this chunk, each tile a share of their lines
            const char* next = panel + ke * rowBytes;
            const Eigen::Index nextLines = asks ? std::min<Eigen::Index>(ke - kb, (end - next) / rowBytes) * rowBytes / 64 : 0;
            const Eigen::Index share = (nextLines + tiles - 1) / tiles;
            for (Eigen::Index r0 = 0, t = 0; r0 < rows; r0 += kTileRows, ++t) {
                const int r = static_cast<int>(std::min<Eigen::Index>(kTileRows, rows - r0));
                float* tileOut = out + r0 * outStride + c0;
                const Eigen::Index from = std::min(nextLines, t * share);
                tileOf<Half>(r, in + r0 * inStride, inStride, kb, ke, k, panel, tileOut, outStride, mask,
                             bias != nullptr ? bias + c0 : nullptr,
                             Ahead{next + from * 64, std::min(share, nextLines - from)});
                if (ke == k && done.call) done.call(done.context, tileOut, outStride, r, c0, static_cast<int>(columns));
            }
        }
    }
}

}  // namespace

bool available() { return cpu::hasAvx512(); }

void panelsF32(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k, const float* first,
               Eigen::Index width, float* out, Eigen::Index outStride, const float* bias, TileDone done) {
    panels<false>(in, inStride, rows, k, first, width, out, outStride, bias, done);
}

void panelsF16(const float* in, Eigen::Index inStride, Eigen::Index rows, Eigen::Index k,
               const std::uint16_t* first, Eigen::Index width, float* out, Eigen::Index outStride,
               const float* bias, TileDone done) {
    panels<true>(in, inStride, rows, k, first, width, out, outStride, bias, done);
}

#else

bool available() { return false; }

void panelsF32(const float*, Eigen::Index, Eigen::Index, Eigen::Index, const float*, Eigen::Index, float*,
               Eigen::Index, const float*, TileDone) {
    throw std::logic_error("gemm::panelsF32 without AVX-512");
}

void panelsF16(const float*, Eigen::Index, Eigen::Index, Eigen::Index, const std::uint16_t*, Eigen::Index, float*,
               Eigen::Index, const float*, TileDone) {
    throw std::logic_error("gemm::panelsF16 without AVX-512");
}

#endif

}  // namespace kvscope::gemm
