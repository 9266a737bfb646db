#pragma once
// A rounded frame drawn over a widget as a child that lets every click through, following the
// widget's size and staying above the children it makes later. The stage highlight (where a
// class should look) and the selected head's frame in the attention view are both one.

#include <QPen>
#include <QPointer>
#include <QString>
#include <QWidget>
#include <functional>

namespace kvscope::ui {

class OverlayFrame : public QObject {
    Q_OBJECT
public:
    // `pen` is asked at each paint, so the frame follows the theme; `name` is the frame
    // widget's object name (tests find it by it).
    OverlayFrame(QString name, std::function<QPen()> pen, qreal radius, QObject* parent = nullptr);
    ~OverlayFrame() override;

    // Frames `target`; nullptr removes the frame.
    void frame(QWidget* target);
    QWidget* target() const { return target_; }
    void repaint();  // after the pen changed

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();

    QString name_;
    std::function<QPen()> pen_;
    qreal radius_;
    QPointer<QWidget> target_;
    QPointer<QWidget> frame_;  // lives on the target, deleted with it
};

}  // namespace kvscope::ui
