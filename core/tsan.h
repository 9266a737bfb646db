#pragma once
// KVSCOPE_TSAN is defined when this build runs under ThreadSanitizer (GCC or clang), for the
// few places that must run differently there (core/parallel.h).

#if defined(__SANITIZE_THREAD__)
#define KVSCOPE_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define KVSCOPE_TSAN 1
#endif
#endif
