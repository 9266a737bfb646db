#include "ui/views/text_fit.h"

#include <QMutex>

namespace kvscope::ui {

namespace {
struct CutLog {
    QMutex mutex;  // exports may render off the GUI thread
    QStringList texts;
};
CutLog& cutLog() {
    static CutLog log;
    return log;
}
}  // namespace

QString fitText(const QFontMetricsF& metrics, const QString& text, qreal width) {
    const qreal needed = metrics.horizontalAdvance(text);
    if (needed <= width + 0.5) return text;  // half a pixel of rounding is not a cut
    CutLog& log = cutLog();
    const QMutexLocker lock(&log.mutex);
    if (log.texts.size() < 100)
        log.texts << QStringLiteral("“%1” needs %2 px, has %3").arg(text).arg(needed, 0, 'f', 1).arg(width, 0, 'f', 1);
    return metrics.elidedText(text, Qt::ElideRight, width);
}

QStringList cutTexts() {
    CutLog& log = cutLog();
    const QMutexLocker lock(&log.mutex);
    return log.texts;
}

void resetCutTexts() {
    CutLog& log = cutLog();
    const QMutexLocker lock(&log.mutex);
    log.texts.clear();
}

}  // namespace kvscope::ui
