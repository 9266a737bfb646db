#include "ui/views/chart_style.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <cmath>

#include "ui/views/theme.h"

namespace kvscope::ui {

void styleChart(QChart* chart, const Theme& th, const QFont& font) {
    chart->setBackgroundBrush(th.background);
    chart->setTitleBrush(th.text);
    QFont title = font;
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setLabelColor(th.text);
    chart->legend()->setFont(font);
    chart->setMargins(QMargins(4, 4, 4, 4));
}

void styleAxis(QAbstractAxis* axis, const Theme& th, const QFont& font) {
    axis->setLabelsBrush(th.text);
    axis->setLabelsFont(font);
    axis->setTitleBrush(th.text);
    QFont title = font;
    title.setBold(true);
    axis->setTitleFont(title);
    axis->setGridLineColor(th.grid);
    axis->setLinePenColor(th.mutedText);
}

QRectF plotAreaOrGuess(const QChart* chart) {
    if (!chart->plotArea().isEmpty()) return chart->plotArea();
    const QSizeF size = chart->size().isEmpty() ? QSizeF(400, 250) : chart->size();
    return QRectF(60, 40, std::max(40.0, size.width() - 80), std::max(40.0, size.height() - 100));
}

bool needsRefit(const QSizeF& fittedFor, const QSizeF& now) {
    constexpr double kPixels = 12;  // less than a tick label's width: the fit still holds
    return std::abs(now.width() - fittedFor.width()) > kPixels || std::abs(now.height() - fittedFor.height()) > kPixels;
}

void replaceValues(QBarSet* set, const QList<qreal>& values) {
    if (set->count() == values.size()) {
        for (int i = 0; i < values.size(); ++i)
            if (set->at(i) != values[i]) set->replace(i, values[i]);
        return;
    }
    if (set->count() > 0) set->remove(0, set->count());
    set->append(values);
}

}  // namespace kvscope::ui
