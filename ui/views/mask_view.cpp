#include "ui/views/mask_view.h"

#include <QComboBox>
#include <QPainter>
#include <QVBoxLayout>

#include "ui/session/session_controller.h"
#include "ui/views/cell_image.h"
#include "ui/views/deferred_call.h"
#include "ui/views/heatmap_geometry.h"
#include "ui/views/kv_grouping.h"
#include "ui/views/text_fit.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

MaskView::MaskView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    headBox_ = new QComboBox(this);
    headBox_->setObjectName("maskHead");
    headBox_->setAccessibleName(tr("Head whose exclusions the mask shows"));
    headBox_->setToolTip(tr("The head whose own exclusions are shown inside the mask's triangle"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(headBox_);
    layout->addStretch(1);
    connect(headBox_, &QComboBox::currentIndexChanged, this, &MaskView::refresh);
    refreshLater_ = new DeferredCall([this] { refresh(); }, this);
    for (auto signal : {&SessionController::currentChanged, &SessionController::layerChanged,
                        &SessionController::layerDetailChanged})
        connect(session_, signal, refreshLater_, &DeferredCall::request);  // a burst repaints once
    connect(session_, &SessionController::modelChanged, this, [this] {
        headBox_->blockSignals(true);
        headBox_->clear();
        const ModelSummary& m = session_->model();
        // short: the right column of a projector has room for no more
        for (int h = 0; h < m.heads; ++h) headBox_->addItem(headLabel(m, 0, h));
        headBox_->blockSignals(false);
        refresh();
    });
}

int MaskView::rowCount() const {
    int rows = 0;
    for (int s : picture_.rowStep) rows += s >= 0;
    return rows;
}

void MaskView::refresh() {
    const StepView* s = session_->current();
    picture_ = s ? assembleAttention(session_->steps(), session_->currentIndex(), session_->layer(),
                                     std::max(headBox_->currentIndex(), 0), AttentionField::MaskedScores)
                 : AttentionPicture{};
    tokens_ = s ? s->tokens : QStringList{};
    update();
}

namespace {
// The head's own exclusions sit inside the triangle the causal mask allows: a lighter shade of
// the allowed colour with a fine hatch in that colour, so the triangle reads first (issue 20,
// defect 13: a dark grey hatch outweighed the mask itself).
QColor excludedFill(const Theme& th) { return th.dark ? th.visible.darker(220) : th.visible.lighter(175); }
QBrush excludedHatch(const Theme& th) { return QBrush(th.visible, Qt::BDiagPattern); }
}  // namespace

QImage MaskView::cellImage() const {
    const Theme& th = currentTheme();
    const int n = picture_.size();
    QImage image(std::max(n, 1), std::max(n, 1), QImage::Format_RGB32);
    // a cell of a pixel or two has no room for the hatch: excluded cells are the lighter shade
    const QRgb visible = th.visible.rgb(), blocked = th.maskBlocked.rgb(), excluded = excludedFill(th).rgb(),
               pending = th.background.rgb();
    for (int r = 0; r < n; ++r) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(r));
        for (int c = 0; c < n; ++c) {
            if (picture_.rowStep[r] < 0) {
                line[c] = pending;
                continue;
            }
            switch (picture_.kind(r, c)) {
                case CellKind::Visible:
                case CellKind::NotRecorded: line[c] = visible; break;
                case CellKind::MaskBlocked: line[c] = blocked; break;
                case CellKind::RuleExcluded: line[c] = excluded; break;
                case CellKind::Evicted: line[c] = th.evicted.rgb(); break;
            }
        }
    }
    return image;
}

QList<MaskView::LegendEntry> MaskView::legendEntries() const {
    QList<LegendEntry> entries{{LegendEntry::Allowed, tr("allowed by the mask")},
            {LegendEntry::Blocked, tr("blocked by the mask (future)")},
            // an export hides the head selector: the key then says which head it speaks of (by
            // number: the whole name would not fit beside the swatch in a narrow panel)
            {LegendEntry::Excluded, headBox_->isHidden() && headBox_->count() > 0
                                        ? tr("allowed, but excluded by head %1").arg(headBox_->currentIndex() + 1)
                                        : tr("allowed, but excluded by the head")}};
    if (picture_.kinds.contains(CellKind::Evicted))  // a bounded cache (the KV cache lab)
        entries.append({LegendEntry::Evicted, tr("evicted from the cache window")});
    return entries;
}

QList<QRectF> MaskView::legendBoxes(qreal width) const {
    // swatch + label, wrapped onto as many lines as the panel's width needs: never cut
    const QFontMetricsF fm(font());
    const qreal swatch = std::ceil(fm.height() * 0.8), line = std::ceil(fm.height() + 4);
    QList<QRectF> boxes;
    qreal x = 6, y = 0;
    for (const LegendEntry& e : legendEntries()) {
        const qreal w = swatch + 6 + fm.horizontalAdvance(e.label);
        if (x > 6 && x + w > width - 6) {
            x = 6;
            y += line;
        }
        boxes << QRectF(x, y, w, line);
        x += w + 18;
    }
    return boxes;
}

void MaskView::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.fillRect(rect(), th.background);
    const int n = picture_.size();
    const QFontMetricsF fm(font());
    const QList<QRectF> legend = legendBoxes(width());
    const qreal legendHeight = legend.isEmpty() ? 0 : legend.last().bottom();
    // below the head selector; an export hides it and gives the mask its room
    const int belowSelector = headBox_->isHidden() ? 0 : headBox_->geometry().bottom();
    const QRectF area = QRectF(rect()).adjusted(4, belowSelector + 6, -4, -(legendHeight + 8));
    qreal longest = 0;
    for (const QString& t : tokens_) longest = std::max(longest, fm.horizontalAdvance(t));
    const HeatmapGeometry g(area, n, std::min<qreal>(longest + 8, area.width() * 0.35), fm.height() + 2);
    if (drawCellsAsImage(g.cellSize())) drawCellImage(p, g.gridRect(), cellImage());
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n && !drawCellsAsImage(g.cellSize()); ++c) {
            const QRectF cell = g.cellRect(r, c).adjusted(0, 0, -1, -1);
            if (picture_.rowStep[r] < 0) {  // not computed yet
                p.fillRect(cell, th.background);
                p.setPen(th.grid);
                p.drawRect(cell);
                continue;
            }
            switch (picture_.kind(r, c)) {
                case CellKind::Visible:
                case CellKind::NotRecorded: p.fillRect(cell, th.visible); break;  // the mask allows it
                case CellKind::MaskBlocked: p.fillRect(cell, th.maskBlocked); break;
                case CellKind::Evicted: p.fillRect(cell, th.evicted); break;
                case CellKind::RuleExcluded:
                    p.fillRect(cell, excludedFill(th));
                    p.fillRect(cell, excludedHatch(th));
                    break;
            }
        }
        if (g.cellSize() >= fm.height() * 0.9) {
            const QRectF cell = g.cellRect(r, 0);
            p.setPen(th.mutedText);
            const qreal room = g.gridRect().left() - area.left() - 4;
            p.drawText(QRectF(area.left(), cell.top(), room, cell.height()), Qt::AlignRight | Qt::AlignVCenter,
                       fitText(fm, tokens_.value(r), room));
        }
    }
    if (n > 0) {
        // the mask's edge: a staircase between each row's last allowed key and the future
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(th.text, 2));
        QPolygonF stairs;
        stairs << g.gridRect().topLeft();
        for (int r = 0; r < n; ++r) {
            const QRectF cell = g.cellRect(r, r);
            stairs << QPointF(cell.right(), cell.top()) << cell.bottomRight();
        }
        stairs << g.gridRect().bottomLeft() << g.gridRect().topLeft();
        p.drawPolyline(stairs);
        // the newest rows
        p.setPen(QPen(th.newest, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(g.cellRect(picture_.newestFirstRow, 0).topLeft(), g.cellRect(n - 1, n - 1).bottomRight()));
    }
    // legend, below the grid
    const qreal top = height() - legendHeight - 4;
    const qreal swatch = std::ceil(fm.height() * 0.8);
    const QList<LegendEntry> entries = legendEntries();
    for (int i = 0; i < entries.size(); ++i) {
        const QRectF at = legend[i].translated(0, top);
        const QRectF box(at.left(), at.center().y() - swatch / 2, swatch, swatch);
        switch (entries[i].kind) {
            case LegendEntry::Allowed: p.fillRect(box, th.visible); break;
            case LegendEntry::Blocked:
                p.fillRect(box, th.maskBlocked);
                p.setPen(th.grid);
                p.drawRect(box);
                break;
            case LegendEntry::Excluded:
                p.fillRect(box, excludedFill(th));
                p.fillRect(box, excludedHatch(th));
                break;
            case LegendEntry::Evicted: p.fillRect(box, th.evicted); break;
        }
        p.setPen(th.text);
        p.drawText(QRectF(box.right() + 6, at.top(), at.width() - swatch - 6, at.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, entries[i].label);
    }
}

}  // namespace kvscope::ui
