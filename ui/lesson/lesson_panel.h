#pragma once
// The lesson's text beside the views: where the class is (step, stage), the step's title and
// text and what the lesson says about the current stage, with Back and Next for a student
// stepping alone. A view: it reads the session's position and the lesson; its buttons only
// ask (the window walks the stages, as for the keys).

#include <QWidget>
#include <memory>

#include "core/lesson/lesson.h"

class QLabel;
class QPushButton;
class QTextBrowser;

namespace kvscope::ui {

class SessionController;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(SessionController* session, QWidget* parent = nullptr);

    void setLesson(std::shared_ptr<const Lesson> lesson);
    QTextBrowser* textView() const { return text_; }
    QLabel* progressLabel() const { return progress_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* backButton() const { return back_; }

public slots:
    void refresh();

signals:
    void nextRequested();
    void backRequested();

private:
    SessionController* session_;
    std::shared_ptr<const Lesson> lesson_;
    QLabel* progress_;
    QTextBrowser* text_;
    QPushButton* back_;
    QPushButton* next_;
};

}  // namespace kvscope::ui
