#pragma once
// The one timer that moves the lesson on by itself: the reveal of a new step's stages after
// Space (when animations are on), and Play, stage by stage or step by step. Any of them stops
// where it is (S, P, Home), so a stage stays on screen as long as the teacher talks.

#include <QObject>
#include <QTimer>
#include <functional>

namespace kvscope::ui {

class SessionController;

class Playback : public QObject {
    Q_OBJECT
public:
    enum class Mode {
        Stopped,
        Reveal,      // the current step's remaining stages, then stop
        PlayStages,  // one stage per tick; a complete step goes on to the next one's first stage
        PlaySteps,   // one whole step per tick
    };

    explicit Playback(SessionController* session, QObject* parent = nullptr);

    Mode mode() const { return mode_; }
    bool playing() const { return mode_ == Mode::PlayStages || mode_ == Mode::PlaySteps; }
    bool revealing() const { return mode_ == Mode::Reveal; }

    void reveal(int msPerStage);
    void play(Mode mode, int msPerTick);
    void setInterval(int ms) { timer_.setInterval(ms); }
    // Play also stops where this says the walk ends (a lesson's last stage), not only when
    // the model's context is full.
    void setEndCheck(std::function<bool()> atEnd) { endCheck_ = std::move(atEnd); }
    void stop();

signals:
    void modeChanged(kvscope::ui::Playback::Mode mode);

private:
    void start(Mode mode, int ms);
    void tick();
    bool atTheEnd() const;  // the model's context is full, or the end check says so: nothing follows

    SessionController* session_;
    QTimer timer_;
    Mode mode_ = Mode::Stopped;
    std::function<bool()> endCheck_;
};

}  // namespace kvscope::ui
