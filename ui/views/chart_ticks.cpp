#include "ui/views/chart_ticks.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <cmath>

namespace kvscope::ui {

namespace {
// Floating-point slack: 0.3 / 0.1 is 2.9999999999999996, and ceil of that must stay 3.
constexpr double kSlack = 1e-9;

int intervalsFor(double maxValue, double step) { return static_cast<int>(std::ceil(maxValue / step - kSlack)); }

// The power of 1,000 (0 … 4) that leaves the maximum with 2 to 4 digits before the point.
int thousandsPower(double maxValue) {
    int k = 0;
    while (k < 4 && maxValue / std::pow(1000.0, k + 1) >= 10) ++k;
    return k;
}
// m × 10^e as the double nearest to it: 5 / 100 is 0.05 exactly rounded, 5 × 0.01 is not.
double roundStep(double m, int e) { return e >= 0 ? m * std::pow(10.0, e) : m / std::pow(10.0, -e); }
}  // namespace

NiceTicks niceTicks(double maxValue, int maxIntervals, double minStep) {
    if (!(maxValue > 0) || !std::isfinite(maxValue)) return {};
    maxIntervals = std::max(1, maxIntervals);
    // Start one decade below the raw step (maxValue / maxIntervals), or at minStep's decade,
    // and take the first round step that needs no more intervals than allowed: 1, 2, 5, 10, 20,
    // 50, … Each decade is a fresh power of ten (0.001 × 10 is not exactly 0.01).
    int exponent = static_cast<int>(std::floor(std::log10(maxValue / maxIntervals))) - 1;
    if (minStep > 0) exponent = std::max(exponent, static_cast<int>(std::floor(std::log10(minStep) + kSlack)));
    double step = 0;
    for (int e = exponent; step == 0 && e < exponent + 4; ++e)
        for (double m : std::array{1.0, 2.0, 5.0})
            if (const double s = roundStep(m, e); s >= minStep - kSlack && intervalsFor(maxValue, s) <= maxIntervals) {
                step = s;
                break;
            }
    if (step == 0) step = std::max(minStep, maxValue);  // unreachable: the fourth decade always fits
    NiceTicks t;
    t.step = step;
    t.intervals = std::max(1, intervalsFor(maxValue, step));
    t.top = t.intervals * step;
    t.decimals = step >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step) - kSlack));
    return t;
}

int tickBudget(double axisPixels, double labelPixels) {
    if (!(labelPixels > 0)) return 1;
    return std::max(1, static_cast<int>(std::floor(axisPixels / (2 * labelPixels))));
}

NiceTicks stepTicks(int steps, double axisPixels, double labelPixels) {
    if (steps <= 0) return {};
    if (steps == 1) return {1, 0, 0, 0};  // a single tick, at 0
    return niceTicks(steps - 1, tickBudget(axisPixels, labelPixels), 1);
}

AxisUnit countUnit(double maxValue) {
    static const char* const names[] = {"", QT_TRANSLATE_NOOP("AxisUnit", "thousands"),
                                        QT_TRANSLATE_NOOP("AxisUnit", "millions"),
                                        QT_TRANSLATE_NOOP("AxisUnit", "billions"),
                                        QT_TRANSLATE_NOOP("AxisUnit", "trillions")};
    const int k = thousandsPower(maxValue);
    return {std::pow(1000.0, k), QCoreApplication::translate("AxisUnit", names[k])};
}

AxisUnit byteUnit(double maxValue) {
    // decimal prefixes: the ticks are round decimal numbers, and 1 kB = 1,000 bytes keeps them so
    static const char* const names[] = {"bytes", "kB", "MB", "GB", "TB"};
    const int k = thousandsPower(maxValue);
    return {std::pow(1000.0, k), QString::fromLatin1(names[k])};
}

}  // namespace kvscope::ui
