#include "ui/views/heatmap_widget.h"

#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "core/format.h"
#include "ui/views/cell_image.h"
#include "ui/views/text_fit.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
QString fieldName(AttentionField f) {
    switch (f) {
        case AttentionField::Scores: return QObject::tr("score");
        case AttentionField::MaskedScores: return QObject::tr("masked score");
        case AttentionField::Weights: return QObject::tr("weight");
        case AttentionField::Difference: return QObject::tr("weight − the exact cache's");
    }
    return {};
}
}  // namespace

HeatmapWidget::HeatmapWidget(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::ClickFocus);  // a click here takes the keys back from the prompt (Space steps)
}

void HeatmapWidget::setPicture(const AttentionPicture& picture, const QStringList& tokens,
                               AttentionField field, const QString& title, const QString& shortTitle) {
    picture_ = picture;
    tokens_ = tokens;
    field_ = field;
    title_ = title;
    shortTitle_ = shortTitle;
    setAccessibleName(tr("Attention heatmap: %1").arg(title));
    // Weights live in [0, 1]; scores are scaled to their finite range; differences to a range
    // symmetric about 0 (the page's colour), so a sign reads at a glance.
    low_ = 0;
    high_ = 1;
    if (field == AttentionField::Difference) {
        double largest = 0;
        for (Eigen::Index i = 0; i < picture_.values.size(); ++i)
            if (std::isfinite(picture_.values.data()[i])) largest = std::max(largest, std::abs(picture_.values.data()[i]));
        high_ = std::max(largest, 1e-6);
        low_ = -high_;
    } else if (field != AttentionField::Weights) {
        bool any = false;
        for (Eigen::Index i = 0; i < picture_.values.size(); ++i) {
            const double v = picture_.values.data()[i];
            if (!std::isfinite(v)) continue;
            low_ = any ? std::min(low_, v) : v;
            high_ = any ? std::max(high_, v) : v;
            any = true;
        }
        if (!any || high_ - low_ < 1e-12) high_ = low_ + 1;
    }
    const int n = picture_.size();
    cells_ = QImage(std::max(n, 1), std::max(n, 1), QImage::Format_RGB32);
    const Theme& th = currentTheme();
    const QRgb blocked = th.maskBlocked.rgb(), excluded = th.ruleExcluded.rgb(), pending = th.grid.rgb(),
               evicted = th.evicted.rgb();
    const double span = high_ - low_;
    const CellKind* kinds = picture_.kinds.constData();
    for (int r = 0; r < n; ++r) {
        auto* line = reinterpret_cast<QRgb*>(cells_.scanLine(r));
        for (int c = 0; c < n; ++c) {
            const double v = picture_.values(r, c);
            switch (kinds[r * n + c]) {
                case CellKind::MaskBlocked: line[c] = blocked; break;
                case CellKind::RuleExcluded: line[c] = excluded; break;
                case CellKind::NotRecorded: line[c] = pending; break;
                case CellKind::Evicted: line[c] = evicted; break;
                case CellKind::Visible:
                    line[c] = !std::isfinite(v) ? excluded
                              : field_ == AttentionField::Difference ? divergingColor(v / high_, th.background).rgb()
                                                                     : mapRgb(th.colorMap, (v - low_) / span);
            }
        }
    }
    update();
}

void HeatmapWidget::setSelectedRow(int row) {
    selectedRow_ = row;
    update();
}

qreal HeatmapWidget::longestLabel() const {
    const QFontMetricsF fm(font());
    qreal label = 0;
    for (const QString& t : tokens_) label = std::max(label, fm.horizontalAdvance(t));
    return label;
}

namespace {
QFont boldFont(const QFont& f) {
    QFont bold = f;
    bold.setBold(true);
    return bold;
}
}  // namespace

void HeatmapWidget::setTitleForm(TitleForm form) {
    if (form == titleForm_) return;
    titleForm_ = form;
    update();
}

QStringList HeatmapWidget::titleLinesAs(TitleForm form) const {
    const bool useShort = (form == TitleForm::Short || form == TitleForm::ShortSplit) && !shortTitle_.isEmpty();
    const QString& title = useShort ? shortTitle_ : title_;
    const qsizetype split = title.indexOf(QStringLiteral(" · "));
    if (split < 0 || (form != TitleForm::Split && form != TitleForm::ShortSplit)) return {title};
    return {title.left(split), title.mid(split + 3)};
}

bool HeatmapWidget::titleFitsAs(TitleForm form, qreal width) const {
    const QFontMetricsF fm(boldFont(font()));
    const QStringList lines = titleLinesAs(form);
    return std::all_of(lines.begin(), lines.end(), [&](const QString& l) { return fm.horizontalAdvance(l) <= width; });
}

QStringList HeatmapWidget::titleLines(qreal width) const {
    if (titleForm_ != TitleForm::Auto) return titleLinesAs(titleForm_);
    for (TitleForm form : {TitleForm::Whole, TitleForm::Split, TitleForm::Short})
        if (titleFitsAs(form, width)) return titleLinesAs(form);
    return titleLinesAs(TitleForm::ShortSplit);
}

qreal HeatmapWidget::titleHeight(qreal width) const {
    return std::ceil(QFontMetricsF(boldFont(font())).height() * titleLines(width).size() + 4);
}

qreal HeatmapWidget::labelColumnWidth() const { return longestLabel() + 6; }

HeatmapWidget::Layout HeatmapWidget::layoutFor(const QRectF& area) const {
    const QFontMetricsF fm(font());
    const int n = picture_.size();
    const qreal longest = longestLabel();
    const qreal widestPosition = fm.horizontalAdvance(QString::number(n));
    const bool rowPositions = labelColumnWidth() > area.width() * 0.4;
    const qreal left = rowPositions ? widestPosition + 6 : labelColumnWidth();
    const QRectF below = area.adjusted(0, titleHeight(area.width()), 0, 0);
    const auto readable = [&](const HeatmapGeometry& g) { return g.cellSize() >= fm.height() * 0.9; };
    const HeatmapGeometry across(below, n, left, fm.height() + 2);
    if (readable(across) && across.cellSize() >= longest + 4) return {across, KeyLabels::Across, rowPositions};
    // Key labels wider than a column stand upright above it instead of being cut to "…".
    const HeatmapGeometry upright(below, n, left, longest + 6);
    if (readable(upright)) return {upright, KeyLabels::Upright, rowPositions};
    if (readable(across) && across.cellSize() >= widestPosition + 2) return {across, KeyLabels::Positions, rowPositions};
    return {HeatmapGeometry(below, n, 0, 0), KeyLabels::None};  // cells too small for text
}

void HeatmapWidget::setShowNumbers(bool on) {
    showNumbers_ = on;
    update();
}

QString HeatmapWidget::cellText(int row, int col, int digits) const {
    return QString::fromStdString(formatNumber(picture_.values(row, col), digits));
}

bool HeatmapWidget::numbersFit(const HeatmapGeometry& g, QFont* chosen, int* chosenDigits) const {
    if (!showNumbers_) return false;
    const int n = picture_.size();
    if (g.cellSize() < QFontMetricsF(font()).height() * 0.7) return false;  // the smallest font cannot fit
    // three significant digits in a font down to 70 % of the view's, else two (hover shows all)
    for (const int digits : {3, 2})
        for (const qreal scale : {1.0, 0.85, 0.7}) {
            QFont f = font();
            f.setPointSizeF(font().pointSizeF() * scale);
            const QFontMetricsF fm(f);
            if (fm.height() > g.cellSize()) continue;
            bool fits = true;
            for (int r = 0; r < n && fits; ++r)
                for (int c = 0; c <= r && fits; ++c)
                    fits = picture_.kind(r, c) != CellKind::Visible ||
                           fm.horizontalAdvance(cellText(r, c, digits)) <= g.cellSize() - 3;
            if (!fits) continue;
            if (chosen) *chosen = f;
            if (chosenDigits) *chosenDigits = digits;
            return true;
        }
    return false;
}

QColor HeatmapWidget::cellColor(int row, int col) const {
    const Theme& th = currentTheme();
    switch (picture_.kind(row, col)) {
        case CellKind::MaskBlocked: return th.maskBlocked;
        case CellKind::RuleExcluded: return th.ruleExcluded;
        case CellKind::NotRecorded: return th.grid;
        case CellKind::Evicted: return th.evicted;
        case CellKind::Visible: break;
    }
    const double v = picture_.values(row, col);
    if (!std::isfinite(v)) return th.ruleExcluded;
    if (field_ == AttentionField::Difference) return divergingColor(v / high_, th.background);
    return mapColor(th.colorMap, (v - low_) / (high_ - low_));
}

QString HeatmapWidget::describeCell(int row, int col) const {
    if (row < 0 || col < 0 || row >= picture_.size() || col >= picture_.size()) return {};
    const QString q = tokens_.value(row), k = tokens_.value(col);
    QString what;
    switch (picture_.kind(row, col)) {
        case CellKind::MaskBlocked: what = tr("blocked by the causal mask (a future token)"); break;
        case CellKind::RuleExcluded: what = tr("excluded: score −∞, weight 0"); break;
        case CellKind::NotRecorded: what = tr("not kept by this step's record: being recomputed"); break;
        case CellKind::Evicted: what = tr("evicted from the cache window before this query: weight 0"); break;
        case CellKind::Visible:
            what = QString("%1 = %2").arg(fieldName(field_),
                                          QString::fromStdString(formatNumber(picture_.values(row, col), 6)));
    }
    return tr("%1\nquery %2 “%3” → key %4 “%5”\n%6")
        .arg(title_)
        .arg(row + 1)
        .arg(q)
        .arg(col + 1)
        .arg(k)
        .arg(what);
}

void HeatmapWidget::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    p.fillRect(rect(), th.background);
    p.setPen(th.text);
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const qreal title = titleHeight(width());
    const QFontMetricsF boldMetrics(bold);
    const QStringList lines = titleLines(width());
    for (int i = 0; i < lines.size(); ++i)
        p.drawText(QRectF(0, 2 + i * boldMetrics.height(), width(), boldMetrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fitText(boldMetrics, lines[i], width()));
    p.setFont(font());
    const int n = picture_.size();
    if (n == 0) return;

    const Layout layout = layoutFor(rect());
    const HeatmapGeometry& g = layout.grid;
    if (paintsVector(p) && !drawCellsAsImage(g.cellSize())) {
        // an SVG or PDF export of a readable grid: cells as rectangles, exact in any viewer
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) p.fillRect(g.cellRect(r, c), cellColor(r, c));
    } else {
        drawCellImage(p, g.gridRect(), cells_);  // each cell stays one flat colour
    }
    if (g.cellSize() >= 8) {             // thin separators, as long as cells are big enough
        p.setPen(QPen(th.background, 1));
        for (int i = 1; i < n; ++i) {
            const QRectF cell = g.cellRect(i, i);
            p.drawLine(QPointF(cell.left(), g.gridRect().top()), QPointF(cell.left(), g.gridRect().bottom()));
            p.drawLine(QPointF(g.gridRect().left(), cell.top()), QPointF(g.gridRect().right(), cell.top()));
        }
    }

    // labels: query tokens down the left, key tokens across the top (when they fit)
    const QFontMetricsF fm(font());
    if (layout.keys != KeyLabels::None) {
        p.setPen(th.mutedText);
        const qreal leftRoom = g.gridRect().left() - 4;
        for (int i = 0; i < n; ++i) {
            const QRectF cell = g.cellRect(i, 0);
            p.drawText(QRectF(0, cell.top(), leftRoom, cell.height()), Qt::AlignRight | Qt::AlignVCenter,
                       layout.rowPositions ? QString::number(i + 1) : fitText(fm, tokens_.value(i), leftRoom));
            const QRectF top = g.cellRect(0, i);
            if (layout.keys == KeyLabels::Positions) {
                p.drawText(QRectF(top.left(), title, top.width(), fm.height()), Qt::AlignCenter, QString::number(i + 1));
            } else if (layout.keys == KeyLabels::Upright) {
                p.save();
                p.translate(top.center().x() + fm.ascent() / 2 - 1, top.top() - 3);
                p.rotate(-90);
                p.drawText(QPointF(0, 0), fitText(fm, tokens_.value(i), top.top() - title - 4));
                p.restore();
            } else {
                p.drawText(QRectF(top.left(), title, top.width(), fm.height()), Qt::AlignCenter,
                           fitText(fm, tokens_.value(i), top.width()));
            }
        }
    }
    // exact values inside the cells, the article's tables, when every one fits whole
    QFont numbers;
    int digits = 3;
    if (numbersFit(g, &numbers, &digits)) {
        p.setFont(numbers);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c <= r; ++c) {
                if (picture_.kind(r, c) != CellKind::Visible) continue;
                const QColor bg = cellColor(r, c);
                p.setPen(bg.lightness() > 140 ? Qt::black : Qt::white);
                p.drawText(g.cellRect(r, c), Qt::AlignCenter, cellText(r, c, digits));
            }
    }

    // the newest rows (this step's) and the selected query row
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(th.newest, 2));
    const QRectF first = g.cellRect(picture_.newestFirstRow, 0);
    const QRectF last = g.cellRect(n - 1, n - 1);
    p.drawRect(QRectF(first.topLeft(), last.bottomRight()).adjusted(1, 1, -1, -1));
    if (selectedRow_ >= 0 && selectedRow_ < n) {
        p.setPen(QPen(th.selection, 2, Qt::DashLine));
        const QRectF row = g.cellRect(selectedRow_, 0);
        p.drawRect(QRectF(row.topLeft(), g.cellRect(selectedRow_, n - 1).bottomRight()));
    }
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent* event) {
    const QPoint cell = geometryFor(rect()).cellAt(event->position());
    const QString text = describeCell(cell.x(), cell.y());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

void HeatmapWidget::mousePressEvent(QMouseEvent* event) {
    // only the left button selects: the right one opens the export menu and must leave the
    // selected query as it is (issue 20, defect 12)
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    if (event->position().y() < titleHeight(width())) return emit activated();  // the title enlarges
    const QPoint cell = geometryFor(rect()).cellAt(event->position());
    if (cell.x() >= 0) emit rowClicked(cell.x());
}

void HeatmapWidget::mouseDoubleClickEvent(QMouseEvent*) { emit activated(); }

}  // namespace kvscope::ui
