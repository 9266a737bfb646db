#pragma once
// Lab › Paged KV: the pool's occupancy over the steps of a batch — positions held by paged
// allocation (whole blocks: the filled slots and the empty ones at the end of each sequence's
// last block) against what contiguous allocation reserves (the maximum length for every running
// sequence). The step shown is marked.

#include <QWidget>

#include "core/lab/paged_batch.h"

namespace kvscope::ui {

class PagedOccupancyChart : public QWidget {
    Q_OBJECT
public:
    explicit PagedOccupancyChart(QWidget* parent = nullptr);

    void setRun(const PagedBatchRun& run);
    void setCurrentStep(int step);
    void clear();

    QSize sizeHint() const override { return {520, 240}; }
    QSize minimumSizeHint() const override { return {300, 160}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    PagedBatchRun run_;
    int current_ = -1;
};

}  // namespace kvscope::ui
