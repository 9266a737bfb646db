#include "ui/window/window_palette.h"

#include <QApplication>
#include <QStyle>

namespace kvscope::ui {

QPalette windowPalette(const Theme& theme) {
    QPalette pal = QApplication::style()->standardPalette();
    if (!theme.dark) return pal;
    pal.setColor(QPalette::Window, QColor(37, 38, 44));
    pal.setColor(QPalette::WindowText, theme.text);
    pal.setColor(QPalette::Base, theme.background);
    pal.setColor(QPalette::AlternateBase, QColor(44, 45, 52));
    pal.setColor(QPalette::Text, theme.text);
    pal.setColor(QPalette::Button, QColor(50, 51, 58));
    pal.setColor(QPalette::ButtonText, theme.text);
    pal.setColor(QPalette::ToolTipBase, QColor(50, 51, 58));
    pal.setColor(QPalette::ToolTipText, theme.text);
    // disabled controls (sampling while greedy) must look disabled in the dark too
    for (auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
        pal.setColor(QPalette::Disabled, role, QColor(110, 111, 120));
    pal.setColor(QPalette::Disabled, QPalette::Base, QColor(40, 41, 47));
    return pal;
}

}  // namespace kvscope::ui
