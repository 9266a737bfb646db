// Heatmap cell ↔ pixel mapping, apart from painting.
#include <QtTest>

#include "ui/views/heatmap_geometry.h"
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

QTEST_APPLESS_MAIN(TestHeatmapGeometry)
#include "tst_heatmap_geometry.moc"
