#pragma once
// What every kernel file with per-function instruction sets shares (include it only from such
// .cpp files: it switches two warnings off for the rest of the file). Each function carries its
// instruction set as an attribute, not the file as a compile flag, so the rest of the program —
// the standard library's inline code included — stays portable, and the functions run only
// after the CPU has been asked (the functions below).

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// GCC 12's AVX-512 intrinsic headers start results from `__m512 __Y = __Y;`, which it then
// reports as uninitialized whenever the build itself does not target AVX-512 (the .deb's
// portable build): the warning is about the header, not this code.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>
#define KVSCOPE_X86 1
#define KVSCOPE_AVX2 __attribute__((target("avx2,fma,f16c")))
#define KVSCOPE_AVX512 __attribute__((target("avx2,fma,f16c,avx512f")))
#define KVSCOPE_AVX512_VNNI __attribute__((target("avx2,fma,f16c,avx512f,avx512bw,avx512vl,avx512dq,avx512vnni")))
#define KVSCOPE_AVX512_VBMI \
    __attribute__((target("avx2,fma,f16c,avx512f,avx512bw,avx512vl,avx512dq,avx512vnni,avx512vbmi")))
#endif

namespace kvscope::cpu {

// Whether this CPU runs the functions marked so (all false off x86-64).
bool hasAvx2();        // KVSCOPE_AVX2: AVX2, FMA and F16C
bool hasAvx512();      // KVSCOPE_AVX512: those and AVX-512F
bool hasAvx512Vnni();  // KVSCOPE_AVX512_VNNI: those and AVX-512 BW, VL, DQ, VNNI
bool hasAvx512Vbmi();  // KVSCOPE_AVX512_VBMI: those and AVX-512 VBMI (byte permutes)
// Whether the CPU is Intel's ("GenuineIntel"): where a kernel's measured best way to read
// memory differs between vendors' prefetchers, and the kernel says why.
bool isIntel();

}  // namespace kvscope::cpu
