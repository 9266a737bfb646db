// libFuzzer targets for the readers of files a user may open: bad input must end in
// kvscope::Error. Any other exception (libFuzzer reports it as a crash, "deadly signal" after
// std::terminate), a sanitizer report or a failed check below is a bug. Each executable fuzzes
// the reader KVSCOPE_FUZZ_READER names; see CMakeLists.txt for how to build and run them.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <span>
#include <string_view>

#include "core/gguf/gguf_file.h"
#include "core/gguf/gguf_tokenizer.h"
#include "core/gpt2/gpt2_config.h"
#include "core/gpt2/head_labels.h"
#include "core/io/json_reader.h"
#include "core/io/safetensors.h"
#include "core/io/tensor_files.h"
#include "core/lesson/lesson_reader.h"
#include "core/llama/llama_config.h"
#include "core/llama/rope.h"
#include "core/tokenizers/bpe_tokenizer.h"
#include "core/tokenizers/bpe_vocabulary.h"
#include "core/tokenizers/tokenizer_json.h"
#include "core/toy/toy_spec.h"
#include "core/types.h"

using namespace kvscope;

namespace {

constexpr std::string_view kReader = KVSCOPE_FUZZ_READER;

void check(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "check failed: %s\n", what);
        std::abort();
    }
}

// Every value of the document, read back with its place: the paths and descriptions of
// hostile keys and strings must build.
void walk(const JsonValue& v) {
    check(!v.where().empty() && !v.describe().english().empty(), "where() and describe() say something");
    if (v.raw().is_array())
        for (const JsonValue& e : v.elements()) walk(e);
    else if (v.raw().is_object())
        for (const auto& [key, member] : v.members()) walk(member);
}

void readOne(std::string_view text) {
    if (kReader == "json") {
        const JsonDocument doc(text, "fuzz.json");
        walk(doc.root());
    } else if (kReader == "config") {
        // the same file through both readers: each refuses what it cannot use, never aborts
        try {
            const Gpt2Config c = parseGpt2Config(text, "config.json");
            check(c.nHead > 0 && c.nEmbd % c.nHead == 0, "a config that parses is usable");
        } catch (const Error&) {
        }
        const LlamaConfig l = parseLlamaConfig(text, "config.json");
        check(l.kvHeads > 0 && l.heads % l.kvHeads == 0 && l.headDim > 0 && l.headDim % 2 == 0,
              "a Llama config that parses is usable");
        for (double f : scaledInverseFrequencies(l)) check(std::isfinite(f) && f > 0, "RoPE frequencies are finite");
    } else if (kReader == "index") {
        // model.safetensors.index.json: no shard name may leave the folder
        for (const auto& [file, tensors] : parseSafetensorsIndex(text, "model.safetensors.index.json"))
            check(file.find('/') == std::string::npos && file != ".." && !tensors.empty(), "shards stay in the folder");
    } else if (kReader == "tokenizer") {
        // The tokenizer is built too: its own checks of the vocabulary must hold for any file
        // the reader accepts.
        const BpeTokenizer tok(parseTokenizerJson(text, "tokenizer.json"));
        const std::string sample = "Today's weather is so <|endoftext|> 42\n";
        // a file may normalize, add a prefix space or drop text; one that does none of it keeps it
        const std::vector<TokenId> ids = tok.encode(sample, TemplateTokens::With);
        if (tok.isLossless() && tok.templateTokens().before.empty() && tok.templateTokens().after.empty())
            check(tok.decode(ids) == sample, "decode(encode(x)) == x");
        check(tok.encodeAtMost(sample, static_cast<int>(ids.size()), TemplateTokens::With) == ids,
              "encodeAtMost(x, |encode(x)|) == encode(x)");
    } else if (kReader == "vocab") {
        // vocab.json, then merges.txt after the first NUL byte.
        const size_t nul = text.find('\0');
        const std::string_view vocab = text.substr(0, nul);
        const std::string_view merges = nul == std::string_view::npos ? "" : text.substr(nul + 1);
        const BpeTokenizer tok(parseVocabAndMerges(vocab, "vocab.json", merges, "merges.txt"));
        check(tok.vocabSize() >= 256, "every byte is a token");
    } else if (kReader == "toy") {
        const ToySpec spec = parseToySpec(text, "toy.json");
        // What the app saves, it reads back the same.
        const ToySpec again = parseToySpec(toySpecToJson(spec), "saved.json");
        check(again.words == spec.words && again.values == spec.values && again.prompt == spec.prompt &&
                  again.projection == spec.projection,
              "a saved toy reads back the same");
    } else if (kReader == "heads") {
        // The first two bytes choose the model's shape (1–4 layers, 1–4 heads).
        if (text.size() < 2) return;
        const int layers = 1 + static_cast<unsigned char>(text[0]) % 4;
        const int heads = 1 + static_cast<unsigned char>(text[1]) % 4;
        const auto labels = parseHeadLabels(text.substr(2), "heads.json", layers, heads);
        check(labels.size() == static_cast<size_t>(layers * heads), "one label per head");
    } else if (kReader == "safetensors") {
        const SafetensorsFile file("model.safetensors", std::as_bytes(std::span(text.data(), text.size())));
        for (const TensorInfo& t : file.tensors()) {
            const MatrixF m = file.toMatrix(t.name);
            check(m.size() == t.elementCount(), "a tensor reads as many values as its shape says");
        }
    } else if (kReader == "encode") {
        // Arbitrary bytes through a real vocabulary (the built-in tiny GPT's, 2,000 merges):
        // valid UTF-8 must come back byte for byte, and encodeAtMost must agree with encode
        // whenever the text fits; invalid UTF-8 must be an Error.
        static const BpeTokenizer tok = BpeTokenizer::fromTokenizerJson(KVSCOPE_FUZZ_TOKENIZER);
        const std::vector<TokenId> ids = tok.encode(text);
        check(tok.decode(ids) == text, "decode(encode(x)) == x");
        const auto limit = static_cast<int>(ids.size());
        check(tok.encodeAtMost(text, limit) == ids, "encodeAtMost(x, |encode(x)|) == encode(x)");
    } else if (kReader == "lesson") {
        // A lesson that parses is one the app can step through and print: every step and
        // stage has a text, within the bounds.
        const Lesson lesson = parseLesson(text, "lesson.json");
        check(lesson.decodeSteps() >= 0 && lesson.decodeSteps() <= kMaxLessonDecodeSteps, "steps within bounds");
        for (int i = 0; i <= lesson.decodeSteps(); ++i)
            for (int s = 0; s < kLessonStageCount; ++s) {
                const std::string& t = lesson.textAt(i, static_cast<LessonStage>(s));
                check(!t.empty() && t.size() <= kMaxLessonTextBytes, "every stage has a bounded text");
            }
    } else if (kReader == "gguf") {
        // A GGUF file that parses holds every tensor inside itself, and every value it lists
        // can be read back (arrays element by element).
        const auto bytes = std::as_bytes(std::span(text.data(), text.size()));
        const GgufFile file("model.gguf", bytes);
        for (const GgufTensorInfo& t : file.tensors()) {
            const auto d = file.data(t);
            check(d.size() == t.bytes, "a tensor's bytes are its size");
            check(d.data() >= bytes.data() && d.data() + d.size() <= bytes.data() + bytes.size(), "inside the file");
        }
        for (const GgufMetadata& kv : file.metadata()) {
            check(!kv.value.describe().english().empty(), "every value describes itself");
            if (kv.value.type == GgufValueType::Array)
                for (std::uint64_t i = 0; i < kv.value.count && i < 64; ++i) kv.value.at(i).describe();
        }
    } else if (kReader == "gguf_tokenizer") {
        // A GGUF file whose tokenizer metadata reads gives a tokenizer that encodes text into
        // its own vocabulary and decodes it again.
        const GgufFile file("model.gguf", std::as_bytes(std::span(text.data(), text.size())));
        const FolderTokenizer t = ggufTokenizer(file);
        for (const char* sample : {"Today's weather is so nice", " naïve 42\n"}) {
            const std::vector<TokenId> ids = t.tokenizer->encode(sample);
            for (TokenId id : ids) check(id >= 0 && id < t.tokenizer->vocabSize(), "ids in the vocabulary");
            t.tokenizer->decode(ids);
        }
    } else {
        check(false, "KVSCOPE_FUZZ_READER names a reader");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        readOne(std::string_view(reinterpret_cast<const char*>(data), size));
    } catch (const Error&) {
        // bad input, reported as it should be
    }
    return 0;
}
