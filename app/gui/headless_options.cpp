#include "app/gui/headless_options.h"

#include <QCommandLineParser>
#include <cstring>

namespace kvscope::gui {

bool wantsHeadless(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--headless") == 0 || std::strcmp(argv[i], "-headless") == 0) return true;
    return false;
}

void addHeadlessOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {"headless", "Render every view to files and quit, with no window on screen (see --out)."},
        {"prompt", "Headless: the prompt (default: the model's example).", "TEXT"},
        {"no-cache", "Headless: recompute K and V of every position at each decode step."},
        {"theme", "Headless: light (default) or dark.", "light|dark"},
        {"scale", "Headless: PNG pixels per view pixel: 1 (default), 2 or 3.", "S"},
        {"format", "Headless: comma-separated list of png, svg, csv, json (default: all).", "LIST"},
        {"every-step", "Headless: render every step, not only the last."},
        {"out", "Headless: the existing folder that receives the files.", "DIR"},
    });
}

bool readWeightsOption(const QCommandLineParser& parser, bool& halfPrecision, QString& error) {
    halfPrecision = false;
    if (!parser.isSet("weights")) return true;
    const QString value = parser.value("weights");
    if (value != QLatin1String("f32") && value != QLatin1String("f16")) {
        error = QString("--weights takes f32 or f16, not “%1”").arg(value);
        return false;
    }
    halfPrecision = value == QLatin1String("f16");
    return true;
}

bool readHeadlessOptions(const QCommandLineParser& parser, HeadlessOptions& o, QString& error) {
    if (parser.isSet("model")) o.model = parser.value("model");
    if (!readWeightsOption(parser, o.halfPrecision, error)) return false;
    if (parser.isSet("prompt")) o.prompt = parser.value("prompt");
    o.noCache = parser.isSet("no-cache");
    o.everyStep = parser.isSet("every-step");
    o.presentation = parser.isSet("presentation");
    o.dark = parser.isSet("dark");
    if (parser.isSet("steps")) {
        bool ok = false;
        o.steps = parser.value("steps").toInt(&ok);
        if (!ok || o.steps < 0) {
            error = QString("--steps needs a number of decode steps (0 or more), not “%1”").arg(parser.value("steps"));
            return false;
        }
    }
    if (parser.isSet("theme")) {
        const auto theme = ui::parseTheme(parser.value("theme"), &error);
        if (!theme) return false;
        o.dark = *theme == ui::ExportTheme::Dark;
    }
    if (parser.isSet("scale")) {
        const auto scale = ui::parseScale(parser.value("scale"), &error);
        if (!scale) return false;
        o.scale = *scale;
    }
    if (parser.isSet("format")) {
        const auto formats = ui::parseFormats(parser.value("format"), &error);
        if (!formats) return false;
        o.formats = *formats;
    }
    if (parser.isSet("size")) {
        const QStringList wh = parser.value("size").split('x');
        const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
        if (wh.size() != 2 || w < 200 || h < 200) {
            error = "--size takes WIDTHxHEIGHT, e.g. 1600x1000";
            return false;
        }
        o.size = {w, h};
    }
    if (!parser.isSet("out") || parser.value("out").isEmpty()) {
        error = "--headless needs --out DIR, an existing folder for the files";
        return false;
    }
    o.out = parser.value("out");
    return true;
}

}  // namespace kvscope::gui
