#pragma once
// `kvscope --lesson NAME|FILE`: open a guided lesson; with `--handout FILE.pdf` (or
// `--headless --out DIR`, which writes DIR/NAME-handout.pdf) run it to its end without a
// window on screen and write its PDF handout, one page per step (ui/lesson/handout_run.h).

#include <QCommandLineOption>
#include <QList>
#include <QString>

class QApplication;
class QCommandLineParser;

namespace kvscope {
struct Lesson;
}

namespace kvscope::gui {

// The options this adds to the app's parser: --lesson and --handout.
QList<QCommandLineOption> lessonOptions();

// True when argv asks for a handout (looked at before QApplication exists, to choose the
// offscreen platform, as for --headless).
bool wantsHandout(int argc, char** argv);

// Reads --lesson's lesson; false with `error` set (naming the file, the key and what was
// expected) when it does not read. `name` is what the handout's file is called after.
bool readLessonOption(const QCommandLineParser& parser, Lesson& lesson, QString& name, QString& error);

// Runs the lesson to its end offscreen and writes the handout: 0 done, 1 the lesson, its model
// or the write failed, 2 a bad option.
int runHandout(QApplication& app, const QCommandLineParser& parser);

}  // namespace kvscope::gui
