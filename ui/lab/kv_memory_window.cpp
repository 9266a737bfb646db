#include "ui/lab/kv_memory_window.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/export/atomic_file.h"
#include "ui/export/data_tables.h"
#include "ui/export/view_image.h"
#include "ui/lab/kv_memory_chart.h"
#include "ui/lab/lab_save_buttons.h"

namespace kvscope::ui {

KvMemoryWindow::KvMemoryWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName("kvMemoryWindow");
    setWindowTitle(tr("KV memory — KVScope"));
    setAccessibleName(tr("KV memory"));
    auto* layout = new QVBoxLayout(this);

    auto* controls = new QHBoxLayout;
    const auto labelled = [&](const QString& text, QWidget* w) {
        auto* label = new QLabel(text, this);
        label->setBuddy(w);
        w->setAccessibleName(text);
        controls->addWidget(label);
        controls->addWidget(w);
    };
    model_ = new QComboBox(this);
    model_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    labelled(tr("Model"), model_);
    cache_ = new QComboBox(this);
    cache_->addItems(kvMemoryFormats());
    cache_->setCurrentText("f16");
    cache_->setToolTip(tr("How K and V are stored: f16/bf16 as serving systems keep them, f32 as KVScope's exact "
                          "cache, int8/int4 quantized (group scales left out, as calculators do)"));
    labelled(tr("KV cache"), cache_);
    weights_ = new QComboBox(this);
    weights_->addItems(kvMemoryFormats());
    weights_->setCurrentText("f16");
    weights_->setToolTip(tr("How the weights are stored: f16/bf16 as checkpoints ship, int8/int4 quantized"));
    labelled(tr("Weights"), weights_);
    context_ = new QSpinBox(this);
    context_->setRange(1, 100'000'000);
    context_->setGroupSeparatorShown(true);
    context_->setValue(8192);
    labelled(tr("Context"), context_);
    batch_ = new QSpinBox(this);
    batch_->setRange(1, 4096);
    labelled(tr("Batch"), batch_);
    controls->addStretch(1);
    addLabSaveButtons(this, controls,
                      {tr("The chart as a PNG picture or an SVG drawing, for a slide"), tr("The table as CSV"),
                       "kv-memory.png", "kv-memory.csv", [this](const QString& path) { return saveChart(path); },
                       [this](const QString& path) { return saveTable(path); },
                       [this](const QString& message) { status_->setText(message); }});
    layout->addLayout(controls);

    sentence_ = new QLabel(this);
    sentence_->setObjectName("kvMemorySentence");
    sentence_->setWordWrap(true);
    sentence_->setTextFormat(Qt::RichText);
    layout->addWidget(sentence_);

    table_ = new QTableWidget(this);
    table_->setObjectName("kvMemoryTable");
    table_->setAccessibleName(tr("KV cache sizes compared"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    chart_ = new KvMemoryChart(this);
    layout->addWidget(table_);
    layout->addWidget(chart_, 1);
    status_ = new QLabel(this);
    layout->addWidget(status_);

    for (QComboBox* box : {model_, cache_, weights_})
        connect(box, &QComboBox::currentIndexChanged, this, &KvMemoryWindow::recompute);
    for (QSpinBox* spin : {context_, batch_}) connect(spin, &QSpinBox::valueChanged, this, &KvMemoryWindow::recompute);
    setWhatsThis(tr("<p><b>KV memory.</b> Every token a model has read keeps one K and one V vector per layer and "
                    "KV head: 2 · layers · KV heads · head size · bytes per element. Grouped-query attention (GQA) "
                    "shares each KV head among several query heads, multi-query attention (MQA) keeps one, MLA one "
                    "compressed latent per layer; a quantized cache stores fewer bits. The chart shows where, as the "
                    "context grows, the cache becomes larger than the model itself.</p>"));
    showModel({});
    resize(1000, 720);
}

void KvMemoryWindow::setLoadedModel(const ModelSummary& model) {
    loaded_ = model;
    const QString current = model_->currentData().toString();
    const QSignalBlocker block(model_);
    model_->clear();
    if (!loaded_.isToy && loaded_.parameterCount > 0)
        model_->addItem(tr("%1 (loaded)").arg(loaded_.qName()), QString());
    for (const QString& preset : kvMemoryPresets()) model_->addItem(preset, preset);
    const int at = model_->findData(current);
    model_->setCurrentIndex(at >= 0 ? at : 0);
    recompute();
}

void KvMemoryWindow::showModel(const QString& preset) {
    if (model_->count() == 0) setLoadedModel(loaded_);
    const int at = model_->findData(preset);
    model_->setCurrentIndex(at >= 0 ? at : 0);
    recompute();
}

void KvMemoryWindow::setContext(qint64 tokens) { context_->setValue(static_cast<int>(std::clamp<qint64>(tokens, 1, 100'000'000))); }
void KvMemoryWindow::setBatch(int sequences) { batch_->setValue(sequences); }
void KvMemoryWindow::setFormats(const QString& cache, const QString& weights) {
    cache_->setCurrentText(cache);
    weights_->setCurrentText(weights);
}

QString KvMemoryWindow::sentence() const { return sentence_->text(); }

void KvMemoryWindow::recompute() {
    const auto view = kvMemoryView(model_->currentData().toString(), loaded_, cache_->currentText(),
                                   weights_->currentText(), context_->value(), batch_->value());
    view_ = view.value_or(KvMemoryView{});
    chart_->setView(view_);
    table_->clear();
    if (!view) {
        sentence_->setText(tr("Choose a model with weights: the toy has none to compare its cache with."));
        table_->setRowCount(0);
        table_->setColumnCount(0);
        return;
    }
    const KvMemoryRowView& shipped = view_.rows.first();
    sentence_->setText(
        tr("<b>%1</b> — %2. One token adds <b>%3</b> to the cache; %4 tokens × %5 %6 hold <b>%7</b>, against "
           "<b>%8</b> of weights (%9 parameters in %10). The cache outgrows the weights at <b>%11 tokens</b> per "
           "sequence.<br><small>Source: %12</small>")
            .arg(view_.model.toHtmlEscaped(), view_.shape.toHtmlEscaped(), view_.formula.toHtmlEscaped(),
                 tokensText(double(view_.context)), QString::number(view_.batch),
                 view_.batch == 1 ? tr("sequence") : tr("sequences"), bytesText(shipped.cacheBytes),
                 bytesText(view_.weightBytes), tokensText(double(view_.parameters)))
            .arg(view_.weightsFormat, tokensText(shipped.crossoverContext), view_.source.toHtmlEscaped()));
    const QStringList header{tr("KV cache"), tr("attention"), tr("elements"), tr("bytes per token"),
                             tr("cache at %1 × %2").arg(tokensText(double(view_.context))).arg(view_.batch),
                             tr("larger than the weights from")};
    table_->setColumnCount(header.size());
    table_->setHorizontalHeaderLabels(header);
    table_->setRowCount(view_.rows.size());
    for (int i = 0; i < view_.rows.size(); ++i) {
        const KvMemoryRowView& r = view_.rows[i];
        const QStringList cells{r.label, r.attention, r.cacheFormat, bytesText(r.bytesPerToken), bytesText(r.cacheBytes),
                                tr("%1 tokens").arg(tokensText(r.crossoverContext))};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 0) item->setForeground(KvMemoryChart::lineColor(i, palette().window().color().lightness() < 128));
            if (c >= 3) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(i, c, item);
        }
    }
}

QByteArray KvMemoryWindow::csv() const {
    CsvTable t("kv-memory", {"model", "kv_cache", "attention", "elements", "bytes_per_token", "context", "batch",
                             "cache_bytes", "weights", "weight_bytes", "crossover_context"});
    for (const KvMemoryRowView& r : view_.rows)
        t.addRow({view_.model, r.label, r.attention, r.cacheFormat, csvNumber(r.bytesPerToken), QString::number(view_.context),
                  QString::number(view_.batch), csvNumber(r.cacheBytes), view_.weightsFormat, csvNumber(view_.weightBytes),
                  csvNumber(r.crossoverContext)});
    return t.toCsv();
}

QString KvMemoryWindow::saveChart(const QString& path) { return writeChartPicture(chart_, path); }

QString KvMemoryWindow::saveTable(const QString& path) { return writeBytesAtomically(path, csv()); }

}  // namespace kvscope::ui
