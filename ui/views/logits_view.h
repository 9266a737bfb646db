#pragma once
// The next-token candidates as a bar chart: probability bars labelled with their logits,
// the chosen token highlighted, a temperature slider applied live. Clicking a bar forces that
// token as the next one (forking the timeline when the step is not the last).

#include <QVector>
#include <QWidget>

class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QSlider;

namespace kvscope::ui {

class SessionController;

class LogitsView : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxBars = 10;  // more labels than this do not fit a dock

    explicit LogitsView(SessionController* session, QWidget* parent = nullptr);

    QStringList labels() const { return labels_; }
    QVector<double> logits() const { return logits_; }
    QVector<double> probabilities() const { return probabilities_; }
    int chosenBar() const { return chosen_; }
    double temperature() const;
    void setTemperature(double t);
    QChartView* chartView() const { return chartView_; }

public slots:
    void refresh();
    void forceBar(int index);

private:
    SessionController* session_;
    QChartView* chartView_;
    QSlider* temperature_;
    QLabel* temperatureLabel_;
    QStringList labels_;
    QVector<double> logits_, probabilities_;
    QVector<int> ids_;
    int chosen_ = -1;
};

}  // namespace kvscope::ui
