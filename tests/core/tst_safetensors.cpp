// safetensors: good files in every dtype read back their exact values; every broken file gives
// its own clear error naming the file, and none crashes (this test also runs under ASan/UBSan).
#include <Eigen/Core>
#include <QtTest>
#include <bit>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <random>

#include "core/io/half.h"
#include "core/io/safetensors.h"

using namespace kvscope;

namespace {

std::string le64(std::uint64_t n) {
    std::string s(8, '\0');
    std::memcpy(s.data(), &n, 8);
    return s;
}

template <typename T>
std::string bytesOf(std::initializer_list<T> values) {
    std::string s;
    for (T v : values) s.append(reinterpret_cast<const char*>(&v), sizeof v);
    return s;
}

// A safetensors file: length, header (padded with spaces to `headerBytes` if asked), data.
std::string safetensors(const std::string& header, const std::string& data, size_t headerBytes = 0) {
    std::string h = header;
    if (h.size() < headerBytes) h.append(headerBytes - h.size(), ' ');
    return le64(h.size()) + h + data;
}

// Three tensors, one per dtype, plus a scalar, an empty tensor and metadata.
std::string goodFile(size_t headerBytes = 0) {
    const std::string f32 = bytesOf<float>({1, 2, 3, 4, 5, 6});
    const std::string f16 = bytesOf<std::uint16_t>({0x3C00, 0xC000, 0x3800, 0x7BFF});  // 1 -2 .5 65504
    const std::string bf16 = bytesOf<std::uint16_t>({0x3F80, 0xBFC0, 0x4049, 0x0000});  // 1 -1.5 3.140625 0
    const std::string scalar = bytesOf<float>({-7.25f});
    const std::string header = R"({"__metadata__":{"format":"pt"},)"
                               R"("h.0.attn.c_attn.weight":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]},)"
                               R"("half":{"dtype":"F16","shape":[4],"data_offsets":[24,32]},)"
                               R"("brain":{"dtype":"BF16","shape":[2,1,2],"data_offsets":[32,40]},)"
                               R"("scalar":{"dtype":"F32","shape":[],"data_offsets":[40,44]},)"
                               R"("empty":{"dtype":"F32","shape":[0,3],"data_offsets":[44,44]}})";
    return safetensors(header, f32 + f16 + bf16 + scalar, headerBytes);
}

std::string tensorHeader(const std::string& entries) { return "{" + entries + "}"; }

}  // namespace

class TestSafetensors : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::filesystem::path write(const std::string& name, const std::string& contents) {
        const std::filesystem::path path = dir_.filePath(QString::fromStdString(name)).toStdString();
        std::ofstream(path, std::ios::binary | std::ios::trunc) << contents;
        return path;
    }

private slots:
    void readsEveryDtype() {
        const SafetensorsFile file(write("model.safetensors", goodFile()));
        QCOMPARE(file.name(), std::string("model.safetensors"));
        QCOMPARE(file.tensors().size(), size_t(5));
        QCOMPARE(file.metadata().at("format"), std::string("pt"));

        const TensorInfo& w = file.tensor("h.0.attn.c_attn.weight");
        QCOMPARE(w.dtype, DType::F32);
        QCOMPARE(w.shape, (std::vector<std::int64_t>{2, 3}));
        QCOMPARE(w.byteSize(), std::uint64_t(24));
        const MatrixF m = file.toMatrix("h.0.attn.c_attn.weight");
        QCOMPARE(m.rows(), Eigen::Index(2));
        QCOMPARE(m.cols(), Eigen::Index(3));
        QCOMPARE(m(0, 2), 3.0f);  // row-major as stored
        QCOMPARE(m(1, 0), 4.0f);

        QCOMPARE(file.toFloats("half"), (std::vector<float>{1.0f, -2.0f, 0.5f, 65504.0f}));
        QCOMPARE(file.toFloats("brain"), (std::vector<float>{1.0f, -1.5f, 3.140625f, 0.0f}));
        const MatrixF b = file.toMatrix("brain");  // [2,1,2] → (2·1, 2)
        QCOMPARE(b.rows(), Eigen::Index(2));
        QCOMPARE(b(1, 0), 3.140625f);

        const MatrixF s = file.toMatrix("scalar");
        QCOMPARE(s.rows(), Eigen::Index(1));
        QCOMPARE(s(0, 0), -7.25f);
        QCOMPARE(file.toMatrix("half").rows(), Eigen::Index(1));  // a vector is one row
        QCOMPARE(file.toMatrix("empty").size(), Eigen::Index(0));
        QCOMPARE(file.toMatrix("empty").cols(), Eigen::Index(3));
    }

    void unalignedDataSection() {
        // A 61-byte header puts the data at byte 69: nothing may assume alignment.
        const std::string header =
            tensorHeader(R"("x":{"dtype":"F16","shape":[2],"data_offsets":[0,4]},"y":{"dtype":"F32","shape":[1],"data_offsets":[4,8]})");
        const SafetensorsFile file(write("odd.safetensors",
                                         safetensors(header, bytesOf<std::uint16_t>({0x3555, 0x0001}) +
                                                                 bytesOf<float>({0.1f}),
                                                     header.size() % 2 ? header.size() : header.size() + 1)));
        const std::vector<float> x = file.toFloats("x");
        QCOMPARE(x[0], 0.333251953125f);
        QCOMPARE(x[1], std::ldexp(1.0f, -24));
        QCOMPARE(file.toFloats("y")[0], 0.1f);
    }

    void halfPrecisionEdgeCases() {
        QCOMPARE(halfToFloat(0x0001), std::ldexp(1.0f, -24));          // smallest subnormal
        QCOMPARE(halfToFloat(0x03FF), 1023 * std::ldexp(1.0f, -24));   // largest subnormal
        QCOMPARE(halfToFloat(0x0400), std::ldexp(1.0f, -14));          // smallest normal
        QCOMPARE(halfToFloat(0x83FF), -1023 * std::ldexp(1.0f, -24));
        QCOMPARE(halfToFloat(0x7BFF), 65504.0f);
        QVERIFY(std::isinf(halfToFloat(0x7C00)) && halfToFloat(0x7C00) > 0);
        QVERIFY(std::isinf(halfToFloat(0xFC00)) && halfToFloat(0xFC00) < 0);
        QVERIFY(std::isnan(halfToFloat(0x7E00)));
        QVERIFY(std::isnan(halfToFloat(0xFC01)));
        QVERIFY(std::signbit(halfToFloat(0x8000)) && halfToFloat(0x8000) == 0.0f);
        QCOMPARE(bfloat16ToFloat(0x0001), std::bit_cast<float>(0x00010000u));  // bf16 subnormal
        QVERIFY(std::isinf(bfloat16ToFloat(0xFF80)) && bfloat16ToFloat(0xFF80) < 0);
        QVERIFY(std::isnan(bfloat16ToFloat(0x7FC0)));
    }

    void halfMatchesEigenForEveryValue() {
        for (std::uint32_t bits = 0; bits <= 0xFFFF; ++bits) {
            const auto h = static_cast<std::uint16_t>(bits);
            const float ours = halfToFloat(h);
            const float eigen = static_cast<float>(Eigen::numext::bit_cast<Eigen::half>(h));
            const float eigenBf = static_cast<float>(Eigen::numext::bit_cast<Eigen::bfloat16>(h));
            if (std::isnan(eigen)) QVERIFY2(std::isnan(ours), qPrintable(QString::number(bits, 16)));
            else QVERIFY2(std::bit_cast<std::uint32_t>(ours) == std::bit_cast<std::uint32_t>(eigen),
                          qPrintable(QString::number(bits, 16)));
            const float oursBf = bfloat16ToFloat(h);
            if (std::isnan(eigenBf)) QVERIFY(std::isnan(oursBf));
            else QCOMPARE(std::bit_cast<std::uint32_t>(oursBf), std::bit_cast<std::uint32_t>(eigenBf));
        }
    }

    // A NaN or infinity in any dtype is found and named by tensor and index (the loader
    // refuses it: one NaN weight makes every logit NaN).
    void nonFiniteValuesAreNamed_data() {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const float nan = std::numeric_limits<float>::quiet_NaN(),
                    inf = std::numeric_limits<float>::infinity();
        const auto f32 = [](std::initializer_list<float> v) {
            return QByteArray::fromStdString(safetensors(
                R"({"h.0.mlp.c_fc.weight":{"dtype":"F32","shape":[2,3],"data_offsets":[0,24]}})",
                bytesOf<float>(v)));
        };
        const auto bits16 = [](const char* dtype, std::initializer_list<std::uint16_t> v) {
            return QByteArray::fromStdString(
                safetensors("{\"w\":{\"dtype\":\"" + std::string(dtype) +
                                "\",\"shape\":[2,1,2],\"data_offsets\":[0,8]}}",
                            bytesOf<std::uint16_t>(v)));
        };
        QTest::newRow("f32 NaN")
            << f32({1, 2, 3, 4, nan, 6})
            << "m.safetensors: tensor 'h.0.mlp.c_fc.weight' holds NaN at [1, 1]; weights must be "
               "finite numbers";
        QTest::newRow("f32 -inf")
            << f32({-inf, 2, 3, 4, 5, 6})
            << "m.safetensors: tensor 'h.0.mlp.c_fc.weight' holds -infinity at [0, 0]; weights "
               "must be finite numbers";
        QTest::newRow("f16 +inf")
            << bits16("F16", {0x3C00, 0x3C00, 0x3C00, 0x7C00})
            << "m.safetensors: tensor 'w' holds +infinity at [1, 0, 1]; weights must be finite "
               "numbers";
        QTest::newRow("bf16 NaN")
            << bits16("BF16", {0x3F80, 0x7FC0, 0x3F80, 0x3F80})
            << "m.safetensors: tensor 'w' holds NaN at [0, 0, 1]; weights must be finite numbers";
        QTest::newRow("finite") << bits16("F16", {0x3C00, 0x7BFF, 0xFBFF, 0x0001}) << "";
    }
    void nonFiniteValuesAreNamed() {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        const auto* bytes = reinterpret_cast<const std::byte*>(file.constData());
        const SafetensorsFile f("m.safetensors",
                                std::span(bytes, static_cast<size_t>(file.size())));
        QString error;
        try {
            f.checkFinite(f.tensors().front());
        } catch (const Error& e) {
            error = e.what();
        }
        QCOMPARE(error, message);
    }

    void brokenFiles_data() {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, const std::string& contents, const char* message) {
            QTest::newRow(name) << QByteArray(contents.data(), qsizetype(contents.size())) << QString(message);
        };
        const std::string f32x6 = bytesOf<float>({1, 2, 3, 4, 5, 6});
        const auto one = [&](const std::string& entry, const std::string& data) {
            return safetensors(tensorHeader(entry), data);
        };
        row("empty file", "", "the file has 0 bytes, too short for a safetensors file");
        row("truncated length", std::string("\x10\0\0", 3), "the file has 3 bytes, too short");
        row("header too large", le64(200'000'000) + "{}", "the header length is 200000000 bytes, more than the limit of 100000000");
        row("header length max", le64(~0ull) + "{}", "the header length is 18446744073709551615 bytes, more than the limit");
        row("header past the end", le64(100) + "{\"a\":1}", "the header length is 100 bytes but only 7 bytes follow it");
        row("truncated data", goodFile().substr(0, goodFile().size() - 10), "but the data section has");
        row("header not JSON", safetensors("{nope", ""), "bad.safetensors: not valid JSON at line 1, column 3");
        row("header an array", safetensors("[1,2]", ""), "bad.safetensors: expected an object, found an array of 2 items");
        row("entry not an object", one(R"("a":5)", ""), "bad.safetensors: a: expected an object, found 5");
        row("no dtype", one(R"("a":{"shape":[1],"data_offsets":[0,4]})", f32x6), "bad.safetensors: a.dtype: missing (expected a string)");
        row("unknown dtype", one(R"("a":{"dtype":"I64","shape":[1],"data_offsets":[0,8]})", f32x6),
            "bad.safetensors: a.dtype: unsupported dtype 'I64' (KVScope reads F32, F16 and BF16)");
        row("made-up dtype", one(R"("a":{"dtype":"Q4","shape":[1],"data_offsets":[0,8]})", f32x6),
            "a.dtype: unsupported dtype 'Q4'");
        row("no shape", one(R"("a":{"dtype":"F32","data_offsets":[0,4]})", f32x6), "bad.safetensors: a.shape: missing (expected an array)");
        row("negative dimension", one(R"("a":{"dtype":"F32","shape":[-2,3],"data_offsets":[0,24]})", f32x6),
            "bad.safetensors: a.shape[0]: expected a whole number from 0 to 9223372036854775807, found -2");
        row("fractional dimension", one(R"("a":{"dtype":"F32","shape":[2.5],"data_offsets":[0,10]})", f32x6),
            "bad.safetensors: a.shape[0]: expected a whole number from 0 to 9223372036854775807, found 2.5");
        row("shape/size mismatch", one(R"("a":{"dtype":"F32","shape":[2,3],"data_offsets":[0,20]})", f32x6),
            "tensor 'a' has shape [2, 3] of F32 (24 bytes) but its data_offsets cover 20 bytes");
        row("offsets past the end",
            one(R"("h.0.attn.c_attn.weight":{"dtype":"F32","shape":[300],"data_offsets":[0,1200]})", std::string(1000, '\0')),
            "tensor 'h.0.attn.c_attn.weight' ends at byte 1200 but the data section has 1000 bytes");
        row("offset at 2^64-1", one(R"("a":{"dtype":"F32","shape":[1],"data_offsets":[0,18446744073709551615]})", f32x6),
            "bad.safetensors: a.data_offsets[1]: expected a whole number from 0 to 9223372036854775807, found 18446744073709551615");
        row("offset beyond 64 bits", one(R"("a":{"dtype":"F32","shape":[1],"data_offsets":[0,1e30]})", f32x6),
            "bad.safetensors: a.data_offsets[1]: expected a whole number from 0 to 9223372036854775807, found 1e+30");
        row("negative offsets", one(R"("a":{"dtype":"F32","shape":[2],"data_offsets":[-4,4]})", f32x6),
            "bad.safetensors: a.data_offsets[0]: expected a whole number from 0 to 9223372036854775807, found -4");
        row("one offset", one(R"("a":{"dtype":"F32","shape":[2],"data_offsets":[4]})", f32x6),
            "bad.safetensors: a.data_offsets: expected [begin, end], found an array of 1 item");
        row("begin after end", one(R"("a":{"dtype":"F32","shape":[1],"data_offsets":[8,4]})", f32x6),
            "tensor 'a' has data_offsets [8, 4]: the begin is after the end");
        row("overlapping tensors",
            one(R"("a":{"dtype":"F32","shape":[4],"data_offsets":[0,16]},"b":{"dtype":"F32","shape":[4],"data_offsets":[8,24]})", f32x6),
            "tensors 'a' (bytes 0–16) and 'b' (bytes 8–24) overlap");
        row("tensor inside another",
            one(R"("a":{"dtype":"F32","shape":[6],"data_offsets":[0,24]},"b":{"dtype":"F16","shape":[2],"data_offsets":[8,12]},"c":{"dtype":"F16","shape":[2],"data_offsets":[16,20]})", f32x6),
            "tensors 'a' (bytes 0–24) and 'b' (bytes 8–12) overlap");
        row("size overflow", one(R"("a":{"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,16]})", f32x6),
            "tensor 'a' has shape [4294967296, 4294967296], too large: its byte size does not fit in 64 bits");
        row("metadata not an object", safetensors(R"({"__metadata__":[1]})", ""),
            "bad.safetensors: __metadata__: expected an object, found an array of 1 item");
        row("metadata value not a string", safetensors(R"({"__metadata__":{"n":1}})", ""),
            "bad.safetensors: __metadata__.n: expected a string, found 1");
        const std::string w = R"("h.0.attn.c_attn.weight":)";
        row("offsets 2^64", one(w + R"({"dtype":"F32","shape":[1],"data_offsets":[0,18446744073709551616]})", f32x6),
            R"(bad.safetensors: ["h.0.attn.c_attn.weight"].data_offsets[1]: expected a whole number from 0 to 9223372036854775807, found 1.8446744073709552e+19)");
        row("offset 1e999", one(w + R"({"dtype":"F32","shape":[1],"data_offsets":[0,1e999]})", f32x6),
            R"(bad.safetensors: ["h.0.attn.c_attn.weight"].data_offsets[1]: the number 1e999 is too large (line 1, column 76))");
        row("offset 1.5", one(w + R"({"dtype":"F32","shape":[1],"data_offsets":[0,1.5]})", f32x6),
            R"(["h.0.attn.c_attn.weight"].data_offsets[1]: expected a whole number from 0 to 9223372036854775807, found 1.5)");
        row("offset a string", one(w + R"({"dtype":"F32","shape":[1],"data_offsets":["0",4]})", f32x6),
            R"(["h.0.attn.c_attn.weight"].data_offsets[0]: expected a whole number from 0 to 9223372036854775807, found the string "0")");
        row("offsets an object", one(w + R"({"dtype":"F32","shape":[1],"data_offsets":{"begin":0}})", f32x6),
            R"(["h.0.attn.c_attn.weight"].data_offsets: expected an array, found an object)");
        row("offsets null", one(w + R"({"dtype":"F32","shape":[1],"data_offsets":null})", f32x6),
            R"(["h.0.attn.c_attn.weight"].data_offsets: expected an array, found null)");
        row("dtype a number", one(w + R"({"dtype":32,"shape":[1],"data_offsets":[0,4]})", f32x6),
            R"(["h.0.attn.c_attn.weight"].dtype: expected a string, found 32)");
        row("shape a number", one(w + R"({"dtype":"F32","shape":4,"data_offsets":[0,4]})", f32x6),
            R"(["h.0.attn.c_attn.weight"].shape: expected an array, found 4)");
        row("dimension null", one(w + R"({"dtype":"F32","shape":[null],"data_offsets":[0,4]})", f32x6),
            R"(["h.0.attn.c_attn.weight"].shape[0]: expected a whole number from 0 to 9223372036854775807, found null)");
        row("duplicate tensor", one(R"("a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]})", f32x6),
            "bad.safetensors: a: appears twice in one object");
        row("duplicate field", one(R"("a":{"dtype":"F32","shape":[1],"data_offsets":[0,4],"shape":[2]})", f32x6),
            "bad.safetensors: a.shape: appears twice in one object");
        row("deeply nested", one(R"("a":{"dtype":"F32","shape":)" + std::string(10000, '[') + std::string(10000, ']') + "}", f32x6),
            "bad.safetensors: a.shape[0][0][0][0][0][0]…: nested more than 64 levels deep");
    }
    void brokenFiles() {
        QFETCH(QByteArray, contents);
        QFETCH(QString, message);
        const auto path = write("bad.safetensors", contents.toStdString());
        try {
            SafetensorsFile file(path);
            QFAIL("no error");
        } catch (const Error& e) {
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.startsWith("bad.safetensors: "), qPrintable(what));
            QVERIFY2(what.contains(message), qPrintable(what));
        }
    }

    void missingFileAndTensor() {
        QVERIFY_THROWS_EXCEPTION(Error, SafetensorsFile(dir_.filePath("absent.safetensors").toStdString()));
        try {
            SafetensorsFile file(dir_.path().toStdString());
            QFAIL("a directory was read");
        } catch (const Error& e) {
            QVERIFY2(QString(e.what()).endsWith(": is a folder, not a file"), e.what());
        }
        const SafetensorsFile file(write("model.safetensors", goodFile()));
        QVERIFY(file.find("wte.weight") == nullptr);
        try {
            file.toMatrix("wte.weight");
            QFAIL("no error");
        } catch (const Error& e) {
            QCOMPARE(std::string(e.what()), std::string("model.safetensors: has no tensor 'wte.weight'"));
        }
    }

    // Random damage to a good file gives an Error or a valid reading, never a crash.
    void randomDamageNeverCrashes() {
        std::mt19937 rng(2024);
        const std::string good = goodFile();
        int errors = 0;
        for (int round = 0; round < 400; ++round) {
            std::string bad = good;
            const int edits = 1 + static_cast<int>(rng() % 4);
            for (int k = 0; k < edits; ++k)
                bad[rng() % bad.size()] = static_cast<char>(rng() % 256);
            if (rng() % 4 == 0) bad.resize(rng() % bad.size());
            try {
                const SafetensorsFile file(write("fuzz.safetensors", bad));
                for (const TensorInfo& t : file.tensors()) file.toMatrix(t.name);
            } catch (const Error&) {
                ++errors;
            }
        }
        QVERIFY(errors > 0);
    }
};

QTEST_APPLESS_MAIN(TestSafetensors)
#include "tst_safetensors.moc"
