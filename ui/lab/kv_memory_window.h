#pragma once
// Lab › KV memory: what a KV cache costs in memory, explained and calculated — for the loaded
// model or a published configuration (GPT-2 small … Llama-3-70B, an MLA model), the bytes one
// token adds (2 · L · H_kv · d_head · bytes, worked with the model's numbers), the cache at a
// context and batch against the weights, the same model with MHA, MQA or an int8/int4 cache,
// and a chart of the cache over the context with the point where it outgrows the weights.
// Saves the chart (PNG or SVG) and the table (CSV) for a slide.

#include <QWidget>

#include "ui/lab/kv_memory_source.h"

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace kvscope::ui {

class KvMemoryChart;

class KvMemoryWindow : public QWidget {
    Q_OBJECT
public:
    explicit KvMemoryWindow(QWidget* parent = nullptr);

    // The model the first entry stands for (the main window's); it is shown when chosen.
    void setLoadedModel(const ModelSummary& model);
    // A preset's name, or empty for the loaded model (when it has weights; else the first preset).
    void showModel(const QString& preset);
    void setContext(qint64 tokens);
    void setBatch(int sequences);
    void setFormats(const QString& cache, const QString& weights);

    const KvMemoryView& view() const { return view_; }
    QString sentence() const;
    KvMemoryChart* chart() const { return chart_; }
    QTableWidget* table() const { return table_; }
    // The table as CSV (the rows the window shows, numbers in bytes and tokens).
    QByteArray csv() const;
    // Each returns empty on success, else a message naming the file.
    QString saveChart(const QString& path);
    QString saveTable(const QString& path);

private:
    void recompute();

    ModelSummary loaded_;
    KvMemoryView view_;
    QComboBox* model_;
    QComboBox* cache_;
    QComboBox* weights_;
    QSpinBox* context_;
    QSpinBox* batch_;
    QLabel* sentence_;
    QTableWidget* table_;
    KvMemoryChart* chart_;
    QLabel* status_;
};

}  // namespace kvscope::ui
