// Lab › Paged KV (ui/lab/paged_window.h): run on the tiny GPT, the window shows the batch the
// core runs for the same requests (core/lab/paged_batch.h, worked by hand in tst_paged_batch),
// step by step; saves the chart and the steps; fits 1280×720 in both themes with nothing cut;
// the Lab menu opens it.
#include <QImageReader>
#include <QSlider>
#include <QTemporaryDir>
#include <QtTest>

#include "core/model_registry.h"
#include "core/prompt.h"
#include "ui/lab/paged_occupancy_chart.h"
#include "ui/lab/paged_pool_view.h"
#include "ui/lab/paged_window.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "fit_checks.h"
#include "menu_action.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {
bool waitIdle(PagedWindow& w) { return QTest::qWaitFor([&] { return w.idle(); }, 60000); }
}  // namespace

class TestPagedWindow : public QObject {
    Q_OBJECT

private slots:
    void showsTheCoresBatch() {
        PagedWindow w;
        w.setModel("tiny", "tiny", false);
        w.setBatch(1, 8, 4, 24);
        w.run();
        QVERIFY(waitIdle(w));
        const PagedBatchRun& shown = w.result();
        QVERIFY2(!shown.steps.empty(), qPrintable(w.statusText()));
        // the same requests straight to the core: the example prompts, a fork of the first at step 2
        const ModelPtr model = loadModel("tiny");
        std::vector<PagedBatchRequest> requests;
        for (size_t i = 0; i < 2; ++i) {
            PagedBatchRequest r;
            r.prompt = model->tokenizer().encode(model->info().promptPrefix + model->info().examplePrompts[i]);
            r.generate = 8;
            requests.push_back(r);
        }
        PagedBatchRequest fork;
        fork.parent = 0;
        fork.arrival = 2;
        fork.generate = 8;
        requests.push_back(fork);
        const PagedBatchRun want = runPagedBatch(model, requests, 4, 24);
        QCOMPARE(shown.steps.size(), want.steps.size());
        for (size_t s = 0; s < want.steps.size(); ++s)
            for (size_t q = 0; q < 3; ++q) {
                QCOMPARE(shown.steps[s].sequences[q].blocks, want.steps[s].sequences[q].blocks);
                QCOMPARE(shown.steps[s].sequences[q].text, want.steps[s].sequences[q].text);
            }
        QCOMPARE(shown.peakBlocks, want.peakBlocks);
        QVERIFY2(w.sentence().contains(QString("at the busiest step %1 blocks").arg(want.peakBlocks)), qPrintable(w.sentence()));
        w.showStep(2);
        QCOMPARE(w.findChild<QSlider*>()->value(), 2);
        QCOMPARE(w.currentStep(), 2);
        // the CSV: a row per step and sequence
        const QStringList lines = QString::fromUtf8(w.csv()).trimmed().split('\n');
        QCOMPARE(lines.size(), int(1 + 3 * want.steps.size()));
        QVERIFY(lines[0].startsWith("step,sequence,state,positions,blocks,"));
    }

    // The prompt on screen is the first sequence, an example prompt the second; the forks are
    // its own: the same batch straight from the core, the window naming the prompt.
    void startsFromThePromptOnScreen() {
        PagedWindow w;
        w.setModel("tiny", "tiny", false);
        const QString typed = "<|endoftext|>The little dog ran to the";
        w.setPrompt(typed);
        w.setBatch(1, 6, 4, 24);
        w.run();
        QVERIFY(waitIdle(w));
        const ModelPtr model = loadModel("tiny");
        std::vector<std::vector<TokenId>> prompts{encodePrompt(*model, typed.toStdString())};
        prompts.push_back(examplePromptTokens(*model, 1).front());
        QVERIFY(prompts[0] != prompts[1]);
        const PagedBatchRun want = runPagedBatch(model, forkingBatch(prompts, 1, 6), 4, 24);
        const PagedBatchRun& shown = w.result();
        QCOMPARE(shown.steps.size(), want.steps.size());
        for (size_t s = 0; s < want.steps.size(); ++s)
            for (size_t q = 0; q < 3; ++q) QCOMPARE(shown.steps[s].sequences[q].text, want.steps[s].sequences[q].text);
        QVERIFY2(w.sentence().contains("A “The little dog ran to the”"), qPrintable(w.sentence()));
    }

    // With a timeline on screen and a fork of it, the batch replays both: A the steps on
    // screen, B the other branch from the fork on, sharing A's blocks when it joins; their texts
    // are the session's own.
    void replaysTheTimelineAndItsFork() {
        MainWindow window;
        window.session()->loadModel("tiny");
        QTRY_VERIFY(window.session()->hasModel() && window.session()->model().name == "tiny");
        SessionController* s = window.session();
        s->prefill();
        QTRY_VERIFY(!s->busy() && s->steps().size() == 1);
        for (int i = 0; i < 3; ++i) {
            s->stepForward();
            QTRY_VERIFY(!s->busy() && s->steps().size() == i + 2);
        }
        s->goToStep(1);
        QTRY_VERIFY(!s->busy());
        s->forceToken(s->current()->record->candidates.at(1));  // a fork at step 1
        QTRY_VERIFY(!s->busy() && s->forkIndex() == 1);
        s->stepForward();
        QTRY_VERIFY(!s->busy() && s->steps().size() == 3);
        PagedWindow* w = window.openPagedLab();
        const PagedWindow::Timeline& t = w->timeline();
        QCOMPARE(t.forkAt, 1);
        QCOMPARE(int(t.chosen.size()), 3);
        QCOMPARE(int(t.forkChosen.size()), 3);  // the steps set aside, from the fork on
        w->setBatch(0, 4, 4, 24);
        w->run();
        QVERIFY(waitIdle(*w));
        const PagedBatchRun& run = w->result();
        QVERIFY2(!run.steps.empty(), qPrintable(w->statusText()));
        const ModelPtr model = loadModel("tiny");
        const auto tail = [&](const StepView& v) {  // the step's text after the prompt, its choice included
            std::vector<TokenId> all(v.record->tokens.begin() + long(t.prompt.size()), v.record->tokens.end());
            all.push_back(v.record->chosen);
            return model->tokenizer().decode(all);
        };
        std::string aText, bText;
        for (const PagedBatchStep& step : run.steps) {
            if (step.sequences[0].state == PagedBatchSequenceState::State::Finished && aText.empty())
                aText = step.sequences[0].text;
            if (step.sequences[1].state == PagedBatchSequenceState::State::Finished && bText.empty())
                bText = step.sequences[1].text;
        }
        QCOMPARE(aText, tail(s->steps().back()));
        QCOMPARE(bText, tail(s->otherBranch().back()));
        QCOMPARE(run.steps.at(1).sequences[1].state, PagedBatchSequenceState::State::Joined);
        QVERIFY(run.steps.at(1).pool.blocksShared > 0);
        QVERIFY2(w->sentence().contains("B the timeline's fork at step 1"), qPrintable(w->sentence()));
    }

    void savesAndFitsAProjector() {
        QTemporaryDir dir;
        for (bool dark : {false, true}) {
            MainWindow window;
            window.setDarkTheme(dark);
            window.session()->loadModel("tiny");
            QTRY_VERIFY(window.session()->hasModel() && window.session()->model().name == "tiny");
            PagedWindow* w = window.openPagedLab();
            QCOMPARE(w->prompt(), window.session()->prompt());  // the batch starts from the text on screen
            w->resize(1280, 720);
            QVERIFY(QTest::qWaitForWindowExposed(w));
            w->run();
            QVERIFY(waitIdle(*w));
            for (int step : {0, 5, static_cast<int>(w->result().steps.size()) - 1}) {
                w->showStep(step);
                const QStringList cuts = test::renderedCuts(w);
                QVERIFY2(cuts.isEmpty(), qPrintable(cuts.join(" | ")));
                for (int b = 0; b < w->result().blocks; ++b)
                    QVERIFY(w->pool()->rect().contains(w->pool()->blockRect(b).toAlignedRect()));
            }
            QVERIFY(w->saveChart(dir.filePath("c.png")).isEmpty());
            QCOMPARE(QImageReader(dir.filePath("c.png")).size(), w->chart()->size() * 2);
            QVERIFY(w->saveTable(dir.filePath("t.csv")).isEmpty());
            QFile csv(dir.filePath("t.csv"));
            QVERIFY(csv.open(QIODevice::ReadOnly));
            QCOMPARE(csv.readAll(), w->csv());
        }
    }

    void theLabMenuOpensIt() {
        MainWindow window;
        QAction* open = test::menuAction(window, "Paged KV…");
        QVERIFY(open);
        open->trigger();
        QVERIFY(window.findChild<PagedWindow*>());
    }
};

QTEST_MAIN(TestPagedWindow)
#include "tst_paged_window.moc"
