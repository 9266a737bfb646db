// GPT-2's tokenizer on the real vocabulary: ids equal a reference tokenizer that is not ours
// (tests/data/gpt2-tokenizer/expected.json, from js-tiktoken), through both loading paths;
// decode(encode(x)) == x; invalid UTF-8 is an Error; the display conventions hold.
#include <QtTest>

#include <atomic>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "core/tokenizers/bpe_tokenizer.h"
#include "core/tokenizers/tokenizer_json.h"
#include "core/tokenizers/byte_level.h"
#include "core/tokenizers/pre_tokenizer.h"

using namespace kvscope;
using nlohmann::json;

namespace {
const std::string kData = KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tokenizer/";

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Case {
    std::string note, text;
    std::vector<TokenId> ids;
};

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::logic_error("fixture text not found: " + from);
    return text.replace(at, from.size(), to);
}

std::string errorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const Error& e) {
        return e.what();
    }
    return "(no error)";
}

// A small tokenizer.json: the 256 byte tokens, "Ġt", "he", "Ġthe" and <|endoftext|>.
json smallTokenizer() {
    json vocab = json::object();
    for (int b = 0; b < 256; ++b) vocab[bytesToByteLevel(std::string(1, static_cast<char>(b)))] = b;
    vocab["Ġt"] = 256;
    vocab["he"] = 257;
    vocab["Ġthe"] = 258;
    vocab["<|endoftext|>"] = 259;
    json added = json::array();
    added.push_back({{"id", 259}, {"content", "<|endoftext|>"}, {"special", true}});
    return {{"added_tokens", added},
            {"normalizer", nullptr},
            {"pre_tokenizer", {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"use_regex", true}}},
            {"model", {{"type", "BPE"}, {"vocab", vocab}, {"merges", {"Ġ t", "h e", "Ġt he"}}}}};
}
}  // namespace

class TestBpeTokenizer : public QObject {
    Q_OBJECT

    std::optional<BpeTokenizer> fromJson_, fromVocab_;
    std::vector<Case> cases_;

    const BpeTokenizer& tok() const { return *fromJson_; }
    TokenId id(std::string_view raw) const { return tok().findToken(raw).value_or(-1); }

private slots:
    void initTestCase() {
        fromJson_.emplace(BpeTokenizer::fromTokenizerJson(kData + "tokenizer.json"));
        fromVocab_.emplace(BpeTokenizer::fromVocabAndMerges(kData + "vocab.json", kData + "merges.txt"));
        const json expected = json::parse(readAll(kData + "expected.json"));
        for (const json& c : expected.at("cases"))
            cases_.push_back({c.at("note").get<std::string>(), c.at("text").get<std::string>(),
                              c.at("ids").get<std::vector<TokenId>>()});
        QVERIFY(cases_.size() >= 20);
    }

    void vocabulary() {
        for (const BpeTokenizer* t : {&*fromJson_, &*fromVocab_}) {
            QCOMPARE(t->vocabSize(), 50257);
            QVERIFY(t->isSpecial(50256));
            QVERIFY(!t->isSpecial(262));
            QCOMPARE(t->tokenBytes(262), std::string_view(" the"));
            QCOMPARE(t->tokenBytes(50256), std::string_view("<|endoftext|>"));
        }
    }

    void idsMatchTheReference() {
        for (const Case& c : cases_) {
            for (const BpeTokenizer* t : {&*fromJson_, &*fromVocab_}) {
                const std::vector<TokenId> ids = t->encode(c.text);
                QVERIFY2(ids == c.ids, qPrintable(QString::fromStdString(c.note)));
                QVERIFY2(t->decode(ids) == c.text, qPrintable(QString::fromStdString(c.note)));
            }
        }
        // Again, now from the merge cache.
        for (const Case& c : cases_) QVERIFY(tok().encode(c.text) == c.ids);
    }

    void mergesAsPairs() {
        json doc = json::parse(readAll(kData + "tokenizer.json"));
        for (json& m : doc["model"]["merges"]) {
            const std::string s = m.get<std::string>();
            m = json::array({s.substr(0, s.find(' ')), s.substr(s.find(' ') + 1)});
        }
        const BpeTokenizer pairs(parseTokenizerJson(doc.dump(), "tokenizer.json"));
        for (const Case& c : cases_) QVERIFY2(pairs.encode(c.text) == c.ids, c.note.c_str());
    }

    void roundTrip() {
        const std::vector<std::string> texts = {
            "", "x", "  ", "\n", "\r\n\r\n", std::string("nul\0byte", 8), "\x7f\x01\x1b[0m",
            "¡¢£ ÿ Ā", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 👩🏿‍🚀", "<|endoftext|", "|endoftext|>", "a<|endoftext|>", "'''s'''",
            std::string(3000, ' ') + "x", std::string(500, 'a'), "日本語のテキスト。カタカナ、ひらがな"};
        for (const std::string& text : texts) QVERIFY2(tok().decode(tok().encode(text)) == text, text.c_str());
        QVERIFY(tok().encode("").empty());
        // Every byte token alone, and every single character up to U+07FF, round-trips.
        for (char32_t c = 1; c < 0x800; ++c) {
            std::string s;
            if (c < 0x80) s += static_cast<char>(c);
            else s += {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))};
            QVERIFY(tok().decode(tok().encode(s)) == s);
        }
    }

    void invalidUtf8_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("0xFF") << QByteArray("ab\xff") << "byte 0xFF at offset 2";
        QTest::newRow("cut short") << QByteArray("caf\xc3") << "byte 0xC3 at offset 3";
        QTest::newRow("lone continuation") << QByteArray("\x80") << "byte 0x80 at offset 0";
        QTest::newRow("overlong slash") << QByteArray("\xc0\xaf") << "byte 0xC0 at offset 0";
        QTest::newRow("overlong 3-byte") << QByteArray("\xe0\x80\xaf") << "byte 0xE0 at offset 0";
        QTest::newRow("surrogate") << QByteArray("x\xed\xa0\x80") << "byte 0xED at offset 1";
        QTest::newRow("beyond U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << "byte 0xF4 at offset 0";
        QTest::newRow("half an emoji") << QByteArray("\xf0\x9f\x91") << "byte 0xF0 at offset 0";
    }
    void invalidUtf8() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const std::string what = errorOf([&] { tok().encode(text.toStdString()); });
        QVERIFY2(QString::fromStdString(what).startsWith("the text is not valid UTF-8: " + message), what.c_str());
    }

    void displayText() {
        QCOMPARE(tok().displayText(262), std::string("␣the"));
        QCOMPARE(tok().displayText(220), std::string("␣"));
        QCOMPARE(displayBytes("   "), std::string("␣␣␣"));  // GPT-2 has no token for a run of spaces
        QCOMPARE(tok().displayText(198), std::string("↵"));
        QCOMPARE(tok().displayText(628), std::string("↵↵"));  // "\n\n"
        QCOMPARE(tok().displayText(197), std::string("⇥"));
        QCOMPARE(tok().displayText(201), std::string("<0x0D>"));  // "\r"
        QCOMPARE(tok().displayText(id(std::string(1, '\0'))), std::string("<0x00>"));
        QCOMPARE(tok().displayText(50256), std::string("<|endoftext|>"));
        QCOMPARE(tok().displayText(50257), std::string("<50257>"));
        QCOMPARE(tok().displayText(-1), std::string("<-1>"));
        // "’" (E2 80 99) is two tokens: the first holds two bytes of it, the second one.
        const std::vector<TokenId> quote = tok().encode("’");
        QCOMPARE(quote.size(), size_t(2));
        QCOMPARE(tok().displayText(quote[0]), std::string("<0xE2><0x80>"));
        QCOMPARE(tok().displayText(quote[1]), std::string("<0x99>"));
        QCOMPARE(tok().displayText(id(" café")), std::string("␣café"));
    }

    void findToken() {
        QCOMPARE(tok().findToken(" the"), std::optional<TokenId>(262));
        QCOMPARE(tok().findToken("␣the"), std::optional<TokenId>(262));
        QCOMPARE(tok().findToken("the"), std::optional<TokenId>(1169));
        QCOMPARE(tok().findToken("\n"), std::optional<TokenId>(198));
        QCOMPARE(tok().findToken("<0x0D>"), std::optional<TokenId>(201));
        QCOMPARE(tok().findToken("<|endoftext|>"), std::optional<TokenId>(50256));
        QCOMPARE(tok().findToken("<0xE2>"), tok().findToken("\xe2"));
        QVERIFY(tok().findToken("<0xE2>").has_value());
        QCOMPARE(tok().findToken("no such token anywhere"), std::optional<TokenId>());
        // Every token's display text finds a token with that display text.
        for (TokenId i = 0; i < tok().vocabSize(); ++i)
            QVERIFY(tok().displayText(*tok().findToken(tok().displayText(i))) == tok().displayText(i));
    }

    void decodeErrors() {
        const std::vector<TokenId> bad = {262, 50257};
        QCOMPARE(errorOf([&] { tok().decode(bad); }), std::string("token id 50257 is not in the vocabulary (ids 0–50256)"));
        const std::vector<TokenId> partial = {tok().encode("👍")[0]};
        QCOMPARE(tok().decode(partial).size(), tok().tokenBytes(partial[0]).size());  // bytes, as they are
    }

    void preTokenizerPieces() {
        PreTokenizer pre;
        pre.addByteLevel(false, true);
        const auto pieces = pre.split("I'm  here!!\n\n 42x", true);
        const std::vector<std::string> expected = {"I", "'m", " ", " here", "!!", "\n\n", " 42", "x"};
        QVERIFY(pieces == expected);
    }

    void byteLevelAlphabet() {
        QCOMPARE(bytesToByteLevel(" \n"), std::string("ĠĊ"));
        QCOMPARE(byteLevelToBytes("Ġthe"), std::optional<std::string>(" the"));
        QCOMPARE(byteLevelToBytes("€"), std::optional<std::string>());
        for (int b = 0; b < 256; ++b) {
            const std::string raw(1, static_cast<char>(b));
            QCOMPARE(byteLevelToBytes(bytesToByteLevel(raw)), std::optional<std::string>(raw));
        }
    }

    void smallTokenizerAndMergeFormats() {
        const BpeTokenizer t(parseTokenizerJson(smallTokenizer().dump(), "tokenizer.json"));
        QCOMPARE(t.vocabSize(), 260);
        QCOMPARE(t.encode(" the<|endoftext|> thee"), (std::vector<TokenId>{258, 259, 258, 'e'}));
        QCOMPARE(t.displayText(258), std::string("␣the"));
    }

    void brokenFiles_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const std::string& text, const char* message) {
            QTest::newRow(name) << QString::fromStdString(text) << QString(message);
        };
        const auto edited = [](auto&& edit) {
            json doc = smallTokenizer();
            edit(doc);
            return doc.dump();
        };
        row("not JSON", "{", "tokenizer.json: not valid JSON at line 1, column 1");
        row("no model", edited([](json& d) { d.erase("model"); }), "tokenizer.json: model: missing (expected an object)");
        row("model an array", edited([](json& d) { d["model"] = json::array({1}); }),
            "tokenizer.json: model: expected an object, found an array of 1 item");
        row("WordPiece", edited([](json& d) { d["model"]["type"] = "WordPiece"; }),
            "tokenizer.json: model.type: expected \"BPE\" (KVScope reads BPE tokenizers), found the string \"WordPiece\"");
        row("model type a number", edited([](json& d) { d["model"]["type"] = 7; }),
            "tokenizer.json: model.type: expected a string, found 7");
        // (Metaspace, no pre-tokenizer, a prefix space and NFC are supported now: tst_hf_tokenizer)
        row("BertPreTokenizer", edited([](json& d) { d["pre_tokenizer"] = {{"type", "BertPreTokenizer"}}; }),
            "tokenizer.json: pre_tokenizer.type \"BertPreTokenizer\" is not supported (KVScope reads Split, ByteLevel, "
            "Metaspace, Digits and Sequence pre-tokenizers)");
        row("no pre_tokenizer, a ByteLevel decoder", edited([](json& d) {
                d.erase("pre_tokenizer");
                d["decoder"] = {{"type", "ByteLevel"}};
            }),
            "tokenizer.json: decoder: is ByteLevel, but the pre-tokenizer has no ByteLevel step");
        row("pre_tokenizer a string", edited([](json& d) { d["pre_tokenizer"] = "ByteLevel"; }),
            "tokenizer.json: pre_tokenizer: expected an object, found the string \"ByteLevel\"");
        row("prefix space yes", edited([](json& d) { d["pre_tokenizer"]["add_prefix_space"] = "yes"; }),
            "tokenizer.json: pre_tokenizer.add_prefix_space: expected true or false, found the string \"yes\"");
        row("regex 1", edited([](json& d) { d["pre_tokenizer"]["use_regex"] = 1; }),
            "tokenizer.json: pre_tokenizer.use_regex: expected true or false, found 1");
        row("sequence of one", edited([](json& d) {
                d["pre_tokenizer"] = {{"type", "Sequence"}, {"pretokenizers", {{{"type", "ByteLevel"}, {"add_prefix_space", "no"}}}}};
            }),
            "tokenizer.json: pre_tokenizer.pretokenizers[0].add_prefix_space: expected true or false, found the string \"no\"");
        row("sequence not a list", edited([](json& d) { d["pre_tokenizer"] = {{"type", "Sequence"}, {"pretokenizers", 3}}; }),
            "tokenizer.json: pre_tokenizer.pretokenizers: expected an array, found 3");
        row("normalizer", edited([](json& d) { d["normalizer"] = {{"type", "BertNormalizer"}}; }),
            "tokenizer.json: normalizer.type \"BertNormalizer\" is not supported");
        row("normalizer type a number", edited([](json& d) { d["normalizer"] = {{"type", 1}}; }),
            "tokenizer.json: normalizer.type: expected a string, found 1");
        row("prefix", edited([](json& d) { d["model"]["continuing_subword_prefix"] = "##"; }),
            "tokenizer.json: model.continuing_subword_prefix: \"##\" is not supported (KVScope's BPE has no subword "
            "prefixes or suffixes)");
        row("missing byte", edited([](json& d) { d["model"]["vocab"].erase("Ā"); }),
            "tokenizer.json: the vocabulary has no token for byte 0 ('Ā'); a byte-level BPE needs all 256");
        row("not byte-level", edited([](json& d) { d["model"]["vocab"]["▁the"] = 300; }),
            "tokenizer.json: model.vocab[\"▁the\"]: '▁the' is not GPT-2 byte-level text");
        row("vocab an array", edited([](json& d) { d["model"]["vocab"] = json::array(); }),
            "tokenizer.json: model.vocab: expected an object, found an empty array");
        row("negative id", edited([](json& d) { d["model"]["vocab"]["he"] = -3; }),
            "tokenizer.json: model.vocab.he: expected a whole number from 0 to 4194303, found -3");
        row("fractional id", edited([](json& d) { d["model"]["vocab"]["he"] = 257.5; }),
            "tokenizer.json: model.vocab.he: expected a whole number from 0 to 4194303, found 257.5");
        row("id a string", edited([](json& d) { d["model"]["vocab"]["he"] = "257"; }),
            "tokenizer.json: model.vocab.he: expected a whole number from 0 to 4194303, found the string \"257\"");
        row("id null", edited([](json& d) { d["model"]["vocab"]["he"] = nullptr; }),
            "tokenizer.json: model.vocab.he: expected a whole number from 0 to 4194303, found null");
        row("id beyond int", edited([](json& d) { d["model"]["vocab"]["he"] = 4294967553ull; }),
            "tokenizer.json: model.vocab.he: expected a whole number from 0 to 4194303, found 4294967553");
        row("shared id", edited([](json& d) { d["model"]["vocab"]["he"] = 256; }), "id 256 is used by both");
        row("added token without id", edited([](json& d) { d["added_tokens"][0].erase("id"); }),
            "tokenizer.json: added_tokens[0].id: missing (expected a whole number from 0 to 4194303)");
        row("added token content a number", edited([](json& d) { d["added_tokens"][0]["content"] = 5; }),
            "tokenizer.json: added_tokens[0].content: expected a string, found 5");
        row("added_tokens an object", edited([](json& d) { d["added_tokens"] = {{"id", 1}}; }),
            "tokenizer.json: added_tokens: expected an array, found an object");
        row("unknown merge result", edited([](json& d) { d["model"]["merges"].push_back("t h"); }),
            "tokenizer.json: model.merges[3] ('t h') needs 'th', which is not in the vocabulary");
        row("bad merge string", edited([](json& d) { d["model"]["merges"].push_back("t h e"); }),
            "tokenizer.json: model.merges[3] ('t h e') must be two tokens separated by one space");
        row("bad merge value", edited([](json& d) { d["model"]["merges"].push_back(7); }),
            "tokenizer.json: model.merges[3]: expected \"a b\" or [\"a\", \"b\"], found 7");
        row("merge pair with a number", edited([](json& d) { d["model"]["merges"].push_back({"t", 5}); }),
            "tokenizer.json: model.merges[3][1]: expected a string, found 5");
        row("merge null", edited([](json& d) { d["model"]["merges"].push_back(nullptr); }),
            "tokenizer.json: model.merges[3]: expected \"a b\" or [\"a\", \"b\"], found null");
        row("merges an object", edited([](json& d) { d["model"]["merges"] = {{"a", "b"}}; }),
            "tokenizer.json: model.merges: expected an array, found an object");
        row("1e999", replaced(edited([](json& d) { d["model"]["vocab"]["he"] = 31337; }), "31337", "1e999"),
            "tokenizer.json: model.vocab.he: the number 1e999 is too large");
        row("duplicate vocab key", replaced(edited([](json&) {}), "\"he\":257", "\"he\":257,\"he\":300"),
            "tokenizer.json: model.vocab.he: appears twice in one object");
        row("deeply nested", replaced(edited([](json&) {}), "\"merges\":[", "\"merges\":[" + std::string(100, '[')),
            "tokenizer.json: model.merges[0][0][0][0][0][0]…: nested more than 64 levels deep");
    }
    void brokenFiles() {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string what = errorOf([&] { parseTokenizerJson(text.toStdString(), "tokenizer.json"); });
        QVERIFY2(QString::fromStdString(what).startsWith("tokenizer.json: "), what.c_str());
        QVERIFY2(QString::fromStdString(what).contains(message), what.c_str());
    }

    void brokenVocabAndMerges() {
        const std::string vocab = readAll(kData + "vocab.json");
        QCOMPARE(errorOf([&] { parseVocabAndMerges(vocab, "vocab.json", "#version: 0.2\nĠ t\nĠ q z\n", "merges.txt"); }),
                 std::string("merges.txt: line 3 ('Ġ q z') must be two tokens separated by one space"));
        QCOMPARE(errorOf([&] { parseVocabAndMerges(vocab, "vocab.json", "Ġ t\nĠt zzqqxxjj\n", "merges.txt"); }),
                 std::string("merges.txt: line 2 ('Ġt zzqqxxjj') needs 'zzqqxxjj', which is not in the vocabulary"));
        QVERIFY(errorOf([&] { BpeTokenizer::fromVocabAndMerges(kData + "absent.json", kData + "merges.txt"); })
                    .starts_with("absent.json: cannot open the file"));
    }

    void brokenVocabJson_data() {
        QTest::addColumn<QString>("vocab");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const std::string& vocab, const char* message) {
            QTest::newRow(name) << QString::fromStdString(vocab) << QString(message);
        };
        // GPT-2's vocab.json starts {"!": 0, "\"": 1, ...
        const std::string good = readAll(kData + "vocab.json");
        row("an array", "[\"!\"]", "vocab.json: expected an object, found an array of 1 item");
        row("id a string", replaced(good, "\"!\": 0", "\"!\": \"0\""),
            "vocab.json: [\"!\"]: expected a whole number from 0 to 4194303, found the string \"0\"");
        row("id -1", replaced(good, "\"!\": 0", "\"!\": -1"), "vocab.json: [\"!\"]: expected a whole number from 0 to 4194303, found -1");
        row("id 1.5", replaced(good, "\"!\": 0", "\"!\": 1.5"), "vocab.json: [\"!\"]: expected a whole number from 0 to 4194303, found 1.5");
        row("id an object", replaced(good, "\"!\": 0", "\"!\": {}"), "vocab.json: [\"!\"]: expected a whole number from 0 to 4194303, found an empty object");
        row("id 1e999", replaced(good, "\"!\": 0", "\"!\": 1e999"), "vocab.json: [\"!\"]: the number 1e999 is too large (line 1, column 11)");
        row("duplicate token", replaced(good, "\"!\": 0", "\"!\": 0, \"!\": 0"), "vocab.json: [\"!\"]: appears twice in one object");
    }
    void brokenVocabJson() {
        QFETCH(QString, vocab);
        QFETCH(QString, message);
        const std::string what = errorOf([&] { parseVocabAndMerges(vocab.toStdString(), "vocab.json", "", "merges.txt"); });
        QVERIFY2(QString::fromStdString(what).startsWith(message), what.c_str());
    }

    void encodesFromSeveralThreads() {
        std::vector<std::thread> threads;
        std::atomic<int> mismatches = 0;
        for (int t = 0; t < 4; ++t)
            threads.emplace_back([&, t] {
                for (int round = 0; round < 20; ++round)
                    for (size_t i = static_cast<size_t>(t); i < cases_.size(); i += 2)
                        if (tok().encode(cases_[i].text) != cases_[i].ids) ++mismatches;
            });
        for (std::thread& th : threads) th.join();
        QCOMPARE(mismatches.load(), 0);
    }
};

QTEST_APPLESS_MAIN(TestBpeTokenizer)
#include "tst_byte_bpe_tokenizer.moc"
