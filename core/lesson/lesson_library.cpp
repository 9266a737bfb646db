#include "core/lesson/lesson_library.h"

#include <algorithm>

#include "core/io/text_file.h"
#include "core/lesson/lesson_reader.h"
#include "core/model_registry.h"
#include "resources/embedded_resources.h"

namespace kvscope {

namespace {

constexpr std::string_view kFolder = "lessons/";
constexpr std::string_view kExtension = ".json";

bool isBuiltinModel(std::string_view name) {
    const std::vector<BuiltinModel> models = builtinModels();
    return std::any_of(models.begin(), models.end(), [&](const BuiltinModel& m) { return m.name == name; });
}

// The embedded lesson `name`, as "lessons/NAME.json" holds it.
std::optional<std::string_view> builtinText(std::string_view name) {
    return embeddedResource(std::string(kFolder) + std::string(name) + std::string(kExtension));
}

}  // namespace

Lesson readLessonFile(const std::filesystem::path& path) {
    Lesson lesson = parseLesson(readTextFile(path, kMaxLessonBytes), path.filename().string());
    const std::filesystem::path model{lesson.model};
    if (!isBuiltinModel(lesson.model) && model.is_relative())
        lesson.model = (std::filesystem::absolute(path).parent_path() / model).lexically_normal().string();
    return lesson;
}

std::vector<BuiltinLesson> builtinLessons() {
    std::vector<BuiltinLesson> list;
    for (std::string_view resource : embeddedResourceNames()) {
        if (resource.substr(0, kFolder.size()) != kFolder || resource.size() <= kFolder.size() + kExtension.size() ||
            resource.substr(resource.size() - kExtension.size()) != kExtension)
            continue;
        std::string name(resource.substr(kFolder.size(), resource.size() - kFolder.size() - kExtension.size()));
        // shipped files are checked by the tests; a broken one is a build error, not a user's
        std::string title = parseLesson(*embeddedResource(resource), std::string(resource)).title;
        list.push_back({std::move(name), std::move(title)});
    }
    std::sort(list.begin(), list.end(), [](const BuiltinLesson& a, const BuiltinLesson& b) { return a.name < b.name; });
    return list;
}

Lesson loadLesson(std::string_view nameOrPath) {
    if (const auto text = builtinText(nameOrPath)) {
        Lesson lesson = parseLesson(*text, std::string(nameOrPath) + std::string(kExtension));
        // a built-in lesson has no folder of its own: its model must be built in too
        if (!isBuiltinModel(lesson.model))
            throw Error(msg("%1: model: \"%2\" is not a built-in model",
                            std::string(nameOrPath) + std::string(kExtension), lesson.model));
        return lesson;
    }
    const std::filesystem::path path{std::string(nameOrPath)};
    std::error_code ec;
    if (std::filesystem::exists(std::filesystem::symlink_status(path, ec)) ||
        nameOrPath.find('/') != std::string_view::npos || path.extension() == kExtension)
        return readLessonFile(path);
    std::vector<std::string> names;
    for (const BuiltinLesson& l : builtinLessons()) names.push_back(l.name);
    std::string list;
    for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
    throw Error(msg("no lesson called '%1'; built-in lessons: %2, or give the path of a lesson .json file",
                    nameOrPath, list));
}

}  // namespace kvscope
