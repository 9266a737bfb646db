#pragma once
// Whether this build runs under ThreadSanitizer (KVSCOPE_TSAN), and TSan's annotation calls
// for the happens-before edges that uninstrumented libraries (oneTBB, Qt) create for us.

#if defined(__SANITIZE_THREAD__)
#define KVSCOPE_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define KVSCOPE_TSAN 1
#endif
#endif

#ifdef KVSCOPE_TSAN
extern "C" void __tsan_acquire(void* addr);
extern "C" void __tsan_release(void* addr);
#endif
