#include "ui/lesson/lesson_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "ui/lesson/lesson_text.h"
#include "ui/session/session_controller.h"
#include "ui/window/key_names.h"

namespace kvscope::ui {

LessonPanel::LessonPanel(SessionController* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      progress_(new QLabel(this)),
      text_(new QTextBrowser(this)),
      back_(new QPushButton(tr("◀ Back"), this)),
      next_(new QPushButton(tr("Next ▶"), this)) {
    setObjectName("lessonPanel");
    progress_->setObjectName("lessonProgress");
    text_->setObjectName("lessonText");
    back_->setObjectName("lessonBack");
    next_->setObjectName("lessonNext");
    progress_->setWordWrap(true);
    // The keys belong to the views: a focused button would take Space, and the text ←/→.
    for (QWidget* w : {static_cast<QWidget*>(text_), static_cast<QWidget*>(back_), static_cast<QWidget*>(next_)})
        w->setFocusPolicy(Qt::NoFocus);
    back_->setToolTip(tr("The previous stage (←)"));
    next_->setToolTip(tr("The next stage (S, %1 or →)").arg(keyName(Qt::Key_Space)));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(back_);
    buttons->addStretch();
    buttons->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(progress_);
    layout->addWidget(text_, 1);
    layout->addLayout(buttons);
    connect(back_, &QPushButton::clicked, this, &LessonPanel::backRequested);
    connect(next_, &QPushButton::clicked, this, &LessonPanel::nextRequested);
    for (auto signal : {&SessionController::currentChanged, &SessionController::subStepChanged,
                        &SessionController::timelineChanged})
        connect(session_, signal, this, &LessonPanel::refresh);
}

void LessonPanel::setLesson(std::shared_ptr<const Lesson> lesson) {
    lesson_ = std::move(lesson);
    refresh();
}

void LessonPanel::refresh() {
    if (!lesson_) {
        progress_->clear();
        text_->clear();
        back_->setEnabled(false);
        next_->setEnabled(false);
        return;
    }
    const int step = session_->currentIndex();
    const SubStep stage = session_->subStep();
    progress_->setText(lessonProgressText(*lesson_, step, stage));
    text_->setHtml(lessonPanelHtml(*lesson_, step, stage));
    back_->setEnabled(step > 0 || (step == 0 && stage != SubStep::Embed));
    next_->setEnabled(!lessonAtEnd(*lesson_, step, stage));
}

}  // namespace kvscope::ui
