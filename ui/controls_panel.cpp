#include "ui/controls_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include "ui/session/session_controller.h"
#include "ui/window/key_names.h"

namespace kvscope::ui {

ControlsPanel::ControlsPanel(SessionController* session, QWidget* parent)
    : QWidget(parent), session_(session) {
    model_ = new QComboBox(this);
    model_->setObjectName("modelChooser");
    // a short label each, so the dock's column need not widen; the whole title is the tooltip
    model_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    model_->setMinimumContentsLength(16);
    for (const auto& m : SessionController::builtinModels()) {
        model_->addItem(m.label, m.name);
        model_->setItemData(model_->count() - 1, m.title, Qt::ToolTipRole);
    }
    examples_ = new QComboBox(this);
    examples_->setObjectName("examplePrompts");
    examples_->setAccessibleName(tr("Example prompts"));
    examples_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    examples_->setMinimumContentsLength(16);
    examples_->setToolTip(tr("Ready prompts for a class: pick one to run its prefill"));
    prompt_ = new QLineEdit(this);
    prompt_->setObjectName("promptEdit");
    prompt_->setPlaceholderText(tr("Prompt, then %1 to prefill").arg(keyName(Qt::Key_Enter)));
    vocabulary_ = new QLabel(this);
    vocabulary_->setWordWrap(true);
    cache_ = new QCheckBox(tr("KV cache on"), this);
    cache_->setObjectName("cacheToggle");
    cache_->setChecked(true);
    greedy_ = new QCheckBox(tr("Greedy (always the most likely)"), this);
    greedy_->setObjectName("greedy");
    greedy_->setChecked(true);
    temperature_ = new QDoubleSpinBox(this);
    temperature_->setObjectName("samplingTemperature");
    temperature_->setRange(SessionController::kMinTemperature, SessionController::kMaxTemperature);
    temperature_->setSingleStep(0.1);
    temperature_->setValue(session_->temperature());
    topK_ = new QSpinBox(this);
    topK_->setRange(0, 1000);
    topK_->setSpecialValueText(tr("off"));
    topP_ = new QDoubleSpinBox(this);
    topP_->setRange(0.01, 1.0);
    topP_->setSingleStep(0.05);
    topP_->setValue(1.0);
    seed_ = new QSpinBox(this);
    seed_->setRange(0, 999999);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Model"), model_);
    form->addRow(tr("Prompt"), prompt_);
    form->addRow(QString(), vocabulary_);
    examplesLabel_ = new QLabel(tr("Examples"), this);
    form->addRow(examplesLabel_, examples_);
    form->addRow(QString(), cache_);
    form->addRow(QString(), greedy_);
    form->addRow(tr("Temperature"), temperature_);
    form->addRow(tr("Top-k"), topK_);
    form->addRow(tr("Top-p"), topP_);
    form->addRow(tr("Seed"), seed_);

    connect(model_, &QComboBox::activated, this, [this] { session_->loadModel(model_->currentData().toString()); });
    connect(prompt_, &QLineEdit::textEdited, session_, &SessionController::setPrompt);
    connect(examples_, &QComboBox::activated, this, [this](int index) {
        const QString prompt = examples_->itemData(index).toString();
        if (prompt.isEmpty()) return;
        prompt_->setText(prompt);
        session_->setPrompt(prompt);
        session_->prefill();
    });
    connect(prompt_, &QLineEdit::returnPressed, session_, &SessionController::prefill);
    connect(cache_, &QCheckBox::toggled, this,
            [this](bool on) { session_->setCacheMode(on ? CacheMode::On : CacheMode::Off); });
    for (QWidget* w : {static_cast<QWidget*>(temperature_), static_cast<QWidget*>(topK_),
                       static_cast<QWidget*>(topP_), static_cast<QWidget*>(seed_)})
        w->setEnabled(false);
    connect(greedy_, &QCheckBox::toggled, this, [this](bool g) {
        for (QWidget* w : {static_cast<QWidget*>(temperature_), static_cast<QWidget*>(topK_),
                           static_cast<QWidget*>(topP_), static_cast<QWidget*>(seed_)})
            w->setEnabled(!g);
        pushSampling();
    });
    // the session holds the temperature; this box and the logits view's slider show it
    connect(temperature_, &QDoubleSpinBox::valueChanged, session_, &SessionController::setTemperature);
    connect(session_, &SessionController::temperatureChanged, this, [this](double t) {
        const QSignalBlocker block(temperature_);
        temperature_->setValue(t);
        pushSampling();
    });
    connect(topK_, &QSpinBox::valueChanged, this, &ControlsPanel::pushSampling);
    connect(topP_, &QDoubleSpinBox::valueChanged, this, &ControlsPanel::pushSampling);
    connect(seed_, &QSpinBox::valueChanged, this, &ControlsPanel::pushSampling);
    connect(session_, &SessionController::modelChanged, this, &ControlsPanel::syncFromSession);
}

void ControlsPanel::pushSampling() {
    SamplingParams s;
    s.temperature = greedy_->isChecked() ? 0.0 : session_->temperature();
    s.topK = topK_->value();
    s.topP = topP_->value();
    s.seed = static_cast<std::uint64_t>(seed_->value());
    session_->setSampling(s);
}

void ControlsPanel::syncFromSession() {
    const ModelSummary& m = session_->model();
    int index = model_->findData(m.source);
    if (index < 0 && !m.source.isEmpty()) {  // a model opened from a folder joins the list,
        // by its folder's (or toy file's) name; its title, often long, is the tooltip
        const QFileInfo file(m.source);
        model_->addItem(file.isDir() ? file.fileName() : file.completeBaseName(), m.source);
        index = model_->count() - 1;
        model_->setItemData(index, m.qTitle(), Qt::ToolTipRole);
    }
    if (index >= 0) model_->setCurrentIndex(index);
    model_->setToolTip(model_->itemData(model_->currentIndex(), Qt::ToolTipRole).toString());
    prompt_->setText(session_->prompt());
    vocabulary_->setText(m.isToy ? tr("<small>Words this model knows: %1</small>").arg(m.vocabulary.join(", ").toHtmlEscaped())
                                 : QString());
    vocabulary_->setVisible(m.isToy);
    examples_->clear();
    examples_->addItem(tr("Choose a ready prompt…"), QString());
    for (const QString& p : m.qExamplePrompts()) examples_->addItem(p, m.qPromptPrefix() + p);
    examples_->setVisible(!m.examplePrompts.empty());
    examplesLabel_->setVisible(!m.examplePrompts.empty());
    cache_->setChecked(session_->cacheMode() == CacheMode::On);
}

}  // namespace kvscope::ui
