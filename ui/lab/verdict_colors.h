#pragma once
// The colours of speculative decoding's verdicts, shared by the window's views: accepted
// (Okabe–Ito bluish green), rejected (vermillion), the target's bonus token (blue), a
// resampled token (orange), in the light or the dark theme.

#include <QColor>

#include "ui/views/theme.h"

namespace kvscope::ui {

struct VerdictColors {
    QColor accepted, rejected, bonus, resampled;

    static VerdictColors of(const Theme& t) {
        if (t.dark) return {QColor(64, 196, 150), QColor(255, 120, 80), QColor(86, 180, 233), QColor(240, 170, 60)};
        return {QColor(0, 140, 100), QColor(213, 94, 0), QColor(0, 114, 178), QColor(200, 120, 0)};
    }
};

// How far a round's reveal has come (the window animates it from 0 to kDone): the drafted
// tokens appear, the target's probabilities appear, the verdicts land, the caches roll back.
namespace reveal {
inline constexpr double kDrafted = 1, kVerified = 2, kDecided = 3, kDone = 4;
// 0..1: how far `phase` has come through the stage that ends at `end`
inline double within(double phase, double end) { return phase <= end - 1 ? 0 : phase >= end ? 1 : phase - (end - 1); }
}  // namespace reveal

}  // namespace kvscope::ui
