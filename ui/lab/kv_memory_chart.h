#pragma once
// Lab › KV memory's chart: the KV cache's size over the context length, one line per row of
// the comparison (the model as it ships, MHA, MQA, an int8/int4 cache), against the weights'
// size (a dashed level). Each line's crossing of the weights — the context from which the cache
// is the larger — is marked, the shipped model's labelled; the context asked for is a vertical
// mark. Both axes are logarithmic: every line is straight and parallel, so a ×4 cache is a
// constant step, and contexts from a hundred tokens to a million fit one picture.

#include <QWidget>

#include "ui/lab/kv_memory_source.h"

namespace kvscope::ui {

class KvMemoryChart : public QWidget {
    Q_OBJECT
public:
    explicit KvMemoryChart(QWidget* parent = nullptr);

    void setView(const KvMemoryView& view);
    const KvMemoryView& view() const { return view_; }
    // The contexts the x axis spans: from 128 tokens to a power of ten past both the context
    // asked for and the shipped model's crossover (at most 10⁸).
    double contextLow() const;
    double contextHigh() const;
    // The colour of row `i`'s line (the first: the theme's "with the cache" blue).
    static QColor lineColor(int i, bool dark);

    QSize sizeHint() const override { return {640, 360}; }
    QSize minimumSizeHint() const override { return {320, 220}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    KvMemoryView view_;
};

}  // namespace kvscope::ui
