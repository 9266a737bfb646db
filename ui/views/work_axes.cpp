#include "ui/views/work_axes.h"

#include <QChart>
#include <QFontMetricsF>
#include <QValueAxis>

#include <algorithm>

namespace kvscope::ui {

namespace {
// An empty chart shows its frame and nothing else: two ticks are the fewest an axis takes, so
// their labels and grid lines are hidden instead (before, an empty chart read "1 1 1 0 0").
void showTicks(QValueAxis* axis, bool on) {
    axis->setLabelsVisible(on);
    axis->setGridLineVisible(on);
}
}  // namespace

NiceTicks fitStepAxis(QValueAxis* axis, int steps, double pixels, bool bars, bool numbers, double marginPixels) {
    const int last = std::max(0, steps - 1);
    const QFontMetricsF fm(axis->labelsFont());
    const double margin = bars || last == 0 ? 0 : std::clamp(marginPixels, 0.0, pixels / 4);
    const NiceTicks ticks = stepTicks(steps, pixels - 2 * margin, fm.horizontalAdvance(QString::number(last)));
    showTicks(axis, steps > 0);
    axis->setLabelsVisible(steps > 0 && numbers);
    // Ticks at 0, step, 2·step, … wherever the range ends: a range of 0 … 21 ticks at 0, 5, …, 20.
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(steps > 0 ? ticks.step : 1);
    axis->setLabelFormat("%d");
    if (bars || last == 0)
        axis->setRange(-0.5, last + 0.5);  // one step alone sits in the middle
    else  // steps 0 … last on pixels − 2·margin, so a margin is last·margin / (pixels − 2·margin) steps
        axis->setRange(-last * margin / (pixels - 2 * margin), last * (pixels - margin) / (pixels - 2 * margin));
    return ticks;
}

NiceTicks fitWorkAxis(QValueAxis* axis, double maxValue, double pixels, const QString& unitName, double marginPixels) {
    const QFontMetricsF fm(axis->labelsFont());
    // A top that leaves a margin above maxValue once the axis also runs a margin below 0:
    // with top ≥ maxValue·pixels / (pixels − 2·margin) and the range −top·margin / (pixels −
    // margin) … top, both ends have at least `margin` pixels (margin ≤ pixels / 4).
    const double margin = std::clamp(marginPixels, 0.0, pixels / 4);
    const NiceTicks ticks = niceTicks(margin > 0 ? maxValue * pixels / (pixels - 2 * margin) : maxValue,
                                      tickBudget(pixels - margin, fm.height()));
    showTicks(axis, ticks.intervals > 0);
    if (ticks.intervals == 0) {
        axis->setTickType(QValueAxis::TicksFixed);
        setFixedTicks(axis, 1, 2);
        axis->setTitleText(QString());
        return ticks;
    }
    axis->setLabelFormat(QString("%.%1f").arg(ticks.decimals));
    axis->setTitleText(unitName);
    if (margin > 0) {  // ticks at 0, step, … wherever the range begins, as the step axis does
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setTickInterval(ticks.step);
        axis->setRange(-ticks.top * margin / (pixels - margin), ticks.top);
        return ticks;
    }
    axis->setTickType(QValueAxis::TicksFixed);
    setFixedTicks(axis, ticks.top, ticks.intervals + 1);
    return ticks;
}

void setFixedTicks(QValueAxis* axis, double top, int count) {
    const bool newCount = axis->tickCount() != count;
    axis->setTickCount(count);
    if (newCount && axis->min() == 0 && axis->max() == top) axis->setRange(0, top + 1);
    axis->setRange(0, top);
}

ChartRoom fitTitles(QChart* chart, const QString& title, const QString& unitName) {
    const double lines = chart->size().height() / QFontMetricsF(chart->titleFont()).lineSpacing();
    const ChartRoom room = lines >= kRoomyLines ? ChartRoom::Roomy : lines >= kTinyLines ? ChartRoom::Compact : ChartRoom::Tiny;
    for (QAbstractAxis* axis : chart->axes()) axis->setTitleVisible(room == ChartRoom::Roomy);
    chart->setTitle(room == ChartRoom::Roomy || unitName.isEmpty() ? title : QString("%1 · %2").arg(title, unitName));
    return room;
}

}  // namespace kvscope::ui
