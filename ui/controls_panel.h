#pragma once
// The run's settings: model (the built-in ones and folders opened), prompt (for a toy: the
// words it knows; for the tiny GPT: ready classroom examples), cache on/off, and
// sampling (greedy, temperature, top-k, top-p, seed). Edits go to the session controller.

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace kvscope::ui {

class SessionController;

class ControlsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ControlsPanel(SessionController* session, QWidget* parent = nullptr);

    QLineEdit* promptEdit() const { return prompt_; }
    QCheckBox* cacheBox() const { return cache_; }
    QComboBox* modelChooser() const { return model_; }
    QComboBox* examplePrompts() const { return examples_; }

public slots:
    void syncFromSession();

private:
    void pushSampling();

    SessionController* session_;
    QComboBox* model_;
    QLineEdit* prompt_;
    QLabel* vocabulary_;
    QComboBox* examples_;       // the model's ready classroom prompts (hidden when none)
    QLabel* examplesLabel_;
    QCheckBox* cache_;
    QCheckBox* greedy_;
    QDoubleSpinBox* temperature_;
    QSpinBox* topK_;
    QDoubleSpinBox* topP_;
    QSpinBox* seed_;
};

}  // namespace kvscope::ui
