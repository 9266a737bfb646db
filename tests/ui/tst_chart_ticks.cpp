// Round ticks, thinned step labels and axis units, apart from any chart (ui/views/chart_ticks.h).
#include <QtTest>

#include "ui/views/chart_ticks.h"

using namespace kvscope::ui;

class TestChartTicks : public QObject {
    Q_OBJECT
private slots:
    void niceTicks_data() {
        QTest::addColumn<double>("max");
        QTest::addColumn<int>("maxIntervals");
        QTest::addColumn<double>("minStep");
        QTest::addColumn<double>("step");
        QTest::addColumn<double>("top");
        QTest::addColumn<int>("intervals");
        QTest::addColumn<int>("decimals");
        // the charts' cases: totals, per-step work, percentages, step numbers
        QTest::newRow("23.2 thousand, 5") << 23.232 << 5 << 0.0 << 5.0 << 25.0 << 5 << 0;
        QTest::newRow("505.5 thousand, 6") << 505.5 << 6 << 0.0 << 100.0 << 600.0 << 6 << 0;
        QTest::newRow("1814, 4") << 1814.0 << 4 << 0.0 << 500.0 << 2000.0 << 4 << 0;
        QTest::newRow("36.2 %, 2") << 36.2 << 2 << 0.0 << 20.0 << 40.0 << 2 << 0;
        QTest::newRow("77.7 %, 5") << 77.7 << 5 << 0.0 << 20.0 << 80.0 << 4 << 0;
        QTest::newRow("exactly on a tick") << 20.0 << 4 << 0.0 << 5.0 << 20.0 << 4 << 0;
        QTest::newRow("one interval") << 7.0 << 1 << 0.0 << 10.0 << 10.0 << 1 << 0;
        QTest::newRow("0.3 (not 2.9999… intervals)") << 0.3 << 3 << 0.0 << 0.1 << 0.3 << 3 << 1;
        QTest::newRow("0.83, 4") << 0.83 << 4 << 0.0 << 0.5 << 1.0 << 2 << 1;
        QTest::newRow("0.061, 3") << 0.061 << 3 << 0.0 << 0.05 << 0.1 << 2 << 2;
        QTest::newRow("20 steps, 8 labels") << 20.0 << 8 << 1.0 << 5.0 << 20.0 << 4 << 0;
        QTest::newRow("999 steps, 6 labels") << 999.0 << 6 << 1.0 << 200.0 << 1000.0 << 5 << 0;
        QTest::newRow("4 steps, room for 100") << 4.0 << 100 << 1.0 << 1.0 << 4.0 << 4 << 0;
        QTest::newRow("1 step, room for 100") << 1.0 << 100 << 1.0 << 1.0 << 1.0 << 1 << 0;
        QTest::newRow("3 steps, room for 1000") << 3.0 << 1000 << 1.0 << 1.0 << 3.0 << 3 << 0;
        QTest::newRow("no room: one interval") << 80.0 << 0 << 0.0 << 100.0 << 100.0 << 1 << 0;
        QTest::newRow("empty") << 0.0 << 5 << 0.0 << 0.0 << 0.0 << 0 << 0;
        QTest::newRow("negative") << -3.0 << 5 << 0.0 << 0.0 << 0.0 << 0 << 0;
        QTest::newRow("not a number") << qQNaN() << 5 << 0.0 << 0.0 << 0.0 << 0 << 0;
        QTest::newRow("infinite") << qInf() << 5 << 0.0 << 0.0 << 0.0 << 0 << 0;
    }
    void niceTicks() {
        QFETCH(double, max);
        QFETCH(int, maxIntervals);
        QFETCH(double, minStep);
        QFETCH(double, step);
        QFETCH(double, top);
        QFETCH(int, intervals);
        QFETCH(int, decimals);
        const NiceTicks t = kvscope::ui::niceTicks(max, maxIntervals, minStep);
        QCOMPARE(t.step, step);
        QCOMPARE(t.top, top);
        QCOMPARE(t.intervals, intervals);
        QCOMPARE(t.decimals, decimals);
    }

    // Every step is 1, 2 or 5 × 10^k, covers the maximum, and needs no more intervals than
    // allowed, for maxima over eleven decades.
    void niceTicksAreRoundEverywhere() {
        for (double max = 1e-4; max < 1e7; max *= 1.37)
            for (int allowed : {1, 2, 3, 5, 8, 13}) {
                const NiceTicks t = kvscope::ui::niceTicks(max, allowed);
                const double mantissa = t.step / std::pow(10.0, std::floor(std::log10(t.step) + 1e-9));
                QVERIFY2(qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) || qFuzzyCompare(mantissa, 5.0),
                         qPrintable(QString("max %1: step %2").arg(max).arg(t.step)));
                QVERIFY(t.top >= max * (1 - 1e-9));
                QVERIFY(t.top - t.step < max);  // the smallest such multiple
                QVERIFY(t.intervals <= allowed);
            }
    }

    void tickBudget_data() {
        QTest::addColumn<double>("pixels");
        QTest::addColumn<double>("label");
        QTest::addColumn<int>("budget");
        QTest::newRow("300 px, 24 px labels") << 300.0 << 24.0 << 6;
        QTest::newRow("exact fit") << 96.0 << 24.0 << 2;
        QTest::newRow("less than one") << 30.0 << 24.0 << 1;
        QTest::newRow("no label width") << 300.0 << 0.0 << 1;
        QTest::newRow("vertical: 150 px, 17 px lines") << 150.0 << 17.0 << 4;
    }
    void tickBudget() {
        QFETCH(double, pixels);
        QFETCH(double, label);
        QFETCH(int, budget);
        QCOMPARE(kvscope::ui::tickBudget(pixels, label), budget);
    }

    // Label thinning: which steps get a label, for the step counts the work chart must hold.
    void stepTicks_data() {
        QTest::addColumn<int>("steps");
        QTest::addColumn<double>("pixels");
        QTest::addColumn<double>("label");
        QTest::addColumn<double>("every");
        QTest::addColumn<double>("top");
        QTest::newRow("1 step: 0 alone") << 1 << 300.0 << 8.0 << 1.0 << 0.0;
        QTest::newRow("5 steps: every one") << 5 << 300.0 << 8.0 << 1.0 << 4.0;
        QTest::newRow("21 steps, 400 px: every 2nd") << 21 << 400.0 << 16.0 << 2.0 << 20.0;
        QTest::newRow("21 steps, 300 px: every 5th") << 21 << 300.0 << 16.0 << 5.0 << 20.0;
        QTest::newRow("21 steps, 100 px: every 10th") << 21 << 100.0 << 16.0 << 10.0 << 20.0;
        QTest::newRow("100 steps, 190 px: every 50th") << 100 << 190.0 << 24.0 << 50.0 << 100.0;
        QTest::newRow("500 steps, 400 px: every 100th") << 500 << 400.0 << 24.0 << 100.0 << 500.0;
        QTest::newRow("1,000 steps, 300 px: every 200th") << 1000 << 300.0 << 24.0 << 200.0 << 1000.0;
        QTest::newRow("1,000 steps, 1200 px: every 100th") << 1000 << 1200.0 << 32.0 << 100.0 << 1000.0;
        QTest::newRow("no steps: no ticks") << 0 << 300.0 << 8.0 << 0.0 << 0.0;
    }
    void stepTicks() {
        QFETCH(int, steps);
        QFETCH(double, pixels);
        QFETCH(double, label);
        QFETCH(double, every);
        QFETCH(double, top);
        const NiceTicks t = kvscope::ui::stepTicks(steps, pixels, label);
        QCOMPARE(t.step, every);
        QCOMPARE(t.top, top);
        if (t.intervals > 0) QVERIFY(pixels / t.intervals >= 2 * label);  // a label's width between labels
    }

    void units_data() {
        QTest::addColumn<double>("max");
        QTest::addColumn<double>("countDivisor");
        QTest::addColumn<QString>("countName");
        QTest::addColumn<QString>("byteName");
        QTest::newRow("0") << 0.0 << 1.0 << "" << "bytes";
        QTest::newRow("9,999") << 9999.0 << 1.0 << "" << "bytes";
        QTest::newRow("10,000") << 10000.0 << 1e3 << "thousands" << "kB";
        QTest::newRow("505,500") << 505500.0 << 1e3 << "thousands" << "kB";
        QTest::newRow("9.9 million") << 9.9e6 << 1e3 << "thousands" << "kB";
        QTest::newRow("12 million") << 1.2e7 << 1e6 << "millions" << "MB";
        QTest::newRow("3.4e10") << 3.4e10 << 1e9 << "billions" << "GB";
        QTest::newRow("5e13") << 5e13 << 1e12 << "trillions" << "TB";
        QTest::newRow("5e17: still trillions") << 5e17 << 1e12 << "trillions" << "TB";
    }
    void units() {
        QFETCH(double, max);
        QFETCH(double, countDivisor);
        QFETCH(QString, countName);
        QFETCH(QString, byteName);
        QCOMPARE(countUnit(max).divisor, countDivisor);
        QCOMPARE(countUnit(max).name, countName);
        QCOMPARE(byteUnit(max).divisor, countDivisor);
        QCOMPARE(byteUnit(max).name, byteName);
    }
};

QTEST_APPLESS_MAIN(TestChartTicks)
#include "tst_chart_ticks.moc"
