#pragma once
// The attention line view (BertViz's head view), for prompts too long for a readable heatmap:
// the tokens twice, queries on the left and keys on the right, and the selected query's
// attention as lines to every key it may see, each as opaque and as wide as its weight. It
// follows the selected layer, head and query (a click on a query token selects it); with
// more than kMaxLines weighted keys it draws the strongest and says how much the rest hold.
// The columns scroll; the selected query is kept in sight.

#include <QWidget>

#include "ui/views/line_layout.h"

class QComboBox;
class QLabel;
class QScrollArea;

namespace kvscope::ui {

class DeferredCall;
class SessionController;
class LineCanvas;

class LineView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxLines = 64;

    explicit LineView(SessionController* session, QWidget* parent = nullptr);

    const LineSet& lines() const;
    LineGeometry lineGeometry() const;
    QString note() const;
    QScrollArea* scrollArea() const { return scroll_; }
    // Its wrapped note must not make the dock beside the heatmaps taller than the window.
    QSize minimumSizeHint() const override { return {160, 120}; }

public slots:
    void refresh();

private:
    void rebuildHeads();

    SessionController* session_;
    DeferredCall* refreshLater_ = nullptr;
    QComboBox* headBox_;
    QLabel* note_;
    QScrollArea* scroll_;
    LineCanvas* canvas_;
};

}  // namespace kvscope::ui
