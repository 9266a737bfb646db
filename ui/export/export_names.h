#pragma once
// The names of exported files, one scheme for the app and the headless renderer (README:
// "File names"): step03-attention-layer0.svg, step03-window.png, step03-logits.csv,
// step03.json, timeline.json, timeline-work.csv.

#include <QString>

namespace kvscope::ui {

// "step03": zero-padded to two digits, or to the digits of `lastStep` when it has more, so
// the files sort in step order.
QString stepPrefix(int step, int lastStep);
// "step03-logits.png"; `what` is a view or table id.
QString stepFileName(int step, int lastStep, const QString& what, const QString& extension);
// "timeline-logits.csv"; with `what` empty: "timeline.json".
QString timelineFileName(const QString& what, const QString& extension);

}  // namespace kvscope::ui
