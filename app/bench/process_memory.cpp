#include "app/bench/process_memory.h"

#include <fstream>
#include <string>

namespace kvscope::bench {

ProcessMemory processMemory() {
    ProcessMemory m;
    std::ifstream status("/proc/self/status");
    std::string key;
    std::int64_t kib = 0;
    // lines like "VmHWM:\t  123456 kB"
    while (status >> key) {
        if (key == "VmRSS:" && status >> kib) m.residentBytes = kib * 1024;
        else if (key == "VmHWM:" && status >> kib) m.peakBytes = kib * 1024;
        status.ignore(1 << 20, '\n');
    }
    return m;
}

}  // namespace kvscope::bench
