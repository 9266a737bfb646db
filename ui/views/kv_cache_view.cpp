#include "ui/views/kv_cache_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>
#include <QVariantAnimation>

#include "core/format.h"
#include "ui/session/session_controller.h"
#include "ui/views/deferred_call.h"
#include "ui/views/heat_strip_delegate.h"
#include "ui/views/kv_cache_model.h"
#include "ui/views/theme.h"
#include "ui/views/view_transition.h"

namespace kvscope::ui {

namespace {
class RowStateDelegate : public HeatStripDelegate {
public:
    explicit RowStateDelegate(KvCacheView* view) : HeatStripDelegate(view), view_(view) {}
    void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const Theme& th = currentTheme();
        const auto state = static_cast<KvCacheModel::RowState>(index.data(KvCacheModel::RowStateRole).toInt());
        if (state == KvCacheModel::Evicted) {  // a head's evicted cell in a row others keep (heavy hitters)
            QColor c = th.evicted;
            c.setAlphaF(0.35);
            p->fillRect(option.rect, c);
            return;
        }
        if (state == KvCacheModel::Evicting) {
            // leaving the window: the row fades out over the evicted colour (the next step hides it)
            p->fillRect(option.rect, th.evicted);
            p->save();
            p->setOpacity(0.25 + 0.75 * (1.0 - view_->flashProgress()));
            HeatStripDelegate::paint(p, option, index);
            p->restore();
            return;
        }
        if (state != KvCacheModel::Cached && state != KvCacheModel::Evicted) {
            QColor c = state == KvCacheModel::New ? th.newest : th.withoutCache;
            // a flash that settles to a light tint: the row stays marked for this step
            c.setAlphaF(0.25 + 0.5 * (1.0 - view_->flashProgress()));
            p->fillRect(option.rect, c);
        }
        HeatStripDelegate::paint(p, option, index);
    }

private:
    KvCacheView* view_;
};
}  // namespace

KvCacheView::KvCacheView(SessionController* session, QWidget* parent)
    : QWidget(parent), session_(session), model_(new KvCacheModel(this)) {
    table_ = new QTableView(this);
    table_->setObjectName("kvTable");
    table_->setAccessibleName(tr("KV cache rows"));
    table_->setModel(model_);
    delegate_ = new RowStateDelegate(this);
    table_->setItemDelegate(delegate_);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // the token column fits its words ("Today", not "To…"); the numbers share the rest
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    // a grouped header's second line only where the columns are wide enough for all of them
    connect(table_->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        const QHeaderView* header = table_->horizontalHeader();
        const QFontMetrics fm(header->font());
        const int margins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 2;
        bool fits = true;
        for (int s = 1; s < model_->columnCount() && fits; ++s)
            fits = fm.horizontalAdvance(model_->queryHeadsLine(s)) + margins <= header->sectionSize(s);
        model_->setQueryHeadsLineShown(fits);
    });
    bytes_ = new QLabel(this);
    bytes_->setObjectName("kvBytes");
    // the cache-off sentence is longer: it wraps rather than widen the dock (issue 20, defect 9:
    // toggling the cache moved the docks)
    bytes_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(bytes_);
    layout->addWidget(table_, 1);
    animation_ = new QVariantAnimation(this);
    animation_->setObjectName(kViewTransition);  // a capture shows the row at rest
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    connect(animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        flash_ = v.toDouble();
        table_->viewport()->update();
    });
    refreshLater_ = new DeferredCall([this] { refresh(); }, this);
    for (auto signal : {&SessionController::currentChanged, &SessionController::layerChanged,
                        &SessionController::layerDetailChanged})
        connect(session_, signal, refreshLater_, &DeferredCall::request);  // a burst repaints once
}

QString KvCacheView::summary() const { return bytes_->text(); }

double KvCacheView::stripScale() const { return delegate_->scale(); }

void KvCacheView::refresh() {
    model_->setQueryHeadsPerKvHead(session_->model().groupSize());
    model_->setSource(session_->steps(), session_->currentIndex(), session_->layer(), session_->cacheMode());
    delegate_->setScale(model_->maxAbs());
    const StepView* s = session_->current();
    if (!s) {
        bytes_->setText(tr("The cache is empty"));
    } else {
        // told in the window's cache mode, also for a step recorded in the other one
        const StepRecord& r = *s->record;
        const WorkCounts& work = r.workFor(session_->cacheMode());
        const KvEviction& e = r.kvEviction;
        const int held = e.heldRows(r.positions());
        bytes_->setText(session_->cacheMode() == CacheMode::On && held < r.positions()
                            ? tr("Cache holds %1 of %2 positions (a window of %3%4; the rest evicted) · %5 · this "
                                 "step appended %6")
                                  .arg(held)
                                  .arg(r.positions())
                                  .arg(e.window)
                                  .arg(e.sinks == 1   ? tr(" with 1 sink")
                                       : e.sinks > 1  ? tr(" with %1 sinks").arg(e.sinks)
                                       : e.heavy > 0  ? tr(" with %1 heavy hitters per head").arg(e.heavy)
                                                      : QString())
                                  .arg(QString::fromStdString(formatBytes(work.kvBytesHeld)))
                                  .arg(r.rowCount)
                        : session_->cacheMode() == CacheMode::On
                            ? tr("Cache holds %1 positions · %2 · this step appended %3")
                                  .arg(r.positions())
                                  .arg(QString::fromStdString(formatBytes(work.kvBytesHeld)))
                                  .arg(r.rowCount)
                            : tr("Cache off: all %1 positions recomputed this step (%2 written, nothing kept)")
                                  .arg(r.positions())
                                  .arg(QString::fromStdString(formatBytes(work.kvBytesWritten))));
        // a narrow cache: the table shows the rounded values the model read
        if (r.kvPrecision == KvPrecision::Half || r.kvPrecision == KvPrecision::BFloat16)
            bytes_->setText(bytes_->text() + tr(" · stored as %1 (rounded)")
                                                 .arg(QString::fromLatin1(kvPrecisionName(r.kvPrecision))));
        // a quantized cache: how many rows the model read as integers (the table shows those values)
        if (const KvQuantization& q = r.kvQuant; q.enabled())
            bytes_->setText(bytes_->text() + tr(" · int%1: keys of %2, values of %3 of %4 positions read as integers")
                                                 .arg(q.bits)
                                                 .arg(quantizedRows(q, q.keys, r.positions()))
                                                 .arg(quantizedRows(q, q.values, r.positions()))
                                                 .arg(r.positions()));
    }
    // rows evicted before this step are gone from the cache: gone from the table too
    for (int row = 0; row < model_->rowCount(); ++row)
        table_->setRowHidden(row, model_->rowState(row) == KvCacheModel::Evicted);
    const int step = session_->currentIndex();
    if (step != lastStep_ && animationMs_ > 0) {
        animation_->stop();
        animation_->setDuration(animationMs_);
        animation_->start();
    } else if (animationMs_ <= 0) {
        flash_ = 1.0;
    }
    lastStep_ = step;
    if (model_->rowCount() > 0) table_->scrollTo(model_->index(model_->rowCount() - 1, 0));
}

}  // namespace kvscope::ui
