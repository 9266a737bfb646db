#pragma once
// `kvscope --headless …`: the options of the headless renderer, checked in full before any
// work starts so a typo never leaves a half-made set of files.

#include <QSize>
#include <QString>
#include <QStringList>

#include "ui/export/export_options.h"

class QCommandLineParser;

namespace kvscope::gui {

struct HeadlessOptions {
    QString model = "weather";
    bool halfPrecision = false;     // --weights f16
    QString prompt;                 // empty: the model's example prompt
    int steps = 1;                  // decode steps after the prefill
    bool noCache = false;
    bool dark = false;
    bool presentation = false;
    int scale = 1;
    ui::FormatSet formats{true, true, true, true};
    bool everyStep = false;
    QString out;
    QSize size{1500, 950};
};

// True when argv asks for the headless renderer (looked at before QApplication exists, to
// choose the offscreen platform).
bool wantsHeadless(int argc, char** argv);

// The command-line options headless mode adds to the app's parser.
void addHeadlessOptions(QCommandLineParser& parser);

// --weights f32|f16 (shared with the window): true for f16; false with `error` set when the
// value is neither. Unset means f32.
bool readWeightsOption(const QCommandLineParser& parser, bool& halfPrecision, QString& error);

// Reads and checks the options; on a bad one returns false with `error` set.
bool readHeadlessOptions(const QCommandLineParser& parser, HeadlessOptions& options, QString& error);

}  // namespace kvscope::gui
