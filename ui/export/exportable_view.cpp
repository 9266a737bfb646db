#include "ui/export/exportable_view.h"

#include <QApplication>
#include <QDockWidget>
#include <QVariantAnimation>
#include <QWidget>

#include "ui/views/coalesced_update.h"
#include "ui/views/view_transition.h"

namespace kvscope::ui {

bool revealForExport(const ExportableView& view) {
    if (!view.widget) return false;
    if (view.dock) {
        view.dock->show();
        view.dock->raise();  // a tabbed dock hides its neighbours' contents
    }
    settleForCapture(view.widget);
    return !view.widget->size().isEmpty();
}

void settleForCapture(QWidget* root) {
    // a picture shows the views at rest: their transitions still running (a new KV row fading
    // in) jump to their end, or the newest row would be captured half drawn; Qt's own (the
    // docks' geometry) are left to the layout rounds below
    for (QVariantAnimation* a : root->window()->findChildren<QVariantAnimation*>(kViewTransition))
        if (a->state() == QAbstractAnimation::Running) a->setCurrentTime(a->totalDuration());
    // charts redraw once per turn of the event loop; the render follows with no turn between
    flushPendingUpdates(root);
    // the dock's new geometry and the views' layouts arrive as posted events; a chart refits
    // its axes after a layout that moved its plot, which asks for one more layout
    for (int round = 0; round < 3; ++round) {
        QApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QApplication::processEvents();
    }
}

}  // namespace kvscope::ui
