#pragma once
// A guided lesson in the main window: opens one (a built-in by name, or a teacher's file),
// sets the window up as it asks — its model and prompt, the views shown and in front,
// presentation mode and theme — and while it is open, applies its cache mode step by step and
// keeps its text in the lesson panel (a dock). The stage walk itself stays the window's: the
// lesson only turns Space and the arrows into stage keys (MainWindow asks stageKeys()).
//
// An invalid lesson is reported (status bar and dialog) and changes nothing.

#include <QObject>
#include <QString>
#include <memory>

#include "core/lesson/lesson.h"

class QDockWidget;
class QMenu;

namespace kvscope::ui {

class LessonPanel;
class MainWindow;

class LessonController : public QObject {
    Q_OBJECT
public:
    explicit LessonController(MainWindow* window);

    // The lesson dock (hidden until a lesson opens) and the File menu's entries: Open lesson…,
    // the built-in lessons, Close lesson, Export lesson handout…
    void install(QMenu* fileMenu);

    // Reads and checks a lesson (a built-in name or a file) and starts it; false, with the
    // error shown, when it does not read — nothing is changed then.
    bool open(const QString& nameOrPath);
    // Starts a lesson already read: loads its model, then sets prompt, cache and views and
    // emits started(). `applyDisplay` false leaves the views, theme and presentation mode as
    // they are (the handout is drawn in the everyday layout).
    void start(const Lesson& lesson, const QString& name, bool applyDisplay = true);
    // Starts the open lesson again from before its prefill.
    void restart(bool applyDisplay = true);
    void close();
    // Runs the open lesson from its prefill to its last step and writes the handout, one PDF
    // page per step (ui/lesson/handout_run.h), in the light theme; the window then shows the
    // step it showed before. The result is told in the status bar (and a dialog on failure).
    void exportHandout(const QString& path);

    // A lesson is open and its model is in: Space, → and ← walk stages.
    bool active() const { return active_; }
    const Lesson* lesson() const { return lesson_.get(); }
    QString name() const { return name_; }
    // At the lesson's last stage: going on would leave the lesson.
    bool atEnd() const;
    QDockWidget* dock() const { return dock_; }
    LessonPanel* panel() const { return panel_; }

signals:
    void started();      // the lesson's model is in and the window set up
    void closed();
    void failed(const QString& message);  // a lesson that does not read, or whose model does not load

private:
    void report(const QString& message);
    void onModelChanged();
    void applyDisplay();
    void applyCacheForNextStep();
    void askOpen();
    void askExportHandout();

    MainWindow* window_;
    LessonPanel* panel_ = nullptr;
    QDockWidget* dock_ = nullptr;
    QMenu* builtins_ = nullptr;
    std::shared_ptr<const Lesson> lesson_;   // the open lesson
    QString name_;
    std::shared_ptr<const Lesson> pending_;  // started, waiting for its model
    QString pendingName_;
    bool active_ = false;
    bool applyDisplay_ = true;
};

}  // namespace kvscope::ui
