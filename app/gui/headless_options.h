#pragma once
// `kvscope --headless …`: the options of the headless renderer, checked in full before any
// work starts so a typo never leaves a half-made set of files.

#include <QCommandLineOption>
#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>

#include "core/kv_cache.h"
#include "ui/export/export_options.h"

class QCommandLineParser;

namespace kvscope::gui {

struct HeadlessOptions {
    QString model = "weather";
    bool halfPrecision = false;     // --weights f16
    KvFormat kv;  // --kv
    QString prompt;                 // empty: the model's example prompt
    int steps = 1;                  // decode steps after the prefill
    bool noCache = false;
    bool dark = false;
    bool presentation = false;
    int scale = 1;
    ui::ImageFraming framing;       // --slide, --caption
    ui::FormatSet formats{true, true, true, true};
    bool everyStep = false;
    QString out;
    QSize size{1500, 950};
};

// Window sizes: each side 200–8192 pixels, and the pixels of one image — the window at --scale
// — at most 8192 × 8192 (256 MiB as 32-bit pixels). Beyond that a run takes forever or runs
// out of memory (30000x30000 never finished).
inline constexpr int kMinWindowSide = 200;
inline constexpr int kMaxWindowSide = 8192;
inline constexpr qint64 kMaxImagePixels = qint64(kMaxWindowSide) * kMaxWindowSide;

// --size WIDTHxHEIGHT for images drawn at `scale`: false with `error` set when it is not that
// form or out of the bounds above.
bool parseWindowSize(const QString& text, int scale, QSize& size, QString& error);

// The bytes of --prompt as argv holds them (the last one given), before Qt decodes them —
// which turns invalid UTF-8 into U+FFFD without a word; nullopt when there is none.
std::optional<std::string> rawPromptArgument(int argc, char** argv);

// True when argv asks for the headless renderer (looked at before QApplication exists, to
// choose the offscreen platform).
bool wantsHeadless(int argc, char** argv);

// The command-line options headless mode adds to the app's parser (--slide and --caption
// serve the scripted screenshot too).
QList<QCommandLineOption> headlessOptions();

// --slide and --caption. With --slide and no --size the window is laid out at the room a
// slide gives its content (`windowSize`), so the window's picture fills it unscaled; --slide
// with --scale is refused (a slide is 1920x1080 pixels whatever the scale).
bool readFramingOptions(const QCommandLineParser& parser, ui::ImageFraming& framing, QSize& windowSize,
                        QString& error);

// --weights f32|f16 (shared with the window): true for f16; false with `error` set when the
// value is neither. Unset means f32.
bool readWeightsOption(const QCommandLineParser& parser, bool& halfPrecision, QString& error);
// --kv f32|f16|bf16|int8|int4 or a whole kvFormatSpec (f32 when absent); false with `error` set otherwise.
bool readKvOption(const QCommandLineParser& parser, KvFormat& kv, QString& error);

// Reads and checks the options; on a bad one returns false with `error` set.
bool readHeadlessOptions(const QCommandLineParser& parser, HeadlessOptions& options, QString& error);

}  // namespace kvscope::gui
