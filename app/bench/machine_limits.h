#pragma once
// What this machine can do at most, measured the way the forward pass uses it: a streaming
// read of a buffer much larger than the caches (the bound of a decode step, which reads every
// weight once), and f32 multiply-adds in Eigen's widest packets on independent chains (the
// bound of a prefill, which is matrix products).

#include <cstddef>
#include <span>
#include <vector>

namespace kvscope::bench {

// Bytes per second at which `threads` threads read memory front to back (each thread a part of
// every region), the best of a few passes. It can be read again and again around the runs it
// bounds: on a shared machine the bandwidth moves from minute to minute, and a bound measured
// once, minutes away from a run, says little about that run. Given the regions a decode step
// streams (a model's weights), it also reads the very pages the step reads: on this machine
// two buffers of one process have read at 45 and at 82 GB/s, so a probe of a buffer of its own
// can bound a model it shares nothing with.
class ReadBandwidthProbe {
public:
    // A zero-filled buffer of `bytes`, allocated and touched once.
    ReadBandwidthProbe(std::size_t bytes, int threads);
    // Memory that lives elsewhere (not copied; it must outlive the probe).
    ReadBandwidthProbe(std::vector<std::span<const std::byte>> regions, int threads);
    std::size_t bytes() const;
    double measure(int passes);

private:
    std::vector<float> buffer_;
    std::vector<std::span<const std::byte>> regions_;
    int threads_;
};

// f32 FLOP per second (a fused multiply-add counts 2) of `threads` threads, each running
// independent FMA chains in registers for about `seconds`.
double measurePeakFlops(int threads, double seconds);

// Nanoseconds for a cache line to go from the calling thread to a thread of its own and back,
// the median over batches of `trips` round trips (at least 2; the first, which waits for the
// thread to start, is not counted). Both threads spin: ask only with a CPU for each. On a
// virtual machine the hypervisor moves the vCPUs between two hardware threads of one core, two
// cores of one complex and cores farther apart from one minute to the next: on the Zen 4 host
// of the README's figures the round trip was ~30, 60–100 and 370 ns, and the minutes at 370
// were the ones the memory read fastest in — and the ones a GPT-2-shaped decode token, whose 62
// parallel regions each hand work over and back, spent twice as long in its serial steps
// (docs/benchmark-history.md, 2026-12-01).
double measureRoundTripNs(int trips);

// The packet width those FMAs use, e.g. "AVX-512 (16 floats)".
const char* simdDescription();

}  // namespace kvscope::bench
