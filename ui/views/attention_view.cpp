#include "ui/views/attention_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <limits>

#include "ui/session/session_controller.h"
#include "ui/views/deferred_call.h"
#include "ui/views/color_bar.h"
#include "ui/views/overlay_frame.h"
#include "ui/views/heatmap_widget.h"
#include "ui/views/kv_grouping.h"
#include "ui/views/small_multiples.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

AttentionView::AttentionView(SessionController* session, QWidget* parent)
    : QWidget(parent), session_(session) {
    auto* top = header_ = new QHBoxLayout;
    layerBox_ = new QComboBox(this);
    layerBox_->setObjectName("layerSelector");
    fieldBox_ = new QComboBox(this);
    fieldBox_->setObjectName("fieldSelector");
    fieldBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);  // "Difference from the exact cache" comes and goes
    fieldBox_->addItem(tr("Weights (after softmax)"), int(AttentionField::Weights));
    fieldBox_->addItem(tr("Scores before the mask"), int(AttentionField::Scores));
    fieldBox_->addItem(tr("Scores after the mask"), int(AttentionField::MaskedScores));
    groupBox_ = new QComboBox(this);
    groupBox_->setObjectName("headGroupSelector");
    groupBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    groupBox_->setToolTip(tr("Show every head, or only the query heads that share one KV head, larger"));
    numbersBox_ = new QCheckBox(tr("Numbers"), this);
    numbersBox_->setObjectName("numbersInCells");
    numbersBox_->setToolTip(tr("Print each weight or score inside its cell whenever they all fit"));
    numbersBox_->setChecked(true);
    numbersBox_->setFocusPolicy(Qt::NoFocus);  // Space steps; it must never toggle this instead
    legend_ = new QLabel(this);
    legend_->setObjectName("attentionLegend");
    legend_->setWordWrap(true);
    layerTitle_ = new QLabel(this);
    layerTitle_->setObjectName("layerTitle");
    layerTitle_->setTextFormat(Qt::PlainText);
    layerTitle_->hide();
    layerBox_->installEventFilter(this);
    top->addWidget(layerBox_);
    top->addWidget(layerTitle_);
    top->addWidget(fieldBox_);
    top->addWidget(groupBox_);
    top->addWidget(numbersBox_);
    top->addWidget(legend_, 1);
    colorBar_ = new ColorBar(this);
    colorBar_->setObjectName("colorBar");
    top->addWidget(colorBar_);
    grid_ = new QGridLayout;
    grid_->setSpacing(8);
    groupRow_ = new QHBoxLayout;  // (empty, and no height, while the selector is in the header)
    groupRow_->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(groupRow_);
    layout->addLayout(grid_, 1);

    connect(numbersBox_, &QCheckBox::toggled, this, &AttentionView::setShowNumbers);
    connect(layerBox_, &QComboBox::currentIndexChanged, this, [this](int i) { session_->setLayer(i); });
    connect(fieldBox_, &QComboBox::currentIndexChanged, this,
            [this](int) { setField(static_cast<AttentionField>(fieldBox_->currentData().toInt())); });
    connect(groupBox_, &QComboBox::currentIndexChanged, this, [this](int) { showGroup(groupBox_->currentData().toInt()); });
    connect(session_, &SessionController::modelChanged, this, &AttentionView::rebuildHeads);
    // dashed and thinner than the stage frame (3): it reads as a selection, not a stage
    headFrame_ = new OverlayFrame(
        "headFrame",
        [] {
            const Theme& th = currentTheme();
            return QPen(th.selection, 2 * th.fontScale, Qt::DashLine);
        },
        3, this);
    connect(session_, &SessionController::headChanged, this, [this] {
        // a head chosen elsewhere (the model or line view) is shown: its group, if a group is
        if (session_->head() >= 0 && !headShown(session_->head())) showGroup(session_->model().kvHeadOf(session_->head()));
        headFrame_->frame(heads_.value(session_->head()));
    });
    refreshLater_ = new DeferredCall([this] { refresh(); }, this);
    for (auto signal : {&SessionController::currentChanged, &SessionController::layerChanged,
                        &SessionController::layerDetailChanged, &SessionController::exactLayerChanged})
        connect(session_, signal, refreshLater_, &DeferredCall::request);  // a burst repaints once
    connect(session_, &SessionController::queryChanged, this, [this] {
        for (HeatmapWidget* w : heads_) w->setSelectedRow(session_->selectedQuery());
    });
    rebuildHeads();
}

void AttentionView::setCompact(bool compact) {
    compact_ = compact;
    placeLegend();
}

int AttentionView::headerWidgetsWidth(bool withGroupBox) const {
    int width = 0;
    for (QWidget* w : std::initializer_list<QWidget*>{layerBox_, layerTitle_, fieldBox_, groupBox_, numbersBox_, colorBar_})
        if (!w->isHidden() && (w != groupBox_ || withGroupBox)) width += w->sizeHint().width() + header_->spacing();
    return width;
}

void AttentionView::placeGroupSelector() {
    const QMargins margins = layout()->contentsMargins();
    // beside the other selectors when they all fit with the colour bar at its narrowest: the
    // bar gives up width before the heatmaps give up a row's height, and it alone does (left to
    // the layout, the selectors shrank too, and "Layer 0" was cut)
    const int barRoom = width() - margins.left() - margins.right() - headerWidgetsWidth(true) + colorBar_->sizeHint().width();
    const bool inHeader = barRoom >= colorBar_->minimumSizeHint().width();
    colorBar_->setMaximumWidth(inHeader && barRoom < colorBar_->sizeHint().width() ? barRoom : QWIDGETSIZE_MAX);
    if (inHeader == (header_->indexOf(groupBox_) >= 0)) return;
    if (inHeader) {
        groupRow_->removeWidget(groupBox_);
        header_->insertWidget(header_->indexOf(fieldBox_) + 1, groupBox_);
    } else {
        header_->removeWidget(groupBox_);
        groupRow_->insertWidget(0, groupBox_);
    }
}

void AttentionView::placeLegend() {
    placeGroupSelector();
    // the room the legend would have: the header's width less its other widgets and the gaps
    // (the head selector's too while it is among them)
    const int others = headerWidgetsWidth(header_->indexOf(groupBox_) >= 0);
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right() - others;
    const int lines = room > 0 ? legend_->heightForWidth(room) / std::max(1, legend_->fontMetrics().lineSpacing()) : 99;
    const bool shown = !compact_ && lines <= 4;
    legend_->setVisible(shown);
    colorBar_->setToolTip(shown ? QString() : legend_->text());
}

void AttentionView::setShowNumbers(bool on) {
    numbersBox_->setChecked(on);
    for (HeatmapWidget* w : heads_) w->setShowNumbers(on);
}

void AttentionView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeLegend();
    arrangeHeads();
}

void AttentionView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        arrangeHeads();
        shareTitleForm();
    }
}

bool AttentionView::headShown(int head) const {
    return shownGroup_ < 0 || session_->model().kvHeadOf(head) == shownGroup_;
}

QVector<HeatmapWidget*> AttentionView::shownHeads() const {
    QVector<HeatmapWidget*> shown;
    for (int h = 0; h < heads_.size(); ++h)
        if (headShown(h)) shown.append(heads_[h]);
    return shown;
}

void AttentionView::showGroup(int kvHead) {
    const ModelSummary& m = session_->model();
    const int group = kvHead >= 0 && kvHead < m.kvHeads && m.kvHeads < m.heads ? kvHead : -1;
    {
        const QSignalBlocker block(groupBox_);
        groupBox_->setCurrentIndex(std::max(0, groupBox_->findData(group)));
    }
    if (group == shownGroup_) return;
    shownGroup_ = group;
    for (int h = 0; h < heads_.size(); ++h) heads_[h]->setVisible(headShown(h));
    columns_ = 0;  // the grid is laid out again for the heads shown
    arrangeHeads();
    titlesChanged_ = true;
    shareTitleForm();
}

void AttentionView::arrangeHeads() {
    const QVector<HeatmapWidget*> shown = shownHeads();
    if (shown.isEmpty()) return;
    const HeatmapWidget* first = shown.first();
    // the grid's share of the panel: all of it below the selectors
    QSizeF area = grid_->geometry().size();
    if (area.isEmpty()) area = QSizeF(width(), height() - layerBox_->sizeHint().height());
    // no more columns than the panels' minimum width allows: the grid never widens the window;
    // and no more rows than their minimum height allows, nor does it heighten it (a panel's
    // arrangement sets the grid's minimum, and a window held taller than the screen cuts off
    // the status line on a projector)
    const qreal spacing = grid_->spacing(), minWidth = first->minimumSizeHint().width(),
                minHeight = first->minimumSizeHint().height();
    const int fitting = std::max(1, static_cast<int>((area.width() + spacing) / (minWidth + spacing)));
    const int rowsFitting = std::max(1, static_cast<int>((area.height() + spacing) / (minHeight + spacing)));
    const int fewest = (static_cast<int>(shown.size()) + rowsFitting - 1) / rowsFitting;
    const int columns = bestColumns(
        shown.size(), area, spacing,
        [first](const QSizeF& panel) {
            // before the first step there are no cells: the squarest panels then
            if (first->picture().size() == 0) return std::min(panel.width(), panel.height());
            return first->layoutFor(QRectF(QPointF(0, 0), panel)).grid.cellSize();
        },
        fitting, fewest);
    if (columns == columns_) return;
    columns_ = columns;
    for (HeatmapWidget* w : heads_) grid_->removeWidget(w);
    for (int i = 0; i < grid_->columnCount(); ++i) grid_->setColumnStretch(i, 0);
    for (int i = 0; i < grid_->rowCount(); ++i) grid_->setRowStretch(i, 0);
    for (int i = 0; i < shown.size(); ++i) grid_->addWidget(shown[i], i / columns, i % columns);
    for (int c = 0; c < columns; ++c) grid_->setColumnStretch(c, 1);
    for (int r = 0; r < (shown.size() + columns - 1) / columns; ++r) grid_->setRowStretch(r, 1);
}

void AttentionView::setField(AttentionField field) {
    field_ = field;
    offerDifference(field == AttentionField::Difference || session_->currentUsesLabCache());
    fieldBox_->setCurrentIndex(fieldBox_->findData(int(field)));
    refresh();
}

void AttentionView::offerDifference(bool offer) {
    const int at = fieldBox_->findData(int(AttentionField::Difference));
    const QSignalBlocker block(fieldBox_);
    if (offer && at < 0) {
        fieldBox_->addItem(tr("Difference from the exact cache"), int(AttentionField::Difference));
        fieldBox_->setItemData(fieldBox_->count() - 1,
                               tr("This cache's weights minus those the exact f32 cache gives on the same tokens"),
                               Qt::ToolTipRole);
    } else if (!offer && at >= 0) {
        fieldBox_->removeItem(at);
    }
}

void AttentionView::rebuildHeads() {
    qDeleteAll(heads_);
    heads_.clear();
    const ModelSummary& m = session_->model();
    layerBox_->blockSignals(true);
    layerBox_->clear();
    for (int l = 0; l < m.layers; ++l) layerBox_->addItem(tr("Layer %1").arg(l));
    layerBox_->setVisible(m.layers > 1);
    layerBox_->blockSignals(false);
    shownGroup_ = -1;
    {
        const QSignalBlocker block(groupBox_);
        groupBox_->clear();
        // short items: the header holds the layer, the field, this and the colour bar in
        // presentation mode at 1280×720; the whole wording in each item's tooltip
        groupBox_->addItem(tr("All heads"), -1);
        groupBox_->setItemData(0, tr("All %1 heads").arg(m.heads), Qt::ToolTipRole);
        for (int k = 0; k < m.kvHeads && m.kvHeads < m.heads; ++k) {
            groupBox_->addItem(groupShortLabel(m, k), k);
            groupBox_->setItemData(groupBox_->count() - 1, tr("KV head %1 · %2").arg(k + 1).arg(queryHeadsOf(m, k)),
                                   Qt::ToolTipRole);
        }
    }
    groupBox_->setVisible(m.kvHeads > 1 && m.kvHeads < m.heads);  // (MQA: one group is every head)
    columns_ = 0;
    for (int h = 0; h < m.heads; ++h) {
        auto* w = new HeatmapWidget(this);
        w->setObjectName(QString("head%1").arg(h));
        w->installEventFilter(this);  // (its resizes: shareTitleForm)
        w->setShowNumbers(numbersBox_->isChecked());
        connect(w, &HeatmapWidget::activated, this, [this, h] { enlargeHead(h); });
        connect(w, &HeatmapWidget::rowClicked, session_, &SessionController::selectQuery);
        heads_.append(w);
    }
    headFrame_->frame(heads_.value(session_->head()));
    refresh();
}

int AttentionView::selectedHead() const {
    for (int h = 0; h < heads_.size(); ++h)
        if (heads_[h] == headFrame_->target()) return h;
    return -1;
}

bool AttentionView::eventFilter(QObject* watched, QEvent* event) {
    // a model of one layer has no selector at all, and needs no name for it either
    if (watched == layerBox_ && (event->type() == QEvent::Hide || event->type() == QEvent::Show))
        layerTitle_->setVisible(layerBox_->isHidden() && layerBox_->count() > 1);
    if (event->type() == QEvent::Resize && watched != layerBox_) shareTitleForm();
    return QWidget::eventFilter(watched, event);
}

void AttentionView::shareTitleForm() {
    // One form for every head's title, the first in which all of them fit the narrowest panel:
    // the grid's columns differ by a pixel, and titles differ by a digit ("H9" and "H10"), and
    // "Head 1 / KV head 1" beside "H2 · KV2" read as two styles.
    const QVector<HeatmapWidget*> shown = shownHeads();  // (hidden panels keep an old width)
    if (shown.isEmpty()) return;
    int narrowest = std::numeric_limits<int>::max();
    for (const HeatmapWidget* w : shown) narrowest = std::min(narrowest, w->width());
    // (each head's resize asks: a relayout of 32 heads measures their titles once, not 32 times)
    const QFont font = heads_.first()->font();
    if (narrowest == titleFormWidth_ && font == titleFormFont_ && !titlesChanged_) return;
    titleFormWidth_ = narrowest;
    titleFormFont_ = font;
    titlesChanged_ = false;
    using Form = HeatmapWidget::TitleForm;
    Form chosen = Form::ShortSplit;
    for (Form form : {Form::Whole, Form::Split, Form::Short})
        if (std::all_of(shown.begin(), shown.end(), [&](const HeatmapWidget* w) { return w->titleFitsAs(form, narrowest); })) {
            chosen = form;
            break;
        }
    for (HeatmapWidget* w : heads_) w->setTitleForm(chosen);
}

void AttentionView::refresh() {
    const StepView* step = session_->current();
    const ModelSummary& m = session_->model();
    {
        const QSignalBlocker block(layerBox_);  // the layer may change from elsewhere (exports)
        layerBox_->setCurrentIndex(session_->layer());
    }
    layerTitle_->setText(tr("Layer %1").arg(session_->layer()));
    const QString waiting = step && !session_->layerComplete()
                                ? tr("<b>Recomputing layer %1 for the steps shown…</b> ").arg(session_->layer())
                                : QString();
    const bool bounded = step && step->record->kvEviction.enabled();
    legend_->setText(tr("<small>%1Rows: queries · columns: keys · outlined: this step's rows · "
                        "light grey: blocked by the causal mask · grey: excluded (score −∞)%2</small>")
                         .arg(waiting, bounded ? tr(" · red: evicted from the cache window") : QString()));
    // the difference from the exact cache: offered for a step that read a lab cache, computed
    // by the worker on demand (the weights are shown until it arrives)
    offerDifference(session_->currentUsesLabCache() || field_ == AttentionField::Difference);
    AttentionField shown = field_;
    const LayerTrace* exact = nullptr;
    if (field_ == AttentionField::Difference) {
        if (session_->currentUsesLabCache()) {
            exact = session_->exactLayer();
            if (!exact) session_->requestExactLayer();
        }
        if (!exact) {
            shown = AttentionField::Weights;
            if (session_->currentUsesLabCache())
                legend_->setText(tr("<small><b>Computing the exact cache's attention for this step…</b> %1</small>")
                                     .arg(legend_->text().remove("<small>").remove("</small>")));
        } else {
            legend_->setText(tr("<small>%1Rows: queries · columns: keys · this cache's weight minus the exact f32 "
                                "cache's on the same tokens: orange where it attends more, blue where less</small>")
                                 .arg(waiting));
        }
    }
    const QVector<StepView>& steps = session_->steps();
    for (int h = 0; h < heads_.size(); ++h) {
        if (!step) {
            heads_[h]->setPicture({}, {}, shown, headLabel(m, session_->layer(), h), headShortLabel(m, h));
            continue;
        }
        AttentionPicture picture = assembleAttention(steps, session_->currentIndex(), session_->layer(), h, shown);
        if (exact) subtractExact(picture, *exact, h);
        heads_[h]->setPicture(picture, step->tokens, shown, headLabel(m, session_->layer(), h), headShortLabel(m, h));
        heads_[h]->setSelectedRow(session_->selectedQuery());
    }
    // one legend for all heads: the widest range any head spans
    double low = 0, high = 1;
    for (int h = 0; h < heads_.size(); ++h) {
        low = h == 0 ? heads_[h]->low() : std::min(low, heads_[h]->low());
        high = h == 0 ? heads_[h]->high() : std::max(high, heads_[h]->high());
    }
    colorBar_->setSigned(shown == AttentionField::Difference);
    colorBar_->setRange(low, high,
                        shown == AttentionField::Weights      ? tr("weight")
                        : shown == AttentionField::Difference ? tr("weight − exact")
                                                              : tr("score (per head)"));
    placeLegend();     // its text changed: does it still fit beside the selectors?
    arrangeHeads();    // more tokens, longer labels: the best columns may change
    titlesChanged_ = true;
    shareTitleForm();  // (a layer's heads have names of their own)
}

void AttentionView::enlargeHead(int head) {
    if (head < 0 || head >= heads_.size()) return;
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(heads_[head]->title());
    auto* big = new HeatmapWidget(dialog);
    big->setObjectName("enlargedHead");
    big->setShowNumbers(numbersBox_->isChecked());
    const StepView* step = session_->current();
    if (step) {
        const QVector<StepView>& steps = session_->steps();
        const LayerTrace* exact = field_ == AttentionField::Difference ? session_->exactLayer() : nullptr;
        const AttentionField shown = exact ? AttentionField::Difference
                                     : field_ == AttentionField::Difference ? AttentionField::Weights
                                                                            : field_;
        AttentionPicture picture = assembleAttention(steps, session_->currentIndex(), session_->layer(), head, shown);
        if (exact) subtractExact(picture, *exact, head);
        big->setPicture(picture, step->tokens, shown, heads_[head]->title());
    }
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(big);
    dialog->resize(640, 640);
    dialog->show();
}

}  // namespace kvscope::ui
