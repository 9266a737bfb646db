#pragma once
// How far opening a model has come, for a progress bar with a real fraction and a Cancel that
// stops the reading: the tensor readers (TensorFiles, GgufTensors) say how many bytes of weights
// they hold and then each tensor's bytes as they read it; whoever opens a model listens with a
// LoadProgressScope around loadModel().
//
// The listener is per thread, set by the scope, rather than a parameter: a model is opened
// through a dozen loaders (folders, shards, GGUF per architecture, the embedded models) that
// would all have to pass it along, and only the two readers at the bottom have anything to say.
// A load on a thread with no scope (the CLI's speculative draft, the tests) reports to nobody.

#include <cstdint>
#include <functional>

#include "core/stop_check.h"

namespace kvscope {

// (bytes read, bytes to read) of the weights being opened; total grows when a second source
// (another shard) is opened.
using LoadProgress = std::function<void(std::int64_t done, std::int64_t total)>;

class LoadProgressScope {
public:
    // `progress` hears every report on this thread until the scope ends; `stop` is asked before
    // each tensor is read, and a yes throws Cancelled out of loadModel().
    LoadProgressScope(LoadProgress progress, StopCheck stop);
    ~LoadProgressScope();
    LoadProgressScope(const LoadProgressScope&) = delete;
    LoadProgressScope& operator=(const LoadProgressScope&) = delete;

private:
    LoadProgressScope* outer_;  // scopes nest: the inner one listens until it ends
    friend void expectWeightBytes(std::int64_t);
    friend void readingWeightBytes(std::int64_t);
    LoadProgress progress_;
    StopCheck stop_;
    std::int64_t done_ = 0;
    std::int64_t total_ = 0;
};

// For the readers: a source of `bytes` of tensor data was opened.
void expectWeightBytes(std::int64_t bytes);
// For the readers: a tensor of `bytes` is about to be read (throws Cancelled when asked to stop).
void readingWeightBytes(std::int64_t bytes);

}  // namespace kvscope
