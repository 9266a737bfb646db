#pragma once
// A guided lesson (resources/lessons/*.json, or a teacher's own file): which model and prompt
// to open, how many decode steps to take, what the window shows, and the text a class reads at
// each step and at each stage inside it. The format is documented in the README ("Lessons");
// core/lesson/lesson_reader.h reads and checks it. Plain data, no Qt: the app, the handout and
// the tests read the same struct.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"
#include "core/work_meter.h"  // CacheMode

namespace kvscope {

// The stages of one step as a lesson names them, in pipeline order. The app's stage walk
// (ui/session/sub_step.h) has the same ten, mapped one to one in ui/lesson/lesson_text.cpp.
enum class LessonStage {
    Embed,
    QueryKeyValue,
    Scores,
    Mask,
    Softmax,
    Context,
    Logits,
    Probabilities,
    Choose,
    Append,
};
inline constexpr int kLessonStageCount = static_cast<int>(LessonStage::Append) + 1;

// The key a lesson file uses for a stage: "embed", "qkv", "scores", "mask", "softmax",
// "context", "logits", "probabilities", "choose", "append".
std::string_view lessonStageId(LessonStage stage);

// The views a lesson may show or bring to the front, by the ids the exports use
// (ui/export/exportable_view.h) plus the two panels: "tokens", "mask", "context", "logits",
// "kv-cache", "work", "explain", "controls". The attention heatmaps are the central view and
// always shown.
const std::vector<std::string_view>& lessonViewIds();

struct LessonStep {
    std::string title;  // "Prefill: the whole prompt in one pass"
    std::string text;   // what the step is about; paragraphs split by a blank line
    // This step's cache mode when it differs from the lesson's (decode steps only: the
    // prefill computes K and V of every prompt position either way).
    std::optional<CacheMode> cache;
    // Per stage, indexed by LessonStage; empty where the lesson says nothing (the step's text
    // stands for it).
    std::array<std::string, kLessonStageCount> stages;
};

struct LessonDisplay {
    bool presentation = false;          // start in presentation mode
    std::optional<bool> dark;           // the theme; nullopt keeps the user's
    std::vector<std::string> show;      // views to show, the others closed; empty: leave as is
    std::vector<std::string> raise;     // views brought in front of their tab group
};

struct Lesson {
    std::string title;
    std::string intro;    // shown before the prefill
    // "weather", "tiny", or a model path; lessonFromFile() makes a relative path absolute,
    // from the lesson file's folder.
    std::string model;
    std::string prompt;   // empty: the model's example prompt
    CacheMode cache = CacheMode::On;  // every step's, unless the step says otherwise
    LessonDisplay display;
    std::vector<LessonStep> steps;    // (decodeSteps + 1) the prefill, then one per decode step

    int decodeSteps() const { return static_cast<int>(steps.size()) - 1; }
    // The cache mode step `index` runs with.
    CacheMode cacheAt(int index) const;
    // The text of `stage` at step `index`; the step's own text where the stage has none.
    const std::string& textAt(int index, LessonStage stage) const;
};

}  // namespace kvscope
