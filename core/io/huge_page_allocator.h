#pragma once
// An allocator for the large arrays a decode step streams through (the weight panels): blocks
// of a megabyte or more start on a 2 MiB boundary and are marked MADV_HUGEPAGE before anything
// touches them, so the kernel backs them with transparent huge pages when the system allows
// ("madvise" is Debian's default). Reading 500 MB on 4 KiB pages costs a TLB miss every 4 KiB;
// on this machine two threads read such an array at 32 GB/s on small pages and 43 GB/s on huge
// ones. Smaller blocks, and systems without madvise, get ordinary 64-byte-aligned memory; the
// contents are the same either way. KVSCOPE_SMALL_PAGES=1 in the environment turns the hint
// off (to measure what it is worth).
//
// On Linux a large block is its own anonymous mapping, not heap memory: the hint only applies
// to pages not yet touched, and a loader frees its float temporaries before the panels are
// allocated, so the heap hands out memory that is already backed by small pages. Taken from
// the heap, 1.0 of a Llama-1B-shaped f16 model's 2.5 GB got huge pages, and its Q/K/V and
// output projections (heap blocks of 8–12 MB) read at 21–43 GB/s where the MLP's (mapped,
// 64 MB and more) read at 57–61.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace kvscope {

namespace huge_pages {
inline constexpr std::size_t kHugePage = std::size_t{2} << 20;
inline constexpr std::size_t kWorthIt = std::size_t{1} << 20;  // smaller blocks would waste most of a page

// `bytes` rounded up to a multiple of `to`.
inline std::size_t roundUp(std::size_t bytes, std::size_t to) { return (bytes + to - 1) / to * to; }

inline bool wanted() {
    static const bool yes = [] {
        const char* v = std::getenv("KVSCOPE_SMALL_PAGES");
        return !v || *v == '\0' || *v == '0';
    }();
    return yes;
}

inline bool huge(std::size_t bytes) { return bytes >= kWorthIt && wanted(); }

inline void* allocate(std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (huge(bytes)) {
        // a mapping one huge page longer than needed, trimmed to the aligned `size` inside it
        const std::size_t size = roundUp(bytes, kHugePage);
        void* mapped = mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED) throw std::bad_alloc();
        char* const base = static_cast<char*>(mapped);
        const auto address = reinterpret_cast<std::uintptr_t>(base);
        const std::size_t lead = roundUp(address, kHugePage) - address;  // 0 .. kHugePage - 1
        char* const p = base + lead;
        if (lead > 0) munmap(base, lead);
        munmap(p + size, kHugePage - lead);  // the tail: what the lead did not take
        madvise(p, size, MADV_HUGEPAGE);  // a hint: failure changes nothing
        return p;
    }
#endif
    const std::size_t align = huge(bytes) ? kHugePage : 64;
    void* p = std::aligned_alloc(align, roundUp(bytes == 0 ? 1 : bytes, align));
    if (!p) throw std::bad_alloc();
    return p;
}

// `bytes`: what allocate() was asked for.
inline void deallocate(void* p, std::size_t bytes) noexcept {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (huge(bytes)) {
        munmap(p, roundUp(bytes, kHugePage));
        return;
    }
#endif
    std::free(p);
}
}  // namespace huge_pages

template <typename T>
struct HugePageAllocator {
    using value_type = T;
    HugePageAllocator() = default;
    template <typename U>
    HugePageAllocator(const HugePageAllocator<U>&) {}
    T* allocate(std::size_t n) {
        if (n > static_cast<std::size_t>(-1) / sizeof(T)) throw std::bad_array_new_length();
        return static_cast<T*>(huge_pages::allocate(n * sizeof(T)));
    }
    void deallocate(T* p, std::size_t n) noexcept { huge_pages::deallocate(p, n * sizeof(T)); }
    template <typename U>
    bool operator==(const HugePageAllocator<U>&) const {
        return true;
    }
};

}  // namespace kvscope
