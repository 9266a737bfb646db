#include "ui/lab/paged_window.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/model_registry.h"
#include "core/prompt.h"
#include "ui/export/atomic_file.h"
#include "ui/export/data_tables.h"
#include "ui/export/view_image.h"
#include "ui/lab/lab_save_buttons.h"
#include "ui/lab/lab_worker.h"
#include "ui/lab/paged_occupancy_chart.h"
#include "ui/lab/paged_pool_view.h"

namespace kvscope::ui {

PagedWindow::PagedWindow(QWidget* parent) : QWidget(parent, Qt::Window), worker_(new LabWorker("kvscope-paged", this)) {
    setObjectName("pagedWindow");
    setWindowTitle(tr("Paged KV — KVScope"));
    setAccessibleName(tr("Paged KV"));
    auto* layout = new QVBoxLayout(this);
    auto* controls = new QHBoxLayout;
    model_ = new QLabel(this);
    controls->addWidget(model_);
    const auto spin = [&](const QString& text, int low, int high, int value, const QString& tip) {
        auto* s = new QSpinBox(this);
        s->setRange(low, high);
        s->setValue(value);
        s->setAccessibleName(text);
        s->setToolTip(tip);
        auto* label = new QLabel(text, this);
        label->setBuddy(s);
        controls->addWidget(label);
        controls->addWidget(s);
        return s;
    };
    forks_ = spin(tr("Forks"), 0, 8, 1, tr("Forks of the first sequence, joining at steps 2, 4, … with its second, third, … candidate"));
    generate_ = spin(tr("Tokens"), 1, 512, 12, tr("Tokens each sequence generates before it leaves"));
    blockSize_ = spin(tr("Block"), 1, 256, 4, tr("Positions per block (16 in vLLM; small blocks show the tables at the tiny models' scale)"));
    blocks_ = spin(tr("Pool"), 1, 4096, 24, tr("Blocks in the pool: a small pool makes sequences wait for others to leave"));
    run_button_ = new QPushButton(tr("Run"), this);
    controls->addWidget(run_button_);
    controls->addStretch(1);
    const LabSaveButtons save = addLabSaveButtons(
        this, controls,
        {tr("The occupancy chart as a PNG picture or an SVG drawing, for a slide"),
         tr("Every step's sequences and block tables as CSV"), "paged-kv.png", "paged-kv.csv",
         [this](const QString& path) { return saveChart(path); }, [this](const QString& path) { return saveTable(path); },
         [this](const QString& m) { status_->setText(m); }});
    saveChart_ = save.chart;
    saveTable_ = save.table;
    layout->addLayout(controls);

    auto* steps = new QHBoxLayout;
    step_ = new QSlider(Qt::Horizontal, this);
    step_->setAccessibleName(tr("Step shown"));
    stepLabel_ = new QLabel(this);
    steps->addWidget(new QLabel(tr("Step"), this));
    steps->addWidget(step_, 1);
    steps->addWidget(stepLabel_);
    layout->addLayout(steps);
    sentence_ = new QLabel(this);
    sentence_->setObjectName("pagedSentence");
    sentence_->setWordWrap(true);
    layout->addWidget(sentence_);
    pool_ = new PagedPoolView(this);
    chart_ = new PagedOccupancyChart(this);
    layout->addWidget(pool_, 3);
    layout->addWidget(chart_, 2);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(status_);

    connect(run_button_, &QPushButton::clicked, this, &PagedWindow::run);
    connect(step_, &QSlider::valueChanged, this, &PagedWindow::showStep);
    connect(worker_, &LabWorker::failed, this, [this](const QString& m) { status_->setText(m); });
    connect(worker_, &LabWorker::busyChanged, this, [this](bool busy) {
        updateControls();
        emit idleChanged(!busy);
    });
    setWhatsThis(tr("<p><b>Paged KV.</b> A serving system keeps the KV cache as a pool of fixed-size blocks; each "
                    "sequence has a block table naming its blocks in order, so it holds whole blocks and wastes only the "
                    "empty end of its last one, where contiguous allocation reserves the maximum length for every "
                    "sequence. A fork shares its parent's blocks (their count goes up) and copies only the partly "
                    "filled block it writes into. Sequences join when their prompt fits and leave when done: "
                    "continuous batching.</p>"));
    showRun({}, {}, {});
    resize(1100, 760);
}

void PagedWindow::setModel(const QString& source, const QString& label, bool halfPrecision) {
    source_ = source;
    label_ = label;
    half_ = halfPrecision;
    model_->setText(tr("<b>%1</b>").arg(label.toHtmlEscaped()));
    updateControls();
}

void PagedWindow::setBatch(int forks, int generate, int blockSize, int blocks) {
    forks_->setValue(forks);
    generate_->setValue(generate);
    blockSize_->setValue(blockSize);
    blocks_->setValue(blocks);
}

bool PagedWindow::idle() const { return !worker_->busy(); }
int PagedWindow::currentStep() const { return step_->value(); }
QString PagedWindow::sentence() const { return sentence_->text(); }
QString PagedWindow::statusText() const { return status_->text(); }

void PagedWindow::run() {
    if (source_.isEmpty()) return;
    status_->setText(tr("Running the batch on %1…").arg(label_));
    const QString source = source_;
    const bool half = half_;
    const QString prompt = prompt_;
    const Timeline timeline = timeline_;
    const int forks = forks_->value(), generate = generate_->value(), blockSize = blockSize_->value(), blocks = blocks_->value();
    worker_->start([this, source, half, prompt, timeline, forks, generate, blockSize, blocks](const StopCheck& stop,
                                                                           const LabWorker::Progress&) -> std::function<void()> {
        const ModelPtr model = loadModel(source.toStdString(), half ? WeightPrecision::F16 : WeightPrecision::Stored);
        // the timeline on screen first (its fork second), or the prompt typed; then an example
        // prompt unlike it, and forks of the first picking its other candidates
        std::vector<PagedBatchRequest> first;
        if (!timeline.prompt.empty())
            first = timelineBatch(timeline.prompt, timeline.chosen, timeline.forkAt, timeline.forkChosen);
        else if (!prompt.isEmpty())
            first = forkingBatch({encodePrompt(*model, prompt.toStdString())}, 0, generate);
        const int firstForks = static_cast<int>(first.size());  // the timeline's fork among them
        const std::vector<PagedBatchRequest> requests = labBatch(*model, std::move(first), forks, generate);
        QStringList labels, descriptions;
        for (size_t i = 0; i < requests.size(); ++i) {
            labels << QString(QChar('A' + static_cast<int>(i % 26)));
            std::string text = model->tokenizer().decode(requests[i].prompt);
            const std::string& prefix = model->info().promptPrefix;  // the model's, not the user's words
            if (!prefix.empty() && text.rfind(prefix, 0) == 0) text.erase(0, prefix.size());
            descriptions << (requests[i].parent < 0 ? tr("“%1”").arg(QString::fromStdString(text))
                             : static_cast<int>(i) < firstForks
                                 ? tr("the timeline's fork at step %1").arg(requests[i].arrival)
                                 : tr("a fork of A from step %1").arg(requests[i].arrival));
        }
        PagedBatchRun run = runPagedBatch(model, requests, blockSize, blocks, 1000, stop);
        return [this, run = std::move(run), labels, descriptions] { showRun(run, labels, descriptions); };
    });
    updateControls();
}

void PagedWindow::showRun(const PagedBatchRun& run, const QStringList& labels, const QStringList& descriptions) {
    run_ = run;
    labels_ = labels;
    descriptions_ = descriptions;
    chart_->setRun(run_);
    const QSignalBlocker block(step_);
    step_->setRange(0, std::max(0, static_cast<int>(run_.steps.size()) - 1));
    step_->setValue(0);
    if (run_.steps.empty()) {
        sentence_->setText(tr("Run a batch: the prompt on screen, an example prompt and forks of the first, decoded "
                              "together."));
        pool_->clear();
        stepLabel_->clear();
        updateControls();
        return;
    }
    QStringList who;
    for (int i = 0; i < labels_.size(); ++i) who << tr("%1 %2").arg(labels_[i], descriptions_.value(i));
    sentence_->setText(tr("%1 · blocks of %2 positions, a pool of %3 · at the busiest step %4 blocks (%5 positions) "
                          "against %6 positions contiguous allocation reserves")
                           .arg(who.join(", "))
                           .arg(run_.blockSize)
                           .arg(run_.blocks)
                           .arg(run_.peakBlocks)
                           .arg(run_.peakBlocks * run_.blockSize)
                           .arg(run_.peakContiguousSlots));
    status_->setText(tr("Done: %1 steps.").arg(run_.steps.size()));
    showStep(0);
    updateControls();
}

void PagedWindow::showStep(int step) {
    if (step < 0 || step >= static_cast<int>(run_.steps.size())) return;
    if (step_->value() != step) step_->setValue(step);
    pool_->setStep(run_.steps[static_cast<size_t>(step)], run_.blockSize, labels_);
    chart_->setCurrentStep(step);
    stepLabel_->setText(tr("%1 of %2").arg(step).arg(run_.steps.size() - 1));
}

void PagedWindow::updateControls() {
    const bool busy = worker_->busy();
    run_button_->setEnabled(!busy && !source_.isEmpty());
    saveChart_->setEnabled(!run_.steps.empty());
    saveTable_->setEnabled(!run_.steps.empty());
    step_->setEnabled(!run_.steps.empty());
}

QByteArray PagedWindow::csv() const {
    CsvTable t("paged-kv", {"step", "sequence", "state", "positions", "blocks", "blocks_used", "blocks_shared",
                            "positions_filled", "positions_empty", "contiguous_positions", "copies"});
    for (const PagedBatchStep& s : run_.steps)
        for (const PagedBatchSequenceState& q : s.sequences) {
            QStringList blocks;
            for (int b : q.blocks) blocks << QString::number(b);
            t.addRow({QString::number(s.step), labels_.value(q.request), QString::fromLatin1(pagedSequenceStateName(q.state)),  // data: not translated
                      QString::number(q.tokens), blocks.join(' '), QString::number(s.pool.blocksUsed),
                      QString::number(s.pool.blocksShared), QString::number(s.pool.slotsFilled),
                      QString::number(s.pool.slotsWasted), QString::number(s.contiguousSlots),
                      QString::number(s.pool.copies)});
        }
    return t.toCsv();
}

QString PagedWindow::saveChart(const QString& path) { return writeChartPicture(chart_, path); }
QString PagedWindow::saveTable(const QString& path) { return writeBytesAtomically(path, csv()); }

}  // namespace kvscope::ui
