#include "ui/lab/kv_memory_source.h"

#include <QCoreApplication>
#include <cmath>

#include "core/format.h"
#include "core/lab/kv_memory.h"

namespace kvscope::ui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("KvMemoryWindow", text); }

QString attentionText(const KvModelShape& s) {
    switch (s.attention()) {
        case KvAttention::MultiHead: return QString("MHA %1").arg(s.queryHeads);
        case KvAttention::Grouped: return QString("GQA %1/%2").arg(s.queryHeads).arg(s.kvHeads);
        case KvAttention::MultiQuery: return QString("MQA %1/1").arg(s.queryHeads);
        case KvAttention::LatentMla: return QString("MLA");
    }
    return {};
}

QString shapeText(const KvModelShape& s) {
    switch (s.attention()) {
        case KvAttention::MultiHead:
            return tr("MHA: %1 heads of %2, %3 layers").arg(s.queryHeads).arg(s.headDim).arg(s.layers);
        case KvAttention::Grouped:
            return tr("GQA: %1 query heads share %2 KV heads of %3, %4 layers")
                .arg(s.queryHeads)
                .arg(s.kvHeads)
                .arg(s.headDim)
                .arg(s.layers);
        case KvAttention::MultiQuery:
            return tr("MQA: %1 query heads share 1 KV head of %2, %3 layers").arg(s.queryHeads).arg(s.headDim).arg(s.layers);
        case KvAttention::LatentMla:
            return tr("MLA: one latent of %1 per layer, %2 layers").arg(s.latentDim).arg(s.layers);
    }
    return {};
}

QString number(double x) { return QString::fromStdString(formatNumber(x)); }

}  // namespace

QString bytesText(double bytes) { return QString::fromStdString(formatBytes(static_cast<std::int64_t>(std::llround(bytes)))); }

QString tokensText(double tokens) {
    return tokens >= 1e12 ? QString(">10¹²") : QString::fromStdString(formatCount(static_cast<std::int64_t>(std::llround(tokens))));
}

QStringList kvMemoryPresets() {
    QStringList names;
    for (const KvModelShape& s : kvPresetShapes()) names << QString::fromStdString(s.name);
    return names;
}

QStringList kvMemoryFormats() {
    QStringList names;
    for (const KvElementFormat& f : kvElementFormats()) names << QString::fromStdString(f.name);
    return names;
}

std::optional<KvMemoryView> kvMemoryView(const QString& model, const ModelSummary& loaded, const QString& cacheName,
                                         const QString& weightsName, qint64 context, int batch) {
    const auto cache = findKvElementFormat(cacheName.toStdString());
    const auto weights = findKvElementFormat(weightsName.toStdString());
    if (!cache || !weights) return std::nullopt;
    KvModelShape shape;
    if (model.isEmpty()) {
        if (loaded.isToy || loaded.parameterCount <= 0) return std::nullopt;
        shape = kvShapeOf(loaded.name, loaded, loaded.parameterCount);
        shape.source = tr("the loaded model").toStdString();
    } else if (const auto preset = findKvPreset(model.toStdString())) {
        shape = *preset;
    } else {
        return std::nullopt;
    }
    KvMemoryView v;
    v.model = QString::fromStdString(shape.name);
    v.shape = shapeText(shape);
    v.source = QString::fromStdString(shape.source);
    v.weightsFormat = weightsName;
    v.parameters = shape.parameters;
    v.context = context;
    v.batch = batch;
    const KvMemory shipped = kvMemory(shape, *cache, *weights, context, batch);
    v.weightBytes = shipped.weightBytes;
    v.formula = shape.attention() == KvAttention::LatentMla
                    ? tr("%1 layers · %2 latent · %3 bytes = %4 per token")
                          .arg(shape.layers)
                          .arg(shape.latentDim)
                          .arg(number(cache->bytes), bytesText(shipped.bytesPerToken))
                    : tr("2 · %1 layers · %2 KV heads · %3 · %4 bytes = %5 per token")
                          .arg(shape.layers)
                          .arg(shape.kvHeads)
                          .arg(shape.headDim)
                          .arg(number(cache->bytes), bytesText(shipped.bytesPerToken));
    for (const KvMemoryVariant& variant : kvMemoryVariants(shape, *cache)) {
        const KvMemory m = kvMemory(variant.shape, variant.cache, *weights, context, batch);
        KvMemoryRowView row;
        row.attention = attentionText(variant.shape);
        row.cacheFormat = QString::fromStdString(variant.cache.name);
        row.bytesPerToken = m.bytesPerToken;
        row.cacheBytes = m.cacheBytes;
        row.crossoverContext = m.crossoverContext;
        switch (variant.kind) {
            case KvMemoryVariant::Kind::AsShipped: row.label = tr("as shipped (%1)").arg(row.attention); break;
            case KvMemoryVariant::Kind::MultiHead: row.label = tr("MHA (%1 KV heads)").arg(variant.shape.kvHeads); break;
            case KvMemoryVariant::Kind::MultiQuery: row.label = tr("MQA (1 KV head)"); break;
            case KvMemoryVariant::Kind::NarrowerCache: row.label = tr("%1 cache").arg(row.cacheFormat); break;
        }
        v.rows << row;
    }
    return v;
}

}  // namespace kvscope::ui
