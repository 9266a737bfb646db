// Heatmap cell ↔ pixel mapping and a panel's title lines, apart from painting.
#include <QtTest>

#include "ui/views/heatmap_geometry.h"
#include "ui/views/heatmap_widget.h"
#include "ui/views/small_multiples.h"

using kvscope::ui::HeatmapGeometry;

class TestHeatmapGeometry : public QObject {
    Q_OBJECT
private slots:
    void squareCellsFitTheArea() {
        const HeatmapGeometry g(QRectF(0, 0, 240, 200), 4, 40, 20);
        QCOMPARE(g.cellSize(), 45.0);  // min(200, 180) / 4
        QCOMPARE(g.cellRect(0, 0), QRectF(40, 20, 45, 45));
        QCOMPARE(g.cellRect(3, 2), QRectF(40 + 90, 20 + 135, 45, 45));
    }
    void pixelToCell_data() {
        QTest::addColumn<QPointF>("point");
        QTest::addColumn<QPoint>("cell");
        QTest::newRow("first cell") << QPointF(41, 21) << QPoint(0, 0);
        QTest::newRow("row 2, col 1") << QPointF(40 + 50, 20 + 100) << QPoint(2, 1);
        QTest::newRow("last cell edge") << QPointF(40 + 179.9, 20 + 179.9) << QPoint(3, 3);
        QTest::newRow("label margin") << QPointF(10, 50) << QPoint(-1, -1);
        QTest::newRow("right of the grid") << QPointF(225, 60) << QPoint(-1, -1);
    }
    void pixelToCell() {
        QFETCH(QPointF, point);
        QFETCH(QPoint, cell);
        const HeatmapGeometry g(QRectF(0, 0, 240, 200), 4, 40, 20);
        QCOMPARE(g.cellAt(point), cell);
    }
    void roundTrip() {
        const HeatmapGeometry g(QRectF(5, 7, 600, 613), 37, 33, 11);
        for (int r = 0; r < 37; r += 5)
            for (int c = 0; c < 37; c += 3) QCOMPARE(g.cellAt(g.cellRect(r, c).center()), QPoint(r, c));
    }
    // The heads' grid takes the shape that gives the largest cells: a row in a wide, short
    // panel, a 2×2 block in a square one, a column in a tall one.
    void bestColumnsFollowThePanelsShape_data() {
        QTest::addColumn<QSizeF>("area");
        QTest::addColumn<int>("columns");
        QTest::newRow("wide and short") << QSizeF(1200, 300) << 4;
        QTest::newRow("square") << QSizeF(600, 600) << 2;
        QTest::newRow("tall and narrow") << QSizeF(250, 1000) << 1;
    }
    void bestColumnsFollowThePanelsShape() {
        QFETCH(QSizeF, area);
        QFETCH(int, columns);
        // a heatmap of 6 tokens with a 60-px label column and 40 px of title and key labels
        const auto cellFor = [](const QSizeF& panel) {
            return HeatmapGeometry(QRectF(QPointF(0, 0), panel), 6, 60, 40).cellSize();
        };
        QCOMPARE(kvscope::ui::bestColumns(4, area, 8, cellFor), columns);
    }
    // 32 heads in a short, wide panel: the squarest cells would want 8 columns of 4 rows, but at
    // 48 pixels a panel only 3 rows fit 180 pixels, so at least 11 columns — as many as fit its
    // width (12 at 56 pixels a column); a lower bound past that width yields to it.
    void bestColumnsKeepRowsWithinTheHeight() {
        const auto squarest = [](const QSizeF& panel) { return std::min(panel.width(), panel.height()); };
        QCOMPARE(kvscope::ui::bestColumns(32, QSizeF(400, 400), 8, squarest, 12), 6);  // 6 × 6 when free
        QCOMPARE(kvscope::ui::bestColumns(32, QSizeF(400, 400), 8, squarest, 12, 11), 11);
        QCOMPARE(kvscope::ui::bestColumns(32, QSizeF(400, 400), 8, squarest, 12, 20), 12);
        QCOMPARE(kvscope::ui::bestColumns(32, QSizeF(400, 400), 8, squarest, 12, 0), 6);
    }
    // A panel's title: one line where it fits, split after the head's number where not, and the
    // short title (split the same way) where even that would be cut.
    void aNarrowPanelTakesTheShortTitle() {
        kvscope::ui::HeatmapWidget w;
        w.setPicture({}, {}, kvscope::ui::AttentionField::Weights, "Head 10 · KV head 3", "H10 · KV3");
        QFont bold = w.font();
        bold.setBold(true);
        const QFontMetricsF fm(bold);
        const qreal whole = fm.horizontalAdvance("Head 10 · KV head 3"), longLine = fm.horizontalAdvance("KV head 3"),
                    shortWhole = fm.horizontalAdvance("H10 · KV3"),
                    shortLine = std::max(fm.horizontalAdvance("H10"), fm.horizontalAdvance("KV3"));
        QCOMPARE(w.titleLines(whole + 1), QStringList{"Head 10 · KV head 3"});
        QCOMPARE(w.titleLines(longLine + 1), (QStringList{"Head 10", "KV head 3"}));
        if (shortWhole + 1 < longLine) QCOMPARE(w.titleLines(longLine - 1), QStringList{"H10 · KV3"});
        QCOMPARE(w.titleLines(std::min(longLine, shortWhole) - 1), (QStringList{"H10", "KV3"}));
        QCOMPARE(w.titleLines(shortLine - 1), (QStringList{"H10", "KV3"}));  // (the painter elides these)
        // a form set holds at any width (AttentionView sets one for all its heads)
        using Form = kvscope::ui::HeatmapWidget::TitleForm;
        w.setTitleForm(Form::Short);
        QCOMPARE(w.titleLines(whole + 100), QStringList{"H10 · KV3"});
        w.setTitleForm(Form::Split);
        QCOMPARE(w.titleLines(10), (QStringList{"Head 10", "KV head 3"}));
        QCOMPARE(w.titleLinesAs(Form::ShortSplit), (QStringList{"H10", "KV3"}));
        QCOMPARE(w.titleLinesAs(Form::Whole), QStringList{"Head 10 · KV head 3"});
        w.setTitleForm(Form::Auto);
        w.setPicture({}, {}, kvscope::ui::AttentionField::Weights, "Head 10 · KV head 3");  // no short title
        QCOMPARE(w.titleLines(longLine - 1), (QStringList{"Head 10", "KV head 3"}));
        QCOMPARE(w.titleLinesAs(Form::Short), QStringList{"Head 10 · KV head 3"});
    }
    void panelSizesShareTheArea() {
        QCOMPARE(kvscope::ui::panelSize(4, 2, QSizeF(608, 408), 8), QSizeF(300, 200));
        QCOMPARE(kvscope::ui::panelSize(5, 2, QSizeF(608, 416), 8), QSizeF(300, 400.0 / 3));  // 3 rows
        QCOMPARE(kvscope::ui::bestColumns(1, QSizeF(100, 100), 8, [](const QSizeF&) { return 1.0; }), 1);
    }
    void emptyGrid() {
        const HeatmapGeometry g(QRectF(0, 0, 100, 100), 0, 10, 10);
        QCOMPARE(g.cellAt(QPointF(50, 50)), QPoint(-1, -1));
    }
};

QTEST_MAIN(TestHeatmapGeometry)
#include "tst_heatmap_geometry.moc"
