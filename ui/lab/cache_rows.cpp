#include "ui/lab/cache_rows.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "ui/lab/panel_title.h"
#include "ui/lab/verdict_colors.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 6;
}

CacheRows::CacheRows(Side side, QWidget* parent) : QWidget(parent), side_(side) {
    setAccessibleName(title());
}

void CacheRows::setRound(const SpeculativeRoundView& round) {
    round_ = round;
    hasRound_ = true;
    setAccessibleDescription(summary());
    updateGeometry();
    update();
}

void CacheRows::clear() {
    hasRound_ = false;
    update();
}

void CacheRows::setPhase(double phase) {
    phase_ = phase;
    update();
}

QString CacheRows::title() const {
    return side_ == Side::Target ? tr("Target's KV cache") : tr("Draft's KV cache");
}

int CacheRows::rowsDrawn() const {
    if (!hasRound_) return 0;
    return side_ == Side::Target ? round_.targetWritten : round_.draftWritten;
}

CacheRowState CacheRows::state(int position) const {
    return side_ == Side::Target ? round_.targetRow(position) : round_.draftRow(position);
}

QString CacheRows::summary() const {
    if (!hasRound_) return title();
    const int before = side_ == Side::Target ? round_.targetBefore : round_.draftBefore;
    const int written = rowsDrawn(), kept = side_ == Side::Target ? round_.targetKept : round_.draftKept;
    return tr("%1 rows · wrote %2 · rolled back %3").arg(kept).arg(written - before).arg(written - kept);
}

qreal CacheRows::rowHeight() const { return QFontMetricsF(font()).height() * 1.25; }

int CacheRows::rowsThatFit() const {
    const QFontMetricsF fm(font());
    // the title, the summary and a line for the older rows' count
    return std::max(1, int((height() - 2 * kPad - 3 * fm.height()) / rowHeight()));
}

int CacheRows::firstShown() const { return std::max(0, rowsDrawn() - rowsThatFit()); }

QSize CacheRows::minimumSizeHint() const {
    const QFontMetricsF fm(font());
    const qreal w = std::max(fm.horizontalAdvance(title()), fm.horizontalAdvance(summary())) + 2 * kPad;
    return {int(std::ceil(w)), int(std::ceil(3 * fm.height() + 4 * rowHeight() + 2 * kPad))};
}

void CacheRows::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    const VerdictColors vc = VerdictColors::of(th);
    QPainter p(this);
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    paintPanelTitle(p, *this, title(), kPad, kPad, width() - 2 * kPad, th.text);
    p.setPen(th.mutedText);
    p.drawText(QRectF(kPad, kPad + fm.height(), width() - 2 * kPad, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               fitText(fm, summary(), width() - 2 * kPad));
    if (!hasRound_) return;

    const int first = firstShown(), last = rowsDrawn();
    qreal y = kPad + 2 * fm.height();
    if (first > 0)
        p.drawText(QRectF(kPad, y, width() - 2 * kPad, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("… %1 earlier rows").arg(first));
    y += fm.height();
    const double written = reveal::within(phase_, reveal::kVerified);   // the new rows arrive
    const double rolled = reveal::within(phase_, reveal::kDone);        // rejected rows fade
    const qreal h = rowHeight(), numberWidth = fm.horizontalAdvance(QString::number(last)) + kPad;
    for (int pos = first; pos < last; ++pos) {
        const CacheRowState s = state(pos);
        const QRectF row(kPad, y + (pos - first) * h, width() - 2 * kPad, h - 2);
        QColor fill = pos < round_.promptLength ? th.promptToken : th.generatedToken;
        double alpha = 1;
        if (s != CacheRowState::Kept) {
            fill = s == CacheRowState::Written ? vc.accepted : vc.rejected;
            fill.setAlphaF(0.25);
            alpha = written;
            if (s == CacheRowState::RolledBack) alpha *= 1 - 0.6 * rolled;  // struck and faded, kept in view
        }
        p.setOpacity(alpha);
        p.fillRect(row, fill);
        p.setPen(th.mutedText);
        p.drawText(row.adjusted(4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, QString::number(pos));
        p.setPen(th.text);
        p.drawText(row.adjusted(4 + numberWidth, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, round_.tokenAt(pos));
        if (s == CacheRowState::RolledBack && rolled > 0) {
            p.setPen(QPen(vc.rejected, 2));
            p.drawLine(QPointF(row.left() + 2, row.center().y()),
                       QPointF(row.left() + 2 + (row.width() - 4) * rolled, row.center().y()));
        }
        p.setOpacity(1);
    }
}

}  // namespace kvscope::ui
