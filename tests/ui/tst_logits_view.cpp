// The logits view: the chart built once and updated in place, probabilities in percent that
// are never cut, logits in their own column, round ticks, as many bars as the font has
// room for (the chosen one always among them), bursts drawn once, and a click that forces the
// token of the bar clicked.
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QSignalSpy>
#include <QValueAxis>
#include <QtTest>
#include <cmath>

#include "synthetic_steps.h"
#include "ui/session/session_controller.h"
#include "ui/views/logits_chart.h"
#include "ui/views/logits_view.h"
#include "ui/views/probability_text.h"
#include "ui/views/theme.h"

using namespace kvscope;
using namespace kvscope::ui;
using kvscope::test::logitsStep;
using kvscope::test::syntheticModel;

namespace {
// The weather example's first step: nice 8.55, warm 7.3, delicious 1.4 (p 0.777, 0.223, 0.00061).
StepView weatherStep() { return logitsStep({"nice", "warm", "delicious"}, {8.55, 7.3, 1.4}, 0); }

// Twenty candidates one logit apart; the sampler picked the 16th.
StepView longTailStep() {
    QStringList tokens;
    QVector<double> logits;
    for (int i = 0; i < 20; ++i) {
        tokens << QString("candidate%1").arg(i);
        logits << 10.0 - i * 0.25;
    }
    return logitsStep(tokens, logits, 15);
}
}  // namespace

class TestLogitsView : public QObject {
    Q_OBJECT
    std::unique_ptr<SessionController> session;
    std::unique_ptr<LogitsView> view;
    QChart* chart = nullptr;

    void show(const StepView& step) {
        session->showRecordedSteps(syntheticModel(), {step});
        settle();
    }
    void settle() {
        view->flushPendingUpdate();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);  // the chart's layout
        QCoreApplication::processEvents();
    }
    // Every probability label whole, after its bar's end, short of the logit column: in the
    // gutter kept for the labels right of the plot at the farthest.
    void checkLabelsFit() {
        LogitsChart* c = view->chart();
        const QRectF plot = c->plotArea();
        const QVector<int> shown = c->shownBars();
        const QStringList logits = c->logitColumn();
        for (int row = 0; row < shown.size(); ++row) {
            QGraphicsSimpleTextItem* item = c->valueLabelItems()[row];
            QVERIFY(item->isVisible());
            QVERIFY(!item->text().contains(QChar(0x2026)));
            const QRectF r = item->mapRectToParent(item->boundingRect());
            const double end = c->mapToPosition(QPointF(100 * view->probabilities()[shown[row]], 0)).x();
            QVERIFY2(r.left() >= end && r.left() <= end + 8, qPrintable(item->text() + " is not at its bar's end"));
            const double limit = logits.isEmpty() ? c->rect().right() - c->margins().left()
                                                  : c->logitItems()[row]->mapRectToParent(c->logitItems()[row]->boundingRect()).left();
            QVERIFY2(r.right() <= limit, qPrintable(QString("%1 ends at %2, past %3").arg(item->text()).arg(r.right()).arg(limit)));
            QVERIFY(r.right() <= c->rect().right());
            QVERIFY(r.top() >= plot.top() - 2 && r.bottom() <= plot.bottom() + 2);
            // the token: left of the plot, inside the chart
            QGraphicsSimpleTextItem* token = c->tokenItems()[row];
            const QRectF t = token->mapRectToParent(token->boundingRect());
            QVERIFY2(t.left() >= 0 && t.right() <= plot.left(), qPrintable(token->text()));
            QCOMPARE(t.center().y(), r.center().y());
        }
    }

private slots:
    void init() {
        session = std::make_unique<SessionController>();
        view = std::make_unique<LogitsView>(session.get());
        view->resize(420, 460);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        chart = view->chart();
    }
    void cleanup() {
        view.reset();
        session.reset();
    }

    void noStepNoBars() {
        QVERIFY(view->labels().isEmpty());
        QVERIFY(view->chart()->valueLabels().isEmpty());
        QVERIFY(!view->chart()->probabilityAxis()->labelsVisible());
        QCOMPARE(view->captionText(), QString("Next-token probabilities appear after the prefill"));
    }

    void weatherBarsInPercent() {
        show(weatherStep());
        QCOMPARE(view->chartView()->chart(), chart);  // the chart of before: updated in place
        QCOMPARE(view->labels(), (QStringList{"nice", "warm", "delicious"}));
        QCOMPARE(view->chosenBar(), 0);
        LogitsChart* c = view->chart();
        QCOMPARE(c->valueLabels(), (QStringList{"77.7 %", "22.3 %", "0.061 %"}));
        QCOMPARE(c->logitColumn(), (QStringList{"8.55", "7.3", "1.4"}));
        QCOMPARE(c->tokenLabels(), (QStringList{"nice", "warm", "delicious"}));
        QCOMPARE(c->probabilities()->count(), 3);
        QVERIFY(std::abs(c->probabilities()->at(2) - 77.683) < 1e-3);  // nice, in percent
        QVERIFY(c->probabilities()->isBarSelected(2));
        QVERIFY(!c->probabilities()->isBarSelected(1));
        // ticks 0, 20, …, 80 %: round, up to the longest bar
        const NiceTicks t = c->probabilityTicks();
        QCOMPARE(c->probabilityAxis()->max(), t.top);
        QCOMPARE(c->probabilityAxis()->tickCount(), t.intervals + 1);
        QVERIFY(t.top >= 77.683);
        QVERIFY(t.step == 10 || t.step == 20 || t.step == 50 || t.step == 100);
        QCOMPARE(t.top, t.step * t.intervals);
        QVERIFY(t.top < 77.683 + t.step);  // the first round tick past the longest bar
        checkLabelsFit();
        QCOMPARE(view->captionText(), QString::fromUtf8("After “so”: chosen “nice” · click a bar to force another token"));
    }

    void liveTemperatureInPlace() {
        show(weatherStep());
        const double before = view->probabilities()[0];
        QSignalSpy changed(view->chart()->probabilities(), &QBarSet::valueChanged);
        view->setTemperature(2.5);
        view->setTemperature(2.8);
        view->setTemperature(3.0);  // a dragged slider: three values in one turn
        QVERIFY(view->probabilities()[0] < before);  // the numbers follow at once
        QCOMPARE(changed.count(), 0);                 // the chart at the next turn
        QTRY_VERIFY(!view->updatePending());
        QCOMPARE(changed.count(), 3);                 // each of the 3 bars once, not 9 times
        settle();
        QCOMPARE(view->chart(), chart);
        QCOMPARE(view->chart()->valueLabels().first(), QString("57.1 %"));  // 1 / (1 + e^(-1.25/3) + e^(-7.15/3))
        checkLabelsFit();
    }

    // A long run of a big model may drop the full logits (the recording budget): the bars then
    // show the probabilities the step computed, at its own temperature, and say so.
    void recordedProbabilitiesWhenTheLogitsWereDropped() {
        StepView step = weatherStep();
        auto record = std::make_shared<StepRecord>(*step.record);
        record->allLogits = Vector();
        record->probabilities = Vector(3);
        record->probabilities << 0.6, 0.3, 0.1;
        record->sampling.temperature = 0.7;
        step.record = record;
        show(step);
        view->setTemperature(2.0);  // the slider cannot change what was not kept
        settle();
        QCOMPARE(view->probabilities(), (QVector<double>{0.6, 0.3, 0.1}));
        QCOMPARE(view->chart()->valueLabels(), (QStringList{"60 %", "30 %", "10 %"}));
        QCOMPARE(view->captionText(),
                 QString::fromUtf8("After “so”: chosen “nice” · probabilities as the step computed them, at T\u00a0=\u00a00.70"
                                   " · click a bar to force another token"));
    }

    void aCrowdedChartKeepsTheChosenBar() {
        show(longTailStep());
        QCOMPARE(view->labels().size(), LogitsView::kMaxBars + 1);  // the ten most likely and the chosen 16th
        QCOMPARE(view->chosenBar(), LogitsView::kMaxBars);
        QCOMPARE(view->chart()->shownBars().size(), LogitsView::kMaxBars + 1);
        // presentation mode's large font: fewer rows fit, the chosen one stays
        QFont big = view->font();
        big.setPixelSize(28);
        view->setFont(big);
        view->resize(640, 460);
        view->refresh();
        settle();
        LogitsChart* c = view->chart();
        const QVector<int> shown = c->shownBars();
        QVERIFY2(shown.size() < LogitsView::kMaxBars, qPrintable(QString::number(shown.size())));
        QCOMPARE(shown.last(), LogitsView::kMaxBars);  // the chosen candidate, last row
        QVERIFY(c->probabilities()->isBarSelected(0));  // drawn at the bottom
        QVERIFY(c->plotArea().height() / shown.size() >= QFontMetricsF(big).height());
        QCOMPARE(c->tokenLabels().last(), QString("candidate15"));  // whole: the logits have room too
        QCOMPARE(c->logitColumn().last(), QString("6.25"));
        checkLabelsFit();
    }

    // Narrower than the view allows (a docked chart in presentation mode): the logits give way
    // first, then the tokens are cut, the probabilities never.
    void aNarrowChartDropsTheLogitsFirst() {
        auto* chart = new LogitsChart(LogitsView::kMaxBars);
        QChartView chartView(chart);  // owns the chart
        QFont big = chartView.font();
        big.setPixelSize(20);  // about presentation mode's
        chart->applyTheme(currentTheme(), big);
        const StepView step = longTailStep();
        chart->setBars(logitsBars(&step, 1.0, LogitsView::kMaxBars));
        chartView.resize(640, 400);
        chartView.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chartView));
        QTRY_COMPARE(chart->tokenLabels().value(0), QString("candidate0"));
        QCOMPARE(chart->logitColumn().value(0), QString("10"));
        chartView.resize(260, 400);
        QTRY_VERIFY(chart->logitColumn().isEmpty());
        const QString chosen = chart->tokenLabels().last();
        QVERIFY2(chosen.startsWith("ca") && chosen.endsWith(QChar(0x2026)), qPrintable(chosen));
        QCOMPARE(chart->valueLabels().last(), formatProbability(logitsBars(&step, 1.0, 10).probabilities[10]));
        QCoreApplication::processEvents();
        for (QGraphicsSimpleTextItem* item : chart->valueLabelItems())
            if (item->isVisible()) {
                QVERIFY(!item->text().contains(QChar(0x2026)));
                QVERIFY2(item->mapRectToParent(item->boundingRect()).right() <= chart->rect().right(), qPrintable(item->text()));
            }
    }

    // A click on a bar forks the run with that bar's token (the weather example, for real).
    void clickingABarForcesItsToken() {
        session->loadModel("weather");
        QTRY_VERIFY_WITH_TIMEOUT(session->hasModel() && session->idle(), 10000);
        session->prefill();
        QTRY_VERIFY_WITH_TIMEOUT(session->stepCount() == 1 && session->idle(), 10000);
        settle();
        QCOMPARE(view->labels(), (QStringList{"nice", "warm", "delicious"}));
        QSignalSpy clicked(view->chart(), &LogitsChart::barClicked);
        emit view->chart()->probabilities()->clicked(1);  // bottom up: delicious, warm, nice
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().first().toInt(), 1);  // "warm"
        QTRY_VERIFY_WITH_TIMEOUT(session->idle() && session->current()->record->forced, 10000);
        QCOMPARE(session->current()->chosen, QString("warm"));
        QCOMPARE(view->chosenBar(), 1);
        QTRY_VERIFY(!view->updatePending());
        QVERIFY(view->chart()->probabilities()->isBarSelected(1));
        QVERIFY(view->captionText().contains(QString::fromUtf8("chosen “warm” (forced)")));
    }
};

QTEST_MAIN(TestLogitsView)
#include "tst_logits_view.moc"
