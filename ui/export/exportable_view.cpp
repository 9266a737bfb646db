#include "ui/export/exportable_view.h"

#include <QApplication>
#include <QDockWidget>
#include <QWidget>

#include "ui/views/coalesced_update.h"

namespace kvscope::ui {

bool revealForExport(const ExportableView& view) {
    if (!view.widget) return false;
    if (view.dock) {
        view.dock->show();
        view.dock->raise();  // a tabbed dock hides its neighbours' contents
    }
    // charts redraw once per turn of the event loop; the render follows with no turn between
    flushPendingUpdates(view.widget);
    // the dock's new geometry and the views' layouts arrive as posted events
    QApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QApplication::processEvents();
    return !view.widget->size().isEmpty();
}

}  // namespace kvscope::ui
