#pragma once
// Attention heatmaps as small multiples, one per head, for the current step and layer.
// A layer selector appears for models with several layers; scores or weights; clicking a
// head's title (or double-clicking it) opens it large.

#include <QVector>
#include <QWidget>

#include "ui/session/attention_history.h"

class QComboBox;
class QGridLayout;
class QLabel;

namespace kvscope::ui {

class ColorBar;
class HeadFrame;
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
    // Presentation mode: the reading guide moves into the colour bar's tooltip, so the
    // heatmaps keep the height the large font would take.
    void setCompact(bool compact);

public slots:
    void refresh();
    void enlargeHead(int head);

private:
    DeferredCall* refreshLater_ = nullptr;  // refresh() once per burst of signals
    void rebuildHeads();

    SessionController* session_;
    AttentionField field_ = AttentionField::Weights;
    QComboBox* layerBox_;
    QComboBox* fieldBox_;
    QLabel* legend_;
    ColorBar* colorBar_;
    QGridLayout* grid_;
    QVector<HeatmapWidget*> heads_;
    HeadFrame* headFrame_ = nullptr;
};

}  // namespace kvscope::ui
