// Probability and token labels of the logits chart, apart from the chart
// (ui/views/probability_text.h, ui/views/logits_bars.h).
#include <QtTest>

#include "ui/views/logits_bars.h"
#include "ui/views/probability_text.h"

using namespace kvscope::ui;

class TestProbabilityText : public QObject {
    Q_OBJECT
private slots:
    void formatProbability_data() {
        QTest::addColumn<double>("p");
        QTest::addColumn<QString>("text");
        // the review's cases: 0.0314 once read "314", 0.00061 "0061"
        QTest::newRow("0.0314") << 0.0314 << "3.14 %";
        QTest::newRow("0.00061 (weather: delicious)") << 0.00061 << "0.061 %";
        QTest::newRow("0.777 (weather: nice)") << 0.777 << "77.7 %";
        QTest::newRow("0.223 (weather: warm)") << 0.223 << "22.3 %";
        QTest::newRow("0.5: no trailing zero") << 0.5 << "50 %";
        QTest::newRow("0.362") << 0.3617 << "36.2 %";
        QTest::newRow("0.0908") << 0.09081 << "9.08 %";
        QTest::newRow("0.00754") << 0.007541 << "0.754 %";
        QTest::newRow("0.000461") << 0.000461 << "0.0461 %";
        QTest::newRow("0.0000123") << 0.0000123 << "0.00123 %";
        QTest::newRow("2e-5: fixed point down to 0.001 %") << 2e-5 << "0.002 %";
        QTest::newRow("1.23e-8: powers of ten") << 1.23e-8 << "1.23 × 10⁻⁶ %";
        QTest::newRow("4e-9") << 4e-9 << "4 × 10⁻⁷ %";
        QTest::newRow("9.996e-8 rounds to 1e-5 %") << 9.996e-8 << "1 × 10⁻⁵ %";
        QTest::newRow("1e-300") << 1e-300 << "1 × 10⁻²⁹⁸ %";
        QTest::newRow("0.099996 rounds to 10 %") << 0.099996 << "10 %";
        QTest::newRow("0.9996: never 100 % short of 1") << 0.9996 << "99.96 %";
        QTest::newRow("0.99996") << 0.99996 << "99.996 %";
        QTest::newRow("0.9999999") << 0.9999999 << "> 99.9999 %";
        QTest::newRow("1") << 1.0 << "100 %";
        QTest::newRow("0") << 0.0 << "0 %";
        QTest::newRow("negative") << -0.1 << "0 %";
        QTest::newRow("NaN") << qQNaN() << "?";
    }
    void formatProbability() {
        QFETCH(double, p);
        QFETCH(QString, text);
        QCOMPARE(kvscope::ui::formatProbability(p), text);
    }

    // However much of a label is cut at its start, what remains never reads as another
    // probability: each label carries its unit, and its digits before the point stay whole.
    void everyLabelEndsInItsUnit() {
        for (double p = 1e-9; p < 1; p *= 1.7) QVERIFY(kvscope::ui::formatProbability(p).endsWith(" %"));
    }

    void tokenLabel_data() {
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("label");
        QTest::newRow("plain") << "nice" << "nice";
        QTest::newRow("markup stays text") << "<|eot|>" << "<|eot|>";
        QTest::newRow("cut at 8") << "unbelievable" << "unbelie…";
        QTest::newRow("8 fit") << "12345678" << "12345678";
        QTest::newRow("one line") << "a\nb" << "a↵b";
        QTest::newRow("no half emoji") << "abcdef😀xyz" << "abcdef…";
    }
    void tokenLabel() {
        QFETCH(QString, token);
        QFETCH(QString, label);
        QCOMPARE(kvscope::ui::tokenLabel(token, 8), label);
    }
};

QTEST_APPLESS_MAIN(TestProbabilityText)
#include "tst_probability_text.moc"
