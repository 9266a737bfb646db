#include "ui/views/step_compare_view.h"

#include <QPainter>
#include <cmath>

#include "core/format.h"
#include "ui/session/session_controller.h"
#include "ui/views/deferred_call.h"
#include "ui/views/text_fit.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 6;
constexpr qreal kMinSideWidth = 260;  // narrower sides stack: a row label and two columns need it

QColor fillOf(RowWork work, const Theme& th) {
    switch (work) {
        case RowWork::FromCache: return th.withCache;
        case RowWork::Computed: return th.newest;
        case RowWork::Again: return th.withoutCache;
        case RowWork::NotNeeded: return th.grid;
    }
    return th.grid;
}

QString count(std::int64_t n) { return QString::fromStdString(formatCount(n)); }

// "computed again" is hatched as well as coloured: its orange sits near the vermilion of
// "computed now", and the hatch tells them apart in greyscale too
void paintWork(QPainter& p, const QRectF& r, RowWork work, const Theme& th) {
    p.fillRect(r, fillOf(work, th));
    if (work == RowWork::Again) p.fillRect(r, QBrush(th.background, Qt::BDiagPattern));
}
}  // namespace

StepCompareView::StepCompareView(SessionController* session, QWidget* parent)
    : QWidget(parent), session_(session) {
    setObjectName("stepCompare");
    refreshLater_ = new DeferredCall([this] { refresh(); }, this);
    connect(session_, &SessionController::currentChanged, refreshLater_, &DeferredCall::request);
    refresh();
}

void StepCompareView::refresh() {
    comparison_ = compareStep(session_->current());
    update();
}

bool StepCompareView::sideBySide() const { return width() >= 2 * kMinSideWidth; }

QString StepCompareView::summary() const {
    const StepComparison& c = comparison_;
    if (!c.valid) return tr("No step yet: run the prefill to compare its work with and without the cache");
    if (c.prefill)
        return tr("The prefill computes every position either way: the cache starts here, and saves work "
                  "from the next step on. Next token: “%1”.").arg(c.chosen);
    const QString again = c.recomputedRows() == 1 ? tr("1 position") : tr("%1 positions").arg(c.recomputedRows());
    return tr("Without the cache this step computes %1 again and does %2× the multiply-adds, "
              "for the same next token “%3”.")
        .arg(again)
        .arg(QString::number(c.workRatio(), 'f', c.workRatio() < 10 ? 1 : 0))
        .arg(c.chosen);
}

QStringList StepCompareView::workLines(bool cache) const {
    const WorkCounts& w = cache ? comparison_.withCache : comparison_.withoutCache;
    return {tr("K/V vectors computed: %1").arg(count(w.kvVectors)),
            tr("attention scores: %1").arg(count(w.attentionCells)),
            tr("multiply-adds: %1").arg(count(w.macs()))};
}

StepCompareView::Frame StepCompareView::frame() const {
    Frame f;
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    const QRectF area = QRectF(rect()).adjusted(kPad, kPad, -kPad, -kPad);
    // the sentence across both sides, at the bottom, wrapped to the width
    const QRectF sentence = fm.boundingRect(QRectF(0, 0, area.width(), 10 * line), Qt::TextWordWrap, summary());
    f.footer = QRectF(area.left(), area.bottom() - sentence.height(), area.width(), sentence.height());
    // the key: one swatch per kind of work, wrapping to further lines instead of being cut
    qreal x = area.left();
    int rows = 1;
    for (RowWork k : {RowWork::FromCache, RowWork::Computed, RowWork::Again, RowWork::NotNeeded}) {
        const qreal w = line + fm.horizontalAdvance(rowWorkName(k)) + 2 * kPad;
        if (x > area.left() && x + w > area.right()) x = area.left(), ++rows;
        f.swatches.append({x, rows - 1, k});
        x += w;
    }
    f.legendTop = f.footer.top() - kPad - rows * line;
    const QRectF sides(area.left(), area.top(), area.width(), f.legendTop - kPad - area.top());
    if (sideBySide()) {
        const qreal half = (sides.width() - 2 * kPad) / 2;
        f.with = QRectF(sides.left(), sides.top(), half, sides.height());
        f.without = QRectF(sides.right() - half, sides.top(), half, sides.height());
    } else {
        const qreal half = (sides.height() - 2 * kPad) / 2;
        f.with = QRectF(sides.left(), sides.top(), sides.width(), half);
        f.without = QRectF(sides.left(), sides.bottom() - half, sides.width(), half);
    }
    return f;
}

QRectF StepCompareView::sideArea(bool cache) const { return cache ? frame().with : frame().without; }

void StepCompareView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const Theme& th = currentTheme();
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    const Frame f = frame();
    p.setPen(th.text);
    p.drawText(f.footer, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, summary());
    if (!comparison_.valid) return;
    const qreal right = rect().right() - kPad;
    for (const Frame::Swatch& sw : f.swatches) {
        const qreal y = f.legendTop + sw.row * line;
        paintWork(p, QRectF(sw.x, y + 2, line - 4, line - 4), sw.kind, th);
        p.setPen(th.text);
        p.drawText(QPointF(sw.x + line, y + fm.ascent()), fitText(fm, rowWorkName(sw.kind), right - sw.x - line));
    }
    if (f.with.height() <= 0 || f.with.width() <= 0) return;
    paintSide(p, f.with, true);
    paintSide(p, f.without, false);
}

void StepCompareView::paintSide(QPainter& p, const QRectF& area, bool cache) const {
    const Theme& th = currentTheme();
    const StepComparison& c = comparison_;
    const QFontMetricsF fm(font());
    const qreal line = fm.height();
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold);

    p.setFont(bold);
    p.setPen(th.text);
    const QString heading = cache ? tr("With the KV cache") : tr("Without it: the step replayed");
    p.drawText(QPointF(area.left(), area.top() + boldMetrics.ascent()), fitText(boldMetrics, heading, area.width()));
    p.setFont(font());

    const QStringList work = workLines(cache);
    const qreal workTop = area.bottom() - work.size() * line;
    for (int i = 0; i < work.size(); ++i)
        p.drawText(QPointF(area.left(), workTop + i * line + fm.ascent()), fitText(fm, work[i], area.width()));

    // the grid: a label column, then K/V and the query's attention row
    const QString kvTitle = tr("K, V"), queryTitle = tr("attention row");
    const qreal top = area.top() + boldMetrics.height() + kPad / 2;
    const QRectF grid(area.left(), top + line, area.width(), workTop - kPad - top - line);
    if (grid.height() <= 0 || c.positions <= 0) return;
    const qreal rowHeight = grid.height() / c.positions;
    const bool labelled = rowHeight >= line;
    qreal labelWidth = fm.horizontalAdvance(QString::number(c.positions)) + kPad;
    if (labelled)
        for (int pos = 0; pos < c.positions; ++pos)
            labelWidth = std::max(labelWidth, fm.horizontalAdvance(QString("%1 %2").arg(pos + 1).arg(c.tokens.value(pos))) + kPad);
    labelWidth = std::min(labelWidth, grid.width() * 0.4);
    const qreal columnWidth = (grid.width() - labelWidth - kPad) / 2;
    const QRectF kvColumn(grid.left() + labelWidth, grid.top(), columnWidth, grid.height());
    const QRectF queryColumn(kvColumn.right() + kPad, grid.top(), columnWidth, grid.height());
    p.setPen(th.mutedText);
    p.drawText(QRectF(kvColumn.left(), top, kvColumn.width(), line), Qt::AlignCenter, fitText(fm, kvTitle, kvColumn.width()));
    p.drawText(QRectF(queryColumn.left(), top, queryColumn.width(), line), Qt::AlignCenter,
               fitText(fm, queryTitle, queryColumn.width()));

    // each column is at most two runs of one kind (before and from the step's first row): drawn
    // as runs, a thousand positions are as crisp as five
    auto paintRuns = [&](const QRectF& column, auto kindOf) {
        const int split = c.prefill ? 0 : c.firstRow;
        for (auto [from, to] : {std::pair{0, split}, std::pair{split, c.positions}}) {
            if (from >= to) continue;
            const QRectF run(column.left(), column.top() + from * rowHeight, column.width(), (to - from) * rowHeight);
            paintWork(p, run, kindOf(from), th);
        }
        // row rules where rows are tall enough to tell apart
        if (rowHeight >= 4) {
            p.setPen(QPen(th.background, 1));
            for (int pos = 1; pos < c.positions; ++pos)
                p.drawLine(QPointF(column.left(), column.top() + pos * rowHeight),
                           QPointF(column.right(), column.top() + pos * rowHeight));
        }
    };
    paintRuns(kvColumn, [&](int pos) { return c.keysAndValues(cache, pos); });
    paintRuns(queryColumn, [&](int pos) { return c.queryRow(cache, pos); });

    // labels: every row when they fit, else the first and the last position
    p.setPen(th.text);
    auto label = [&](int pos, const QString& text) {
        const qreal y = grid.top() + (pos + 0.5) * rowHeight - line / 2;
        p.drawText(QRectF(grid.left(), std::clamp(y, grid.top(), grid.bottom() - line), labelWidth - kPad, line),
                   Qt::AlignRight | Qt::AlignVCenter, fitText(fm, text, labelWidth - kPad));
    };
    if (labelled)
        for (int pos = 0; pos < c.positions; ++pos) label(pos, QString("%1 %2").arg(pos + 1).arg(c.tokens.value(pos)));
    else if (grid.height() >= 2 * line) {
        label(0, QString::number(1));
        label(c.positions - 1, QString::number(c.positions));
    }
}

}  // namespace kvscope::ui
