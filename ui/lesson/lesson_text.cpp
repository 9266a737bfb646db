#include "ui/lesson/lesson_text.h"
#include "ui/window/key_names.h"

#include <QCoreApplication>
#include <QObject>
#include <QStringList>

namespace kvscope::ui {

LessonStage lessonStage(SubStep stage) {
    switch (stage) {
        case SubStep::Embed: return LessonStage::Embed;
        case SubStep::QueryKeyValue: return LessonStage::QueryKeyValue;
        case SubStep::Scores: return LessonStage::Scores;
        case SubStep::Mask: return LessonStage::Mask;
        case SubStep::Softmax: return LessonStage::Softmax;
        case SubStep::Mix: return LessonStage::Context;
        case SubStep::Logits: return LessonStage::Logits;
        case SubStep::Probabilities: return LessonStage::Probabilities;
        case SubStep::Choose: return LessonStage::Choose;
        case SubStep::CacheAppend: return LessonStage::Append;
    }
    return LessonStage::Append;
}
static_assert(kSubStepCount == kLessonStageCount, "a lesson names every stage of the app's walk");

QString lessonText(const std::string& text) {
    return text.empty() ? QString() : QCoreApplication::translate("Lesson", text.c_str());
}

QString lessonParagraphsHtml(const std::string& text) {
    QString html;
    for (const QString& p : lessonText(text).split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        html += "<p>" + p.trimmed().toHtmlEscaped().replace('\n', "<br>") + "</p>";
    return html;
}

namespace {
bool inLesson(const Lesson& lesson, int step) { return step >= 0 && step <= lesson.decodeSteps(); }
}  // namespace

QString lessonPanelHtml(const Lesson& lesson, int step, SubStep stage) {
    if (step < 0)
        return "<h2>" + lessonText(lesson.title).toHtmlEscaped() + "</h2>" +
               lessonParagraphsHtml(lesson.intro) +
               QObject::tr("<p><i>Press S, %1 or → for the first stage of the prefill.</i></p>").arg(keyName(Qt::Key_Space));
    if (!inLesson(lesson, step))
        return QObject::tr("<h3>The lesson is over</h3><p>“%1” ends at step %2. Close the lesson (File › Close "
                           "lesson) to step on freely.</p>")
            .arg(lessonText(lesson.title).toHtmlEscaped())
            .arg(lesson.decodeSteps());
    const LessonStep& s = lesson.steps[static_cast<size_t>(step)];
    const std::string& stageText = s.stages[static_cast<size_t>(lessonStage(stage))];
    // the stage's words first, where a class looks while the stage is on; the step's own text
    // after them, as the background (it is the stage's text where the lesson has none)
    QString html = "<h3>" + lessonText(s.title).toHtmlEscaped() + "</h3>";
    if (stageText.empty()) return html + lessonParagraphsHtml(s.text);
    return html + "<h4>" + subStepTitle(stage).toHtmlEscaped() + "</h4>" + lessonParagraphsHtml(stageText) +
           "<hr><div style='font-style: italic'>" + lessonParagraphsHtml(s.text) + "</div>";
}

bool lessonAtEnd(const Lesson& lesson, int step, SubStep stage) {
    return step >= lesson.decodeSteps() && stage == SubStep::CacheAppend;
}

QString lessonProgressText(const Lesson& lesson, int step, SubStep stage) {
    if (step < 0) return QObject::tr("Before the prefill");
    if (!inLesson(lesson, step)) return QObject::tr("After the lesson (step %1)").arg(step);
    // short, one line in a projector's side panel: the stage's name heads the text below
    return QObject::tr("Step %1 of %2 · %3 · stage %4 of %5")
        .arg(step)
        .arg(lesson.decodeSteps())
        .arg(step == 0 ? QObject::tr("prefill") : QObject::tr("decode"))
        .arg(static_cast<int>(stage) + 1)
        .arg(kSubStepCount);
}

}  // namespace kvscope::ui
