#include "ui/lab/speculative_views.h"

namespace kvscope::ui {

QString SpeculativeRoundView::tokenAt(int pos) const {
    if (pos >= 0 && pos < sequence.size()) return sequence.at(pos);
    const int i = pos - position;
    if (i >= 0 && i < drafted.size()) return drafted.at(i);
    return {};
}

CacheRowState SpeculativeRoundView::rowState(int pos, int before, int kept) {
    if (pos < before) return CacheRowState::Kept;
    return pos < kept ? CacheRowState::Written : CacheRowState::RolledBack;
}

}  // namespace kvscope::ui
