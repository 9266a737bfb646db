#pragma once
// What the views receive: an immutable step record plus the text of its tokens, so no view
// ever needs the model or tokenizer (views never call the core).

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>

#include "core/model.h"
#include "core/step_record.h"
#include "ui/session/core_message.h"
#include "ui/session/pooled_attention.h"

namespace kvscope::ui {

// The loaded model as the UI sees it: the core's own descriptor (ModelInfo, copied whole, so
// there is one list of a model's facts) plus what only the window needs. Immutable once
// delivered. The q* helpers give the descriptor's strings as display text.
struct ModelSummary : ModelInfo {
    QString source;             // what loadModel() was given: "weather" or a folder path
    QStringList vocabulary;     // the prompt words a toy knows (empty for open vocabularies)
    QString defaultPrompt;
    bool isToy = false;
    KvPrecision kvPrecision = KvPrecision::Float;  // how the engine's cache stores K and V
    KvQuantization kvQuant;                        // and which of its rows as integers (the lab)
    KvEviction kvEviction;                         // or the window it is bounded to (the lab)
    int trainedKvHeads = 0;  // KV heads mean-pooled (the lab): how many it was trained with; 0 when not pooled
    bool poolable = false;   // a GPT-2-family model, whose K/V heads the lab can mean-pool

    QString qName() const { return QString::fromStdString(name); }
    QString qTitle() const { return localized(title); }  // the catalogue's words, the model's numbers
    QString qFamily() const { return QString::fromStdString(family); }
    QString qPromptPrefix() const { return QString::fromStdString(promptPrefix); }
    QString qWeightPrecision() const { return QString::fromStdString(weightPrecision); }
    QStringList qExamplePrompts() const {
        QStringList list;
        for (const std::string& p : examplePrompts) list << QString::fromStdString(p);
        return list;
    }
    // The label of head `head` of layer `layer` (e.g. "previous-token head"), "" when none; a
    // built-in model's in the interface's language (context "ModelText", tools/i18n/data_texts.py).
    QString headName(int layer, int head) const {
        const long i = static_cast<long>(layer) * heads + head;
        if (i < 0 || i >= static_cast<long>(headNames.size()) || headNames[static_cast<size_t>(i)].empty()) return {};
        return QCoreApplication::translate("ModelText", headNames[static_cast<size_t>(i)].c_str());
    }
};

struct StepView {
    StepPtr record;              // never null in a delivered view
    QStringList tokens;          // (n) display text of record->tokens
    QStringList candidates;      // (k) display text of record->candidates
    QString chosen;              // display text of record->chosen
    QString exactChoice;         // of record->exactComparison->exactTop (a lab cache), else empty
    // (L) layers the worker recomputed in full for display because the record keeps less
    // (core/engine.h, recordLayer); null where none was asked for
    QVector<std::shared_ptr<const LayerTrace>> fullLayers;
    // (L) layers the worker recomputed and pooled for the model view because the record keeps
    // less (ui/session/pooled_attention.h); null where none was asked for
    QVector<std::shared_ptr<const PooledLayer>> pooledLayers;

    // Layer l as the views show it: the record's own when it keeps the layer in full, else
    // the recomputed full one, else the record's reduced one (look at its detail).
    const LayerTrace& layer(int l) const {
        const LayerTrace& own = record->layers.at(static_cast<size_t>(l));
        if (own.detail != AttentionDetail::Full && l < fullLayers.size() && fullLayers[l]) return *fullLayers[l];
        return own;
    }
    bool hasFullLayer(int l) const {
        return l >= 0 && l < static_cast<int>(record->layers.size()) && layer(l).detail == AttentionDetail::Full;
    }
};

}  // namespace kvscope::ui

Q_DECLARE_METATYPE(kvscope::ui::ModelSummary)
Q_DECLARE_METATYPE(kvscope::ui::StepView)
