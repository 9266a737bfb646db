// Lab › Quantized weights (ui/lab/quant_block_window.h): for a GGUF file it lists the
// quantized tensors, shows the block asked for with the numbers the core's anatomy gives
// (core/gguf/block_anatomy.h, itself checked against the decoder), follows a clicked cell,
// says why there is nothing to show for a model of plain floats, and fits 1280×720 with no
// text cut, in both themes; the Lab menu opens it on the loaded model.
#include <QComboBox>
#include <QMenuBar>
#include <QSpinBox>
#include <QtTest>

#include "core/gguf/block_anatomy.h"
#include "core/gguf/gguf_file.h"
#include "ui/lab/block_grid.h"
#include "ui/lab/quant_block_window.h"
#include "ui/main_window.h"
#include "menu_action.h"
#include "ui/views/text_fit.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
const QString kQ4km = KVSCOPE_SOURCE_DIR "/tests/data/gguf/models/random-k256-q4_k_m.gguf";
}

class TestQuantBlockWindow : public QObject {
    Q_OBJECT

private slots:
    void showsTheBlockTheCoreTakesApart() {
        QuantBlockWindow w;
        w.setSource(kQ4km);
        // token_embd and 7 matrices in each of 2 layers
        QCOMPARE(w.tensorCount(), 15);
        QVERIFY(w.showBlock("blk.0.attn_q.weight", 3, 0));
        QVERIFY(w.summaryText().startsWith("blk.0.attn_q.weight · row 3 of 256 · block 0 of 1 (weights 0–255 of the row) · "
                                           "Q4_K: 256 weights in 144 bytes, 4.50 bits each"));
        const GgufFile file(kQ4km.toStdString());
        const GgufTensorInfo* t = file.findTensor("blk.0.attn_q.weight");
        const BlockAnatomy a = describeBlock(t->type, file.data(*t).subspan(3 * 144, 144));
        QCOMPARE(w.explanationText(), QString::fromStdString(a.explanation));
        // clicking weight 37 shows its arithmetic
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTest::mouseClick(w.grid(), Qt::LeftButton, {}, w.grid()->cellRect(37).center().toPoint());
        QCOMPARE(w.grid()->selected(), 37);
        const QString detail = w.detailText();
        QVERIFY2(detail.startsWith(QString("Weight 37 of the block (37 of the row), sub-block 1: stored %1, so q = %1;")
                                       .arg(a.stored[37])),
                 qPrintable(detail));
        QVERIFY2(detail.contains(QString::number(a.value[37], 'g', 5).replace('-', QChar(0x2212))), qPrintable(detail));
    }

    void aQ6_KBlockAndTheSecondBlockOfARow() {
        QuantBlockWindow w;
        w.setSource(kQ4km);
        QVERIFY(w.showBlock("blk.1.ffn_down.weight", 5, 1));
        QVERIFY(w.summaryText().contains("block 1 of 2 (weights 256–511 of the row) · Q6_K: 256 weights in 210 bytes"));
        QVERIFY(!w.showBlock("blk.1.ffn_down.weight", 5, 2));  // a row of 512 has blocks 0 and 1
        QVERIFY(!w.showBlock("output_norm.weight", 0, 0));     // F32: not quantized
    }

    void aModelOfPlainFloatsSaysSo() {
        QuantBlockWindow w;
        w.setSource(KVSCOPE_SOURCE_DIR "/tests/data/llama-ref/llama-gqa");
        QCOMPARE(w.tensorCount(), 0);
        w.show();
        QVERIFY(w.problemText().contains("Open a GGUF file"));
        w.setSource(KVSCOPE_SOURCE_DIR "/tests/data/gguf/models/llama-gqa-f32.gguf");
        QVERIFY(w.problemText().contains("llama-gqa-f32.gguf holds no quantized tensors"));
    }

    void fitsAProjectorInBothThemes() {
        for (bool dark : {false, true}) {
            MainWindow window;
            window.setDarkTheme(dark);
            QuantBlockWindow* w = window.openQuantLab(kQ4km);
            w->resize(1280, 720);
            QVERIFY(QTest::qWaitForWindowExposed(w));
            for (const auto& [tensor, row] : {std::pair{"blk.0.attn_q.weight", 3}, std::pair{"blk.1.ffn_down.weight", 5}}) {
                resetCutTexts();
                QVERIFY(w->showBlock(tensor, row, 0));
                w->grab();
                QVERIFY2(cutTexts().isEmpty(), qPrintable(cutTexts().join(" | ")));
                const QRectF last = w->grid()->cellRect(255);
                QVERIFY(w->grid()->rect().contains(last.toAlignedRect()));
            }
        }
    }

    void theLabMenuOpensIt() {
        MainWindow window;
        QAction* open = test::menuAction(window, "Quantized weights…");
        QVERIFY(open);
        open->trigger();
        QVERIFY(window.findChild<QuantBlockWindow*>());
    }
};

QTEST_MAIN(TestQuantBlockWindow)
#include "tst_quant_block_window.moc"
