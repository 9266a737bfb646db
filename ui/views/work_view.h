#pragma once
// The work the KV cache saves: cumulative work with and without the cache over the steps so
// far (the O(n) against O(n²) picture), per-step bars of both, and their ratio.

#include <QVector>
#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;

namespace kvscope::ui {

class SessionController;

class WorkView : public QWidget {
    Q_OBJECT
public:
    enum class Metric { KvVectors, MultiplyAdds, KvBytesRead };
    explicit WorkView(SessionController* session, QWidget* parent = nullptr);

    // Cumulative series through the current step, per cache mode.
    QVector<double> cumulativeWithCache() const { return withCache_; }
    QVector<double> cumulativeWithoutCache() const { return withoutCache_; }
    QString ratioText() const;
    QChartView* chartView() const { return cumulative_; }
    void setMetric(Metric metric);

public slots:
    void refresh();

private:
    SessionController* session_;
    Metric metric_ = Metric::KvVectors;
    QComboBox* metricBox_;
    QLabel* ratio_;
    QChartView* cumulative_;
    QChartView* perStep_;
    QVector<double> withCache_, withoutCache_;
};

}  // namespace kvscope::ui
