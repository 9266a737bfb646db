#include "ui/lab/quant_block_window.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

#include "ui/lab/block_grid.h"
#include "ui/lab/quant_block_source.h"

namespace kvscope::ui {

namespace {

QString number(double v, int digits = 4) { return QString::number(v, 'g', digits).replace('-', QChar(0x2212)); }

QLabel* wrapped(QWidget* parent) {
    auto* l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

}  // namespace

QuantBlockWindow::QuantBlockWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), source_(std::make_unique<QuantBlockSource>()) {
    setWindowTitle(tr("Quantized weights — KVScope"));
    setAccessibleName(tr("Quantized weights"));
    auto* layout = new QVBoxLayout(this);

    auto* picker = new QHBoxLayout;
    picker->addWidget(new QLabel(tr("Tensor"), this));
    tensor_ = new QComboBox(this);
    tensor_->setAccessibleName(tr("Tensor"));
    tensor_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    picker->addWidget(tensor_, 1);
    picker->addWidget(new QLabel(tr("Row"), this));
    row_ = new QSpinBox(this);
    row_->setAccessibleName(tr("Row"));
    picker->addWidget(row_);
    picker->addWidget(new QLabel(tr("Block"), this));
    block_spin_ = new QSpinBox(this);
    block_spin_->setAccessibleName(tr("Block"));
    picker->addWidget(block_spin_);
    layout->addLayout(picker);

    summary_ = wrapped(this);
    QFont bold = summary_->font();
    bold.setBold(true);
    summary_->setFont(bold);
    layout->addWidget(summary_);
    scales_ = wrapped(this);
    layout->addWidget(scales_);
    grid_ = new BlockGrid(this);
    layout->addWidget(grid_);
    detail_ = wrapped(this);
    detail_->setAccessibleName(tr("Selected weight"));
    layout->addWidget(detail_);
    explanation_ = wrapped(this);
    explanation_->setAccessibleName(tr("Explain"));
    layout->addWidget(explanation_);
    problem_ = wrapped(this);
    problem_->setAlignment(Qt::AlignCenter);
    layout->addWidget(problem_, 1);
    layout->addStretch(1);  // what is left goes below the text, not between the grid and it
    footer_ = wrapped(this);
    layout->addWidget(footer_);

    connect(tensor_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (!updating_) showTensor(i);
    });
    connect(row_, &QSpinBox::valueChanged, this, [this] { if (!updating_) refresh(); });
    connect(block_spin_, &QSpinBox::valueChanged, this, [this] { if (!updating_) refresh(); });
    connect(grid_, &BlockGrid::selectedChanged, this, [this](int w) { showDetail(w); });
    resize(1100, 640);
}

QuantBlockWindow::~QuantBlockWindow() = default;

void QuantBlockWindow::setSource(const QString& path) {
    if (path == path_ && !file_.tensors.isEmpty()) return;
    path_ = path;
    file_ = source_->open(path);
    updating_ = true;
    tensor_->clear();
    for (const QuantTensorEntry& t : file_.tensors) tensor_->addItem(QString("%1 · %2 %3").arg(t.name, t.type, t.dims));
    updating_ = false;
    const bool shown = file_.problem.isEmpty();
    for (QWidget* w : {static_cast<QWidget*>(tensor_), static_cast<QWidget*>(row_), static_cast<QWidget*>(block_spin_)})
        w->setEnabled(shown);
    for (QWidget* w : {static_cast<QWidget*>(summary_), static_cast<QWidget*>(scales_), static_cast<QWidget*>(grid_),
                       static_cast<QWidget*>(detail_), static_cast<QWidget*>(explanation_)})
        w->setVisible(shown);
    problem_->setVisible(!shown);
    problem_->setText(file_.problem);
    footer_->setText(file_.bitsSummary.isEmpty() ? QString() : file_.file + " — " + file_.bitsSummary);
    setWindowTitle(tr("Quantized weights — %1 — KVScope").arg(file_.file));
    if (shown) {
        updating_ = true;  // (index 0 may already be current: show it either way, once)
        tensor_->setCurrentIndex(0);
        updating_ = false;
        showTensor(0);
    }
}

bool QuantBlockWindow::showBlock(const QString& tensor, qint64 row, qint64 block) {
    for (int i = 0; i < file_.tensors.size(); ++i)
        if (file_.tensors[i].name == tensor) {
            tensor_->setCurrentIndex(i);
            if (row >= file_.tensors[i].rows || block >= file_.tensors[i].blocksPerRow) break;
            updating_ = true;
            row_->setValue(int(row));
            block_spin_->setValue(int(block));
            updating_ = false;
            refresh();
            return block_.has_value();
        }
    problem_->setVisible(true);
    problem_->setText(tr("%1 has no block %2 in row %3 of a quantized tensor %4.").arg(file_.file).arg(block).arg(row).arg(tensor));
    return false;
}

void QuantBlockWindow::showTensor(int i) {
    if (i < 0 || i >= file_.tensors.size()) return;
    updating_ = true;
    row_->setRange(0, int(std::min<qint64>(file_.tensors[i].rows - 1, 1 << 30)));
    block_spin_->setRange(0, int(std::min<qint64>(file_.tensors[i].blocksPerRow - 1, 1 << 30)));
    updating_ = false;
    refresh();
}

void QuantBlockWindow::selectWeight(int weight) { grid_->select(weight); }

void QuantBlockWindow::refresh() {
    const int i = tensor_->currentIndex();
    if (i < 0 || i >= file_.tensors.size()) return;
    QString error;
    block_ = source_->block(file_.tensors[i].name, row_->value(), block_spin_->value(), &error);
    grid_->setBlock(block_);
    if (!block_) {
        summary_->setText(error);
        return;
    }
    const QuantBlockView& b = *block_;
    summary_->setText(tr("%1 · row %2 of %3 · block %4 of %5 (weights %6–%7 of the row) · %8: %9 weights in %10 bytes, "
                         "%11 bits each · %12")
                          .arg(b.tensor)
                          .arg(b.row).arg(b.rows).arg(b.block).arg(b.blocks)
                          .arg(b.firstWeight).arg(b.firstWeight + b.elements - 1)
                          .arg(b.type).arg(b.elements).arg(b.bytes)
                          .arg(b.bitsPerWeight, 0, 'f', 2)
                          .arg(b.formula));
    // scales: the f16 numbers, then the small per-sub-block integers as one list each
    QStringList parts;
    QMap<QString, QStringList> lists;
    QStringList order;
    for (int s = 0; s < b.scaleNames.size(); ++s) {
        const QString& n = b.scaleNames[s];
        const int bracket = n.indexOf('[');
        if (bracket < 0) {
            parts << n + " = " + number(b.scaleValues[s]);
        } else {
            const QString base = n.left(bracket);
            if (!lists.contains(base)) order << base;
            lists[base] << number(b.scaleValues[s], 3);
        }
    }
    for (const QString& base : order) parts << tr("%1 per sub-block: %2").arg(base, lists[base].join(" "));
    scales_->setText(tr("Scales: %1").arg(parts.join(" · ")));
    explanation_->setText(b.explanation);
    showDetail(grid_->selected());
}

void QuantBlockWindow::showDetail(int e) {
    if (!block_ || e < 0 || e >= block_->elements) return;
    const QuantBlockView& b = *block_;
    const float offset = b.value[e] - b.step[e] * float(b.integer[e]);
    QString arithmetic = number(b.step[e]) + " × " + number(b.integer[e]);
    if (std::abs(offset) > 0) arithmetic += (offset < 0 ? " − " : " + ") + number(std::abs(offset));
    detail_->setText(tr("Weight %1 of the block (%2 of the row), sub-block %3: stored %4, so q = %5; %6 = %7. The "
                        "weight it was rounded from lay within about ±%8 of that (half a step).")
                         .arg(e)
                         .arg(b.firstWeight + e)
                         .arg(b.subBlock[e])
                         .arg(b.stored[e])
                         .arg(number(b.integer[e]))
                         .arg(arithmetic)
                         .arg(number(b.value[e], 5))
                         .arg(number(std::abs(b.step[e]) / 2, 3)));
}

QString QuantBlockWindow::summaryText() const { return summary_->text(); }
QString QuantBlockWindow::detailText() const { return detail_->text(); }
QString QuantBlockWindow::explanationText() const { return explanation_->text(); }
QString QuantBlockWindow::problemText() const { return problem_->isVisible() ? problem_->text() : QString(); }
int QuantBlockWindow::tensorCount() const { return int(file_.tensors.size()); }

}  // namespace kvscope::ui
