#include "ui/views/model_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "ui/session/pooled_attention.h"
#include "ui/session/session_controller.h"
#include "ui/views/cell_image.h"
#include "ui/views/deferred_call.h"
#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
constexpr qreal kMargin = 6;
QFont smaller(const QFont& f, qreal factor) {
    QFont s = f;
    s.setPointSizeF(std::max(6.0, f.pointSizeF() * factor));
    return s;
}
}  // namespace

ModelView::ModelView(SessionController* session, QWidget* parent) : QWidget(parent), session_(session) {
    setMouseTracking(true);
    setCursor(Qt::PointingHandCursor);
    refreshLater_ = new DeferredCall([this] { refresh(); }, this);
    for (auto signal : {&SessionController::modelChanged, &SessionController::currentChanged,
                        &SessionController::layerDetailChanged, &SessionController::overviewChanged})
        connect(session_, signal, refreshLater_, &DeferredCall::request);  // a burst repaints once
    // the selection frame only
    connect(session_, &SessionController::layerChanged, this, qOverload<>(&QWidget::update));
    connect(session_, &SessionController::headChanged, this, qOverload<>(&QWidget::update));
    refresh();
}

void ModelView::showEvent(QShowEvent*) {
    if (!session_) return;
    session_->setOverviewWanted(true);  // on screen: the layers the records lack are computed
    if (stale_) refresh();
}

void ModelView::hideEvent(QHideEvent*) {
    if (session_) session_->setOverviewWanted(false);
}

QRectF ModelView::gridArea() const {
    const qreal header = QFontMetricsF(font()).height() * 1.4;
    return QRectF(rect()).adjusted(kMargin, kMargin + header, -kMargin, -kMargin - legendHeight());
}

QString ModelView::namedHeadsText() const {
    if (!session_) return {};
    QStringList named;
    for (int l = 0; l < layers_; ++l)
        for (int h = 0; h < heads_; ++h)
            if (const QString name = session_->model().headName(l, h); !name.isEmpty())
                named << QString("L%1 H%2 %3").arg(l).arg(h + 1).arg(name);
    return named.isEmpty() ? QString() : tr("● named heads: %1").arg(named.join(" · "));
}

qreal ModelView::legendHeight() const {
    const QString text = namedHeadsText();
    if (text.isEmpty()) return 0;
    const QRectF room(0, 0, std::max(1.0, width() - 2 * kMargin), 1e4);
    return QFontMetricsF(smaller(font(), 0.9)).boundingRect(room, Qt::TextWordWrap, text).height() + 4;
}

ModelGridGeometry ModelView::gridGeometry() const {
    const QFontMetricsF fm(smaller(font(), 0.9));
    const qreal rowLabel = fm.horizontalAdvance(QString("L%1").arg(std::max(layers_ - 1, 0))) + 8;
    return layoutModelGrid(gridArea(), layers_, heads_, rowLabel, fm.height() + 2, 0);
}

const QImage& ModelView::thumbnail(int layer, int head) const { return images_.at(layer * heads_ + head); }

bool ModelView::thumbnailComplete(int layer, int head) const {
    return pictures_.at(static_cast<size_t>(layer * heads_ + head)).complete;
}

int ModelView::pendingLayers() const {
    int pending = 0;
    for (int l = 0; l < layers_; ++l)
        for (int h = 0; h < heads_; ++h)
            if (!thumbnailComplete(l, h)) {
                ++pending;
                break;
            }
    return pending;
}

QString ModelView::statusText() const {
    if (!session_->current()) return tr("Every layer × head appears here after the prefill");
    const int pending = pendingLayers();
    if (pending == 0)
        return tr("Click: select · double-click: enlarge");
    if (session_->overviewPending())
        return tr("Computing %1 of %2 layers for this step…").arg(pending).arg(layers_);
    return tr("%1 of %2 layers are not recorded in these steps (grey)").arg(pending).arg(layers_);
}

QString ModelView::headLabel(int layer, int head) const {
    QString t = tr("Layer %1 · Head %2").arg(layer).arg(head + 1);
    const QString name = session_->model().headName(layer, head);
    return name.isEmpty() ? t : t + " · " + name;
}

void ModelView::refresh() {
    // 144 thumbnails of 1,000 tokens are not composed for nobody: a hidden view waits
    stale_ = !isVisible();
    if (stale_ || !session_) return;
    const ModelSummary& m = session_->model();
    layers_ = session_->hasModel() ? m.layers : 0;
    heads_ = session_->hasModel() ? m.heads : 0;
    pictures_.assign(static_cast<size_t>(layers_ * heads_), ThumbnailPicture{});
    if (const StepView* step = session_->current(); step && layers_ > 0) {
        const int bin = poolBin(m.maxPositions);
        for (int l = 0; l < layers_; ++l) {
            std::vector<ThumbnailPicture> layer = composeLayer(session_->steps(), session_->currentIndex(), l, bin);
            for (int h = 0; h < heads_ && h < static_cast<int>(layer.size()); ++h)
                pictures_[static_cast<size_t>(l * heads_ + h)] = std::move(layer[static_cast<size_t>(h)]);
        }
    }
    imageSide_ = 0;  // made again below, at the present size
    renderImages();
    update();
}

void ModelView::renderImages() {
    const int side = std::max(1, static_cast<int>(gridGeometry().side));
    if (side == imageSide_ && images_.size() == static_cast<int>(pictures_.size())) return;
    imageSide_ = side;
    images_.resize(static_cast<int>(pictures_.size()));
    const Theme& theme = currentTheme();
    for (size_t i = 0; i < pictures_.size(); ++i) images_[static_cast<int>(i)] = thumbnailImage(pictures_[i], side, theme);
}

void ModelView::resizeEvent(QResizeEvent*) { renderImages(); }

void ModelView::paintEvent(QPaintEvent*) {
    const Theme& th = currentTheme();
    QPainter p(this);
    p.fillRect(rect(), th.background);
    p.setPen(th.text);
    const QRectF header(kMargin, kMargin, width() - 2 * kMargin, QFontMetricsF(font()).height() * 1.2);
    p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter, statusText());
    if (layers_ == 0 || heads_ == 0) return;
    const ModelGridGeometry g = gridGeometry();
    const QFont labels = smaller(font(), 0.9);
    p.setFont(labels);
    p.setPen(th.mutedText);
    for (int l = 0; l < layers_; ++l) p.drawText(g.rowLabel(l), Qt::AlignRight | Qt::AlignVCenter, QString("L%1").arg(l));
    for (int h = 0; h < heads_; ++h)
        p.drawText(g.columnLabel(h), Qt::AlignHCenter | Qt::AlignBottom, QString("H%1").arg(h + 1));
    const bool current = session_->current() != nullptr;
    for (int l = 0; l < layers_; ++l) {
        for (int h = 0; h < heads_; ++h) {
            const QRectF r = g.thumbnail(l, h);
            const QImage& image = images_.value(l * heads_ + h);
            if (image.isNull())
                p.fillRect(r, th.maskBlocked);
            else
                drawCellImage(p, r, image);
            if (!session_->model().headName(l, h).isEmpty()) {  // named: a dot, the name below the grid
                const qreal d = std::clamp(r.width() / 5, 4.0, 10.0);
                p.setPen(QPen(th.background, 1));
                p.setBrush(th.newest);
                p.drawEllipse(QRectF(r.right() - d - 1, r.top() + 1, d, d));
                p.setPen(th.mutedText);
                p.setBrush(Qt::NoBrush);
            }
        }
        // one mark per layer still being computed (a word per thumbnail would not fit 12 × 12)
        if (current && !thumbnailComplete(l, 0)) {
            p.setFont(labels);
            const QRectF row = g.thumbnail(l, 0).united(g.thumbnail(l, heads_ - 1));
            const QString text = session_->overviewPending() ? tr("computing…") : tr("not recorded");
            const QRectF box = QFontMetricsF(labels).boundingRect(text).adjusted(-4, -1, 4, 1);
            QRectF badge(QPointF(0, 0), box.size());
            badge.moveCenter(row.center());
            p.fillRect(badge, th.background);
            p.setPen(th.text);
            p.drawText(badge, Qt::AlignCenter, text);
            p.setPen(th.mutedText);
        }
    }
    if (const QString legend = namedHeadsText(); !legend.isEmpty()) {
        p.setFont(labels);
        p.setPen(th.text);
        p.drawText(QRectF(kMargin, height() - kMargin - legendHeight(), width() - 2 * kMargin, legendHeight()),
                   Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, legend);
    }
    if (current) {  // the layer and head the attention view shows framed
        const QRectF sel = g.thumbnail(session_->layer(), session_->head()).adjusted(-2, -2, 2, 2);
        p.setPen(QPen(th.selection, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(sel);
    }
}

void ModelView::mousePressEvent(QMouseEvent* event) {
    const QPoint hit = gridGeometry().hit(event->position());
    if (hit.x() < 0 || event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    session_->setLayer(hit.x());
    session_->setHead(hit.y());
}

void ModelView::mouseDoubleClickEvent(QMouseEvent* event) {
    const QPoint hit = gridGeometry().hit(event->position());
    if (hit.x() >= 0) emit headActivated(hit.x(), hit.y());
}

void ModelView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint hit = gridGeometry().hit(event->position());
    if (hit.x() < 0) return QToolTip::hideText();
    QString tip = headLabel(hit.x(), hit.y());
    if (!thumbnailComplete(hit.x(), hit.y())) tip += "\n" + tr("(still being computed)");
    QToolTip::showText(event->globalPosition().toPoint(), tip, this);
}

}  // namespace kvscope::ui
