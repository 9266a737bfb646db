#pragma once
// The look every chart shares: the theme's colours and the view's font (a chart does not
// inherit the font of the widget that shows it, so presentation mode's large font is handed
// down here), and how wide the labels of that font are.

#include <QFont>
#include <QList>

class QAbstractAxis;
class QBarSet;
class QChart;

namespace kvscope::ui {

struct Theme;

void styleChart(QChart* chart, const Theme& theme, const QFont& font);
void styleAxis(QAbstractAxis* axis, const Theme& theme, const QFont& font);

// The plot area once the chart has been laid out; before that, a guess from the chart's size
// (the margins of a chart with axis labels on two sides), so ticks fit from the first drawing.
QRectF plotAreaOrGuess(const QChart* chart);

// Whether a plot area that changed from `fittedFor` to `now` needs its ticks fitted again.
// Ticks change the labels, the labels the plot area (a wider last label moves the plot's right
// edge), and Qt Charts lays out again at once, inside the call that changed an axis: refitting
// on every pixel can swing between two fits forever. A few pixels' change keeps the fit.
bool needsRefit(const QSizeF& fittedFor, const QSizeF& now);

// The set's values become `values`, in place: bar by bar when the count is the same (a new
// temperature), else one removal and one append (each a single change the chart redraws).
void replaceValues(QBarSet* set, const QList<qreal>& values);

}  // namespace kvscope::ui
