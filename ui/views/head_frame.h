#pragma once
// The frame around the head the model and line views select, drawn over that head's heatmap
// in the attention view as a child that lets every click through (so the heatmap widget
// itself needs no notion of a selected head). Follows the heatmap's size; theme colours.

#include <QPointer>
#include <QWidget>

namespace kvscope::ui {

class HeadFrame : public QObject {
    Q_OBJECT
public:
    explicit HeadFrame(QObject* parent = nullptr);
    ~HeadFrame() override;

    // Frames `target`; nullptr removes the frame.
    void frame(QWidget* target);
    QWidget* target() const { return target_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();

    QPointer<QWidget> target_;
    QPointer<QWidget> frame_;  // lives on the target, deleted with it
};

}  // namespace kvscope::ui
