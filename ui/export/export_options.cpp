#include "ui/export/export_options.h"

#include <QObject>
#include <QStringList>

namespace kvscope::ui {

std::optional<FormatSet> parseFormats(const QString& text, QString* error) {
    FormatSet set;
    for (const QString& raw : text.split(',')) {
        const QString name = raw.trimmed().toLower();
        if (name == "png") set.png = true;
        else if (name == "svg") set.svg = true;
        else if (name == "csv") set.csv = true;
        else if (name == "json") set.json = true;
        else {
            *error = name.isEmpty()
                         ? QObject::tr("--format needs a list such as png,svg,csv,json")
                         : QObject::tr("unknown format “%1” (known: png, svg, csv, json)").arg(raw.trimmed());
            return std::nullopt;
        }
    }
    return set;
}

std::optional<int> parseScale(const QString& text, QString* error) {
    bool ok = false;
    const int scale = text.trimmed().toInt(&ok);
    if (!ok || scale < 1 || scale > kMaxExportScale) {
        *error = QObject::tr("bad scale “%1” (use 1, 2 or 3)").arg(text);
        return std::nullopt;
    }
    return scale;
}

std::optional<ExportTheme> parseTheme(const QString& text, QString* error) {
    const QString name = text.trimmed().toLower();
    if (name == "light") return ExportTheme::Light;
    if (name == "dark") return ExportTheme::Dark;
    *error = QObject::tr("unknown theme “%1” (use light or dark)").arg(text);
    return std::nullopt;
}

}  // namespace kvscope::ui
