#include "app/gui/headless_options.h"

#include <QApplication>
#include <QCommandLineParser>
#include <cstring>
#include <string_view>

#include "core/prompt.h"
#include "ui/export/picture_frame.h"
#include "ui/session/core_message.h"

namespace kvscope::gui {

bool wantsHeadless(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--headless") == 0 || std::strcmp(argv[i], "-headless") == 0) return true;
    return false;
}

bool parseWindowSize(const QString& text, int scale, QSize& size, QString& error) {
    const QStringList wh = text.split('x');
    bool okW = false, okH = false;
    const int w = wh.value(0).toInt(&okW), h = wh.value(1).toInt(&okH);
    if (wh.size() != 2 || !okW || !okH) {
        error = "--size takes WIDTHxHEIGHT, e.g. 1600x1000";
        return false;
    }
    if (w < kMinWindowSide || h < kMinWindowSide || w > kMaxWindowSide || h > kMaxWindowSide) {
        error = QString("--size %1x%2: each side must be %3 to %4 pixels")
                    .arg(w)
                    .arg(h)
                    .arg(kMinWindowSide)
                    .arg(kMaxWindowSide);
        return false;
    }
    const qint64 pixels = qint64(w) * scale * h * scale;
    if (pixels > kMaxImagePixels) {
        const QString images = QString("%1x%2").arg(qint64(w) * scale).arg(qint64(h) * scale);
        error = QString("--size %1x%2 at --scale %3 makes images of %4 pixels; at most %5 pixels "
                        "(%6x%6) are drawn: lower --size or --scale")
                    .arg(w)
                    .arg(h)
                    .arg(scale)
                    .arg(images)
                    .arg(kMaxImagePixels)
                    .arg(kMaxWindowSide);
        return false;
    }
    size = {w, h};
    return true;
}

std::optional<std::string> rawPromptArgument(int argc, char** argv) {
    std::optional<std::string> prompt;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;
        for (const std::string_view name : {"--prompt", "-prompt"}) {
            if (arg == name && i + 1 < argc)
                prompt = argv[++i];
            else if (arg.size() > name.size() && arg.substr(0, name.size()) == name &&
                     arg[name.size()] == '=')
                prompt = std::string(arg.substr(name.size() + 1));
        }
    }
    return prompt;
}

QList<QCommandLineOption> headlessOptions() {
    return {
        {"headless", "Render every view to files and quit, with no window on screen (see --out)."},
        {"prompt", "Headless: the prompt (default: the model's example).", "TEXT"},
        {"no-cache", "Headless: recompute K and V of every position at each decode step."},
        {"theme", "Headless: light (default) or dark.", "light|dark"},
        {"scale", "Headless: PNG pixels per view pixel: 1 (default), 2 or 3.", "S"},
        {"format", "Headless: comma-separated list of png, svg, csv, json (default: all).", "LIST"},
        {"every-step", "Headless: render every step, not only the last."},
        {"out", "Headless: the existing folder that receives the files.", "DIR"},
        {"slide", "Headless and --screenshot: every image on a 16:9 slide of 1920x1080 pixels, the content "
                  "scaled to fit (views without their controls, cropped to their content)."},
        {"caption", "Headless and --screenshot: a caption line under each image: model · step · token."},
    };
}

bool readFramingOptions(const QCommandLineParser& parser, ui::ImageFraming& framing, QSize& windowSize,
                        QString& error) {
    framing = {parser.isSet("slide"), parser.isSet("caption")};
    if (!framing.slide) return true;
    if (parser.isSet("scale")) {
        error = "--slide makes 1920x1080 images whatever the scale: leave out --scale";
        return false;
    }
    if (!parser.isSet("size")) windowSize = ui::slideContentArea(framing.caption, QApplication::font());
    return true;
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

bool readKvOption(const QCommandLineParser& parser, KvFormat& kv, QString& error) {
    kv = KvFormat();
    if (!parser.isSet("kv")) return true;
    const QString value = parser.value("kv");
    const std::optional<KvFormat> parsed = parseKvFormatSpec(value.toStdString());
    if (!parsed) {
        error = QString("--kv takes f32, f16, bf16, int8 or int4 (optionally “int4 keys=channel values=token "
                        "group=32 recent=0”, or bounded: “f32 window=64 sinks=4”, “f32 window=64 heavy=32”), "
                        "not “%1”").arg(value);
        return false;
    }
    kv = *parsed;
    return true;
}

bool readHeadlessOptions(const QCommandLineParser& parser, HeadlessOptions& o, QString& error) {
    if (parser.isSet("model")) o.model = parser.value("model");
    if (!readWeightsOption(parser, o.halfPrecision, error)) return false;
    if (!readKvOption(parser, o.kv, error)) return false;
    if (parser.isSet("prompt")) {
        o.prompt = parser.value("prompt");
        // as kvscope-cli: an empty prompt is refused, not replaced by the example (the raw
        // bytes were checked for UTF-8 in main(), before Qt decoded them)
        if (const auto problem = promptArgumentProblem(o.prompt.toStdString(), "--prompt")) {
            error = ui::localized(*problem);
            return false;
        }
    }
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
    if (parser.isSet("size") && !parseWindowSize(parser.value("size"), o.scale, o.size, error))
        return false;
    if (!readFramingOptions(parser, o.framing, o.size, error)) return false;
    if (!parser.isSet("out") || parser.value("out").isEmpty()) {
        error = "--headless needs --out DIR, an existing folder for the files";
        return false;
    }
    o.out = parser.value("out");
    return true;
}

}  // namespace kvscope::gui
