#pragma once
// The current step twice, side by side: as computed with the KV cache and replayed without it.
// Each side has a row per position and two columns, the position's K and V and its query's
// row of attention, coloured by what that side does with them: read from the cache, computed
// now, computed again (orange: the work the cache saves), not needed. Under each side its work
// (K/V vectors, attention scores, multiply-adds), and across both the ratio and the next
// token, which is the same either way. Sides stack when the panel is too narrow for two.

#include <QWidget>

#include "ui/views/step_comparison.h"

namespace kvscope::ui {

class DeferredCall;
class SessionController;

class StepCompareView : public QWidget {
    Q_OBJECT
public:
    explicit StepCompareView(SessionController* session, QWidget* parent = nullptr);

    const StepComparison& comparison() const { return comparison_; }
    bool sideBySide() const;  // false: the two sides stacked (a narrow panel)
    QString summary() const;  // the sentence across both sides
    QRectF sideArea(bool cache) const;  // where each side is drawn (its heading, rows and work)
    QSize sizeHint() const override { return {560, 300}; }
    QSize minimumSizeHint() const override { return {240, 200}; }

public slots:
    void refresh();

protected:
    void paintEvent(QPaintEvent*) override;

private:
    // Where things go at the current size: the sentence, the key's swatches, the two sides.
    struct Frame {
        struct Swatch {
            qreal x;
            int row;
            RowWork kind;
        };
        QRectF footer;
        QList<Swatch> swatches;
        qreal legendTop = 0;
        QRectF with, without;
    };
    Frame frame() const;
    void paintSide(QPainter& p, const QRectF& area, bool cache) const;
    QStringList workLines(bool cache) const;

    SessionController* session_;
    DeferredCall* refreshLater_;
    StepComparison comparison_;
};

}  // namespace kvscope::ui
