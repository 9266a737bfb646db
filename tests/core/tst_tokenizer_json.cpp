// Small hand-written tokenizer.json files, one feature at a time: the ids are worked out by
// hand from Hugging Face's documented behaviour (the Split behaviours are the example of its
// pre-tokenizer docs), and every part KVScope does not support is a clear Error naming the
// file, the place and the type.
#include <QtTest>

#include <cstdio>
#include <functional>
#include <nlohmann/json.hpp>

#include "core/tokenizers/bpe_tokenizer.h"
#include "core/tokenizers/byte_level.h"
#include "core/tokenizers/tokenizer_folder.h"
#include "core/tokenizers/tokenizer_json.h"

using namespace kvscope;
using nlohmann::json;
using Ids = std::vector<TokenId>;

namespace {

std::string errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.what();
    }
    return "(no error)";
}

// SentencePiece-style (Llama 2 layout): <unk> <s> </s>, the 256 byte tokens <0x00>…<0xFF> at
// 3…258, then ▁ a b c ▁a ab ▁ab; merges by rank "▁ a", "a b", "▁a b".
json sentencePiece() {
    json vocab = {{"<unk>", 0}, {"<s>", 1}, {"</s>", 2}};
    for (int b = 0; b < 256; ++b) {
        char name[8];
        std::snprintf(name, sizeof name, "<0x%02X>", b);
        vocab[name] = 3 + b;
    }
    int id = 259;
    for (const char* t : {"▁", "a", "b", "c", "▁a", "ab", "▁ab"}) vocab[t] = id++;
    json added = json::array();
    for (const auto& [content, i] : {std::pair("<unk>", 0), std::pair("<s>", 1), std::pair("</s>", 2)})
        added.push_back({{"id", i}, {"content", content}, {"special", true}, {"lstrip", false}, {"rstrip", false},
                         {"single_word", false}, {"normalized", false}});
    return {
        {"added_tokens", added},
        {"normalizer",
         {{"type", "Sequence"},
          {"normalizers",
           {{{"type", "Prepend"}, {"prepend", "▁"}},
            {{"type", "Replace"}, {"pattern", {{"String", " "}}}, {"content", "▁"}}}}}},
        {"pre_tokenizer", nullptr},
        {"post_processor",
         {{"type", "TemplateProcessing"},
          {"single", {{{"SpecialToken", {{"id", "<s>"}, {"type_id", 0}}}}, {{"Sequence", {{"id", "A"}, {"type_id", 0}}}}}},
          {"special_tokens", {{"<s>", {{"id", "<s>"}, {"ids", {1}}, {"tokens", {"<s>"}}}}}}}},
        {"decoder",
         {{"type", "Sequence"},
          {"decoders",
           {{{"type", "Replace"}, {"pattern", {{"String", "▁"}}}, {"content", " "}},
            {{"type", "ByteFallback"}},
            {{"type", "Fuse"}},
            {{"type", "Strip"}, {"content", " "}, {"start", 1}, {"stop", 0}}}}}},
        {"model",
         {{"type", "BPE"}, {"unk_token", "<unk>"}, {"fuse_unk", true}, {"byte_fallback", true},
          {"vocab", vocab}, {"merges", {"▁ a", "a b", "▁a b"}}}}};
}
constexpr TokenId kSpace = 259, kA = 260, kB = 261, kC = 262, kSpaceA = 263, kAB = 264, kSpaceAB = 265;
TokenId byteToken(unsigned char b) { return 3 + b; }

// Byte-level (GPT-2 layout): the 256 bytes at their byte values, then `extra` tokens (in
// byte-level text) from 256 on, with `merges`.
json byteLevel(const std::vector<std::string>& extra, const json& merges) {
    json vocab = json::object();
    for (int b = 0; b < 256; ++b) vocab[bytesToByteLevel(std::string(1, static_cast<char>(b)))] = b;
    int id = 256;
    for (const std::string& t : extra) vocab[t] = id++;
    const json bl = {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}, {"use_regex", true}};
    return {{"added_tokens", json::array()},
            {"normalizer", nullptr},
            {"pre_tokenizer", bl},
            {"post_processor", bl},
            {"decoder", bl},
            {"model", {{"type", "BPE"}, {"vocab", vocab}, {"merges", merges}}}};
}

BpeTokenizer load(const json& doc) { return BpeTokenizer(parseTokenizerJson(doc.dump(), "tokenizer.json")); }

std::vector<std::string> pieces(const PreTokenizer& p, std::string_view text) { return p.split(text, true); }

void addToken(json& doc, TokenId id, const std::string& content, json flags = json::object()) {
    json t = {{"id", id}, {"content", content}, {"special", true}};
    t.update(flags);
    doc["added_tokens"].push_back(t);
    doc["model"]["vocab"][content] = id;
}

// tokenizer_config.json and generation_config.json texts for tokenizerConfig()
const char* const kConfig0 = R"({"bos_token": "<s>", "eos_token": {"content": "</s>"},
                                                           "add_bos_token": false})";
const char* const kConfig1 = R"({"bos_token": "<s>", "eos_token": "</s>", "add_eos_token": true})";
const char* const kConfig2 = R"({"eos_token_id": [2, 0]})";
const char* const kConfig3 = R"({"bos_token": null, "add_bos_token": false})";
const char* const kConfig4 = R"({"bos_token": "<S>"})";
const char* const kConfig5 = R"({"bos_token": null, "add_bos_token": true})";
const char* const kConfig6 = R"({"eos_token_id": [2, 999]})";

// Meta's Llama 3 files: a ByteLevel post-processor, then a template with <|begin_of_text|>.
json metaLlama3Layout() {
    json llama3 = byteLevel({}, json::array());
    addToken(llama3, 256, "<|begin_of_text|>");
    llama3["post_processor"] = json::parse(R"({
        "type": "Sequence",
        "processors": [
            {"type": "ByteLevel", "add_prefix_space": true, "trim_offsets": false, "use_regex": true},
            {"type": "TemplateProcessing",
             "single": [{"SpecialToken": {"id": "<|begin_of_text|>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
             "pair": [],
             "special_tokens": {"<|begin_of_text|>": {"id": "<|begin_of_text|>", "ids": [256], "tokens": ["<|begin_of_text|>"]}}}]})");
    return llama3;
}

}  // namespace

class TestTokenizerJson : public QObject {
    Q_OBJECT

private slots:
    // Llama 2's layout: Prepend "▁" + Replace " " → "▁", merges by rank, byte fallback, <s>
    // from the template, and the decoder that undoes it all.
    void sentencePieceBpe() {
        const BpeTokenizer t = load(sentencePiece());
        QCOMPARE(t.encode("ab"), (Ids{kSpaceAB}));  // ▁ab: ▁+a (rank 0), then ▁a+b (rank 2)
        QCOMPARE(t.encode("ab", TemplateTokens::With), (Ids{1, kSpaceAB}));
        QCOMPARE(t.encode("a  c"), (Ids{kSpaceA, kSpace, kSpace, kC}));  // "▁a▁▁c"
        QCOMPARE(t.encode("bab"), (Ids{kSpace, kB, kAB}));  // "▁bab": a+b is the only merge
        QCOMPARE(t.encode("ñ"), (Ids{kSpace, byteToken(0xC3), byteToken(0xB1)}));  // not a token: its bytes
        QCOMPARE(t.encode(""), Ids{});
        QCOMPARE(t.encode("", TemplateTokens::With), Ids{1});
        QCOMPARE(t.encode("<s>ab</s>"), (Ids{1, kSpaceAB, 2}));  // each text between added tokens gets its ▁
        // decoding: ▁ → space, bytes back, and the space the normalizer prepended stripped
        QCOMPARE(t.decode(Ids{kSpaceAB}), std::string("ab"));
        QCOMPARE(t.decode(t.encode("a  c ñ")), std::string("a  c ñ"));
        QCOMPARE(t.decode(Ids{1, kSpaceAB}), std::string("<s> ab"));
        QCOMPARE(t.templateTokens().before, Ids{1});
        QVERIFY(!t.isLossless());
        // what a user sees
        QCOMPARE(t.displayText(kSpaceAB), std::string("␣ab"));
        QCOMPARE(t.tokenBytes(kSpaceAB), std::string_view(" ab"));
        QCOMPARE(t.displayText(byteToken(0x0A)), std::string("<0x0A>"));
        QCOMPARE(t.tokenBytes(byteToken(0x0A)), std::string_view("\n"));
        QCOMPARE(t.findToken("▁ab"), std::optional<TokenId>(kSpaceAB));
        QCOMPARE(t.findToken(" ab"), std::optional<TokenId>(kSpaceAB));
        QCOMPARE(t.findToken("␣ab"), std::optional<TokenId>(kSpaceAB));
    }

    // Without byte fallback a character with no token is <unk>; fuse_unk makes a run one.
    void unknownCharacters() {
        json doc = sentencePiece();
        doc["model"]["byte_fallback"] = false;
        QCOMPARE(load(doc).encode("añña"), (Ids{kSpaceA, 0, kA}));
        doc["model"]["fuse_unk"] = false;
        QCOMPARE(load(doc).encode("añña"), (Ids{kSpaceA, 0, 0, kA}));
        doc["model"].erase("unk_token");
        QCOMPARE(errorOf([&] { load(doc).encode("añ"); }),
                 std::string("the text has 'ñ', for which the tokenizer has no token and no unknown-token"));
    }

    // The Metaspace pre-tokenizer does SentencePiece's part instead of normalizers.
    void metaspace() {
        json doc = sentencePiece();
        doc["normalizer"] = nullptr;
        doc["pre_tokenizer"] = {{"type", "Metaspace"}, {"replacement", "▁"}, {"prepend_scheme", "always"}, {"split", true}};
        doc["decoder"] = {{"type", "Metaspace"}, {"replacement", "▁"}, {"prepend_scheme", "always"}, {"split", true}};
        const BpeTokenizer always = load(doc);
        QCOMPARE(always.encode("ab c"), (Ids{kSpaceAB, kSpace, kC}));  // "▁ab", "▁c"
        QCOMPARE(always.encode("<s>ab"), (Ids{1, kSpaceAB}));
        QCOMPARE(always.decode(always.encode("ab c")), std::string("ab c"));
        doc["pre_tokenizer"]["prepend_scheme"] = "first";  // only where the input starts
        QCOMPARE(load(doc).encode("<s>ab"), (Ids{1, kAB}));
        QCOMPARE(load(doc).encode("ab<s>ab"), (Ids{kSpaceAB, 1, kAB}));
        doc["pre_tokenizer"]["prepend_scheme"] = "never";
        QCOMPARE(load(doc).encode("ab"), (Ids{kAB}));
        // files from before prepend_scheme say add_prefix_space
        doc["pre_tokenizer"] = {{"type", "Metaspace"}, {"replacement", "▁"}, {"add_prefix_space", true}};
        QCOMPARE(load(doc).encode("<s>ab"), (Ids{1, kSpaceAB}));

        PreTokenizer split, whole;
        split.addMetaspace("▁", PrependScheme::Always, true);
        whole.addMetaspace("▁", PrependScheme::Always, false);
        QCOMPARE(pieces(split, "a  b"), (std::vector<std::string>{"▁a", "▁", "▁b"}));
        QCOMPARE(pieces(whole, "a  b"), (std::vector<std::string>{"▁a▁▁b"}));
    }

    // Hugging Face's pre-tokenizer docs: "the-final--countdown" split on "-".
    void splitBehaviors_data() {
        QTest::addColumn<int>("behavior");
        QTest::addColumn<bool>("invert");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("removed") << int(SplitBehavior::Removed) << false << QStringList{"the", "final", "countdown"};
        QTest::newRow("isolated") << int(SplitBehavior::Isolated) << false
                                  << QStringList{"the", "-", "final", "-", "-", "countdown"};
        QTest::newRow("merged with previous") << int(SplitBehavior::MergedWithPrevious) << false
                                              << QStringList{"the-", "final-", "-", "countdown"};
        QTest::newRow("merged with next") << int(SplitBehavior::MergedWithNext) << false
                                          << QStringList{"the", "-final", "-", "-countdown"};
        QTest::newRow("contiguous") << int(SplitBehavior::Contiguous) << false
                                    << QStringList{"the", "-", "final", "--", "countdown"};
        // inverted, the words are the pattern's matches: removing the rest keeps them
        QTest::newRow("inverted, removed") << int(SplitBehavior::Removed) << true << QStringList{"-", "-", "-"};
    }
    void splitBehaviors() {
        QFETCH(int, behavior);
        QFETCH(bool, invert);
        QFETCH(QStringList, expected);
        PreTokenizer p;
        p.addSplit(Regex::compile("-", true, "test"), static_cast<SplitBehavior>(behavior), invert);
        QStringList got;
        for (const std::string& s : pieces(p, "the-final--countdown")) got << QString::fromStdString(s);
        QCOMPARE(got, expected);
    }

    // Llama 3's layout: a Split regex from the file, then ByteLevel without its own regex.
    void splitRegexThenByteLevel() {
        json doc = byteLevel({"Ġ1", "23"}, {"Ġ 1", "2 3"});
        doc["pre_tokenizer"] = {{"type", "Sequence"},
                                {"pretokenizers",
                                 {{{"type", "Split"}, {"pattern", {{"Regex", "\\p{N}{1,3}| ?\\p{L}+|\\s+"}}},
                                   {"behavior", "Isolated"}, {"invert", false}},
                                  {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"use_regex", false}}}}};
        const BpeTokenizer t = load(doc);
        // "1234": digits in threes, so "123" + "4", and " 1" is no piece ("1" stands alone)
        QCOMPARE(t.encode("1234"), (Ids{'1', 257, '4'}));
        QCOMPARE(t.encode(" 1"), (Ids{' ', '1'}));
        QVERIFY(t.isLossless());
        QCOMPARE(t.decode(t.encode("x 1234 y\n")), std::string("x 1234 y\n"));
        // GPT-2's regex keeps " 1" together
        doc["pre_tokenizer"] = {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"use_regex", true}};
        QCOMPARE(load(doc).encode(" 1"), (Ids{256}));
    }

    // StarCoder's layout: Digits (each digit apart) before GPT-2's ByteLevel.
    void digits() {
        json doc = byteLevel({"Ġ1", "12"}, {"Ġ 1", "1 2"});
        doc["pre_tokenizer"] = {{"type", "Sequence"},
                                {"pretokenizers",
                                 {{{"type", "Digits"}, {"individual_digits", true}},
                                  {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"use_regex", true}}}}};
        QCOMPARE(load(doc).encode("x 12"), (Ids{'x', ' ', '1', '2'}));  // " 1" and "12" are never pieces
        doc["pre_tokenizer"]["pretokenizers"][0]["individual_digits"] = false;
        QCOMPARE(load(doc).encode("x 12"), (Ids{'x', ' ', 257}));  // "12" stays one piece
    }

    void byteLevelPrefixSpace() {
        json doc = byteLevel({"Ġa"}, {"Ġ a"});
        doc["pre_tokenizer"]["add_prefix_space"] = true;
        const BpeTokenizer t = load(doc);
        QCOMPARE(t.encode("a"), (Ids{256}));
        QCOMPARE(t.encode(" a"), (Ids{256}));  // a space already there: none added
        QVERIFY(!t.isLossless());
    }

    // Qwen's NFC: "e" + U+0301 encodes as "é" does; NFD the other way round.
    void unicodeNormalizers() {
        json doc = byteLevel({"Ã©"}, {"Ã ©"});  // é is C3 A9
        doc["normalizer"] = {{"type", "NFC"}};
        const BpeTokenizer nfc = load(doc);
        QCOMPARE(nfc.encode("e\xCC\x81"), (Ids{256}));
        QCOMPARE(nfc.encode("\xC3\xA9"), (Ids{256}));
        QCOMPARE(nfc.decode(nfc.encode("e\xCC\x81")), std::string("\xC3\xA9"));
        doc["normalizer"] = {{"type", "NFD"}};
        QCOMPARE(load(doc).encode("\xC3\xA9"), (Ids{'e', 0xCC, 0x81}));
        doc["normalizer"] = {{"type", "NFKC"}};
        QCOMPARE(load(doc).encode("\xEF\xAC\x81"), (Ids{'f', 'i'}));  // the ligature ﬁ
        // a NUL is a character like any other
        doc["normalizer"] = {{"type", "NFC"}};
        QCOMPARE(load(doc).encode(std::string("a\0b", 3)), (Ids{'a', 0, 'b'}));
        doc["normalizer"] = {{"type", "Sequence"}, {"normalizers", {{{"type", "Strip"}, {"strip_left", true}, {"strip_right", true}}}}};
        QCOMPARE(load(doc).encode(" \xE3\x80\x80x\t "), (Ids{'x'}));  // U+3000 is white space too
        doc["normalizer"] = {{"type", "Replace"}, {"pattern", {{"Regex", "[0-9]+"}}}, {"content", "#"}};
        QCOMPARE(load(doc).encode("a123b"), (Ids{'a', '#', 'b'}));
    }

    // lstrip / rstrip take the white space beside a match; single_word needs no letter beside
    // it; the longest token starting at a place wins; special is what isSpecial says.
    void addedTokens() {
        json doc = byteLevel({}, json::array());
        addToken(doc, 256, "<x>", {{"rstrip", true}});
        addToken(doc, 257, "<y>", {{"lstrip", true}, {"special", false}});
        addToken(doc, 258, "[w]", {{"single_word", true}});
        addToken(doc, 259, "<x>y");
        const BpeTokenizer t = load(doc);
        QCOMPARE(t.encode("a<x>  b"), (Ids{'a', 256, 'b'}));
        QCOMPARE(t.encode("a  <y>b"), (Ids{'a', 257, 'b'}));
        QCOMPARE(t.encode("a  <x>"), (Ids{'a', ' ', ' ', 256}));  // <x> does not take the left
        QCOMPARE(t.encode("a[w]"), (Ids{'a', '[', 'w', ']'}));   // a letter touches it
        QCOMPARE(t.encode("a [w]!"), (Ids{'a', ' ', 258, '!'}));
        QCOMPARE(t.encode("<x>y"), (Ids{259}));
        QCOMPARE(t.encode("<x"), (Ids{'<', 'x'}));
        QVERIFY(t.isSpecial(256));
        QVERIFY(!t.isSpecial(257));
        QCOMPARE(t.displayText(257), std::string("<y>"));
    }

    // The post-processor's template: before and after the text, and inside a Sequence (Meta's
    // Llama 3 files: ByteLevel, then TemplateProcessing with <|begin_of_text|>).
    void templates() {
        json doc = sentencePiece();
        doc["post_processor"]["single"].push_back({{"SpecialToken", {{"id", "</s>"}, {"type_id", 0}}}});
        doc["post_processor"]["special_tokens"]["</s>"] = {{"id", "</s>"}, {"ids", {2}}, {"tokens", {"</s>"}}};
        QCOMPARE(load(doc).encode("ab", TemplateTokens::With), (Ids{1, kSpaceAB, 2}));
        QCOMPARE(load(doc).encode("ab"), (Ids{kSpaceAB}));
        QCOMPARE(errorOf([&] { load(doc).encodeAtMost("ab", 2, TemplateTokens::With); }),
                 std::string("the text needs more than 2 tokens: its 2 bytes need at least 1 tokens, as no token is "
                             "longer than 5 bytes, and the template adds 2"));
        QCOMPARE(load(doc).encodeAtMost("ab", 3, TemplateTokens::With), (Ids{1, kSpaceAB, 2}));

        const json llama3 = metaLlama3Layout();
        const FolderTokenizer f = tokenizerFromMemory("m", llama3.dump());
        QCOMPARE(f.tokenizer->encode("hi", TemplateTokens::With), (Ids{256, 'h', 'i'}));
        QCOMPARE(f.specials.bos, std::optional<TokenId>(256));  // no tokenizer_config.json: the template's
        QVERIFY(f.specials.addsBos);
    }

    // tokenizer_config.json's add_bos_token overrides the template; generation_config.json adds EOS ids.
    void tokenizerConfig() {
        const std::string doc = sentencePiece().dump();
        FolderTokenizer f = tokenizerFromMemory("m", doc, kConfig0);
        QCOMPARE(f.specials.bos, std::optional<TokenId>(1));
        QVERIFY(!f.specials.addsBos);
        QCOMPARE(f.specials.eos, Ids{2});
        QCOMPARE(f.tokenizer->encode("ab", TemplateTokens::With), (Ids{kSpaceAB}));
        f = tokenizerFromMemory("m", doc, kConfig1,
                                kConfig2);
        QVERIFY(f.specials.addsBos);
        QCOMPARE(f.specials.eos, (Ids{2, 0}));
        QCOMPARE(f.tokenizer->encode("ab", TemplateTokens::With), (Ids{1, kSpaceAB, 2}));
        // no BOS at all, and one asked for
        f = tokenizerFromMemory("m", byteLevel({}, json::array()).dump(), kConfig3);
        QCOMPARE(f.specials.bos, std::optional<TokenId>());
        QCOMPARE(errorOf([&] { tokenizerFromMemory("m", doc, kConfig4); }),
                 std::string("m/tokenizer_config.json: bos_token: '<S>' is not a token of the tokenizer"));
        QCOMPARE(errorOf([&] { tokenizerFromMemory("m", doc, kConfig5); }),
                 std::string("m/tokenizer_config.json: add_bos_token: is true, but there is no bos_token"));
        QCOMPARE(errorOf([&] { tokenizerFromMemory("m", doc, "{}", kConfig6); }),
                 std::string("m/generation_config.json: eos_token_id[1]: expected a whole number from 0 to 265, found 999"));
    }

    // ignore_merges (Llama 3): a piece that is a token is that token, whatever the merges make.
    void ignoreMerges() {
        json doc = byteLevel({"ab", "bc", "abc"}, {"b c", "a b"});  // merges make a + bc, never abc
        QCOMPARE(load(doc).encode("abc"), (Ids{'a', 257}));
        doc["model"]["ignore_merges"] = true;
        QCOMPARE(load(doc).encode("abc"), (Ids{258}));
    }

    // tokenizer.json follows Hugging Face (one merge at a time, lowest rank first); GPT-2's
    // vocab.json + merges.txt follow encoder.py (a rank at every place per pass). They differ
    // only where a merge comes before one that makes its part: "ab a" before "a b" on "abab".
    void mergeOrderFollowsTheFileFormat() {
        const BpeTokenizer hf = load(byteLevel({"ab", "aba"}, {"ab a", "a b"}));
        QCOMPARE(hf.encode("abab"), (Ids{257, 'b'}));
        BpeVocabulary v;
        for (int b = 0; b < 256; ++b) v.tokens.push_back(std::string(1, static_cast<char>(b)));
        v.tokens.push_back("ab");
        v.tokens.push_back("aba");
        v.merges = {{256, 'a', 257}, {'a', 'b', 256}};
        QCOMPARE(BpeTokenizer(v).encode("abab"), (Ids{256, 256}));
    }

    void errors_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const json& doc, const char* message) {
            QTest::newRow(name) << QString::fromStdString(doc.dump()) << QString(message);
        };
        const auto sp = [](auto&& edit) {
            json d = sentencePiece();
            edit(d);
            return d;
        };
        const auto bl = [](auto&& edit) {
            json d = byteLevel({}, json::array());
            edit(d);
            return d;
        };
        row("Unigram", sp([](json& d) { d["model"]["type"] = "Unigram"; }),
            "tokenizer.json: model.type: expected \"BPE\" (KVScope reads BPE tokenizers), found the string \"Unigram\"");
        row("Lowercase", sp([](json& d) { d["normalizer"]["normalizers"][1] = {{"type", "Lowercase"}}; }),
            "tokenizer.json: normalizer.normalizers[1].type \"Lowercase\" is not supported (KVScope reads NFC, NFD, "
            "NFKC, NFKD, Replace, Prepend, Strip and Sequence normalizers)");
        row("Whitespace", sp([](json& d) { d["pre_tokenizer"] = {{"type", "Whitespace"}}; }),
            "tokenizer.json: pre_tokenizer.type \"Whitespace\" is not supported (KVScope reads Split, ByteLevel, "
            "Metaspace, Digits and Sequence pre-tokenizers)");
        row("WordPiece decoder", sp([](json& d) { d["decoder"]["decoders"][2] = {{"type", "WordPiece"}}; }),
            "tokenizer.json: decoder.decoders[2].type \"WordPiece\" is not supported (KVScope reads ByteLevel, "
            "Replace, ByteFallback, Fuse, Strip, Metaspace and Sequence decoders)");
        row("RobertaProcessing", sp([](json& d) { d["post_processor"] = {{"type", "RobertaProcessing"}}; }),
            "tokenizer.json: post_processor.type \"RobertaProcessing\" is not supported (KVScope reads "
            "TemplateProcessing, ByteLevel and Sequence post-processors)");
        row("Split behaviour", bl([](json& d) {
                d["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"String", "-"}}}, {"behavior", "Sideways"}};
            }),
            "tokenizer.json: pre_tokenizer.behavior: expected Removed, Isolated, MergedWithPrevious, MergedWithNext "
            "or Contiguous, found the string \"Sideways\"");
        row("regex does not compile", bl([](json& d) {
                d["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"Regex", "(\\p{L}"}}}, {"behavior", "Isolated"}};
            }),
            "tokenizer.json: pre_tokenizer.pattern.Regex: does not compile as a regular expression: missing closing "
            "parenthesis (at offset 6)");
        row("pattern neither", bl([](json& d) {
                d["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"Glob", "*"}}}, {"behavior", "Isolated"}};
            }),
            "tokenizer.json: pre_tokenizer.pattern: expected {\"Regex\": …} or {\"String\": …}, found an object");
        row("ByteLevel not last", bl([](json& d) {
                d["pre_tokenizer"] = {{"type", "Sequence"},
                                      {"pretokenizers", {{{"type", "ByteLevel"}}, {{"type", "Split"}, {"pattern", {{"String", "-"}}}, {"behavior", "Isolated"}}}}};
            }),
            "tokenizer.json: pre_tokenizer.pretokenizers[1]: comes after a ByteLevel pre-tokenizer, which KVScope "
            "supports only as the last step");
        row("byte-level with a Metaspace decoder", bl([](json& d) {
                d["decoder"] = {{"type", "Metaspace"}, {"replacement", "▁"}};
            }),
            "tokenizer.json: decoder: is Metaspace, but the vocabulary is byte-level");
        row("dropout", sp([](json& d) { d["model"]["dropout"] = 0.1; }),
            "tokenizer.json: model.dropout: BPE dropout is not supported (it makes encoding random)");
        row("unk not in the vocabulary", sp([](json& d) { d["model"]["unk_token"] = "<UNK>"; }),
            "tokenizer.json: model.unk_token: '<UNK>' is not in the vocabulary");
        row("template names an unknown token", sp([](json& d) { d["post_processor"]["special_tokens"].erase("<s>"); }),
            "tokenizer.json: post_processor.single[0].SpecialToken.id: '<s>' is not in the template's special_tokens");
        row("template id outside", sp([](json& d) { d["post_processor"]["special_tokens"]["<s>"]["ids"] = {999}; }),
            "tokenizer.json: post_processor.special_tokens[\"<s>\"].ids[0]: expected a whole number from 0 to 265, found 999");
        row("template with B", sp([](json& d) { d["post_processor"]["single"][1]["Sequence"]["id"] = "B"; }),
            "tokenizer.json: post_processor.single[1].Sequence.id: expected \"A\" (a single text's template has only "
            "sequence A), found the string \"B\"");
        row("Replace decoder with a regex", sp([](json& d) { d["decoder"]["decoders"][0]["pattern"] = {{"Regex", "▁+"}}; }),
            "tokenizer.json: decoder.decoders[0].pattern: a Regex pattern in a Replace decoder is not supported");
        row("Metaspace replacement of two characters", sp([](json& d) {
                d["pre_tokenizer"] = {{"type", "Metaspace"}, {"replacement", "__"}};
            }),
            "tokenizer.json: pre_tokenizer.replacement: expected one character, found the string \"__\"");
        row("prepend scheme", sp([](json& d) {
                d["pre_tokenizer"] = {{"type", "Metaspace"}, {"replacement", "▁"}, {"prepend_scheme", "sometimes"}};
            }),
            "tokenizer.json: pre_tokenizer.prepend_scheme: expected \"always\", \"first\" or \"never\"");
        row("normalized token the normalizer changes", sp([](json& d) { d["added_tokens"][1]["normalized"] = true; }),
            "tokenizer.json: added_tokens[1].normalized: the token is matched after normalizing, which changes it to "
            "'▁<s>'; KVScope does not support that");
        row("byte-level vocabulary without a byte", bl([](json& d) { d["model"]["vocab"].erase("Ġ"); }),
            "tokenizer.json: the vocabulary has no token for byte 32 ('Ġ'); a byte-level BPE needs all 256");
    }
    void errors() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        const std::string what = errorOf([&] { parseTokenizerJson(file.toStdString(), "tokenizer.json"); });
        QVERIFY2(QString::fromStdString(what).startsWith(message), what.c_str());
    }

    // The two small files in tests/data/hf-tokenizers/ (also the fuzzer's seeds) as files.
    void smallFiles() {
        const std::string data = KVSCOPE_SOURCE_DIR "/tests/data/hf-tokenizers/";
        const BpeTokenizer sp = BpeTokenizer::fromTokenizerJson(data + "small-sentencepiece.json");
        QCOMPARE(sp.encode("ab é", TemplateTokens::With), (Ids{1, 265, 267}));  // <s> ▁ab ▁é
        QCOMPARE(sp.decode(Ids{1, 265, 267}), std::string("<s> ab é"));
        const BpeTokenizer bl = BpeTokenizer::fromTokenizerJson(data + "small-byte-level-split.json");
        // NFC makes "é"; " é" is one piece, and no merge joins the space to it
        QCOMPARE(bl.encode("<|im_start|>the the e\xCC\x81"), (Ids{260, 't', 257, 258, ' ', 259}));
        QCOMPARE(bl.encode("<think>", TemplateTokens::With), (Ids{261}));
    }

    // What a file may say without KVScope having to do anything: offsets, an ascii pattern
    // in a Replace normalizer, a normalized added token the normalizer leaves alone.
    void acceptedAsIs() {
        json doc = byteLevel({}, json::array());
        doc["pre_tokenizer"]["trim_offsets"] = false;
        doc["normalizer"] = {{"type", "NFC"}};
        addToken(doc, 256, "<|endoftext|>", {{"normalized", true}});
        const BpeTokenizer t = load(doc);
        QCOMPARE(t.encode("a<|endoftext|>"), (Ids{'a', 256}));
    }
};

QTEST_APPLESS_MAIN(TestTokenizerJson)
#include "tst_tokenizer_json.moc"
