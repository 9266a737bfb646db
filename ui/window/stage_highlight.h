#pragma once
// The frame around the view the current stage is about (the tokens while they are embedded,
// the mask while it is applied, …), so a class sees where to look while Explain tells the
// stage. Drawn over the view as a child that lets every click through; a tabbed dock is
// brought to the front, a closed one is left closed.

#include <QPointer>
#include <QWidget>

namespace kvscope::ui {

class StageHighlight : public QObject {
    Q_OBJECT
public:
    explicit StageHighlight(QObject* parent = nullptr);
    ~StageHighlight() override;

    // Frames `target` (a dock or the central view); nullptr removes the frame.
    void frame(QWidget* target);
    QWidget* target() const { return target_; }
    // The colours follow the theme (light or dark) and its scale (presentation mode).
    void setTheme(bool dark, qreal scale);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();

    QPointer<QWidget> target_;
    QPointer<QWidget> frame_;  // lives on the target, deleted with it
    bool dark_ = false;
    qreal scale_ = 1.0;
};

}  // namespace kvscope::ui
