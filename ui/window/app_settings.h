#pragma once
// What the app remembers between runs (window layout, theme, animation, colour map, recent
// and last model, weight precision, language), read and written in one place. A settings file that is
// damaged, foreign, of another version or absurdly large never breaks the start: the defaults
// are used, and a file that was not read is not overwritten either (nothing is lost).

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "core/kv_cache.h"
#include "ui/views/color_map.h"

namespace kvscope::ui {

struct AppSettings {
    static constexpr int kVersion = 1;  // also the version of the saved dock layout
    QByteArray geometry, layout;
    bool dark = false;
    bool highContrast = false;
    bool animations = true;
    int animationMs = 600;
    ColorMapKind colorMap = ColorMapKind::Viridis;
    QStringList recentModels;  // newest first
    QString model = "weather";
    bool halfPrecision = false;
    KvFormat kvFormat;  // "session/kv": kvFormatSpec
    QString language;  // "" the system's; else a code of ui/window/language.h
};

// Settings files are a few kilobytes; one larger than this is not ours to parse (a 60 MB file
// took 41 s and 2.2 GB to read).
inline constexpr qint64 kMaxSettingsBytes = 1 << 20;

struct SettingsRead {
    AppSettings settings;  // the defaults where nothing usable was read
    QString problem;       // empty when read (or absent); else why the defaults are used
    bool mayOverwrite = true;  // false: leave the file as it is when saving
};

// From the application's QSettings location.
SettingsRead readAppSettings();
void writeAppSettings(const AppSettings& settings);

}  // namespace kvscope::ui
