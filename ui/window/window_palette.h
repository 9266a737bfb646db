#pragma once
// The widget palette for a theme: the standard palette in the light look, a dark one that
// keeps disabled controls visibly disabled in the dark look.

#include <QPalette>

#include "ui/views/theme.h"

namespace kvscope::ui {

QPalette windowPalette(const Theme& theme);

}  // namespace kvscope::ui
