#include "ui/window/app_settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>

namespace kvscope::ui {

SettingsRead readAppSettings() {
    SettingsRead r;
    const QString path = QSettings().fileName();
    const QFileInfo file(path);
    if (file.exists() && file.size() > kMaxSettingsBytes) {
        r.problem = QCoreApplication::translate("AppSettings",
                                                "The settings file %1 is %2, more than settings ever take (%3): "
                                                "it was not read and is left as it is; defaults are used.")
                        .arg(path, QLocale::c().formattedDataSize(file.size()),
                             QLocale::c().formattedDataSize(kMaxSettingsBytes));
        r.mayOverwrite = false;
        return r;
    }
    QSettings s;
    if (s.status() != QSettings::NoError ||
        s.value("version", AppSettings::kVersion).toInt() != AppSettings::kVersion)
        return r;  // damaged or foreign: the defaults, and the next save replaces it
    AppSettings& a = r.settings;
    a.geometry = s.value("window/geometry").toByteArray();
    a.layout = s.value("window/state").toByteArray();
    a.dark = s.value("view/dark", false).toBool();
    a.highContrast = s.value("view/highContrast", false).toBool();
    a.animations = s.value("view/animations", true).toBool();
    a.animationMs = s.value("view/animationMs", 600).toInt();
    a.colorMap = s.value("view/colorMap", "viridis").toString() == "cividis" ? ColorMapKind::Cividis
                                                                              : ColorMapKind::Viridis;
    a.recentModels = s.value("session/recent").toStringList();
    const QString model = s.value("session/model", "weather").toString();
    a.model = model.isEmpty() ? QString("weather") : model;
    a.halfPrecision = s.value("session/f16", false).toBool();
    a.kvFormat = parseKvFormatSpec(s.value("session/kv", "f32").toString().toStdString()).value_or(KvFormat());
    a.language = s.value("view/language").toString();
    return r;
}

void writeAppSettings(const AppSettings& a) {
    QSettings s;
    s.setValue("version", AppSettings::kVersion);
    s.setValue("window/geometry", a.geometry);
    s.setValue("window/state", a.layout);
    s.setValue("view/dark", a.dark);
    s.setValue("view/highContrast", a.highContrast);
    s.setValue("view/animations", a.animations);
    s.setValue("view/animationMs", a.animationMs);
    s.setValue("view/colorMap", a.colorMap == ColorMapKind::Cividis ? "cividis" : "viridis");
    s.setValue("session/recent", a.recentModels);
    s.setValue("session/model", a.model);
    s.setValue("session/f16", a.halfPrecision);
    s.setValue("session/kv", QString::fromStdString(kvFormatSpec(a.kvFormat)));
    s.setValue("view/language", a.language);
}

}  // namespace kvscope::ui
