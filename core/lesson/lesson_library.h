#pragma once
// Where lessons come from: the ones built into the binaries (resources/lessons/NAME.json) and
// a teacher's own files. Parsing and checking is core/lesson/lesson_reader.h.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "core/lesson/lesson.h"

namespace kvscope {

// Reads a lesson file (at most kMaxLessonBytes) and parses it; a model given as a relative
// path becomes absolute, from the lesson file's folder, so a lesson travels with its model.
// Throws Error naming the file.
Lesson readLessonFile(const std::filesystem::path& path);

struct BuiltinLesson {
    std::string name;   // what `kvscope --lesson` takes, e.g. "article"
    std::string title;  // the lesson's own title
};
// The lessons shipped in the binaries, by name, in name order.
std::vector<BuiltinLesson> builtinLessons();

// A built-in lesson by name, or a lesson file by path. Throws Error naming the file, or, for
// a name that is neither, listing the built-in lessons.
Lesson loadLesson(std::string_view nameOrPath);

}  // namespace kvscope
