#include "ui/views/logits_chart.h"

#include "ui/views/text_fit.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QScopedValueRollback>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "core/format.h"
#include "ui/views/chart_style.h"
#include "ui/views/logits_layout.h"
#include "ui/views/probability_text.h"
#include "ui/views/theme.h"
#include "ui/views/work_axes.h"

namespace kvscope::ui {

namespace {
constexpr double kPad = 4;         // pixels between a bar's end and its label
constexpr int kEdge = 4;           // the chart's margin (styleChart)
constexpr double kRowLines = 1.3;  // a bar's row, in lines of the label font
constexpr double kTickRoom = 8;    // between the token labels and the plot: the axis' tick marks
}  // namespace

LogitsChart::LogitsChart(int maxBars) {
    // The margins hold the labels and grow with them; left alone, Qt Charts would make them
    // the chart's minimum size, and a chart once wide could never be narrowed to share again.
    setMinimumSize(QSizeF(120, 120));
    legend()->hide();
    set_ = new QBarSet(tr("probability"), this);
    series_ = new QHorizontalBarSeries(this);
    series_->append(set_);
    series_->setBarWidth(0.7);
    tokens_ = new QBarCategoryAxis(this);
    tokens_->setLabelsVisible(false);  // the chart writes the tokens itself, each whole or cut by it
    percent_ = new QValueAxis(this);
    percent_->setLabelFormat("%.0f %");
    percent_->setTitleText(tr("probability"));  // the live temperature is the view's slider
    addSeries(series_);
    addAxis(tokens_, Qt::AlignLeft);
    addAxis(percent_, Qt::AlignBottom);
    series_->attachAxis(tokens_);
    series_->attachAxis(percent_);
    auto newText = [this] {
        auto* item = new QGraphicsSimpleTextItem(this);
        item->setZValue(10);  // over the bars
        item->hide();
        return item;
    };
    for (int i = 0; i <= maxBars; ++i) {
        tokenTexts_ << newText();
        labels_ << newText();
        logitTexts_ << newText();
    }
    logitHeader_ = newText();
    logitHeader_->setText(tr("logit"));
    connect(set_, &QBarSet::clicked, this, [this](int index) {
        const int row = static_cast<int>(shown_.size()) - 1 - index;  // bars are set bottom up
        if (row >= 0 && row < shown_.size()) emit barClicked(shown_[row]);
    });
    // A new width shares out differently (logits_layout.h). On the chart's own geometry, not
    // the plot's: margins wider than a narrowed chart leave Qt Charts no plot to lay out.
    connect(this, &QGraphicsWidget::geometryChanged, this, [this] {
        if (!fitting_ && size().width() != marginsFor_) fill();
    });
    connect(this, &QChart::plotAreaChanged, this, [this](const QRectF& plot) {
        if (!fitting_ && rowsThatFit() != rows_) fill();  // a new height fits other rows
        else if (!fitting_ && needsRefit(fittedFor_, plot.size())) fitAxis();
        placeLabels();  // labels are no part of the layout: placing them exactly starts none
    });
    fill();
}

void LogitsChart::applyTheme(const Theme& th, const QFont& font) {
    styleChart(this, th, font);
    styleAxis(tokens_, th, font);
    tokens_->setGridLineVisible(false);  // the bars mark the rows
    styleAxis(percent_, th, font);
    set_->setColor(th.visible);
    set_->setBorderColor(th.visible);
    set_->setSelectedColor(th.newest);
    for (QGraphicsSimpleTextItem* item : tokenTexts_ + labels_ + logitTexts_) {
        item->setFont(font);
        item->setBrush(th.text);
    }
    QFont bold = font;
    bold.setBold(true);  // as the axis titles
    logitHeader_->setFont(bold);
    logitHeader_->setBrush(th.text);
    fill();  // the font sets how many bars fit, and the labels' room
}

void LogitsChart::setBars(const LogitsBars& bars) {
    bars_ = bars;
    fill();
}

int LogitsChart::rowsThatFit() const {
    const double line = QFontMetricsF(labels_[0]->font()).height() * kRowLines;
    return std::max(1, static_cast<int>(plotAreaOrGuess(this).height() / line));
}

void LogitsChart::fill() {
    const QScopedValueRollback<bool> guard(fitting_, true);  // the layout it starts calls back
    // New labels move the plot's edges at once; a second pass fits the place they settled in.
    for (int pass = 0; pass < 2; ++pass) {
        rows_ = rowsThatFit();
        shown_.clear();
        for (int i = 0; i < bars_.size() && i < std::min(rows_, static_cast<int>(labels_.size())); ++i) shown_ << i;
        if (bars_.chosen >= shown_.size() && !shown_.isEmpty()) shown_.last() = bars_.chosen;  // never hide the choice
        QList<qreal> percent;  // bottom up: the most likely on top
        QStringList rows;      // the axis' categories: one per bar, drawn by the chart instead
        for (int row = static_cast<int>(shown_.size()) - 1; row >= 0; --row) {
            percent << 100 * probability(row);
            rows << QString::number(row);
        }
        for (int row = 0; row < labels_.size(); ++row) {
            labels_[row]->setText(row < shown_.size() ? formatProbability(probability(row)) : QString());
            logitTexts_[row]->setText(
                row < shown_.size() ? QString::fromStdString(formatNumber(bars_.logits[shown_[row]])) : QString());
        }
        fitMargins();
        if (tokens_->categories() != rows) tokens_->setCategories(rows);
        replaceValues(set_, percent);
        set_->deselectAllBars();
        if (const int row = static_cast<int>(shown_.indexOf(bars_.chosen)); row >= 0)
            set_->selectBar(static_cast<int>(shown_.size()) - 1 - row);
        fitAxis();
        if (rowsThatFit() == rows_) break;
    }
    placeLabels();
}

void LogitsChart::fitMargins() {
    const QFontMetricsF fm(labels_[0]->font());
    const QFontMetricsF header(logitHeader_->font());
    LogitsColumns columns;
    columns.logits = header.horizontalAdvance(logitHeader_->text());
    double longest = 0;
    for (int row = 0; row < shown_.size(); ++row) longest = std::max(longest, probability(row));
    QStringList tokens;
    for (int row = 0; row < shown_.size(); ++row) {
        tokens << tokenLabel(bars_.labels[shown_[row]], kMaxLabelChars);
        columns.tokens = std::max(columns.tokens, fm.horizontalAdvance(tokens.last()));
        // lengths against the longest bar: the axis reaches at least that far, so the gutter
        // is never too small
        columns.lengths << (longest > 0 ? probability(row) / longest : 0.0);
        columns.labels << fm.horizontalAdvance(labels_[row]->text()) + 2 * kPad;
        columns.logits = std::max(columns.logits, fm.horizontalAdvance(logitTexts_[row]->text()));
    }
    columns.logits = std::ceil(columns.logits + 2 * kPad);
    marginsFor_ = size().width();
    const double width = marginsFor_ - 2 * kEdge - kTickRoom;
    // Qt Charts keeps half the widest tick label of the probability axis on each side of the
    // plot, beyond the margins. A narrow chart does without those labels (each bar carries its
    // own) if that keeps a column it would otherwise lose.
    const double tickLabel = QFontMetricsF(percent_->labelsFont()).horizontalAdvance("100 %");
    LogitsLayout layout = shareWidth(width - tickLabel, columns);
    const LogitsLayout bare = shareWidth(width, columns);
    axisLabelsShown_ = layout.logitsShown == bare.logitsShown && layout.tokens >= bare.tokens &&
                       layout.plot >= 2 * tickLabel;
    if (!axisLabelsShown_) layout = bare;
    logitsShown_ = layout.logitsShown || shown_.isEmpty();
    gutter_ = std::ceil(layout.gutter);
    for (int row = 0; row < tokenTexts_.size(); ++row)
        tokenTexts_[row]->setText(row < tokens.size() ? fitText(fm, tokens[row], layout.tokens) : QString());
    const QMargins m(kEdge + static_cast<int>(std::ceil(layout.tokens + kTickRoom)),
                     kEdge + (logitsShown_ ? static_cast<int>(std::ceil(header.height() + kPad)) : 0),
                     kEdge + static_cast<int>(gutter_ + (logitsShown_ ? columns.logits : 0)), kEdge);
    if (margins() != m) setMargins(m);  // a layout, and plotAreaChanged: the labels move with it
}

void LogitsChart::fitAxis() {
    const QScopedValueRollback<bool> guard(fitting_, true);
    for (int pass = 0; pass < 2; ++pass) {
        fittedFor_ = plotAreaOrGuess(this).size();
        double top = 0;
        for (int row = 0; row < shown_.size(); ++row) top = std::max(top, 100 * probability(row));
        // "100 %" is as wide as a tick label gets (0.05 % is as wide, and rarer)
        ticks_ = niceTicks(top, tickBudget(fittedFor_.width(), QFontMetricsF(percent_->labelsFont()).horizontalAdvance("100 %")));
        percent_->setLabelsVisible(ticks_.intervals > 0 && axisLabelsShown_);
        percent_->setGridLineVisible(ticks_.intervals > 0);
        percent_->setLabelFormat(QString("%.%1f %").arg(ticks_.decimals));
        setFixedTicks(percent_, ticks_.intervals > 0 ? ticks_.top : 1, ticks_.intervals > 0 ? ticks_.intervals + 1 : 2);
        // a title cut to "probabil…" (or to "…" by a short chart) helps no one; each bar says
        // "… %" anyway: it is shown only with the tick labels, in a chart with room for both
        const QFontMetricsF titleMetrics(percent_->titleFont());
        percent_->setTitleVisible(axisLabelsShown_ && titleMetrics.horizontalAdvance(percent_->titleText()) <= fittedFor_.width() &&
                                  fittedFor_.height() >= 6 * titleMetrics.height());
        // new labels move the plot's edges at once; a second pass fits where they settled
        if (plotArea().isEmpty() || !needsRefit(fittedFor_, plotArea().size())) break;
    }
}

void LogitsChart::placeLabels() {
    // not laid out yet, or a chart too small for Qt Charts to lay out: the words are known,
    // the places are not
    const QRectF plot = rect().contains(plotArea()) ? plotArea() : QRectF();
    const int count = static_cast<int>(shown_.size());
    for (int i = 0; i < labels_.size(); ++i) {
        tokenTexts_[i]->setVisible(i < count && !plot.isEmpty());
        labels_[i]->setVisible(i < count && !plot.isEmpty());
        logitTexts_[i]->setVisible(i < count && !plot.isEmpty() && logitsShown_);
    }
    logitHeader_->setVisible(count > 0 && !plot.isEmpty() && logitsShown_);
    if (plot.isEmpty()) return;
    // the logits right-aligned at the chart's right margin, past the labels' gutter
    const double logitRight = rect().right() - kEdge - kPad;
    for (int row = 0; row < count; ++row) {
        const QFontMetricsF fm(labels_[row]->font());
        const QPointF end = mapToPosition(QPointF(100 * probability(row), count - 1 - row), series_);
        // after the bar's end: the gutter right of the plot keeps room for the widest label
        labels_[row]->setPos(end.x() + kPad, end.y() - fm.height() / 2);
        tokenTexts_[row]->setPos(plot.left() - kTickRoom - fm.horizontalAdvance(tokenTexts_[row]->text()),
                                 end.y() - fm.height() / 2);
        logitTexts_[row]->setPos(logitRight - fm.horizontalAdvance(logitTexts_[row]->text()), end.y() - fm.height() / 2);
    }
    const QFontMetricsF header(logitHeader_->font());
    logitHeader_->setPos(logitRight - header.horizontalAdvance(logitHeader_->text()), plot.top() - header.height() - kPad);
}

QStringList LogitsChart::logitColumn() const {
    QStringList out;
    if (!logitsShown_) return out;
    for (int row = 0; row < shown_.size(); ++row) out << logitTexts_[row]->text();
    return out;
}

QStringList LogitsChart::tokenLabels() const {
    QStringList out;
    for (int row = 0; row < shown_.size(); ++row) out << tokenTexts_[row]->text();
    return out;
}

QStringList LogitsChart::valueLabels() const {
    QStringList out;
    for (int row = 0; row < shown_.size(); ++row) out << labels_[row]->text();
    return out;
}

}  // namespace kvscope::ui
