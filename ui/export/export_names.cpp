#include "ui/export/export_names.h"

namespace kvscope::ui {

QString stepPrefix(int step, int lastStep) {
    const int width = std::max(2, static_cast<int>(QString::number(std::max(lastStep, step)).size()));
    return QString("step%1").arg(step, width, 10, QChar('0'));
}

QString stepFileName(int step, int lastStep, const QString& what, const QString& extension) {
    const QString prefix = stepPrefix(step, lastStep);
    return (what.isEmpty() ? prefix : prefix + '-' + what) + '.' + extension;
}

QString timelineFileName(const QString& what, const QString& extension) {
    return (what.isEmpty() ? QString("timeline") : "timeline-" + what) + '.' + extension;
}

}  // namespace kvscope::ui
