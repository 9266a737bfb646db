#pragma once
// Reading lesson files (core/lesson/lesson.h): parsed through core/io/json_reader, so every
// problem is one kvscope::Error naming the file, the key and what was expected:
//
//   my-lesson.json: steps[2].stages.maks: unknown stage (known: embed, qkv, scores, …)
//   my-lesson.json: steps: must hold the prefill and at most 64 decode steps, found 80 entries
//   my-lesson.json: display.show[1]: unknown view "heatmap" (known: tokens, mask, …)
//
// Sizes are bounded before anything is built: the file (kMaxLessonBytes), the number of steps
// and every text, so a hostile file costs little and a class never sees a wall of text.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/lesson/lesson.h"

namespace kvscope {

inline constexpr std::string_view kLessonFormat = "kvscope-lesson/1";
inline constexpr std::uintmax_t kMaxLessonBytes = std::uintmax_t{1} << 20;  // 1 MiB (article: 15 KB)
inline constexpr int kMaxLessonDecodeSteps = 64;     // one page each in the handout
inline constexpr std::size_t kMaxLessonTitleBytes = 200;
inline constexpr std::size_t kMaxLessonTextBytes = 4000;  // about a screenful in the panel
inline constexpr std::size_t kMaxLessonPromptBytes = 4000;
inline constexpr std::size_t kMaxLessonModelBytes = 4096;  // a path

// Parses and checks a lesson. `source` starts every error message (the file's name). The
// model is kept as written (core/lesson/lesson_library.h resolves a relative path). Pure: the
// fuzz target (tests/fuzz) runs it on any bytes.
Lesson parseLesson(std::string_view json, std::string_view source);

}  // namespace kvscope
