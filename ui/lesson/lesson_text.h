#pragma once
// What the lesson panel says at a point of the stage walk, as HTML: pure functions over the
// core's Lesson, so tests read the text without a widget and the handout prints the same words.

#include <QString>

#include "core/lesson/lesson.h"
#include "ui/session/sub_step.h"

namespace kvscope::ui {

// The lesson's name for one of the app's stages (the two lists are the same ten).
LessonStage lessonStage(SubStep stage);

// A lesson's text (title, introduction, step or stage text) in the interface's language: the
// built-in lessons' texts are in the catalogues under context "Lesson"
// (tools/i18n/data_texts.py); a teacher's own lesson is shown as written.
QString lessonText(const std::string& text);

// A lesson text as HTML paragraphs, translated (lessonText): escaped, a blank line starts a new
// paragraph.
QString lessonParagraphsHtml(const std::string& text);

// The panel's text: before the prefill (`step` -1) the lesson's introduction; at a step of the
// lesson its title, its text and the current stage's text; after the last step, that the
// lesson is over.
QString lessonPanelHtml(const Lesson& lesson, int step, SubStep stage);

// The last stage of the lesson's last step: going on would leave the lesson.
bool lessonAtEnd(const Lesson& lesson, int step, SubStep stage);

// "Step 2 of 3 · decode · Causal mask (4 of 10)", "Before the prefill", "After the lesson".
QString lessonProgressText(const Lesson& lesson, int step, SubStep stage);

}  // namespace kvscope::ui
