// The attention line view: one query's weights as lines to its keys, opacity and width from
// the weight (the weather example's numbers: head 1 attends 0.5 / 0.5 to the even positions,
// head 2 all to the last token, head 4 a fifth to each), the strongest 64 when there are more,
// and a 150-token prompt that scrolls with the selected query in sight.
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QtTest>

#include "synthetic_steps.h"
#include "ui/session/session_controller.h"
#include "ui/views/line_view.h"
#include "ui/views/theme.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
bool idle(SessionController& s) {
    const bool done = QTest::qWaitFor([&] { return s.idle(); }, 10000);
    QCoreApplication::processEvents();  // views repaint on the next turn (DeferredCall)
    return done;
}
std::vector<int> keysOf(const LineSet& set) {
    std::vector<int> keys;
    for (const AttentionLine& l : set.lines) keys.push_back(l.key);
    return keys;
}
}  // namespace

class TestLineView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { setCurrentTheme(Theme::light()); }

    void linesFollowTheWeights() {
        const LineSet set = attentionLines({0, 0.5, 0, 0.5, 0}, 64);
        QCOMPARE(set.keys, 5);
        QCOMPARE(keysOf(set), (std::vector<int>{1, 3}));  // no line for a weight of 0
        for (const AttentionLine& l : set.lines) {
            QCOMPARE(l.weight, 0.5);
            QCOMPARE(l.alpha, 128);  // half opaque
            QCOMPARE(l.width, 2.5);
        }
        QCOMPARE(lineAlpha(1.0), 255);
        QCOMPARE(lineAlpha(0.2), 51);
        QCOMPARE(lineAlpha(std::numeric_limits<double>::quiet_NaN()), 0);  // never a NaN on screen
        QCOMPARE(set.hidden, 0);
    }

    void theStrongestWhenThereAreMore() {
        const LineSet set = attentionLines({0.1, 0.4, 0.2, 0.3, 0.0}, 2);
        QCOMPARE(keysOf(set), (std::vector<int>{1, 3}));  // by position
        QCOMPARE(set.hidden, 2);
        QCOMPARE(set.hiddenWeight, 0.1 + 0.2);
    }

    void geometry() {
        const LineGeometry g = layoutLines(600, 5, 20, 100, 2);
        QCOMPARE(g.rowCenter(0), 12.0);
        QCOMPARE(g.rowCenter(4), 92.0);
        QCOMPARE(g.height(), 102.0);
        QVERIFY(g.queryAnchor(3).x() < g.keyAnchor(3).x());
        QCOMPARE(g.queryAnchor(3).y(), g.keyAnchor(3).y());
        QCOMPARE(g.queryRight, 100.0);
        QCOMPARE(g.keyLeft, 500.0);
        QCOMPARE(g.rowAt(13), 0);
        QCOMPARE(g.rowAt(101), 4);
        QCOMPARE(g.rowAt(103), -1);
        // narrow: the lines keep a third of the width
        const LineGeometry narrow = layoutLines(240, 5, 20, 200);
        QCOMPARE(narrow.keyLeft - narrow.queryRight, 80.0);
    }

    // `kvscope-cli run --model weather --steps 3`: the new row of "nice" per head.
    void weatherLinesAreTheArticlesWeights() {
        SessionController s;
        LineView view(&s);
        view.resize(500, 300);
        view.show();
        s.loadModel("weather");
        QVERIFY(idle(s));
        s.prefill();
        QVERIFY(idle(s));
        s.stepForward();
        QVERIFY(idle(s));
        QCOMPARE(s.selectedQuery(), 4);  // "nice"
        QCOMPARE(keysOf(view.lines()), (std::vector<int>{1, 3}));  // head 1: even positions
        QCOMPARE(view.lines().lines[0].alpha, 128);
        s.setHead(1);  // last token
        QVERIFY(idle(s));
        QCOMPARE(keysOf(view.lines()), (std::vector<int>{4}));
        QCOMPARE(view.lines().lines[0].alpha, 255);
        s.setHead(3);  // all tokens
        QVERIFY(idle(s));
        QCOMPARE(keysOf(view.lines()), (std::vector<int>{0, 1, 2, 3, 4}));
        for (const AttentionLine& l : view.lines().lines) QCOMPARE(l.alpha, 51);
        QCOMPARE(view.findChild<QComboBox*>("lineHeadSelector")->currentText(), QString("Head 4 · all tokens"));
        // "Today" under head 1 admits no key: no line, no NaN anywhere
        s.setHead(0);
        s.selectQuery(0);
        QVERIFY(idle(s));
        QVERIFY(view.lines().lines.empty());
        QVERIFY(!view.note().contains("nan", Qt::CaseInsensitive));
        QVERIFY(view.note().contains("query 1 “Today”"));
        // a click on a query token selects it
        const LineGeometry g = view.lineGeometry();
        QTest::mouseClick(view.findChild<QWidget*>("lineCanvas"), Qt::LeftButton, {},
                          QPoint(int(g.queryRight / 2), int(g.rowCenter(3))));
        QCOMPARE(s.selectedQuery(), 3);
        QVERIFY(idle(s));
        QCOMPARE(keysOf(view.lines()), (std::vector<int>{1, 3}));  // "so": weather and so
    }

    // 150 tokens: the columns scroll, the selected (last) query is in sight, and the 64
    // strongest of its 150 equal weights are drawn with a note about the rest.
    void aLongPromptScrollsAndShowsTheStrongest() {
        const int n = 150;
        auto r = std::make_shared<StepRecord>();
        r->tokens.assign(n, 0);
        r->promptLength = n;
        r->rowCount = n;
        r->layers.resize(1);
        r->layers[0].heads.resize(1);
        Matrix w = Matrix::Zero(n, n);
        for (int i = 0; i < n; ++i) w.row(i).head(i + 1).setConstant(1.0 / (i + 1));
        r->layers[0].heads[0].weights = w;
        StepView v;
        v.record = r;
        for (int i = 0; i < n; ++i) v.tokens << QString("t%1").arg(i);
        SessionController s;
        LineView view(&s);
        view.resize(500, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        s.showRecordedSteps(test::syntheticModel(), {v});
        QVERIFY(idle(s));
        QCOMPARE(s.selectedQuery(), n - 1);
        QCOMPARE(static_cast<int>(view.lines().lines.size()), LineView::kMaxLines);
        QCOMPARE(view.lines().hidden, n - LineView::kMaxLines);
        QVERIFY(view.note().contains("the 64 strongest lines; 86 more keys hold"));
        for (const AttentionLine& l : view.lines().lines) QCOMPARE(l.alpha, lineAlpha(1.0 / n));
        QScrollArea* scroll = view.scrollArea();
        QVERIFY(view.lineGeometry().height() > scroll->viewport()->height());  // it scrolls
        const int y = int(view.lineGeometry().rowCenter(n - 1)) - scroll->verticalScrollBar()->value();
        QVERIFY2(y >= 0 && y < scroll->viewport()->height(), qPrintable(QString("row at %1").arg(y)));
    }
};

QTEST_MAIN(TestLineView)
#include "tst_line_view.moc"
