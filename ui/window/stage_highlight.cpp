#include "ui/window/stage_highlight.h"

#include <QDockWidget>

namespace kvscope::ui {

namespace {
// Okabe–Ito reddish purple: apart from the blue of the selection, the orange of the newest
// rows and the viridis/cividis maps, and colour-blind safe; lighter on the dark background.
QColor frameColor(bool dark) { return dark ? QColor(236, 150, 200) : QColor(204, 121, 167); }
}  // namespace

StageHighlight::StageHighlight(QObject* parent)
    : QObject(parent),
      overlay_(new OverlayFrame(
          "stageHighlight", [this] { return QPen(frameColor(dark_), qRound(3 * scale_)); }, 4, this)) {}

void StageHighlight::setTheme(bool dark, qreal scale) {
    dark_ = dark;
    scale_ = scale;
    overlay_->repaint();
}

void StageHighlight::frame(QWidget* target) {
    if (auto* dock = qobject_cast<QDockWidget*>(target)) {
        if (!dock->toggleViewAction()->isChecked()) target = nullptr;  // closed by the user: stays closed
        else dock->raise();                                           // in front of its tab neighbours
    }
    overlay_->frame(target);
}

}  // namespace kvscope::ui
