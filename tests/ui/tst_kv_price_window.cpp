// Lab › KV cache price (ui/lab/kv_price_window.h): measured on the tiny GPT, every row is what
// the core's lab measures on the same tokens (core/lab/kv_lab.h, itself checked in tst_kv_lab)
// under the interface's name; the chart puts each at its bytes and quality; the table saves as
// CSV and the chart as PNG/SVG; a file that cannot be read says so; Cancel stops a measurement;
// the window fits 1280×720 in both themes with nothing cut; the Lab menu opens it.
#include <QComboBox>
#include <QImageReader>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "core/lab/kv_lab.h"
#include "core/model_registry.h"
#include "resources/embedded_resources.h"
#include "ui/lab/kv_price_chart.h"
#include "ui/lab/kv_price_window.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "fit_checks.h"
#include "menu_action.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
// one full window of 128 positions (<|endoftext|> and 127 tokens): what the bytes are measured
// after, and light enough for the ThreadSanitizer run (every setting reads them token by token)
constexpr int kTokens = 127;

// A measurement of 127 tokens takes about a minute under ThreadSanitizer on a quiet machine of
// two cores, and three times that beside other builds: the wait allows for that, the tests that
// check layout and files rather than numbers read fewer tokens.
bool waitIdle(KvPriceWindow& w) { return QTest::qWaitFor([&] { return w.idle(); }, 400000); }
constexpr int kFewTokens = 24;
}  // namespace

class TestKvPriceWindow : public QObject {
    Q_OBJECT

private slots:
    void rowsAreTheCoresMeasurements() {
        KvPriceWindow w;
        w.setModel("tiny", "tiny", false);
        w.setMaxTokens(kTokens);
        w.measure();
        QVERIFY(waitIdle(w));
        const KvPriceReportView& r = w.report();
        QVERIFY2(!r.isEmpty(), qPrintable(w.statusText()));
        // the same settings measured by the core directly
        const ModelPtr model = loadModel("tiny");
        const std::vector<TokenId> ids = model->tokenizer().encode(std::string(*embeddedResource("lab/heldout-passage.txt")));
        std::vector<KvLabSetting> settings = standardKvLabSettings(32, 0);
        for (const KvLabSetting& s : boundedKvLabSettings(32, 4, 16, model->info())) settings.push_back(s);
        for (const KvLabSetting& s : pooledKvLabSettings(*model)) settings.push_back(s);
        const KvLabReport want = measureKvSettings(model, ids, settings, kTokens);
        QCOMPARE(r.tokens, kTokens);
        QCOMPARE(r.rows.size(), qsizetype(want.results.size()));
        for (int i = 0; i < r.rows.size(); ++i) {
            QCOMPARE(r.rows[i].perplexity, want.results[size_t(i)].perplexity);
            QCOMPARE(r.rows[i].meanKl, want.results[size_t(i)].meanKl);
            QCOMPARE(r.rows[i].top1Agreement, want.results[size_t(i)].top1Agreement);
            QCOMPARE(r.rows[i].kvBytes, want.results[size_t(i)].kvBytes);
        }
        // named in the interface's words, the family colouring the chart
        QCOMPARE(r.rows[0].name, QString("f32 (exact)"));
        QCOMPARE(r.rows[5].name, QString("int4, keys per-channel, values per-token (groups of 32)"));
        QCOMPARE(r.rows[5].family, KvPriceRowView::Family::Quantized);
        QCOMPARE(r.rows[8].name, QString("window of 32 with 4 sinks"));
        QCOMPARE(r.rows[8].bytesVsExact, 0.25);
        QCOMPARE(r.rows[9].name, QString("window of 32 with 16 heavy hitters"));
        QCOMPARE(r.rows[9].family, KvPriceRowView::Family::Window);
        QCOMPARE(r.rows[9].bytesVsExact, 0.25);
        QCOMPARE(r.rows[12].name, QString("MQA: KV heads mean-pooled 8 → 1"));
        QCOMPARE(w.table()->rowCount(), r.rows.size());
        QCOMPARE(w.table()->item(12, 2)->text(), QString("0.125×"));
        QVERIFY2(w.sentence().startsWith(QString("tiny read %1 tokens of the held-out passage token by token").arg(kTokens)),
                 qPrintable(w.sentence()));
        // the chart: exact at 1× on the KL floor, MQA at an eighth of the bytes, higher
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QVector<QPointF> at = w.chart()->points();
        QVERIFY(at[12].x() < at[5].x() && at[5].x() < at[2].x() && at[2].x() < at[0].x());
        QVERIFY(at[12].y() < at[5].y());  // more KL: higher up
    }

    void savesAndReportsProblems() {
        QTemporaryDir dir;
        KvPriceWindow w;
        w.setModel("tiny", "tiny", false);
        w.setTextFile(dir.filePath("missing.txt"));
        w.measure();
        QVERIFY(waitIdle(w));
        QVERIFY(w.report().isEmpty());
        QVERIFY2(w.statusText().contains("missing.txt"), qPrintable(w.statusText()));
        w.setTextFile({});
        w.setMaxTokens(kFewTokens);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.measure();
        QVERIFY(waitIdle(w));
        QVERIFY(!w.report().isEmpty());
        QVERIFY(w.saveTable(dir.filePath("p.csv")).isEmpty());
        QFile csv(dir.filePath("p.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray bytes = csv.readAll();
        QCOMPARE(bytes, w.csv());
        QVERIFY(bytes.startsWith("model,text,tokens,setting,kv_bytes,kv_bytes_vs_f32,perplexity,top1_agreement,"));
        QCOMPARE(bytes.count('\n'), w.report().rows.size() + 1);
        QVERIFY(w.saveChart(dir.filePath("p.png")).isEmpty());
        QCOMPARE(QImageReader(dir.filePath("p.png")).size(), w.chart()->size() * 2);
        QVERIFY(w.saveChart(dir.filePath("p.svg")).isEmpty());
        QFile svg(dir.filePath("p.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("window + 4 sinks"));
    }

    void cancelStopsAMeasurement() {
        KvPriceWindow w;
        w.setModel("tiny", "tiny", false);
        w.setMaxTokens(0);  // the whole passage: seconds of work
        QSignalSpy cancelled(w.controller(), &KvPriceController::cancelled);
        w.measure();
        QTRY_VERIFY(!w.idle());
        w.cancel();
        QVERIFY(waitIdle(w));
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(w.report().isEmpty());
        QCOMPARE(w.statusText(), QString("Cancelled."));
    }

    void fitsAProjectorInBothThemes() {
        for (bool dark : {false, true}) {
            MainWindow window;
            window.setDarkTheme(dark);
            window.session()->loadModel("tiny");
            QTRY_VERIFY(window.session()->hasModel() && window.session()->model().name == "tiny");
            KvPriceWindow* w = window.openKvPriceLab();
            w->resize(1280, 720);
            QVERIFY(QTest::qWaitForWindowExposed(w));
            w->setMaxTokens(kFewTokens);
            w->measure();
            QVERIFY(waitIdle(*w));
            for (int quality = 0; quality < 3; ++quality) {
                w->findChildren<QComboBox*>().last()->setCurrentIndex(quality);
                const QStringList cuts = test::renderedCuts(w);
                QVERIFY2(cuts.isEmpty(), qPrintable(cuts.join(" | ")));
            }
            QTableWidget* t = w->table();
            const QRect last = t->visualItemRect(t->item(t->rowCount() - 1, t->columnCount() - 1));
            QVERIFY(t->viewport()->rect().contains(last));  // every row in view
        }
    }

    void theLabMenuOpensIt() {
        MainWindow window;
        QAction* open = test::menuAction(window, "KV cache price…");
        QVERIFY(open);
        open->trigger();
        QVERIFY(window.findChild<KvPriceWindow*>());
    }
};

QTEST_MAIN(TestKvPriceWindow)
#include "tst_kv_price_window.moc"
