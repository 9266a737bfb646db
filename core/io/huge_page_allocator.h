#pragma once
// An allocator for the large arrays a decode step streams through (the weight panels): blocks
// of a megabyte or more start on a 2 MiB boundary and are marked MADV_HUGEPAGE before anything
// touches them, so the kernel backs them with transparent huge pages when the system allows
// ("madvise" is Debian's default). Reading 500 MB on 4 KiB pages costs a TLB miss every 4 KiB;
// on this machine two threads read such an array at 32 GB/s on small pages and 43 GB/s on huge
// ones. Smaller blocks, and systems without madvise, get ordinary 64-byte-aligned memory; the
// contents are the same either way. KVSCOPE_SMALL_PAGES=1 in the environment turns the hint
// off (to measure what it is worth).

#include <cstddef>
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

inline void* allocate(std::size_t bytes) {
    const bool huge = bytes >= kWorthIt && wanted();
    const std::size_t align = huge ? kHugePage : 64;
    void* p = std::aligned_alloc(align, roundUp(bytes == 0 ? 1 : bytes, align));
    if (!p) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (huge) madvise(p, roundUp(bytes, kHugePage), MADV_HUGEPAGE);  // a hint: failure changes nothing
#endif
    return p;
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
    void deallocate(T* p, std::size_t) noexcept { std::free(p); }
    template <typename U>
    bool operator==(const HugePageAllocator<U>&) const {
        return true;
    }
};

}  // namespace kvscope
