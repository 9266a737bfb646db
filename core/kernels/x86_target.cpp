#include "core/kernels/x86_target.h"

#include <cstring>

#ifdef KVSCOPE_X86
#include <cpuid.h>
#endif

namespace kvscope::cpu {

#ifdef KVSCOPE_X86

bool hasAvx2() {
    // (F16C from CPUID leaf 1 itself: clang's __builtin_cpu_supports does not know "f16c")
    static const bool yes = [] {
        unsigned a = 0, b = 0, c = 0, d = 0;
        const bool f16c = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_F16C) != 0;
        return f16c && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    }();
    return yes;
}

bool hasAvx512() { return hasAvx2() && __builtin_cpu_supports("avx512f"); }

bool hasAvx512Vnni() {
    return hasAvx512() && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vnni");
}

bool hasAvx512Vbmi() { return hasAvx512Vnni() && __builtin_cpu_supports("avx512vbmi"); }

bool isIntel() {
    static const bool yes = [] {
        unsigned a = 0, b = 0, c = 0, d = 0;
        if (!__get_cpuid(0, &a, &b, &c, &d)) return false;
        char vendor[12];
        std::memcpy(vendor, &b, 4);
        std::memcpy(vendor + 4, &d, 4);
        std::memcpy(vendor + 8, &c, 4);
        return std::memcmp(vendor, "GenuineIntel", 12) == 0;
    }();
    return yes;
}

#else

bool hasAvx2() { return false; }
bool hasAvx512() { return false; }
bool hasAvx512Vnni() { return false; }
bool hasAvx512Vbmi() { return false; }
bool isIntel() { return false; }

#endif

}  // namespace kvscope::cpu
