#include "ui/views/theme.h"

#include <algorithm>

namespace kvscope::ui {

Theme Theme::light() {
    Theme t;
    t.background = QColor(255, 255, 255);
    t.text = QColor(30, 30, 36);
    t.mutedText = QColor(110, 110, 120);
    t.grid = QColor(220, 220, 226);
    t.promptToken = QColor(214, 230, 245);
    t.generatedToken = QColor(253, 224, 190);
    t.selection = QColor(0, 114, 178);
    t.newest = QColor(213, 94, 0);
    t.visible = QColor(0, 114, 178);
    t.ruleExcluded = QColor(204, 204, 210);
    t.maskBlocked = QColor(242, 242, 245);
    t.evicted = QColor(240, 196, 190);
    t.withCache = QColor(0, 114, 178);
    t.withoutCache = QColor(230, 159, 0);
    return t;
}

Theme Theme::darkTheme() {
    Theme t;
    t.dark = true;
    t.background = QColor(30, 31, 36);
    t.text = QColor(236, 236, 240);
    t.mutedText = QColor(160, 160, 170);
    t.grid = QColor(70, 72, 80);
    t.promptToken = QColor(40, 72, 104);
    t.generatedToken = QColor(110, 70, 30);
    t.selection = QColor(86, 180, 233);
    t.newest = QColor(240, 140, 60);
    t.visible = QColor(86, 180, 233);
    t.ruleExcluded = QColor(85, 86, 95);
    t.maskBlocked = QColor(45, 46, 52);
    t.evicted = QColor(104, 52, 52);
    t.withCache = QColor(86, 180, 233);
    t.withoutCache = QColor(230, 159, 0);
    return t;
}

Theme Theme::highContrastTheme() {
    Theme t;
    t.dark = true;  // drawn on black: the views pick their light-on-dark variants
    t.highContrast = true;
    t.background = QColor(0, 0, 0);
    t.text = QColor(255, 255, 255);
    t.mutedText = QColor(235, 235, 235);
    t.grid = QColor(170, 170, 170);
    t.promptToken = QColor(0, 40, 110);
    t.generatedToken = QColor(100, 45, 0);
    t.selection = QColor(255, 230, 0);
    t.newest = QColor(255, 140, 0);
    t.visible = QColor(0, 230, 255);
    t.ruleExcluded = QColor(110, 110, 110);
    t.maskBlocked = QColor(28, 28, 28);
    t.evicted = QColor(150, 30, 30);
    t.withCache = QColor(0, 230, 255);
    t.withoutCache = QColor(255, 176, 0);
    return t;
}

qreal Theme::presentationScale(int windowHeight) {
    return std::clamp(1.6 * windowHeight / 1080.0, 1.2, 1.6);
}

Theme Theme::forMode(bool dark, bool presentation, int windowHeight, bool highContrast) {
    Theme t = highContrast ? highContrastTheme() : dark ? darkTheme() : light();
    t.presentation = presentation;
    if (presentation) {
        t.fontScale = presentationScale(windowHeight);
        if (!highContrast) {
            t.text = dark ? QColor(255, 255, 255) : QColor(0, 0, 0);
            t.mutedText = dark ? QColor(210, 210, 215) : QColor(60, 60, 66);
        }
    }
    return t;
}

namespace {
Theme& themeStorage() {
    static Theme theme = Theme::light();
    return theme;
}
}  // namespace

const Theme& currentTheme() { return themeStorage(); }
void setCurrentTheme(const Theme& theme) { themeStorage() = theme; }

}  // namespace kvscope::ui
