// The model view: every layer × head as a thumbnail. Its grid fits the panel (1 × 4 for the
// weather example, 8 × 8 for the tiny GPT, 12 × 12 for GPT-2 small); a click selects that
// layer and head in the attention view; thumbnails of layers the records keep reduced show
// "computing" until the worker's pooled layer arrives, and then the model's own weights
// (checked against an engine that recorded everything); a pass for a step no longer shown
// is stopped.
#include <QDockWidget>
#include <QComboBox>
#include <QtTest>

#include <condition_variable>
#include <mutex>

#include "core/engine.h"
#include "core/model_registry.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/attention_view.h"
#include "ui/views/color_map.h"
#include "ui/views/line_view.h"
#include "ui/views/model_view.h"
#include "ui/views/theme.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
bool idle(SessionController& s) {
    const bool done = QTest::qWaitFor([&] { return s.idle(); }, 20000);
    QCoreApplication::processEvents();  // views repaint on the next turn (DeferredCall)
    return done;
}

// Holds the worker thread until release(): requests sent meanwhile queue up behind it.
class Latch {
public:
    explicit Latch(SessionController& c) {
        c.runOnWorker([state = state_] {
            std::unique_lock lock(state->mutex);
            state->open.wait(lock, [&] { return state->released; });
        });
    }
    ~Latch() { release(); }
    void release() {
        {
            std::lock_guard lock(state_->mutex);
            state_->released = true;
        }
        state_->open.notify_all();
    }

private:
    struct State {
        std::mutex mutex;
        std::condition_variable open;
        bool released = false;
    };
    std::shared_ptr<State> state_ = std::make_shared<State>();
};

// A model view on its own, shown at `size`, over a controller of its own.
struct Standalone {
    SessionController session;
    ModelView view{&session};
    explicit Standalone(QSize size) {
        view.resize(size);
        view.show();
    }
};
}  // namespace

class TestModelView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { setCurrentTheme(Theme::light()); }

    void gridFitsThePanel_data() {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("heads");
        QTest::addColumn<QSize>("panel");
        QTest::addColumn<qreal>("caption");
        QTest::newRow("weather 1x4") << 1 << 4 << QSize(420, 300) << 0.0;
        QTest::newRow("tiny 8x8 with names") << 8 << 8 << QSize(560, 330) << 12.0;
        QTest::newRow("gpt2 12x12") << 12 << 12 << QSize(560, 330) << 0.0;
        QTest::newRow("gpt2 12x12 wide") << 12 << 12 << QSize(1900, 1000) << 0.0;
        QTest::newRow("gpt2 12x12 tall") << 12 << 12 << QSize(300, 900) << 0.0;
    }
    void gridFitsThePanel() {
        QFETCH(int, layers);
        QFETCH(int, heads);
        QFETCH(QSize, panel);
        QFETCH(qreal, caption);
        const QRectF area(QPointF(5, 30), QSizeF(panel));
        const ModelGridGeometry g = layoutModelGrid(area, layers, heads, 28, 16, caption);
        QVERIFY(g.side >= 6);
        QVERIFY2(area.contains(g.bounds()) || g.bounds().width() <= area.width() + 0.5,
                 qPrintable(QString("grid %1x%2 in %3x%4").arg(g.bounds().width()).arg(g.bounds().height())
                                .arg(area.width()).arg(area.height())));
        QVERIFY(g.bounds().right() <= area.right() + 0.5 && g.bounds().bottom() <= area.bottom() + 0.5);
        // as large as fits: one more pixel a side would not fit either way
        const qreal spareW = area.width() - g.rowLabelWidth - heads * (g.side + g.gap);
        const qreal spareH = area.height() - g.columnLabelHeight - layers * (g.side + g.gap + caption);
        QVERIFY2(spareW < heads || spareH < layers, qPrintable(QString("spare %1 x %2").arg(spareW).arg(spareH)));
        int count = 0;
        for (int l = 0; l < layers; ++l)
            for (int h = 0; h < heads; ++h) {
                const QRectF t = g.thumbnail(l, h);
                QCOMPARE(t.width(), t.height());  // square
                QVERIFY(area.contains(t));
                if (h > 0) QVERIFY(t.left() > g.thumbnail(l, h - 1).right());  // no overlap
                if (l > 0) QVERIFY(t.top() > g.caption(l - 1, h).bottom() - 0.01);
                QCOMPARE(g.hit(t.center()), QPoint(l, h));
                ++count;
            }
        QCOMPARE(count, layers * heads);
        QCOMPARE(g.hit(area.topLeft()), QPoint(-1, -1));  // the labels are not thumbnails
    }

    // The weather example: four thumbnails in one row, each the head's own 5 × 5 weights.
    void weatherThumbnailsAreTheWeights() {
        Standalone s(QSize(420, 240));
        s.session.loadModel("weather");
        QVERIFY(idle(s.session));
        s.session.prefill();
        QVERIFY(idle(s.session));
        s.session.stepForward();  // "nice": row 5
        QVERIFY(idle(s.session));
        QCOMPARE(s.view.layerCount(), 1);
        QCOMPARE(s.view.headCount(), 4);
        QCOMPARE(s.view.pendingLayers(), 0);
        const ModelGridGeometry g = s.view.gridGeometry();
        QVERIFY(g.bounds().right() <= s.view.width() && g.bounds().bottom() <= s.view.height());
        QVERIFY(g.side > 60);  // the room is used
        const ColorMapKind map = currentTheme().colorMap;
        // head 1 (even positions): "nice" attends 0.5 / 0.5 to "weather" and "so"
        const QImage& even = s.view.thumbnail(0, 0);
        QCOMPARE(even.size(), QSize(5, 5));  // one pixel per cell: drawn scaled, never blurred
        QCOMPARE(even.pixel(1, 4), mapRgb(map, 0.5));
        QCOMPARE(even.pixel(3, 4), mapRgb(map, 0.5));
        QCOMPARE(even.pixel(0, 4), mapRgb(map, 0.0));
        QCOMPARE(even.pixel(4, 0), currentTheme().maskBlocked.rgb());  // after the query: masked
        // head 2 (last token): all of row 5 on "nice"
        QCOMPARE(s.view.thumbnail(0, 1).pixel(4, 4), mapRgb(map, 1.0));
        // head 4 (all tokens): 1/5 each
        QCOMPARE(s.view.thumbnail(0, 3).pixel(2, 4), mapRgb(map, 0.2));
    }

    // Long runs pool bins of positions with their largest weight: one strong key stays bright.
    void downsamplingKeepsTheStrongestWeight() {
        ThumbnailPicture p;
        p.bins = 200;
        p.values.assign(200 * 200, 0.001f);
        p.values[static_cast<size_t>(137) * 200 + 3] = 0.9f;  // one strong weight
        const QImage image = thumbnailImage(p, 50, currentTheme());
        QCOMPARE(image.size(), QSize(50, 50));
        QCOMPARE(image.pixel(3 / 4, 137 / 4), mapRgb(currentTheme().colorMap, 0.9f));
        QCOMPARE(image.pixel(10, 10), mapRgb(currentTheme().colorMap, 0.001f));
    }

    // A click on a thumbnail selects its layer and head: the attention view shows that layer
    // with that head framed, and the line view follows.
    void clickSelectsTheLayerAndHead() {
        MainWindow w(nullptr, false);
        w.setAnimationsEnabled(false);
        w.resize(1500, 950);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        SessionController* s = w.session();
        QVERIFY(idle(*s));
        s->loadModel("tiny");
        QVERIFY(idle(*s));
        s->prefill();
        QVERIFY(idle(*s));
        auto* dock = qobject_cast<QDockWidget*>(w.modelView()->parentWidget());
        QVERIFY(dock);
        dock->raise();
        QVERIFY(idle(*s));
        ModelView* view = w.modelView();
        QVERIFY(view->isVisible());
        QCOMPARE(view->layerCount(), 8);
        QCOMPARE(view->headCount(), 8);
        const ModelGridGeometry g = view->gridGeometry();
        QVERIFY(g.bounds().right() <= view->width() && g.bounds().bottom() <= view->height());
        QTest::mouseClick(view, Qt::LeftButton, {}, g.thumbnail(3, 5).center().toPoint());
        QCOMPARE(s->layer(), 3);
        QCOMPARE(s->head(), 5);
        QVERIFY(idle(*s));
        QCOMPARE(w.attentionView()->findChild<QComboBox*>("layerSelector")->currentIndex(), 3);
        QCOMPARE(w.attentionView()->selectedHead(), 5);
        QCOMPARE(w.lineView()->findChild<QComboBox*>("lineHeadSelector")->currentIndex(), 5);
        QVERIFY(w.lineView()->note().startsWith("Layer 3 "));
        // another one: the frame moves
        QTest::mouseClick(view, Qt::LeftButton, {}, g.thumbnail(0, 1).center().toPoint());
        QVERIFY(idle(*s));
        QCOMPARE(s->layer(), 0);
        QCOMPARE(w.attentionView()->selectedHead(), 1);
        // the tiny GPT names two of its heads: listed under the grid, whole
        QCOMPARE(view->namedHeadsText(), QString("● named heads: L0 H6 previous-token head · L3 H1 first-token head · L3 H3 first-token head"));  // heads.json
    }

    // A tight budget keeps one layer per step in full: the other layers' thumbnails are
    // "computing" until the worker's pooled layers arrive, then hold the model's weights.
    void computingThumbnailsFillIn() {
        Standalone s(QSize(560, 420));
        s.session.setRecordingBudget(4 << 20);
        s.session.loadModel("tiny");
        QVERIFY(idle(s.session));
        {
            s.session.prefill();
            Latch hold(s.session);  // after the prefill, before the pooling pass it brings
            QVERIFY(QTest::qWaitFor([&] { return s.session.stepCount() == 1; }, 20000));
            QCoreApplication::processEvents();
            QVERIFY(s.session.overviewPending());
            QVERIFY(!s.session.idle());
            QCOMPARE(s.session.current()->record->layers[5].detail, AttentionDetail::None);
            QVERIFY(s.view.thumbnailComplete(0, 0));   // layer 0: the record keeps it
            QVERIFY(!s.view.thumbnailComplete(5, 2));  // layer 5: not yet
            QCOMPARE(s.view.pendingLayers(), 7);
            QVERIFY(s.view.statusText().contains("Computing 7 of 8 layers"));
            QCOMPARE(s.view.thumbnail(5, 2).pixel(0, 3), currentTheme().grid.rgb());  // grey: waiting
        }
        QVERIFY(idle(s.session));
        QCOMPARE(s.view.pendingLayers(), 0);
        QVERIFY(s.session.overviewComplete());
        QVERIFY(s.session.steps()[0].pooledLayers.value(5));

        Engine reference(loadModel("tiny"));
        reference.setRecordingPolicy(RecordingPolicy::everything());
        reference.prefill(s.session.steps()[0].record->tokens, {});
        const ColorMapKind map = currentTheme().colorMap;
        const int n = s.session.current()->record->positions();
        for (int l : {1, 5, 7})
            for (int h : {0, 2, 7}) {
                const Matrix& want = reference.timeline().at(0)->layers[size_t(l)].heads[size_t(h)].weights;
                const QImage& got = s.view.thumbnail(l, h);
                QCOMPARE(got.size(), QSize(n, n));  // the tiny GPT's context pools 1 position per bin
                for (int r = 0; r < n; ++r)
                    for (int c = 0; c <= r; ++c)
                        QVERIFY2(got.pixel(c, r) == mapRgb(map, float(want(r, c))),
                                 qPrintable(QString("layer %1 head %2 cell %3,%4").arg(l).arg(h).arg(r).arg(c)));
            }
    }

    // Going back before a pass finishes stops it: the step left behind gets nothing, the one
    // shown gets everything; hiding the view stops asking.
    void aPassForAStepNoLongerShownIsStopped() {
        Standalone s(QSize(560, 420));
        s.session.setRecordingBudget(4 << 20);
        s.session.loadModel("tiny");
        QVERIFY(idle(s.session));
        s.view.hide();  // nothing asked while hidden
        s.session.prefill();
        QVERIFY(idle(s.session));
        s.session.stepForward();
        QVERIFY(idle(s.session));
        QVERIFY(!s.session.overviewPending());
        QVERIFY(s.session.steps()[1].pooledLayers.isEmpty());
        {
            Latch hold(s.session);
            s.view.show();  // asks for step 1 (the current one) first
            QVERIFY(s.session.overviewPending());
            s.session.goToStep(0);  // before the worker gets to it
        }
        QVERIFY(idle(s.session));
        QVERIFY(s.session.overviewComplete());
        QCOMPARE(s.view.pendingLayers(), 0);
        for (const auto& p : s.session.steps()[1].pooledLayers) QVERIFY(!p);  // stopped, not done
        QVERIFY(s.session.steps()[0].pooledLayers.value(5));
    }
};

QTEST_MAIN(TestModelView)
#include "tst_model_view.moc"
