#include "ui/export/export_caption.h"

#include <QObject>

#include "ui/session/session_controller.h"

namespace kvscope::ui {

QString exportCaption(const SessionController& session) {
    const StepView* step = session.current();
    if (!step) return {};
    const QString stepText = step->record->phase == Phase::Prefill
                                 ? QObject::tr("step %1 (prefill)").arg(session.currentIndex())
                                 : QObject::tr("step %1").arg(session.currentIndex());
    // the selected query row: the newest token unless the user clicked another
    const QString token = step->tokens.value(session.selectedQuery());
    return QObject::tr("%1 · %2 · token “%3”").arg(session.model().qName(), stepText, token);
}

}  // namespace kvscope::ui
