#pragma once
// Lab › Paged KV: one step of a batch on a paged KV pool (core/lab/paged_batch.h) — the pool as
// a grid of blocks, each split into its slots, filled slots in the colour of the sequence that
// wrote them (a block shared by several sequences framed and marked with its reference count,
// free blocks blank), and below it each sequence's block table as a row of numbered chips.

#include <QWidget>

#include "core/lab/paged_batch.h"

namespace kvscope::ui {

class PagedPoolView : public QWidget {
    Q_OBJECT
public:
    explicit PagedPoolView(QWidget* parent = nullptr);

    // `labels`: one per request ("A", "B", …).
    void setStep(const PagedBatchStep& step, int blockSize, const QStringList& labels);
    void clear();
    // Where block `b` is drawn (empty before a step).
    QRectF blockRect(int b) const;
    static QColor sequenceColor(int request, bool dark);

    QSize sizeHint() const override { return {560, 360}; }
    QSize minimumSizeHint() const override { return {300, 200}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    struct Layout {
        QRectF grid;
        int columns = 1;
        qreal cell = 0;  // a block's side
    };
    Layout layout() const;

    PagedBatchStep step_;
    int blockSize_ = 0;
    QStringList labels_;
    bool has_ = false;
};

}  // namespace kvscope::ui
