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

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "core/tsan.h"

#ifdef KVSCOPE_TSAN
#include <algorithm>
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

}  // namespace kvscope
