#pragma once
// Lab › KV cache price: what each KV cache setting costs in quality, measured on a text — f16,
// bf16, int8/int4 with keys per-channel or per-token, a window with and without attention
// sinks, mean-pooled KV heads — each read token by token against the exact cache (perplexity,
// top-1 agreement, KL, bytes held), as a table and as a chart of quality against cache bytes a
// teacher can put on a slide (PNG, SVG; the table as CSV). The measuring runs on a worker of its
// own (ui/lab/kv_price_controller.h), with progress and Cancel.

#include <QWidget>

#include "ui/lab/kv_price_controller.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace kvscope::ui {

class KvPriceChart;

class KvPriceWindow : public QWidget {
    Q_OBJECT
public:
    explicit KvPriceWindow(QWidget* parent = nullptr);

    // The model measured (a built-in name or a folder) and its label.
    void setModel(const QString& source, const QString& label, bool halfPrecision);
    // The text read: empty for the held-out passage that ships with KVScope.
    void setTextFile(const QString& path);
    void setMaxTokens(int tokens);
    void measure();
    void cancel();

    bool idle() const { return !controller_->busy(); }
    const KvPriceReportView& report() const { return report_; }
    KvPriceRequest request() const;
    QString sentence() const;
    QString statusText() const;
    KvPriceChart* chart() const { return chart_; }
    QTableWidget* table() const { return table_; }
    KvPriceController* controller() const { return controller_; }
    QByteArray csv() const;
    QString saveChart(const QString& path);
    QString saveTable(const QString& path);

signals:
    void idleChanged(bool idle);

private:
    void showReport(const KvPriceReportView& report);
    void updateControls();

    KvPriceController* controller_;
    KvPriceReportView report_;
    QString source_, label_, textFile_;
    bool half_ = false;
    QLabel* model_;
    QComboBox* text_;
    QSpinBox* tokens_;
    QSpinBox* group_;
    QSpinBox* window_;
    QSpinBox* sinks_;
    QSpinBox* heavy_;
    QCheckBox* pool_;
    QPushButton* measure_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QComboBox* quality_;
    QPushButton* saveChart_;
    QPushButton* saveTable_;
    QLabel* sentence_;
    QTableWidget* table_;
    KvPriceChart* chart_;
    QLabel* status_;
};

}  // namespace kvscope::ui
