#include "ui/lab/kv_price_window.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/format.h"
#include "ui/export/atomic_file.h"
#include "ui/export/data_tables.h"
#include "ui/export/view_image.h"
#include "ui/lab/kv_price_chart.h"
#include "ui/lab/lab_save_buttons.h"

namespace kvscope::ui {

KvPriceWindow::KvPriceWindow(QWidget* parent) : QWidget(parent, Qt::Window), controller_(new KvPriceController(this)) {
    setObjectName("kvPriceWindow");
    setWindowTitle(tr("KV cache price — KVScope"));
    setAccessibleName(tr("KV cache price"));
    auto* layout = new QVBoxLayout(this);

    auto* settings = new QHBoxLayout;
    const auto labelled = [&](const QString& text, QWidget* w, const QString& tip) {
        auto* label = new QLabel(text, this);
        label->setBuddy(w);
        w->setAccessibleName(text);
        w->setToolTip(tip);
        settings->addWidget(label);
        settings->addWidget(w);
    };
    model_ = new QLabel(this);
    settings->addWidget(model_);
    text_ = new QComboBox(this);
    text_->addItem(tr("the held-out passage (Austen)"));
    text_->addItem(tr("a text file…"));
    labelled(tr("Text"), text_, tr("What the model reads: a passage of Jane Austen the tiny models never trained on, or a "
                                   "UTF-8 text file of your own (at most 4 MiB)"));
    tokens_ = new QSpinBox(this);
    tokens_->setRange(0, 1 << 24);
    tokens_->setSpecialValueText(tr("all"));
    tokens_->setValue(1024);
    tokens_->setGroupSeparatorShown(true);
    labelled(tr("Tokens"), tokens_, tr("Read only the text's first tokens (all: the whole text)"));
    group_ = new QSpinBox(this);
    group_->setRange(1, 4096);
    group_->setValue(32);
    labelled(tr("Group"), group_, tr("int8/int4: elements sharing one scale and minimum"));
    window_ = new QSpinBox(this);
    window_->setRange(0, 1'000'000);
    window_->setSpecialValueText(tr("none"));
    window_->setValue(32);
    labelled(tr("Window"), window_, tr("The bounded caches keep this many positions"));
    sinks_ = new QSpinBox(this);
    sinks_->setRange(0, 1'000'000);
    sinks_->setValue(4);
    labelled(tr("Sinks"), sinks_, tr("…and the second keeps the first positions too, as attention sinks"));
    heavy_ = new QSpinBox(this);
    heavy_->setRange(0, 1'000'000);
    heavy_->setSpecialValueText(tr("none"));
    heavy_->setValue(16);
    labelled(tr("Heavy hitters"), heavy_,
             tr("…and the third keeps this many older positions that received the most attention, per layer and "
                "head (H2O; models with one query head per KV head)"));
    pool_ = new QCheckBox(tr("Pooled KV heads"), this);
    pool_->setChecked(true);
    pool_->setToolTip(tr("GQA and MQA made from a GPT-2 model by mean-pooling its K/V heads (no retraining)"));
    settings->addWidget(pool_);
    settings->addStretch(1);
    layout->addLayout(settings);

    auto* actions = new QHBoxLayout;
    measure_ = new QPushButton(tr("Measure"), this);
    measure_->setObjectName("measureKvPrice");
    cancel_ = new QPushButton(tr("Cancel"), this);
    progress_ = new QProgressBar(this);
    progress_->setAccessibleName(tr("Measuring progress"));
    progress_->setMaximumWidth(240);
    quality_ = new QComboBox(this);
    quality_->addItem(tr("KL from the exact cache"), int(KvPriceChart::Quality::Kl));
    quality_->addItem(tr("Perplexity"), int(KvPriceChart::Quality::Perplexity));
    quality_->addItem(tr("Top-1 agreement"), int(KvPriceChart::Quality::Top1));
    quality_->setAccessibleName(tr("Quality shown"));
    actions->addWidget(measure_);
    actions->addWidget(cancel_);
    actions->addWidget(progress_);
    actions->addStretch(1);
    actions->addWidget(new QLabel(tr("Quality"), this));
    actions->addWidget(quality_);
    const LabSaveButtons save = addLabSaveButtons(
        this, actions,
        {tr("The chart as a PNG picture or an SVG drawing, for a slide"), tr("The table as CSV"), "kv-cache-price.png",
         "kv-cache-price.csv", [this](const QString& path) { return saveChart(path); },
         [this](const QString& path) { return saveTable(path); }, [this](const QString& m) { status_->setText(m); }});
    saveChart_ = save.chart;
    saveTable_ = save.table;
    layout->addLayout(actions);

    sentence_ = new QLabel(this);
    sentence_->setObjectName("kvPriceSentence");
    sentence_->setWordWrap(true);
    layout->addWidget(sentence_);
    table_ = new QTableWidget(this);
    table_->setObjectName("kvPriceTable");
    table_->setAccessibleName(tr("What each KV cache setting costs"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->verticalHeader()->hide();
    // rows as tall as their text in the font of the moment (presentation mode enlarges it later)
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    chart_ = new KvPriceChart(this);
    layout->addWidget(table_);  // as tall as its rows (showReport)
    layout->addWidget(chart_, 1);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(status_);

    connect(text_, &QComboBox::activated, this, [this](int index) {
        if (index == 0) return setTextFile({});
        const QString path = QFileDialog::getOpenFileName(this, tr("Text to read"), {}, tr("Text files (*.txt);;All files (*)"));
        setTextFile(path);  // cancelled: back to the passage
    });
    connect(measure_, &QPushButton::clicked, this, &KvPriceWindow::measure);
    connect(cancel_, &QPushButton::clicked, this, &KvPriceWindow::cancel);
    connect(quality_, &QComboBox::currentIndexChanged, this,
            [this] { chart_->setQuality(static_cast<KvPriceChart::Quality>(quality_->currentData().toInt())); });
    connect(controller_, &KvPriceController::progress, this, [this](int done, int total) {
        progress_->setRange(0, total);
        progress_->setValue(done);
        status_->setText(tr("Reading window %1 of %2…").arg(done).arg(total));
    });
    connect(controller_, &KvPriceController::ready, this, &KvPriceWindow::showReport);
    connect(controller_, &KvPriceController::cancelled, this, [this] { status_->setText(tr("Cancelled.")); });
    connect(controller_, &KvPriceController::failed, this, [this](const QString& m) { status_->setText(m); });
    connect(controller_, &KvPriceController::busyChanged, this, [this](bool busy) {
        updateControls();
        emit idleChanged(!busy);
    });
    setWhatsThis(tr("<p><b>KV cache price.</b> Each setting reads the same text token by token with its own cache, "
                    "and every next-token distribution is compared with the exact f32 cache's: perplexity (how "
                    "surprised the model is by the real next token), top-1 agreement (how often it would pick the "
                    "same token) and KL (how far the whole distribution moved). The chart sets that price against "
                    "the bytes the cache holds.</p>"));
    showReport({});
    resize(1100, 760);
}

void KvPriceWindow::setModel(const QString& source, const QString& label, bool halfPrecision) {
    if (source != source_ || half_ != halfPrecision) {
        report_ = {};
        showReport(report_);
    }
    source_ = source;
    label_ = label;
    half_ = halfPrecision;
    model_->setText(tr("<b>%1</b>").arg(label.toHtmlEscaped()));
    updateControls();
}

void KvPriceWindow::setTextFile(const QString& path) {
    textFile_ = path;
    const QSignalBlocker block(text_);
    if (path.isEmpty()) {
        text_->setCurrentIndex(0);
        text_->setItemText(1, tr("a text file…"));
    } else {
        text_->setItemText(1, QFileInfo(path).fileName());
        text_->setCurrentIndex(1);
    }
}

void KvPriceWindow::setMaxTokens(int tokens) { tokens_->setValue(tokens); }

KvPriceRequest KvPriceWindow::request() const {
    KvPriceRequest r;
    r.model = source_;
    r.halfPrecision = half_;
    r.textFile = textFile_;
    r.maxTokens = tokens_->value();
    r.group = group_->value();
    r.window = window_->value();
    r.sinks = window_->value() > 0 ? std::min(sinks_->value(), window_->value() - 1) : 0;
    r.heavy = window_->value() > 0 ? std::min(heavy_->value(), window_->value() - 1) : 0;
    r.pool = pool_->isChecked();
    return r;
}

void KvPriceWindow::measure() {
    if (source_.isEmpty()) return;
    progress_->setRange(0, 0);  // busy until the first window is read
    status_->setText(tr("Loading %1 and reading the text…").arg(label_));
    controller_->measure(request());
    updateControls();
}

void KvPriceWindow::cancel() { controller_->cancel(); }

QString KvPriceWindow::sentence() const { return sentence_->text(); }
QString KvPriceWindow::statusText() const { return status_->text(); }

void KvPriceWindow::updateControls() {
    const bool busy = controller_->busy();
    measure_->setEnabled(!busy && !source_.isEmpty());
    cancel_->setEnabled(busy);
    progress_->setVisible(busy);
    saveChart_->setEnabled(!report_.isEmpty());
    saveTable_->setEnabled(!report_.isEmpty());
}

void KvPriceWindow::showReport(const KvPriceReportView& report) {
    report_ = report;
    chart_->setReport(report_);
    table_->clear();
    updateControls();
    if (report_.isEmpty()) {
        sentence_->setText(tr("Measure to read the text with every KV cache setting and compare each with the exact cache."));
        table_->setRowCount(0);
        table_->setColumnCount(0);
        table_->setMinimumHeight(0);
        table_->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    status_->setText(tr("Measured."));
    sentence_->setText(tr("%1 read %2 tokens of %3 token by token with the cache on, in %4 windows of up to %5 "
                          "positions; each setting's next-token distributions against the exact cache's.")
                           .arg(report_.model, QString::fromStdString(formatCount(report_.tokens)), report_.text)
                           .arg(report_.windows)
                           .arg(report_.windowLength));
    const QStringList header{tr("KV cache"), tr("bytes held"), tr("vs f32"), tr("perplexity"), tr("top-1 agrees"),
                             tr("KL mean (nats)"), tr("KL max")};
    table_->setColumnCount(header.size());
    table_->setHorizontalHeaderLabels(header);
    table_->setRowCount(report_.rows.size());
    const bool dark = palette().window().color().lightness() < 128;
    for (int i = 0; i < report_.rows.size(); ++i) {
        const KvPriceRowView& r = report_.rows[i];
        const QStringList cells{r.name,
                                QString::fromStdString(formatBytes(r.kvBytes)),
                                QString("%1×").arg(r.bytesVsExact, 0, 'f', 3),
                                QString::number(r.perplexity, 'f', 3),
                                QString("%1 %").arg(100 * r.top1Agreement, 0, 'f', 1),
                                QString::number(r.meanKl, 'f', 5),
                                QString::number(r.maxKl, 'f', 4)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 0) item->setForeground(KvPriceChart::familyColor(r.family, dark));
            if (c >= 1) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(i, c, item);
        }
    }
    // every row in view, the chart takes the rest: a slide needs the whole table
    table_->resizeRowsToContents();
    const int rowsHeight = table_->horizontalHeader()->sizeHint().height() + table_->verticalHeader()->length() +
                           2 * table_->frameWidth() + 2;
    table_->setMinimumHeight(rowsHeight);
    table_->setMaximumHeight(rowsHeight);
}

QByteArray KvPriceWindow::csv() const {
    CsvTable t("kv-cache-price", {"model", "text", "tokens", "setting", "kv_bytes", "kv_bytes_vs_f32", "perplexity",
                                  "top1_agreement", "kl_mean_nats", "kl_max_nats"});
    for (const KvPriceRowView& r : report_.rows)
        t.addRow({report_.model, report_.text, QString::number(report_.tokens), r.name, QString::number(r.kvBytes),
                  csvNumber(r.bytesVsExact), csvNumber(r.perplexity), csvNumber(r.top1Agreement), csvNumber(r.meanKl),
                  csvNumber(r.maxKl)});
    return t.toCsv();
}

QString KvPriceWindow::saveChart(const QString& path) { return writeChartPicture(chart_, path); }

QString KvPriceWindow::saveTable(const QString& path) { return writeBytesAtomically(path, csv()); }

}  // namespace kvscope::ui
