// The work view at 0 to 1,000 steps: the charts built once and updated in place, bursts of
// signals drawn once, every count of steps held (bars while they fit, areas past that), round
// ticks on every axis, step labels that never touch, and the sentence above them.
#include <QBarSet>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLineSeries>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QValueAxis>
#include <QtTest>
#include <cmath>

#include "synthetic_steps.h"
#include "ui/export/exportable_view.h"
#include "ui/session/session_controller.h"
#include "ui/views/cumulative_work_chart.h"
#include "ui/views/per_step_work_chart.h"
#include "ui/views/work_view.h"

using namespace kvscope;
using namespace kvscope::ui;
using kvscope::test::syntheticModel;
using kvscope::test::workSteps;

namespace {
constexpr int kPrompt = 6;

// The tick labels the chart has drawn up its left side (the work axis), bottom to top: what
// the viewer reads, which QValueAxis's properties alone do not show.
QStringList drawnWorkLabels(QChart* chart) {
    QList<QGraphicsTextItem*> items;
    for (QGraphicsItem* item : chart->scene()->items())
        if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item);
            text && text->isVisible() && chart->isAncestorOf(text) &&
            text->sceneBoundingRect().right() <= chart->plotArea().left() + chart->pos().x() + 1 &&
            text->sceneBoundingRect().bottom() <= chart->plotArea().bottom() + chart->pos().y() + text->sceneBoundingRect().height())
            items << text;
    std::sort(items.begin(), items.end(), [](auto* a, auto* b) { return a->scenePos().y() > b->scenePos().y(); });
    QStringList labels;
    for (auto* text : items)
        if (const QString t = text->toPlainText(); !t.isEmpty() && t.front().isDigit()) labels << t;
    return labels;
}

QStringList expectedLabels(const NiceTicks& ticks) {
    QStringList labels;
    for (int i = 0; i <= ticks.intervals; ++i) labels << QString::number(i * ticks.step, 'f', ticks.decimals);
    return labels;
}

// The cumulative chart as drawn, to read its markers' pixels.
struct DrawnChart {
    CumulativeWorkChart* chart;
    QChartView* view;
    QImage image;
    QList<QColor> colours;  // both series'
    explicit DrawnChart(CumulativeWorkChart* c)
        : chart(c), view(qobject_cast<QChartView*>(c->scene()->views().value(0))), image(view->grab().toImage()),
          colours({c->withCache()->color(), c->withoutCache()->color()}) {}
    QPoint at(QLineSeries* series, int i) const {
        return view->mapFromScene(chart->mapToScene(chart->mapToPosition(series->at(i), series)));
    }
    bool inside(QPoint p) const { return image.rect().adjusted(1, 1, -1, -1).contains(p); }
    bool near(QPoint p, const QColor& expected) const {
        const QColor got = image.pixelColor(p);
        return std::abs(got.red() - expected.red()) + std::abs(got.green() - expected.green()) +
                   std::abs(got.blue() - expected.blue()) <= 60;
    }
    // Steps `p` in `direction` while its pixel is near `colour`; how many it took.
    int walk(QPoint& p, QPoint direction, const QColor& colour) const {
        int n = 0;
        for (; inside(p) && near(p, colour); p += direction) ++n;
        return n;
    }
    // Pixels from `p` in `direction` still a marker's (either series' colour, a pixel of blend
    // between them allowed).
    int reach(QPoint p, QPoint direction) const {
        const auto marker = [&](QPoint q) { return near(q, colours[0]) || near(q, colours[1]); };
        int n = 0;
        for (QPoint q = p + direction; inside(q); q += direction, ++n)
            if (!marker(q) && !(marker(q + direction) && n > 0)) break;
        return n;
    }
};

bool isRound(double step) {
    if (!(step > 0)) return false;
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    return qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) || qFuzzyCompare(mantissa, 5.0);
}

// Round ticks up the side: 0 … top, top a whole number of round steps — fixed ticks on 0 … top,
// or (with room for markers below 0) ticks from 0 on an axis that starts less than a step below it.
void checkWorkAxis(const QValueAxis* axis, const NiceTicks& ticks) {
    QVERIFY(axis->labelsVisible());
    QCOMPARE(axis->max(), ticks.top);
    if (axis->tickType() == QValueAxis::TicksDynamic) {
        QCOMPARE(axis->tickAnchor(), 0.0);
        QCOMPARE(axis->tickInterval(), ticks.step);
        QVERIFY2(axis->min() < 0 && axis->min() > -ticks.step, qPrintable(QString::number(axis->min())));
    } else {
        QCOMPARE(axis->min(), 0.0);
        QCOMPARE(axis->tickCount(), ticks.intervals + 1);
    }
    QVERIFY2(isRound(ticks.step), qPrintable(QString::number(ticks.step)));
    QVERIFY(std::abs(ticks.top / ticks.step - std::round(ticks.top / ticks.step)) < 1e-9);
}

// Step labels every 1, 2, 5, 10, … steps, from 0, a label's width apart at least.
void checkStepAxis(const QValueAxis* axis, double plotWidth, int steps) {
    QVERIFY(axis->labelsVisible());
    QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(axis->tickAnchor(), 0.0);
    QVERIFY2(isRound(axis->tickInterval()) && axis->tickInterval() >= 1, qPrintable(QString::number(axis->tickInterval())));
    const double pixelsApart = axis->tickInterval() * plotWidth / (axis->max() - axis->min());
    const double label = QFontMetricsF(axis->labelsFont()).horizontalAdvance(QString::number(steps - 1));
    QVERIFY2(steps == 1 || pixelsApart >= 2 * label - 1e-6,
             qPrintable(QString("%1 px apart, labels %2 px").arg(pixelsApart).arg(label)));
}
}  // namespace

class TestWorkView : public QObject {
    Q_OBJECT
    std::unique_ptr<SessionController> session;
    std::unique_ptr<WorkView> view;
    QChart* cumulative = nullptr;
    QChart* perStep = nullptr;

    void show(int steps) {
        session->showRecordedSteps(syntheticModel(), workSteps(steps, kPrompt));
        view->flushPendingUpdate();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);  // the charts' layout
        QCoreApplication::processEvents();
    }

private slots:
    void init() {
        session = std::make_unique<SessionController>();
        view = std::make_unique<WorkView>(session.get());
        view->resize(900, 420);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        cumulative = view->cumulativeChart();
        perStep = view->perStepChart();
    }
    void cleanup() {
        view.reset();
        session.reset();
    }

    void holdsEveryStepCount_data() {
        QTest::addColumn<int>("steps");
        QTest::addColumn<bool>("bars");
        QTest::newRow("1 (the prefill)") << 1 << true;
        QTest::newRow("5") << 5 << true;
        QTest::newRow("21") << 21 << true;
        QTest::newRow("100") << 100 << false;
        QTest::newRow("500") << 500 << false;
        QTest::newRow("1,000") << 1000 << false;
    }
    void holdsEveryStepCount() {
        QFETCH(int, steps);
        QFETCH(bool, bars);
        show(steps);
        // the same charts, series and axes as before any step: updated in place
        QCOMPARE(view->chartView()->chart(), cumulative);
        QCOMPARE(view->cumulativeChart(), cumulative);
        QCOMPARE(view->perStepChart(), perStep);
        QCOMPARE(cumulative->series().size(), 2);
        QCOMPARE(perStep->series().size(), 3);  // bars, and the two areas

        // hand counts: with the cache 6 + 1 per decode step; without, decode step i recomputes 6 + i
        const int n = steps;
        const double on = kPrompt + (n - 1), off = double(kPrompt) * n + double(n) * (n - 1) / 2;
        QCOMPARE(view->cumulativeWithCache().size(), n);
        QCOMPARE(view->cumulativeWithCache().last(), on);
        QCOMPARE(view->cumulativeWithoutCache().last(), off);

        // the cumulative chart: one point per step, in the axis unit
        CumulativeWorkChart* c = view->cumulativeChart();
        QCOMPARE(c->withCache()->count(), n);
        QCOMPARE(c->withoutCache()->count(), n);
        QCOMPARE(c->withoutCache()->at(n - 1).y() * c->unitDivisor(), off);
        QCOMPARE(c->withoutCache()->at(n - 1).x(), double(n - 1));
        checkWorkAxis(c->workAxis(), c->workTicks());
        checkStepAxis(c->stepAxis(), c->plotArea().width(), n);
        QVERIFY(c->workAxis()->max() * c->unitDivisor() >= off);

        // the per-step chart: a bar per step while each has kMinBarPixels, else the areas'
        // outlines, two points per step; never both
        PerStepWorkChart* p = view->perStepChart();
        QCOMPARE(p->form() == PerStepWorkChart::Form::Bars, bars);
        QCOMPARE(p->plotArea().width() / n >= PerStepWorkChart::kMinBarPixels, bars);
        QCOMPARE(p->withCacheBars()->count(), bars ? n : 0);
        QCOMPARE(p->savedBars()->count(), bars ? n : 0);
        QCOMPARE(p->withCacheOutline()->count(), bars ? 0 : 2 * n);
        QCOMPARE(p->withoutCacheOutline()->count(), bars ? 0 : 2 * n);
        QCOMPARE(p->bars()->isVisible(), bars);
        const double lastOff = kPrompt + (n - 1);  // the last step without the cache
        if (bars && n > 1) {
            // the last step: 1 with the cache, and the 6 + (n-1) - 1 the cache saves on top
            QCOMPARE(p->withCacheBars()->at(n - 1), 1.0);
            QCOMPARE(p->savedBars()->at(n - 1), lastOff - 1);
        }
        if (!bars) QCOMPARE(p->withoutCacheOutline()->at(2 * n - 1), QPointF(n - 0.5, lastOff));
        checkWorkAxis(p->workAxis(), p->workTicks());
        checkStepAxis(p->stepAxis(), p->plotArea().width(), n);
    }

    // The plot clips its series, and the cumulative chart's first and last points sat on its
    // left and right edges (the top of its largest on the top edge when the total was a round
    // number; the prefill's near 0 on the bottom edge): half their markers were cut off. The
    // axes now leave a marker's reach beyond them. Read from the drawn chart: at the first and
    // last points, each marker reaches as far up as down, and as far outward (left of the first,
    // right of the last, where no line leaves) — a clipped one falls short on the clipped side.
    void markersAreDrawnWhole_data() {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("steps");
        QTest::newRow("900x420, 2 steps") << QSize(900, 420) << 2;
        QTest::newRow("900x420, 5 steps") << QSize(900, 420) << 5;
        QTest::newRow("900x420, 21 steps") << QSize(900, 420) << 21;
        QTest::newRow("370x250 (the 1280x720 window's dock), 3 steps") << QSize(370, 250) << 3;
        QTest::newRow("560x260, 12 steps") << QSize(560, 260) << 12;
        QTest::newRow("608x280 (the headless export), 2 steps") << QSize(608, 280) << 2;
    }
    void markersAreDrawnWhole() {
        QFETCH(QSize, size);
        QFETCH(int, steps);
        view->resize(size);
        show(steps);
        CumulativeWorkChart* c = view->cumulativeChart();
        QVERIFY2(c->withCache()->pointsVisible(), "markers are shown at this size");
        QCOMPARE(c->withoutCache()->pointsVisible(), true);
        const DrawnChart drawn(c);
        for (QLineSeries* series : {c->withCache(), c->withoutCache()})
            for (int i : {0, int(series->count()) - 1}) {
                const QPoint at = drawn.at(series, i);
                const int up = drawn.reach(at, {0, -1}), down = drawn.reach(at, {0, 1});
                const int outward = drawn.reach(at, {i == 0 ? -1 : 1, 0});
                QVERIFY2(std::max({up, down, outward}) - std::min({up, down, outward}) <= 2 && up >= 3,
                         qPrintable(QString("%1, step %2 at (%3, %4): its marker reaches %5 up, %6 down, %7 %8")
                                        .arg(series->name()).arg(i).arg(at.x()).arg(at.y()).arg(up).arg(down)
                                        .arg(outward).arg(i == 0 ? "left" : "right")));
            }
        // the step numbers are still whole steps from 0
        QCOMPARE(c->stepAxis()->tickAnchor(), 0.0);
        QVERIFY(c->stepAxis()->min() < 0 && c->stepAxis()->max() > steps - 1);
    }

    // At the prefill both totals are the same point: the without-cache marker, larger and drawn
    // first, shows as a ring of its colour around the with-cache one (it hid it: one colour for
    // two series). The colours are read from the drawn chart, at the point and beside it.
    void coincidingPointsShowBothColours() {
        view->resize(560, 260);
        show(3);
        CumulativeWorkChart* c = view->cumulativeChart();
        QVERIFY(c->withCache()->pointsVisible());
        QCOMPARE(c->withCache()->at(0), c->withoutCache()->at(0));
        const DrawnChart drawn(c);
        const QPoint at = drawn.at(c->withCache(), 0);
        const QColor on = c->withCache()->color(), off = c->withoutCache()->color();
        QVERIFY2(drawn.near(at, on), qPrintable(QString("the point (%1, %2) is %3, the with-cache colour %4")
                                                    .arg(at.x()).arg(at.y()).arg(drawn.image.pixelColor(at).name(), on.name())));
        // the ring: walking up and down from the point, past the with-cache marker's colour and
        // the blend at its edge, at least two pixels of the without-cache colour (the lines
        // leave sideways)
        for (int direction : {-1, 1}) {
            QPoint p = at;
            const QPoint step(0, direction);
            drawn.walk(p, step, on);
            for (int blend = 0; blend < 2 && drawn.inside(p) && !drawn.near(p, off); ++blend) p += step;  // (antialiased edge)
            const int ring = drawn.walk(p, step, off);
            QVERIFY2(ring >= 2, qPrintable(QString("%1 pixels of the without-cache colour %2 %3 the point (%4, %5)")
                                               .arg(ring).arg(off.name(), direction < 0 ? "above" : "below")
                                               .arg(at.x()).arg(at.y())));
        }
    }

    // The steps arrive one by one, as in the app: each time the labels drawn are the round
    // ticks. Before, a new tick count set after the new range left the old count drawn over the
    // new range ("0 33 67 100" for ticks 0, 50, 100).
    void drawnLabelsFollowEachStep_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("900x420") << QSize(900, 420);
        QTest::newRow("560x260 (the everyday window's dock)") << QSize(560, 260);
        QTest::newRow("420x200") << QSize(420, 200);
        QTest::newRow("370x250 (the 1280x720 window's dock)") << QSize(370, 250);
        QTest::newRow("300x300") << QSize(300, 300);
        QTest::newRow("300x220") << QSize(300, 220);
    }
    void drawnLabelsFollowEachStep() {
        QFETCH(QSize, size);
        view->resize(size);
        for (int n = 1; n <= 12; ++n) {
            session->showRecordedSteps(syntheticModel(), workSteps(n, kPrompt));
            QTRY_VERIFY(!view->updatePending());  // drawn at the next turn of the event loop
            QCoreApplication::processEvents();     // as the app: no layout forced
            view->grab();
            for (QChart* chart : {static_cast<QChart*>(view->cumulativeChart()), static_cast<QChart*>(view->perStepChart())}) {
                const NiceTicks ticks = chart == view->cumulativeChart() ? view->cumulativeChart()->workTicks()
                                                                         : view->perStepChart()->workTicks();
                QCOMPARE(drawnWorkLabels(chart), expectedLabels(ticks));
            }
        }
    }

    // The dock resized after the steps (the window's layout settling, a splitter dragged):
    // fewer ticks fit over the same range, and the labels drawn must follow.
    void drawnLabelsFollowAResize() {
        view->resize(560, 320);
        show(4);
        for (int h : {300, 260, 230, 200, 180, 240, 320}) {
            view->resize(560, h);
            QCoreApplication::processEvents();
            view->grab();
            QCOMPARE(drawnWorkLabels(view->cumulativeChart()), expectedLabels(view->cumulativeChart()->workTicks()));
            QCOMPARE(drawnWorkLabels(view->perStepChart()), expectedLabels(view->perStepChart()->workTicks()));
        }
    }

    void emptyChartsShowNoTicks() {
        show(21);
        session->showRecordedSteps(syntheticModel(), {});
        view->flushPendingUpdate();
        for (QChart* chart : {cumulative, perStep})
            for (QAbstractAxis* axis : chart->axes()) {
                QVERIFY(!axis->labelsVisible());  // before: "1 1 1 0 0" up an empty axis
                QVERIFY(!axis->isGridLineVisible());
            }
        QCOMPARE(view->cumulativeChart()->withCache()->count(), 0);
        QCOMPARE(view->perStepChart()->withCacheBars()->count(), 0);
        QCOMPARE(view->ratioText(), QString("No steps yet"));
    }

    void sentenceCountsSteps_data() {
        QTest::addColumn<int>("steps");
        QTest::addColumn<QString>("text");
        QTest::newRow("1") << 1 << "After 1 step: 6 with the cache, 6 without — 1× the work without it";
        QTest::newRow("4") << 4 << "After 4 steps: 9 with the cache, 30 without — 3.33× the work without it";
        QTest::newRow("1,000") << 1000 << "After 1,000 steps: 1,005 with the cache, 505,500 without — 503× the work without it";
    }
    void sentenceCountsSteps() {
        QFETCH(int, steps);
        QFETCH(QString, text);
        show(steps);
        QCOMPARE(view->ratioText(), text);
    }

    // Three deliveries in one turn of the event loop: the numbers follow each at once, the
    // charts are redrawn once, at the next turn.
    void burstsAreDrawnOnce() {
        show(5);
        QSignalSpy redrawn(view->cumulativeChart()->withCache(), &QXYSeries::pointsReplaced);
        for (int n : {6, 7, 8}) session->showRecordedSteps(syntheticModel(), workSteps(n, kPrompt));
        QCOMPARE(view->cumulativeWithCache().size(), 8);  // the numbers: current
        QVERIFY(view->updatePending());
        QCOMPARE(redrawn.count(), 0);                     // the chart: not yet
        QTRY_VERIFY(!view->updatePending());
        QCOMPARE(redrawn.count(), 1);
        QCOMPARE(view->cumulativeChart()->withCache()->count(), 8);
        QTest::qWait(20);
        QCOMPARE(redrawn.count(), 1);  // nothing left over
    }

    void flushDrawsAPendingUpdateNow() {
        show(5);
        QSignalSpy redrawn(view->cumulativeChart()->withCache(), &QXYSeries::pointsReplaced);
        session->showRecordedSteps(syntheticModel(), workSteps(9, kPrompt));
        view->flushPendingUpdate();
        QCOMPARE(redrawn.count(), 1);
        QCOMPARE(view->cumulativeChart()->withCache()->count(), 9);
        view->flushPendingUpdate();  // nothing pending: nothing drawn
        QCOMPARE(redrawn.count(), 1);
    }

    // Exports render right after revealForExport(), with no turn of the event loop between.
    void exportsFlushFirst() {
        show(5);
        session->showRecordedSteps(syntheticModel(), workSteps(12, kPrompt));
        QVERIFY(view->updatePending());
        QVERIFY(revealForExport(ExportableView{"work", "Work", view.get(), nullptr}));
        QVERIFY(!view->updatePending());
        QCOMPARE(view->cumulativeChart()->withCache()->count(), 12);
    }
};

QTEST_MAIN(TestWorkView)
#include "tst_work_view.moc"
