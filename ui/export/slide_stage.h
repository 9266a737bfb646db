#pragma once
// A view on a slide is laid out for the slide, not only enlarged: while a SlideStage lives,
// the view sits in an invisible stand-in window with the slide's proportions — the slide's
// room for content at kSlideLayoutScale, the size of a 1280×720 screen — where its layout,
// fonts and heatmaps arrange themselves for that shape. A placeholder keeps its dock (or the
// main window's centre) in place meanwhile, so the window's layout is as it was when the view
// goes back.

#include <QPointer>
#include <memory>

#include "ui/export/exportable_view.h"

class QDockWidget;
class QMainWindow;
class QWidget;

namespace kvscope::ui {

// Slide pixels per view pixel the stage lays a view out for: text comes out 1.5× its size on
// screen at the least (cropping can only enlarge it further).
inline constexpr qreal kSlideLayoutScale = 1.5;

class SlideStage {
public:
    SlideStage(const ExportableView& view, bool withCaption);
    ~SlideStage();
    SlideStage(const SlideStage&) = delete;
    SlideStage& operator=(const SlideStage&) = delete;

private:
    QPointer<QWidget> view_;
    QPointer<QDockWidget> dock_;
    QPointer<QMainWindow> window_;  // when the view is the window's central widget
    QPointer<QWidget> placeholder_;
    std::unique_ptr<QWidget> stage_;
};

}  // namespace kvscope::ui
