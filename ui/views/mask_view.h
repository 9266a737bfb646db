#pragma once
// The causal mask as an n×n grid of allowed and blocked cells. Rows appear as steps compute
// them (the prefill fills the lower triangle, each decode step adds one row). For a head
// chosen below, cells its scores exclude (the toy's rules) are drawn apart from masked ones.

#include <QImage>
#include <QList>
#include <QRectF>
#include <QWidget>

#include "ui/session/attention_history.h"

class QComboBox;

namespace kvscope::ui {

class DeferredCall;
class SessionController;

class MaskView : public QWidget {
    Q_OBJECT
public:
    explicit MaskView(SessionController* session, QWidget* parent = nullptr);

    const AttentionPicture& picture() const { return picture_; }
    int rowCount() const;  // rows computed so far
    struct LegendEntry {
        enum Kind { Allowed, Blocked, Excluded, Evicted } kind;
        QString label;
    };
    QList<LegendEntry> legendEntries() const;
    // Where each legend entry (swatch and label) sits for a panel `width` wide, from y = 0:
    // entries wrap to further lines instead of being cut.
    QList<QRectF> legendBoxes(qreal width) const;
    QSize sizeHint() const override { return {300, 300}; }
    QSize minimumSizeHint() const override { return {220, 220}; }

public slots:
    void refresh();

protected:
    void paintEvent(QPaintEvent*) override;

private:
    QImage cellImage() const;  // one pixel per cell, for grids too fine to draw cell by cell
    DeferredCall* refreshLater_ = nullptr;  // refresh() once per burst of signals
    SessionController* session_;
    QComboBox* headBox_;
    AttentionPicture picture_;
    QStringList tokens_;
};

}  // namespace kvscope::ui
