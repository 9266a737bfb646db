// Grouped-query attention as the views tell it, with the GQA reference model
// (tests/data/llama-ref/llama-gqa: 8 query heads sharing 2 KV heads of 8 dimensions, 2 layers)
// and the MQA one (4 query heads, 1 KV head of 16): head titles, the KV table's headers, the
// bytes per token against one KV head per query head, and RoPE's angles in the Explain text.
#include <QtTest>

#include <cmath>

#include "core/engine.h"
#include "core/model_registry.h"
#include "ui/session/engine_worker.h"
#include "ui/views/explain_text.h"
#include "ui/views/kv_cache_model.h"
#include "ui/views/kv_grouping.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
const QString kRefs = QStringLiteral(KVSCOPE_SOURCE_DIR "/tests/data/llama-ref/");

StepView prefill(const ModelPtr& model) {
    Engine engine(model);
    StepView view;
    view.record = engine.prefill(model->defaultPrompt(), {});
    for (TokenId id : view.record->tokens) view.tokens << QString::fromStdString(model->tokenizer().displayText(id));
    view.candidates << "x";
    return view;
}
}  // namespace

class TestKvGrouping : public QObject {
    Q_OBJECT
private slots:
    void headsAreNamedWithTheirKvHead() {
        const ModelPtr model = loadModel((kRefs + "llama-gqa").toStdString());
        const ModelSummary m = summarizeModel(*model, kRefs + "llama-gqa");
        QCOMPARE(m.groupSize(), 4);
        QCOMPARE(headLabel(m, 0, 0), QString("Head 1 · KV head 1"));
        QCOMPARE(headLabel(m, 1, 4), QString("Head 5 · KV head 2"));
        QCOMPARE(headLabel(m, 1, 7), QString("Head 8 · KV head 2"));
        QCOMPARE(queryHeadsOf(m, 1), QString("heads 5–8"));
        QCOMPARE(groupingName(m), QString("GQA"));
        // GPT-2: one KV head per query head, titles as before
        const ModelPtr tiny = tinyModel();
        const ModelSummary t = summarizeModel(*tiny, "tiny");
        QVERIFY(!t.headName(0, 5).isEmpty());  // L0H5, the previous-token head
        QCOMPARE(headLabel(t, 0, 5), QString("Head 6 · ") + t.headName(0, 5));
        QCOMPARE(headLabel(t, 0, 4), QString("Head 5"));
        // the short forms of a narrow panel (the head's own label left out)
        QCOMPARE(headShortLabel(m, 4), QString("H5 · KV2"));
        QCOMPARE(headShortLabel(t, 5), QString("H6"));
        // the attention view's head selector: a KV head and the query heads reading it
        QCOMPARE(groupShortLabel(m, 0), QString("KV1 · H1–4"));
        QCOMPARE(groupShortLabel(m, 1), QString("KV2 · H5–8"));
        QCOMPARE(groupingName(t), QString());
        QCOMPARE(kvSavingText(t, 8192), QString());
    }

    void bytesPerTokenAgainstOneKvHeadPerQueryHead() {
        const ModelPtr model = loadModel((kRefs + "llama-gqa").toStdString());
        const ModelSummary m = summarizeModel(*model, kRefs + "llama-gqa");
        const StepView step = prefill(model);
        // 2 · L · H_kv · hd · 4 = 2 · 2 · 2 · 8 · 4 = 256; with 8 KV heads 1,024
        QCOMPARE(kvBytesPerToken(*step.record), qint64(256));
        QCOMPARE(kvPerTokenText(m, 256),
                 QString("256 B per token — GQA: 8 query heads share 2 KV heads, 4× smaller than one KV head per "
                         "query head (1 KiB)"));
        QCOMPARE(kvSavingText(m, 256),
                 QString("GQA: 4× smaller cache — 256 B per token, 1 KiB with one KV head per query head"));

        const ModelPtr mqa = loadModel((kRefs + "llama-mqa").toStdString());
        const ModelSummary q = summarizeModel(*mqa, kRefs + "llama-mqa");
        // 2 · 2 · 1 · 16 · 4 = 256, a quarter of 4 KV heads' 1,024
        QCOMPARE(kvBytesPerToken(*prefill(mqa).record), qint64(256));
        QCOMPARE(kvSavingText(q, 256), QString("MQA: 4× smaller cache — 256 B per token, 1 KiB with one KV head per query head"));
    }

    void theKvTableNamesTheQueryHeadsOfEachPair() {
        const ModelPtr model = loadModel((kRefs + "llama-gqa").toStdString());
        const QVector<StepView> steps{prefill(model)};
        KvCacheModel table;
        table.setQueryHeadsPerKvHead(4);
        table.setSource(steps, 0, 1);
        QCOMPARE(table.columnCount(), 1 + 2 * 2);  // token, K1 V1 K2 V2
        QCOMPARE(table.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QString("K1\nh1–4"));
        QCOMPARE(table.headerData(4, Qt::Horizontal, Qt::DisplayRole).toString(), QString("V2\nh5–8"));
        QCOMPARE(table.headerData(3, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QString("Keys of KV head 2, read by query heads 5–8"));
        // columns too narrow for the second line: the name alone, the tooltip unchanged
        QCOMPARE(table.queryHeadsLine(4), QString("h5–8"));
        QSignalSpy changed(&table, &QAbstractItemModel::headerDataChanged);
        table.setQueryHeadsLineShown(false);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(table.headerData(4, Qt::Horizontal, Qt::DisplayRole).toString(), QString("V2"));
        QCOMPARE(table.headerData(3, Qt::Horizontal, Qt::ToolTipRole).toString(),
                 QString("Keys of KV head 2, read by query heads 5–8"));
        table.setQueryHeadsLineShown(false);
        QCOMPARE(changed.count(), 1);  // no change, no signal
        table.setQueryHeadsLineShown(true);
        QCOMPARE(table.headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QString("K1\nh1–4"));
    }

    // The rotation angles of the selected position, from the model's own frequencies:
    // head_dim 8 and θ 10000 give pairs turning 1, 0.1, 0.01, 0.001 rad per position.
    void ropeIsExplainedWithTheSelectedPositionsAngles() {
        const ModelPtr model = loadModel((kRefs + "llama-gqa").toStdString());
        const ModelSummary m = summarizeModel(*model, kRefs + "llama-gqa");
        QCOMPARE(m.ropeInverseFrequencies.size(), size_t(4));
        QVERIFY(std::abs(m.ropeInverseFrequencies[1] - 0.1) < 1e-15);
        const StepView step = prefill(model);
        const QString html = explainHtml(&step, m, SubStep::QueryKeyValue, 5, 0);
        // position 6 is index 5: the fastest pair turns 5 rad (286.5°), the slowest 0.005 rad
        QVERIFY2(html.contains("At position 6 (index 5) the fastest pair turns 5 rad (286.5°), the slowest 0.005 rad"),
                 qPrintable(html));
        QVERIFY2(html.contains("θ = 1e+04") || html.contains("θ = 10000"), qPrintable(html));
        QVERIFY2(html.contains("the 8 query heads share 2 KV heads: query heads 1–4 read the K and V of KV head 1"),
                 qPrintable(html));
        QVERIFY2(html.contains("The cache keeps 256 B per token, 4× less than the 1 KiB"), qPrintable(html));
        // GPT-2 has learned positions: no RoPE paragraph, no grouping
        const ModelPtr tiny = tinyModel();
        const StepView t = prefill(tiny);
        const QString gpt2 = explainHtml(&t, summarizeModel(*tiny, "tiny"), SubStep::QueryKeyValue, 2, 0);
        QVERIFY(!gpt2.contains("RoPE") && !gpt2.contains("GQA"));
        // llama3 scaling is named
        const ModelPtr scaled = loadModel((kRefs + "llama3-scaled").toStdString());
        const StepView s = prefill(scaled);
        QVERIFY(explainHtml(&s, summarizeModel(*scaled, "s"), SubStep::QueryKeyValue, 2, 0)
                    .contains("stretched by llama3 ×4 scaling"));
    }
};

QTEST_MAIN(TestKvGrouping)
#include "tst_kv_grouping.moc"
