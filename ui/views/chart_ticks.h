#pragma once
// Round axis ticks for the charts: ticks 1, 2 or 5 × 10^k apart, no more than the axis has room
// for, and a unit (thousands, millions, …) that keeps the tick labels short. Pure functions, so
// the numbers are tested apart from the painting (tests/ui/tst_chart_ticks.cpp).

#include <QString>

namespace kvscope::ui {

struct NiceTicks {
    double step = 0;    // distance between ticks: 1, 2 or 5 × 10^k; 0 for an empty axis, which
                        // shows no ticks at all
    double top = 0;     // the last tick: the smallest multiple of step at or above the maximum
    int intervals = 0;  // top / step
    int decimals = 0;   // decimals a tick label needs: 0 for steps ≥ 1, 1 for 0.5 or 0.2, …
};

// The finest round step that puts at most `maxIntervals` intervals between 0 and `maxValue`,
// and no finer than `minStep` (pass 1 for step numbers: there is no step 2.5). A maximum of 0
// or less, or a non-finite one, means nothing to show: no ticks.
NiceTicks niceTicks(double maxValue, int maxIntervals, double minStep = 0);

// How many tick intervals fit along `axisPixels` when a label takes `labelPixels` (its width
// on a horizontal axis, its height on a vertical one): each label gets as much gap again, so
// neighbours never touch. At least 1.
int tickBudget(double axisPixels, double labelPixels);

// The step numbers along an axis of `axisPixels` for steps 0 … steps-1: a label every 1, 2,
// 5, 10, 20, … steps, as often as labels `labelPixels` wide (the widest, the last step's
// number) leave a label's width between them. Thins 1,000 steps on 300 pixels to 0, 200, …,
// 1000. No ticks for no steps; one step (the prefill alone) is labelled 0.
NiceTicks stepTicks(int steps, double axisPixels, double labelPixels);

// What the values of an axis are divided by before they are drawn, and what the axis title
// then says: 1 and "" below 10,000, else thousands, millions, billions or trillions — so a
// tick label has at most four digits before the point.
struct AxisUnit {
    double divisor = 1;
    QString name;  // "thousands", or for bytes "kB"; "" (or "bytes") when the divisor is 1
};
AxisUnit countUnit(double maxValue);
AxisUnit byteUnit(double maxValue);

}  // namespace kvscope::ui
