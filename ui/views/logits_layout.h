#pragma once
// How the logits chart shares its width between its columns: the tokens, the bars with each
// probability written after its bar's end, and the logits. Every label is measured in the
// chart's font and gets the room it takes (Qt Charts would cut axis labels to "…" past 40 % of
// the width, even short ones). The probabilities are never cut (a cut "3.14 %" reads as another
// number): a gutter right of the plot holds what the labels of the longest bars need beyond
// it. In a narrow chart (presentation mode's large font in a docked view) the logits give way
// first, then the tokens are cut. Pure, so tested apart from the chart.

#include <QVector>

namespace kvscope::ui {

struct LogitsColumns {
    double tokens = 0;              // the widest token label, in pixels
    QVector<double> lengths;        // (bars) each bar's length as a fraction of the longest
    QVector<double> labels;         // (bars) each probability label's width, padding included
    double logits = 0;              // the widest logit (or its header), padding included
};

struct LogitsLayout {
    double tokens = 0;       // the room for token labels: whole, or cut to this
    bool logitsShown = true;
    double gutter = 0;       // right of the plot, for the labels of the longest bars
    double plot = 0;         // what is left for the bars
};

inline constexpr double kMaxTokenShare = 0.45;  // of the width, for the tokens while bars fit
inline constexpr double kMinPlotPixels = 40;     // the bars' least room
inline constexpr double kMinTokenPixels = 24;    // a token cut shorter says nothing

// The gutter that lets every label end within `room` (the plot and the gutter together) when
// bar i is lengths[i] of the plot long: labels[i] past its end.
double labelGutter(double room, const QVector<double>& lengths, const QVector<double>& labels);

LogitsLayout shareWidth(double width, const LogitsColumns& columns);

}  // namespace kvscope::ui
