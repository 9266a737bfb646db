#include "ui/main_window.h"

#include <algorithm>
#include <tuple>
#include <utility>

#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QResizeEvent>
#include <QUrl>
#include <QDockWidget>
#include <QTextDocumentFragment>
#include <QFileDialog>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTextBrowser>
#include <QToolBar>

#include "ui/controls_panel.h"
#include "ui/export/export_controller.h"
#include "ui/lesson/lesson_controller.h"
#include "ui/session/lab_settings_note.h"
#include "ui/session/session_controller.h"
#include "ui/views/attention_view.h"
#include "ui/views/context_view.h"
#include "ui/views/explain_text.h"
#include "ui/views/kv_cache_view.h"
#include "ui/views/line_view.h"
#include "ui/views/step_compare_view.h"
#include "ui/views/logits_view.h"
#include "ui/views/mask_view.h"
#include "ui/views/model_view.h"
#include "ui/views/theme.h"
#include "ui/views/tokens_view.h"
#include "ui/views/work_view.h"
#include "ui/window/app_settings.h"
#include "ui/window/focus_frame.h"
#include "ui/lab/kv_memory_window.h"
#include "ui/lab/kv_price_window.h"
#include "ui/lab/paged_window.h"
#include "ui/lab/quant_block_window.h"
#include "ui/lab/speculative_window.h"
#include "ui/window/control_keys.h"
#include "ui/window/help_menu.h"
#include "ui/window/kv_cache_menu.h"
#include "ui/window/language_menu.h"
#include "ui/window/status_progress.h"
#include "ui/window/view_help.h"
#include "ui/window/playback.h"
#include "ui/window/presentation_layout.h"
#include "ui/window/recent_models.h"
#include "ui/window/stage_highlight.h"
#include "ui/window/window_palette.h"
#include "ui/window/key_names.h"

namespace kvscope::ui {

namespace {
bool hasHalfWeights(const ModelSummary& m) { return m.weightPrecision == "f16"; }
// "on", "off", or — for a step recorded in the other mode and shown in this one — the mode
// shown, marked as replayed (same numbers, other work)
QString cacheStatus(CacheMode shown, CacheMode recorded) {
    const QString mode = shown == CacheMode::On ? MainWindow::tr("on") : MainWindow::tr("off");
    return shown == recorded ? mode : MainWindow::tr("%1 (replayed; recorded with it %2)").arg(mode, recorded == CacheMode::On ? MainWindow::tr("on") : MainWindow::tr("off"));
}
}  // namespace

MainWindow::MainWindow(QWidget* parent, bool rememberSession)
    : QMainWindow(parent), session_(new SessionController(this)), rememberSession_(rememberSession) {
    setObjectName("mainWindow");
    setAcceptDrops(true);  // a model folder dropped on the window opens it
    setWindowTitle(tr("KVScope"));
    attention_ = new AttentionView(session_, this);
    setCentralWidget(attention_);
    tokens_ = new TokensView(session_, this);
    mask_ = new MaskView(session_, this);
    context_ = new ContextView(session_, this);
    logits_ = new LogitsView(session_, this);
    kvCache_ = new KvCacheView(session_, this);
    work_ = new WorkView(session_, this);
    model_ = new ModelView(session_, this);
    lines_ = new LineView(session_, this);
    compare_ = new StepCompareView(session_, this);
    // a double-click on a thumbnail (its first click selected the layer and head) opens it large
    connect(model_, &ModelView::headActivated, this, [this](int, int head) { attention_->enlargeHead(head); });
    explain_ = new QTextBrowser(this);
    explain_->setObjectName("explainPanel");
    explain_->setAccessibleName(tr("Explanation of the current stage"));
    controls_ = new ControlsPanel(session_, this);
    lesson_ = new LessonController(this);

    playback_ = new Playback(session_, this);  // the one timer: a step's reveal, and Play
    playback_->setEndCheck([this] { return lesson_ && lesson_->atEnd(); });  // Play ends with the lesson
    highlight_ = new StageHighlight(this);
    connect(playback_, &Playback::modeChanged, this, [this](Playback::Mode mode) {
        playAction_->setText(playback_->playing() ? tr("Pause") : tr("Play"));
        // played whole, steps arrive whole: there is no time to reveal their stages
        session_->setPlayStages(animations_ && mode != Playback::Mode::PlaySteps);
    });

    buildActions();
    buildDocks();
    // Lab: the optimisations of the second seed article, live on the models
    QMenu* lab = menuBar()->addMenu(tr("&Lab"));
    lab->addAction(tr("Speculative decoding…"), this, [this] { openSpeculativeLab(); });
    lab->addAction(tr("Quantized weights…"), this, [this] { openQuantLab(); })
        ->setStatusTip(tr("How a GGUF file stores its weights: one block at a time, its scales and integers"));
    lab->addAction(tr("KV memory…"), this, [this] { openKvMemoryLab(); })
        ->setStatusTip(tr("What a KV cache costs in memory, for this model and well-known ones: per token, at a "
                          "context, against the weights"));
    lab->addAction(tr("KV cache price…"), this, [this] { openKvPriceLab(); })
        ->setStatusTip(tr("What each KV cache setting costs in quality, measured on a text against the exact cache"));
    lab->addAction(tr("Paged KV…"), this, [this] { openPagedLab(); })
        ->setStatusTip(tr("The KV cache as a pool of blocks: sequences and forks decoded together, sharing blocks"));
    installHelpMenu(this);

    connect(session_, &SessionController::timelineChanged, this, &MainWindow::updateTimeline);
    connect(session_, &SessionController::currentChanged, this, &MainWindow::updateTimeline);
    for (auto signal : {&SessionController::currentChanged, &SessionController::subStepChanged,
                        &SessionController::queryChanged, &SessionController::layerChanged,
                        &SessionController::layerDetailChanged})
        connect(session_, signal, this, &MainWindow::updateExplain);
    // the frame follows the stage Explain tells; a whole step (navigated to) tells none
    connect(session_, &SessionController::currentChanged, this,
            [this] { showStage(session_->subStep() != SubStep::Done); });
    connect(session_, &SessionController::subStepChanged, this, [this] { showStage(true); });
    // long work: its progress and Cancel at the right of the status bar
    statusBar()->addPermanentWidget(new StatusProgress(session_, this));
    connect(session_, &SessionController::workCancelled, this,
            [this](const QString& what) { statusBar()->showMessage(what, 10000); });
    connect(session_, &SessionController::currentChanged, this, [this] {
        const StepView* s = session_->current();
        if (!s) return;
        // The precision goes here as well as in the title: grabs and presentation mode have no title bar.
        const QString precision = labSettingsNote(hasHalfWeights(session_->model()), s->record->kvPrecision,
                                                 s->record->kvQuant, s->record->kvEviction);
        statusBar()->showMessage(tr("Step %1 of %2 · %3 · %4 tokens · next: “%5” · cache %6%7")
                                     .arg(session_->currentIndex())
                                     .arg(session_->stepCount() - 1)
                                     .arg(s->record->phase == Phase::Prefill ? tr("prefill") : tr("decode"))
                                     .arg(s->tokens.size())
                                     .arg(s->chosen)
                                     .arg(cacheStatus(session_->cacheMode(), s->record->cacheMode))
                                     .arg(precision));
    });
    connect(session_, &SessionController::modelChanged, this, [this] {
        recent_->remember(session_->model().source);
        if (kvMemoryLab_) kvMemoryLab_->setLoadedModel(session_->model());
        if (pagedLab_)
            pagedLab_->setModel(session_->model().source, session_->model().qName(), session_->halfPrecisionWeights());
        if (kvPriceLab_)
            kvPriceLab_->setModel(session_->model().source, session_->model().qName(), session_->halfPrecisionWeights());
        const ModelSummary& m = session_->model();
        kvMenu_->showKvHeads(m.heads, m.trainedKvHeads, session_->pooledKvHeads(), m.poolable);
        const QString precision = labSettingsNote(hasHalfWeights(m), m.kvPrecision, m.kvQuant, m.kvEviction);
        setWindowTitle(tr("KVScope — %1%2").arg(m.qTitle(), precision));
        // a notice from the start (settings not read, the last model gone) wins over the greeting
        if (!startNotice_.isEmpty())
            statusBar()->showMessage(std::exchange(startNotice_, QString()), 20000);
        else
            statusBar()->showMessage(tr("Model: %1%2 · press %3 to run the prefill").arg(m.qName(), precision, keyName(Qt::Key_Space)));
        updateExplain();
    });
    connect(session_, &SessionController::timelineChanged, this, &MainWindow::updateForkActions);
    connect(session_, &SessionController::forked, this, [this] {
        if (session_->setAsideCount() <= 1) return;  // the last step: nothing was dropped
        const int later = session_->setAsideCount() - 1;
        statusBar()->showMessage(tr("Forked at step %1: %2 set aside — %3 brings them back")
                                     .arg(session_->forkIndex())
                                     .arg(later == 1 ? tr("1 later step") : tr("%1 later steps").arg(later))
                                     .arg(undoForkAction_->shortcut().toString(QKeySequence::NativeText)),
                                 15000);
    });
    connect(session_, &SessionController::branchSwapped, this, [this] {
        const QKeySequence back = (session_->forkUndone() ? redoForkAction_ : undoForkAction_)->shortcut();
        statusBar()->showMessage((session_->forkUndone() ? tr("Fork undone: the steps after step %1 are back — %2 forks again")
                                                         : tr("Fork redone at step %1 — %2 undoes it"))
                                     .arg(session_->forkIndex())
                                     .arg(back.toString(QKeySequence::NativeText)),
                                 15000);
    });
    connect(session_, &SessionController::errorOccurred, this, [this](const QString& message) {
        if (std::exchange(quietNextError_, false)) return;  // told in the status bar already
        statusBar()->showMessage(message, 10000);
        if (isVisible() && !QApplication::platformName().startsWith("offscreen"))
            QMessageBox::warning(this, tr("KVScope"), message);
    });
    connect(session_, &SessionController::timelineChanged, this, [this] {
        // A new step from its first stage: reveal the rest, a fifth of the animation time a
        // stage. Not when S asked for it (it waits for the next key), nor while Play walks.
        if (std::exchange(stageKeyStep_, false) || playback_->playing()) return;
        if (animations_ && session_->subStep() != SubStep::Done) playback_->reveal(animationMs_ / 5);
    });

    // Keys step only while no text field holds them: clicking a view takes the focus, Enter in
    // the prompt (or a ready prompt chosen) runs the prefill and hands it back, Esc too.
    for (QWidget* v : {static_cast<QWidget*>(attention_), static_cast<QWidget*>(tokens_), static_cast<QWidget*>(mask_),
                       static_cast<QWidget*>(context_), static_cast<QWidget*>(logits_), static_cast<QWidget*>(kvCache_),
                       static_cast<QWidget*>(work_), static_cast<QWidget*>(model_), static_cast<QWidget*>(lines_),
                       static_cast<QWidget*>(compare_)})
        if (v->focusPolicy() == Qt::NoFocus) v->setFocusPolicy(Qt::ClickFocus);
    // Tab leaves a table for the next control (the arrows move between its cells): an item
    // view's own Tab-to-the-next-cell would hold a keyboard user inside it
    for (QAbstractItemView* table : findChildren<QAbstractItemView*>()) table->setTabKeyNavigation(false);
    // a button reached by Tab takes Space, a slider its arrows (ui/window/control_keys.h)
    (new ControlKeys(this))->install(this);
    connect(controls_->promptEdit(), &QLineEdit::returnPressed, this, &MainWindow::focusViews);
    connect(controls_->examplePrompts(), &QComboBox::activated, this, &MainWindow::focusViews);

    restoreSettings();
    applyTheme();
    session_->setPlayStages(animations_);
    updateExplain();
    focusViews();  // the first Space runs the prefill, whatever widget comes first
}

MainWindow::~MainWindow() = default;

void MainWindow::updateForkActions() {
    const bool canSwap = session_->forkIndex() >= 0;
    undoForkAction_->setEnabled(canSwap && !session_->forkUndone());
    redoForkAction_->setEnabled(canSwap && session_->forkUndone());
    const QString at = canSwap ? tr(" at step %1").arg(session_->forkIndex()) : QString();
    undoForkAction_->setText(tr("Undo fork%1").arg(at));
    redoForkAction_->setText(tr("Redo fork%1").arg(at));
}

QString MainWindow::loadedModelName() const { return session_->model().qName(); }

bool MainWindow::isPlaying() const { return playback_->playing(); }

QWidget* MainWindow::highlightedView() const { return highlight_->target(); }

void MainWindow::buildActions() {
    auto* bar = addToolBar(tr("Steps"));
    bar->setObjectName("stepsToolbar");
    auto add = [&](const QString& text, QList<QKeySequence> keys, auto slot, const QString& tip) {
        auto* a = new QAction(text, this);
        a->setShortcuts(keys);
        a->setToolTip(tip + " (" + (keys.isEmpty() ? QString() : keys.first().toString(QKeySequence::NativeText)) + ")");
        connect(a, &QAction::triggered, this, slot);
        bar->addAction(a);
        addAction(a);  // shortcuts work with the toolbar hidden (presentation mode)
        return a;
    };
    add(tr("Reset"), {Qt::Key_Home}, [this] { playback_->stop(); session_->reset(); }, tr("Forget all steps"));
    add(tr("Prefill"), {QKeySequence(Qt::CTRL | Qt::Key_Return)}, [this] { session_->prefill(); },
        tr("Run the whole prompt in one parallel pass"));
    // a step's reveal stops where it is when the user moves on by hand
    auto stopReveal = [this] {
        if (playback_->revealing()) playback_->stop();
    };
    // in a lesson, Space and the arrows walk stages, each with its text
    add(tr("◀ Back"), {Qt::Key_Left}, [this, stopReveal] {
        if (lesson_->active()) return stageBack();
        stopReveal();
        session_->stepBack();
    }, tr("Previous step"));
    add(tr("Step ▶"), {Qt::Key_Space, Qt::Key_Right}, [this, stopReveal] {
        if (lesson_->active()) return nextStage();
        stopReveal();
        session_->stepForward();
    }, tr("Next step: decode one token"));
    add(tr("Stage"), {Qt::Key_S}, [this] { nextStage(); },
        tr("The next stage of this step, and wait there (from Ready: the prefill's first stage)"));
    playAction_ = add(tr("Play"), {Qt::Key_P}, [this] { togglePlay(); }, tr("Play / pause"));
    speed_ = new QSpinBox(this);
    speed_->setObjectName("playSpeed");
    speed_->setAccessibleName(tr("Play speed"));
    speed_->setRange(1, 10);
    speed_->setValue(2);
    bar->addWidget(speed_);
    playUnit_ = new QComboBox(this);
    playUnit_->setObjectName("playUnit");
    playUnit_->setAccessibleName(tr("Play by stages or steps"));
    playUnit_->addItem(tr("stages/s"), "stages");
    playUnit_->addItem(tr("steps/s"), "steps");
    playUnit_->setToolTip(tr("Play walks the stages of each step, or whole steps"));
    bar->addWidget(playUnit_);
    connect(speed_, &QSpinBox::valueChanged, this, [this](int v) { playback_->setInterval(1000 / v); });
    connect(playUnit_, &QComboBox::currentIndexChanged, this, [this] {
        if (playback_->playing()) togglePlay(), togglePlay();  // on, in the new unit
    });
    // Esc leaves any text field (the prompt, a spin box): the keys go back to the views
    auto* leave = new QAction(tr("Back to the views"), this);
    leave->setShortcut(Qt::Key_Escape);
    connect(leave, &QAction::triggered, this, &MainWindow::focusViews);
    addAction(leave);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName("timelineSlider");
    slider_->setAccessibleName(tr("Timeline: the step shown"));
    slider_->setMinimumWidth(200);
    slider_->setRange(0, 0);
    bar->addWidget(new QLabel(tr("  Timeline "), this));
    bar->addWidget(slider_);
    connect(slider_, &QSlider::valueChanged, session_, &SessionController::goToStep);

    auto* file = menuBar()->addMenu(tr("&File"));
    auto* open = file->addAction(tr("Open model folder…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Open a model folder: GPT-2 or Llama family (config.json, model.safetensors, tokenizer.json)"));
        if (!dir.isEmpty()) session_->loadModel(dir);
    });
    open->setShortcut(QKeySequence::Open);
    file->addAction(tr("Open model file…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open a GGUF model, a file of a model folder (GPT-2 or Llama family), or a toy example"),
            QString(), tr("Model files (*.gguf *.safetensors *.json *.txt);;GGUF models (*.gguf);;All files (*)"));
        if (!path.isEmpty()) session_->loadModel(path);
    });
    recent_ = new RecentModels(file->addMenu(tr("Recent models")), this);
    connect(recent_, &RecentModels::chosen, session_, &SessionController::loadModel);
    halfAction_ = file->addAction(tr("Half-precision weights (f16)"), this,
                                  [this](bool on) { setHalfPrecisionWeights(on); });
    halfAction_->setCheckable(true);
    halfAction_->setToolTip(tr("Real models keep their weights in f16: half the memory and about twice the "
                               "decode speed; each weight is rounded to 11 significant bits"));
    halfAction_->setStatusTip(halfAction_->toolTip());
    kvMenu_ = new KvCacheMenu(file, this);
    connect(kvMenu_, &KvCacheMenu::chosen, this, &MainWindow::setKvFormat);
    connect(kvMenu_, &KvCacheMenu::kvHeadsChosen, session_, &SessionController::setPooledKvHeads);
    file->addSeparator();
    for (const auto& m : SessionController::builtinModels())
        file->addAction(m.title, this, [this, name = m.name] { session_->loadModel(name); });
    file->addSeparator();
    fileMenu_ = file;  // the export entries and Quit follow once the docks exist
    addAction(open);

    // A fork (a token chosen in the logits view at an earlier step) sets the later steps
    // aside; Undo brings them back, Redo forks again (SessionController::swapBranch).
    auto* edit = menuBar()->addMenu(tr("&Edit"));
    undoForkAction_ = edit->addAction(tr("Undo fork"), session_, &SessionController::swapBranch);
    // spelled out: the standard keys depend on the platform theme (offscreen has no Redo)
    undoForkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    redoForkAction_ = edit->addAction(tr("Redo fork"), session_, &SessionController::swapBranch);
    redoForkAction_->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    addActions({undoForkAction_, redoForkAction_});
    updateForkActions();

    auto* view = menuBar()->addMenu(tr("&View"));
    viewMenu_ = view;  // the docks' toggles follow once they exist
    darkAction_ = view->addAction(tr("Dark theme"), this, [this](bool on) { setDarkTheme(on); });
    darkAction_->setCheckable(true);
    darkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    highContrastAction_ = view->addAction(tr("High-contrast theme"), this, [this](bool on) { setHighContrast(on); });
    highContrastAction_->setCheckable(true);
    highContrastAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    presentAction_ = view->addAction(tr("Presentation mode"), this, [this](bool on) { setPresentationMode(on); });
    presentAction_->setCheckable(true);
    presentAction_->setShortcut(Qt::Key_F5);
    animateAction_ = view->addAction(tr("Animations"), this, [this](bool on) { setAnimationsEnabled(on); });
    animateAction_->setCheckable(true);
    animateAction_->setChecked(true);
    addActions({darkAction_, presentAction_, animateAction_});
    // both maps are perceptually uniform and colour-blind safe; cividis also reads in greyscale
    auto* maps = view->addMenu(tr("Colour map"));
    auto* mapGroup = new QActionGroup(this);
    for (const auto& [label, kind] : {std::pair{tr("Viridis"), ColorMapKind::Viridis},
                                      std::pair{tr("Cividis (also for greyscale print)"), ColorMapKind::Cividis}}) {
        QAction* a = maps->addAction(label, this, [this, kind = kind] { setColorMap(kind); });
        a->setCheckable(true);
        a->setData(int(kind));
        mapGroup->addAction(a);
    }
    mapActions_ = mapGroup;
    // how long the reveal of a step, the new KV row and the recompute flash take
    auto* speed = view->addMenu(tr("Animation speed"));
    auto* speeds = new QActionGroup(this);
    for (const auto& [label, ms] : {std::pair{tr("Slow (for explaining)"), 1200}, std::pair{tr("Normal"), 600},
                                    std::pair{tr("Fast"), 250}}) {
        QAction* a = speed->addAction(label, this, [this, ms = ms] { setAnimationMs(ms); });
        a->setCheckable(true);
        a->setData(ms);
        speeds->addAction(a);
    }
    speedActions_ = speeds;
    language_ = new LanguageMenu(view, this);
    connect(language_, &LanguageMenu::changed, this, [this] { saveSettings(); });
    auto* cache = new QAction(tr("Toggle KV cache"), this);
    cache->setShortcut(QKeySequence(Qt::Key_C));
    connect(cache, &QAction::triggered, this, [this] {
        session_->setCacheMode(session_->cacheMode() == CacheMode::On ? CacheMode::Off : CacheMode::On);
        controls_->syncFromSession();
    });
    view->addAction(cache);
    addAction(cache);
}

void MainWindow::buildDocks() {
    auto dock = [&](const QString& title, const QString& name, QWidget* w, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(w);
        addDockWidget(area, d);
        viewMenu_->addAction(d->toggleViewAction());
        return d;
    };
    auto* tokens = dock(tr("Tokens"), "tokensDock", tokens_, Qt::TopDockWidgetArea);
    auto* controls = dock(tr("Controls"), "controlsDock", controls_, Qt::LeftDockWidgetArea);
    auto* explain = dock(tr("Explain"), "explainDock", explain_, Qt::LeftDockWidgetArea);
    auto* logits = dock(tr("Logits & probabilities"), "logitsDock", logits_, Qt::RightDockWidgetArea);
    auto* context = dock(tr("Context vectors"), "contextDock", context_, Qt::RightDockWidgetArea);
    auto* mask = dock(tr("Causal mask"), "maskDock", mask_, Qt::RightDockWidgetArea);
    auto* kv = dock(tr("KV cache"), "kvDock", kvCache_, Qt::BottomDockWidgetArea);
    auto* work = dock(tr("Work: with vs without the cache"), "workDock", work_, Qt::BottomDockWidgetArea);
    splitDockWidget(kv, work, Qt::Horizontal);
    // every layer × head, and one head's lines: tabbed behind the work charts, at the bottom,
    // the widest panel (a grid of layers × heads); the right column is too narrow for four tabs
    auto* model = dock(tr("Model"), "modelDock", model_, Qt::BottomDockWidgetArea);
    auto* lines = dock(tr("Lines"), "linesDock", lines_, Qt::BottomDockWidgetArea);
    // the current step with the cache and replayed without it, beside the work charts
    auto* compare = dock(tr("Cache on vs off"), "compareDock", compare_, Qt::BottomDockWidgetArea);
    presentation_ = std::make_unique<PresentationLayout>(
        this, PresentationLayout::Docks{kv, work, controls, explain, logits, context, mask, model, lines, compare});
    tabifyDockWidget(context, mask);
    tabifyDockWidget(work, compare);
    tabifyDockWidget(compare, model);
    tabifyDockWidget(model, lines);
    work->raise();
    context->raise();
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    resizeDocks({tokens}, {96}, Qt::Vertical);
    resizeDocks({controls, explain}, {300, 500}, Qt::Vertical);
    resizeDocks({controls, logits}, {300, 420}, Qt::Horizontal);
    resizeDocks({logits, context}, {420, 330}, Qt::Vertical);
    resizeDocks({kv, work}, {560, 700}, Qt::Horizontal);
    resizeDocks({kv}, {330}, Qt::Vertical);
    // the minimum size the window keeps is the one of the layout's last activation, which may
    // predate the tabbing above (docks side by side); a fresh one lets a 1280×720 screen fit
    layout()->activate();
    // 1500×950 where the screen has room, else what it has: a 1280×720 projector too
    const QRect room = screen() ? screen()->availableGeometry() : QRect(0, 0, 1500, 950);
    resize(std::min(1500, room.width()), std::min(950, room.height()));

    const QList<ExportableView> views{{"attention", tr("Attention"), attention_, nullptr},
                                      {"tokens", tr("Tokens"), tokens_, tokens},
                                      {"mask", tr("Causal mask"), mask_, mask},
                                      {"context", tr("Context vectors"), context_, context},
                                      {"logits", tr("Logits & probabilities"), logits_, logits},
                                      {"kv-cache", tr("KV cache"), kvCache_, kv},
                                      {"work", tr("Work"), work_, work},
                                      {"explain", tr("Explain"), explain_, explain},
                                      {"model", tr("Model view"), model_, model},
                                      {"lines", tr("Attention lines"), lines_, lines},
                                      {"compare", tr("Cache on vs off"), compare_, compare}};
    // Help › What's This? on any view says what it shows and how to read it
    // and a screen reader says its title and, asked for more, the same text
    for (const ExportableView& v : views) {
        v.widget->setWhatsThis(viewWhatsThis(v.id));
        v.widget->setAccessibleName(v.title);
        v.widget->setAccessibleDescription(QTextDocumentFragment::fromHtml(viewWhatsThis(v.id)).toPlainText());
    }
    controls_->setWhatsThis(viewWhatsThis("controls"));
    QList<QWidget*> framed;
    for (const ExportableView& v : views) framed << v.widget;
    focusFrame_ = new FocusFrame(framed, this);
    export_ = new ExportController(this, session_, views,
                                   {[this] { return dark_; }, [this](bool dark) { setDarkTheme(dark); },
                                    [this] { return highContrast_; }, [this](bool on) { setHighContrast(on); }});
    lesson_->install(fileMenu_);
    fileMenu_->addSeparator();
    export_->addMenuActions(fileMenu_);
    export_->attachContextMenus();
    fileMenu_->addSeparator();
    fileMenu_->addAction(tr("Quit"), QKeySequence::Quit, this, &QWidget::close);
}

QList<ExportableView> MainWindow::exportableViews() const { return export_->views(); }

void MainWindow::updateTimeline() {
    const QSignalBlocker block(slider_);  // moving the slider here must not navigate
    slider_->setRange(0, std::max(0, session_->stepCount() - 1));
    slider_->setValue(std::max(0, session_->currentIndex()));
    slider_->setEnabled(session_->stepCount() > 1);
}

void MainWindow::updateExplain() {
    explain_->setHtml(explainHtml(session_->current(), session_->model(), session_->subStep(),
                                  session_->selectedQuery(), session_->layer(), session_->cacheMode()));
}

void MainWindow::togglePlay() {
    // P pauses Play, and a step's reveal too (P again plays on from that stage)
    if (playback_->playing() || playback_->revealing()) return playback_->stop();
    const bool stages = playUnit_->currentData().toString() == "stages";
    playback_->play(stages ? Playback::Mode::PlayStages : Playback::Mode::PlaySteps, 1000 / speed_->value());
}

void MainWindow::nextStage() {
    // S stops whatever walks by itself (a reveal, Play) at the stage it shows; the next S goes on
    if (playback_->mode() != Playback::Mode::Stopped) return playback_->stop();
    if (lesson_->atEnd()) return statusBar()->showMessage(tr("The end of the lesson (File › Close lesson to go on)"));
    const bool wasBusy = session_->busy();
    session_->subStepForward();
    stageKeyStep_ = !wasBusy && session_->busy();  // a step is coming, to wait at its first stage
}

void MainWindow::stageBack() {
    playback_->stop();
    session_->subStepBack();
}

void MainWindow::showStage(bool telling) {
    QWidget* target = nullptr;
    if (telling && session_->current()) {
        const QString id = subStepView(session_->subStep());
        for (const ExportableView& v : export_->views())
            if (v.id == id) target = v.dock ? static_cast<QWidget*>(v.dock) : v.widget;
    }
    highlight_->frame(target);
}

void MainWindow::focusViews() { attention_->setFocus(Qt::ShortcutFocusReason); }

void MainWindow::setDarkTheme(bool dark) {
    dark_ = dark;
    darkAction_->setChecked(dark);
    applyTheme();
}

void MainWindow::setHighContrast(bool on) {
    highContrast_ = on;
    highContrastAction_->setChecked(on);
    darkAction_->setEnabled(!on);  // high contrast takes the place of light and dark
    applyTheme();
}

void MainWindow::setPresentationMode(bool on, bool fullScreen) {
    if (on == presentation_->active()) return;
    presentAction_->setChecked(on);
    attention_->setCompact(on);
    if (on)
        presentation_->enter(fullScreen);
    else
        presentation_->leave();
    // the layout tabs the controls with Explain in front; a lesson's text stays in view
    if (lesson_->active()) lesson_->dock()->raise();
    applyTheme();
}

void MainWindow::showOnScreen() {
    const QRect room = screen() ? screen()->availableGeometry() : QRect();
    if (room.isValid() && !isFullScreen() && (width() >= room.width() || height() >= room.height()))
        showMaximized();
    else
        show();
}

void MainWindow::setAnimationsEnabled(bool on) {
    animations_ = on;
    animateAction_->setChecked(on);
    session_->setPlayStages(on && playback_->mode() != Playback::Mode::PlaySteps);
    if (!on && playback_->revealing()) playback_->stop();
    kvCache_->setAnimationMs(on ? animationMs_ : 0);
    if (speculative_) speculative_->setAnimationMs(on ? animationMs_ : 0);
}

void MainWindow::setColorMap(ColorMapKind kind) {
    colorMap_ = kind;
    for (QAction* a : mapActions_->actions()) a->setChecked(a->data().toInt() == int(kind));
    applyTheme();
}

void MainWindow::setAnimationMs(int ms) {
    animationMs_ = std::clamp(ms, 50, 5000);
    for (QAction* a : speedActions_->actions()) a->setChecked(a->data().toInt() == animationMs_);
    kvCache_->setAnimationMs(animations_ ? animationMs_ : 0);
    if (speculative_) speculative_->setAnimationMs(animations_ ? animationMs_ : 0);
}

void MainWindow::applyTheme() {
    Theme theme = Theme::forMode(dark_, presentation_->active(), height(), highContrast_);
    theme.colorMap = colorMap_;
    appliedFontScale_ = theme.fontScale;
    setCurrentTheme(theme);
    highlight_->setTheme(theme.dark, theme.fontScale);
    if (focusFrame_) focusFrame_->setTheme(theme.dark, theme.fontScale);
    const QPalette pal = windowPalette(theme);
    setPalette(pal);
    // read by the style (ui/window/window_palette.h): text fields get light frames on black
    setProperty(kHighContrastProperty, theme.highContrast);
    QFont f = QApplication::font();
    f.setPointSizeF(QApplication::font().pointSizeF() * theme.fontScale);
    // the central heatmaps and every dock's view — a lesson's panel too — take the theme's font;
    // the controls keep the everyday size (they sit behind Explain while presenting)
    QList<QWidget*> views{attention_};
    for (QDockWidget* d : findChildren<QDockWidget*>())
        if (d->widget() && d->widget() != controls_) views << d->widget();
    if (speculative_) views << speculative_;
    if (quantLab_) views << quantLab_;
    if (kvMemoryLab_) views << kvMemoryLab_;
    if (kvPriceLab_) views << kvPriceLab_;
    if (pagedLab_) views << pagedLab_;
    for (QWidget* w : views) {
        w->setFont(f);
        w->setPalette(pal);
    }
    // Views repaint from the new theme (charts are rebuilt in their colours).
    attention_->refresh();
    mask_->refresh();
    logits_->refresh();
    work_->refresh();
    kvCache_->refresh();
    tokens_->update();
    model_->refresh();
    lines_->refresh();
    compare_->update();
}

QStringList MainWindow::recentModels() const { return recent_->paths(); }

SpeculativeWindow* MainWindow::openSpeculativeLab() {
    if (!speculative_) {
        speculative_ = new SpeculativeWindow(this);
        applyTheme();
    }
    speculative_->setAnimationMs(animations_ ? animationMs_ : 0);
    const ModelSummary& m = session_->model();
    if (!session_->hasModel() || m.isToy)
        speculative_->setTarget("tiny", "tiny", session_->halfPrecisionWeights(), {}, session_->sampling());
    else
        speculative_->setTarget(m.source, QString::fromStdString(m.name), session_->halfPrecisionWeights(),
                                session_->prompt(), session_->sampling());
    speculative_->show();
    speculative_->raise();
    speculative_->activateWindow();
    return speculative_;
}

QuantBlockWindow* MainWindow::openQuantLab(const QString& path) {
    if (!quantLab_) {
        quantLab_ = new QuantBlockWindow(this);
        applyTheme();
    }
    quantLab_->setSource(path.isEmpty() && session_->hasModel() ? session_->model().source : path);
    quantLab_->show();
    quantLab_->raise();
    quantLab_->activateWindow();
    return quantLab_;
}

KvMemoryWindow* MainWindow::openKvMemoryLab() {
    const bool created = !kvMemoryLab_;
    if (created) {
        kvMemoryLab_ = new KvMemoryWindow(this);
        applyTheme();
    }
    kvMemoryLab_->setLoadedModel(session_->model());
    if (created) kvMemoryLab_->showModel({});  // the loaded model first; later a preset chosen stays
    kvMemoryLab_->show();
    kvMemoryLab_->raise();
    kvMemoryLab_->activateWindow();
    return kvMemoryLab_;
}

KvPriceWindow* MainWindow::openKvPriceLab() {
    if (!kvPriceLab_) {
        kvPriceLab_ = new KvPriceWindow(this);
        applyTheme();
    }
    const ModelSummary& m = session_->model();
    kvPriceLab_->setModel(m.source, m.qName(), session_->halfPrecisionWeights());
    kvPriceLab_->show();
    kvPriceLab_->raise();
    kvPriceLab_->activateWindow();
    return kvPriceLab_;
}

PagedWindow* MainWindow::openPagedLab() {
    if (!pagedLab_) {
        pagedLab_ = new PagedWindow(this);
        applyTheme();
    }
    const ModelSummary& m = session_->model();
    pagedLab_->setModel(m.source, m.qName(), session_->halfPrecisionWeights());
    pagedLab_->setPrompt(session_->prompt());  // the batch starts from the text on screen,
    PagedWindow::Timeline timeline;            // or the timeline when it has steps, its fork beside it
    for (const StepView& step : session_->steps()) {
        if (timeline.prompt.empty()) timeline.prompt = step.record->tokens;
        timeline.chosen.push_back(step.record->chosen);
    }
    if (session_->forkIndex() >= 0 && !timeline.prompt.empty()) {
        timeline.forkAt = session_->forkIndex();
        for (const StepView& step : session_->otherBranch()) timeline.forkChosen.push_back(step.record->chosen);
    }
    pagedLab_->setTimeline(timeline);
    pagedLab_->show();
    pagedLab_->raise();
    pagedLab_->activateWindow();
    return pagedLab_;
}

void MainWindow::restoreSettings() {
    SettingsRead read;
    if (rememberSession_) read = readAppSettings();
    const AppSettings& a = read.settings;
    if (!read.mayOverwrite) rememberSession_ = false;  // a file not read is not replaced either
    if (rememberSession_) {
        restoreGeometry(a.geometry);
        restoreState(a.layout, AppSettings::kVersion);
        session_->setHalfPrecisionWeights(a.halfPrecision);
        halfAction_->setChecked(a.halfPrecision);
        setKvFormat(a.kvFormat);
    }
    dark_ = a.dark;
    animations_ = a.animations;
    recent_->setPaths(a.recentModels);
    language_->setChosen(a.language);
    darkAction_->setChecked(dark_);
    setHighContrast(a.highContrast);
    setAnimationMs(a.animationMs);
    setColorMap(a.colorMap);
    setAnimationsEnabled(animations_);
    rememberedModel_ = a.model;
    session_->loadModel(a.model);
    startNotice_ = read.problem;
    // The model of the last run may be gone: fall back to the example and say why, in the
    // status bar (a dialog at start-up would stop a scripted screenshot).
    connect(session_, &SessionController::loadFailed, this, [this](const QString& source, const QString& why) {
        if (rememberedModel_.isEmpty() || source != rememberedModel_ || source == "weather" || session_->hasModel())
            return;
        rememberedModel_.clear();
        quietNextError_ = true;
        const QString message = tr("The model opened last time, %1, could not be opened (%2); showing the "
                                   "weather example instead.")
                                    .arg(QDir::toNativeSeparators(source), why);
        startNotice_ = startNotice_.isEmpty() ? message : startNotice_ + ' ' + message;
        statusBar()->showMessage(message, 20000);
        session_->loadModel("weather");
    });
    connect(session_, &SessionController::modelChanged, this, [this] { rememberedModel_.clear(); });
}

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    if (presentation_ && presentation_->active() && Theme::presentationScale(height()) != appliedFontScale_)
        applyTheme();
}

void MainWindow::setHalfPrecisionWeights(bool on) {
    halfAction_->setChecked(on);
    session_->setHalfPrecisionWeights(on);
}

bool MainWindow::halfPrecisionWeights() const { return session_->halfPrecisionWeights(); }

void MainWindow::setKvFormat(const KvFormat& format) {
    kvMenu_->show(format);
    session_->setKvFormat(format);
}

void MainWindow::saveSettings() {
    if (!rememberSession_) return;
    AppSettings a;
    a.geometry = saveGeometry();
    // closing during a lesson must not make the presentation layout the everyday one
    a.layout = presentation_->everydayState();
    a.dark = dark_;
    a.highContrast = highContrast_;
    a.animations = animations_;
    a.animationMs = animationMs_;
    a.colorMap = colorMap_;
    a.recentModels = recent_->paths();
    a.model = session_->model().source;
    a.halfPrecision = session_->halfPrecisionWeights();
    a.kvFormat = session_->kvFormat();
    a.language = language_->chosen();
    writeAppSettings(a);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    // a model folder or one of its files, from a file manager
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile()) return;
    event->acceptProposedAction();
    session_->loadModel(urls.first().toLocalFile());  // a bad folder is reported; the old model stays
}

void MainWindow::closeEvent(QCloseEvent* event) {
    saveSettings();
    QMainWindow::closeEvent(event);
}

}  // namespace kvscope::ui
