// GPT-2's tokenizer does bounded work: its BPE gives exactly the merges of OpenAI's encoder.py
// (reimplemented here, quadratic, as the reference) in O(n log n); a text too long for a
// limit fails in milliseconds, by bytes, by pieces or while encoding, naming the limit; the
// piece cache has a byte limit.
#include <QtTest>
#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <sstream>

#include "core/tokenizers/bpe_vocabulary.h"
#include "core/tokenizers/bpe_tokenizer.h"

using namespace kvscope;

namespace {
const std::string kData = KVSCOPE_SOURCE_DIR "/tests/data/gpt2-tokenizer/";

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// encoder.py's bpe(): pass after pass, the lowest-ranked pair present is merged at every
// non-overlapping place, left to right. Quadratic; fine for the short pieces used here.
std::vector<TokenId> referenceBpe(const BpeVocabulary& v, std::string_view piece) {
    std::map<std::pair<TokenId, TokenId>, std::pair<size_t, TokenId>> rank;
    for (size_t r = 0; r < v.merges.size(); ++r)
        rank.emplace(std::pair(v.merges[r].left, v.merges[r].right),
                     std::pair(r, v.merges[r].merged));
    std::vector<TokenId> word;
    for (char c : piece) {
        const auto it = std::find(v.tokens.begin(), v.tokens.end(), std::string(1, c));
        word.push_back(static_cast<TokenId>(it - v.tokens.begin()));
    }
    while (word.size() > 1) {
        const std::pair<size_t, TokenId>* best = nullptr;
        std::pair<TokenId, TokenId> bestPair;
        for (size_t i = 0; i + 1 < word.size(); ++i) {
            const auto it = rank.find({word[i], word[i + 1]});
            if (it != rank.end() && (!best || it->second.first < best->first)) {
                best = &it->second;
                bestPair = it->first;
            }
        }
        if (!best) break;
        std::vector<TokenId> next;
        for (size_t i = 0; i < word.size(); ++i) {
            if (i + 1 < word.size() && std::pair(word[i], word[i + 1]) == bestPair) {
                next.push_back(best->second);
                ++i;
            } else {
                next.push_back(word[i]);
            }
        }
        word.swap(next);
    }
    return word;
}

// 256 byte tokens, then `count` random merges over the letters a–d, ranks shuffled so that
// merges often come before the merges that make their parts (real vocabularies never do; a
// hand-made or hostile one may, and encoder.py still defines the result).
BpeVocabulary randomVocabulary(std::mt19937& random, int count) {
    BpeVocabulary v;
    for (int b = 0; b < 256; ++b) v.tokens.push_back(std::string(1, static_cast<char>(b)));
    std::vector<TokenId> pool;
    for (char c : std::string("abcd")) pool.push_back(static_cast<unsigned char>(c));
    std::map<std::string, TokenId> ids;
    while (static_cast<int>(v.merges.size()) < count) {
        const TokenId l = pool[random() % pool.size()], r = pool[random() % pool.size()];
        const std::string text =
            v.tokens[static_cast<size_t>(l)] + v.tokens[static_cast<size_t>(r)];
        if (ids.count(text) || text.size() > 12) continue;
        const auto id = static_cast<TokenId>(v.tokens.size());
        v.tokens.push_back(text);
        ids[text] = id;
        pool.push_back(id);
        v.merges.push_back({l, r, id});
    }
    // move a third of the merges to a random earlier rank
    for (size_t i = 0; i < v.merges.size(); ++i)
        if (random() % 3 == 0) std::swap(v.merges[i], v.merges[random() % (i + 1)]);
    return v;
}

std::string randomWord(std::mt19937& random, std::string_view alphabet, size_t length) {
    std::string w;
    for (size_t i = 0; i < length; ++i) w += alphabet[random() % alphabet.size()];
    return w;
}

QString reasonOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const TooManyTokens& e) {
        return QString::fromStdString(e.what());
    }
    return "(no error)";
}
}  // namespace

class TestBpeBounds : public QObject {
    Q_OBJECT

    std::optional<BpeTokenizer> gpt2_;
    BpeVocabulary gpt2Vocabulary_;

private slots:
    void initTestCase() {
        gpt2Vocabulary_ = parseVocabAndMerges(readAll(kData + "vocab.json"), "vocab.json",
                                              readAll(kData + "merges.txt"), "merges.txt");
        gpt2_.emplace(gpt2Vocabulary_);
    }

    // Letters only, so each word is one piece of the pre-tokenizer and BPE sees it whole.
    void mergesEqualEncoderPyOnRandomVocabularies() {
        std::mt19937 random(7);
        for (int round = 0; round < 40; ++round) {
            const BpeVocabulary v = randomVocabulary(random, 60);
            const BpeTokenizer tok(v);
            for (int w = 0; w < 50; ++w) {
                const std::string word = randomWord(random, "abcd", 1 + random() % 80);
                QVERIFY2(
                    tok.encode(word) == referenceBpe(v, word),
                    qPrintable(
                        QString("round %1, word %2").arg(round).arg(QString::fromStdString(word))));
            }
        }
    }

    void mergesEqualEncoderPyOnGpt2LongWords() {
        std::mt19937 random(11);
        for (std::string_view alphabet :
             {"abcdefghijklmnopqrstuvwxyz", "etaoinsh", "xyz", "a", "0123456789"}) {
            for (int w = 0; w < 30; ++w) {
                const std::string word = randomWord(random, alphabet, 1 + random() % 400);
                QVERIFY2(gpt2_->encode(word) == referenceBpe(gpt2Vocabulary_, word), word.c_str());
            }
        }
    }

    // encoder.py's passes took 30 s on this word (128 KB of random letters, one piece).
    void aLongWordEncodesInMilliseconds() {
        std::mt19937 random(3);
        const std::string word = randomWord(random, "abcdefghijklmnopqrstuvwxyz", 128000);
        QElapsedTimer timer;
        timer.start();
        const std::vector<TokenId> ids = gpt2_->encode(word);
        const qint64 ms = timer.elapsed();
        qInfo("128 KB word: %zu tokens in %lld ms", ids.size(), ms);
        QVERIFY2(ms < 3000, qPrintable(QString::number(ms)));
        QCOMPARE(gpt2_->decode(ids), word);
        timer.restart();
        QCOMPARE(reasonOf([&] { gpt2_->encodeAtMost(word, 1024); }),
                 QString("the text needs more than 1024 tokens: it has more than 1024 tokens"));
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    }

    // Longer than 1024 of the longest token (128 bytes): refused before any other work.
    void tooManyBytesFailsBeforeAnyWork() {
        const std::string text(200000, 'a');
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(
            reasonOf([&] { gpt2_->encodeAtMost(text, 1024); }),
            QString(
                "the text needs more than 1024 tokens: its 200000 bytes need at least 1563 tokens, "
                "as no token is longer than 128 bytes"));
        QVERIFY(timer.elapsed() < 100);
        // invalid UTF-8 after the limit is not even looked at
        QVERIFY(
            reasonOf([&] { gpt2_->encodeAtMost(text + "\xff", 1024); }).contains("200001 bytes"));
    }

    // 20,000 words are 20,000 pieces: each needs a token of its own, BPE or not.
    void tooManyPiecesFailsBeforeBpe() {
        std::string text;
        for (int i = 0; i < 20000; ++i) text += i % 2 ? " x" : " y";
        QCOMPARE(reasonOf([&] { gpt2_->encodeAtMost(text, 1024); }),
                 QString("the text needs more than 1024 tokens: its words, numbers and symbols "
                         "alone need at "
                         "least 20000 tokens"));
        // within the limit, the same words encode as usual
        QCOMPARE(gpt2_->encodeAtMost(text.substr(0, 2048), 1024).size(), size_t(1024));
        QCOMPARE(gpt2_->encodeAtMost("", 0).size(), size_t(0));
    }

    void theCacheHasAByteLimit() {
        const BpeTokenizer tok(gpt2Vocabulary_);
        std::mt19937 random(5);
        // 30,000 distinct 200-byte words: about 16 MB of cache entries without a byte limit
        for (int i = 0; i < 30000; ++i)
            tok.encode(randomWord(random, "abcdefghijklmnopqrstuvwxyz", 200));
        QVERIFY(tok.cacheBytes() > 0);
        QVERIFY2(tok.cacheBytes() <= (size_t(8) << 20),
                 qPrintable(QString::number(tok.cacheBytes())));
        // a piece far longer than any token is not kept at all
        const size_t before = tok.cacheBytes();
        tok.encode(randomWord(random, "abcdefghijklmnopqrstuvwxyz", 10000));
        QCOMPARE(tok.cacheBytes(), before);
    }
};

QTEST_APPLESS_MAIN(TestBpeBounds)
#include "tst_bpe_bounds.moc"
