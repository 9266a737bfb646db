#pragma once
// The legend of a heatmap's colour map: a gradient from the lowest to the highest value.

#include <QWidget>

namespace kvscope::ui {

class ColorBar : public QWidget {
    Q_OBJECT
public:
    explicit ColorBar(QWidget* parent = nullptr);
    void setRange(double low, double high, const QString& label);
    // Signed values (a difference): the diverging blue … page … orange gradient instead of the map.
    void setSigned(bool on);
    // two text lines high in whatever font the theme sets, never taller (no stretching)
    QSize sizeHint() const override { return {220, fontMetrics().height() * 2 + 8}; }
    // As narrow as its three labels allow (lowest, name, highest) with a gap between each, and
    // never under a short gradient: where the header is crowded, a narrower bar makes room.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    double low_ = 0, high_ = 1;
    QString label_;
    bool signed_ = false;
};

}  // namespace kvscope::ui
