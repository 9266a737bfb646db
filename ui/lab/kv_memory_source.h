#pragma once
// The core side of Lab › KV memory: what a model's KV cache costs in memory (core/lab/kv_memory.h)
// as display data — for the loaded model or a published shape typed in as a preset, the model as
// it ships against MHA, MQA and an int8/int4 cache — so the window draws numbers it never computes.

#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

#include "ui/session/step_view.h"

namespace kvscope::ui {

struct KvMemoryRowView {
    QString label;             // "as shipped (GQA)", "MHA (32 KV heads)", "MQA (1 KV head)", "int8 cache"
    QString attention;         // "GQA 32/8"
    QString cacheFormat;       // "f16"
    double bytesPerToken = 0;  // one token, every layer
    double cacheBytes = 0;     // at the context × batch asked
    double crossoverContext = 0;  // tokens per sequence from which the cache outgrows the weights
};

struct KvMemoryView {
    QString model;        // "Llama-3-8B"
    QString shape;        // "GQA: 32 query heads share 8 KV heads of 128, 32 layers"
    QString formula;      // "2 · 32 layers · 8 KV heads · 128 · 2 bytes = 128 KiB per token"
    QString source;       // where the numbers come from
    QString weightsFormat;
    double weightBytes = 0;
    qint64 parameters = 0;
    qint64 context = 0;
    int batch = 1;
    QVector<KvMemoryRowView> rows;  // rows[0]: the model as it ships
};

// The presets' names, in the order a class compares them.
QStringList kvMemoryPresets();
// The element formats a cache or the weights can take: f32, f16, bf16, int8, int4.
QStringList kvMemoryFormats();
// `model`: a preset's name, or empty for `loaded` (nullopt when it has no weights to compare
// with: the toy). Formats as kvMemoryFormats names them.
std::optional<KvMemoryView> kvMemoryView(const QString& model, const ModelSummary& loaded, const QString& cache,
                                         const QString& weights, qint64 context, int batch);

// Display text shared by the window, its chart and its CSV.
QString bytesText(double bytes);
QString tokensText(double tokens);

}  // namespace kvscope::ui
