#pragma once
// The next-token candidates as horizontal bars, the most likely on top: tokens down the left,
// probability in percent along the bottom, each bar's probability written after its end, the
// logits in a column on the right, the chosen token's bar highlighted.
//
// Every label is the chart's own text item, measured in its font, and the margins keep the
// room each column takes (logits_layout.h): the probabilities get a gutter right of the plot
// as wide as the widest of them, so a label is never cut by the plot's edge (which once turned
// 0.0314 into "314"), and sits the same in PNG and SVG. As many bars as have a line of the font
// each (presentation mode fits fewer), the chosen one always among them. Built once;
// setBars() updates it in place.

#include <QChart>
#include <QVector>

#include "ui/views/chart_ticks.h"
#include "ui/views/logits_bars.h"

class QBarCategoryAxis;
class QBarSet;
class QGraphicsSimpleTextItem;
class QHorizontalBarSeries;
class QValueAxis;

namespace kvscope::ui {

struct Theme;

class LogitsChart : public QChart {
    Q_OBJECT
public:
    static constexpr int kMaxLabelChars = 18;  // longer tokens are cut with "…"

    explicit LogitsChart(int maxBars);

    void setBars(const LogitsBars& bars);
    void applyTheme(const Theme& theme, const QFont& font);

    QBarSet* probabilities() const { return set_; }  // in percent, bottom bar first
    QBarCategoryAxis* tokenAxis() const { return tokens_; }  // its own labels hidden
    // The token beside each bar drawn, the most likely first (cut with "…" to the room left).
    QStringList tokenLabels() const;
    QVector<QGraphicsSimpleTextItem*> tokenItems() const { return tokenTexts_; }
    QValueAxis* probabilityAxis() const { return percent_; }
    NiceTicks probabilityTicks() const { return ticks_; }
    // The bars drawn, as indices into the bars given, the most likely first.
    QVector<int> shownBars() const { return shown_; }
    // The text after each bar drawn, the most likely first.
    QStringList valueLabels() const;
    QVector<QGraphicsSimpleTextItem*> valueLabelItems() const { return labels_; }
    // The logits in the column right of the plot, the most likely first; none when the chart
    // is too narrow for them beside readable bars.
    QStringList logitColumn() const;
    QVector<QGraphicsSimpleTextItem*> logitItems() const { return logitTexts_; }

signals:
    void barClicked(int bar);  // an index into the bars given: 0 is the most likely

private:
    void fill();               // the bars that fit into the series, axes, labels and margins
    int rowsThatFit() const;   // bars with a line of the label font each
    // The margins: the tokens' room on the left; the probability labels' gutter and the logit
    // column on the right; the column's header on top.
    void fitMargins();
    void fitAxis();            // round percent ticks for the room the axis has
    void placeLabels();        // the labels at their bars (again whenever the plot moves)
    double probability(int row) const { return bars_.probabilities[shown_[row]]; }

    QHorizontalBarSeries* series_;
    QBarSet* set_;
    QBarCategoryAxis* tokens_;
    QValueAxis* percent_;
    QVector<QGraphicsSimpleTextItem*> tokenTexts_;  // (maxBars + 1) one per bar, spares hidden
    QVector<QGraphicsSimpleTextItem*> labels_;      // (maxBars + 1) the same rows' probabilities
    QVector<QGraphicsSimpleTextItem*> logitTexts_;  // (maxBars + 1) the same rows' logits
    QGraphicsSimpleTextItem* logitHeader_;          // "logit", above the column
    bool logitsShown_ = true;                       // false in a chart too narrow for them
    bool axisLabelsShown_ = true;                   // the probability axis' ticks and title
    double gutter_ = 0;                             // right of the plot, for the longest bars' labels
    double marginsFor_ = 0;                         // the chart width the margins were shared for
    LogitsBars bars_;
    QVector<int> shown_;  // (bars drawn) indices into bars_, the most likely first
    int rows_ = 0;        // how many bars fit, when shown_ was chosen
    NiceTicks ticks_;
    QSizeF fittedFor_;    // the plot size the ticks were fitted for
    bool fitting_ = false;
};

}  // namespace kvscope::ui
