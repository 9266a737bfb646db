#pragma once
// Attention heatmaps as small multiples, one per head, for the current step and layer.
// A layer selector appears for models with several layers; scores or weights; clicking a
// head's title (or double-clicking it) opens it large.

#include <QFont>
#include <QVector>
#include <QWidget>

#include "ui/session/attention_history.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;

namespace kvscope::ui {

class ColorBar;
class OverlayFrame;
class HeatmapWidget;
class DeferredCall;
class SessionController;

class AttentionView : public QWidget {
    Q_OBJECT
public:
    explicit AttentionView(SessionController* session, QWidget* parent = nullptr);

    int headCount() const { return heads_.size(); }
    const HeatmapWidget* head(int index) const { return heads_.at(index); }
    AttentionField field() const { return field_; }
    // The head framed as selected (the model and line views' head), -1 when none.
    int selectedHead() const;
    void setField(AttentionField field);
    // Lists "Difference from the exact cache" among the fields, or takes it away.
    void offerDifference(bool offer);
    // Presentation mode: the reading guide moves into the colour bar's tooltip, so the
    // heatmaps keep the height the large font would take.
    void setCompact(bool compact);

    // Columns of the heads' grid: chosen so each heatmap's cells are as large as they can be.
    int columns() const { return columns_; }
    // With grouped K/V (GQA), the grid may show one KV head's query heads alone, large — the
    // heads that read the same K and V side by side (32 heads at 1280×720 are 16-pixel
    // pictures). -1: every head. Selecting a head of another group elsewhere shows its group.
    int shownGroup() const { return shownGroup_; }
    void showGroup(int kvHead);
    bool headShown(int head) const;
    void setShowNumbers(bool on);

public slots:
    void refresh();
    void enlargeHead(int head);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    // The layer selector hidden (an export draws the content only): the layer is named instead.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    DeferredCall* refreshLater_ = nullptr;  // refresh() once per burst of signals
    void rebuildHeads();
    QVector<HeatmapWidget*> shownHeads() const;
    void arrangeHeads();  // re-picks the columns for the panel's current size and font
    void shareTitleForm();  // one form of title for every head, the first all fit
    // what the form was chosen for: the narrowest panel, the font, the titles (refresh)
    int titleFormWidth_ = -1;
    QFont titleFormFont_;
    bool titlesChanged_ = true;
    // The reading guide beside the selectors while it fits in a few lines; in the colour bar's
    // tooltip when compact, or when the header is too narrow (12 heads at 1280×720).
    void placeLegend();
    bool compact_ = false;
    QHBoxLayout* header_ = nullptr;  // the selectors, the legend and the colour bar
    // The head selector beside the others while they all fit in one row, else in a row of its
    // own under them (presentation mode at 1280×720 cut "Layer 0" and the field's name).
    void placeGroupSelector();
    // The widths of the header's selectors and colour bar with their gaps (the head selector's
    // only when asked), the legend left out.
    int headerWidgetsWidth(bool withGroupBox) const;
    QHBoxLayout* groupRow_ = nullptr;

    SessionController* session_;
    AttentionField field_ = AttentionField::Weights;
    QComboBox* layerBox_;
    QLabel* layerTitle_;  // "Layer 3", in the selector's place while an export hides it
    QComboBox* fieldBox_;
    QComboBox* groupBox_;  // every head, or one KV head's query heads
    int shownGroup_ = -1;
    QCheckBox* numbersBox_;
    int columns_ = 0;
    QLabel* legend_;
    ColorBar* colorBar_;
    QGridLayout* grid_;
    QVector<HeatmapWidget*> heads_;
    OverlayFrame* headFrame_ = nullptr;  // the head the model and line views select
};

}  // namespace kvscope::ui
