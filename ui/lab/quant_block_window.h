#pragma once
// Lab › Quantized weights: how a GGUF file stores its weights. Pick a tensor, a row and a
// block; the block is drawn weight by weight (ui/lab/block_grid.h) with its scales, the
// selected weight's arithmetic (stored integer → float, and how far the weight it was rounded
// from can have been), two sentences on what the type stores in the block's own numbers, and
// the file's bits per weight by type.

#include <QWidget>
#include <memory>
#include <optional>

#include "ui/lab/quant_block_views.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace kvscope::ui {

class BlockGrid;
class QuantBlockSource;

class QuantBlockWindow : public QWidget {
    Q_OBJECT

public:
    explicit QuantBlockWindow(QWidget* parent = nullptr);
    ~QuantBlockWindow() override;

    // The model file to show (the main window's model); anything but a GGUF file says so.
    void setSource(const QString& path);
    // Shows block `block` of row `row` of `tensor`; false (and the reason shown) if there is none.
    bool showBlock(const QString& tensor, qint64 row, qint64 block);
    void selectWeight(int weight);

    // For tests: what the labels say.
    QString summaryText() const;
    QString detailText() const;
    QString explanationText() const;
    QString problemText() const;
    int tensorCount() const;
    BlockGrid* grid() const { return grid_; }

private:
    void refresh();
    // Tensor i of the list: the spin boxes' ranges, then its block.
    void showTensor(int i);
    void showDetail(int weight);

    std::unique_ptr<QuantBlockSource> source_;
    QuantFileView file_;
    std::optional<QuantBlockView> block_;
    QString path_;
    QComboBox* tensor_ = nullptr;
    QSpinBox* row_ = nullptr;
    QSpinBox* block_spin_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* scales_ = nullptr;
    BlockGrid* grid_ = nullptr;
    QLabel* detail_ = nullptr;
    QLabel* explanation_ = nullptr;
    QLabel* footer_ = nullptr;
    QLabel* problem_ = nullptr;
    bool updating_ = false;
};

}  // namespace kvscope::ui
