#include "ui/lab/round_strip.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "ui/lab/verdict_colors.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 8, kGap = 4, kGroupGap = 18;

QFont smallFont(const QFont& f) {
    QFont s = f;
    s.setPointSizeF(f.pointSizeF() * 0.85);
    return s;
}

QString probability(double p) { return QString::number(p, 'f', 2); }
}  // namespace

RoundStrip::RoundStrip(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("Round of speculative decoding"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void RoundStrip::setRound(const SpeculativeRoundView& round) {
    round_ = round;
    hasRound_ = true;
    relayout();
    QStringList verdicts;
    for (int i = 0; i < round_.k(); ++i) verdicts << round_.drafted.at(i) + " " + verdict(i);
    setAccessibleDescription(tr("Drafted: %1; then %2 (%3)")
                                 .arg(verdicts.join(", "), round_.next,
                                      round_.resampled ? tr("resampled") : tr("bonus token")));
    update();
}

void RoundStrip::clear() {
    hasRound_ = false;
    round_ = {};
    update();
}

void RoundStrip::setPhase(double phase) {
    phase_ = std::clamp(phase, 0.0, reveal::kDone);
    update();
}

QString RoundStrip::verdict(int i) const {
    if (i < round_.accepted) return tr("accepted");
    return i == round_.accepted ? tr("rejected") : tr("discarded");
}

qreal RoundStrip::chipWidth(const QString& text) const {
    const QFontMetricsF fm(font()), sm(smallFont(font()));
    // wide enough for the token and for "q 0.00" under it
    return std::max(fm.horizontalAdvance(text), sm.horizontalAdvance("q 0.00")) + 2 * fm.averageCharWidth();
}

qreal RoundStrip::nextChipWidth() const {
    const QFontMetricsF fm(font()), sm(smallFont(font()));
    return std::max(chipWidth(round_.next), sm.horizontalAdvance(tr("resampled")) + fm.averageCharWidth());
}

QSize RoundStrip::sizeHint() const {
    const QFontMetricsF fm(font()), sm(smallFont(font()));
    return {640, int(std::ceil(2 * kPad + fm.height() * 1.6 + 2 * sm.height() + kGap))};
}

QSize RoundStrip::minimumSizeHint() const {
    qreal w = 2 * kPad + kGroupGap;
    for (const QString& d : round_.drafted) w += chipWidth(d) + kGap;
    w += nextChipWidth();
    return {int(std::ceil(w)), sizeHint().height()};
}

void RoundStrip::resizeEvent(QResizeEvent*) { relayout(); }

void RoundStrip::relayout() {
    qreal room = width() - 2 * kPad - kGroupGap * 2;
    for (const QString& d : round_.drafted) room -= chipWidth(d) + kGap;
    room -= nextChipWidth();
    const qreal ellipsis = chipWidth("…") + kGap;
    committedShown_ = 0;
    qreal used = 0;
    for (int i = round_.sequence.size() - 1; i >= 0; --i) {
        const qreal w = chipWidth(round_.sequence.at(i)) + kGap;
        const bool last = i == 0;
        if (used + w + (last ? 0 : ellipsis) > room) break;
        used += w;
        ++committedShown_;
    }
    updateGeometry();
}

void RoundStrip::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    const VerdictColors vc = VerdictColors::of(th);
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), th.background);
    if (!hasRound_) return;
    const QFont small = smallFont(font());
    const QFontMetricsF fm(font()), sm(small);
    const qreal chipH = fm.height() * 1.6, top = kPad;
    qreal x = kPad;

    const auto chip = [&](const QString& text, qreal w, const QColor& fill, const QColor& border, Qt::PenStyle style,
                          qreal alpha, bool struck) {
        p.setOpacity(alpha);
        const QRectF r(x, top, w, chipH);
        p.setPen(QPen(border, 1.5, style));
        p.setBrush(fill);
        p.drawRoundedRect(r, 4, 4);
        p.setPen(th.text);
        p.setFont(font());
        p.drawText(r, Qt::AlignCenter, text);
        if (struck) {
            p.setPen(QPen(vc.rejected, 2));
            p.drawLine(QPointF(r.left() + 3, r.center().y()), QPointF(r.right() - 3, r.center().y()));
        }
        p.setOpacity(1);
        return r;
    };
    const auto caption = [&](const QRectF& chipRect, int line, const QString& text, const QColor& color, qreal alpha) {
        p.setOpacity(alpha);
        p.setFont(small);
        p.setPen(color);
        const QRectF r(chipRect.left() - kGap, chipRect.bottom() + 2 + line * sm.height(), chipRect.width() + 2 * kGap,
                       sm.height());
        p.drawText(r, Qt::AlignHCenter | Qt::AlignTop, text);
        p.setOpacity(1);
    };

    // the text so far: its end, the last token (fed by this round) marked
    const int n = round_.sequence.size();
    if (committedShown_ < n) {
        chip("…", chipWidth("…"), th.background, th.grid, Qt::SolidLine, 1, false);
        x += chipWidth("…") + kGap;
    }
    for (int i = n - committedShown_; i < n; ++i) {
        const QString& t = round_.sequence.at(i);
        const QColor fill = i < round_.promptLength ? th.promptToken : th.generatedToken;
        const QRectF r = chip(t, chipWidth(t), fill, fill.darker(th.dark ? 70 : 115), Qt::SolidLine, 1, false);
        if (i == n - 1) caption(r, 0, tr("fed"), th.mutedText, 1);
        x += r.width() + kGap;
    }
    x += kGroupGap - kGap;

    // the proposals
    const int k = round_.k();
    const double decided = reveal::within(phase_, reveal::kDecided);
    for (int i = 0; i < k; ++i) {
        const QString& t = round_.drafted.at(i);
        const double appear = std::clamp(reveal::within(phase_, reveal::kDrafted) * k - i, 0.0, 1.0);
        QColor border = th.mutedText, fill = th.background;
        Qt::PenStyle style = Qt::DashLine;
        bool struck = false;
        if (decided > 0) {
            const QColor c = i < round_.accepted ? vc.accepted : i == round_.accepted ? vc.rejected : th.mutedText;
            border = c;
            fill = c;
            fill.setAlphaF(0.22 * decided);
            style = i < round_.accepted ? Qt::SolidLine : Qt::DashLine;
            struck = i >= round_.accepted && decided >= 0.5;
        }
        const QRectF r = chip(t, chipWidth(t), fill, border, style, std::max(0.0, appear), struck);
        caption(r, 0, "q " + probability(round_.q.at(i)), th.mutedText, appear);
        caption(r, 1, "p " + probability(round_.p.at(i)), th.text, reveal::within(phase_, reveal::kVerified));
        x += r.width() + kGap;
    }
    x += kGroupGap - kGap;

    // the target's own token
    if (decided > 0) {
        const QColor c = round_.resampled ? vc.resampled : vc.bonus;
        QColor fill = c;
        fill.setAlphaF(0.25);
        const QRectF r = chip(round_.next, nextChipWidth(), fill, c, Qt::SolidLine, decided, false);
        caption(r, 0, round_.resampled ? tr("resampled") : tr("bonus"), c, decided);
    }
}

}  // namespace kvscope::ui
