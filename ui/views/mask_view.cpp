#include "ui/views/mask_view.h"

#include <QComboBox>
#include <QPainter>
#include <QVBoxLayout>

#include "ui/session/session_controller.h"
#include "ui/views/cell_image.h"
#include "ui/views/deferred_call.h"
#include "ui/views/heatmap_geometry.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

MaskView::MaskView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    headBox_ = new QComboBox(this);
    headBox_->setObjectName("maskHead");
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
        for (int h = 0; h < m.heads; ++h) {
            const QString name = m.headName(0, h);
            headBox_->addItem(name.isEmpty() ? tr("Exclusions of head %1").arg(h + 1)
                                             : tr("Exclusions of head %1 (%2)").arg(h + 1).arg(name));
        }
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

QImage MaskView::cellImage() const {
    const Theme& th = currentTheme();
    const int n = picture_.size();
    QImage image(std::max(n, 1), std::max(n, 1), QImage::Format_RGB32);
    // a cell of a pixel or two has no room for the hatch: rule-excluded cells get its colour
    const QRgb visible = th.visible.rgb(), blocked = th.maskBlocked.rgb(), excluded = th.ruleExcluded.rgb(),
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
            }
        }
    }
    return image;
}

void MaskView::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.fillRect(rect(), th.background);
    const int n = picture_.size();
    const QRectF area = QRectF(rect()).adjusted(4, headBox_->geometry().bottom() + 6, -4, -28);
    const QFontMetricsF fm(font());
    const HeatmapGeometry g(area, n, std::min<qreal>(70, area.width() * 0.25), fm.height() + 2);
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
                case CellKind::RuleExcluded:
                    p.fillRect(cell, th.visible.lighter(170));
                    p.fillRect(cell, QBrush(th.ruleExcluded.darker(130), Qt::BDiagPattern));
                    break;
            }
        }
        if (g.cellSize() >= fm.height() * 0.9) {
            const QRectF cell = g.cellRect(r, 0);
            p.setPen(th.mutedText);
            p.drawText(QRectF(area.left(), cell.top(), g.gridRect().left() - area.left() - 4, cell.height()),
                       Qt::AlignRight | Qt::AlignVCenter, tokens_.value(r));
        }
    }
    if (n > 0) {  // the newest rows
        p.setPen(QPen(th.newest, 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(g.cellRect(picture_.newestFirstRow, 0).topLeft(), g.cellRect(n - 1, n - 1).bottomRight()));
    }
    // legend
    const qreal y = height() - 22;
    qreal x = 6;
    auto swatch = [&](const QColor& c, const QString& label, bool hatch = false) {
        const QRectF box(x, y, 14, 14);
        p.fillRect(box, c);
        if (hatch) p.fillRect(box, QBrush(th.ruleExcluded.darker(130), Qt::BDiagPattern));
        p.setPen(th.text);
        p.drawText(QPointF(x + 18, y + 12), label);
        x += 24 + fm.horizontalAdvance(label);
    };
    swatch(th.visible, tr("allowed"));
    swatch(th.maskBlocked, tr("blocked by the mask"));
    swatch(th.visible.lighter(170), tr("excluded by the head"), true);
}

}  // namespace kvscope::ui
