#include "core/timeline.h"

namespace kvscope {

void Timeline::append(StepPtr step) { steps_.push_back(std::move(step)); }

void Timeline::replace(int index, StepPtr step) { steps_.at(static_cast<size_t>(index)) = std::move(step); }

void Timeline::truncate(int count) {
    if (count < size()) steps_.resize(static_cast<size_t>(std::max(count, 0)));
}

WorkCounts Timeline::cumulativeWork(int throughIndex, CacheMode mode) const {
    WorkCounts total;
    for (int i = 0; i <= throughIndex && i < size(); ++i) total += at(i)->workFor(mode);
    return total;
}

std::vector<TokenId> Timeline::generated() const {
    std::vector<TokenId> out;
    for (const StepPtr& s : steps_) out.push_back(s->chosen);
    return out;
}

}  // namespace kvscope
