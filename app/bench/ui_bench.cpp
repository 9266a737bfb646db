// kvscope-bench-ui: time from a finished step record to every view repainted.
// Prints figures; asserts nothing (the machines are shared and noisy).
//
//   QT_QPA_PLATFORM=offscreen build/release/app/bench/kvscope-bench-ui
//
// Cases: the weather example's decode step (from the real engine), a synthetic 256-token,
// 12-head record (random attention rows, 64-wide head outputs), and the built-in tiny GPT:
// the window opening on it (model parsed, prefill, first paint) and one decode step of the
// engine with recording, then that step repainted.

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

#include "core/engine.h"
#include "core/model_registry.h"
#include "ui/main_window.h"
#include "ui/session/engine_worker.h"
#include "ui/session/session_controller.h"
#include "ui/views/attention_view.h"
#include "ui/views/coalesced_update.h"
#include "ui/views/context_view.h"
#include "ui/views/kv_cache_view.h"
#include "ui/views/logits_view.h"
#include "ui/views/mask_view.h"
#include "ui/views/tokens_view.h"
#include "ui/views/work_view.h"

using namespace kvscope;
using namespace kvscope::ui;

namespace {

// A GPT-2-small-like layer of `heads` heads of width dv, one layer, as the synthetic steps have.
CostModel syntheticCost(int heads, int dv) {
    CostModel c;
    c.heads = c.kvHeads = heads;
    c.keyDim = c.valueDim = dv;
    c.bytesPerElement = 4;
    c.kvMacsPerPosition = 2 * 768 * dv;
    c.otherMacsPerRow = 12 * 768 * 768;
    c.logitsMacs = 768 * 50257;
    return c;
}

StepView syntheticStep(int n, int heads, int dv, int index, std::mt19937& rng) {
    auto rec = std::make_shared<StepRecord>();
    std::uniform_real_distribution<double> u(0.0, 1.0);
    const bool prefill = index == 0;
    rec->index = index;
    rec->phase = prefill ? Phase::Prefill : Phase::Decode;
    rec->firstRow = prefill ? 0 : n - 1;
    rec->rowCount = prefill ? n : 1;
    rec->promptLength = prefill ? n : n - index;
    rec->tokens.resize(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) rec->tokens[static_cast<size_t>(i)] = i;
    LayerTrace layer;
    const int q = rec->rowCount;
    for (int h = 0; h < heads; ++h) {
        HeadTrace t;
        t.scores = Matrix::NullaryExpr(q, n, [&] { return u(rng) * 4 - 2; });
        t.maskedScores = t.scores;
        t.weights = Matrix::Zero(q, n);
        for (int r = 0; r < q; ++r) {
            const int pos = rec->firstRow + r;
            for (int k = pos + 1; k < n; ++k) t.maskedScores(r, k) = kNegInf;
            const double sum = t.maskedScores.row(r).head(pos + 1).array().exp().sum();
            t.weights.row(r).head(pos + 1) = t.maskedScores.row(r).head(pos + 1).array().exp() / sum;
        }
        t.outputs = Matrix::NullaryExpr(q, dv, [&] { return u(rng); });
        t.hasOutput.assign(static_cast<size_t>(q), true);
        layer.heads.push_back(std::move(t));
        KvRows kv;
        kv.keys = Matrix::NullaryExpr(n - rec->firstRow, dv, [&] { return u(rng); });
        kv.values = Matrix::NullaryExpr(n - rec->firstRow, dv, [&] { return u(rng); });
        layer.kv.push_back(std::move(kv));
    }
    layer.combined = Matrix::NullaryExpr(q, dv * heads, [&] { return u(rng); });
    layer.hasCombined.assign(static_cast<size_t>(q), true);
    rec->layers.push_back(std::move(layer));
    rec->context = Matrix::NullaryExpr(q, dv * heads, [&] { return u(rng); });
    rec->kvFirstPosition = rec->firstRow;
    rec->allLogits = Vector::NullaryExpr(50, [&] { return u(rng) * 10; });
    for (int i = 0; i < 20; ++i) rec->candidates.push_back(i);
    rec->logits = rec->allLogits.head(20);
    rec->probabilities = rec->logits;
    rec->work = stepWork(syntheticCost(heads, dv), rec->phase, rec->firstRow, q, CacheMode::On);
    rec->workOtherMode = rec->work;
    StepView view;
    view.record = rec;
    for (int i = 0; i < n; ++i) view.tokens << QString("tok%1").arg(i);
    for (int i = 0; i < 20; ++i) view.candidates << QString("c%1").arg(i);
    view.chosen = "c0";
    return view;
}

// Delivers `steps` to the window and repaints every view synchronously; returns ms.
double deliverAndRepaint(MainWindow& w, const ModelSummary& m, const QVector<StepView>& steps) {
    QElapsedTimer t;
    t.start();
    w.session()->showRecordedSteps(m, steps);
    flushPendingUpdates(&w);  // the charts redraw once per event-loop turn: now, inside the timing
    w.repaint();              // paints the window and every visible view now
    return t.nsecsElapsed() / 1e6;
}

void report(const char* name, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    std::printf("%-44s median %7.2f ms   p90 %7.2f ms   max %7.2f ms   (%zu runs)\n", name, ms[ms.size() / 2],
                ms[ms.size() * 9 / 10], ms.back(), ms.size());
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName("KVScopeBench");
    MainWindow w;
    w.setAnimationsEnabled(false);
    w.resize(1600, 1000);
    w.show();
    QApplication::processEvents();

    // weather: the real engine's prefill and decode records
    const ModelPtr model = weatherModel();
    Engine engine(model);
    engine.prefill(model->defaultPrompt(), SamplingParams{});
    engine.decode(SamplingParams{});
    const ModelSummary weather = summarizeModel(*model, "weather");
    QVector<StepView> steps;
    for (const StepPtr& r : engine.timeline()) steps << describeStep(r, model->tokenizer());
    std::vector<double> ms;
    for (int i = 0; i < 30; ++i) ms.push_back(deliverAndRepaint(w, weather, steps));
    report("weather, decode step (4 heads, 5 tokens)", ms);

    // synthetic: 256 tokens, 12 heads — the prefill plus one decode step
    std::mt19937 rng(7);
    ModelSummary big;
    big.name = "synthetic";
    big.heads = 12;
    big.kvHeads = 12;
    big.keyDim = big.valueDim = 64;
    big.maxPositions = 1024;
    QVector<StepView> bigSteps{syntheticStep(255, 12, 64, 0, rng), syntheticStep(256, 12, 64, 1, rng)};
    ms.clear();
    for (int i = 0; i < 10; ++i) ms.push_back(deliverAndRepaint(w, big, bigSteps));
    report("synthetic, decode step (12 heads, 256 tokens)", ms);
    // where that time goes: each view refreshed from the same record and repainted alone
    auto timeView = [](const char* name, QWidget* view, auto refresh) {
        std::vector<double> t;
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer clock;
            clock.start();
            refresh();
            view->repaint();
            t.push_back(clock.nsecsElapsed() / 1e6);
        }
        std::sort(t.begin(), t.end());
        std::printf("    %-40s median %7.2f ms\n", name, t[t.size() / 2]);
    };
    timeView("attention heatmaps", w.attentionView(), [&] { w.attentionView()->refresh(); });
    timeView("causal mask", w.maskView(), [&] { w.maskView()->refresh(); });
    timeView("KV cache table", w.kvCacheView(), [&] { w.kvCacheView()->refresh(); });
    timeView("context vectors", w.contextView(), [&] { w.contextView()->refresh(); });
    timeView("logits chart", w.logitsView(), [&] { w.logitsView()->refresh(); });
    timeView("work charts", w.workView(), [&] { w.workView()->refresh(); });
    timeView("tokens strip", w.tokensView(), [&] { w.tokensView()->update(); });
    // the built-in tiny GPT: a fresh window opening on it, then decode steps
    {
        QElapsedTimer t;
        t.start();
        MainWindow tinyWindow;
        tinyWindow.setAnimationsEnabled(false);
        tinyWindow.resize(1600, 1000);
        tinyWindow.session()->loadModel("tiny");
        QEventLoop wait;
        QObject::connect(tinyWindow.session(), &SessionController::modelChanged, &wait, &QEventLoop::quit);
        if (tinyWindow.session()->model().name != "tiny") wait.exec();
        tinyWindow.session()->prefill();
        QObject::connect(tinyWindow.session(), &SessionController::timelineChanged, &wait, &QEventLoop::quit);
        if (tinyWindow.session()->stepCount() == 0) wait.exec();
        tinyWindow.show();
        tinyWindow.repaint();
        std::printf("%-44s %7.1f ms (window, model, prefill, first paint)\n", "tiny GPT, opening on its example",
                    t.nsecsElapsed() / 1e6);
    }
    const ModelPtr tiny = loadModel("tiny");
    Engine tinyEngine(tiny);
    tinyEngine.prefill(tiny->defaultPrompt(), SamplingParams{});
    ms.clear();
    for (int i = 0; i < 40; ++i) {
        QElapsedTimer t;
        t.start();
        tinyEngine.decode(SamplingParams{});
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    report("tiny GPT, one decode step with recording", ms);
    const ModelSummary tinySummary = summarizeModel(*tiny, "tiny");
    QVector<StepView> tinySteps;
    for (const StepPtr& r : tinyEngine.timeline()) tinySteps << describeStep(r, tiny->tokenizer());
    ms.clear();
    for (int i = 0; i < 20; ++i) ms.push_back(deliverAndRepaint(w, tinySummary, tinySteps));
    report("tiny GPT, 41 steps repainted (48 tokens)", ms);

    std::printf("targets: weather within one 60 Hz frame (16.7 ms); every step under 50 ms; "
                "tiny GPT opens in under 1 s, decode step under 20 ms\n");
    return 0;
}
