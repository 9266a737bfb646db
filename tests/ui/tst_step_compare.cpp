// The cache comparison (issue 20, "the current step replayed with the cache off, side by
// side"): what each side computes, reads or computes again, per position, checked against the
// article's numbers (4 K/V vectors with the cache at the first decode step, 20 without) and the
// work meter; drawn whole, the recomputed rows on the no-cache side only, from 5 to 1,000
// positions, side by side or stacked.
#include <QImage>
#include <QtTest>

#include "synthetic_steps.h"
#include "ui/session/session_controller.h"
#include "ui/views/step_compare_view.h"
#include "ui/views/text_fit.h"
#include "ui/views/theme.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
bool waitIdle(SessionController& c) {
    const bool done = QTest::qWaitFor([&] { return c.idle(); }, 10000);
    QCoreApplication::processEvents();
    return done;
}

// Pixels of `colour` in `region` of `image`.
int pixelsOf(const QImage& image, const QRect& region, const QColor& colour) {
    int n = 0;
    for (int y = region.top(); y <= region.bottom(); ++y)
        for (int x = region.left(); x <= region.right(); ++x) n += image.pixelColor(x, y) == colour;
    return n;
}
}  // namespace

class TestStepCompare : public QObject {
    Q_OBJECT
    std::unique_ptr<SessionController> session;

private slots:
    void init() {
        session = std::make_unique<SessionController>();
        session->loadModel("weather");
        QVERIFY(waitIdle(*session));
    }
    void cleanup() { session.reset(); }

    void nothingBeforeThePrefill() {
        StepCompareView view(session.get());
        QVERIFY(!view.comparison().valid);
        QVERIFY(view.summary().contains("run the prefill"));
    }

    void thePrefillIsAlikeBothWays() {
        session->prefill();
        QVERIFY(waitIdle(*session));
        const StepComparison c = compareStep(session->current());
        QVERIFY(c.valid && c.prefill);
        QCOMPARE(c.positions, 4);
        for (int p = 0; p < 4; ++p)
            for (bool cache : {true, false}) {
                QCOMPARE(c.keysAndValues(cache, p), RowWork::Computed);
                QCOMPARE(c.queryRow(cache, p), RowWork::Computed);
            }
        QCOMPARE(c.withCache.kvVectors, c.withoutCache.kvVectors);
        QCOMPARE(c.withCache.macs(), c.withoutCache.macs());
        QCOMPARE(c.workRatio(), 1.0);
        QCOMPARE(c.withCache.kvVectors, 16);  // 4 positions × 4 heads (the article's 16 vectors)
        QCOMPARE(c.recomputedRows(), 0);
    }

    void aDecodeStepReadsWhatTheReplayComputesAgain() {
        session->prefill();
        QVERIFY(waitIdle(*session));
        session->stepForward();
        QVERIFY(waitIdle(*session));
        const StepComparison c = compareStep(session->current());
        QVERIFY(c.valid && !c.prefill);
        QCOMPARE(c.positions, 5);
        QCOMPARE(c.firstRow, 4);
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(c.keysAndValues(true, p), RowWork::FromCache);
            QCOMPARE(c.keysAndValues(false, p), RowWork::Again);
            QCOMPARE(c.queryRow(true, p), RowWork::NotNeeded);
            QCOMPARE(c.queryRow(false, p), RowWork::Again);
        }
        QCOMPARE(c.keysAndValues(true, 4), RowWork::Computed);
        QCOMPARE(c.keysAndValues(false, 4), RowWork::Computed);
        QCOMPARE(c.recomputedRows(), 4);
        // the article: this step computes 4 K/V vectors with the cache and 20 without it
        QCOMPARE(c.withCache.kvVectors, 4);
        QCOMPARE(c.withoutCache.kvVectors, 20);
        // scores: one row of 5 with the cache, the whole triangle 1 + … + 5 without (× 4 heads)
        QCOMPARE(c.withCache.attentionCells, 5 * 4);
        QCOMPARE(c.withoutCache.attentionCells, 15 * 4);
        QVERIFY(c.workRatio() > 1);
        StepCompareView view(session.get());
        QVERIFY2(view.summary().contains("computes 4 positions again") &&
                     view.summary().contains(QString("the same next token “%1”").arg(session->current()->chosen)),
                 qPrintable(view.summary()));
    }

    // Drawn whole at a panel's sizes, side by side or stacked; the orange of "computed again"
    // only on the side without the cache.
    void drawnWholeWithTheRecomputedRowsOnOneSide_data() {
        QTest::addColumn<int>("steps");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("sideBySide");
        QTest::newRow("5 tokens, wide") << 1 << QSize(900, 360) << true;
        QTest::newRow("5 tokens, narrow") << 1 << QSize(300, 520) << false;
        QTest::newRow("1,000 positions, wide") << 994 << QSize(700, 300) << true;
        QTest::newRow("1,000 positions, narrow") << 994 << QSize(320, 600) << false;
    }
    void drawnWholeWithTheRecomputedRowsOnOneSide() {
        QFETCH(int, steps);
        QFETCH(QSize, size);
        QFETCH(bool, sideBySide);
        if (steps == 1) {
            session->prefill();
            QVERIFY(waitIdle(*session));
            session->stepForward();
            QVERIFY(waitIdle(*session));
        } else {
            session->showRecordedSteps(test::syntheticModel(), test::workSteps(steps, 6));
        }
        StepCompareView view(session.get());
        view.resize(size);
        view.refresh();
        QCOMPARE(view.sideBySide(), sideBySide);
        resetCutTexts();
        const QImage image = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
        QVERIFY2(cutTexts().isEmpty(), qPrintable(cutTexts().join("; ")));
        const QColor again = currentTheme().withoutCache, fromCache = currentTheme().withCache;
        const QRect withSide = view.sideArea(true).toAlignedRect() & image.rect();
        const QRect withoutSide = view.sideArea(false).toAlignedRect() & image.rect();
        QVERIFY(!withSide.intersects(withoutSide));
        QCOMPARE(pixelsOf(image, withSide, again), 0);
        QVERIFY(pixelsOf(image, withSide, fromCache) > 100);
        QVERIFY(pixelsOf(image, withoutSide, again) > 100);
        QCOMPARE(pixelsOf(image, withoutSide, fromCache), 0);
    }
};

QTEST_MAIN(TestStepCompare)
#include "tst_step_compare.moc"
