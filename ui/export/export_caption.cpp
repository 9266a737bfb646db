#include "ui/export/export_caption.h"

#include <QObject>

#include "ui/session/lab_settings_note.h"
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
    // a lab cache says so, as in the title: the figure is not the exact model's
    const StepRecord& r = *step->record;
    const QString lab = labSettingsNote(session.model().weightPrecision == "f16", r.kvPrecision, r.kvQuant, r.kvEviction);
    return QObject::tr("%1 · %2 · token “%3”").arg(session.model().qName(), stepText, token) + lab;
}

}  // namespace kvscope::ui
