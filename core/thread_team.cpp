#include "core/thread_team.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include <tbb/global_control.h>
#include <tbb/task_arena.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

namespace kvscope::team {

namespace {

using Clock = std::chrono::steady_clock;

// How long a thread keeps spinning for the next region before it sleeps: a decode step's
// regions are microseconds apart, a step's end to the next step's start (sampling, the
// app's views) can be much longer, and a sleeping thread takes a futex wake (~5–50 µs).
constexpr auto kSpinBeforeSleep = std::chrono::microseconds(200);
// How long the caller spins for the last workers of a region before it yields its core:
// a worker descheduled inside a chunk (a busy machine) would otherwise be spun against.
constexpr int kSpinsBeforeYield = 4096;

inline void relax() {
#if defined(__x86_64__) || defined(__i386__)
    _mm_pause();
#else
    std::this_thread::yield();
#endif
}

// The team's state in one word, so that joining a region and closing it cannot cross: the
// region's generation in the high 32 bits, then whether it is closed (no thread may join any
// more), then how many workers are inside it.
constexpr std::uint64_t kClosed = std::uint64_t{1} << 31;
constexpr std::uint64_t kInsideMask = kClosed - 1;
inline std::uint32_t generationOf(std::uint64_t state) { return static_cast<std::uint32_t>(state >> 32); }

thread_local bool insideRegion = false;

// Each thread's share of a region, as the indices [next, end) relative to the region's begin,
// both in one word: the owner takes chunks from the front, a thread done with its own share
// takes them from the back, and a compare-and-swap of the word keeps the two from taking the
// same index.
struct alignas(64) Share {
    std::atomic<std::uint64_t> range{0};
};

inline std::uint64_t packRange(std::int64_t next, std::int64_t end) {
    return static_cast<std::uint64_t>(next) << 32 | static_cast<std::uint64_t>(end);
}
inline std::int64_t nextOf(std::uint64_t range) { return static_cast<std::int64_t>(range >> 32); }
inline std::int64_t endOf(std::uint64_t range) { return static_cast<std::int64_t>(range & 0xFFFFFFFFu); }

// The region's indices are split into one contiguous share per thread, the way TBB splits a
// range, so each thread streams its own part of a weight matrix or of the KV cache (a shared
// counter dealt the column blocks out alternately, and decode tokens took 8–10 % longer: every
// block was a new stream for the prefetchers). The owner takes a quarter of what is left of its
// share at a time (at least `grain`), so its chunks shrink towards the end; a thread done with
// its share takes `grain` indices at a time from the back of another's, where the owner's
// stream ends, not from the front, where it goes on. So a thread the machine takes away holds
// nothing up, and the threads of a region finish within a grain of each other. (With fixed
// chunks of a quarter share, the first thread done waited for the other's last chunk: in a
// profile of GPT-2-shaped f32 decode on two threads, waiting for each other fell from 6.6 to
// 4.8 % of the samples with this, and tokens/s rose 2.6 % (mean of 6 alternating pairs) once
// the products were cut into panels for it — core/matmul.cpp.)
struct Region {
    Body body = nullptr;
    void* context = nullptr;
    std::int64_t begin = 0, grain = 1;
    int threads = 1;
    std::vector<Share> shares;  // threads of them
};

class Team {
public:
    bool run(int threads, std::int64_t begin, std::int64_t end, std::int64_t grain, Body body, void* context);
    void startRecording(std::size_t most);
    std::vector<RegionStamp> stopRecording();

private:
    void work(int thread);
    void serve(int index);
    std::uint64_t waitForRegion(std::uint32_t seen);
    void close();

    std::mutex busy_;  // one region at a time
    std::vector<std::thread> threads_;
    Region region_;  // written by the caller while the team is closed, read by the joined
    alignas(64) std::atomic<std::uint64_t> state_{kClosed};
    alignas(64) std::atomic<std::uint32_t> wake_{0};  // for sleeping threads: one more per region
    std::atomic<int> sleepers_{0};
    std::mutex failureLock_;
    std::exception_ptr failure_;
    // The timeline (startRecording): read and written only while holding busy_.
    bool recording_ = false;
    std::size_t mostStamps_ = 0;
    std::vector<RegionStamp> stamps_;
};

std::int64_t nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count();
}

// Thread `thread` of the region (the caller is 0): its own share from the front, then what is
// left of the others' from their backs.
void Team::work(int thread) {
    Region& r = region_;
    const auto runChunk = [&](std::int64_t first, std::int64_t last) {
        try {
            r.body(r.context, r.begin + first, r.begin + last);
        } catch (...) {
            const std::lock_guard lock(failureLock_);
            if (!failure_) failure_ = std::current_exception();
        }
    };
    for (int k = 0; k < r.threads; ++k) {
        const bool own = k == 0;
        Share& share = r.shares[static_cast<size_t>((thread + k) % r.threads)];
        std::uint64_t range = share.range.load(std::memory_order_relaxed);
        for (;;) {
            const std::int64_t next = nextOf(range), end = endOf(range);
            if (next >= end) break;
            const std::int64_t take = std::min(end - next, own ? std::max(r.grain, (end - next) / 4) : r.grain);
            const std::uint64_t taken = own ? packRange(next + take, end) : packRange(next, end - take);
            if (!share.range.compare_exchange_weak(range, taken, std::memory_order_relaxed)) continue;
            if (own) runChunk(next, next + take);
            else runChunk(end - take, end);
            range = share.range.load(std::memory_order_relaxed);
        }
    }
}

std::uint64_t Team::waitForRegion(std::uint32_t seen) {
    const auto deadline = Clock::now() + kSpinBeforeSleep;
    for (unsigned i = 1;; ++i) {
        const std::uint64_t s = state_.load(std::memory_order_acquire);
        if (generationOf(s) != seen) return s;
        relax();
        if (i % 64 == 0 && Clock::now() > deadline) break;
    }
    // Sleep until the next region. The caller opens a region, then bumps wake_, then reads
    // sleepers_; this thread reads wake_, then counts itself in sleepers_, then reads the
    // state: in the one order of these sequentially consistent operations, either the caller
    // sees this thread asleep (and wakes it) or this thread sees the region open.
    for (;;) {
        const std::uint32_t ticket = wake_.load();
        sleepers_.fetch_add(1);
        const std::uint64_t s = state_.load();
        if (generationOf(s) != seen) {
            sleepers_.fetch_sub(1);
            return s;
        }
        wake_.wait(ticket);
        sleepers_.fetch_sub(1);
    }
}

void Team::serve(int index) {
    insideRegion = true;  // a body's own parallelFor runs on the thread it is on
    std::uint32_t seen = 0;
    for (;;) {
        std::uint64_t s = waitForRegion(seen);
        seen = generationOf(s);
        // join if the region is still open (a region can open and close between two looks)
        while (generationOf(s) == seen && !(s & kClosed)) {
            if (!state_.compare_exchange_weak(s, s + 1, std::memory_order_acquire, std::memory_order_acquire))
                continue;
            if (index + 1 < region_.threads) work(index + 1);
            state_.fetch_sub(1, std::memory_order_release);
            break;
        }
    }
}

// Waits for the workers inside the region to leave, and closes it to late ones.
void Team::close() {
    std::uint64_t s = state_.load(std::memory_order_acquire);
    for (int i = 0;; ++i) {
        if ((s & kInsideMask) == 0) {
            if (state_.compare_exchange_weak(s, s | kClosed, std::memory_order_acquire, std::memory_order_acquire)) return;
            continue;
        }
        if (i < kSpinsBeforeYield) relax();
        else std::this_thread::yield();
        s = state_.load(std::memory_order_acquire);
    }
}

bool Team::run(int threads, std::int64_t begin, std::int64_t end, std::int64_t grain, Body body, void* context) {
    // (a share's ends are 32-bit offsets; no region comes near)
    if (insideRegion || end - begin > std::int64_t{0x7FFFFFFF}) return false;
    const std::unique_lock lock(busy_, std::try_to_lock);
    if (!lock.owns_lock()) return false;
    const int workers = threads - 1;
    while (static_cast<int>(threads_.size()) < workers) {
        const int index = static_cast<int>(threads_.size());
        threads_.emplace_back([this, index] { serve(index); });
    }
    region_.body = body;
    region_.context = context;
    region_.begin = begin;
    region_.grain = std::max<std::int64_t>(grain, 1);
    region_.threads = threads;
    if (region_.shares.size() < static_cast<size_t>(threads)) region_.shares = std::vector<Share>(static_cast<size_t>(threads));
    const std::int64_t count = end - begin;
    for (int t = 0; t < threads; ++t)
        region_.shares[static_cast<size_t>(t)].range.store(packRange(count * t / threads, count * (t + 1) / threads),
                                                          std::memory_order_relaxed);
    const bool stamped = recording_ && stamps_.size() < mostStamps_;
    RegionStamp stamp;
    stamp.indices = count;
    if (stamped) stamp.opened = nowNs();
    state_.store(std::uint64_t{generationOf(state_.load(std::memory_order_relaxed)) + 1u} << 32);  // open
    wake_.fetch_add(1);
    if (sleepers_.load() > 0) wake_.notify_all();
    insideRegion = true;
    work(0);
    insideRegion = false;
    if (stamped) stamp.callerDone = nowNs();
    close();
    if (stamped) {
        stamp.closed = nowNs();
        stamps_.push_back(stamp);
    }
    if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
    return true;
}

void Team::startRecording(std::size_t most) {
    const std::lock_guard lock(busy_);
    stamps_.clear();
    stamps_.reserve(most);
    mostStamps_ = most;
    recording_ = true;
}

std::vector<RegionStamp> Team::stopRecording() {
    const std::lock_guard lock(busy_);
    recording_ = false;
    // A copy of what was recorded, the reserved storage kept for the next recording: a caller
    // recording every step of a decode would otherwise keep `most` stamps' worth of heap per step,
    // and the heap growing between steps put each step's fresh logits vector on pages never
    // touched before (a --regions run of GPT-2 small measured ~280 µs of page faults a step in
    // widening its logits, against 20 without the recording).
    std::vector<RegionStamp> recorded(stamps_.begin(), stamps_.end());
    stamps_.clear();
    return recorded;
}

// Never destroyed: its threads wait for regions until the process ends, and joining them from a
// static destructor would race with whatever else is being torn down.
Team& theTeam() {
    static Team& team = *new Team;
    return team;
}

}  // namespace

int threadsAllowed() {
    const auto limit = tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism);
    return std::max(1, std::min(static_cast<int>(std::min<std::size_t>(limit, 1024)), tbb::this_task_arena::max_concurrency()));
}

bool insideRegionNow() { return insideRegion; }

bool run(int threads, std::int64_t begin, std::int64_t end, std::int64_t grain, Body body, void* context) {
    return theTeam().run(threads, begin, end, grain, body, context);
}

void startRecording(std::size_t most) { theTeam().startRecording(most); }

std::vector<RegionStamp> stopRecording() { return theTeam().stopRecording(); }

}  // namespace kvscope::team
