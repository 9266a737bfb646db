#include "ui/lesson/handout_run.h"

#include <QDockWidget>
#include <cstdio>

#include "ui/lesson/handout_writer.h"
#include "ui/lesson/lesson_controller.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

namespace kvscope::ui {

HandoutRun::HandoutRun(MainWindow* window, LessonController* lessons, const Lesson& lesson, QString name,
                       QString path)
    : StepScript(window, lesson.decodeSteps(), true),
      lessons_(lessons),
      lesson_(lesson),
      name_(std::move(name)),
      path_(std::move(path)),
      writer_(std::make_unique<HandoutWriter>(lesson_)) {}

HandoutRun::~HandoutRun() = default;

int HandoutRun::pages() const { return writer_->pages(); }

void HandoutRun::begin() {
    connect(lessons_, &LessonController::started, this, &HandoutRun::start, Qt::SingleShotConnection);
    connect(lessons_, &LessonController::failed, this, &HandoutRun::failWith, Qt::SingleShotConnection);
    lessons_->start(lesson_, name_, false);
}

void HandoutRun::failWith(const QString& message) {
    if (error_.isEmpty()) error_ = message;
    fail(message);
}

StepScript::Progress HandoutRun::visit(int step) {
    SessionController* s = session();
    // a real model's record may keep the layer on screen reduced: it is recomputed first
    if (!s->layerComplete()) {
        if (s->detailPending()) return Progress::Waiting;
        failWith(tr("layer %1 of step %2 could not be recomputed").arg(s->layer()).arg(step));
        return Progress::Failed;
    }
    QList<ExportableView> views;
    for (const ExportableView& v : window()->exportableViews()) {
        if (!HandoutWriter::viewIds().contains(v.id)) continue;
        if (v.dock && v.dock->isHidden()) continue;  // closed by the lesson or the user
        if (revealForExport(v)) views << v;
    }
    const StepView* current = s->current();
    const bool cacheOn = current->record->cacheMode == CacheMode::On;
    const QString facts = (step == 0 ? (cacheOn ? tr("prefill · cache on · tokens: %1 · next token: %2")
                                                : tr("prefill · cache off · tokens: %1 · next token: %2"))
                                     : (cacheOn ? tr("decode · cache on · tokens: %1 · next token: %2")
                                                : tr("decode · cache off · tokens: %1 · next token: %2")))
                              .arg(current->tokens.join(' '), current->chosen);
    writer_->addPage(step, facts, views);
    return Progress::Done;
}

StepScript::Progress HandoutRun::finish() {
    if (const QString error = writer_->write(path_); !error.isEmpty()) {
        failWith(error);
        return Progress::Failed;
    }
    std::printf("kvscope: wrote %s (%d pages)\n", qPrintable(path_), writer_->pages());
    std::fflush(stdout);
    return Progress::Done;
}

}  // namespace kvscope::ui
