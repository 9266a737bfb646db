#include "ui/views/overlay_frame.h"

#include <QEvent>
#include <QPainter>

namespace kvscope::ui {

namespace {
class Frame : public QWidget {
public:
    Frame(QWidget* parent, const QString& name, const std::function<QPen()>& pen, qreal radius)
        : QWidget(parent), pen_(pen), radius_(radius) {
        setObjectName(name);
        setAttribute(Qt::WA_TransparentForMouseEvents);  // clicks and hovers go to the view beneath
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
    }

protected:
    void paintEvent(QPaintEvent*) override {
        const QPen pen = pen_();
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        const qreal inset = pen.widthF() / 2;
        p.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), radius_, radius_);
    }

private:
    std::function<QPen()> pen_;
    qreal radius_;
};
}  // namespace

OverlayFrame::OverlayFrame(QString name, std::function<QPen()> pen, qreal radius, QObject* parent)
    : QObject(parent), name_(std::move(name)), pen_(std::move(pen)), radius_(radius) {}

OverlayFrame::~OverlayFrame() {
    if (target_) target_->removeEventFilter(this);
    delete frame_.data();
}

void OverlayFrame::frame(QWidget* target) {
    if (target != target_) {
        if (target_) target_->removeEventFilter(this);
        delete frame_.data();
        target_ = target;
        if (target_) {
            frame_ = new Frame(target_, name_, pen_, radius_);
            target_->installEventFilter(this);
        }
    }
    place();
}

void OverlayFrame::repaint() {
    if (frame_) frame_->update();
}

void OverlayFrame::place() {
    if (!frame_ || !target_) return;
    frame_->setGeometry(target_->rect());
    frame_->raise();  // above children the view made since
    frame_->show();
    frame_->update();
}

bool OverlayFrame::eventFilter(QObject* watched, QEvent* event) {
    if (watched == target_ && (event->type() == QEvent::Resize || event->type() == QEvent::ChildAdded))
        place();
    return QObject::eventFilter(watched, event);
}

}  // namespace kvscope::ui
