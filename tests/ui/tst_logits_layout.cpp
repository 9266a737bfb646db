// How the logits chart shares its width between tokens, bars, probability labels and logits
// (ui/views/logits_layout.h), apart from the chart.
#include <QtTest>

#include "ui/views/logits_layout.h"

using namespace kvscope::ui;

namespace {
// The weather example's bars against the longest (77.7 %, 22.3 %, 0.061 %) and the widths of
// "77.7 %", "22.3 %", "0.061 %" at a 12-pixel font, padding included.
const QVector<double> kLengths{1.0, 0.287, 0.000785};
const QVector<double> kLabels{50, 50, 60};
}  // namespace

class TestLogitsLayout : public QObject {
    Q_OBJECT
private slots:
    void labelGutter_data() {
        QTest::addColumn<double>("room");
        QTest::addColumn<QVector<double>>("lengths");
        QTest::addColumn<QVector<double>>("labels");
        QTest::addColumn<double>("gutter");
        // the longest bar's label sits wholly past the plot; the others fit beside their bars
        QTest::newRow("weather") << 200.0 << kLengths << kLabels << 50.0;
        // a bar of half the longest, with a label wider than half the room: it sets the gutter
        QTest::newRow("a wide label halfway") << 200.0 << QVector<double>{1, 0.5} << QVector<double>{20, 150} << 100.0;
        QTest::newRow("no bars") << 200.0 << QVector<double>{} << QVector<double>{} << 0.0;
        QTest::newRow("zero-length bar") << 200.0 << QVector<double>{0} << QVector<double>{60} << 0.0;
        QTest::newRow("no room: all of it") << 30.0 << QVector<double>{1} << QVector<double>{50} << 30.0;
    }
    void labelGutter() {
        QFETCH(double, room);
        QFETCH(QVector<double>, lengths);
        QFETCH(QVector<double>, labels);
        QFETCH(double, gutter);
        const double g = kvscope::ui::labelGutter(room, lengths, labels);
        QCOMPARE(g, gutter);
        // every label ends within the room
        for (int i = 0; i < lengths.size(); ++i) QVERIFY(lengths[i] * (room - g) + labels[i] <= room + 1e-9 || g == room);
    }

    void shareWidth_data() {
        QTest::addColumn<double>("width");
        QTest::addColumn<double>("tokens");  // the widest token
        QTest::addColumn<double>("logits");  // the logit column
        QTest::addColumn<double>("tokenRoom");
        QTest::addColumn<bool>("logitsShown");
        QTest::addColumn<double>("plot");
        // a docked view at the normal font: everything whole; the gutter holds "77.7 %"
        QTest::newRow("roomy") << 300.0 << 70.0 << 45.0 << 70.0 << true << 135.0;
        // a long token: cut to 45 % of the width, and the logits give way to it
        QTest::newRow("long token") << 300.0 << 200.0 << 45.0 << 135.0 << false << 115.0;
        // presentation mode's font in a narrow dock: the logits give way, the tokens stay whole
        QTest::newRow("large font") << 220.0 << 90.0 << 70.0 << 90.0 << false << 80.0;
        QTest::newRow("narrow") << 160.0 << 60.0 << 70.0 << 60.0 << false << 50.0;
        // narrower still: the tokens are cut, 4 pixels at a time, till the bars keep 40
        QTest::newRow("narrower") << 140.0 << 60.0 << 70.0 << 48.0 << false << 42.0;
        // too narrow for anything: the tokens keep 24 px, the probabilities stay whole
        QTest::newRow("too narrow") << 100.0 << 90.0 << 70.0 << 24.0 << false << 26.0;
    }
    void shareWidth() {
        QFETCH(double, width);
        QFETCH(double, tokens);
        QFETCH(double, logits);
        QFETCH(double, tokenRoom);
        QFETCH(bool, logitsShown);
        QFETCH(double, plot);
        const LogitsLayout l = kvscope::ui::shareWidth(width, {tokens, kLengths, kLabels, logits});
        QCOMPARE(l.tokens, tokenRoom);
        QCOMPARE(l.logitsShown, logitsShown);
        QCOMPARE(l.plot, plot);
        QCOMPARE(l.tokens + l.plot + l.gutter + (l.logitsShown ? logits : 0), width);
        // the probability labels always end within the plot and its gutter
        for (int i = 0; i < kLengths.size(); ++i) QVERIFY(kLengths[i] * l.plot + kLabels[i] <= l.plot + l.gutter + 1e-9);
    }
};

QTEST_APPLESS_MAIN(TestLogitsLayout)
#include "tst_logits_layout.moc"
