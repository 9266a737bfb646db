#pragma once
// The core's one way to run work in parallel: fn(i) for every i in [begin, end) on TBB's
// threads, returning when all are done.
//
// Under ThreadSanitizer the loop runs on plain threads instead (at most 4, started and joined
// here). TBB's scheduler lives in libtbb.so, which is not instrumented, so TSan cannot see
// the order it creates between the caller and the bodies and reports TBB's own task objects
// as races; suppressing those would hide races in our bodies as well (a suppression matches
// any frame, and every body runs under TBB's frames). With threads TSan sees every edge, and
// the bodies still run concurrently, so a race between two of them is reported.

#include <algorithm>

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "core/tsan.h"

#ifdef KVSCOPE_TSAN
#include <atomic>
#include <thread>
#include <vector>
#endif

namespace kvscope {

// `grain`: the fewest indices one task takes (1: every index may be its own task).
template <typename Index, typename Fn>
void parallelFor(Index begin, Index end, Index grain, Fn&& fn) {
#ifdef KVSCOPE_TSAN
    (void)grain;
    if (end <= begin) return;
    std::atomic<Index> next{begin};
    const auto work = [&] {
        for (Index i = next++; i < end; i = next++) fn(i);
    };
    const auto count = static_cast<long long>(end - begin);
    std::vector<std::thread> threads(static_cast<size_t>(std::min<long long>(4, count)));
    for (std::thread& t : threads) t = std::thread(work);
    for (std::thread& t : threads) t.join();
#else
    tbb::parallel_for(tbb::blocked_range<Index>(begin, end, grain), [&](const tbb::blocked_range<Index>& r) {
        for (Index i = r.begin(); i != r.end(); ++i) fn(i);
    });
#endif
}

// fn(first, count) for blocks of rows covering [0, rows): the row-wise passes of a prefill
// (norms, residual adds, activations), which otherwise run on one thread while the others wait
// for the next product. A few rows (a decode step) stay on the calling thread: waking a worker
// costs more than the pass.
template <typename Index, typename Fn>
void forRowBlocks(Index rows, Fn&& fn) {
    constexpr Index kRowsPerBlock = 16;
    if (rows < 2 * kRowsPerBlock) {
        if (rows > 0) fn(Index{0}, rows);
        return;
    }
    const Index blocks = (rows + kRowsPerBlock - 1) / kRowsPerBlock;
    parallelFor<Index>(0, blocks, 1, [&](Index b) {
        const Index first = b * kRowsPerBlock;
        fn(first, std::min(kRowsPerBlock, rows - first));
    });
}

}  // namespace kvscope
