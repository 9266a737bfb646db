#pragma once
// Long work (a 1,000-token prefill of a real model, a replay to recompute a layer) asks a
// StopCheck between layers whether it is still wanted; when the answer is yes it throws
// Cancelled and the engine puts its state back as it was before the call. The UI's worker
// answers from the request's generation, so a reset, load or fork stops work already running
// instead of letting it finish for nobody.

#include <functional>

#include "core/types.h"

namespace kvscope {

// Asked exactly once as each layer of a forward pass begins (the real models before every
// layer, the toy once for its one), so the questions also count the layers begun (the engine's
// progress, core/engine.h).
using StopCheck = std::function<bool()>;  // empty: never stop
// (layers done, layers) of the forward pass running.
using LayerProgress = std::function<void(int done, int total)>;

class Cancelled : public Error {
public:
    Cancelled() : Error("the request was cancelled") {}
};

// Throws Cancelled when `stop` says so.
inline void checkStop(const StopCheck& stop) {
    if (stop && stop()) throw Cancelled();
}

}  // namespace kvscope
