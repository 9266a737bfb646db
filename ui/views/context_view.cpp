#include "ui/views/context_view.h"

#include <QHeaderView>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/session/session_controller.h"
#include "ui/views/deferred_call.h"
#include "ui/views/context_model.h"
#include "ui/views/heat_strip_delegate.h"

namespace kvscope::ui {

ContextView::ContextView(SessionController* session, QWidget* parent)
    : QWidget(parent), session_(session), model_(new ContextModel(this)) {
    caption_ = new QLabel(this);
    caption_->setWordWrap(true);
    table_ = new QTableView(this);
    table_->setObjectName("contextTable");
    table_->setAccessibleName(tr("Context vectors of the selected query"));
    table_->setModel(model_);
    delegate_ = new HeatStripDelegate(this);
    table_->setItemDelegate(delegate_);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(caption_);
    layout->addWidget(table_, 1);
    refreshLater_ = new DeferredCall([this] { refresh(); }, this);
    for (auto signal : {&SessionController::currentChanged, &SessionController::queryChanged,
                        &SessionController::layerChanged, &SessionController::layerDetailChanged})
        connect(session_, signal, refreshLater_, &DeferredCall::request);  // a burst repaints once
}

void ContextView::refresh() {
    const StepView* s = session_->current();
    const int query = session_->selectedQuery();
    // The selected position may belong to an earlier step: show the step that computed it.
    const StepView* owner = s;
    if (s && query < s->record->firstRow) {
        for (int i = session_->currentIndex(); i >= 0; --i) {
            const StepRecord& r = *session_->step(i).record;
            if (query >= r.firstRow && query < r.firstRow + r.rowCount) {
                owner = &session_->step(i);
                break;
            }
        }
    }
    const int row = owner ? query - owner->record->firstRow : -1;
    model_->setSource(owner, session_->model(), session_->layer(), row);
    delegate_->setScale(model_->maxAbs());
    fitColumns();
    if (!s)
        caption_->setText(tr("No step yet"));
    else if (model_->isPending())
        caption_->setText(tr("Context for position %1 “%2”: recomputing layer %3 for this step…")
                              .arg(query + 1)
                              .arg(s->tokens.value(query))
                              .arg(session_->layer() + 1));
    else
        caption_->setText(tr("Context for position %1 “%2”: each head's weighted sum of V").arg(query + 1).arg(s->tokens.value(query)));
}

void ContextView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitColumns();
}

void ContextView::fitColumns() {
    QHeaderView* names = table_->verticalHeader();
    names->setSectionResizeMode(QHeaderView::ResizeToContents);  // a two-line name, a taller row
    if (!model_->isStrip()) {  // numbers need little room: the names have the rest, whole
        names->setMaximumWidth(QWIDGETSIZE_MAX);
        model_->setHeadNameRoom(0, names->font());
        return;
    }
    const int room = table_->width() - 2 * table_->frameWidth();
    // about half the table, more (up to 70 %) when a head's label alone needs it on its line
    const QFontMetricsF nameMetrics(names->font());
    qreal longestLine = 0;
    for (int row = 0; row < model_->rowCount(); ++row)
        for (const QString& part : model_->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString().split(QStringLiteral(" · ")))
            longestLine = std::max(longestLine, nameMetrics.horizontalAdvance(part));
    const int needed = static_cast<int>(std::ceil(longestLine)) + 12;
    const int namesRoom = std::max(60, std::min(std::max(room * 55 / 100, needed), room * 70 / 100));
    names->setMaximumWidth(namesRoom);
    model_->setHeadNameRoom(namesRoom - 12, names->font());  // less the section's margins
    const int column = room - std::min(names->sizeHint().width(), namesRoom);
    const QFontMetrics fm(table_->horizontalHeader()->font());
    const QStringList titles = model_->stripTitles();
    int chosen = static_cast<int>(titles.size()) - 1;
    for (int i = 0; i < titles.size(); ++i)
        if (fm.horizontalAdvance(titles[i]) + 12 <= column) {  // the header's own margins
            chosen = i;
            break;
        }
    model_->setStripTitle(chosen);
}

}  // namespace kvscope::ui
