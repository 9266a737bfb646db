#pragma once
// The object name of a view's visual transition (a QVariantAnimation: the KV table's new row
// fading in). Captures end such transitions first (settleForCapture), so a picture shows the
// view at rest; the views name theirs with it and need nothing of the export code.

namespace kvscope::ui {

inline constexpr const char* kViewTransition = "viewTransition";

}  // namespace kvscope::ui
