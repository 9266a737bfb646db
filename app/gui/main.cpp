// kvscope: the desktop application. With no display it says so and prints the weather example
// on the terminal instead, so the quick start does something useful anywhere. With --headless
// it renders every view to files instead of opening a window (app/gui/headless_run.h).

#include <QApplication>
#include <functional>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>
#include <QCommandLineParser>
#include <QTimer>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <iostream>

#include "app/cli/man_page.h"
#include "app/cli/run_command.h"
#include "app/gui/headless_options.h"
#include "app/gui/headless_run.h"
#include "app/gui/lesson_handout.h"
#include "core/lesson/lesson.h"
#include "core/prompt.h"
#include "resources/embedded_resources.h"
#include "ui/lab/speculative_script.h"
#include "ui/lab/quant_block_window.h"
#include "ui/export/exportable_view.h"
#include "ui/lab/kv_memory_source.h"
#include "ui/lab/kv_memory_window.h"
#include "ui/lab/kv_price_window.h"
#include "ui/lab/paged_window.h"
#include "ui/lab/speculative_window.h"
#include "ui/lesson/lesson_controller.h"
#include "ui/main_window.h"
#include "ui/scripted_run.h"
#include "ui/session/core_message.h"
#include "ui/session/session_controller.h"
#include "ui/window/app_settings.h"
#include "ui/window/language.h"
#include "ui/window/window_palette.h"

namespace {
// The offscreen platform (headless runs, scripted screenshots) warns "This plugin does not
// support propagateSizeHints()" for each window it shows: noise, with nothing to act on. That
// one message is dropped; every other goes on to the handler Qt had.
QtMessageHandler qtHandler = nullptr;
void dropOffscreenNoise(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (message == QLatin1String("This plugin does not support propagateSizeHints()")) return;
    qtHandler(type, context, message);
}

bool displayAvailable() {
    const char* platform = std::getenv("QT_QPA_PLATFORM");
    if (platform && *platform) return true;  // offscreen, vnc, …: the caller chose
    const char* x11 = std::getenv("DISPLAY");
    const char* wayland = std::getenv("WAYLAND_DISPLAY");
    return (x11 && *x11) || (wayland && *wayland);
}

// Every option of the app, in the order --help lists them (the man page is written from the
// same list).
QList<QCommandLineOption> appOptions() {
    QList<QCommandLineOption> options{
        {"steps", "Run the prefill and N decode steps at start.", "N"},
        {"screenshot", "After --steps, save the window as PNG to FILE and quit.", "FILE"},
        {"layer", "After --steps, show this layer (0-based, as the Layer box) in the attention views.", "N"},
        {"difference", "After --steps with a --kv lab cache, show the heatmaps as the difference from the exact "
                       "f32 cache's weights."},
        {"dark", "Use the dark theme."},
        {"high-contrast", "Use the high-contrast theme (white and yellow on black)."},
        {"presentation", "Start in presentation mode."},
        {"size", "Window size WxH (for screenshots).", "WxH"},
        {"language", "Speak this language for this run: en, de, es or zh_CN (default: the one chosen in View › Language, "
                     "else the system's).", "CODE"},
        {"model", "Open this model: weather, tiny, tiny-gqa, tiny-draft, a model folder (GPT-2 or Llama family) or a .gguf file.", "NAME|PATH"},
        {"weights", "Real models: keep the weight matrices in f32 (default; a GGUF file keeps its own types) or f16.", "f32|f16"},
        {"kv", "Real models: store the KV cache in f32 (default, exact), f16 or bf16 (half the bytes, each element "
               "rounded; the model reads the rounded values), or int8/int4 (older rows quantized as KIVI does; "
               "settings as in \"int4 keys=channel values=token group=32 recent=0\"); an unquantized cache can be "
               "bounded to a window, with attention sinks or heavy hitters: \"f32 window=64 sinks=4\", \"f32 "
               "window=64 heavy=32\".", "f32|f16|bf16|int8|int4"},
        {"kv-heads", "GPT-2 models: mean-pool the K/V heads into this many per layer (GQA/MQA without retraining, the "
                     "KV cache lab); each step is compared with the model as trained.", "count"},
        {"speculative", "Open Lab › Speculative decoding with this draft model (tiny-draft, or a folder) and --model "
                        "(default tiny) verifying, after --prompt; measures k = 1 … 8 and plays --steps rounds (default 1); "
                        "with --screenshot saves the lab window.", "DRAFT"},
        {"draft-k", "With --speculative: tokens the draft proposes a round (1–16, default 4).", "K"},
        {"kv-memory", "Open Lab › KV memory on this configuration (GPT-2 small, SmolLM2-135M, Qwen2.5-0.5B, "
                      "Llama-3.2-1B, Llama-3-8B, Llama-3-70B, DeepSeek-V2-Lite, or “loaded”: the --model), optionally "
                      "at a context and batch (NAME[:CONTEXT[:BATCH]]); with --screenshot, save the window and quit.",
         "NAME"},
        {"kv-price", "Open Lab › KV cache price on the --model and measure every KV cache setting on the first "
                     "TOKENS tokens of the held-out passage (0: all of it); with --screenshot, save the window once "
                     "measured and quit.", "TOKENS"},
        {"paged", "Open Lab › Paged KV on the --model, run its batch (the example prompts and a fork of the first) "
                  "and show step STEP; with --screenshot, save the window and quit.", "STEP"},
        {"chart", "With --kv-memory, --kv-price or --paged: also save the lab's chart to FILE (SVG when it ends in .svg, else "
                  "PNG at twice its size).", "FILE"},
        {"quant-block", "Open Lab › Quantized weights on this block of the --model GGUF file (TENSOR[:ROW[:BLOCK]]); "
                        "with --screenshot, save the window and quit.", "TENSOR"},
    };
    options += kvscope::gui::headlessOptions();
    options += kvscope::gui::lessonOptions();
    return options;
}

// The window icon, drawn from the same SVG the desktop installs (embedded, so a build run
// from its folder has it too), at the sizes window managers ask for.
QIcon appIcon() {
    QIcon icon;
    const auto svg = kvscope::embeddedResource("desktop/kvscope.svg");
    if (!svg) return icon;
    QSvgRenderer renderer(QByteArray(svg->data(), static_cast<qsizetype>(svg->size())));
    for (int side : {16, 24, 32, 48, 64, 128, 256}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        renderer.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

// `kvscope --man`: the man page, written by the build from appOptions().
int printManPage() {
    kvscope::cli::ManPage page;
    page.name = "kvscope";
    page.summary = "step through a language model's prefill, decode and KV cache";
    page.synopsis = {"[OPTIONS]", "--headless --out DIR [OPTIONS]", "--lesson NAME|FILE [--handout FILE.pdf]"};
    page.description =
        "KVScope runs a transformer's prefill and decode step by step and animates what it computes: the "
        "causal mask, every head's attention, the context vectors, the logits and the growing KV cache. "
        "With the cache off it shows, counted and charted, the work the cache saves. Models: the built-in "
        "weather example, the tiny GPT, its draft and the tiny GQA model, Hugging Face GPT-2 and Llama-family folders, toy .json files. "
        "Without a display it prints the weather example on the terminal; with --headless it renders "
        "every view to files.";
    kvscope::cli::ManSection options{"options", "", {}};
    for (const QCommandLineOption& o : appOptions()) {
        QStringList names;
        for (const QString& n : o.names()) names << (n.size() == 1 ? "-" : "--") + n;
        options.options.push_back({names.join(", ").toStdString(), o.valueName().toStdString(),
                                   o.description().toStdString()});
    }
    options.options.push_back({"-h, --help", "", "Print the options and exit."});
    options.options.push_back({"--help-all", "", "Print the options, Qt's own included, and exit."});
    options.options.push_back({"-v, --version", "", "Print the version and exit."});
    page.sections.push_back(std::move(options));
    page.seeAlso = "kvscope-cli(1)";
    std::cout << kvscope::cli::renderManPage(page, "0.1.0");
    return 0;
}
// `--speculative DRAFT`: the lab window, scripted (ui/lab/speculative_script.h).
int runSpeculativeLab(QApplication& app, kvscope::ui::MainWindow& window, const QCommandLineParser& parser) {
    bool ok = true;
    const int k = parser.isSet("draft-k") ? parser.value("draft-k").toInt(&ok) : 4;
    if (!ok || k < 1 || k > 16) {
        std::fprintf(stderr, "kvscope: --draft-k takes 1 to 16 tokens a round, not “%s”\n", qPrintable(parser.value("draft-k")));
        return 2;
    }
    const int rounds = parser.isSet("steps") ? parser.value("steps").toInt(&ok) : 1;
    if (!ok || rounds < 0) {
        std::fprintf(stderr, "kvscope: --steps needs a number of rounds (0 or more)\n");
        return 2;
    }
    window.setAnimationsEnabled(false);
    kvscope::ui::SpeculativeWindow* lab = window.openSpeculativeLab();
    if (parser.isSet("size")) lab->resize(window.size());
    lab->setDraft(parser.value("speculative"));
    lab->setK(k);
    if (parser.isSet("model") || parser.isSet("prompt")) {
        // the lab verifies with the model asked for, whatever the main session has loaded yet
        const QString target = parser.value("model").isEmpty() ? QString("tiny") : parser.value("model");
        lab->setTarget(target, target, window.halfPrecisionWeights(), parser.value("prompt"), {});
    }
    auto* script = new kvscope::ui::SpeculativeScript(lab, rounds, parser.value("screenshot"), &app);
    const bool quit = parser.isSet("screenshot");
    QObject::connect(script, &kvscope::ui::SpeculativeScript::finished, &app, [&app, quit](int code) {
        if (quit || code != 0) app.exit(code);
    });
    script->start();
    return app.exec();
}
// `--quant-block TENSOR[:ROW[:BLOCK]]`: Lab › Quantized weights on that block of --model.
int runQuantLab(QApplication& app, kvscope::ui::MainWindow& window, const QCommandLineParser& parser) {
    const QStringList parts = parser.value("quant-block").split(':');
    bool okRow = true, okBlock = true;
    const qint64 row = parts.size() > 1 ? parts[1].toLongLong(&okRow) : 0;
    const qint64 block = parts.size() > 2 ? parts[2].toLongLong(&okBlock) : 0;
    if (parts.size() > 3 || !okRow || !okBlock || row < 0 || block < 0) {
        std::fprintf(stderr, "kvscope: --quant-block takes TENSOR[:ROW[:BLOCK]], not “%s”\n",
                     qPrintable(parser.value("quant-block")));
        return 2;
    }
    window.setAnimationsEnabled(false);
    kvscope::ui::QuantBlockWindow* lab = window.openQuantLab(parser.value("model"));
    if (parser.isSet("size")) lab->resize(window.size());
    if (!lab->showBlock(parts[0], row, block)) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(lab->problemText()));
        return 1;
    }
    if (!parser.isSet("screenshot")) return app.exec();
    app.processEvents();
    const QString path = parser.value("screenshot");
    if (!lab->grab().save(path)) {
        std::fprintf(stderr, "kvscope: could not write %s\n", qPrintable(path));
        return 1;
    }
    return 0;
}
// `--kv-memory NAME[:CONTEXT[:BATCH]]`: Lab › KV memory on a preset or the loaded model.
int runKvMemoryLab(QApplication& app, kvscope::ui::MainWindow& window, const QCommandLineParser& parser) {
    const QStringList parts = parser.value("kv-memory").split(':');
    bool okContext = true, okBatch = true;
    const qint64 context = parts.size() > 1 ? parts[1].toLongLong(&okContext) : 8192;
    const int batch = parts.size() > 2 ? parts[2].toInt(&okBatch) : 1;
    const bool loaded = parts[0] == QLatin1String("loaded");
    if (parts.size() > 3 || !okContext || !okBatch || context < 1 || context > 100'000'000 || batch < 1 || batch > 4096 ||
        (!loaded && !kvscope::ui::kvMemoryPresets().contains(parts[0]))) {
        std::fprintf(stderr, "kvscope: --kv-memory takes NAME[:CONTEXT[:BATCH]] with NAME one of %s or loaded, not “%s”\n",
                     qPrintable(kvscope::ui::kvMemoryPresets().join(", ")), qPrintable(parser.value("kv-memory")));
        return 2;
    }
    const auto show = [&window, &parser, parts, context, batch, loaded]() -> int {
        kvscope::ui::KvMemoryWindow* lab = window.openKvMemoryLab();
        if (parser.isSet("size")) lab->resize(window.size());
        lab->setContext(context);
        lab->setBatch(batch);
        lab->showModel(loaded ? QString() : parts[0]);
        if (parser.isSet("chart")) {
            const QString error = lab->saveChart(parser.value("chart"));
            if (!error.isEmpty()) {
                std::fprintf(stderr, "kvscope: %s\n", qPrintable(error));
                return 1;
            }
            std::fprintf(stderr, "kvscope: wrote %s\n", qPrintable(parser.value("chart")));
        }
        if (!parser.isSet("screenshot")) return parser.isSet("chart") ? 0 : -1;
        kvscope::ui::settleForCapture(lab);
        const QString path = parser.value("screenshot");
        if (!lab->grab().save(path)) {
            std::fprintf(stderr, "kvscope: could not write %s\n", qPrintable(path));
            return 1;
        }
        std::fprintf(stderr, "kvscope: wrote %s\n", qPrintable(path));
        return 0;
    };
    if (!loaded || window.session()->hasModel()) {
        const int code = show();
        return code >= 0 ? code : app.exec();
    }
    // the loaded model: once the session has it
    QObject::connect(window.session(), &kvscope::ui::SessionController::modelChanged, &app, [&app, show] {
        const int code = show();
        if (code >= 0) app.exit(code);
    });
    return app.exec();
}
// Runs `start` now if the session has its model, else once the model loads (--model is read
// asynchronously): the labs that run on the loaded model start from there.
void whenModelLoaded(QApplication& app, kvscope::ui::MainWindow& window, const std::function<void()>& start) {
    if (window.session()->hasModel()) return start();
    auto* once = new QObject(&app);
    QObject::connect(window.session(), &kvscope::ui::SessionController::modelChanged, once, [once, start] {
        delete once;
        start();
    });
}

// `--kv-price TOKENS`: Lab › KV cache price on the loaded model, measured.
int runKvPriceLab(QApplication& app, kvscope::ui::MainWindow& window, const QCommandLineParser& parser) {
    bool ok = true;
    const int tokens = parser.value("kv-price").toInt(&ok);
    if (!ok || tokens < 0) {
        std::fprintf(stderr, "kvscope: --kv-price takes a number of tokens (0: the whole passage), not “%s”\n",
                     qPrintable(parser.value("kv-price")));
        return 2;
    }
    const auto start = [&app, &window, &parser, tokens] {
        kvscope::ui::KvPriceWindow* lab = window.openKvPriceLab();
        if (parser.isSet("size")) lab->resize(window.size());
        lab->setMaxTokens(tokens);
        QObject::connect(lab, &kvscope::ui::KvPriceWindow::idleChanged, &app, [&app, lab, &parser](bool idle) {
            if (!idle) return;
            if (lab->report().isEmpty()) {
                std::fprintf(stderr, "kvscope: %s\n", qPrintable(lab->statusText()));
                app.exit(1);
                return;
            }
            if (parser.isSet("chart")) {
                const QString error = lab->saveChart(parser.value("chart"));
                std::fprintf(stderr, "kvscope: %s\n",
                             qPrintable(error.isEmpty() ? "wrote " + parser.value("chart") : error));
                if (!error.isEmpty() || !parser.isSet("screenshot")) return app.exit(error.isEmpty() ? 0 : 1);
            }
            if (!parser.isSet("screenshot")) return;
            kvscope::ui::settleForCapture(lab);
            const QString path = parser.value("screenshot");
            const bool saved = lab->grab().save(path);
            std::fprintf(stderr, saved ? "kvscope: wrote %s\n" : "kvscope: could not write %s\n", qPrintable(path));
            app.exit(saved ? 0 : 1);
        });
        lab->measure();
    };
    whenModelLoaded(app, window, start);
    return app.exec();
}
// `--paged STEP`: Lab › Paged KV on the loaded model, its batch run, one step shown.
int runPagedLab(QApplication& app, kvscope::ui::MainWindow& window, const QCommandLineParser& parser) {
    bool ok = true;
    const int step = parser.value("paged").toInt(&ok);
    if (!ok || step < 0) {
        std::fprintf(stderr, "kvscope: --paged takes the step to show (0 or more), not “%s”\n",
                     qPrintable(parser.value("paged")));
        return 2;
    }
    const auto start = [&app, &window, &parser, step] {
        kvscope::ui::PagedWindow* lab = window.openPagedLab();
        if (parser.isSet("size")) lab->resize(window.size());
        QObject::connect(lab, &kvscope::ui::PagedWindow::idleChanged, &app, [&app, lab, &parser, step](bool idle) {
            if (!idle) return;
            if (lab->result().steps.empty()) {
                std::fprintf(stderr, "kvscope: %s\n", qPrintable(lab->statusText()));
                app.exit(1);
                return;
            }
            lab->showStep(std::min<int>(step, static_cast<int>(lab->result().steps.size()) - 1));
            if (parser.isSet("chart")) {
                const QString error = lab->saveChart(parser.value("chart"));
                std::fprintf(stderr, "kvscope: %s\n", qPrintable(error.isEmpty() ? "wrote " + parser.value("chart") : error));
                if (!error.isEmpty()) return app.exit(1);
            }
            if (!parser.isSet("screenshot")) return;
            kvscope::ui::settleForCapture(lab);
            const QString path = parser.value("screenshot");
            const bool saved = lab->grab().save(path);
            std::fprintf(stderr, saved ? "kvscope: wrote %s\n" : "kvscope: could not write %s\n", qPrintable(path));
            app.exit(saved ? 0 : 1);
        });
        lab->run();
    };
    whenModelLoaded(app, window, start);
    return app.exec();
}
}  // namespace

int main(int argc, char** argv) {
    // For the build (not listed in --help): no display or QApplication needed.
    if (argc == 2 && std::strcmp(argv[1], "--man") == 0) return printManPage();
    // --help and --version print and quit: they need no display either
    bool helpOrVersion = false;
    for (int i = 1; i < argc; ++i)
        for (const char* flag : {"-h", "--help", "--help-all", "-v", "--version"})
            helpOrVersion = helpOrVersion || std::strcmp(argv[i], flag) == 0;
    const bool headless =
        helpOrVersion || kvscope::gui::wantsHeadless(argc, argv) || kvscope::gui::wantsHandout(argc, argv);
    // Headless output must not depend on the screen it happens to run on (its fonts and pixel
    // ratio) nor flash a window there: offscreen, unless the caller chose a platform. This has
    // to be decided before QApplication picks one.
    if (headless && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!headless && !displayAvailable()) {
        std::cerr << "kvscope: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                     "Showing the weather example on the terminal instead "
                     "(the same as: kvscope-cli run --model weather --steps 3).\n\n";
        kvscope::cli::RunOptions run;
        run.steps = 3;
        return kvscope::cli::runCommand(run, std::cout, std::cerr);
    }

    qtHandler = qInstallMessageHandler(dropOffscreenNoise);
    QApplication app(argc, argv);
    QApplication::setApplicationName("KVScope");
    QApplication::setOrganizationName("KVScope");
    QApplication::setApplicationVersion("0.1.0");
    // the installed .desktop entry and icon (resources/desktop/) carry this id
    QGuiApplication::setDesktopFileName("io.github.kvscope.KVScope");
    QApplication::setWindowIcon(appIcon());
    // the platform's style, with text fields framed in the high-contrast theme
    QApplication::setStyle(kvscope::ui::highContrastAwareStyle());

    QCommandLineParser parser;
    parser.setApplicationDescription("Step through LLM prefill, decode and the KV cache.");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions(appOptions());
    const QString steps = "steps", screenshot = "screenshot", dark = "dark", presentation = "presentation",
                  size = "size", model = "model", weights = "weights";
    // parse() rather than process(): a bad option exits with 2, like kvscope-cli
    if (!parser.parse(QApplication::arguments())) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet("help") || parser.isSet("help-all")) parser.showHelp(0);
    if (parser.isSet("version")) parser.showVersion();
    // the language first: every text is set as its widget is built (ui/window/language.h)
    QString language = kvscope::ui::readAppSettings().settings.language;
    if (parser.isSet("language")) {
        language = parser.value("language");
        if (!kvscope::ui::isUiLanguage(language) || language.isEmpty()) {
            std::fprintf(stderr, "kvscope: --language %s is not one KVScope speaks (en, de, es, zh_CN)\n",
                         qPrintable(language));
            return 2;
        }
    }
    kvscope::ui::installLanguage(language);
    QString error;
    // Qt has decoded argv already, invalid UTF-8 into U+FFFD: check the prompt's own bytes
    if (const auto prompt = kvscope::gui::rawPromptArgument(argc, argv)) {
        if (const auto problem = kvscope::promptArgumentProblem(*prompt, "--prompt", true)) {
            std::fprintf(stderr, "kvscope: %s\n", qPrintable(kvscope::ui::localized(*problem)));
            return 2;
        }
    }
    // a lesson's handout, or --headless with a lesson: the PDF (app/gui/lesson_handout.h)
    if (parser.isSet("handout") || (parser.isSet("headless") && parser.isSet("lesson")))
        return kvscope::gui::runHandout(app, parser);
    if (parser.isSet("headless")) return kvscope::gui::runHeadless(app, parser);

    bool half = false;
    kvscope::KvFormat kv;
    if (!kvscope::gui::readWeightsOption(parser, half, error) || !kvscope::gui::readKvOption(parser, kv, error)) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(error));
        return 2;
    }
    // a lesson that does not read stops here, before a window opens on a half-set lesson
    kvscope::Lesson lesson;
    QString lessonName;
    if (parser.isSet("lesson") && !kvscope::gui::readLessonOption(parser, lesson, lessonName, error)) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(error));
        return 1;
    }
    // --slide, --caption: the screenshot framed as the headless pictures are
    kvscope::ui::ImageFraming framing;
    QSize slideWindow;
    if (!kvscope::gui::readFramingOptions(parser, framing, slideWindow, error)) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(error));
        return 2;
    }
    if ((framing.slide || framing.caption) && !parser.isSet(screenshot)) {
        std::fprintf(stderr, "kvscope: --slide and --caption frame the pictures of --screenshot or --headless\n");
        return 2;
    }
    kvscope::ui::MainWindow window;
    if (parser.isSet(weights)) window.setHalfPrecisionWeights(half);
    if (parser.isSet("kv")) window.setKvFormat(kv);
    if (slideWindow.isValid()) window.resize(slideWindow);
    if (parser.isSet(model)) window.session()->loadModel(parser.value(model));
    if (parser.isSet("kv-heads")) {  // after the load is asked for: it applies to that model
        bool ok = false;
        const int heads = parser.value("kv-heads").toInt(&ok);
        if (!ok || heads < 1 || heads > 4096) {
            std::fprintf(stderr, "kvscope: --kv-heads takes a count of KV heads (1 to 4096), not %s\n",
                         qPrintable(parser.value("kv-heads")));
            return 2;
        }
        window.session()->setPooledKvHeads(heads);
    }
    if (parser.isSet(dark)) window.setDarkTheme(true);
    if (parser.isSet("high-contrast")) window.setHighContrast(true);
    if (parser.isSet(size)) {
        QSize wh;
        if (!kvscope::gui::parseWindowSize(parser.value(size), 1, wh, error)) {
            std::fprintf(stderr, "kvscope: %s\n", qPrintable(error));
            return 2;
        }
        window.resize(wh);
    }
    // a size asked for is kept as asked (screenshots, slides)
    if (parser.isSet(size) || slideWindow.isValid())
        window.show();
    else
        window.showOnScreen();
    if (parser.isSet("lesson")) window.lessons()->start(lesson, lessonName);
    // with --size, presentation mode keeps that size (the projector's) instead of the screen's
    if (parser.isSet(presentation)) window.setPresentationMode(true, !parser.isSet(size) && !slideWindow.isValid());

    if (parser.isSet("speculative")) return runSpeculativeLab(app, window, parser);
    if (parser.isSet("quant-block")) return runQuantLab(app, window, parser);
    if (parser.isSet("kv-memory")) return runKvMemoryLab(app, window, parser);
    if (parser.isSet("kv-price")) return runKvPriceLab(app, window, parser);
    if (parser.isSet("paged")) return runPagedLab(app, window, parser);
    if (parser.isSet(steps) || parser.isSet(screenshot)) {
        bool ok = true;
        const int n = parser.isSet(steps) ? parser.value(steps).toInt(&ok) : 0;
        if (!ok || n < 0) {
            std::fprintf(stderr, "kvscope: --steps needs a number of decode steps (0 or more)\n");
            return 2;
        }
        int layer = -1;
        if (parser.isSet("layer")) {
            layer = parser.value("layer").toInt(&ok);
            if (!ok || layer < 0) {
                std::fprintf(stderr, "kvscope: --layer needs a layer number (0 or more)\n");
                return 2;
            }
        }
        window.setAnimationsEnabled(false);
        const bool quit = parser.isSet(screenshot);
        auto* script =
            new kvscope::ui::ScriptedRun(&window, n, parser.value(screenshot), framing, layer, parser.isSet("difference"));
        QObject::connect(script, &kvscope::ui::ScriptedRun::finished, &app, [&app, quit](int code) {
            if (quit || code != 0) app.exit(code);
        });
        script->start();
    }
    return app.exec();
}
