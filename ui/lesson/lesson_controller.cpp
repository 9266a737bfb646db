#include "ui/lesson/lesson_controller.h"

#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>

#include "core/lesson/lesson_library.h"
#include "ui/controls_panel.h"
#include "ui/lesson/handout_run.h"
#include "ui/lesson/lesson_panel.h"
#include "ui/lesson/lesson_text.h"
#include "ui/main_window.h"
#include "ui/session/core_message.h"
#include "ui/session/session_controller.h"
#include "ui/window/key_names.h"

namespace kvscope::ui {

namespace {
// The dock of a lesson view id (core/lesson/lesson.h: lessonViewIds()).
QDockWidget* dockFor(MainWindow* window, const std::string& id) {
    if (id == "controls") return window->findChild<QDockWidget*>("controlsDock");
    for (const ExportableView& v : window->exportableViews())
        if (v.id.toStdString() == id) return v.dock;
    return nullptr;
}
}  // namespace

LessonController::LessonController(MainWindow* window) : QObject(window), window_(window) {
    SessionController* s = window_->session();
    connect(s, &SessionController::modelChanged, this, &LessonController::onModelChanged);
    connect(s, &SessionController::loadFailed, this, [this](const QString& source, const QString& message) {
        if (!pending_ || source != QString::fromStdString(pending_->model)) return;
        pending_.reset();  // the window said why, and kept its model; the open lesson stays
        emit failed(message);
    });
    connect(s, &SessionController::currentChanged, this, &LessonController::applyCacheForNextStep);
}

void LessonController::install(QMenu* file) {
    panel_ = new LessonPanel(window_->session(), window_);
    dock_ = new QDockWidget(tr("Lesson"), window_);
    dock_->setObjectName("lessonDock");
    dock_->setWidget(panel_);
    // left out of the layout until a lesson opens (placed there it would widen the window's
    // minimum even while hidden: a 800-pixel screen must still hold the window)
    dock_->hide();
    connect(panel_, &LessonPanel::nextRequested, window_, &MainWindow::stageForward);
    connect(panel_, &LessonPanel::backRequested, window_, &MainWindow::stageBack);

    file->addAction(tr("Open lesson…"), this, &LessonController::askOpen);
    builtins_ = file->addMenu(tr("Lessons"));
    for (const BuiltinLesson& l : builtinLessons())
        builtins_->addAction(lessonText(l.title), this,
                             [this, name = QString::fromStdString(l.name)] { open(name); });
    auto* closeAction = file->addAction(tr("Close lesson"), this, &LessonController::close);
    auto* handout = file->addAction(tr("Export lesson handout (PDF)…"), this, &LessonController::askExportHandout);
    for (QAction* a : {closeAction, handout}) a->setEnabled(false);
    connect(this, &LessonController::started, this, [closeAction, handout] {
        closeAction->setEnabled(true);
        handout->setEnabled(true);
    });
    connect(this, &LessonController::closed, this, [closeAction, handout] {
        closeAction->setEnabled(false);
        handout->setEnabled(false);
    });
}

bool LessonController::open(const QString& nameOrPath) {
    Lesson lesson;
    try {
        lesson = loadLesson(QFile::encodeName(nameOrPath).toStdString());
    } catch (const Error& e) {
        report(errorText(e));
        return false;
    }
    start(lesson, QFileInfo(nameOrPath).completeBaseName());
    return true;
}

void LessonController::start(const Lesson& lesson, const QString& name, bool applyDisplay) {
    pending_ = std::make_shared<const Lesson>(lesson);
    pendingName_ = name;
    applyDisplay_ = applyDisplay;
    // a fresh load: the lesson starts from before its prefill, whatever was on screen
    window_->session()->loadModel(QString::fromStdString(lesson.model));
}

void LessonController::restart(bool applyDisplay) {
    if (lesson_) start(*lesson_, name_, applyDisplay);
}

void LessonController::close() {
    if (!lesson_) return;
    lesson_.reset();
    active_ = false;
    window_->session()->setStepCacheModes({});  // new steps follow the toggle again
    panel_->setLesson(nullptr);
    dock_->hide();
    emit closed();
}

bool LessonController::atEnd() const {
    const SessionController* s = window_->session();
    return active_ && lessonAtEnd(*lesson_, s->currentIndex(), s->subStep());
}

void LessonController::report(const QString& message) {
    window_->statusBar()->showMessage(message, 10000);
    if (window_->isVisible() && !QApplication::platformName().startsWith("offscreen"))
        QMessageBox::warning(window_, tr("KVScope"), message);
    emit failed(message);
}

void LessonController::onModelChanged() {
    SessionController* s = window_->session();
    if (pending_ && s->model().source == QString::fromStdString(pending_->model)) {
        lesson_ = std::move(pending_);
        name_ = pendingName_;
        if (!lesson_->prompt.empty()) s->setPrompt(QString::fromStdString(lesson_->prompt));
        s->setCacheMode(lesson_->cacheAt(0));
        s->setStepCacheModes([lesson = lesson_](int step) { return lesson->cacheAt(step); });
        window_->controlsPanel()->syncFromSession();
        if (applyDisplay_) applyDisplay();
        if (window_->dockWidgetArea(dock_) == Qt::NoDockWidgetArea) {  // the first lesson: beside the controls
            window_->addDockWidget(Qt::LeftDockWidgetArea, dock_);
            if (auto* controls = window_->findChild<QDockWidget*>("controlsDock"))
                window_->tabifyDockWidget(controls, dock_);
        }
        dock_->show();
        dock_->raise();
        active_ = true;
        panel_->setLesson(lesson_);
        window_->statusBar()->showMessage(
            tr("Lesson: %1 · press S, %2 or → to begin").arg(lessonText(lesson_->title), keyName(Qt::Key_Space)));
        window_->focusViews();
        emit started();
        return;
    }
    // another model opened by hand: the lesson's text would describe what is not on screen
    if (active_ && s->model().source != QString::fromStdString(lesson_->model)) close();
}

void LessonController::applyDisplay() {
    const LessonDisplay& d = lesson_->display;
    if (d.dark) window_->setDarkTheme(*d.dark);
    if (!d.show.empty())
        for (std::string_view id : lessonViewIds())
            if (QDockWidget* dock = dockFor(window_, std::string(id)))
                dock->setVisible(std::find(d.show.begin(), d.show.end(), id) != d.show.end());
    for (const std::string& id : d.raise)
        if (QDockWidget* dock = dockFor(window_, id)) dock->raise();
    if (d.presentation) window_->setPresentationMode(true);
}

// The lesson may run a step with the cache off (to show what the cache saves): each step is
// computed in the lesson's mode for it (SessionController::setStepCacheModes), and told in
// that mode when the lesson reaches it — only where the lesson changes the mode, so a
// student's own C toggle (which re-tells the steps on screen) holds in between.
void LessonController::applyCacheForNextStep() {
    if (!active_) return;
    SessionController* s = window_->session();
    const int current = s->currentIndex();
    if (current < 0 || current > lesson_->decodeSteps()) return;
    const CacheMode want = lesson_->cacheAt(current);
    const bool lessonChangesIt = current == 0 || want != lesson_->cacheAt(current - 1);
    if (!lessonChangesIt || s->cacheMode() == want) return;
    s->setCacheMode(want);
    window_->controlsPanel()->syncFromSession();
}

void LessonController::askOpen() {
    const QString path = QFileDialog::getOpenFileName(window_, tr("Open a lesson"), QString(),
                                                      tr("Lessons (*.json);;All files (*)"));
    if (!path.isEmpty()) open(path);
}

void LessonController::askExportHandout() {
    if (!active_) return;
    const QString path = QFileDialog::getSaveFileName(window_, tr("Export the lesson handout"),
                                                      name_ + "-handout.pdf", tr("PDF (*.pdf)"));
    if (path.isEmpty()) return;
    exportHandout(path);
}

void LessonController::exportHandout(const QString& path) {
    if (!lesson_) return;
    SessionController* s = window_->session();
    // printed on paper: the light theme, and each step whole (no stage reveal in between)
    const int back = s->currentIndex();
    const bool dark = window_->darkTheme(), animations = window_->animationsEnabled();
    window_->setDarkTheme(false);
    window_->setAnimationsEnabled(false);
    auto* run = new HandoutRun(window_, this, *lesson_, name_, path);
    // a page a step: how far it is, and Cancel (the window is the run's meanwhile, so the
    // dialog holds its input; it shows only when the run takes a moment)
    auto* progress = new QProgressDialog(tr("Writing the handout…"), tr("Cancel"), 0, lesson_->decodeSteps() + 1,
                                         window_);
    progress->setObjectName("handoutProgress");
    progress->setWindowTitle(tr("Lesson handout"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(400);
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    progress->setValue(0);
    connect(run, &StepScript::progressed, progress, [progress](int visited, int total) {
        progress->setLabelText(tr("Writing the handout: page %1 of %2").arg(visited).arg(total));
        progress->setValue(visited);
    });
    connect(progress, &QProgressDialog::canceled, run, &StepScript::cancel);
    connect(run, &StepScript::finished, this, [this, run, progress, back, dark, animations](int code) {
        progress->deleteLater();
        SessionController* s = window_->session();
        window_->setDarkTheme(dark);
        window_->setAnimationsEnabled(animations);
        if (back >= 0 && s->stepCount() > 0) s->goToStep(std::min(back, s->stepCount() - 1));
        if (code == 0)
            window_->statusBar()->showMessage(tr("Wrote %1 (%2 pages)").arg(run->path()).arg(run->pages()), 10000);
        else if (code == StepScript::kCancelled)
            window_->statusBar()->showMessage(tr("The handout was cancelled; nothing was written."), 10000);
        else if (!run->error().isEmpty())
            report(run->error());
        run->deleteLater();
    });
    run->begin();
}

}  // namespace kvscope::ui
