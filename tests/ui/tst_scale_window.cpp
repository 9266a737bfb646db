// The real main window at GPT-2 small's recording shape (12 layers × 12 heads, 1,024 positions;
// narrow, so it is fast): a 1,000-token prefill and decode steps, then every layer selected.
// The records keep one layer in full (the recording budget); every other layer the user picks
// must be recomputed and shown in full — never an empty or a wrong map — with every view
// painted and every item model sound under QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QLabel>
#include <QtTest>

#include "core/tokenizers/bpe_tokenizer.h"
#include "tests/support/gpt2_fixture.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/attention_view.h"
#include "ui/views/context_model.h"
#include "ui/views/context_view.h"
#include "ui/views/heatmap_widget.h"
#include "ui/views/kv_cache_model.h"
#include "ui/views/kv_cache_view.h"
#include "ui/views/mask_view.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {

// About 1,000 GPT-2 tokens of plain sentences after <|endoftext|>.
QString longPrompt(int& tokens) {
    const auto tokenizer = BpeTokenizer::fromVocabAndMerges(fixture::gpt2TokenizerDir() / "vocab.json",
                                                                fixture::gpt2TokenizerDir() / "merges.txt");
    QString text = "<|endoftext|>";
    for (int i = 1;; ++i) {
        const QString sentence = QString(" On day %1 the weather was so nice that the town walked to the river.").arg(i);
        const auto count = static_cast<int>(tokenizer.encode((text + sentence).toStdString()).size());
        if (count > fixture::scalePromptTokens()) break;
        text += sentence;
        tokens = count;
    }
    return text;
}

}  // namespace

class TestScaleWindow : public QObject {
    Q_OBJECT
    QTemporaryDir modelDir;
    std::unique_ptr<MainWindow> w;

    bool idle() {
        const bool done = QTest::qWaitFor([&] { return w->session()->idle(); }, 120000);
        QCoreApplication::processEvents();  // the views' deferred repaint
        return done;
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(modelDir.isValid());
        fixture::writeGpt2Folder(modelDir.path().toStdString(), {.config = fixture::recordingShape()});
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(1600, 1000);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(idle());
        w->session()->loadModel(modelDir.path());
        QVERIFY(idle());
        QCOMPARE(w->session()->model().layers, 12);
    }
    void cleanupTestCase() { w.reset(); }

    // GPT-2 small's 12 heads at a projector's 1280×720, outside presentation mode: the heatmaps
    // wrap into rows instead of widening the window past the screen (it was 1,411 wide).
    void twelveHeadsFitA1280WideWindow() {
        w->resize(1280, 720);
        QVERIFY(idle());
        QTRY_COMPARE(w->width(), 1280);
        QVERIFY2(w->minimumSizeHint().width() <= 1280, qPrintable(QString::number(w->minimumSizeHint().width())));
        // the reading guide beside the selectors only where it fits (else in the colour bar's tooltip)
        const auto* legend = w->findChild<QLabel*>("attentionLegend");
        QVERIFY(legend);
        QVERIFY(legend->isHidden() || legend->heightForWidth(legend->width()) <= legend->height());
        w->resize(1600, 1000);
        QVERIFY(idle());
    }

    void everyLayerOfALongRunIsShownInFull() {
        SessionController* s = w->session();
        int tokens = 0;
        s->setPrompt(longPrompt(tokens));
        QVERIFY(tokens >= fixture::scalePromptTokens() - 20);
        s->prefill();
        QVERIFY(idle());
        for (int i = 0; i < 2; ++i) {
            s->stepForward();
            QVERIFY(idle());
        }
        QCOMPARE(s->stepCount(), 3);
        const int n = s->current()->record->positions();
        QCOMPARE(n, tokens + 2);
        // the budget kept one layer in full: the others are what this test is about
        int reduced = 0;
        for (const LayerTrace& l : s->steps()[0].record->layers) reduced += l.detail != AttentionDetail::Full;
        QCOMPARE(reduced, 11);

        ContextModel* context = w->contextView()->model();
        KvCacheModel* kv = w->kvCacheView()->model();
        QAbstractItemModelTester contextTester(context, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester kvTester(kv, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (int layer = 0; layer < 12; ++layer) {
            s->setLayer(layer);
            QVERIFY(idle());
            QVERIFY2(s->layerComplete(), qPrintable(QString("layer %1").arg(layer)));
            for (int h = 0; h < 12; ++h) {
                const AttentionPicture& p = w->attentionView()->head(h)->picture();
                QCOMPARE(p.size(), n);
                QVERIFY(p.complete);
                // every row is a distribution over the keys it may see: no empty, no wrong map
                for (int r = 0; r < n; r += 97)
                    QVERIFY(std::abs(p.values.row(r).head(r + 1).sum() - 1.0) < 1e-4);
            }
            QCOMPARE(context->rowCount(), 13);  // 12 heads + combined, recomputed for this layer
            QVERIFY(!context->isPending());
            for (int r = 0; r < context->rowCount(); ++r) {
                const QVariantList v = context->vector(r);
                QCOMPARE(v.size(), r < 12 ? 4 : 48);  // a head's 48 / 12 values; the combined 48
                for (const QVariant& x : v) QVERIFY(std::isfinite(x.toDouble()));
            }
            QCOMPARE(kv->rowCount(), n);
            QVERIFY(kv->index(n - 1, 1).data(KvCacheModel::ValueRole).isValid());  // the newest K row
            QVERIFY(kv->index(0, 1).data(KvCacheModel::ValueRole).isValid());      // and the first
            // every view paints at this scale
            const QImage shot = w->grab().toImage();
            QVERIFY(!shot.isNull());
        }
        // back to an earlier step and a layer not yet seen there: recomputed too
        s->goToStep(0);
        s->setLayer(7);
        QVERIFY(idle());
        QVERIFY(s->layerComplete());
        QCOMPARE(w->attentionView()->head(3)->picture().size(), tokens);
    }
};

QTEST_MAIN(TestScaleWindow)
#include "tst_scale_window.moc"
