#include "app/bench/machine_limits.h"

#include <Eigen/Core>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <thread>
#include <utility>
#include <vector>

namespace kvscope::bench {

namespace {
using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }
}  // namespace

namespace {
// The 64-bit words of bytes [begin, end) of `region`, summed on eight independent chains so
// that only the loads bound the loop (the compiler widens it to the vector registers).
std::uint64_t sumWords(std::span<const std::byte> region, std::size_t begin, std::size_t end) {
    const std::size_t words = (end - begin) / 8;
    const std::byte* p = region.data() + begin;
    std::uint64_t acc[8] = {};
    std::size_t i = 0;
    for (; i + 8 <= words; i += 8)
        for (int c = 0; c < 8; ++c) {
            std::uint64_t w;
            std::memcpy(&w, p + (i + static_cast<std::size_t>(c)) * 8, 8);
            acc[c] += w;
        }
    std::uint64_t total = 0;
    for (std::uint64_t a : acc) total += a;
    for (; i < words; ++i) {
        std::uint64_t w;
        std::memcpy(&w, p + i * 8, 8);
        total += w;
    }
    return total;
}
}  // namespace

ReadBandwidthProbe::ReadBandwidthProbe(std::size_t bytes, int threads)
    : buffer_(bytes / sizeof(float)), threads_(threads) {
    // Touch every page from the threads that will read it later, and give the data values.
    tbb::task_arena arena(threads_);
    const std::size_t part = buffer_.size() / static_cast<std::size_t>(threads_);
    arena.execute([&] {
        tbb::parallel_for(0, threads_, [&](int t) {
            std::fill_n(buffer_.begin() + static_cast<long>(part * static_cast<std::size_t>(t)), part, 1.0f);
        }, tbb::static_partitioner());
    });
    regions_.push_back(std::as_bytes(std::span(buffer_)));
}

ReadBandwidthProbe::ReadBandwidthProbe(std::vector<std::span<const std::byte>> regions, int threads)
    : regions_(std::move(regions)), threads_(threads) {}

std::size_t ReadBandwidthProbe::bytes() const {
    std::size_t total = 0;
    for (const auto& r : regions_) total += r.size();
    return total;
}

double ReadBandwidthProbe::measure(int passes) {
    tbb::task_arena arena(threads_);
    const auto threads = static_cast<std::size_t>(threads_);
    double best = 0;
    std::atomic<std::uint64_t> sink{0};
    for (int r = 0; r < passes; ++r) {
        const auto start = Clock::now();
        arena.execute([&] {
            tbb::parallel_for(0, threads_, [&](int t) {
                // thread t reads the t-th part of every region, as the decode kernels split columns
                std::uint64_t mine = 0;
                for (const auto& region : regions_) {
                    const std::size_t part = (region.size() / threads + 63) / 64 * 64;
                    const std::size_t begin = std::min(region.size(), part * static_cast<std::size_t>(t));
                    const std::size_t end = std::min(region.size(), begin + part);
                    mine += sumWords(region, begin, end);
                }
                sink += mine;
            }, tbb::static_partitioner());
        });
        best = std::max(best, static_cast<double>(bytes()) / secondsSince(start));
    }
    return sink.load() != 1 ? best : 0;  // the sums are used, so the reads cannot be dropped
}

namespace {
// One FMA on each chain, written out (a fold over the indices), so the chains stay in
// registers at any optimization level: a loop over the array compiled at -O2 loaded and stored
// every chain around its FMA and measured the store port — half this machine's FMA rate.
template <typename Packet, std::size_t... C>
inline void fmaOnEveryChain(Packet (&acc)[sizeof...(C)], const Packet& a, const Packet& b, std::index_sequence<C...>) {
    ((acc[C] = Eigen::internal::pmadd(acc[C], a, b)), ...);
}
}  // namespace

double measurePeakFlops(int threads, double seconds) {
    using Packet = Eigen::internal::packet_traits<float>::type;
    constexpr int kWidth = Eigen::internal::packet_traits<float>::size;
    // More independent chains than FMA units × latency, so the units never wait for a result.
    constexpr int kChains = 16;
    constexpr long kInner = 1 << 14;
    std::atomic<long> iterations{0};
    std::atomic<double> sink{0};
    tbb::task_arena arena(threads);
    const auto start = Clock::now();
    arena.execute([&] {
        tbb::parallel_for(0, threads, [&](int) {
            Packet acc[kChains];
            for (int c = 0; c < kChains; ++c) acc[c] = Eigen::internal::pset1<Packet>(0.001f * static_cast<float>(c));
            const Packet a = Eigen::internal::pset1<Packet>(0.999999f);
            const Packet b = Eigen::internal::pset1<Packet>(1e-7f);
            long done = 0;
            const auto mine = Clock::now();
            while (secondsSince(mine) < seconds) {
                for (long i = 0; i < kInner; ++i) fmaOnEveryChain(acc, a, b, std::make_index_sequence<kChains>{});
                done += kInner;
            }
            float total = 0;
            for (int c = 0; c < kChains; ++c) total += Eigen::internal::predux(acc[c]);
            iterations += done;
            sink.store(sink.load() + static_cast<double>(total));
        }, tbb::static_partitioner());
    });
    const double elapsed = secondsSince(start);
    const double flops = static_cast<double>(iterations.load()) * kChains * kWidth * 2.0;
    return sink.load() != 0 ? flops / elapsed : flops / elapsed;
}

double measureRoundTripNs(int trips) {
    if (trips < 2) return 0;
    // One line, each side waiting for the other's number: the caller writes odd ones, the
    // other thread the even ones after them.
    alignas(64) std::atomic<std::int64_t> ball{0};
    const auto spin = [] {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    };
    std::thread other([&] {
        for (std::int64_t i = 0; i < trips; ++i) {
            while (ball.load(std::memory_order_acquire) != 2 * i + 1) spin();
            ball.store(2 * i + 2, std::memory_order_release);
        }
    });
    const auto trip = [&](std::int64_t i) {
        ball.store(2 * i + 1, std::memory_order_release);
        while (ball.load(std::memory_order_acquire) != 2 * i + 2) spin();
    };
    trip(0);  // waits for the thread to start: not timed
    // Timed in batches, and the median batch kept: a batch in which the machine took one of
    // the CPUs away for a time slice reads tens of microseconds a trip.
    constexpr std::int64_t kBatch = 50;
    std::vector<double> batches;
    for (std::int64_t i = 1; i < trips;) {
        const std::int64_t n = std::min<std::int64_t>(kBatch, trips - i);
        const auto start = Clock::now();
        for (std::int64_t j = 0; j < n; ++j) trip(i + j);
        batches.push_back(secondsSince(start) / static_cast<double>(n) * 1e9);
        i += n;
    }
    other.join();
    std::nth_element(batches.begin(), batches.begin() + batches.size() / 2, batches.end());
    return batches[batches.size() / 2];
}

const char* simdDescription() {
    const int width = Eigen::internal::packet_traits<float>::size;
    switch (width) {
        case 16: return "AVX-512 (16 floats per FMA)";
        case 8: return "AVX2/FMA (8 floats per FMA)";
        case 4: return "SSE (4 floats, no FMA unit use)";
        default: return "scalar";
    }
}

}  // namespace kvscope::bench
