#pragma once
// The GUI thread and the engine's worker thread exchange work only through Qt's event queue.
// The queue orders them (what a thread did before posting happens before the other thread
// handles the event), but under ThreadSanitizer that order is invisible: Qt's library is not
// instrumented and its mutex is a bare futex. So each side states it: handOff() just before
// posting an event or emitting a queued signal, takeOver() as the receiver starts handling
// one. Outside ThreadSanitizer both are empty.
//
// One sync object serves both directions, which is slightly generous (a receiver also sees
// what the sender did after posting, until the receiver takes over); it never orders two
// accesses that the queue does not order in at least that way.

#include "core/tsan.h"

namespace kvscope::ui {

#ifdef KVSCOPE_TSAN
inline char threadHandoffToken;
inline void handOff() { __tsan_release(&threadHandoffToken); }
inline void takeOver() { __tsan_acquire(&threadHandoffToken); }
#else
inline void handOff() {}
inline void takeOver() {}
#endif

}  // namespace kvscope::ui
