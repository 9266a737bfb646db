#include "ui/views/tokens_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include "ui/session/session_controller.h"
#include "ui/views/theme.h"
#include "ui/window/key_names.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 8, kGap = 10, kBoxHeight = 30, kTop = 18;
}

TokensView::TokensView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    setMinimumHeight(84);
    connect(session_, &SessionController::currentChanged, this, qOverload<>(&QWidget::update));
    connect(session_, &SessionController::queryChanged, this, qOverload<>(&QWidget::update));
}

int TokensView::tokenCount() const {
    const StepView* s = session_->current();
    return s ? static_cast<int>(s->tokens.size()) : 0;
}

QVector<QRectF> TokensView::layoutTokens() const {
    QVector<QRectF> rects;
    const StepView* s = session_->current();
    if (!s) return rects;
    const QFontMetricsF fm(font());
    const auto boxWidth = [&fm](const QString& text) { return std::max<qreal>(fm.horizontalAdvance(text) + 2 * kPad, 36); };
    qreal x = kPad;
    for (const QString& t : s->tokens) {
        const qreal w = boxWidth(t);
        rects.append(QRectF(x, kTop, w, kBoxHeight));
        x += w + kGap;
    }
    // A long sequence does not fit: the strip scrolls so the selected position — and, when it
    // is the last, the predicted token drawn after it — stays in view.
    const int focus = session_->selectedQuery();
    if (focus >= 0 && focus < rects.size()) {
        qreal right = rects[focus].right() + kPad;
        if (focus == rects.size() - 1) right += kGap + boxWidth(s->chosen);
        if (const qreal shift = right - width(); shift > 0)
            for (QRectF& r : rects) r.translate(-shift, 0);
    }
    return rects;
}

QRectF TokensView::tokenRect(int position) const { return layoutTokens().value(position); }

void TokensView::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), th.background);
    const StepView* s = session_->current();
    if (!s) {
        p.setPen(th.mutedText);
        p.drawText(rect(), Qt::AlignCenter, tr("Press Prefill (or %1) to run the prompt").arg(keyName(Qt::Key_Space)));
        return;
    }
    const QVector<QRectF> rects = layoutTokens();
    const int promptLength = s->record->promptLength;
    const int selected = session_->selectedQuery();
    const int newest = s->record->firstRow;
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.8);
    for (int i = 0; i < rects.size(); ++i) {
        const QRectF r = rects[i];
        p.setPen(Qt::NoPen);
        p.setBrush(i < promptLength ? th.promptToken : th.generatedToken);
        p.drawRoundedRect(r, 6, 6);
        if (i >= newest) {
            p.setPen(QPen(th.newest, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 6, 6);
        }
        if (i == selected) {
            p.setPen(QPen(th.selection, 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8);
        }
        p.setPen(th.text);
        p.setFont(font());
        p.drawText(r, Qt::AlignCenter, s->tokens[i]);
        p.setFont(small);
        p.setPen(th.mutedText);
        p.drawText(QRectF(r.left(), 0, r.width(), kTop - 2), Qt::AlignCenter, QString::number(i + 1));
    }
    // the selected position predicts the next token: an arrow to it (or to the chosen token)
    if (selected >= 0 && selected < rects.size()) {
        const QRectF from = rects[selected];
        const bool last = selected == rects.size() - 1;
        const QString target = last ? s->chosen : s->tokens.value(selected + 1);
        const QString cue = tr("position %1 predicts → %2").arg(selected + 1).arg(target);
        p.setFont(small);
        p.setPen(th.selection);
        // under the position, moved left as far as it must to end inside the strip (the last
        // position's cue ran off its right edge: "predicts → <|e")
        const qreal cueWidth = QFontMetricsF(small).horizontalAdvance(cue) + 1;
        const qreal cueLeft = std::max<qreal>(0, std::min<qreal>(from.left(), width() - cueWidth - kPad));
        p.drawText(QRectF(cueLeft, from.bottom() + 6, cueWidth, QFontMetricsF(small).height()),
                   Qt::AlignLeft | Qt::AlignTop, cue);
        if (last) {
            const QRectF ghost(from.right() + kGap, from.top(), std::max<qreal>(QFontMetricsF(font()).horizontalAdvance(target) + 2 * kPad, 36), from.height());
            p.setPen(QPen(th.selection, 1.5, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(ghost, 6, 6);
            p.setFont(font());
            p.drawText(ghost, Qt::AlignCenter, target);
        }
    }
}

void TokensView::mousePressEvent(QMouseEvent* event) {
    const QVector<QRectF> rects = layoutTokens();
    for (int i = 0; i < rects.size(); ++i)
        if (rects[i].contains(event->position())) return session_->selectQuery(i);
}

}  // namespace kvscope::ui
