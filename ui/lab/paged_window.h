#pragma once
// Lab › Paged KV: continuous batching on a paged KV pool, run on the loaded model
// (core/lab/paged_batch.h, on a worker of its own: ui/lab/lab_worker.h) — the prompt on screen,
// an example prompt and forks of the first, decoded together a token per step; a slider walks the steps:
// the pool's blocks filling (shared ones framed, with their count), each sequence's block table,
// and the occupancy over time against contiguous allocation. Saves the chart (PNG/SVG) and the
// steps (CSV).

#include <QWidget>

#include "core/lab/paged_batch.h"

class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace kvscope::ui {

class LabWorker;
class PagedOccupancyChart;
class PagedPoolView;

class PagedWindow : public QWidget {
    Q_OBJECT
public:
    explicit PagedWindow(QWidget* parent = nullptr);

    // The model run (a built-in name or a folder) and its label.
    void setModel(const QString& source, const QString& label, bool halfPrecision);
    // The first sequence's prompt, as typed (the session's); empty: the model's example prompts.
    void setPrompt(const QString& prompt) { prompt_ = prompt; }
    QString prompt() const { return prompt_; }
    // Or the session's timeline, replayed: its prompt and chosen tokens as the first sequence,
    // the other branch of its fork as the second, sharing their common prefix's blocks. Takes
    // the place of the prompt while it holds steps.
    struct Timeline {
        std::vector<TokenId> prompt, chosen;  // chosen: one per step, the prefill's first
        int forkAt = -1;                      // the step the branches part at
        std::vector<TokenId> forkChosen;      // the other branch's choices from forkAt on
    };
    void setTimeline(const Timeline& timeline) { timeline_ = timeline; }
    const Timeline& timeline() const { return timeline_; }
    void setBatch(int forks, int generate, int blockSize, int blocks);
    void run();
    void showStep(int step);

    bool idle() const;
    const PagedBatchRun& result() const { return run_; }
    int currentStep() const;
    QString sentence() const;
    QString statusText() const;
    PagedPoolView* pool() const { return pool_; }
    PagedOccupancyChart* chart() const { return chart_; }
    QByteArray csv() const;
    QString saveChart(const QString& path);
    QString saveTable(const QString& path);

signals:
    void idleChanged(bool idle);

private:
    void showRun(const PagedBatchRun& run, const QStringList& labels, const QStringList& descriptions);
    void updateControls();

    LabWorker* worker_;
    PagedBatchRun run_;
    QStringList labels_, descriptions_;
    QString source_, label_, prompt_;
    Timeline timeline_;
    bool half_ = false;
    QLabel* model_;
    QSpinBox* forks_;
    QSpinBox* generate_;
    QSpinBox* blockSize_;
    QSpinBox* blocks_;
    QPushButton* run_button_;
    QPushButton* saveChart_;
    QPushButton* saveTable_;
    QSlider* step_;
    QLabel* stepLabel_;
    QLabel* sentence_;
    PagedPoolView* pool_;
    PagedOccupancyChart* chart_;
    QLabel* status_;
};

}  // namespace kvscope::ui
