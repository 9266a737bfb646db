#pragma once
// Drives a main window through a scripted run — prefill, N decode steps — then saves a
// screenshot and quits. Used by `kvscope --steps N --screenshot FILE` (CI under Xvfb, the
// README's images).

#include <QObject>
#include <QString>

namespace kvscope::ui {

class MainWindow;

class ScriptedRun : public QObject {
    Q_OBJECT
public:
    ScriptedRun(MainWindow* window, int decodeSteps, QString screenshot, bool quitAtEnd);
    void start();

signals:
    void finished(int exitCode);

private:
    void next();

    MainWindow* window_;
    int decodeSteps_;
    int remaining_;
    QString screenshot_;
    bool quit_;
    bool started_ = false;
};

}  // namespace kvscope::ui
