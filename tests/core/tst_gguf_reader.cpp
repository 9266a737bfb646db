// The GGUF reader (core/gguf/gguf_file.h) against files written by an independent writer
// (tools/gguf_writer, Python, from the spec): every metadata value type, nested arrays, two
// versions and alignments, tensors of several types — all read as the writer's own record of
// them says. Then every way a file can be broken, as llama.cpp's tests/test-gguf.cpp lists
// them, each a clear Error naming what is wrong: and every truncation of a good file. And a
// second parser, @huggingface/gguf, reads the same files the same way.
#include <QtTest>

#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "core/gguf/gguf_file.h"
#include "core/types.h"

using namespace kvscope;
using json = nlohmann::json;

namespace {

const std::string kData = std::string(KVSCOPE_SOURCE_DIR) + "/tests/data/gguf/";

std::vector<std::byte> fileBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::vector<char> c((std::istreambuf_iterator<char>(in)), {});
    std::vector<std::byte> b(c.size());
    std::memcpy(b.data(), c.data(), c.size());
    return b;
}

// A GGUF file built field by field, to break one field at a time.
struct Builder {
    std::vector<std::byte> out;
    void raw(const void* p, size_t n) {
        const auto* b = static_cast<const std::byte*>(p);
        out.insert(out.end(), b, b + n);
    }
    Builder& u32(std::uint32_t v) { raw(&v, 4); return *this; }
    Builder& u64(std::uint64_t v) { raw(&v, 8); return *this; }
    Builder& u8(std::uint8_t v) { raw(&v, 1); return *this; }
    Builder& str(const std::string& s) { u64(s.size()); raw(s.data(), s.size()); return *this; }
    Builder& header(std::uint64_t tensors, std::uint64_t kvs, std::uint32_t version = 3) {
        raw("GGUF", 4);
        return u32(version).u64(tensors).u64(kvs);
    }
    Builder& kvU32(const std::string& key, std::uint32_t v) { return str(key).u32(4).u32(v); }
    // a tensor info: name, dims, ggml type, offset
    Builder& tensor(const std::string& name, std::vector<std::uint64_t> dims, std::uint32_t type, std::uint64_t offset) {
        str(name).u32(static_cast<std::uint32_t>(dims.size()));
        for (auto d : dims) u64(d);
        return u32(type).u64(offset);
    }
    Builder& pad(size_t alignment = 32) {
        while (out.size() % alignment) u8(0);
        return *this;
    }
    Builder& zeros(size_t n) {
        out.insert(out.end(), n, std::byte{0});
        return *this;
    }
};

QString errorOf(const std::vector<std::byte>& bytes) {
    try {
        GgufFile f("bad.gguf", bytes);
    } catch (const Error& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace

class TestGgufReader : public QObject {
    Q_OBJECT
private slots:
    void readsWhatTheWriterWrote_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("v3, alignment 32") << "every-type-v3";
        QTest::newRow("v2, alignment 64") << "every-type-v2-align64";
        QTest::newRow("quantized tensors") << "quantized-blocks";
    }
    void readsWhatTheWriterWrote() {
        QFETCH(QString, name);
        const GgufFile f(kData + name.toStdString() + ".gguf");
        std::ifstream in(kData + name.toStdString() + ".json");
        const json expected = json::parse(in);
        QCOMPARE(f.version(), expected["version"].get<std::uint32_t>());
        QCOMPARE(f.alignment(), expected["alignment"].get<std::uint32_t>());
        QCOMPARE(f.metadata().size(), expected["metadata"].size());
        for (size_t i = 0; i < f.metadata().size(); ++i) {
            const GgufMetadata& kv = f.metadata()[i];
            const json& e = expected["metadata"][i];
            QCOMPARE(kv.key, e["key"].get<std::string>());
            QCOMPARE(std::string(ggufValueTypeName(kv.value.type)), e["type"].get<std::string>());
            const GgufValue& v = kv.value;
            if (v.type == GgufValueType::Array) {
                QCOMPARE(std::string(ggufValueTypeName(v.elementType)), e["element_type"].get<std::string>());
                QCOMPARE(v.count, e["count"].get<std::uint64_t>());
                if (!e.contains("value")) continue;  // nested: counted
                for (std::uint64_t j = 0; j < v.count; ++j) {
                    const GgufValue x = v.at(j);
                    const json& ej = e["value"][j];
                    if (x.type == GgufValueType::String) QCOMPARE(x.string, ej.get<std::string>());
                    else if (x.type == GgufValueType::Bool) QCOMPARE(x.unsigned_ != 0, ej.get<bool>());
                    else QCOMPARE(x.asDouble(), ej.get<double>());
                }
            } else if (v.type == GgufValueType::String) {
                QCOMPARE(v.string, e["value"].get<std::string>());
            } else if (v.type == GgufValueType::Bool) {
                QCOMPARE(v.unsigned_ != 0, e["value"].get<bool>());
            } else if (v.isUnsignedInteger()) {
                QCOMPARE(v.unsigned_, e["value"].get<std::uint64_t>());
            } else if (v.isSignedInteger()) {
                QCOMPARE(v.integer, e["value"].get<std::int64_t>());
            } else {
                QCOMPARE(v.number, e["value"].get<double>());  // 0.15625 and 1e300 are exact in their types
            }
        }
        QCOMPARE(f.tensors().size(), expected["tensors"].size());
        for (size_t i = 0; i < f.tensors().size(); ++i) {
            const GgufTensorInfo& t = f.tensors()[i];
            const json& e = expected["tensors"][i];
            QCOMPARE(t.name, e["name"].get<std::string>());
            QCOMPARE(t.dims, e["dims"].get<std::vector<std::uint64_t>>());
            QCOMPARE(t.typeName(), e["type"].get<std::string>());
            QCOMPARE(t.offset, e["offset"].get<std::uint64_t>());
            QCOMPARE(t.bytes, e["bytes"].get<std::uint64_t>());
            QCOMPARE(f.data(t).size(), size_t(t.bytes));
            QCOMPARE(f.dataOffset() % f.alignment(), 0u);
        }
        if (name == "quantized-blocks") return;  // its tensors' values: tst_gguf_dequantize
        // the nested array: arrays of 2, 1 and 0 int32
        const GgufValue* nested = f.find("test.array.nested");
        QVERIFY(nested);
        QCOMPARE(nested->at(0).count, 2u);
        QCOMPARE(nested->at(0).at(1).integer, 2);
        QCOMPARE(nested->at(2).count, 0u);

        // the typed reads, and what they say when the file has something else
        QCOMPARE(f.string("general.architecture"), std::string("llama"));
        QCOMPARE(f.unsignedInteger("test.uint32"), 4000000000u);
        QCOMPARE(f.number("test.float32"), 0.15625);
        QCOMPARE(f.strings("test.array.string"), (std::vector<std::string>{"<s>", "▁the", "", "é"}));
        QCOMPARE(f.numbers("test.array.float32"), (std::vector<double>{0.5, -1.25, 3.0}));
        QVERIFY(!f.optionalString("llama.missing"));
        QVERIFY_THROWS_EXCEPTION(Error, f.string("test.uint8"));
        try {
            f.string("test.uint8");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()), QString("%1.gguf: 'test.uint8' is uint8 200; expected a string").arg(name));
        }
        try {
            f.unsignedInteger("llama.context_length");
        } catch (const Error& e) {
            QCOMPARE(QString(e.what()), QString("%1.gguf: has no metadata key 'llama.context_length'").arg(name));
        }
        QVERIFY_THROWS_EXCEPTION(Error, f.unsignedInteger("test.int8"));  // negative
        QVERIFY_THROWS_EXCEPTION(Error, f.numbers("test.array.string"));
    }

    // @huggingface/gguf (tools/gguf_reference/dump_hf_gguf.cjs wrote what it read) sees the
    // same file: keys in order with the same type ids and values, tensors with the same dims,
    // types and offsets. Its 64-bit integers are decimal strings.
    void agreesWithHuggingFacesParser_data() { readsWhatTheWriterWrote_data(); }
    void agreesWithHuggingFacesParser() {
        QFETCH(QString, name);
        const GgufFile f(kData + name.toStdString() + ".gguf");
        std::ifstream in(kData + name.toStdString() + ".hf.json");
        const json hf = json::parse(in);
        QCOMPARE(f.version(), hf["version"].get<std::uint32_t>());
        QCOMPARE(f.metadata().size(), hf["metadata"].size());
        const auto same = [](const GgufValue& v, const json& e, const auto& self) -> bool {
            switch (v.type) {
                case GgufValueType::String: return e.get<std::string>() == v.string;
                case GgufValueType::Bool: return e.get<bool>() == (v.unsigned_ != 0);
                case GgufValueType::Uint64: return e.get<std::string>() == std::to_string(v.unsigned_);
                case GgufValueType::Int64: return e.get<std::string>() == std::to_string(v.integer);
                case GgufValueType::Array:
                    if (e.size() != v.count) return false;
                    for (std::uint64_t i = 0; i < v.count; ++i)
                        if (!self(v.at(i), e[i], self)) return false;
                    return true;
                default: return e.get<double>() == v.asDouble();
            }
        };
        for (size_t i = 0; i < f.metadata().size(); ++i) {
            const GgufMetadata& kv = f.metadata()[i];
            const json& e = hf["metadata"][i];
            QCOMPARE(kv.key, e["key"].get<std::string>());
            QCOMPARE(std::uint32_t(kv.value.type), e["type"].get<std::uint32_t>());
            if (kv.value.type == GgufValueType::Array) QCOMPARE(std::uint32_t(kv.value.elementType), e["subType"].get<std::uint32_t>());
            QVERIFY2(same(kv.value, e["value"], same), kv.key.c_str());
        }
        QCOMPARE(f.tensors().size(), hf["tensors"].size());
        for (size_t i = 0; i < f.tensors().size(); ++i) {
            const GgufTensorInfo& t = f.tensors()[i];
            const json& e = hf["tensors"][i];
            QCOMPARE(t.name, e["name"].get<std::string>());
            QCOMPARE(t.type, e["type"].get<std::uint32_t>());
            QCOMPARE(std::to_string(t.offset), e["offset"].get<std::string>());
            QCOMPARE(t.dims.size(), e["dims"].size());
            for (size_t d = 0; d < t.dims.size(); ++d) QCOMPARE(std::to_string(t.dims[d]), e["dims"][d].get<std::string>());
        }
    }

    void everyTruncationIsAnError() {
        const std::vector<std::byte> good = fileBytes(kData + "every-type-v3.gguf");
        QVERIFY(errorOf(good).isEmpty());
        for (size_t n = 0; n < good.size(); ++n) {
            const QString e = errorOf(std::vector<std::byte>(good.begin(), good.begin() + long(n)));
            QVERIFY2(e.startsWith("bad.gguf: "), qPrintable(QString("%1 bytes: %2").arg(n).arg(e)));
        }
    }

    void brokenFilesSayWhatIsWrong_data() {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const auto bytes = [](const Builder& b) {
            return QByteArray(reinterpret_cast<const char*>(b.out.data()), qsizetype(b.out.size()));
        };
        const std::vector<std::byte> good = fileBytes(kData + "every-type-v3.gguf");
        const auto patched = [&](size_t at, const void* value, size_t n) {
            std::vector<std::byte> b = good;
            std::memcpy(b.data() + at, value, n);
            return QByteArray(reinterpret_cast<const char*>(b.data()), qsizetype(b.size()));
        };
        const std::uint32_t v1 = 1, v4 = 4;
        const std::uint64_t huge = 1'000'000'000'000ULL;
        QTest::newRow("empty") << QByteArray() << "is 0 bytes long: too short for a GGUF file";
        QTest::newRow("magic") << QByteArray("GGML\x03\0\0\0", 8) << "is not a GGUF file: it starts with 47 47 4d 4c";
        QTest::newRow("version 1") << patched(4, &v1, 4) << "is GGUF version 1";
        QTest::newRow("version 4") << patched(4, &v4, 4) << "has GGUF version 4; KVScope reads versions 2 and 3";
        QTest::newRow("absurd tensor count") << patched(8, &huge, 8) << "the header's tensor count claims 1000000000000 entries";
        QTest::newRow("absurd metadata count") << patched(16, &huge, 8) << "the header's metadata count claims 1000000000000";
        QTest::newRow("unknown value type") << bytes(Builder().header(0, 1).str("a.key").u32(13).u32(0))
                                            << "'a.key' has value type 13, which GGUF does not define";
        QTest::newRow("unknown element type") << bytes(Builder().header(0, 1).str("a.key").u32(9).u32(99).u64(0))
                                              << "'a.key' is an array of value type 99";
        QTest::newRow("absurd array length") << bytes(Builder().header(0, 1).str("a.key").u32(9).u32(4).u64(huge))
                                             << "the array 'a.key' claims 1000000000000 entries";
        QTest::newRow("long key") << bytes(Builder().header(0, 1).str(std::string(70000, 'k')).u32(4).u32(1))
                                  << "metadata key 1 is 70000 bytes long; at most 65535 are allowed";
        QTest::newRow("empty key") << bytes(Builder().header(0, 1).str("").u32(4).u32(1)) << "metadata key 1 is empty";
        QTest::newRow("duplicate key") << bytes(Builder().header(0, 2).kvU32("a.key", 1).kvU32("a.key", 2))
                                       << "the metadata key 'a.key' appears twice";
        QTest::newRow("bool 2") << bytes(Builder().header(0, 1).str("a.flag").u32(7).u8(2))
                                << "'a.flag' is a bool stored as 2; a bool is 0 or 1";
        {
            Builder b;
            b.header(0, 1).str("deep").u32(9);
            for (int i = 0; i < 9; ++i) b.u32(9).u64(1);
            b.u32(4).u64(0);
            QTest::newRow("arrays 9 deep") << bytes(b) << "'deep' nests arrays more than 8 deep";
        }
        QTest::newRow("alignment type") << bytes(Builder().header(0, 1).str("general.alignment").u32(10).u64(32))
                                        << "general.alignment is uint64; it must be uint32";
        for (std::uint32_t a : {0u, 4u, 12u, 48u})
            QTest::addRow("alignment %u", a) << bytes(Builder().header(0, 1).kvU32("general.alignment", a))
                                             << QString("general.alignment is %1; it must be a power of two and a multiple of 8").arg(a);
        QTest::newRow("5 dims") << bytes(Builder().header(1, 0).tensor("t", {1, 1, 1, 1, 1}, 0, 0).pad().zeros(32))
                                << "tensor 't' has 5 dimensions; GGUF tensors have at most 4";
        QTest::newRow("dims overflow") << bytes(Builder().header(1, 0).tensor("t", {1ULL << 40, 1ULL << 40}, 0, 0))
                                       << "tensor 't' has dimensions whose product overflows 64 bits";
        QTest::newRow("unknown ggml type") << bytes(Builder().header(1, 0).tensor("t", {32}, 4, 0))
                                           << "tensor 't' has ggml type 4, which ggml does not define";
        QTest::newRow("partial block") << bytes(Builder().header(1, 0).tensor("t", {33, 2}, 8, 0))
                                       << "tensor 't' has rows of 33 elements, not a whole number of Q8_0 blocks of 32";
        QTest::newRow("misaligned") << bytes(Builder().header(1, 0).tensor("t", {4}, 0, 8).pad().zeros(64))
                                    << "tensor 't' starts at offset 8 of the data, not a multiple of the alignment 32";
        QTest::newRow("out of range") << bytes(Builder().header(1, 0).tensor("t", {64}, 0, 0).pad().zeros(100))
                                      << "tensor 't' needs bytes 0 to 256 of the data section, which has 100: the file is truncated";
        // found by fuzzing: a tensor of no elements, the file ending before the data section
        QTest::newRow("no data section") << bytes(Builder().header(1, 0).tensor("t", {1, 0, 16}, 0, 0).zeros(5))
                                         << "the data section starts at byte 96 (the tensor table's end, aligned to 32), past the end of the file at byte 78: the file is truncated";
        QTest::newRow("overlap") << bytes(Builder().header(2, 0).tensor("a", {16}, 0, 0).tensor("b", {16}, 0, 32).pad().zeros(128))
                                 << "the data of tensors 'a' and 'b' overlap";
        QTest::newRow("duplicate tensor") << bytes(Builder().header(2, 0).tensor("a", {8}, 0, 0).tensor("a", {8}, 0, 32).pad().zeros(64))
                                          << "the tensor name 'a' appears twice";
        QTest::newRow("empty tensor name") << bytes(Builder().header(1, 0).tensor("", {8}, 0, 0).pad().zeros(32))
                                           << "tensor 1 has an empty name";
        QTest::newRow("truncated key") << bytes(Builder().header(0, 1).u64(100).zeros(20))
                                       << "the file ends inside metadata key 1 (at byte 32 it needs 100 bytes, 20 are left)";
    }
    void brokenFilesSayWhatIsWrong() {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        std::vector<std::byte> bytes(size_t(file.size()));
        if (!bytes.empty()) std::memcpy(bytes.data(), file.constData(), bytes.size());  // memcpy of null: undefined
        const QString e = errorOf(bytes);
        QVERIFY2(e.startsWith("bad.gguf: ") && e.contains(message), qPrintable(e));
    }

    void aGoodBuiltFileReads() {
        // the builder's own files are right when nothing is broken: the cases above fail for their reason
        Builder b;
        b.header(2, 2).kvU32("general.alignment", 64).str("a.name").u32(8).str("x");
        b.tensor("q", {64, 2}, 8, 0).tensor("f", {3}, 0, 192).pad(64).zeros(256);
        const GgufFile f("good.gguf", b.out);
        QCOMPARE(f.alignment(), 64u);
        QCOMPARE(f.tensors()[0].bytes, 2u * 2 * 34);  // two rows of two Q8_0 blocks
        QCOMPARE(f.tensors()[1].bytes, 12u);
        QCOMPARE(f.findTensor("f")->offset, 192u);
        QCOMPARE(f.metadata()[1].value.describe().english(), std::string("string \"x\""));
    }
};

QTEST_MAIN(TestGgufReader)
#include "tst_gguf_reader.moc"
