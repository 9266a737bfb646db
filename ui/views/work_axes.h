#pragma once
// The two axes both work charts share: steps along the bottom (0 = the prefill) and work up
// the side, each with round ticks, as many as their labels leave room for, and none at all
// while there are no steps; and their titles, as room allows. setFixedTicks serves every
// chart with fixed ticks (the logits chart too).

#include "ui/views/chart_ticks.h"

class QChart;
class QValueAxis;

namespace kvscope::ui {

// Steps 0 … steps-1 along `pixels`. `bars`: each step owns the unit around it (from
// -0.5 to steps-0.5); otherwise the axis runs from step 0 to the last (a line through points),
// `marginPixels` beyond them on either side, so the markers of the first and last points are
// drawn whole (the plot clips its series). `numbers`: the tick labels are drawn.
NiceTicks fitStepAxis(QValueAxis* axis, int steps, double pixels, bool bars, bool numbers = true,
                      double marginPixels = 0);

// 0 … maxValue (already divided by the axis unit) along `pixels`, the unit's name the title.
// With `marginPixels` (room for a marker), the top is at least that far above maxValue and the
// axis runs that far below 0 (ticks still at 0, step, …, top): a point near 0 is drawn whole.
NiceTicks fitWorkAxis(QValueAxis* axis, double maxValue, double pixels, const QString& unitName,
                      double marginPixels = 0);

// Ticks 0 … top, `count` of them. The count is set first: Qt Charts lays an axis out again as
// soon as its range changes, but a new count only asks for a later layout, so a range set
// first is drawn with the old count until then ("0 33 67 100" for ticks 0, 50, 100). A new
// count over an unchanged range is laid out by moving the range and back.
void setFixedTicks(QValueAxis* axis, double top, int count);

// How much of its furniture a chart has room for, by its height in lines of its font:
//   Roomy   (kRoomyLines or more): axis titles, and the chart's title;
//   Compact (a docked view at 1280×720, presentation mode's large font): no axis titles, the
//           unit named in the chart's title instead ("Cumulative · thousands");
//   Tiny    (under kTinyLines): no step numbers either (Qt Charts would cut each to "…"); the
//           view's sentence above says how many steps there are.
enum class ChartRoom { Roomy, Compact, Tiny };
inline constexpr double kRoomyLines = 12;
inline constexpr double kTinyLines = 6;
ChartRoom fitTitles(QChart* chart, const QString& title, const QString& unitName);

}  // namespace kvscope::ui
