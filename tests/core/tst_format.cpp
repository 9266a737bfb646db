// How numbers are shown: short, recognisable, never nan.
#include <QtTest>

#include "core/format.h"

using namespace kvscope;

class TestFormat : public QObject {
    Q_OBJECT
private slots:
    void numbers_data() {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("31/3") << 31.0 / 3.0 << "10.33";
        QTest::newRow("12.5") << 12.5 << "12.5";
        QTest::newRow("integer") << 5.0 << "5";
        QTest::newRow("-0") << -0.0 << "0";
        QTest::newRow("-inf") << kNegInf << "−∞";
        QTest::newRow("nan") << std::nan("") << "?";
        QTest::newRow("small") << 0.000613 << "0.000613";
        QTest::newRow("tiny") << 1e-5 << "1e-05";
        // more digits before the point than shown: whole, never an exponent
        QTest::newRow("rope theta") << 500000.0 << "500000";
        QTest::newRow("12345.6") << 12345.6 << "12346";
        QTest::newRow("9999.4") << 9999.4 << "9999";
        QTest::newRow("9999.6") << 9999.6 << "10000";
        QTest::newRow("-20000") << -20000.0 << "-20000";
    }
    void numbers() {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatNumber(value)), text);
    }
    void countsAndBytes() {
        QCOMPARE(formatCount(1234567), std::string("1,234,567"));
        QCOMPARE(formatCount(999), std::string("999"));
        QCOMPARE(formatBytes(320), std::string("320 B"));
        QCOMPARE(formatBytes(1536), std::string("1.5 KiB"));
        QCOMPARE(formatBytes(3 * 1024 * 1024), std::string("3 MiB"));
        // 1,000–1,023 of a unit: all four digits, never an exponent (a 14-position cache of a
        // GPT-2-small-shaped model showed "1.01e+03 KiB")
        QCOMPARE(formatBytes(1012 * 1024), std::string("1012 KiB"));
        QCOMPARE(formatBytes(1023 * 1024 + 1000), std::string("1024 KiB"));
        QCOMPARE(formatBytes(999 * 1024), std::string("999 KiB"));
    }
};

QTEST_APPLESS_MAIN(TestFormat)
#include "tst_format.moc"
