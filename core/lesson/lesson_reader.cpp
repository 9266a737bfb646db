#include "core/lesson/lesson_reader.h"

#include <algorithm>
#include <initializer_list>

#include "core/io/json_reader.h"

namespace kvscope {

std::string_view lessonStageId(LessonStage stage) {
    switch (stage) {
        case LessonStage::Embed: return "embed";
        case LessonStage::QueryKeyValue: return "qkv";
        case LessonStage::Scores: return "scores";
        case LessonStage::Mask: return "mask";
        case LessonStage::Softmax: return "softmax";
        case LessonStage::Context: return "context";
        case LessonStage::Logits: return "logits";
        case LessonStage::Probabilities: return "probabilities";
        case LessonStage::Choose: return "choose";
        case LessonStage::Append: return "append";
    }
    return "?";
}

const std::vector<std::string_view>& lessonViewIds() {
    static const std::vector<std::string_view> ids{"tokens", "mask",    "context", "logits",  "kv-cache",
                                                   "work",   "compare", "explain", "controls"};
    return ids;
}

CacheMode Lesson::cacheAt(int index) const {
    if (index >= 0 && index < static_cast<int>(steps.size()) && steps[static_cast<size_t>(index)].cache)
        return *steps[static_cast<size_t>(index)].cache;
    return cache;
}

const std::string& Lesson::textAt(int index, LessonStage stage) const {
    const LessonStep& step = steps.at(static_cast<size_t>(index));
    const std::string& text = step.stages[static_cast<size_t>(stage)];
    return text.empty() ? step.text : text;
}

namespace {

template <typename List>
std::string joined(const List& items) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty()) out += ", ";
        out += item;
    }
    return out;
}

// A typo in a key ("stage" for "stages") would otherwise silently drop a teacher's text.
void onlyKeys(const JsonValue& object, std::initializer_list<std::string_view> known) {
    for (const auto& [key, member] : object.members())
        if (std::find(known.begin(), known.end(), key) == known.end())
            member.fail(msg("unknown key (known: %1)", joined(known)));
}

// A string of 1 to `maxBytes` bytes.
std::string boundedText(const JsonValue& v, size_t maxBytes) {
    std::string text = v.text();
    if (text.empty()) v.fail(msg("must not be empty"));
    if (text.size() > maxBytes) v.fail(msg("is %1 bytes long; at most %2 are allowed", text.size(), maxBytes));
    return text;
}

CacheMode cacheMode(const JsonValue& v) {
    const std::string mode = v.text();
    if (mode == "on") return CacheMode::On;
    if (mode == "off") return CacheMode::Off;
    v.failExpected(msg("\"on\" or \"off\""));
}

// A list of distinct view ids.
std::vector<std::string> viewList(const JsonValue& list) {
    std::vector<std::string> views;
    const std::vector<JsonValue> items = list.elements();
    if (items.size() > lessonViewIds().size())
        list.fail(msg("names %1 views; there are %2", items.size(), lessonViewIds().size()));
    for (const JsonValue& item : items) {
        std::string id = item.text();
        const auto& known = lessonViewIds();
        if (std::find(known.begin(), known.end(), id) == known.end())
            item.fail(msg("unknown view \"%1\" (known: %2; the attention heatmaps are always shown)", id,
                          joined(known)));
        if (std::find(views.begin(), views.end(), id) != views.end())
            item.fail(msg("view \"%1\" is named twice", id));
        views.push_back(std::move(id));
    }
    return views;
}

LessonDisplay readDisplay(const JsonValue& v) {
    onlyKeys(v.object(), {"presentation", "theme", "show", "raise"});
    LessonDisplay d;
    if (const auto p = v.find("presentation")) d.presentation = p->boolean();
    if (const auto theme = v.find("theme")) {
        const std::string t = theme->text();
        if (t != "light" && t != "dark") theme->failExpected(msg("\"light\" or \"dark\""));
        d.dark = t == "dark";
    }
    if (const auto show = v.find("show")) d.show = viewList(*show);
    if (const auto raise = v.find("raise")) {
        d.raise = viewList(*raise);
        // a view the lesson closes cannot be in front
        if (!d.show.empty())
            for (const JsonValue& item : raise->elements())
                if (std::find(d.show.begin(), d.show.end(), item.text()) == d.show.end())
                    item.fail(msg("view \"%1\" is raised but not in display.show", item.text()));
    }
    return d;
}

LessonStep readStep(const JsonValue& v, size_t index) {
    onlyKeys(v.object(), {"title", "text", "cache", "stages"});
    LessonStep step;
    step.title = boundedText(v.at("title"), kMaxLessonTitleBytes);
    step.text = boundedText(v.at("text"), kMaxLessonTextBytes);
    if (const auto cache = v.find("cache")) {
        if (index == 0)
            cache->fail(msg("the prefill computes K and V of every prompt position with the cache on or off; "
                            "set \"cache\" on a decode step"));
        step.cache = cacheMode(*cache);
    }
    if (const auto stages = v.find("stages")) {
        for (const auto& [key, text] : stages->object().members()) {
            int found = -1;
            for (int s = 0; s < kLessonStageCount; ++s)
                if (lessonStageId(static_cast<LessonStage>(s)) == key) found = s;
            if (found < 0) {
                std::vector<std::string_view> ids;
                for (int s = 0; s < kLessonStageCount; ++s) ids.push_back(lessonStageId(static_cast<LessonStage>(s)));
                text.fail(msg("unknown stage (known: %1)", joined(ids)));
            }
            step.stages[static_cast<size_t>(found)] = boundedText(text, kMaxLessonTextBytes);
        }
    }
    return step;
}

}  // namespace

Lesson parseLesson(std::string_view text, std::string_view source) {
    const JsonDocument doc(text, std::string(source));
    const JsonValue root = doc.root().object();
    onlyKeys(root, {"format", "title", "intro", "model", "prompt", "cache", "display", "steps"});

    const JsonValue format = root.at("format");
    if (format.text() != kLessonFormat)
        format.failExpected(Message::verbatim("\"" + std::string(kLessonFormat) + "\""));  // a JSON string

    Lesson lesson;
    lesson.title = boundedText(root.at("title"), kMaxLessonTitleBytes);
    if (const auto intro = root.find("intro")) lesson.intro = boundedText(*intro, kMaxLessonTextBytes);
    lesson.model = boundedText(root.at("model"), kMaxLessonModelBytes);
    if (const auto prompt = root.find("prompt")) lesson.prompt = boundedText(*prompt, kMaxLessonPromptBytes);
    if (const auto cache = root.find("cache")) lesson.cache = cacheMode(*cache);
    if (const auto display = root.find("display")) lesson.display = readDisplay(*display);

    const JsonValue steps = root.at("steps");
    const std::vector<JsonValue> items = steps.elements();
    if (items.empty() || items.size() > static_cast<size_t>(kMaxLessonDecodeSteps) + 1)
        steps.fail(items.size() == 1
                       ? msg("must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 entry",
                             kMaxLessonDecodeSteps, kMaxLessonDecodeSteps + 1, items.size())
                       : msg("must hold the prefill and at most %1 decode steps (1 to %2 entries), found %3 "
                             "entries",
                             kMaxLessonDecodeSteps, kMaxLessonDecodeSteps + 1, items.size()));
    for (size_t i = 0; i < items.size(); ++i) lesson.steps.push_back(readStep(items[i], i));
    return lesson;
}

}  // namespace kvscope
