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

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The head names take at most about half the table, the strips the rest, under the
    // longest title their column has room for ("ue" was all a 100-token run showed of it).
    void fitColumns();
    DeferredCall* refreshLater_ = nullptr;  // refresh() once per burst of signals
    SessionController* session_;
    ContextModel* model_;
    QTableView* table_;
    HeatStripDelegate* delegate_;
    QLabel* caption_;
};

}  // namespace kvscope::ui
