#pragma once
// The ordered, immutable step records of one run. Records are shared pointers to const, so a
// view can hold one while the engine moves on.

#include <vector>

#include "core/step_record.h"

namespace kvscope {

class Timeline {
public:
    int size() const { return static_cast<int>(steps_.size()); }
    bool empty() const { return steps_.empty(); }
    const StepPtr& at(int index) const { return steps_.at(static_cast<size_t>(index)); }
    const StepPtr& back() const { return steps_.back(); }
    auto begin() const { return steps_.begin(); }
    auto end() const { return steps_.end(); }

    void append(StepPtr step);
    void replace(int index, StepPtr step);
    // Keeps steps [0, count): the later ones are dropped (a fork).
    void truncate(int count);
    // Replaces steps [index, size()) with `steps` and returns the steps it replaced (how a
    // fork sets a branch aside and how its undo puts it back).
    std::vector<StepPtr> replaceFrom(int index, std::vector<StepPtr> steps);
    void clear() { steps_.clear(); }

    // Work of steps [0, throughIndex] in one cache mode, summed.
    WorkCounts cumulativeWork(int throughIndex, CacheMode mode) const;
    // The tokens generated so far: the chosen token of every step.
    std::vector<TokenId> generated() const;

private:
    std::vector<StepPtr> steps_;
};

}  // namespace kvscope
