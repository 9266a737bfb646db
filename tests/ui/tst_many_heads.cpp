// A model with many heads on a projector, as a learner's Llama 3.2 1B meets it (32 query heads
// sharing 8 KV heads): Xvfb at 1280×720 with the openbox window manager (tests/ui/real_window.sh).
// The window and its title bar fit the screen (a window of the screen's size plus its frame put
// the status line under the screen's edge, and 32 heads' panels held it 755 pixels tall), every
// head's title is whole and all are in one style, and the KV cache table's headers are not cut
// at both ends.
#include <QComboBox>
#include <QHeaderView>
#include <QScreen>
#include <QTableView>
#include <QtTest>

#include "tests/support/gpt2_fixture.h"
#include "tests/ui/fit_checks.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/heatmap_widget.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestManyHeads : public QObject {
    Q_OBJECT
    QTemporaryDir modelDir;
    std::unique_ptr<MainWindow> w;

    bool idle() {
        const bool done = QTest::qWaitFor([&] { return w->session()->idle(); }, 60000);
        QCoreApplication::processEvents();  // the views' deferred repaint
        return done;
    }
    // The window with its frame inside the screen's free area.
    QString outsideTheScreen() const {
        const QRect room = w->screen()->availableGeometry(), frame = w->frameGeometry();
        if (room.contains(frame)) return {};
        return QString("the window's frame %1,%2 %3×%4 is not inside the screen's %5×%6")
            .arg(frame.x()).arg(frame.y()).arg(frame.width()).arg(frame.height()).arg(room.width()).arg(room.height());
    }

    // A title line wider than its panel, named; empty when every line fits.
    static QString cutTitle(const HeatmapWidget* h) {
        QFont bold = h->font();
        bold.setBold(true);
        for (const QString& line : h->titleLines(h->width()))
            if (QFontMetricsF(bold).horizontalAdvance(line) > h->width())
                return QString("%1: \"%2\" in %3 pixels").arg(h->objectName(), line).arg(h->width());
        return {};
    }
    // The window as a PNG in $KVSCOPE_TEST_SHOTS, when set (to look at what a test saw).
    void saveShot(const QString& name) const {
        if (const QByteArray to = qgetenv("KVSCOPE_TEST_SHOTS"); !to.isEmpty())
            w->grab().save(QString::fromLocal8Bit(to) + "/" + name + ".png");
    }

private slots:
    void initTestCase() {
        if (QGuiApplication::platformName() != "xcb") QSKIP("needs a real X server (tests/ui/real_window.sh)");
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(modelDir.isValid());
        // 32 heads of 4 (width 128), two layers: a GPT-2 folder, then its K/V pooled to 8 heads
        Gpt2Config c;
        c.nLayer = 2;
        c.nHead = 32;
        c.nEmbd = 128;
        c.nPositions = 64;
        c.vocabSize = 257;
        fixture::writeGpt2Folder(modelDir.path().toStdString(), {.config = c, .tokenizer = fixture::FixtureTokenizer::Bytes});
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->showOnScreen();  // as kvscope starts without --size
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(idle());
        w->session()->loadModel(modelDir.path());
        QVERIFY(idle());
        QCOMPARE(w->session()->model().heads, 32);
        w->session()->setPooledKvHeads(8);
        QVERIFY(idle());
        QCOMPARE(w->session()->model().kvHeads, 8);
        w->session()->prefill();
        QVERIFY(idle());
        w->session()->stepForward();
        QVERIFY(idle());
    }
    void cleanupTestCase() { w.reset(); }

    void theWindowFitsTheScreen() {
        QCOMPARE(w->screen()->size(), QSize(1280, 720));
        QTRY_VERIFY2_WITH_TIMEOUT(outsideTheScreen().isEmpty(), qPrintable(outsideTheScreen()), 5000);
        QVERIFY2(w->minimumSizeHint().height() <= w->screen()->availableGeometry().height(),
                 qPrintable(QString::number(w->minimumSizeHint().height())));
    }

    void everyHeadTitleIsWhole() {
        const QList<HeatmapWidget*> heads = w->findChildren<HeatmapWidget*>(QRegularExpression("^head\\d+$"));
        QCOMPARE(heads.size(), 32);
        for (const HeatmapWidget* h : heads) QVERIFY2(cutTitle(h).isEmpty(), qPrintable(cutTitle(h)));
        const QStringList cut = test::renderedCuts(w.get());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));
    }

    // One style for all the heads, at every width: panels a pixel apart in width once mixed
    // "Head 1 / KV head 1" with "H2 · KV2" (presentation mode at 1920×1080).
    void theTitlesShareOneStyle() {
        w->showNormal();
        w->setPresentationMode(true, false);
        QVERIFY(idle());
        const QList<HeatmapWidget*> heads = w->findChildren<HeatmapWidget*>(QRegularExpression("^head\\d+$"));
        QSet<QString> seen;  // the styles met over the widths, one at a time
        for (int width = 1920; width >= 1280; width -= 8) {
            w->resize(width, 1080);
            QTest::qWait(20);
            QCoreApplication::processEvents();
            QSet<QString> styles;
            for (const HeatmapWidget* h : heads) {
                const QStringList lines = h->titleLines(h->width());
                styles << QString("%1 line(s), %2").arg(lines.size()).arg(lines.first().startsWith("Head") ? "long" : "short");
            }
            QVERIFY2(styles.size() == 1, qPrintable(QString("at %1 pixels: %2").arg(w->width()).arg(QStringList(styles.values()).join(" and "))));
            seen += styles;
        }
        w->setPresentationMode(false);
        w->showMaximized();
        QVERIFY(idle());
        QVERIFY2(seen.size() > 1, "the widths tried never changed the titles' style");
    }

    // One KV head's query heads alone: the 4 heads that read the same K and V, at four times
    // the width they had among 32, their titles whole; a head chosen elsewhere brings its group.
    void oneKvGroupShownLarge() {
        auto* groups = w->findChild<QComboBox*>("headGroupSelector");
        QVERIFY(groups);
        QVERIFY(groups->isVisible());
        QCOMPARE(groups->count(), 1 + 8);
        QCOMPARE(groups->itemText(0), QString("All heads"));
        QCOMPARE(groups->itemText(3), QString("KV3 · H9–12"));
        QCOMPARE(groups->itemData(3, Qt::ToolTipRole).toString(), QString("KV head 3 · heads 9–12"));
        const auto shown = [this] {
            QStringList names;
            for (const HeatmapWidget* h : w->findChildren<HeatmapWidget*>(QRegularExpression("^head\\d+$")))
                if (h->isVisible()) names << h->objectName();
            names.sort();
            return names;
        };
        QCOMPARE(shown().size(), 32);
        QTest::qWait(200);  // (the test before left the window maximized again: its layout settles)
        QCoreApplication::processEvents();
        const auto cell = [this](const char* name) {
            const HeatmapWidget* h = w->findChild<HeatmapWidget*>(name);
            return h->layoutFor(QRectF(h->rect())).grid.cellSize();
        };
        const double smallCell = cell("head8");

        groups->setCurrentIndex(3);
        QVERIFY(idle());
        saveShot("many-heads-group");
        QCOMPARE(shown(), QStringList({"head10", "head11", "head8", "head9"}));
        for (const QString& name : shown()) {
            const HeatmapWidget* h = w->findChild<HeatmapWidget*>(name);
            const double large = cell(qPrintable(name));
            QVERIFY2(large >= 2 * smallCell, qPrintable(QString("%1: cells of %2 pixels, %3 among 32").arg(name).arg(large).arg(smallCell)));
            QVERIFY2(cutTitle(h).isEmpty(), qPrintable(cutTitle(h)));
        }
        const QStringList cut = test::renderedCuts(w.get());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));

        w->session()->setHead(30);  // as the model or line view does: KV head 8's group
        QVERIFY(idle());
        QCOMPARE(groups->currentIndex(), 8);
        QCOMPARE(shown(), QStringList({"head28", "head29", "head30", "head31"}));

        groups->setCurrentIndex(0);
        QVERIFY(idle());
        QCOMPARE(shown().size(), 32);
        QTRY_VERIFY2(std::abs(cell("head8") - smallCell) < 0.05 * smallCell,
                     qPrintable(QString("cells of %1 pixels, %2 before").arg(cell("head8")).arg(smallCell)));
    }

    // The everyday window at 1280×720: the head selector sits in the header row beside the layer
    // and field selectors, the colour bar narrower but its labels whole, rather than taking a
    // row of the heatmaps' height of its own (it did: the bar kept its preferred 220 pixels).
    void theHeadSelectorSharesTheHeaderRow() {
        QTest::qWait(200);  // (the window was maximized again before: its layout settles)
        QCoreApplication::processEvents();
        auto* groups = w->findChild<QComboBox*>("headGroupSelector");
        auto* layers = w->findChild<QComboBox*>("layerSelector");
        auto* bar = w->findChild<QWidget*>("colorBar");
        QVERIFY(groups && layers && bar);
        QVERIFY(groups->isVisible());
        saveShot("many-heads-header");
        const QPoint selector = groups->mapTo(w.get(), groups->rect().center());
        const QPoint layer = layers->mapTo(w.get(), layers->rect().center());
        QVERIFY2(std::abs(selector.y() - layer.y()) <= 2,
                 qPrintable(QString("the head selector's middle at y %1, the layer selector's at %2").arg(selector.y()).arg(layer.y())));
        QVERIFY2(bar->width() >= bar->minimumSizeHint().width(),
                 qPrintable(QString("the colour bar %1 pixels wide, its labels need %2").arg(bar->width()).arg(bar->minimumSizeHint().width())));
        const QStringList cut = test::renderedCuts(w.get());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));
    }

    // Presentation mode at 1280×720, the largest font: the attention view's header holds the
    // layer, the field, the head selector and the colour bar, nothing of them cut.
    void thePresentationHeaderFits() {
        w->setPresentationMode(true, false);
        QVERIFY(idle());
        auto* groups = w->findChild<QComboBox*>("headGroupSelector");
        for (int group : {0, 8}) {
            groups->setCurrentIndex(group);
            QVERIFY(idle());
            saveShot(QString("many-heads-presentation-%1").arg(group));
            const QStringList cut = test::renderedCuts(w.get());
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));
        }
        groups->setCurrentIndex(0);
        w->setPresentationMode(false);
        w->showMaximized();
        QVERIFY(idle());
    }

    void kvCacheHeadersAreWhole() {
        auto* table = w->findChild<QTableView*>("kvTable");
        QVERIFY(table);
        const QHeaderView* header = table->horizontalHeader();
        const QFontMetrics fm(header->font());
        QCOMPARE(table->model()->columnCount(), 1 + 2 * 8);
        for (int s = 1; s < table->model()->columnCount(); ++s)
            for (const QString& line : table->model()->headerData(s, Qt::Horizontal).toString().split('\n'))
                QVERIFY2(fm.horizontalAdvance(line) < header->sectionSize(s),
                         qPrintable(QString("\"%1\" in a column of %2 pixels").arg(line).arg(header->sectionSize(s))));
    }
};

QTEST_MAIN(TestManyHeads)
#include "tst_many_heads.moc"
