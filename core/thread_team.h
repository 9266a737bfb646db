#pragma once
// The threads parallelFor runs its regions on: one per core beyond the caller's, started once
// and kept waiting between regions.
//
// Why not TBB's parallel_for for every region: a decode step is 61 regions of 10–100 µs
// (GPT-2 small), and each cost ~2–3 µs more than its work in TBB — the worker took 1.0–1.5 µs
// to pick its task up and both threads finished ~2 µs before the region returned — a tenth of
// a millisecond a token, the same order as a quantized token's distance from the memory bound.
// Here a region is one store the waiting threads see within a cache-line transfer, and its end
// is a counter reaching zero. The threads spin for a while after a region (the next one is a
// few microseconds away in a step) and then sleep, so an idle app does not burn its cores.
//
// One region at a time: a region asked for on another thread while one runs, or inside a
// region's body, returns false from run() and the caller uses TBB (or runs it itself).

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kvscope::team {

// fn(context, first, last) runs indices [first, last) of a region.
using Body = void (*)(void* context, std::int64_t first, std::int64_t last);

// How many threads a region may use: oneTBB's limit (tbb::global_control, the bench's
// --threads) and the caller's arena, whichever is smaller.
int threadsAllowed();

// Whether this thread is running a region's chunk now (a body's own parallelFor then runs
// its loop right there).
bool insideRegionNow();

// A timeline of the regions the team runs while recording is on, for a benchmark to say where a
// decode step's time goes inside and between its regions (kvscope-bench --regions). Times are
// nanoseconds of std::chrono::steady_clock. Regions run another way (on one thread, or by TBB
// while the team is busy) are not in it.
struct RegionStamp {
    std::int64_t opened = 0;      // the caller opened the region
    std::int64_t callerDone = 0;  // the caller had run its share and what it took from the others'
    std::int64_t closed = 0;      // every thread had left the region: the caller goes on
    std::int64_t indices = 0;     // the region's size
};
// Starts recording, dropping what was recorded before; the first `most` regions are kept. Waits
// for a region running now to end.
void startRecording(std::size_t most);
// Stops recording and gives what was recorded, in the order the regions ran.
std::vector<RegionStamp> stopRecording();

// Runs body over [begin, end) in chunks of `grain` indices or more on `threads` threads, the
// caller one of them, and returns when every chunk has run, true. False, with nothing run, when
// this thread cannot have the team now (see above). An exception from a chunk is rethrown here
// after the others have finished.
bool run(int threads, std::int64_t begin, std::int64_t end, std::int64_t grain, Body body, void* context);

}  // namespace kvscope::team
