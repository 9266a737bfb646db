// The real window, driven through its controller: load the weather example, prefill, step,
// step back, fork by forcing "warm", toggle no-cache — and what every view holds.
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QSignalSpy>
#include <QUrl>
#include <QDockWidget>
#include <QMenuBar>
#include <QScreen>
#include <QSlider>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QDoubleSpinBox>
#include <QCheckBox>
#include <QLabel>
#include <QTableView>
#include <QtTest>

#include <set>

#include "core/engine.h"
#include "core/model_registry.h"
#include "ui/export/export_caption.h"
#include "ui/main_window.h"
#include "ui/window/kv_cache_menu.h"
#include "ui/session/attention_history.h"
#include "ui/session/session_controller.h"
#include "ui/views/attention_view.h"
#include "ui/controls_panel.h"
#include "ui/views/context_model.h"
#include "ui/views/context_view.h"
#include "ui/views/heat_strip.h"
#include "ui/views/heatmap_widget.h"
#include "ui/views/kv_cache_model.h"
#include "ui/views/kv_cache_view.h"
#include "ui/views/logits_view.h"
#include "ui/views/mask_view.h"
#include "ui/views/theme.h"
#include "ui/views/tokens_view.h"
#include "ui/views/work_view.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestMainWindow : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;

    // Views repaint once per burst of session signals, on the next turn of the event loop
    // (DeferredCall): a test lets that turn happen before it reads them.
    static void settle() { QCoreApplication::processEvents(); }
    bool idle() {
        const bool done = QTest::qWaitFor([&] { return w->session()->idle(); }, 10000);
        settle();
        return done;
    }
    void run(void (SessionController::*action)()) {
        (w->session()->*action)();
        QVERIFY(idle());
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void init() {
        w = std::make_unique<MainWindow>();
        w->setAnimationsEnabled(false);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(idle());
    }
    void cleanup() { w.reset(); }

    void opensOnTheWeatherExample() {
        QCOMPARE(w->loadedModelName(), QString("weather"));
        QVERIFY(w->windowTitle().contains("weather"));
        QCOMPARE(w->attentionView()->headCount(), 4);
        QCOMPARE(w->tokensView()->tokenCount(), 0);
    }

    // Issue 20, defect 13: the causal mask's triangle reads first — a head's own exclusions
    // are a lighter shade of the allowed colour, not a dark hatch over it; the legend is whole.
    void maskViewShowsTheTriangleFirst() {
        run(&SessionController::prefill);
        MaskView* mask = w->maskView();
        mask->resize(420, 420);
        const QImage image = mask->grab().toImage();
        const Theme& th = currentTheme();
        const QColor allowed = th.visible;
        // head 1 (even positions) excludes query "so" → key "Today" (row 4, column 1): sample
        // the cells by their colours along the diagonal and below it
        int excludedLike = 0, allowedLike = 0, darkHatch = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c == allowed) ++allowedLike;
                // the excluded fill keeps the allowed hue (within 12°) and is lighter
                else if (c.hslHue() >= 0 && std::abs(c.hslHue() - allowed.hslHue()) < 12 && c.lightness() > allowed.lightness())
                    ++excludedLike;
                if (c == th.ruleExcluded.darker(130)) ++darkHatch;
            }
        QVERIFY2(allowedLike > 0 && excludedLike > 0, qPrintable(QString("%1 %2").arg(allowedLike).arg(excludedLike)));
        QCOMPARE(darkHatch, 0);
        // the legend wraps within the panel instead of being cut at its right edge
        for (const int width : {180, 260, 420}) {
            const QList<QRectF> boxes = mask->legendBoxes(width);
            QCOMPARE(boxes.size(), 3);
            for (const QRectF& b : boxes) QVERIFY2(b.right() <= width - 6 || b.left() == 6, qPrintable(QString::number(width)));
        }
    }

    void prefillFillsEveryView() {
        run(&SessionController::prefill);
        QCOMPARE(w->tokensView()->tokenCount(), 4);
        QCOMPARE(w->maskView()->rowCount(), 4);

        // heatmap cells of the query "so" (row 4): weights of each head
        const AttentionPicture& even = w->attentionView()->head(0)->picture();
        QCOMPARE(even.size(), 4);
        QCOMPARE(even.values(3, 1), 0.5);
        QCOMPARE(even.values(3, 3), 0.5);
        QCOMPARE(even.kind(3, 0), CellKind::RuleExcluded);
        QCOMPARE(even.kind(0, 1), CellKind::MaskBlocked);
        QCOMPARE(w->attentionView()->head(3)->picture().values(3, 2), 0.25);
        QVERIFY(w->attentionView()->head(0)->describeCell(3, 1).contains("weight = 0.5"));

        // context vector of the selected query (the last: "so")
        ContextModel* ctx = w->contextView()->model();
        QAbstractItemModelTester tester(ctx, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(ctx->rowCount(), 5);  // four heads + combined
        QList<double> values;
        for (int h = 0; h < 4; ++h) values << ctx->index(h, 0).data(Qt::UserRole).toDouble();
        QCOMPARE(values, (QList<double>{12.5, 5, 10, 9}));
        QCOMPARE(ctx->index(4, 0).data(Qt::UserRole).toDouble(), 9.125);

        // logits bars
        QCOMPARE(w->logitsView()->labels(), (QStringList{"nice", "warm", "delicious"}));
        QVERIFY(std::abs(w->logitsView()->logits()[0] - 8.55) < 1e-12);
        QCOMPARE(w->logitsView()->chosenBar(), 0);

        // the KV cache: four rows, all new
        KvCacheModel* kv = w->kvCacheView()->model();
        QAbstractItemModelTester kvTester(kv, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(kv->rowCount(), 4);
        QCOMPARE(kv->columnCount(), 1 + 2 * 4);
        QCOMPARE(kv->index(1, 2).data().toString(), QString("20"));  // V of "weather", head 1
        QCOMPARE(kv->rowState(0), KvCacheModel::New);

        QVERIFY(w->explainPanel()->toPlainText().contains("Prefill"));
    }

    void aHeadOutputOfNoneShowsADash() {
        run(&SessionController::prefill);
        w->session()->selectQuery(0);  // "Today"
        settle();
        ContextModel* ctx = w->contextView()->model();
        QCOMPARE(ctx->index(0, 0).data().toString(), QString("—"));
        QVERIFY(!ctx->index(0, 0).data(Qt::UserRole).isValid());
        QCOMPARE(ctx->index(1, 0).data(Qt::UserRole).toDouble(), 10.0);
    }

    void stepBackAndForward() {
        run(&SessionController::prefill);
        run(&SessionController::stepForward);
        QCOMPARE(w->tokensView()->tokenCount(), 5);
        QCOMPARE(w->maskView()->rowCount(), 5);
        QCOMPARE(w->kvCacheView()->model()->rowCount(), 5);
        QCOMPARE(w->kvCacheView()->model()->rowState(4), KvCacheModel::New);
        QCOMPARE(w->kvCacheView()->model()->rowState(3), KvCacheModel::Cached);
        QCOMPARE(w->attentionView()->head(3)->picture().values(4, 0), 0.2);
        QCOMPARE(w->timelineSlider()->maximum(), 1);
        QCOMPARE(w->timelineSlider()->value(), 1);

        w->session()->stepBack();
        settle();
        QCOMPARE(w->tokensView()->tokenCount(), 4);
        QCOMPARE(w->kvCacheView()->model()->rowCount(), 4);
        QCOMPARE(w->timelineSlider()->value(), 0);
        w->timelineSlider()->setValue(1);  // scrubbing navigates
        QCOMPARE(w->session()->currentIndex(), 1);
    }

    void forkByForcingWarm() {
        run(&SessionController::prefill);
        run(&SessionController::stepForward);
        run(&SessionController::stepForward);
        w->session()->goToStep(0);
        w->logitsView()->forceBar(1);  // the "warm" bar
        QVERIFY(idle());
        QCOMPARE(w->session()->stepCount(), 1);
        QCOMPARE(w->logitsView()->chosenBar(), 1);
        run(&SessionController::stepForward);
        QCOMPARE(w->session()->current()->tokens.last(), QString("warm"));
        QCOMPARE(w->contextView()->model()->index(1, 0).data(Qt::UserRole).toDouble(), 7.0);
    }

    // Issue 20, defect 12: the fork says what it set aside, and Ctrl+Z / Ctrl+Shift+Z swap back.
    void aForkIsToldAndUndoneFromTheKeyboard() {
        run(&SessionController::prefill);
        run(&SessionController::stepForward);
        run(&SessionController::stepForward);
        auto action = [&](const QString& prefix) -> QAction* {
            for (QAction* a : w->findChildren<QAction*>())
                if (a->text().startsWith(prefix)) return a;
            return nullptr;
        };
        QVERIFY(action("Undo fork") && !action("Undo fork")->isEnabled());
        w->session()->goToStep(0);
        w->logitsView()->forceBar(1);  // the "warm" bar
        QVERIFY(idle());
        QCOMPARE(w->session()->stepCount(), 1);
        const QString told = w->statusBar()->currentMessage();
        QVERIFY2(told.contains("Forked at step 0: 2 later steps set aside") && told.contains("Ctrl+Z"), qPrintable(told));
        QAction* undo = action("Undo fork at step 0");
        QVERIFY(undo && undo->isEnabled());
        QVERIFY(!action("Redo fork")->isEnabled());

        w->activateWindow();
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(idle());
        QCOMPARE(w->session()->stepCount(), 3);
        QCOMPARE(w->session()->currentIndex(), 0);
        QCOMPARE(w->logitsView()->chosenBar(), 0);  // "nice" again
        QCOMPARE(w->timelineSlider()->maximum(), 2);
        QVERIFY2(w->statusBar()->currentMessage().contains("Fork undone"), qPrintable(w->statusBar()->currentMessage()));
        QVERIFY(!undo->isEnabled());
        QVERIFY(action("Redo fork at step 0")->isEnabled());

        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(idle());
        QCOMPARE(w->session()->stepCount(), 1);
        QCOMPARE(w->logitsView()->chosenBar(), 1);  // "warm" again
        QVERIFY(undo->isEnabled());
    }

    void noCacheFlagsEveryRowRecomputed() {
        w->session()->setCacheMode(CacheMode::Off);
        run(&SessionController::prefill);
        run(&SessionController::stepForward);
        KvCacheModel* kv = w->kvCacheView()->model();
        QCOMPARE(kv->rowCount(), 5);
        for (int r = 0; r < 4; ++r) QCOMPARE(kv->rowState(r), KvCacheModel::Recomputed);
        QCOMPARE(kv->rowState(4), KvCacheModel::New);
        QVERIFY(w->kvCacheView()->summary().contains("recomputed"));
    }

    void workChartHasBothSeries() {
        run(&SessionController::prefill);
        run(&SessionController::stepForward);
        run(&SessionController::stepForward);
        QCOMPARE(w->workView()->cumulativeWithCache(), (QVector<double>{16, 20, 24}));
        QCOMPARE(w->workView()->cumulativeWithoutCache(), (QVector<double>{16, 36, 60}));
        QVERIFY(w->workView()->ratioText().contains("2.5×"));
    }

    void liveTemperature() {
        run(&SessionController::prefill);
        const double p1 = w->logitsView()->probabilities()[0];
        w->logitsView()->setTemperature(3.0);
        QVERIFY(w->logitsView()->probabilities()[0] < p1);
        QCOMPARE(w->logitsView()->chosenBar(), 0);  // the choice does not change
    }

    // Issue 20, defect 8: one temperature — the controls' box and the logits slider always agree,
    // and sampling (greedy off) uses the same number.
    void oneTemperature() {
        auto* box = w->findChild<QDoubleSpinBox*>("samplingTemperature");
        auto* slider = w->findChild<QSlider*>("liveTemperature");
        QVERIFY(box && slider);
        auto* greedy = w->findChild<QCheckBox*>("greedy");
        QVERIFY(greedy);
        box->setValue(1.5);
        QCOMPARE(slider->value(), 150);
        QCOMPARE(w->logitsView()->temperature(), 1.5);
        slider->setValue(70);
        QCOMPARE(box->value(), 0.7);
        QCOMPARE(w->session()->temperature(), 0.7);
        greedy->setChecked(false);
        QCOMPARE(w->session()->sampling().temperature, 0.7);
        slider->setValue(400);  // the slider reaches the box's whole range
        QCOMPARE(w->session()->sampling().temperature, 4.0);
        greedy->setChecked(true);
        QCOMPARE(w->session()->sampling().temperature, 0.0);
        QCOMPARE(box->value(), 4.0);  // greedy keeps the number for when it is turned off
    }

    // Issue 20, defect 9: the cache toggle applies to the steps already recorded — the KV table,
    // its sentence, the Explain text and the status bar tell the current step in the mode
    // chosen — and toggling moves no dock.
    void cacheToggleAppliesToRecordedSteps() {
        w->resize(1280, 720);
        run(&SessionController::prefill);
        run(&SessionController::stepForward);
        run(&SessionController::stepForward);
        QCoreApplication::processEvents();
        const auto* kvDock = w->kvCacheView()->parentWidget();
        const QRect before = kvDock->geometry();
        const KvCacheModel* kv = w->kvCacheView()->model();
        QCOMPARE(kv->rowCount(), 6);
        QCOMPARE(kv->index(0, 0).data(KvCacheModel::RowStateRole).toInt(), int(KvCacheModel::Cached));
        QCOMPARE(kv->index(5, 0).data(KvCacheModel::RowStateRole).toInt(), int(KvCacheModel::New));
        QVERIFY(w->statusBar()->currentMessage().contains("cache on"));

        w->session()->setCacheMode(CacheMode::Off);
        QCoreApplication::processEvents();
        for (int p = 0; p < 5; ++p)
            QCOMPARE(kv->index(p, 0).data(KvCacheModel::RowStateRole).toInt(), int(KvCacheModel::Recomputed));
        QCOMPARE(kv->index(5, 0).data(KvCacheModel::RowStateRole).toInt(), int(KvCacheModel::New));
        QVERIFY2(w->kvCacheView()->summary().startsWith("Cache off: all 6 positions recomputed"),
                 qPrintable(w->kvCacheView()->summary()));
        QVERIFY2(w->statusBar()->currentMessage().contains("cache off (replayed"), qPrintable(w->statusBar()->currentMessage()));
        // the step's last stage, told in the mode shown
        QVERIFY2(w->explainPanel()->toPlainText().contains("With the cache off nothing is kept"),
                 qPrintable(w->explainPanel()->toPlainText()));
        QCOMPARE(kvDock->geometry(), before);

        w->session()->setCacheMode(CacheMode::On);
        QCoreApplication::processEvents();
        QCOMPARE(kv->index(0, 0).data(KvCacheModel::RowStateRole).toInt(), int(KvCacheModel::Cached));
        QVERIFY(w->kvCacheView()->summary().startsWith("Cache holds 6 positions"));
        QCOMPARE(kvDock->geometry(), before);
    }

    // Issue 20, defect 12: right-clicking a heatmap (for its export menu) leaves the selected
    // query alone; a left click selects.
    void onlyTheLeftButtonSelectsAQuery() {
        w->resize(1500, 950);
        run(&SessionController::prefill);
        QCoreApplication::processEvents();
        HeatmapWidget* head = const_cast<HeatmapWidget*>(w->attentionView()->head(3));
        w->session()->selectQuery(1);
        const QPoint cell = head->geometryFor(head->rect()).cellRect(3, 0).center().toPoint();
        QTest::mouseClick(head, Qt::RightButton, {}, cell);
        QCOMPARE(w->session()->selectedQuery(), 1);
        QTest::mouseClick(head, Qt::LeftButton, {}, cell);
        QCOMPARE(w->session()->selectedQuery(), 3);
    }

    void keyboardSteps() {
        QTest::keyClick(w.get(), Qt::Key_Space);
        QVERIFY(idle());
        QCOMPARE(w->session()->stepCount(), 1);
        QTest::keyClick(w.get(), Qt::Key_Right);
        QVERIFY(idle());
        QCOMPARE(w->session()->stepCount(), 2);
        QTest::keyClick(w.get(), Qt::Key_Left);
        QCOMPARE(w->session()->currentIndex(), 0);
        QTest::keyClick(w.get(), Qt::Key_Home);
        QCOMPARE(w->session()->stepCount(), 0);
    }

    void opensARealGpt2Model() {
        w->session()->loadModel(KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref");
        QVERIFY(idle());
        QCOMPARE(w->session()->model().layers, 2);
        QCOMPARE(w->session()->model().family, std::string("gpt2"));
        run(&SessionController::prefill);
        run(&SessionController::stepForward);
        QCOMPARE(w->attentionView()->headCount(), 4);
        const AttentionPicture layer0 = w->attentionView()->head(0)->picture();
        const int n = layer0.size();
        QVERIFY(n > 5);
        for (int r = 0; r < n; ++r)
            QVERIFY(std::abs(layer0.values.row(r).head(r + 1).sum() - 1.0) < 1e-5);  // the model's float softmax
        w->session()->setLayer(1);
        QVERIFY(idle());
        QVERIFY(w->attentionView()->head(0)->picture().values != layer0.values);
        // the core keeps 20 candidates; the chart shows the 10 most likely (readable labels)
        QCOMPARE(w->session()->current()->record->candidates.size(), size_t(20));
        QCOMPARE(w->logitsView()->labels().size(), LogitsView::kMaxBars);
        QCOMPARE(w->kvCacheView()->model()->rowCount(), n);
        QCOMPARE(w->kvCacheView()->model()->index(0, 1).data(HeatStripRole).toList().size(), 16);
        QVERIFY(w->kvCacheView()->stripScale() > 0);
        // heads are d_head = 16 wide, the combined attention output d_model = 64: heat strips
        ContextModel* ctx = w->contextView()->model();
        QVERIFY(ctx->isStrip());
        QCOMPARE(ctx->columnCount(), 1);
        QCOMPARE(ctx->index(0, 0).data(HeatStripRole).toList().size(), 16);
        QCOMPARE(ctx->index(4, 0).data(HeatStripRole).toList().size(), 64);
    }

    void choosesTheBuiltInTinyModelAndItsClassroomPrompts() {
        QComboBox* chooser = w->controlsPanel()->modelChooser();
        QCOMPARE(chooser->itemData(0).toString(), QString("weather"));
        QCOMPARE(chooser->itemData(1).toString(), QString("tiny"));
        // a short label in the chooser, the whole title as its tooltip
        QCOMPARE(chooser->itemText(1), QString("KVScope tiny GPT"));
        QVERIFY(chooser->itemData(1, Qt::ToolTipRole).toString().startsWith("KVScope tiny GPT (8 layers"));
        QComboBox* examples = w->controlsPanel()->examplePrompts();
        QVERIFY(examples->isHidden());  // the weather toy has no ready prompts
        w->session()->loadModel("tiny");
        QVERIFY(idle());
        QCOMPARE(w->session()->model().family, std::string("gpt2"));
        QCOMPARE(chooser->currentData().toString(), QString("tiny"));
        QVERIFY(!examples->isHidden());
        QVERIFY(examples->count() >= 4);  // a placeholder, then the prompts
        QCOMPARE(examples->itemText(2), QString("The cat sat on the"));
        // picking one runs its prefill, with the model's beginning-of-text marker
        examples->setCurrentIndex(2);
        emit examples->activated(2);
        QVERIFY(idle());
        QCOMPARE(w->session()->stepCount(), 1);
        QCOMPARE(w->session()->prompt(), QString("<|endoftext|>The cat sat on the"));
        QCOMPARE(w->tokensView()->tokenCount(), 6);  // <|endoftext|> The ␣cat ␣sat ␣on ␣the
        // File › Half-precision weights reloads the open GPT-2 model in f16, and back
        QCOMPARE(w->session()->model().weightPrecision, std::string("f32"));
        w->setHalfPrecisionWeights(true);
        QVERIFY(idle());
        QCOMPARE(w->session()->model().weightPrecision, std::string("f16"));
        QVERIFY2(w->windowTitle().endsWith(" · f16 weights"), qPrintable(w->windowTitle()));
        QCOMPARE(w->session()->stepCount(), 0);  // a reloaded model starts a fresh run
        // ... and says so inside the window too, where screenshots see it
        QVERIFY2(w->statusBar()->currentMessage().contains("tiny · f16 weights"), qPrintable(w->statusBar()->currentMessage()));
        w->session()->prefill();
        QVERIFY(idle());
        QVERIFY2(w->statusBar()->currentMessage().endsWith("cache on · f16 weights"),
                 qPrintable(w->statusBar()->currentMessage()));
        w->setHalfPrecisionWeights(false);
        QVERIFY(idle());
        QCOMPARE(w->session()->model().weightPrecision, std::string("f32"));
        QVERIFY(!w->windowTitle().contains("f16"));

        // File › KV cache elements › bf16 reloads it with a bf16 cache: the steps say so, the
        // KV view counts half the bytes, and its table shows the stored (rounded) values
        w->session()->prefill();
        QVERIFY(idle());
        const QString f32Bytes = w->findChild<QLabel*>("kvBytes")->text();
        const std::int64_t f32Held = w->session()->current()->record->work.kvBytesHeld;
        w->setKvFormat(KvStorage::BF16);
        QVERIFY(idle());
        QVERIFY(w->session()->model().kvPrecision == KvPrecision::BFloat16);
        QVERIFY2(w->windowTitle().endsWith(" · bf16 KV cache"), qPrintable(w->windowTitle()));
        w->session()->prefill();
        QVERIFY(idle());
        QVERIFY2(w->statusBar()->currentMessage().endsWith("cache on · bf16 KV cache"),
                 qPrintable(w->statusBar()->currentMessage()));
        const QString bf16Bytes = w->findChild<QLabel*>("kvBytes")->text();
        QVERIFY2(bf16Bytes.contains("bf16"), qPrintable(bf16Bytes));
        QVERIFY2(!f32Bytes.contains("f32") && !f32Bytes.contains("bf16"), qPrintable(f32Bytes));
        QCOMPARE(2 * w->session()->current()->record->work.kvBytesHeld, f32Held);
        const LayerTrace& layer0 = w->session()->current()->record->layers[0];
        QVERIFY(!layer0.kv.empty());
        const double stored = layer0.kv[0].keys(0, 0);
        QCOMPARE(stored, double(Eigen::numext::bit_cast<float>(
                             std::uint32_t(Eigen::numext::bit_cast<std::uint16_t>(Eigen::bfloat16(float(stored)))) << 16)));

        // File › KV cache elements › int4, keys per-channel (KIVI), in groups of 2 (the menu's
        // dialog): the title says so, the KV view counts the rows read as integers — keys in
        // whole groups of 2 positions, values every position — and the bytes shrink
        QAction* int4 = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->data().toString() == "int4") int4 = a;
        QVERIFY(int4);
        w->setKvFormat(KvStorage::F32);  // from f32, so the chosen format is the menu's
        QVERIFY(idle());
        auto* kvMenu = w->findChild<KvCacheMenu*>();
        QVERIFY(kvMenu);
        KvFormat grouped = kvMenu->formatFor("int4");
        grouped.quant.group = 2;
        w->setKvFormat(grouped);
        QVERIFY(idle());
        QVERIFY(int4->isChecked());
        QVERIFY2(w->windowTitle().endsWith(" · int4 KV cache (keys per-channel, groups of 2)"), qPrintable(w->windowTitle()));
        w->session()->prefill();
        QVERIFY(idle());
        const int n = w->session()->current()->record->positions();
        const QString int4Bytes = w->findChild<QLabel*>("kvBytes")->text();
        QVERIFY2(int4Bytes.contains(QString("int4: keys of %1, values of %2 of %2 positions read as integers").arg(n / 2 * 2).arg(n)),
                 qPrintable(int4Bytes));
        QVERIFY(w->session()->current()->record->work.kvBytesHeld < f32Held);  // groups of 2: scales weigh
        // each cell explains what is stored: first position's keys (its pair is complete) as
        // integers, the last one's (an odd position count: its pair is not) kept in f32
        auto* table = w->findChild<KvCacheModel*>();
        QVERIFY(table);
        const QString first = table->data(table->index(0, 1), Qt::ToolTipRole).toString();
        QVERIFY2(first.startsWith("Stored as int4, per-channel (groups of 2): code × scale + minimum"), qPrintable(first));
        QVERIFY2(first.contains("Largest error"), qPrintable(first));
        if (n % 2 == 1) {
            const QString last = table->data(table->index(n - 1, 1), Qt::ToolTipRole).toString();
            QVERIFY2(last.startsWith("Kept in f32: keys"), qPrintable(last));
        }
        // the logits view says how far the quantized cache moved the next-token distribution
        const QString logits = w->findChild<LogitsView*>()->captionText();
        QVERIFY2(logits.contains("KL from the exact cache") && logits.contains("exact: “"), qPrintable(logits));
        const QString value = table->data(table->index(n - 1, 2), Qt::ToolTipRole).toString();
        QVERIFY2(value.startsWith("Stored as int4, per-token"), qPrintable(value));  // values: every row
        // the menu's entry picks it with the default groups again
        int4->trigger();
        QVERIFY(idle());
        QCOMPARE(w->session()->kvFormat().quant.group, 2);  // the groups are kept

        // File › KV cache elements › Bounded to a window… (4 positions, 1 sink): the title and
        // the window entry say so, the KV view holds 4 of n positions — rows evicted before the
        // step hidden, the one evicted by it fading out — and the heatmaps mark evicted keys
        w->setKvFormat(KvFormat(KvStorage::F32, {}, KvEviction{4, 1}));
        QVERIFY(idle());
        QVERIFY2(w->windowTitle().endsWith(" · KV cache window of 4 with 1 sink"), qPrintable(w->windowTitle()));
        QVERIFY(!int4->isChecked());
        QAction* windowEntry = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text().startsWith("Bounded to a window")) windowEntry = a;
        QVERIFY(windowEntry);
        QVERIFY(windowEntry->isChecked());
        QCOMPARE(windowEntry->text(), QString("Bounded to a window of 4…"));
        QCOMPARE(kvMenu->formatFor("f16").eviction, (KvEviction{4, 1}));  // a storage choice keeps the window
        QVERIFY(!kvMenu->formatFor("int8").eviction.enabled());          // a quantized one cannot have it
        w->session()->prefill();
        QVERIFY(idle());
        w->session()->stepForward();
        QVERIFY(idle());
        const int m = w->session()->current()->record->positions();
        QVERIFY(m >= 7);
        const QString bounded = w->findChild<QLabel*>("kvBytes")->text();
        QVERIFY2(bounded.startsWith(QString("Cache holds 4 of %1 positions (a window of 4 with 1 sink").arg(m)),
                 qPrintable(bounded));
        auto* kvTable = w->findChild<QTableView*>("kvTable");
        QVERIFY(kvTable);
        QVERIFY(!kvTable->isRowHidden(0));  // the sink
        for (int p = 1; p < m - 4; ++p) {
            QVERIFY(kvTable->isRowHidden(p));
            QCOMPARE(table->rowState(p), KvCacheModel::Evicted);
        }
        QCOMPARE(table->rowState(m - 4), KvCacheModel::Evicting);  // left the window at this step
        QVERIFY(!kvTable->isRowHidden(m - 4));
        QVERIFY(table->data(table->index(m - 4, 0), Qt::ToolTipRole).toString().startsWith("Evicted: the cache keeps"));
        for (int p = m - 3; p < m; ++p) QVERIFY(!kvTable->isRowHidden(p));
        const AttentionPicture& picture = w->findChildren<HeatmapWidget*>().first()->picture();
        QCOMPARE(picture.size(), m);
        QCOMPARE(picture.kind(m - 1, 0), CellKind::Visible);
        QCOMPARE(picture.kind(m - 1, 1), CellKind::Evicted);
        QCOMPARE(picture.kind(m - 1, m - 4), CellKind::Evicted);
        QCOMPARE(picture.kind(m - 1, m - 3), CellKind::Visible);
        QCOMPARE(picture.kind(3, 1), CellKind::Visible);  // the fourth query still saw every key
        QVERIFY(w->findChild<QLabel*>("attentionLegend")->text().contains("red: evicted from the cache window"));
        // the heatmaps as the difference from the exact cache: the worker computes the exact
        // cache's layer; each cell is this cache's weight minus it — the evicted key's is minus
        // the weight the exact cache gave it, and every row sums to 0
        w->attentionView()->setField(AttentionField::Difference);
        QVERIFY(idle());
        QTRY_VERIFY(w->session()->exactLayer() != nullptr);
        QTRY_VERIFY(w->findChildren<HeatmapWidget*>().first()->picture().kind(m - 1, 1) == CellKind::Visible);
        const AttentionPicture& diff = w->findChildren<HeatmapWidget*>().first()->picture();
        const ModelPtr exactModel = loadModel(w->session()->model().source.toStdString());
        Engine exactEngine(exactModel);
        const StepPtr exactStep = exactEngine.prefill(w->session()->current()->record->tokens, SamplingParams{});
        QCOMPARE(exactStep->layers[0].detail, AttentionDetail::Full);
        const Matrix& exactWeights = exactStep->layers[0].heads[0].weights;  // (m, m)
        const AttentionPicture labWeights =
            assembleAttention(w->session()->steps(), w->session()->currentIndex(), 0, 0, AttentionField::Weights);
        for (int c = 0; c < m; ++c)
            QVERIFY(std::abs(diff.values(m - 1, c) - (labWeights.values(m - 1, c) - exactWeights(m - 1, c))) < 1e-5);
        QVERIFY(diff.values(m - 1, 1) < 0);  // evicted: it lost all the exact cache gave it
        QVERIFY(std::abs(diff.values(m - 1, 1) + exactWeights(m - 1, 1)) < 1e-6);
        QVERIFY(std::abs(diff.values.row(m - 1).head(m).sum()) < 1e-5);
        QVERIFY2(w->findChild<QLabel*>("attentionLegend")->text().contains("minus the exact f32 cache's"),
                 qPrintable(w->findChild<QLabel*>("attentionLegend")->text()));
        w->attentionView()->setField(AttentionField::Weights);

        // Heavy hitters (a window of 4 keeping 2, H2O): each head keeps the older keys it
        // attended to — every head's heatmap marks evicted exactly the keys the step's log
        // names, the heads do not all agree, and the KV table draws a head's evicted cell empty
        // in a row another head keeps
        w->setKvFormat(KvFormat(KvStorage::F32, {}, KvEviction{4, 0, 2}));
        QVERIFY(idle());
        QVERIFY2(w->windowTitle().endsWith(" · KV cache window of 4 with 2 heavy hitters"), qPrintable(w->windowTitle()));
        w->session()->prefill();
        QVERIFY(idle());
        w->session()->stepForward();
        QVERIFY(idle());
        const StepRecord& heavy = *w->session()->current()->record;
        QVERIFY(heavy.kvEvictionLog);
        const int hn = heavy.positions(), layer = w->session()->layer();
        std::set<std::vector<int>> kept;
        for (int head = 0; head < w->session()->model().heads; ++head) {
            const AttentionPicture pic =
                assembleAttention(w->session()->steps(), w->session()->currentIndex(), layer, head, AttentionField::Weights);
            for (int c = 0; c < hn; ++c)
                QCOMPARE(pic.kind(hn - 1, c) == CellKind::Evicted, heavy.keyEvicted(layer, head, hn - 1, c));
            kept.insert(heavy.kvEvictionLog->evictedBy(layer, head, hn - 1));
        }
        QVERIFY(kept.size() > 1);
        // an export's caption says the figure is not the exact model's
        const QString caption = exportCaption(*w->session());
        QVERIFY2(caption.endsWith(" · KV cache window of 4 with 2 heavy hitters"), qPrintable(caption));
        const QString heavyBytes = w->findChild<QLabel*>("kvBytes")->text();
        QVERIFY2(heavyBytes.contains(QString("Cache holds 4 of %1 positions (a window of 4 with 2 heavy hitters per head").arg(hn)),
                 qPrintable(heavyBytes));
        bool partlyEvictedRow = false;
        for (int p = 0; p < hn && !partlyEvictedRow; ++p)
            for (int h = 0; h < table->columnCount() / 2; ++h)
                if (heavy.keyEvicted(layer, h, hn - 1, p) && !kvTable->isRowHidden(p) &&
                    table->data(table->index(p, 1 + 2 * h), KvCacheModel::RowStateRole).toInt() >= KvCacheModel::Evicting) {
                    partlyEvictedRow = true;
                    break;
                }
        QVERIFY(partlyEvictedRow);

        w->setKvFormat(KvStorage::F32);
        QVERIFY(idle());
        QVERIFY(w->session()->model().kvPrecision == KvPrecision::Float);

        // File › KV cache elements › Pooled KV heads › 2 KV heads (GQA): the model reloads with
        // its 8 K/V heads mean-pooled into 2 — the title says so, the KV table has 2 heads, the
        // bytes are a quarter, the logits view measures each step against the model as trained
        QAction* pooledTwo = nullptr;
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == "2 KV heads (GQA)") pooledTwo = a;
        QVERIFY(pooledTwo);
        QVERIFY(pooledTwo->isEnabled());
        pooledTwo->trigger();
        QVERIFY(idle());
        QCOMPARE(w->session()->pooledKvHeads(), 2);
        QCOMPARE(w->session()->model().kvHeads, 2);
        QCOMPARE(w->session()->model().trainedKvHeads, 8);
        QVERIFY2(w->windowTitle().contains("KV heads pooled 8 → 2"), qPrintable(w->windowTitle()));
        w->session()->prefill();
        QVERIFY(idle());
        QCOMPARE(table->columnCount(), 1 + 2 * 2);
        const int pn = w->session()->current()->record->positions();
        QCOMPARE(w->session()->current()->record->work.kvBytesHeld, std::int64_t(pn) * 8 * 2 * (16 + 16) * 4);  // L·Hkv·(dk+dv)·f32
        QVERIFY(w->session()->current()->record->exactComparison.has_value());
        QVERIFY(w->session()->current()->record->exactComparison->kl > 0);
        const QString pooledLogits = w->findChild<LogitsView*>()->captionText();
        QVERIFY2(pooledLogits.contains("KL from the exact cache"), qPrintable(pooledLogits));
        for (QAction* a : w->findChildren<QAction*>())
            if (a->text() == "As trained (8 KV heads)") a->trigger();
        QVERIFY(idle());
        QCOMPARE(w->session()->model().kvHeads, 8);
        QCOMPARE(w->session()->pooledKvHeads(), 0);
        w->session()->loadModel("weather");
        QVERIFY(idle());
    }

    void opensAModelFolderDroppedOnTheWindowAndRemembersIt() {
        const QString folder = KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tiny-ref";
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(folder + "/model.safetensors")});  // one of its files
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &drop);
        QVERIFY(idle());
        QCOMPARE(w->session()->model().family, std::string("gpt2"));
        QCOMPARE(w->session()->model().layers, 2);
        QCOMPARE(w->recentModels().value(0), folder + "/model.safetensors");
        // a broken drop keeps the model and says why
        QMimeData bad;
        bad.setUrls({QUrl::fromLocalFile("/nonexistent/folder")});
        QDragEnterEvent badEnter(QPoint(10, 10), Qt::CopyAction, &bad, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &badEnter);  // as a real drag: enter, then drop
        QDropEvent badDrop(QPointF(10, 10), Qt::CopyAction, &bad, Qt::LeftButton, Qt::NoModifier);
        QSignalSpy errors(w->session(), &SessionController::errorOccurred);
        QApplication::sendEvent(w.get(), &badDrop);
        QVERIFY(badDrop.isAccepted());
        QTRY_VERIFY_WITH_TIMEOUT(errors.count() >= 1, 10000);
        QCOMPARE(w->session()->model().layers, 2);
        QCOMPARE(w->recentModels().size(), 1);  // only models that opened are remembered
        w->session()->loadModel("weather");
        QVERIFY(idle());
        QCOMPARE(w->recentModels().size(), 1);  // built-in models are in the menu already
    }

    // A long run's newest token stays in view (the strip showed only tokens 1–33 of 101).
    void theTokenStripFollowsTheCurrentToken() {
        run(&SessionController::prefill);
        for (int i = 0; i < 40; ++i) run(&SessionController::stepForward);
        TokensView* strip = w->tokensView();
        QCOMPARE(strip->tokenCount(), 44);
        const int newest = w->session()->selectedQuery();
        QCOMPARE(newest, 43);
        QVERIFY2(strip->rect().contains(strip->tokenRect(newest).toRect()),
                 qPrintable(QString("token at x %1, strip %2 wide").arg(strip->tokenRect(newest).right()).arg(strip->width())));
        // choosing an early position brings it back
        w->session()->selectQuery(0);
        QVERIFY(strip->rect().contains(strip->tokenRect(0).toRect()));
    }

    // It used to open at 1500×950 whatever the screen: a 1280×720 projector cut it off.
    // It opens at what the screen has, down to the least its docks need (the test's offscreen
    // screen, 800 wide, is narrower than that), and that least fits a 1024×768 screen and a
    // 1280×720 projector.
    void aNewWindowFitsItsScreen() {
        MainWindow fresh(nullptr, false);
        const QRect room = fresh.screen()->availableGeometry();
        QVERIFY(room.width() < 1500);  // the offscreen screen is smaller than the old fixed size
        const QSize least = fresh.minimumSize();
        QVERIFY2(least.width() <= 1024 && least.height() <= 720,
                 qPrintable(QString("the docks need %1x%2").arg(least.width()).arg(least.height())));
        QCOMPARE(fresh.size(), QSize(std::max(least.width(), std::min(1500, room.width())),
                                     std::max(least.height(), std::min(950, room.height()))));
    }

    void themesAndPresentation() {
        run(&SessionController::prefill);
        w->setDarkTheme(true);
        auto* kv = w->findChild<QDockWidget*>("kvDock");
        auto* work = w->findChild<QDockWidget*>("workDock");
        QVERIFY(!w->tabifiedDockWidgets(kv).contains(work));
        auto* steps = w->findChild<QToolBar*>("stepsToolbar");
        QVERIFY(steps && steps->isVisible());
        w->setPresentationMode(true);
        QVERIFY(w->isFullScreen());
        QVERIFY(steps->isHidden());
        QVERIFY(w->tabifiedDockWidgets(kv).contains(work));  // room for the heatmaps
        QVERIFY(w->menuBar()->isHidden());
        // the export keys still work with the menu bar hidden: the window holds them
        bool ctrlE = false;
        for (QAction* a : w->actions()) ctrlE |= a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E);
        QVERIFY(ctrlE);
        w->setPresentationMode(false);
        QVERIFY(!w->tabifiedDockWidgets(kv).contains(work));  // the user's layout is back
        QVERIFY(steps->isVisible());  // toolbar included (it used to stay hidden until restart)
        QVERIFY(!w->menuBar()->isHidden());
        // twice over, as F5 F5 F5 F5 in class
        w->setPresentationMode(true);
        w->setPresentationMode(false);
        QVERIFY(steps->isVisible());
        w->setDarkTheme(false);
        QCOMPARE(w->tokensView()->tokenCount(), 4);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
