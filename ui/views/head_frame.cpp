#include "ui/views/head_frame.h"

#include <QEvent>
#include <QPainter>

#include "ui/views/theme.h"

namespace kvscope::ui {

namespace {
class Frame : public QWidget {
public:
    explicit Frame(QWidget* parent) : QWidget(parent) {
        setObjectName("headFrame");
        setAttribute(Qt::WA_TransparentForMouseEvents);  // clicks and hovers go to the heatmap
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
    }

protected:
    void paintEvent(QPaintEvent*) override {
        const Theme& th = currentTheme();
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal w = 2 * th.fontScale;  // the stage frame is 3: this one reads as a selection, not a stage
        p.setPen(QPen(th.selection, w, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(w / 2, w / 2, -w / 2, -w / 2), 3, 3);
    }
};
}  // namespace

HeadFrame::HeadFrame(QObject* parent) : QObject(parent) {}

HeadFrame::~HeadFrame() {
    if (target_) target_->removeEventFilter(this);
    delete frame_.data();
}

void HeadFrame::frame(QWidget* target) {
    if (target != target_) {
        if (target_) target_->removeEventFilter(this);
        delete frame_.data();
        target_ = target;
        if (target_) {
            frame_ = new Frame(target_);
            target_->installEventFilter(this);
        }
    }
    place();
}

void HeadFrame::place() {
    if (!frame_ || !target_) return;
    frame_->setGeometry(target_->rect());
    frame_->raise();
    frame_->show();
    frame_->update();
}

bool HeadFrame::eventFilter(QObject* watched, QEvent* event) {
    if (watched == target_ && event->type() == QEvent::Resize) place();
    return QObject::eventFilter(watched, event);
}

}  // namespace kvscope::ui
