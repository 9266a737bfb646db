#include "ui/views/kv_grouping.h"

#include <QObject>

#include "core/format.h"

namespace kvscope::ui {

QString headLabel(const ModelSummary& model, int layer, int head) {
    QString t = model.groupSize() > 1 ? QObject::tr("Head %1 · KV head %2").arg(head + 1).arg(model.kvHeadOf(head) + 1)
                                      : QObject::tr("Head %1").arg(head + 1);
    const QString name = model.headName(layer, head);
    if (!name.isEmpty()) t += " · " + name;
    return t;
}

QString headShortLabel(const ModelSummary& model, int head) {
    //: Short head titles of a narrow heatmap panel: H = query head, KV = the KV head it reads
    return model.groupSize() > 1 ? QObject::tr("H%1 · KV%2").arg(head + 1).arg(model.kvHeadOf(head) + 1)
                                 : QObject::tr("H%1").arg(head + 1);
}

QString groupShortLabel(const ModelSummary& model, int kvHead) {
    const int g = model.groupSize(), first = kvHead * g + 1;
    //: The query heads sharing one KV head, in the attention view's head selector: KV = the KV
    //: head, H = query heads (the letters of the short head titles)
    return QObject::tr("KV%1 · H%2–%3").arg(kvHead + 1).arg(first).arg(first + g - 1);
}

QString groupingName(const ModelSummary& model) {
    if (model.groupSize() <= 1) return {};
    return model.kvHeads == 1 ? QObject::tr("MQA") : QObject::tr("GQA");
}

QString queryHeadsOf(const ModelSummary& model, int kvHead) {
    const int g = model.groupSize(), first = kvHead * g + 1;
    return g == 1 ? QObject::tr("head %1").arg(first) : QObject::tr("heads %1–%2").arg(first).arg(first + g - 1);
}

QString kvPerTokenText(const ModelSummary& model, qint64 bytesPerToken) {
    const QString perToken =
        QObject::tr("%1 per token").arg(QString::fromStdString(formatBytes(static_cast<std::int64_t>(bytesPerToken))));
    const int g = model.groupSize();
    if (g <= 1) return perToken;
    const QString mha = QString::fromStdString(formatBytes(static_cast<std::int64_t>(bytesPerToken) * g));
    const QString sharing = model.kvHeads == 1 ? QObject::tr("%1 query heads share 1 KV head").arg(model.heads)
                                               : QObject::tr("%1 query heads share %2 KV heads").arg(model.heads).arg(model.kvHeads);
    return QObject::tr("%1 — %2: %3, %4× smaller than one KV head per query head (%5)")
        .arg(perToken, groupingName(model), sharing)
        .arg(g)
        .arg(mha);
}

QString kvSavingText(const ModelSummary& model, qint64 bytesPerToken) {
    const int g = model.groupSize();
    if (g <= 1) return {};
    return QObject::tr("%1: %2× smaller cache — %3 per token, %4 with one KV head per query head")
        .arg(groupingName(model))
        .arg(g)
        .arg(QString::fromStdString(formatBytes(static_cast<std::int64_t>(bytesPerToken))))
        .arg(QString::fromStdString(formatBytes(static_cast<std::int64_t>(bytesPerToken) * g)));
}

qint64 kvBytesPerToken(const StepRecord& record) {
    const int n = record.positions();
    return n > 0 ? record.workFor(CacheMode::On).kvBytesHeld / n : 0;
}

}  // namespace kvscope::ui
