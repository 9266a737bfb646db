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
    }
};

QTEST_APPLESS_MAIN(TestFormat)
#include "tst_format.moc"
