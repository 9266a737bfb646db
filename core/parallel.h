#pragma once
// The core's one way to run work in parallel: fn(i) for every i in [begin, end), or
// fn(first, last) over ranges of them, on the thread team (core/thread_team.h), returning when
// all are done.
//
// When the team is running a region for another thread, TBB's threads take this one. Not under
// ThreadSanitizer: TBB's scheduler lives in libtbb.so, which is not instrumented, so TSan cannot
// see the order it creates between the caller and the bodies and reports TBB's own task objects
// as races (a suppression would match any frame, and would hide races in our bodies too); there
// such a region runs on the calling thread. The team itself is plain atomics, which TSan sees,
// so under TSan the bodies still run concurrently and a race between two of them is reported.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <type_traits>

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "core/thread_team.h"
#include "core/tsan.h"

namespace kvscope {

// fn(first, last) for ranges that cover [begin, end) once, none overlapping, each `grain` long
// or more unless fewer indices were left of a thread's share: for work that is cheaper in long
// runs than index by index (a decode product's panels, one stream per call). How the indices
// are cut depends on timing, so fn's results must not depend on where a range starts or ends.
template <typename Index, typename Fn>
void parallelRanges(Index begin, Index end, Index grain, Fn&& fn) {
    if (end <= begin) return;
    const int threads = team::insideRegionNow() ? 1 : team::threadsAllowed();
    if (threads > 1 && end - begin > 1) {
        using Body = std::remove_reference_t<Fn>;
        const team::Body ranges = [](void* context, std::int64_t first, std::int64_t last) {
            (*static_cast<Body*>(context))(static_cast<Index>(first), static_cast<Index>(last));
        };
        void* context = const_cast<void*>(static_cast<const void*>(std::addressof(fn)));
        if (team::run(threads, static_cast<std::int64_t>(begin), static_cast<std::int64_t>(end),
                      static_cast<std::int64_t>(grain), ranges, context))
            return;
#ifndef KVSCOPE_TSAN
        tbb::parallel_for(tbb::blocked_range<Index>(begin, end, grain),
                          [&](const tbb::blocked_range<Index>& r) { fn(r.begin(), r.end()); });
        return;
#endif
    }
    fn(begin, end);
}

// fn(i) for every i in [begin, end); `grain`: the fewest indices one task takes (1: every index
// may be its own task).
template <typename Index, typename Fn>
void parallelFor(Index begin, Index end, Index grain, Fn&& fn) {
    parallelRanges(begin, end, grain, [&](Index first, Index last) {
        for (Index i = first; i != last; ++i) fn(i);
    });
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
