#include "ui/session/lab_settings_note.h"

#include <QCoreApplication>

namespace kvscope::ui {

// The texts keep the main window's translation context, where they began.
QString labSettingsNote(bool halfWeights, KvPrecision kv, const KvQuantization& quant, const KvEviction& eviction) {
    QString note;
    if (halfWeights) note += QCoreApplication::translate("kvscope::ui::MainWindow", " · f16 weights");
    if (kv == KvPrecision::Half || kv == KvPrecision::BFloat16)
        note += QCoreApplication::translate("kvscope::ui::MainWindow", " · %1 KV cache")
                    .arg(QString::fromLatin1(kvPrecisionName(kv)));
    if (quant.enabled()) {
        const QString keys = quant.keys == KvQuantAxis::PerChannel
                                 ? QCoreApplication::translate("kvscope::ui::MainWindow", "per-channel")
                                 : QCoreApplication::translate("kvscope::ui::MainWindow", "per-token");
        note += QCoreApplication::translate("kvscope::ui::MainWindow", " · int%1 KV cache (keys %2, groups of %3)")
                    .arg(quant.bits)
                    .arg(keys)
                    .arg(quant.group);
    }
    if (!eviction.enabled()) return note;
    if (eviction.sinks == 1)
        return note + QCoreApplication::translate("kvscope::ui::MainWindow", " · KV cache window of %1 with 1 sink")
                          .arg(eviction.window);
    if (eviction.sinks > 1)
        return note + QCoreApplication::translate("kvscope::ui::MainWindow", " · KV cache window of %1 with %2 sinks")
                          .arg(eviction.window)
                          .arg(eviction.sinks);
    if (eviction.heavy > 0)
        return note +
               QCoreApplication::translate("kvscope::ui::MainWindow", " · KV cache window of %1 with %2 heavy hitters")
                   .arg(eviction.window)
                   .arg(eviction.heavy);
    return note + QCoreApplication::translate("kvscope::ui::MainWindow", " · KV cache window of %1").arg(eviction.window);
}

}  // namespace kvscope::ui
