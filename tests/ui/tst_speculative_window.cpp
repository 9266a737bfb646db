// Lab › Speculative decoding (ui/lab/): the window shows what the core's SpeculativeDecoder
// does, round by round — the strip's verdicts, the verification heatmap's weights, the rows
// each cache wrote and rolled back, the work counted — compared with a decoder run here on the
// same pair; the sweep's chart holds the core sweep's acceptance; a sweep can be cancelled; a
// pair that cannot work says why; the window fits 1280×720 with nothing cut, in both themes.
#include <QComboBox>
#include <QMenuBar>
#include <QPushButton>
#include <QtTest>

#include "core/lab/speculative.h"
#include "core/lab/speculative_sweep.h"
#include "core/model_registry.h"
#include "ui/lab/acceptance_chart.h"
#include "ui/lab/cache_rows.h"
#include "ui/lab/round_strip.h"
#include "ui/lab/speculative_controller.h"
#include "ui/lab/speculative_window.h"
#include "ui/lab/verification_map.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"
#include "ui/views/text_fit.h"
#include "ui/views/theme.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {

bool waitIdle(SpeculativeWindow& w) {
    return QTest::qWaitFor([&] { return w.idle(); }, 60000);
}

// A window verifying with `target`, drafting with tiny-draft, k = 4, no animation, ready.
void open(SpeculativeWindow& w, const QString& target = "tiny") {
    w.setAnimationMs(0);
    w.setTarget(target, target, false, {}, {});
    w.setDraft("tiny-draft");
    QVERIFY(waitIdle(w));
}

}  // namespace

class TestSpeculativeWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsEachRoundAsTheDecoderPlaysIt() {
        SpeculativeWindow w;
        w.resize(1280, 720);
        open(w, "tiny-gqa");
        QVERIFY2(w.ready(), qPrintable(w.lastError()));

        const ModelPtr target = loadModel("tiny-gqa"), draft = loadModel("tiny-draft");
        SpeculativeDecoder reference(target, draft, 4);
        reference.recordVerification(0);
        reference.start(target->defaultPrompt(), {});
        int generated = 0, accepted = 0;
        for (int round = 1; round <= 4; ++round) {
            w.nextRound();
            QVERIFY(waitIdle(w));
            QCOMPARE(w.rounds(), round);
            const int targetBefore = reference.targetCachePositions(), draftBefore = reference.draftCachePositions();
            const SpeculativeRound r = reference.round();
            generated += r.generated();
            accepted += r.accepted;

            // the strip: the proposals with their verdicts
            RoundStrip* strip = w.strip();
            for (int i = 0; i < int(r.drafted.size()); ++i)
                QCOMPARE(strip->verdict(i), i < r.accepted ? QString("accepted")
                                            : i == r.accepted ? QString("rejected")
                                                              : QString("discarded"));
            QVERIFY(strip->accessibleDescription().contains(QString::fromStdString(target->tokenizer().displayText(r.next))));

            // the verification heatmap: the weights of the core's pass, head by head
            VerificationMap* map = w.verification();
            for (int head : {0, 5}) {
                map->setHead(head);
                const MatrixF& weights = r.verification.at(size_t(head));
                for (int row = 0; row < weights.rows(); ++row)
                    for (int key = 0; key < weights.cols(); ++key) QCOMPARE(map->weight(row, key), double(weights(row, key)));
            }

            // both caches: what the round wrote, what it rolled back
            CacheRows* t = w.targetCache();
            QCOMPARE(t->rowsDrawn(), r.position + int(r.drafted.size()));
            int rolledBack = 0, written = 0;
            for (int pos = 0; pos < t->rowsDrawn(); ++pos) {
                rolledBack += t->state(pos) == CacheRowState::RolledBack;
                written += t->state(pos) == CacheRowState::Written;
            }
            QCOMPARE(rolledBack, r.rolledBackTarget);
            QCOMPARE(written + rolledBack, reference.targetCachePositions() + r.rolledBackTarget - targetBefore);
            QVERIFY(t->summary().contains(QString("rolled back %1").arg(r.rolledBackTarget)));
            CacheRows* d = w.draftCache();
            int draftRolledBack = 0;
            for (int pos = 0; pos < d->rowsDrawn(); ++pos) draftRolledBack += d->state(pos) == CacheRowState::RolledBack;
            QCOMPARE(draftRolledBack, r.rolledBackDraft);
            QCOMPARE(d->rowsDrawn(), reference.draftCachePositions() + r.rolledBackDraft);
            QVERIFY(draftBefore <= reference.draftCachePositions());

            // the sentence and the work so far
            QVERIFY(w.roundSentence().startsWith(QString("Round %1 at position %2").arg(round).arg(r.position)));
            const QString tokens = generated == 1 ? QString("1 token") : QString("%1 tokens").arg(generated);
            QVERIFY(w.workText().contains(round == 1 ? QString("Generated: %1 in 1 round").arg(tokens)
                                                     : QString("Generated: %1 in %2 rounds").arg(tokens).arg(round)));
            QVERIFY(w.workText().contains(
                QString("Target passes: %1 = %2 per token").arg(round).arg(double(round) / generated, 0, 'f', 2)));
            QVERIFY(w.workText().contains(QString("drafted tokens accepted: %1 of %2").arg(accepted).arg(4 * round)));
        }
        QVERIFY(w.lastError().isEmpty());
    }

    void chartsTheSweep() {
        SpeculativeWindow w;
        open(w);
        w.measure();
        QVERIFY(waitIdle(w));
        QVERIFY(w.chart()->hasSweep());
        const SpeculationSweepView& shown = w.chart()->sweep();
        QCOMPARE(shown.points.size(), SpeculativeWindow::kSweepMaxK);
        QCOMPARE(shown.tokens, SpeculativeWindow::kSweepTokens);
        // greedy: the acceptance and passes are the core sweep's (time is not: it is measured)
        const ModelPtr target = loadModel("tiny"), draft = loadModel("tiny-draft");
        const SpeculationSweep sweep =
            sweepSpeculation(target, draft, target->defaultPrompt(), SpeculativeWindow::kSweepTokens, 3, {});
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(shown.points[i].k, i + 1);
            QCOMPARE(shown.points[i].acceptance, sweep.points[size_t(i)].acceptance());
            QCOMPARE(shown.points[i].targetPassesPerToken, sweep.points[size_t(i)].targetPassesPerToken());
            QCOMPARE(shown.points[i].predictedSpeedUp, sweep.predictedSpeedUp(sweep.points[size_t(i)]));
            QVERIFY(shown.points[i].speedUp > 0);
        }
        QVERIFY(w.chart()->speedAxisTop() >= 2);
    }

    void cancelsASweep() {
        SpeculativeWindow w;
        open(w);
        QSignalSpy cancelled(w.controller(), &SpeculativeController::sweepCancelled);
        w.measure();
        QVERIFY(w.measuring());
        auto* cancel = w.findChild<QPushButton*>("cancelMeasure");
        QVERIFY(cancel && !cancel->isHidden());
        cancel->click();
        QVERIFY(waitIdle(w));
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!w.measuring());
        QVERIFY(!w.chart()->hasSweep());
        QVERIFY(cancel->isHidden());
        // and it still plays rounds afterwards
        w.nextRound();
        QVERIFY(waitIdle(w));
        QCOMPARE(w.rounds(), 1);
    }

    void aPairThatCannotWorkSaysWhy() {
        SpeculativeWindow w;
        open(w, "weather");  // the toy predicts six words, the draft GPT-2's tokens
        QVERIFY(!w.ready());
        QVERIFY2(w.lastError().contains("speculative decoding needs one vocabulary"), qPrintable(w.lastError()));
        w.setTarget(QString(KVSCOPE_SOURCE_DIR) + "/no/such/folder", "missing", false, {}, {});
        QVERIFY(waitIdle(w));
        QVERIFY(!w.ready());
        QVERIFY2(w.lastError().contains("no/such/folder"), qPrintable(w.lastError()));
        // a good pair again: the error goes
        w.setTarget("tiny", "tiny", false, {}, {});
        QVERIFY(waitIdle(w));
        QVERIFY(w.ready());
        QVERIFY(w.lastError().isEmpty());
    }

    void animatesARoundToItsEnd() {
        SpeculativeWindow w;
        open(w);
        w.setAnimationMs(60);
        w.nextRound();
        QVERIFY(QTest::qWaitFor([&] { return w.strip()->phase() < 4; }, 10000));  // revealed, not shown decided
        QVERIFY(waitIdle(w));
        QCOMPARE(w.strip()->phase(), 4.0);
        // Next during a reveal shows the round decided at once; the one after plays on
        w.setAnimationMs(2000);
        w.nextRound();
        QVERIFY(QTest::qWaitFor([&] { return w.rounds() == 2; }, 10000));
        QVERIFY(w.strip()->phase() < 4);
        w.nextRound();
        QCOMPARE(w.strip()->phase(), 4.0);
        QCOMPARE(w.rounds(), 2);
        QVERIFY(waitIdle(w));
    }

    void fitsAProjectorInBothThemes_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void fitsAProjectorInBothThemes() {
        QFETCH(bool, dark);
        setCurrentTheme(Theme::forMode(dark, false));
        SpeculativeWindow w;
        w.resize(1280, 720);
        open(w);
        w.measure();
        QVERIFY(waitIdle(w));
        for (int i = 0; i < 3; ++i) {
            w.nextRound();
            QVERIFY(waitIdle(w));
        }
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.minimumSizeHint().width() <= 1280 && w.minimumSizeHint().height() <= 720);
        QCOMPARE(w.size(), QSize(1280, 720));
        resetCutTexts();
        const QImage shot = w.grab().toImage();
        QVERIFY(cutTexts().isEmpty());
        // every committed token of this short text is on the strip, and the proposals fit
        QCOMPARE(w.strip()->committedShown(), w.targetCache()->rowsDrawn() - 4);
        QVERIFY(w.strip()->minimumSizeHint().width() <= w.strip()->width());
        QCOMPARE(w.verification()->firstKeyShown(), 0);
        // the background is the theme's, light or dark
        QCOMPARE(QColor(shot.pixel(w.strip()->geometry().topLeft() + QPoint(2, 2))).lightness() < 128, dark);
        setCurrentTheme(Theme::light());
    }

    // A long text: the heatmap shows the newest keys and says how many are left of them, the
    // caches their newest rows under a count; a draft given as a folder is listed by name.
    void aLongTextShowsItsNewestKeysAndRows() {
        SpeculativeWindow w;
        w.resize(1280, 720);
        w.setAnimationMs(0);
        QString prompt;
        for (int i = 0; i < 11; ++i) prompt += "Once upon a time there was a cat. ";  // ~110 of 128 positions
        w.setTarget("tiny", "tiny", false, prompt, {});
        w.setDraft(QString(KVSCOPE_SOURCE_DIR) + "/resources/models/kvscope-tiny-draft");
        QVERIFY(waitIdle(w));
        QVERIFY2(w.ready(), qPrintable(w.lastError()));
        auto* combo = w.findChild<QComboBox*>();
        QCOMPARE(combo->currentText(), QString("kvscope-tiny-draft"));
        w.nextRound();
        QVERIFY(waitIdle(w));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        resetCutTexts();
        w.grab();
        QVERIFY(cutTexts().isEmpty());
        VerificationMap* map = w.verification();
        const int keys = w.targetCache()->rowsDrawn();
        QVERIFY(keys > 100);
        QVERIFY(map->firstKeyShown() > 0);
        QVERIFY(map->firstKeyShown() < keys - 4);  // the drafted keys and some before them
        QVERIFY(w.targetCache()->firstShown() > 0);
        QVERIFY(w.targetCache()->firstShown() < keys - 5);  // the round's rows are in view
        QCOMPARE(w.strip()->committedShown() < keys, true);
        QVERIFY(w.strip()->committedShown() >= 3);
        // rows as tall as a line of their labels, however many keys share the width
        QVERIFY(map->rowHeight() >= QFontMetricsF(map->font()).height());
    }

    void theLabMenuOpensItWithTheWindowsModel() {
        MainWindow main;
        main.setAnimationsEnabled(false);
        main.session()->loadModel("tiny");
        QVERIFY(QTest::qWaitFor([&] { return main.session()->hasModel() && main.session()->idle(); }, 30000));
        QAction* lab = nullptr;
        for (QAction* menu : main.menuBar()->actions())
            if (menu->text().remove('&') == "Lab")
                for (QAction* a : menu->menu()->actions())
                    if (a->text().startsWith("Speculative decoding")) lab = a;
        QVERIFY(lab);
        lab->trigger();
        SpeculativeWindow* w = main.speculativeLab();
        QVERIFY(w && w->isVisible());
        QVERIFY(waitIdle(*w));
        QVERIFY2(w->ready(), qPrintable(w->lastError()));
        w->nextRound();
        QVERIFY(waitIdle(*w));
        QCOMPARE(w->rounds(), 1);
        // the theme follows the main window's
        main.setDarkTheme(true);
        QCOMPARE(w->palette().color(QPalette::Window).lightness() < 128, true);
    }
};

QTEST_MAIN(TestSpeculativeWindow)
#include "tst_speculative_window.moc"
