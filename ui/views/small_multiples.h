#pragma once
// How many columns a grid of small multiples (one heatmap per head) should have so each
// square grid of cells is as large as the panel allows: four heads sit in one row of a wide,
// short panel and in a 2×2 block of a square one.

#include <QSizeF>
#include <functional>

namespace kvscope::ui {

// The size of one panel when `count` panels are laid out in `columns` columns over `area`,
// `spacing` apart.
QSizeF panelSize(int count, int columns, const QSizeF& area, qreal spacing);

// The columns (1…count) whose panels give the largest cells, as `cellFor(panel size)` says
// (a heatmap's own layout, labels included); the fewer columns on a tie (3 columns for 4 heads
// is never better than 2). At most `maxColumns`: the panels' minimum width must fit the area
// (twelve heads in one row would widen a 1280-pixel window past the screen); at least
// `minColumns` (up to maxColumns): their rows at the minimum height must fit it too (32 heads
// in 4 rows made a 1280×720 window 755 pixels tall).
int bestColumns(int count, const QSizeF& area, qreal spacing, const std::function<qreal(const QSizeF&)>& cellFor,
                int maxColumns = 1 << 20, int minColumns = 1);

}  // namespace kvscope::ui
