#include "app/gui/lesson_handout.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <cstdio>
#include <cstring>

#include "app/gui/headless_options.h"
#include "app/gui/print_style.h"
#include "core/lesson/lesson_library.h"
#include "ui/export/atomic_file.h"
#include "ui/lesson/handout_run.h"
#include "ui/lesson/lesson_controller.h"
#include "ui/main_window.h"
#include "ui/session/core_message.h"

namespace kvscope::gui {

QList<QCommandLineOption> lessonOptions() {
    return {
        {"lesson", "Open a guided lesson: a built-in one (article) or a lesson .json file.", "NAME|FILE"},
        {"handout", "With --lesson: run the lesson offscreen and write its PDF handout to FILE, then quit.", "FILE"},
    };
}

bool wantsHandout(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--handout") == 0 || std::strncmp(argv[i], "--handout=", 10) == 0) return true;
    return false;
}

bool readLessonOption(const QCommandLineParser& parser, Lesson& lesson, QString& name, QString& error) {
    const QString value = parser.value("lesson");
    try {
        lesson = loadLesson(QFile::encodeName(value).toStdString());
    } catch (const Error& e) {
        error = ui::errorText(e);
        return false;
    }
    name = QFileInfo(value).completeBaseName();
    return true;
}

int runHandout(QApplication& app, const QCommandLineParser& parser) {
    auto bad = [](const QString& message, int code) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(message));
        return code;
    };
    if (!parser.isSet("lesson")) return bad("--handout needs --lesson NAME|FILE, the lesson to print", 2);
    if (parser.isSet("format") && parser.value("format") != QLatin1String("pdf"))
        return bad(QString("a lesson's handout is a PDF: --format pdf, not “%1”").arg(parser.value("format")), 2);
    QSize size{1500, 950};
    QString error;
    if (parser.isSet("size") && !parseWindowSize(parser.value("size"), 1, size, error)) return bad(error, 2);
    Lesson lesson;
    QString name;
    if (!readLessonOption(parser, lesson, name, error)) return bad(error, 1);
    QString path = parser.value("handout");
    if (!parser.isSet("handout")) {  // --headless --out DIR
        if (!parser.isSet("out") || parser.value("out").isEmpty())
            return bad("--lesson with --headless needs --out DIR (or --handout FILE)", 2);
        path = QDir(parser.value("out")).filePath(name + "-handout.pdf");
    }
    if (path.isEmpty()) return bad("--handout needs the name of the PDF file to write", 2);
    if (const QString folder = ui::checkOutputFolder(QFileInfo(path).absolutePath()); !folder.isEmpty())
        return bad(folder, 1);

    // drawn all in vector (app/gui/print_style.h); set before any widget exists: nothing relayouts
    QApplication::setStyle(new PrintStyle);
    ui::MainWindow window(nullptr, false);
    window.setAnimationsEnabled(false);
    window.resize(size);
    window.show();
    auto* run = new ui::HandoutRun(&window, window.lessons(), lesson, name, path);
    QObject::connect(run, &ui::HandoutRun::finished, &app, [&app](int code) { app.exit(code); });
    std::printf("kvscope: lesson “%s”, %d decode step(s)\n", lesson.title.c_str(), lesson.decodeSteps());
    run->begin();
    return app.exec();
}

}  // namespace kvscope::gui
