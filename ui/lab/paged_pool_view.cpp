#include "ui/lab/paged_pool_view.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "ui/lab/kv_memory_chart.h"
#include "ui/lab/panel_title.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kPad = 8;

QString stateText(PagedBatchSequenceState::State state) {
    using S = PagedBatchSequenceState::State;
    switch (state) {
        case S::Waiting: return PagedPoolView::tr("waiting");
        case S::Joined: return PagedPoolView::tr("joined");
        case S::Decoding: return PagedPoolView::tr("decoding");
        case S::Stalled: return PagedPoolView::tr("stalled");
        case S::Finished: return PagedPoolView::tr("finished");
    }
    return {};
}
}  // namespace

PagedPoolView::PagedPoolView(QWidget* parent) : QWidget(parent) {
    setObjectName("pagedPool");
    setAccessibleName(tr("KV block pool"));
}

QColor PagedPoolView::sequenceColor(int request, bool dark) { return KvMemoryChart::lineColor(request, dark); }

void PagedPoolView::setStep(const PagedBatchStep& step, int blockSize, const QStringList& labels) {
    step_ = step;
    blockSize_ = blockSize;
    labels_ = labels;
    has_ = true;
    QStringList parts;
    for (const PagedBatchSequenceState& s : step_.sequences) {
        QStringList blocks;
        for (int b : s.blocks) blocks << QString::number(b);
        parts << tr("%1 %2: blocks %3").arg(labels_.value(s.request), stateText(s.state), blocks.join(", "));
    }
    setAccessibleDescription(parts.join("; "));
    update();
}

void PagedPoolView::clear() {
    has_ = false;
    update();
}

PagedPoolView::Layout PagedPoolView::layout() const {
    Layout l;
    const QFontMetricsF fm(font());
    const int blocks = static_cast<int>(step_.blockRefs.size());
    const qreal tableHeight = (step_.sequences.size() + 1) * (fm.height() + 6);
    const QRectF area(kPad, kPad + 1.6 * fm.height(), width() - 2 * kPad, height() - 2 * kPad - 1.6 * fm.height() - tableHeight);
    if (blocks == 0 || area.height() < 10) return l;
    // the most columns whose square blocks still fit the height
    for (int columns = 1; columns <= blocks; ++columns) {
        const qreal cell = std::min(area.width() / columns, 90.0);
        const int rows = (blocks + columns - 1) / columns;
        if (rows * cell <= area.height()) {
            l.columns = columns;
            l.cell = cell;
            break;
        }
    }
    if (l.cell == 0) {  // too many: as many columns as fit at the height's cell
        const int columns = static_cast<int>(std::ceil(std::sqrt(blocks * area.width() / area.height())));
        l.columns = std::max(1, columns);
        l.cell = area.width() / l.columns;
    }
    const int rows = (blocks + l.columns - 1) / l.columns;
    l.grid = QRectF(area.left(), area.top(), l.columns * l.cell, rows * l.cell);
    return l;
}

QRectF PagedPoolView::blockRect(int b) const {
    const Layout l = layout();
    if (!has_ || l.cell == 0) return {};
    return QRectF(l.grid.left() + (b % l.columns) * l.cell, l.grid.top() + (b / l.columns) * l.cell, l.cell, l.cell)
        .adjusted(2, 2, -2, -2);
}

void PagedPoolView::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), th.background);
    const QFontMetricsF fm(font());
    if (!has_) {
        paintPanelTitle(p, *this, tr("KV block pool"), kPad, kPad, width() - 2 * kPad, th.text);
        p.setPen(th.mutedText);
        p.drawText(rect().adjusted(kPad, 2 * fm.height(), -kPad, -kPad), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("Run a batch to see its sequences fill the pool block by block."));
        return;
    }
    paintPanelTitle(p, *this,
                    tr("Step %1: %2 of %3 blocks of %4 positions in use, %5 shared")
                        .arg(step_.step)
                        .arg(step_.pool.blocksUsed)
                        .arg(step_.blockRefs.size())
                        .arg(blockSize_)
                        .arg(step_.pool.blocksShared),
                    kPad, kPad, width() - 2 * kPad, th.text);
    const int blocks = static_cast<int>(step_.blockRefs.size());
    // which sequence's colour a block's slots take: its first owner
    for (int b = 0; b < blocks; ++b) {
        const QRectF r = blockRect(b);
        if (r.isEmpty()) continue;
        const int refs = step_.blockRefs[static_cast<size_t>(b)];
        const int owner = step_.blockOwner[static_cast<size_t>(b)];
        p.setPen(QPen(th.grid, 1));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r);
        if (refs > 0 && owner >= 0) {
            // slots as a strip of blockSize cells, row-major in a near-square grid
            const int side = static_cast<int>(std::ceil(std::sqrt(double(blockSize_))));
            const qreal slot = r.width() / side;
            const QColor c = sequenceColor(owner, th.dark);
            for (int i = 0; i < blockSize_; ++i) {
                const QRectF cell(r.left() + (i % side) * slot, r.top() + (i / side) * slot, slot, slot);
                if (i < step_.blockFilled[static_cast<size_t>(b)]) p.fillRect(cell.adjusted(0.5, 0.5, -0.5, -0.5), c);
            }
            if (refs > 1) {  // shared: a thick frame and its count
                p.setPen(QPen(th.text, 2.5));
                p.drawRect(r.adjusted(1, 1, -1, -1));
                const QString n = QString("×%1").arg(refs);
                const QRectF badge(r.right() - fm.horizontalAdvance(n) - 6, r.top() + 2, fm.horizontalAdvance(n) + 4, fm.height());
                p.fillRect(badge, th.background);
                p.setPen(th.text);
                p.drawText(badge, Qt::AlignCenter, n);
            }
        }
        if (r.width() > fm.horizontalAdvance("000") + 6) {
            p.setPen(refs > 0 ? th.background : th.mutedText);
            const QRectF label(r.left() + 3, r.bottom() - fm.height() - 1, r.width() - 6, fm.height());
            if (refs > 0) p.fillRect(QRectF(label.left(), label.top(), fm.horizontalAdvance(QString::number(b)) + 4, fm.height()),
                                     th.text);
            p.drawText(label.adjusted(2, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, QString::number(b));
        }
    }

    // the block tables, one row per sequence that holds blocks or has something to say
    const Layout l = layout();
    qreal y = l.grid.bottom() + fm.height() * 0.6;
    p.setPen(th.mutedText);
    p.drawText(QRectF(kPad, y, width() - 2 * kPad, fm.height()), Qt::AlignLeft, tr("Block tables"));
    y += fm.height() + 4;
    for (const PagedBatchSequenceState& s : step_.sequences) {
        const QColor c = sequenceColor(s.request, th.dark);
        qreal x = kPad;
        p.setPen(c);
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        const QString name = labels_.value(s.request);
        p.drawText(QRectF(x, y, fm.horizontalAdvance(name) + 12, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
        p.setFont(font());
        x += fm.horizontalAdvance(name) + 14;
        const QString state = stateText(s.state);
        qreal stateWidth = 0;
        for (auto st : {PagedBatchSequenceState::State::Waiting, PagedBatchSequenceState::State::Decoding,
                        PagedBatchSequenceState::State::Finished, PagedBatchSequenceState::State::Stalled})
            stateWidth = std::max(stateWidth, fm.horizontalAdvance(stateText(st)));
        p.setPen(th.mutedText);
        p.drawText(QRectF(x, y, stateWidth + 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, state);
        x += stateWidth + 14;
        for (int b : s.blocks) {
            const QString n = QString::number(b);
            const QRectF chip(x, y, fm.horizontalAdvance(n) + 10, fm.height());
            if (chip.right() > width() - kPad) break;
            const bool shared = step_.blockRefs[static_cast<size_t>(b)] > 1;
            p.setPen(shared ? QPen(th.text, 2) : Qt::NoPen);
            p.setBrush(c);
            p.drawRoundedRect(chip, 3, 3);
            p.setPen(th.background);
            p.drawText(chip, Qt::AlignCenter, n);
            x = chip.right() + 4;
        }
        if (!s.blocks.empty()) {
            p.setPen(th.text);
            const QString text = tr("%1 positions · “%2”").arg(s.tokens).arg(QString::fromStdString(s.text).simplified());
            const qreal room = width() - kPad - x - 8;
            if (room > 40) p.drawText(QRectF(x + 8, y, room, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                                      fm.elidedText(text, Qt::ElideRight, room));  // the text so far: its start says enough
        }
        y += fm.height() + 6;
    }
}

}  // namespace kvscope::ui
