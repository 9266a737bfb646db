#pragma once
// What this machine can do at most, measured the way the forward pass uses it: a streaming
// read of a buffer much larger than the caches (the bound of a decode step, which reads every
// weight once), and f32 multiply-adds in Eigen's widest packets on independent chains (the
// bound of a prefill, which is matrix products).

#include <cstddef>
#include <vector>

namespace kvscope::bench {

// Bytes per second read by `threads` threads summing disjoint halves of a `bytes`-sized float
// buffer. The buffer is allocated and touched once, so the probe can be read again and again
// around the runs it bounds: on a shared machine the bandwidth moves from minute to minute, and
// a bound measured once, minutes away from a run, says little about that run.
class ReadBandwidthProbe {
public:
    ReadBandwidthProbe(std::size_t bytes, int threads);
    std::size_t bytes() const { return buffer_.size() * sizeof(float); }
    // The best of `passes` passes over the buffer.
    double measure(int passes);

private:
    std::vector<float> buffer_;
    int threads_;
};

// One probe of `bytes`, the best of `repeats` passes.
double measureReadBandwidth(std::size_t bytes, int threads, int repeats);

// f32 FLOP per second (a fused multiply-add counts 2) of `threads` threads, each running
// independent FMA chains in registers for about `seconds`.
double measurePeakFlops(int threads, double seconds);

// The packet width those FMAs use, e.g. "AVX-512 (16 floats)".
const char* simdDescription();

}  // namespace kvscope::bench
