// The explanation of every stage, for a full record and for one a recording budget thinned
// (a long run of a big model keeps full matrices for one layer only): no stage may index
// what was not kept, and the text says so instead of showing a number.
#include <QtTest>

#include "core/engine.h"
#include "core/model_registry.h"
#include "ui/views/explain_text.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
const SubStep kStages[] = {SubStep::Embed,  SubStep::QueryKeyValue, SubStep::Scores,        SubStep::Mask,
                           SubStep::Softmax, SubStep::Mix,          SubStep::Logits,        SubStep::Probabilities,
                           SubStep::Choose, SubStep::CacheAppend};
}

class TestExplainText : public QObject {
    Q_OBJECT
private slots:
    void everyStageOfTheWeatherPrefillShowsItsNumbers() {
        const ModelPtr model = weatherModel();
        Engine engine(model);
        StepView view;
        view.record = engine.prefill(model->defaultPrompt(), {});
        view.tokens = {"Today", "weather", "is", "so"};
        view.candidates = {"nice", "warm", "delicious"};
        ModelSummary summary;
        summary.heads = 4;
        summary.isToy = true;
        const QString mix = explainHtml(&view, summary, SubStep::Mix, 3, 0);
        QVERIFY2(mix.contains("[12.5]") && mix.contains("[5]") && mix.contains("[10]") && mix.contains("[9]"),
                 qPrintable(mix));
        const QString softmax = explainHtml(&view, summary, SubStep::Softmax, 3, 0);
        QVERIFY2(softmax.contains("[0, 0.5, 0, 0.5]"), qPrintable(softmax));  // head 1, "so": even positions
    }

    void aThinnedRecordIsExplainedWithoutItsMatrices() {
        const ModelPtr model = weatherModel();
        Engine engine(model);
        auto thin = std::make_shared<StepRecord>(*engine.prefill(model->defaultPrompt(), {}));
        for (LayerTrace& l : thin->layers) {
            for (HeadTrace& h : l.heads) h = HeadTrace{};  // nothing kept for this layer
        }
        thin->allLogits.resize(0);
        StepView view;
        view.record = thin;
        view.tokens = {"Today", "weather", "is", "so"};
        view.candidates = {"nice", "warm", "delicious"};
        ModelSummary summary;
        summary.heads = 4;
        for (SubStep stage : kStages) {
            const QString html = explainHtml(&view, summary, stage, 3, 0);
            QVERIFY(!html.isEmpty());
            QVERIFY(!html.contains("nan", Qt::CaseInsensitive));
        }
        QVERIFY(explainHtml(&view, summary, SubStep::Softmax, 3, 0).contains("not recorded"));
        QVERIFY(explainHtml(&view, summary, SubStep::Mix, 3, 0).contains("not recorded"));
    }
};

QTEST_MAIN(TestExplainText)
#include "tst_explain_text.moc"
