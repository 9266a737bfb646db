#pragma once
// A view drawn for export shows its content, not the controls that steer it: while a
// ContentCapture lives, the view's selectors, check boxes, sliders and buttons are hidden (its
// layout gives their room to the content) and its scroll bars are off; content() is the part
// of the view that holds drawing. Everything comes back as it was when it ends.

#include <QColor>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QRect>
#include <Qt>

class QAbstractScrollArea;
class QWidget;

namespace kvscope::ui {

// What an export leaves out: a widget the user operates (combo box, button, check box,
// slider, spin box, line edit). Scroll bars are not: they belong to their scroll area.
bool isControl(const QWidget* widget);

class ContentCapture {
public:
    explicit ContentCapture(QWidget* view);
    ~ContentCapture();
    ContentCapture(const ContentCapture&) = delete;
    ContentCapture& operator=(const ContentCapture&) = delete;

    // In the view's coordinates, a small margin around everything drawn; the whole view when
    // nothing is (an empty picture still has the view's size rather than none).
    QRect content() const { return content_; }
    // The colour around the content: what the view paints its background with (the theme's
    // page for a view that fills itself, the window's colour for one that does not).
    QColor page() const { return page_; }

    // Background pixels kept around the content on each side.
    static constexpr int kMargin = 8;

private:
    struct ScrollBars {
        QPointer<QAbstractScrollArea> area;
        Qt::ScrollBarPolicy horizontal, vertical;
    };
    QWidget* view_;
    QList<QPointer<QWidget>> hidden_;
    QList<ScrollBars> scrollBars_;
    QPointer<QWidget> focus_;
    QRect content_;
    QColor page_;
};

}  // namespace kvscope::ui
