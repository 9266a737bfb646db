// Lesson files: the built-in article lesson reads, has a text at every stage of every step, and
// quotes the numbers the weather model really computes; every bad file gives one message naming
// the file, the key and what was expected (tests/data/lessons/bad/, one file per mistake).
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/engine.h"
#include "core/format.h"
#include "core/lesson/lesson_library.h"
#include "core/lesson/lesson_reader.h"
#include "core/model_registry.h"
#include "resources/embedded_resources.h"

using namespace kvscope;

namespace {
const std::string kData = KVSCOPE_SOURCE_DIR "/tests/data/lessons/";

std::string fileText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The error a lesson file gives, or "" when it reads.
QString errorOf(const std::function<void()>& read) {
    try {
        read();
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

std::string word(const Model& m, TokenId id) { return m.tokenizer().displayText(id); }

// "[12.5, 5, 10, 9]": the newest context row as the lesson (and the CLI) writes it.
std::string contextText(const StepRecord& s) {
    std::vector<std::string> parts;
    for (Eigen::Index c = 0; c < s.context.cols(); ++c) parts.push_back(formatNumber(s.context(s.context.rows() - 1, c)));
    return "[" + join(parts, ", ") + "]";
}
}  // namespace

class TestLesson : public QObject {
    Q_OBJECT
private slots:
    void shippedFileMatchesTheSourceTree() {
        QCOMPARE(std::string(*embeddedResource("lessons/article.json")),
                 fileText(KVSCOPE_SOURCE_DIR "/resources/lessons/article.json"));
    }

    void theArticleIsBuiltIn() {
        const std::vector<BuiltinLesson> list = builtinLessons();
        QCOMPARE(list.size(), size_t(1));
        QCOMPARE(list[0].name, std::string("article"));
        QCOMPARE(list[0].title, std::string("From prompt to prediction: prefill, decode and the KV cache"));
    }

    void theArticleHasATextAtEveryStageOfEveryStep() {
        const Lesson lesson = loadLesson("article");
        QCOMPARE(lesson.model, std::string("weather"));
        QCOMPARE(lesson.prompt, std::string("Today weather is so"));
        QCOMPARE(lesson.decodeSteps(), 3);
        QVERIFY(!lesson.intro.empty());
        for (int i = 0; i <= lesson.decodeSteps(); ++i) {
            const LessonStep& step = lesson.steps[size_t(i)];
            QVERIFY(!step.title.empty() && !step.text.empty());
            for (int s = 0; s < kLessonStageCount; ++s)
                QVERIFY2(!step.stages[size_t(s)].empty(),
                         qPrintable(QString("step %1, stage %2 has no text of its own")
                                        .arg(i)
                                        .arg(QString::fromUtf8(lessonStageId(LessonStage(s))))));
        }
        // the third step is the one without the cache
        QCOMPARE(lesson.cacheAt(0), CacheMode::On);
        QCOMPARE(lesson.cacheAt(1), CacheMode::On);
        QCOMPARE(lesson.cacheAt(2), CacheMode::Off);
        QCOMPARE(lesson.cacheAt(3), CacheMode::On);
    }

    // The lesson's numbers are written by hand; here the engine computes them independently,
    // step by step with the lesson's cache modes, and each must be in the text where it is told.
    void theArticlesNumbersAreTheModels() {
        const Lesson lesson = loadLesson("article");
        const ModelPtr model = loadModel(lesson.model);
        Engine engine(model, lesson.cacheAt(0));
        std::vector<StepPtr> steps{engine.prefill(model->tokenizer().encode(lesson.prompt), SamplingParams{})};
        for (int i = 1; i <= lesson.decodeSteps(); ++i) {
            engine.setCacheMode(lesson.cacheAt(i));
            steps.push_back(engine.decode(SamplingParams{}));
        }
        auto says = [&](int step, LessonStage stage, const std::string& what) {
            const std::string& text = lesson.steps[size_t(step)].stages[size_t(stage)];
            if (text.find(what) != std::string::npos) return true;
            qWarning("step %d, %s: \"%s\" not in: %s", step, std::string(lessonStageId(stage)).c_str(), what.c_str(),
                     text.c_str());
            return false;
        };
        for (int i = 0; i <= lesson.decodeSteps(); ++i) {
            const StepRecord& s = *steps[size_t(i)];
            QCOMPARE(s.cacheMode, lesson.cacheAt(i));
            QVERIFY(says(i, LessonStage::Context, contextText(s)));
            for (size_t k = 0; k < s.candidates.size(); ++k) {
                const std::string w = word(*model, s.candidates[k]);
                QVERIFY(says(i, LessonStage::Logits, w + " " + formatNumber(s.logits[Eigen::Index(k)])));
                QVERIFY(says(i, LessonStage::Probabilities, w + " " + formatNumber(s.probabilities[Eigen::Index(k)], 3)));
            }
            QVERIFY(says(i, LessonStage::Choose, "“" + word(*model, s.chosen) + "”"));
        }
        // what the cache holds and saves, as the append stages and the no-cache step tell it
        QCOMPARE(steps[0]->work.kvVectors, std::int64_t(16));
        QVERIFY(says(0, LessonStage::Append, "16 K/V vectors, " + std::to_string(steps[0]->work.kvBytesHeld) + " bytes"));
        QVERIFY(says(1, LessonStage::Append, std::to_string(steps[1]->work.kvBytesHeld) + " bytes"));
        QVERIFY(says(1, LessonStage::Append, "computed " + std::to_string(steps[1]->work.kvVectors) +
                                                 " K/V vectors; without the cache it would have computed " +
                                                 std::to_string(steps[1]->workOtherMode.kvVectors)));
        QVERIFY(says(2, LessonStage::QueryKeyValue, "= " + std::to_string(steps[2]->work.kvVectors) + " vectors"));
        QVERIFY(says(2, LessonStage::Append, std::to_string(steps[2]->work.kvVectors) + " K/V vectors and " +
                                                 std::to_string(steps[2]->work.macs()) + " multiply-adds; with the cache it would have been " +
                                                 std::to_string(steps[2]->workOtherMode.kvVectors) + " and " +
                                                 std::to_string(steps[2]->workOtherMode.macs())));
        QCOMPARE(steps[2]->work.kvBytesHeld, std::int64_t(0));  // "nothing is kept"
        QVERIFY(says(3, LessonStage::Append, std::to_string(steps[3]->work.kvBytesHeld) + " bytes"));
        QVERIFY(says(3, LessonStage::QueryKeyValue,
                     "computes " + std::to_string(steps[3]->work.kvVectors) + " K/V vectors"));
    }

    void aMinimalLessonReads() {
        const Lesson lesson = readLessonFile(kData + "minimal.json");
        QCOMPARE(lesson.title, std::string("Two steps"));
        QCOMPARE(lesson.decodeSteps(), 1);
        QVERIFY(lesson.prompt.empty());  // the model's example
        QCOMPARE(lesson.cache, CacheMode::On);
        QVERIFY(!lesson.display.presentation && !lesson.display.dark && lesson.display.show.empty());
        // a stage without a text of its own shows the step's text
        QCOMPARE(lesson.textAt(0, LessonStage::Mask), std::string("Now watch the mask."));
        QCOMPARE(lesson.textAt(0, LessonStage::Embed), lesson.steps[0].text);
        QCOMPARE(lesson.textAt(1, LessonStage::Append), lesson.steps[1].text);
    }

    void aModelPathIsFromTheLessonsFolder() {
        const Lesson lesson = readLessonFile(kData + "own-model.json");
        const auto expected = (std::filesystem::path(kData) / "../toy/my-toy.json").lexically_normal();
        QCOMPARE(lesson.model, expected.string());
        QVERIFY(std::filesystem::path(lesson.model).is_absolute());
        QCOMPARE(lesson.display.dark, std::optional<bool>(true));
        QVERIFY(lesson.display.presentation);
        QCOMPARE(lesson.display.show, (std::vector<std::string>{"tokens", "mask", "explain"}));
        QCOMPARE(lesson.display.raise, (std::vector<std::string>{"mask"}));
    }

    void badFiles_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        auto row = [](const char* file, const QString& message) { QTest::newRow(file) << file << message; };
        row("not-json.json", "not-json.json: title: not valid JSON at line 3, column 12: syntax error while parsing "
                             "value - unexpected ','; expected '[', '{', or a literal");
        row("not-an-object.json", "not-an-object.json: expected an object, found an array of 2 items");
        row("wrong-format.json",
            "wrong-format.json: format: expected \"kvscope-lesson/1\", found the string \"kvscope-toy/1\"");
        row("no-title.json", "no-title.json: title: missing (expected a string)");
        row("unknown-key.json", "unknown-key.json: stpes: unknown key (known: format, title, intro, model, prompt, "
                                "cache, display, steps)");
        row("no-steps.json", "no-steps.json: steps: must hold the prefill and at most 64 decode steps (1 to 65 "
                             "entries), found 0 entries");
        row("too-many-steps.json", "too-many-steps.json: steps: must hold the prefill and at most 64 decode steps "
                                   "(1 to 65 entries), found 66 entries");
        row("step-not-an-object.json",
            "step-not-an-object.json: steps[1]: expected an object, found the string \"nice\"");
        row("empty-text.json", "empty-text.json: steps[0].text: must not be empty");
        row("text-too-long.json",
            "text-too-long.json: steps[1].stages.mask: is 4001 bytes long; at most 4000 are allowed");
        row("unknown-stage.json", "unknown-stage.json: steps[1].stages.maks: unknown stage (known: embed, qkv, scores, "
                                  "mask, softmax, context, logits, probabilities, choose, append)");
        row("stage-a-number.json", "stage-a-number.json: steps[0].stages.softmax: expected a string, found 42");
        row("step-key-typo.json", "step-key-typo.json: steps[0].stage: unknown key (known: title, text, cache, stages)");
        row("bad-cache.json", "bad-cache.json: cache: expected \"on\" or \"off\", found the string \"maybe\"");
        row("cache-on-prefill.json",
            "cache-on-prefill.json: steps[0].cache: the prefill computes K and V of every prompt position with the "
            "cache on or off; set \"cache\" on a decode step");
        row("unknown-view.json", "unknown-view.json: display.show[1]: unknown view \"heatmap\" (known: tokens, mask, "
                                 "context, logits, kv-cache, work, compare, explain, controls; the attention heatmaps are "
                                 "always shown)");
        row("view-twice.json", "view-twice.json: display.raise[1]: view \"mask\" is named twice");
        row("raise-not-shown.json", "raise-not-shown.json: display.raise[0]: view \"work\" is raised but not in "
                                    "display.show");
        row("bad-theme.json",
            "bad-theme.json: display.theme: expected \"light\" or \"dark\", found the string \"blue\"");
        row("presentation-a-string.json",
            "presentation-a-string.json: display.presentation: expected true or false, found the string \"yes\"");
        row("empty-model.json", "empty-model.json: model: must not be empty");
    }
    void badFiles() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const std::string path = kData + "bad/" + file.toStdString();
        QVERIFY2(std::filesystem::is_regular_file(path), path.c_str());
        QCOMPARE(errorOf([&] { readLessonFile(path); }), message);
    }

    void aFileTooLargeIsNotRead() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("huge.json").toStdString();
        std::ofstream(path) << std::string(2 * kMaxLessonBytes, ' ');
        QCOMPARE(errorOf([&] { readLessonFile(path); }),
                 QString("huge.json: the file has 2 MiB, over the 1 MiB limit for this kind of file"));
    }

    void aMissingLessonNamesTheBuiltInOnes() {
        QCOMPARE(errorOf([] { loadLesson("artcle"); }),
                 QString("no lesson called 'artcle'; built-in lessons: article, or give the path of a lesson .json file"));
        QVERIFY(errorOf([] { loadLesson("/nonexistent/lesson.json"); }).startsWith("lesson.json: "));
    }
};

QTEST_MAIN(TestLesson)
#include "tst_lesson.moc"
