// Export inside the app, through the export controller the menus call: a view to SVG and to
// PNG at 1×–3× in a chosen theme (the app's own theme stays), the window, the clipboard, data
// as JSON and CSV for the current step and the timeline, and the menus that offer it all.
#include <QClipboard>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/export/export_controller.h"
#include "ui/export/exportable_view.h"
#include "ui/views/kv_cache_view.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestExportController : public QObject {
    Q_OBJECT
    std::unique_ptr<MainWindow> w;
    QTemporaryDir dir;

    bool idle() {
        return QTest::qWaitFor([&] { return !w->session()->busy(); }, 10000);
    }
    ExportableView view(const QString& id) const {
        for (const ExportableView& v : w->exportableViews())
            if (v.id == id) return v;
        return {};
    }
    ExportController* exporter() const { return w->exporter(); }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName("KVScopeTest");
    }
    void init() {
        w = std::make_unique<MainWindow>(nullptr, false);
        w->setAnimationsEnabled(false);
        w->resize(1500, 950);  // the offscreen screen is 800×600; the window would fit itself to it
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        QVERIFY(idle());
        w->session()->prefill();
        QVERIFY(idle());
        w->session()->stepForward();
        QVERIFY(idle());
    }
    void cleanup() { w.reset(); }

    // A capture shows the views at rest: the KV table's new row, still fading in, is drawn whole
    // (a screenshot used to catch its strips blank).
    void aCaptureFinishesTheTransitions() {
        w->setAnimationsEnabled(true);
        w->session()->stepForward();
        QVERIFY(idle());
        auto* kv = qobject_cast<KvCacheView*>(view("kv-cache").widget);
        QVERIFY(kv);
        QVERIFY(kv->animationMs() > 0);
        QVERIFY2(QTest::qWaitFor([&] { return kv->flashProgress() < 1.0; }, 2000),
                 "the new row should be fading in");
        settleForCapture(w.get());
        QCOMPARE(kv->flashProgress(), 1.0);
    }

    void everyViewIsOffered() {
        QStringList ids;
        for (const ExportableView& v : w->exportableViews()) {
            ids << v.id;
            QCOMPARE(v.widget->contextMenuPolicy(), Qt::CustomContextMenu);
        }
        QCOMPARE(ids, (QStringList{"attention", "tokens", "mask", "context", "logits", "kv-cache", "work", "explain",
                                   "model", "lines", "compare"}));
        QMenu* file = w->menuBar()->actions().at(0)->menu();
        QStringList entries;
        for (QAction* a : file->actions()) entries << a->text();
        QVERIFY(entries.contains("Export view"));
        QVERIFY(entries.contains("Copy view image"));
        QVERIFY(entries.contains("Export window screenshot…"));
        QVERIFY(entries.contains("Export data (JSON / CSV)…"));
        QCOMPARE(file->actions().at(entries.indexOf("Export view"))->menu()->actions().size(), 11);
    }

    void contextMenuOffersTheExports() {
        QWidget* logits = view("logits").widget;
        emit logits->customContextMenuRequested(QPoint(20, 20));
        QMenu* menu = logits->findChild<QMenu*>();
        QVERIFY(menu);
        QStringList entries;
        for (QAction* a : menu->actions()) entries << a->text();
        QCOMPARE(entries, (QStringList{"Export Logits & probabilities…", "Copy image", "Export window screenshot…",
                                       "Export data (JSON / CSV)…"}));
        menu->close();
    }

    void aFailureIsReported() {
        w->session()->reset();
        QSignalSpy failed(exporter(), &ExportController::exportFailed);
        exporter()->askExportData();  // nothing to export: no dialog is opened
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), QString("nothing to export yet: run the prefill first"));
        QCOMPARE(w->statusBar()->currentMessage(), QString("nothing to export yet: run the prefill first"));
    }

    void pngAtEachScale_data() {
        QTest::addColumn<int>("scale");
        QTest::newRow("1x") << 1;
        QTest::newRow("2x") << 2;
        QTest::newRow("3x") << 3;
    }
    void pngAtEachScale() {
        QFETCH(int, scale);
        const ExportableView logits = view("logits");
        const QString path = dir.filePath(QString("logits-%1.png").arg(scale));
        QCOMPARE(exporter()->exportView(logits, path, ExportController::ImageFormat::Png, scale, ExportTheme::Current),
                 QString());
        // the same part of the view (its content, cropped) at `scale` pixels per view pixel
        const QString once = dir.filePath("logits-1x.png");
        QCOMPARE(exporter()->exportView(logits, once, ExportController::ImageFormat::Png, 1, ExportTheme::Current),
                 QString());
        const QSize content = QImage(once).size();
        QVERIFY(content.width() <= logits.widget->width() && content.height() <= logits.widget->height());
        QCOMPARE(QImage(path).size(), content * scale);
    }

    void aHiddenTabIsRaisedToBeDrawn() {
        const ExportableView mask = view("mask");  // tabbed behind the context vectors at start
        const QString path = dir.filePath("mask.svg");
        QCOMPARE(exporter()->exportView(mask, path, ExportController::ImageFormat::Svg, 1, ExportTheme::Current),
                 QString());
        QVERIFY(mask.widget->isVisible());
        QSvgRenderer svg(path);
        QVERIFY(svg.isValid());
        // the mask cropped to its content: inside the view, and more than a sliver of it
        const QSize box = svg.viewBox().size();
        QVERIFY(box.width() <= mask.widget->width() && box.height() <= mask.widget->height());
        QVERIFY2(box.width() > 50 && box.height() > 50, qPrintable(QString("%1x%2").arg(box.width()).arg(box.height())));
    }

    void svgKeepsTextAndTheAppKeepsItsTheme() {
        QVERIFY(!w->darkTheme());
        const QString path = dir.filePath("attention-dark.svg");
        QCOMPARE(exporter()->exportView(view("attention"), path, ExportController::ImageFormat::Svg, 1, ExportTheme::Dark),
                 QString());
        QVERIFY(!w->darkTheme());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        QVERIFY(svg.contains(QRegularExpression("<text[^>]*>\\s*weather\\s*</text>")));
        QVERIFY(svg.contains(QRegularExpression("<text[^>]*>\\s*Head 1 · even positions\\s*</text>")));
        // heatmap cells are filled rectangles, not a scaled bitmap: "first token" puts weight 1
        // (viridis yellow) on each row's first key, seven rows of the heads' grid
        QVERIFY(svg.count(QRegularExpression("fill=\"#fde725\"[^>]*>\\s*<rect")) >= 7);

        const QString png = dir.filePath("tokens-dark.png");
        QCOMPARE(exporter()->exportView(view("tokens"), png, ExportController::ImageFormat::Png, 1, ExportTheme::Dark),
                 QString());
        QVERIFY(QImage(png).pixelColor(2, 2).lightness() < 90);
        QVERIFY(!w->darkTheme());
    }

    void windowScreenshot() {
        const QString path = dir.filePath("window.png");
        QCOMPARE(exporter()->exportWindow(path, 2, ExportTheme::Light), QString());
        QCOMPARE(QImage(path).size(), w->size() * 2);
        QCOMPARE(exporter()->exportWindow(path, 4, ExportTheme::Light), QString("bad scale 4 (use 1, 2 or 3)"));
    }

    void copyToClipboard() {
        QSignalSpy copied(QApplication::clipboard(), &QClipboard::dataChanged);
        exporter()->copyView(4);  // logits
        const QImage image = QApplication::clipboard()->image();
        if (copied.isEmpty() && image.isNull()) QSKIP("this platform has no clipboard");
        QCOMPARE(image.size(), exporter()->viewImage(view("logits"), 2, ExportTheme::Current).size());
    }

    void dataOfTheCurrentStepAndTimeline() {
        w->session()->goToStep(0);
        const QString step = dir.filePath("step00.json");
        WriteResult r = exporter()->exportData(step, ExportController::DataFormat::Json,
                                               ExportController::DataScope::CurrentStep);
        QCOMPARE(r.error, QString());
        QCOMPARE(r.files, QStringList{step});
        QFile f(step);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray steps = doc["steps"].toArray();
        QCOMPARE(steps.size(), 1);
        QCOMPARE(steps[0].toObject()["context"].toArray()[3].toArray(), (QJsonArray{12.5, 5, 10, 9}));

        QTemporaryDir csv;
        r = exporter()->exportData(csv.path(), ExportController::DataFormat::Csv, ExportController::DataScope::Timeline);
        QCOMPARE(r.error, QString());
        QCOMPARE(r.files.size(), 6);
        QVERIFY(r.files.contains(csv.filePath("timeline-work.csv")));
        QFile work(csv.filePath("timeline-work.csv"));
        QVERIFY(work.open(QIODevice::ReadOnly));
        QCOMPARE(work.readAll().count('\n'), 1 + 2);  // header + prefill + one decode step

        r = exporter()->exportData(csv.path(), ExportController::DataFormat::Csv, ExportController::DataScope::CurrentStep);
        QVERIFY(r.files.contains(csv.filePath("step00-logits.csv")));
    }

    void failuresSayWhatAndChangeNothing() {
        const QString missing = dir.filePath("gone/logits.png");
        QCOMPARE(exporter()->exportView(view("logits"), missing, ExportController::ImageFormat::Png, 1,
                                        ExportTheme::Current),
                 QString("cannot write %1: the folder %2 does not exist").arg(missing, dir.filePath("gone")));
        const WriteResult r = exporter()->exportData(dir.filePath("gone"), ExportController::DataFormat::Csv,
                                                     ExportController::DataScope::Timeline);
        QVERIFY(r.files.isEmpty());
        QVERIFY(r.error.contains("does not exist"));
        QVERIFY(!QFileInfo::exists(dir.filePath("gone")));
        QCOMPARE(exporter()->exportView(view("logits"), dir.filePath("x.png"), ExportController::ImageFormat::Png, 0,
                                        ExportTheme::Current),
                 QString("bad scale 0 (use 1, 2 or 3)"));
        QVERIFY(!QFileInfo::exists(dir.filePath("x.png")));
    }

    void nothingToExportBeforeThePrefill() {
        w->session()->reset();
        const WriteResult r = exporter()->exportData(dir.filePath("t.json"), ExportController::DataFormat::Json,
                                                     ExportController::DataScope::Timeline);
        QCOMPARE(r.error, QString("nothing to export yet: run the prefill first"));
        QVERIFY(!QFileInfo::exists(dir.filePath("t.json")));
    }
};

QTEST_MAIN(TestExportController)
#include "tst_export_controller.moc"
