#include "core/load_progress.h"

#include <algorithm>

namespace kvscope {

namespace {
thread_local LoadProgressScope* current = nullptr;
}

LoadProgressScope::LoadProgressScope(LoadProgress progress, StopCheck stop)
    : outer_(current), progress_(std::move(progress)), stop_(std::move(stop)) {
    current = this;
}

LoadProgressScope::~LoadProgressScope() {
    current = outer_;
}

void expectWeightBytes(std::int64_t bytes) {
    LoadProgressScope* s = current;
    if (!s) return;
    s->total_ += std::max<std::int64_t>(0, bytes);
    if (s->progress_) s->progress_(s->done_, s->total_);
}

void readingWeightBytes(std::int64_t bytes) {
    LoadProgressScope* s = current;
    if (!s) return;
    checkStop(s->stop_);
    // a tensor read twice (tied embeddings) must not take the bar past its end
    s->done_ = std::min(s->total_, s->done_ + std::max<std::int64_t>(0, bytes));
    if (s->progress_) s->progress_(s->done_, s->total_);
}

}  // namespace kvscope
