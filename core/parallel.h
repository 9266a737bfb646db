#pragma once
// The core's one way to run work in parallel: fn(i) for every i in [begin, end) on TBB's
// threads, returning when all are done.
//
// Under ThreadSanitizer the TBB scheduler (libtbb.so, not instrumented) is invisible, so the
// happens-before edges it provides are stated here instead: everything the caller did before
// the loop happens before each body, and every body happens before the caller goes on. Bodies
// get no edge to one another, so two bodies touching the same data are still reported.

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "core/tsan.h"

namespace kvscope {

// `grain`: the fewest indices one task takes (1: every index may be its own task).
template <typename Index, typename Fn>
void parallelFor(Index begin, Index end, Index grain, Fn&& fn) {
#ifdef KVSCOPE_TSAN
    char start = 0, finish = 0;  // two sync objects: no body-to-body edge
    __tsan_release(&start);
#endif
    tbb::parallel_for(tbb::blocked_range<Index>(begin, end, grain), [&](const tbb::blocked_range<Index>& r) {
#ifdef KVSCOPE_TSAN
        __tsan_acquire(&start);
#endif
        for (Index i = r.begin(); i != r.end(); ++i) fn(i);
#ifdef KVSCOPE_TSAN
        __tsan_release(&finish);
#endif
    });
#ifdef KVSCOPE_TSAN
    __tsan_acquire(&finish);
#endif
}

}  // namespace kvscope
