#include "ui/window/stage_highlight.h"

#include <QDockWidget>
#include <QEvent>
#include <QPainter>

namespace kvscope::ui {

namespace {
// Okabe–Ito reddish purple: apart from the blue of the selection, the orange of the newest
// rows and the viridis/cividis maps, and colour-blind safe; lighter on the dark background.
QColor frameColor(bool dark) { return dark ? QColor(236, 150, 200) : QColor(204, 121, 167); }

class Frame : public QWidget {
public:
    Frame(QWidget* parent, QColor color, int width) : QWidget(parent), color_(color), width_(width) {
        setObjectName("stageHighlight");
        setAttribute(Qt::WA_TransparentForMouseEvents);  // clicks go to the view beneath
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
    }
    void setLook(QColor color, int width) {
        color_ = color;
        width_ = width;
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(color_, width_));
        p.setBrush(Qt::NoBrush);
        const qreal inset = width_ / 2.0;
        p.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 4, 4);
    }

private:
    QColor color_;
    int width_;
};
}  // namespace

StageHighlight::StageHighlight(QObject* parent) : QObject(parent) {}

StageHighlight::~StageHighlight() {
    if (target_) target_->removeEventFilter(this);
    delete frame_.data();
}

void StageHighlight::setTheme(bool dark, qreal scale) {
    dark_ = dark;
    scale_ = scale;
    if (auto* f = static_cast<Frame*>(frame_.data())) f->setLook(frameColor(dark_), qRound(3 * scale_));
}

void StageHighlight::frame(QWidget* target) {
    if (auto* dock = qobject_cast<QDockWidget*>(target)) {
        if (!dock->toggleViewAction()->isChecked()) target = nullptr;  // closed by the user: stays closed
        else dock->raise();                                           // in front of its tab neighbours
    }
    if (target != target_) {
        if (target_) target_->removeEventFilter(this);
        delete frame_.data();
        target_ = target;
        if (target_) {
            frame_ = new Frame(target_, frameColor(dark_), qRound(3 * scale_));
            target_->installEventFilter(this);
        }
    }
    place();
}

void StageHighlight::place() {
    if (!frame_ || !target_) return;
    frame_->setGeometry(target_->rect());
    frame_->raise();  // above children the view made since
    frame_->show();
}

bool StageHighlight::eventFilter(QObject* watched, QEvent* event) {
    if (watched == target_ && (event->type() == QEvent::Resize || event->type() == QEvent::ChildAdded))
        place();
    return QObject::eventFilter(watched, event);
}

}  // namespace kvscope::ui
