// kvscope: the desktop application. With no display it says so and prints the weather example
// on the terminal instead, so the quick start does something useful anywhere.

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>
#include <cstdio>
#include <cstdlib>
#include <iostream>

#include "app/cli/run_command.h"
#include "ui/main_window.h"

namespace {
bool displayAvailable() {
    const char* platform = std::getenv("QT_QPA_PLATFORM");
    if (platform && *platform) return true;  // offscreen, vnc, …: the caller chose
    const char* x11 = std::getenv("DISPLAY");
    const char* wayland = std::getenv("WAYLAND_DISPLAY");
    return (x11 && *x11) || (wayland && *wayland);
}
}  // namespace

int main(int argc, char** argv) {
    if (!displayAvailable()) {
        std::cerr << "kvscope: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                     "Showing the weather example on the terminal instead "
                     "(the same as: kvscope-cli run --model weather --steps 3).\n\n";
        kvscope::cli::RunOptions run;
        run.steps = 3;
        return kvscope::cli::runCommand(run, std::cout, std::cerr);
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName("KVScope");
    QApplication::setOrganizationName("KVScope");
    QApplication::setApplicationVersion("0.1.0");

    QCommandLineParser parser;
    parser.setApplicationDescription("Step through LLM prefill, decode and the KV cache.");
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption quitAfter("quit-after-ms", "Close the window after MS milliseconds (for scripted runs).", "ms");
    parser.addOption(quitAfter);
    parser.process(app);

    kvscope::ui::MainWindow window;
    window.show();
    if (parser.isSet(quitAfter)) {
        bool ok = false;
        const int ms = parser.value(quitAfter).toInt(&ok);
        if (!ok || ms < 0) {
            std::fprintf(stderr, "kvscope: --quit-after-ms needs a number of milliseconds\n");
            return 2;
        }
        QMetaObject::invokeMethod(&app, [&] { QTimer::singleShot(ms, &app, &QApplication::quit); },
                                  Qt::QueuedConnection);
    }
    return app.exec();
}
