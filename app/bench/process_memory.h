#pragma once
// The process's resident memory now and at its peak, as Linux counts it (/proc/self/status:
// VmRSS and VmHWM), for benchmarks that report memory after each phase.

#include <cstdint>

namespace kvscope::bench {

struct ProcessMemory {
    std::int64_t residentBytes = 0;  // VmRSS: now
    std::int64_t peakBytes = 0;      // VmHWM: the high-water mark since the process started
};

// Zeros when /proc is not there (not Linux).
ProcessMemory processMemory();

}  // namespace kvscope::bench
