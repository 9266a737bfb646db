#pragma once
// The frame around the view the current stage is about (the tokens while they are embedded,
// the mask while it is applied, …), so a class sees where to look while Explain tells the
// stage. An OverlayFrame that lets every click through; a tabbed dock is brought to the
// front, a closed one is left closed.

#include <QWidget>

#include "ui/views/overlay_frame.h"

namespace kvscope::ui {

class StageHighlight : public QObject {
    Q_OBJECT
public:
    explicit StageHighlight(QObject* parent = nullptr);

    // Frames `target` (a dock or the central view); nullptr removes the frame.
    void frame(QWidget* target);
    QWidget* target() const { return overlay_->target(); }
    // The colours follow the theme (light or dark) and its scale (presentation mode).
    void setTheme(bool dark, qreal scale);

private:
    bool dark_ = false;
    qreal scale_ = 1.0;
    OverlayFrame* overlay_;
};

}  // namespace kvscope::ui
