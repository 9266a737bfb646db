// Heat strips for wide vectors: component ↔ pixel mapping and colours apart from painting, and
// the K/V and context item models of a real GPT-2 step switching to strips (checked with
// QAbstractItemModelTester) while keeping every value.
#include <QAbstractItemModelTester>
#include <QtTest>

#include "core/engine.h"
#include "core/model_registry.h"
#include "ui/views/color_map.h"
#include "ui/views/context_model.h"
#include "ui/views/heat_strip.h"
#include "ui/views/kv_cache_model.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
StepView viewOf(const StepPtr& record) {
    StepView v;
    v.record = record;
    for (size_t i = 0; i < record->tokens.size(); ++i) v.tokens << QString("t%1").arg(i);
    return v;
}
}  // namespace

class TestHeatStrip : public QObject {
    Q_OBJECT
private slots:
    void componentUnderThePointer_data() {
        QTest::addColumn<qreal>("x");
        QTest::addColumn<int>("index");
        QTest::newRow("left edge") << qreal(10) << 0;
        QTest::newRow("inside the 4th") << qreal(10 + 3.5 * 6) << 3;
        QTest::newRow("last") << qreal(10 + 95.9) << 15;
        QTest::newRow("left of the strip") << qreal(9.9) << -1;
        QTest::newRow("right edge is outside") << qreal(106) << -1;
    }
    void componentUnderThePointer() {
        QFETCH(qreal, x);
        QFETCH(int, index);
        QCOMPARE(heatStripIndexAt(QRectF(10, 0, 96, 20), 16, x), index);  // 6 px per component
    }
    void cellsTileTheStrip() {
        const QRectF strip(3, 4, 100, 10);
        QCOMPARE(heatStripCell(strip, 4, 2), QRectF(53, 4, 25, 10));
        for (int i = 0; i < 7; ++i)
            QCOMPARE(heatStripIndexAt(strip, 7, heatStripCell(strip, 7, i).center().x()), i);
        QVERIFY(heatStripCell(strip, 4, 4).isNull());
    }
    void scaleIsTheLargestMagnitude() {
        QCOMPARE(heatStripMaxAbs({0.5, -2.25, 1.0}), 2.25);
        QCOMPARE(heatStripMaxAbs({}), 0.0);
    }
    void divergingColoursAreSignedAndFadeToThePage() {
        const QColor page(255, 255, 255);
        QCOMPARE(divergingColor(0, page), page);
        QCOMPARE(divergingColor(-1, page), QColor(0, 114, 178));   // Okabe–Ito blue
        QCOMPARE(divergingColor(1, page), QColor(230, 120, 0));    // orange
        QCOMPARE(divergingColor(5, page), QColor(230, 120, 0));    // clamped
        QCOMPARE(divergingColor(std::nan(""), page), page);         // never a NaN colour
        const QColor half = divergingColor(-0.5, page);
        QCOMPARE(half, QColor(128, 185, 217));
    }

    void realModelRowsBecomeStrips() {
        const ModelPtr model = loadModel(std::string(KVSCOPE_SOURCE_DIR) + "/tests/data/gpt2-tiny-ref");
        Engine engine(model, CacheMode::On);
        QVector<StepView> steps{viewOf(engine.prefill(model->defaultPrompt(), {}))};
        steps << viewOf(engine.decode({}));
        const int n = steps.back().record->positions();
        const int H = model->info().heads, hd = model->info().keyDim;

        KvCacheModel kv;
        QAbstractItemModelTester kvTester(&kv, QAbstractItemModelTester::FailureReportingMode::QtTest);
        kv.setSource(steps, 1, 1);
        QCOMPARE(kv.rowCount(), n);
        QCOMPARE(kv.columnCount(), 1 + 2 * H);
        const QVariantList key = kv.index(n - 1, 1).data(HeatStripRole).toList();
        QCOMPARE(key.size(), hd);
        const Matrix& want = steps[1].record->layers[1].kv[0].keys;  // the new position's K, head 1
        for (int i = 0; i < hd; ++i) QCOMPARE(key[i].toDouble(), want(0, i));
        QVERIFY(kv.maxAbs() >= heatStripMaxAbs(key));
        QVERIFY(!kv.index(0, 0).data(HeatStripRole).isValid());  // the token column stays text

        ContextModel ctx;
        QAbstractItemModelTester ctxTester(&ctx, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ModelSummary summary;
        summary.heads = H;
        ctx.setSource(&steps[0], summary, 0, steps[0].record->rowCount - 1);
        QVERIFY(ctx.isStrip());
        QCOMPARE(ctx.columnCount(), 1);
        QCOMPARE(ctx.rowCount(), H + 1);
        const QVariantList combined = ctx.index(H, 0).data(HeatStripRole).toList();
        QCOMPARE(combined.size(), model->info().heads * hd);  // the output projection is d wide
        const Matrix& wantOut = steps[0].record->layers[0].heads[2].outputs;
        const QVariantList head3 = ctx.index(2, 0).data(HeatStripRole).toList();
        for (int i = 0; i < hd; ++i) QCOMPARE(head3[i].toDouble(), wantOut(wantOut.rows() - 1, i));
        QCOMPARE(ctx.maxAbs() > 0, true);
    }
};

QTEST_MAIN(TestHeatStrip)
#include "tst_heat_strip.moc"
