#pragma once
// One head's attention as a heatmap: rows are queries, columns keys. Hover shows the exact
// value with both tokens; the newest rows are outlined; clicking asks to enlarge the head.

#include <QImage>
#include <QStringList>
#include <QWidget>

#include "ui/session/attention_history.h"
#include "ui/views/heatmap_geometry.h"

namespace kvscope::ui {

class HeatmapWidget : public QWidget {
    Q_OBJECT
public:
    explicit HeatmapWidget(QWidget* parent = nullptr);

    // `shortTitle` (optional) is drawn instead of `title` where the panel is too narrow for it.
    void setPicture(const AttentionPicture& picture, const QStringList& tokens, AttentionField field,
                    const QString& title, const QString& shortTitle = {});
    void setSelectedRow(int row);
    const AttentionPicture& picture() const { return picture_; }
    QString title() const { return title_; }
    // The values the colour map spans: [0, 1] for weights, the finite range for scores.
    double low() const { return low_; }
    double high() const { return high_; }
    HeatmapGeometry geometryFor(const QRectF& area) const { return layoutFor(area).grid; }
    // How the key labels above the grid are drawn: across their column when they fit whole,
    // upright when only that way they fit, as position numbers (those of the token strip)
    // when only those fit, and left out (hover tells) when cells are smaller than a line of
    // text. A token is never cut to "…".
    enum class KeyLabels { None, Across, Upright, Positions };
    struct Layout {
        HeatmapGeometry grid;
        KeyLabels keys = KeyLabels::None;
        // the query labels on the left are position numbers: the tokens would take more than
        // 40 % of a narrow panel
        bool rowPositions = false;
    };
    Layout layoutFor(const QRectF& area) const;
    // How the title is drawn: whole on one line, split after the head's number ("Head 6" over
    // "previous-token head"), or the short title ("H10 · KV3") either way. Auto, the default:
    // the first of those that fits the panel. AttentionView picks one form for all its heads
    // (panels a pixel apart in width mixed "Head 1 / KV head 1" with "H2 · KV2").
    enum class TitleForm { Auto, Whole, Split, Short, ShortSplit };
    void setTitleForm(TitleForm form);
    // The title's lines in a form (Auto: Whole); without a short title, Short and ShortSplit
    // are Whole and Split.
    QStringList titleLinesAs(TitleForm form) const;
    // Whether every line of the title in `form` fits `width` (the widget's bold title font).
    bool titleFitsAs(TitleForm form, qreal width) const;
    // The title as drawn in a panel `width` wide, in the form set.
    QStringList titleLines(qreal width) const;
    // Their height in the widget's bold font (grows with presentation mode).
    qreal titleHeight(qreal width) const;
    // What a grid needs around it at this font: the label column and the title + key line.
    qreal labelColumnWidth() const;
    // Exact values printed in the cells whenever all of them fit (on by default).
    void setShowNumbers(bool on);
    bool showNumbers() const { return showNumbers_; }
    // Whether the values are printed at this size (showNumbers and every one fits its cell,
    // with 3 or else 2 significant digits, in the widget's font or one down to 70 % of it), and
    // in which font and digits.
    bool numbersFit(const HeatmapGeometry& g, QFont* font = nullptr, int* digits = nullptr) const;
    // The tooltip text for a cell (empty outside the grid).
    QString describeCell(int row, int col) const;

    QSize sizeHint() const override { return {240, 240}; }
    // small: the heads' grid may take any shape its panel suits (AttentionView::arrangeHeads)
    // without a tall arrangement forcing the window to grow — 32 heads (Llama 3.2 1B) in 3 rows of
    // 11 at 1280×720 (at 60 pixels they took 4 rows of 8, and the window 755 pixels)
    QSize minimumSizeHint() const override { return {48, 48}; }

signals:
    void activated();
    void rowClicked(int row);

protected:
    void paintEvent(QPaintEvent*) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    QColor cellColor(int row, int col) const;
    qreal longestLabel() const;
    QString cellText(int row, int col, int digits) const;

    AttentionPicture picture_;
    QStringList tokens_;
    AttentionField field_ = AttentionField::Weights;
    QString title_, shortTitle_;
    TitleForm titleForm_ = TitleForm::Auto;
    int selectedRow_ = -1;
    bool showNumbers_ = true;
    double low_ = 0, high_ = 1;
    QImage cells_;  // one pixel per cell, scaled up when painting: fast for 256×256 and more
};

}  // namespace kvscope::ui
