#pragma once
// `kvscope --speculative DRAFT [--draft-k K] [--steps N] [--screenshot FILE]`: opens Lab ›
// Speculative decoding with the model of --model verifying, measures k = 1 … 8, plays N rounds
// (default 1) and saves the lab window as PNG (the README's picture of a round) — or leaves it
// open. The sweep's figures and each round's sentence go to standard output.

#include <QObject>
#include <QString>
#include <QTimer>

namespace kvscope::ui {

class SpeculativeWindow;

class SpeculativeScript : public QObject {
    Q_OBJECT
public:
    SpeculativeScript(SpeculativeWindow* window, int rounds, QString screenshot, QObject* parent = nullptr);
    void start();

signals:
    void finished(int exitCode);

private:
    void tick();
    void fail(const QString& message);
    void printSweep() const;  // the chart's figures, one line per k

    SpeculativeWindow* window_;
    int rounds_;
    QString screenshot_;
    enum class Stage { Loading, Measuring, Rounds, Done } stage_ = Stage::Loading;
    bool asked_ = false;
    QTimer timer_;
    int ticks_ = 0;
};

}  // namespace kvscope::ui
