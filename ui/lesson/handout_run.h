#pragma once
// A lesson run to its end for the handout: starts the lesson in the window (its model, prompt
// and cache modes), runs the prefill and each decode step — the same state machine as every
// scripted run (ui/step_script.h) — and draws one page per step with the lesson's text beside
// the step's views; then writes the PDF atomically. `kvscope --lesson NAME --handout FILE` and
// File › Export lesson handout… both run it.

#include <QString>
#include <memory>

#include "core/lesson/lesson.h"
#include "ui/step_script.h"

namespace kvscope::ui {

class HandoutWriter;
class LessonController;

class HandoutRun : public StepScript {
    Q_OBJECT
public:
    HandoutRun(MainWindow* window, LessonController* lessons, const Lesson& lesson, QString name, QString path);
    ~HandoutRun() override;
    // Starts the lesson (views, theme and presentation mode left as they are), then runs.
    void begin();
    int pages() const;
    QString path() const { return path_; }
    // Why the run failed (also printed on stderr); empty while it has not.
    QString error() const { return error_; }

protected:
    Progress visit(int step) override;
    Progress finish() override;

private:
    void failWith(const QString& message);

    LessonController* lessons_;
    Lesson lesson_;
    QString name_;
    QString path_;
    std::unique_ptr<HandoutWriter> writer_;
    QString error_;
};

}  // namespace kvscope::ui
