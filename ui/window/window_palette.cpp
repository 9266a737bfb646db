#include "ui/window/window_palette.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleOption>
#include <QWidget>

namespace kvscope::ui {

QPalette windowPalette(const Theme& theme) {
    QPalette pal = QApplication::style()->standardPalette();
    if (theme.highContrast) {
        // white on black, the selection and links in yellow and cyan; disabled controls grey
        // but still 7:1 readable, told apart by their frames as much as by their colour
        const QColor black(0, 0, 0), white(255, 255, 255);
        for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
            pal.setColor(role, black);
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText,
                          QPalette::BrightText, QPalette::PlaceholderText})
            pal.setColor(role, white);
        pal.setColor(QPalette::AlternateBase, QColor(24, 24, 24));
        pal.setColor(QPalette::Highlight, theme.selection);
        pal.setColor(QPalette::HighlightedText, black);
        pal.setColor(QPalette::Link, theme.visible);
        pal.setColor(QPalette::Light, white);
        pal.setColor(QPalette::Midlight, QColor(200, 200, 200));
        pal.setColor(QPalette::Mid, QColor(170, 170, 170));
        pal.setColor(QPalette::Dark, QColor(170, 170, 170));
        pal.setColor(QPalette::Shadow, white);
        for (auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
            pal.setColor(QPalette::Disabled, role, QColor(160, 160, 160));
        pal.setColor(QPalette::Disabled, QPalette::Base, black);
        pal.setColor(QPalette::Disabled, QPalette::Button, black);
        return pal;
    }
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

namespace {
class FramedStyle : public QProxyStyle {
public:
    static bool highContrast(const QWidget* w) { return w && w->window()->property(kHighContrastProperty).toBool(); }
    static void frame(const QStyleOption* option, QPainter* painter) {
        painter->save();
        // light grey (9:1 on black); the keys' field in yellow, a disabled one dashed
        QPen pen(option->state & QStyle::State_HasFocus ? QColor(255, 230, 0) : QColor(200, 200, 200));
        if (!(option->state & QStyle::State_Enabled)) pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(option->rect.adjusted(0, 0, -1, -1));
        painter->restore();
    }
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        if (element == PE_FrameLineEdit && highContrast(widget)) frame(option, painter);
    }
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget) const override {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        if (control == CC_SpinBox && highContrast(widget)) frame(option, painter);
    }
};
}  // namespace

QStyle* highContrastAwareStyle() { return new FramedStyle; }

}  // namespace kvscope::ui
