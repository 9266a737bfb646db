#include "ui/lab/verification_map.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "ui/lab/panel_title.h"
#include "ui/lab/verdict_colors.h"
#include "ui/views/color_map.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 6, kMinCell = 12, kMaxCell = 40;
}

VerificationMap::VerificationMap(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setAccessibleName(tr("Verification pass attention"));
}

void VerificationMap::setRound(const SpeculativeRoundView& round) {
    round_ = round;
    hasRound_ = !round.verification.empty();
    head_ = std::clamp(head_, 0, std::max(0, int(round_.verification.size()) - 1));
    setAccessibleDescription(title());
    update();
}

void VerificationMap::clear() {
    hasRound_ = false;
    update();
}

void VerificationMap::setHead(int head) {
    head_ = std::max(0, head);
    if (hasRound_) head_ = std::min(head_, int(round_.verification.size()) - 1);
    setAccessibleDescription(title());
    update();
}

void VerificationMap::setPhase(double phase) {
    phase_ = phase;
    update();
}

double VerificationMap::weight(int row, int key) const {
    if (!hasRound_) return 0;
    const MatrixF& w = round_.verification.at(static_cast<size_t>(head_));
    if (row < 0 || row >= w.rows() || key < 0 || key >= w.cols()) return 0;
    return w(row, key);
}

QString VerificationMap::title() const {
    if (!hasRound_) return tr("Verification pass");
    return tr("Verification pass · layer %1, head %2 · %3 query rows in one pass")
        .arg(round_.layer + 1)
        .arg(head_ + 1)
        .arg(round_.k() + 1);
}

VerificationMap::Grid VerificationMap::grid() const {
    Grid g;
    const QFontMetricsF fm(font());
    const int rows = round_.k() + 1, total = round_.position + round_.k();
    qreal longest = 0;
    for (int r = 0; r < rows; ++r)
        longest = std::max(longest, fm.horizontalAdvance(QString("%1 %2").arg(round_.position - 1 + r).arg(round_.tokenAt(round_.position - 1 + r))));
    // wide enough for "N earlier ←" over the labels when the oldest keys do not fit
    longest = std::max(longest, fm.horizontalAdvance(tr("%1 earlier ←").arg(total)));
    g.labelWidth = longest + 2 * kPad;
    const qreal top = kPad + 2 * fm.height() + kPad;  // the title, then the key positions
    const qreal w = width() - g.labelWidth - kPad, h = height() - top - kPad;
    // rows as tall as they may be (at least a label's line); columns square with them when all
    // the keys fit, else narrower, down to kMinCell, and then the newest keys that fit
    g.cellH = std::clamp(h / rows, std::min(fm.height() + 2, kMaxCell), kMaxCell);
    g.cellW = std::min(g.cellH, w / total);
    g.keys = total;
    if (g.cellW < kMinCell) {
        g.cellW = kMinCell;
        g.keys = std::clamp(int(w / g.cellW), 1, total);
    }
    g.firstKey = total - g.keys;
    g.cells = QRectF(g.labelWidth, top, g.keys * g.cellW, rows * g.cellH);
    return g;
}

void VerificationMap::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    const VerdictColors vc = VerdictColors::of(th);
    QPainter p(this);
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    paintPanelTitle(p, *this, title(), kPad, kPad, width() - 2 * kPad, th.text);
    if (!hasRound_) return;

    const Grid g = grid();
    const MatrixF& w = round_.verification.at(static_cast<size_t>(head_));
    const int rows = round_.k() + 1, n = round_.position;
    const double decided = reveal::within(phase_, reveal::kDecided);
    const int keptRows = round_.accepted + 1;   // rows whose distribution was used
    const int keptKeys = n + round_.accepted;   // keys the target's cache keeps

    // key positions above the grid, as many as fit
    p.setPen(th.mutedText);
    const qreal numberWidth = fm.horizontalAdvance(QString::number(n + rows)) + 4;
    const int every = std::max(1, int(std::ceil(numberWidth / g.cellW)));
    const qreal keyTop = kPad + fm.height();
    for (int c = 0; c < g.keys; ++c) {
        const int key = g.firstKey + c;
        if ((g.firstKey + g.keys - 1 - key) % every != 0) continue;  // the newest key always numbered
        p.drawText(QRectF(g.cells.left() + c * g.cellW + g.cellW / 2 - numberWidth / 2, keyTop, numberWidth, fm.height()),
                   Qt::AlignCenter, QString::number(key));
    }
    if (g.firstKey > 0)
        p.drawText(QRectF(kPad, keyTop, g.labelWidth - 2 * kPad, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   tr("%1 earlier ←").arg(g.firstKey));

    for (int r = 0; r < rows; ++r) {
        const int pos = n - 1 + r;
        const qreal y = g.cells.top() + r * g.cellH;
        // the row's label: its position and token, coloured by the drafted token's verdict
        QColor labelColor = th.text;
        if (r > 0 && decided > 0) labelColor = r - 1 < round_.accepted ? vc.accepted : r - 1 == round_.accepted ? vc.rejected : th.mutedText;
        p.setPen(labelColor);
        p.drawText(QRectF(kPad, y, g.labelWidth - 2 * kPad, g.cellH), Qt::AlignRight | Qt::AlignVCenter,
                   QString("%1 %2").arg(pos).arg(round_.tokenAt(pos)));
        for (int c = 0; c < g.keys; ++c) {
            const int key = g.firstKey + c;
            const QRectF cell(g.cells.left() + c * g.cellW, y, g.cellW, g.cellH);
            const QColor color = key > pos ? th.maskBlocked : mapColor(th.colorMap, std::clamp<double>(w(r, key), 0, 1));
            p.fillRect(cell.adjusted(0, 0, -1, -1), color);
        }
        if (decided > 0 && r >= keptRows) {  // a row the verdict threw away
            QColor veil = th.background;
            veil.setAlphaF(0.65 * decided);
            p.fillRect(QRectF(g.cells.left(), y, g.cells.width(), g.cellH), veil);
            p.setPen(QPen(vc.rejected, 1.5));
            p.drawLine(QPointF(g.cells.left(), y + g.cellH / 2), QPointF(g.cells.right(), y + g.cellH / 2));
        }
    }
    // key columns whose K/V rows are rolled back
    if (decided > 0) {
        for (int key = std::max(keptKeys, g.firstKey); key < n + round_.k(); ++key) {
            const qreal x = g.cells.left() + (key - g.firstKey) * g.cellW;
            QColor veil = th.background;
            veil.setAlphaF(0.5 * decided);
            p.fillRect(QRectF(x, g.cells.top(), g.cellW, g.cells.height()), veil);
        }
    }
    // the drafted keys, outlined: what the one pass added to the context
    p.setPen(QPen(th.selection, 1.5, Qt::DashLine));
    p.setBrush(Qt::NoBrush);
    const int firstDrafted = std::max(n, g.firstKey);
    if (firstDrafted < n + round_.k())
        p.drawRect(QRectF(g.cells.left() + (firstDrafted - g.firstKey) * g.cellW, g.cells.top(),
                          (n + round_.k() - firstDrafted) * g.cellW, g.cells.height()));
}

void VerificationMap::mouseMoveEvent(QMouseEvent* event) {
    if (!hasRound_) return;
    const Grid g = grid();
    const QPointF at = event->position();
    if (!g.cells.contains(at)) return QToolTip::hideText();
    const int c = int((at.x() - g.cells.left()) / g.cellW), r = int((at.y() - g.cells.top()) / g.cellH);
    const int key = g.firstKey + c, pos = round_.position - 1 + r;
    const QString text = key > pos ? tr("%1 → %2: blocked by the causal mask").arg(round_.tokenAt(pos), round_.tokenAt(key))
                                   : tr("%1 → %2: weight %3").arg(round_.tokenAt(pos), round_.tokenAt(key)).arg(weight(r, key), 0, 'f', 4);
    QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

}  // namespace kvscope::ui
