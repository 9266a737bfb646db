#pragma once
// The widget palette for a theme: the standard palette in the light look, a dark one that
// keeps disabled controls visibly disabled in the dark look, white on black in the
// high-contrast look.

#include <QPalette>
#include <QString>

class QStyle;

#include "ui/views/theme.h"

namespace kvscope::ui {

QPalette windowPalette(const Theme& theme);
// The application's style: the platform's, except that in a window whose property
// kHighContrastProperty is true, text fields and spin boxes get a light frame — Fusion draws
// theirs in a shade of the window's colour, which on the high-contrast black is black.
QStyle* highContrastAwareStyle();
inline constexpr const char* kHighContrastProperty = "kvscopeHighContrast";

}  // namespace kvscope::ui
