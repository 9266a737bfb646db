#pragma once
// What the views receive: an immutable step record plus the text of its tokens, so no view
// ever needs the model or tokenizer (views never call the core).

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <memory>

#include "core/step_record.h"

namespace kvscope::ui {

struct ModelSummary {
    QString name;
    QString source;             // what loadModel() was given: "weather" or a folder path
    QString title;
    QString family;
    int layers = 1;
    int heads = 1;
    int kvHeads = 1;
    int keyDim = 1;
    int valueDim = 1;
    int maxPositions = 1;
    QStringList headNames;      // (L·H), may be empty strings
    QStringList vocabulary;     // the prompt words a toy knows (empty for open vocabularies)
    QString defaultPrompt;
    QStringList examplePrompts; // ready classroom prompts, without promptPrefix
    QString promptPrefix;       // what every prompt starts with (a beginning-of-text marker)
    QString weightPrecision;    // "f32" / "f16" for real models, empty for the toy
    bool isToy = false;
};

struct StepView {
    StepPtr record;              // never null in a delivered view
    QStringList tokens;          // (n) display text of record->tokens
    QStringList candidates;      // (k) display text of record->candidates
    QString chosen;              // display text of record->chosen
};

}  // namespace kvscope::ui

Q_DECLARE_METATYPE(kvscope::ui::ModelSummary)
Q_DECLARE_METATYPE(kvscope::ui::StepView)
