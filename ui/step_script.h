#pragma once
// The one state machine behind every scripted run of the main window (`kvscope --steps N
// --screenshot FILE`, `kvscope --headless`): wait until the session is idle with a model, run
// the prefill, then N decode steps — stopping at the model's context limit with a message and
// keeping what was computed — and let the subclass look at the steps on the way.
//
// Everything waits on SessionController::idleChanged, never on timers: a step, a load or a
// layer recomputation in flight simply means "come back when idle".

#include <QObject>
#include <QString>

namespace kvscope::ui {

class MainWindow;
class SessionController;

class StepScript : public QObject {
    Q_OBJECT
public:
    // `visitEveryStep`: visit() is called for the prefill and each decode step; otherwise
    // only for the last step.
    StepScript(MainWindow* window, int decodeSteps, bool visitEveryStep);
    // Connects to the session and begins as soon as it is idle with a model.
    void start();
    // Stops where it is: finished(kCancelled), and nothing more is visited or written.
    void cancel();
    static constexpr int kCancelled = 2;

signals:
    void finished(int exitCode);
    // A step was visited: `visited` of the run's `total` (the prefill and each decode step).
    void progressed(int visited, int total);

protected:
    enum class Progress { Done, Waiting, Failed };

    // Just before the prefill (prompt, cache mode, a line on stdout).
    virtual void beforePrefill() {}
    // A step is on screen. Waiting: call again once the session is idle (a layer is being
    // recomputed); Failed: fail() was called.
    virtual Progress visit(int step) = 0;
    // After the last visit; the same contract.
    virtual Progress finish() { return Progress::Done; }

    // Ends the run with exit code 1 and the message on stderr (once).
    void fail(const QString& message);
    MainWindow* window() const { return window_; }
    SessionController* session() const;
    int decodeSteps() const { return decodeSteps_; }

private:
    void next();
    bool visitAndRecord(int step);  // true once `step` has been visited

    MainWindow* window_;
    int decodeSteps_;
    int remaining_;
    bool visitEveryStep_;
    bool started_ = false;
    bool done_ = false;
    int visitedThrough_ = -1;
};

}  // namespace kvscope::ui
