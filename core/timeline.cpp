#include "core/timeline.h"

#include <algorithm>
#include <iterator>

namespace kvscope {

void Timeline::append(StepPtr step) { steps_.push_back(std::move(step)); }

void Timeline::replace(int index, StepPtr step) { steps_.at(static_cast<size_t>(index)) = std::move(step); }

void Timeline::truncate(int count) {
    if (count < size()) steps_.resize(static_cast<size_t>(std::max(count, 0)));
}

std::vector<StepPtr> Timeline::replaceFrom(int index, std::vector<StepPtr> steps) {
    const auto from = steps_.begin() + std::clamp(index, 0, size());
    std::vector<StepPtr> replaced(std::make_move_iterator(from), std::make_move_iterator(steps_.end()));
    steps_.erase(from, steps_.end());
    steps_.insert(steps_.end(), std::make_move_iterator(steps.begin()), std::make_move_iterator(steps.end()));
    return replaced;
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
