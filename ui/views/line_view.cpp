#include "ui/views/line_view.h"

#include <QComboBox>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include "core/format.h"
#include "ui/session/session_controller.h"
#include "ui/views/deferred_call.h"
#include "ui/views/kv_grouping.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

// The two columns and the lines; as tall as its rows, inside the view's scroll area.
class LineCanvas : public QWidget {
public:
    LineCanvas(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
        setCursor(Qt::PointingHandCursor);
    }
    void setRow(const QStringList& tokens, int query, LineSet lines, bool waiting) {
        tokens_ = tokens;
        query_ = query;
        lines_ = std::move(lines);
        waiting_ = waiting;
        setMinimumHeight(static_cast<int>(std::ceil(geometryFor(width()).height())) + 4);
        update();
    }
    LineGeometry geometryFor(qreal w) const {
        const QFontMetricsF fm(font());
        qreal label = 0;
        for (const QString& t : tokens_) label = std::max(label, fm.horizontalAdvance(t));
        return layoutLines(w, static_cast<int>(tokens_.size()), std::ceil(fm.height() * 1.25),
                           label + numberWidth() + 8, 2);
    }
    const LineSet& lines() const { return lines_; }

protected:
    void paintEvent(QPaintEvent*) override {
        const Theme& th = currentTheme();
        QPainter p(this);
        p.fillRect(rect(), th.background);
        const LineGeometry g = geometryFor(width());
        p.setRenderHint(QPainter::Antialiasing);
        QColor line = th.selection;
        for (const AttentionLine& l : lines_.lines) {
            line.setAlpha(l.alpha);
            p.setPen(QPen(line, l.width, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(g.queryAnchor(query_), g.keyAnchor(l.key));
        }
        const QFontMetricsF fm(font());
        // each label: the position (from 1, as the article counts) beside the token, both whole
        // when they fit; the token is its own text, so an SVG keeps it searchable
        const qreal num = numberWidth();
        for (int i = 0; i < tokens_.size(); ++i) {
            const qreal y = g.rowCenter(i) - g.rowHeight / 2;
            const QRectF left(0, y, g.queryRight - 4, g.rowHeight), right(g.keyLeft + 4, y, g.labelWidth - 4, g.rowHeight);
            if (i == query_) p.fillRect(left.adjusted(-2, 0, 4, 0), th.promptToken);
            const bool blocked = query_ >= 0 && i > query_;  // keys after the query: the causal mask
            const QString position = QString::number(i + 1);
            p.setPen(th.mutedText);
            p.drawText(left.adjusted(left.width() - num, 0, 0, 0), Qt::AlignRight | Qt::AlignVCenter, position);
            p.drawText(right.adjusted(0, 0, num - right.width(), 0), Qt::AlignLeft | Qt::AlignVCenter, position);
            const QRectF leftToken = left.adjusted(0, 0, -num, 0), rightToken = right.adjusted(num, 0, 0, 0);
            p.setPen(i == query_ ? th.text : th.mutedText);
            p.drawText(leftToken, Qt::AlignRight | Qt::AlignVCenter, fm.elidedText(tokens_[i], Qt::ElideRight, leftToken.width()));
            p.setPen(blocked ? th.ruleExcluded : th.text);
            p.drawText(rightToken, Qt::AlignLeft | Qt::AlignVCenter,
                       fm.elidedText(tokens_[i], Qt::ElideRight, rightToken.width()));
        }
        if (waiting_) {
            p.setPen(th.text);
            p.drawText(rect().adjusted(0, 0, 0, -rect().height() / 2), Qt::AlignCenter,
                       QObject::tr("Recomputing this layer…"));
        }
    }
    void mousePressEvent(QMouseEvent* event) override {
        const LineGeometry g = geometryFor(width());
        const int row = g.rowAt(event->position().y());
        if (row >= 0 && event->position().x() < g.queryRight + 4) session_->selectQuery(row);
    }

private:
    qreal numberWidth() const {
        return QFontMetricsF(font()).horizontalAdvance(QString::number(std::max<qsizetype>(tokens_.size(), 1))) + 6;
    }

    SessionController* session_;
    QStringList tokens_;
    int query_ = -1;
    LineSet lines_;
    bool waiting_ = false;
};

LineView::LineView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    headBox_ = new QComboBox(this);
    headBox_->setObjectName("lineHeadSelector");
    note_ = new QLabel(this);
    note_->setObjectName("lineNote");
    note_->setWordWrap(true);
    canvas_ = new LineCanvas(session_, this);
    canvas_->setObjectName("lineCanvas");
    scroll_ = new QScrollArea(this);
    scroll_->setAccessibleName(tr("Attention lines of the selected query"));
    scroll_->setWidget(canvas_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    auto* top = new QHBoxLayout;
    top->addWidget(headBox_);
    top->addWidget(note_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(scroll_, 1);

    connect(headBox_, &QComboBox::activated, session_, &SessionController::setHead);
    connect(session_, &SessionController::modelChanged, this, &LineView::rebuildHeads);
    refreshLater_ = new DeferredCall([this] { refresh(); }, this);
    for (auto signal : {&SessionController::currentChanged, &SessionController::layerChanged,
                        &SessionController::headChanged, &SessionController::queryChanged,
                        &SessionController::layerDetailChanged})
        connect(session_, signal, refreshLater_, &DeferredCall::request);
    rebuildHeads();
}

const LineSet& LineView::lines() const { return canvas_->lines(); }

LineGeometry LineView::lineGeometry() const { return canvas_->geometryFor(canvas_->width()); }

QString LineView::note() const { return note_->text(); }

void LineView::rebuildHeads() {
    const QSignalBlocker block(headBox_);
    headBox_->clear();
    const ModelSummary& m = session_->model();
    for (int h = 0; h < m.heads; ++h) headBox_->addItem(tr("Head %1").arg(h + 1));
    refresh();
}

void LineView::refresh() {
    const ModelSummary& m = session_->model();
    const int layer = session_->layer(), head = session_->head();
    {
        const QSignalBlocker block(headBox_);
        for (int h = 0; h < headBox_->count(); ++h) headBox_->setItemText(h, headLabel(m, layer, h));
        headBox_->setCurrentIndex(head);
    }
    const StepView* step = session_->current();
    if (!step) {
        note_->setText(tr("The selected query's attention, as lines to every key, after the prefill"));
        canvas_->setRow({}, -1, {}, false);
        return;
    }
    const int query = session_->selectedQuery();
    const auto row = attentionRow(session_->steps(), session_->currentIndex(), layer, head, query);
    const LineSet set = row ? attentionLines(*row, kMaxLines) : LineSet{};
    canvas_->setRow(step->tokens, query, set, !row);
    QString text = tr("Layer %1 · query %2 “%3” → %4 keys · line opacity and width: the weight")
                       .arg(layer)
                       .arg(query + 1)
                       .arg(step->tokens.value(query))
                       .arg(query + 1);
    if (set.hidden > 0)
        text += tr(" · the %1 strongest lines; %2 more keys hold %3 of the weight")
                    .arg(set.lines.size())
                    .arg(set.hidden)
                    .arg(QString::fromStdString(formatNumber(set.hiddenWeight)));
    note_->setText(text);
    // the query in sight: its row and the middle of its lines
    const LineGeometry g = canvas_->geometryFor(canvas_->width());
    scroll_->ensureVisible(0, static_cast<int>(g.rowCenter(query)), 0, scroll_->viewport()->height() / 3);
}

}  // namespace kvscope::ui
