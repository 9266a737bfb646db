#pragma once
// The context vectors of the selected query: each head's output and their combination,
// as numbers (toy) or a heat strip per row (wide vectors, coloured by value).

#include <QWidget>

class QLabel;
class QTableView;

namespace kvscope::ui {

class ContextModel;
class HeatStripDelegate;
class DeferredCall;
class SessionController;

class ContextView : public QWidget {
    Q_OBJECT
public:
    explicit ContextView(SessionController* session, QWidget* parent = nullptr);
    ContextModel* model() const { return model_; }

public slots:
    void refresh();

private:
    DeferredCall* refreshLater_ = nullptr;  // refresh() once per burst of signals
    SessionController* session_;
    ContextModel* model_;
    QTableView* table_;
    HeatStripDelegate* delegate_;
    QLabel* caption_;
};

}  // namespace kvscope::ui
