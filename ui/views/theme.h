#pragma once
// The colours and sizes all views share, for the light, dark and presentation looks.

#include <QColor>
#include <QFont>

#include "ui/views/color_map.h"

namespace kvscope::ui {

struct Theme {
    bool dark = false;
    bool presentation = false;  // large fonts, high contrast
    bool highContrast = false;  // the high-contrast theme (for low vision and washed-out projectors)
    QColor background, text, mutedText, grid;
    QColor promptToken, generatedToken, selection, newest;
    QColor visible, ruleExcluded, maskBlocked;
    QColor evicted;  // keys a bounded cache evicted before the query (a muted red: gone, not masked)
    QColor withCache, withoutCache;  // the two work series (Okabe–Ito blue and orange)
    ColorMapKind colorMap = ColorMapKind::Viridis;
    qreal fontScale = 1.0;

    static Theme light();
    static Theme darkTheme();
    // White and yellow on black, no muted greys: every text at least 7:1 against its ground
    // (WCAG AAA), lines and marks bright; the heatmaps keep their colour-blind-safe maps.
    static Theme highContrastTheme();
    // Presentation fonts scale with the window's height, so text takes the same share of a
    // projected image whether the projector shows 1080 lines or 720: 1.6× at 1080 and above,
    // never below 1.2× (below that it would be the everyday size).
    // `highContrast` takes the place of light or dark.
    static Theme forMode(bool dark, bool presentation, int windowHeight = 1080, bool highContrast = false);
    static qreal presentationScale(int windowHeight);
};

// The theme every view paints with; the main window sets it.
const Theme& currentTheme();
void setCurrentTheme(const Theme& theme);

}  // namespace kvscope::ui
