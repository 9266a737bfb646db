// Lab › KV memory (ui/lab/kv_memory_window.h): what a KV cache costs in memory for a published
// configuration and for the loaded model — the numbers the core computes (tst_kv_memory checks
// them by hand), worked in the sentence, compared in the table, saved as CSV, PNG and SVG — and
// the window fits 1280×720 with nothing cut, in both themes; the Lab menu opens it.
#include <QComboBox>
#include <QImageReader>
#include <QMenuBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/lab/kv_memory_chart.h"
#include "ui/lab/kv_memory_window.h"
#include "ui/main_window.h"
#include "menu_action.h"
#include "ui/session/session_controller.h"
#include "fit_checks.h"

using namespace kvscope;
using namespace kvscope::ui;

class TestKvMemoryWindow : public QObject {
    Q_OBJECT

private slots:
    // Llama 3 8B, f16 cache and weights, 8,192 tokens: 128 KiB a token, 1 GiB, 15 GiB of weights,
    // the cache the larger from 122,532 tokens; MHA would keep 4×, MQA an eighth.
    void llama3_8b() {
        KvMemoryWindow w;
        w.showModel("Llama-3-8B");
        const QString s = w.sentence();
        QVERIFY2(s.contains("2 · 32 layers · 8 KV heads · 128 · 2 bytes = 128 KiB per token"), qPrintable(s));
        QVERIFY2(s.contains("<b>1 GiB</b>") && s.contains("<b>15 GiB</b>") && s.contains("122,532 tokens"), qPrintable(s));
        QVERIFY2(s.contains("meta-llama/Meta-Llama-3-8B"), qPrintable(s));
        QTableWidget* t = w.table();
        QCOMPARE(t->rowCount(), 5);
        const auto cell = [t](int r, int c) { return t->item(r, c)->text(); };
        QCOMPARE(cell(0, 0), QString("as shipped (GQA 32/8)"));
        QCOMPARE(cell(1, 0), QString("MHA (32 KV heads)"));
        QCOMPARE(cell(1, 3), QString("512 KiB"));
        QCOMPARE(cell(1, 4), QString("4 GiB"));
        QCOMPARE(cell(2, 0), QString("MQA (1 KV head)"));
        QCOMPARE(cell(2, 5), QString("980,257 tokens"));
        QCOMPARE(cell(4, 0), QString("int4 cache"));
        QCOMPARE(cell(4, 3), QString("32 KiB"));
        // a batch of 8 gets there 8× sooner
        w.setBatch(8);
        QCOMPARE(cell(0, 5), QString("15,317 tokens"));
        QCOMPARE(w.view().rows.first().crossoverContext, 122532.0625 / 8);
        const QStringList csv = QString::fromUtf8(w.csv()).trimmed().split('\n');
        QCOMPARE(csv.size(), 6);
        QCOMPARE(csv[0], QString("model,kv_cache,attention,elements,bytes_per_token,context,batch,cache_bytes,weights,"
                                 "weight_bytes,crossover_context"));
        QCOMPARE(csv[1], QString("Llama-3-8B,as shipped (GQA 32/8),GQA 32/8,f16,131072,8192,8,8589934592,f16,"
                                 "16060522496,15316.5078125"));
    }

    // The loaded model is the first entry; the toy, with no weights to compare, gives none.
    void theLoadedModel() {
        MainWindow window;
        window.session()->loadModel("tiny");
        QTRY_VERIFY(window.session()->hasModel() && window.session()->model().name == "tiny");
        KvMemoryWindow* w = window.openKvMemoryLab();
        w->setContext(256);
        QVERIFY2(w->sentence().contains("2 · 8 layers · 8 KV heads · 16 · 2 bytes = 4 KiB per token"), qPrintable(w->sentence()));
        QVERIFY2(w->sentence().contains("<b>1 MiB</b>"), qPrintable(w->sentence()));
        QCOMPARE(w->view().model, QString("tiny"));
        QCOMPARE(w->findChild<QComboBox*>()->itemText(0), QString("tiny (loaded)"));
        window.session()->loadModel("weather");
        QTRY_VERIFY(window.session()->model().isToy);
        QCOMPARE(w->findChild<QComboBox*>()->itemText(0), QString("GPT-2 small"));
        QCOMPARE(w->view().model, QString("GPT-2 small"));
    }

    void savesTheChartAndTheTable() {
        QTemporaryDir dir;
        KvMemoryWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showModel("DeepSeek-V2-Lite");  // MLA: no head variants, the int8/int4 rows
        QCOMPARE(w.table()->rowCount(), 3);
        QVERIFY2(w.sentence().contains("27 layers · 576 latent · 2 bytes = 30.4 KiB per token"), qPrintable(w.sentence()));
        QVERIFY(w.saveChart(dir.filePath("m.png")).isEmpty());
        QImageReader png(dir.filePath("m.png"));
        QCOMPARE(png.size(), w.chart()->size() * 2);
        QVERIFY(w.saveChart(dir.filePath("m.svg")).isEmpty());
        QFile svg(dir.filePath("m.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("the cache outgrows the weights at 1,009,516 tokens"));  // text stays text
        QVERIFY(w.saveTable(dir.filePath("m.csv")).isEmpty());
        QFile csv(dir.filePath("m.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll(), w.csv());
        QVERIFY(!w.saveTable(dir.filePath("missing/m.csv")).isEmpty());
    }

    void fitsAProjectorInBothThemes() {
        for (bool dark : {false, true}) {
            MainWindow window;
            window.setDarkTheme(dark);
            KvMemoryWindow* w = window.openKvMemoryLab();
            w->resize(1280, 720);
            QVERIFY(QTest::qWaitForWindowExposed(w));
            for (const char* model : {"Llama-3-70B", "SmolLM2-135M", "DeepSeek-V2-Lite"}) {
                w->showModel(model);
                const QStringList cuts = test::renderedCuts(w);
                QVERIFY2(cuts.isEmpty(), qPrintable(cuts.join(" | ")));
                // the whole table is in view: no scrolling to find a row
                QTableWidget* t = w->table();
                const QRect last = t->visualItemRect(t->item(t->rowCount() - 1, t->columnCount() - 1));
                QVERIFY(t->viewport()->rect().contains(last));
            }
        }
    }

    void theLabMenuOpensIt() {
        MainWindow window;
        QAction* open = test::menuAction(window, "KV memory…");
        QVERIFY(open);
        open->trigger();
        QVERIFY(window.findChild<KvMemoryWindow*>());
    }
};

QTEST_MAIN(TestKvMemoryWindow)
#include "tst_kv_memory_window.moc"
