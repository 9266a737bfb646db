// Dot products on the blocks of GGUF rows (core/kernels/quant_kernels.h) and weight matrices
// that keep them (WeightMatrix::fromStoredRows), against float64 sums of the decoded rows
// (core/gguf/dequantize.h, itself checked bit for bit against the Python writer):
//  - with an activation that is exactly on its 8-bit grid, every instruction set gives the
//    decoded row's product to float rounding: a misplaced nibble, scale or sub-block fails;
//  - with any activation, the error stays within what rounding x to 8 bits can cause;
//  - every instruction set this CPU has agrees with the portable one.
// (oneTBB before Qt: Qt defines emit as a macro, which oneTBB uses as a name)
#include <tbb/task_arena.h>

#include <QtTest>

#include <bit>
#include <cmath>
#include <cstring>
#include <random>

#include "core/gguf/dequantize.h"
#include "core/gguf/gguf_types.h"
#include "core/gguf/k_scales.h"
#include "core/io/half.h"
#include "core/kernels/grouped_rows.h"
#include "core/kernels/half_kernels.h"
#include "core/kernels/quant_kernels_isa.h"
#include "core/kernels/quant_kernels.h"
#include "core/matmul.h"
#include "core/weight_matrix.h"
#include "tests/core/random_blocks.h"

using namespace kvscope;
using kvscope::test::randomRows;

namespace {

using quant::Isa;

// x on its own 8-bit grid: in each block of 32, a power-of-two step s times integers in
// [-127, 127] with one of them ±127, so rounding it to 8 bits changes nothing.
std::vector<float> gridActivation(std::int64_t k, unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> q(-127, 127), exponent(-8, 2), position(0, 31), sign(0, 1);
    std::vector<float> x(static_cast<size_t>(k));
    for (std::int64_t b = 0; b < k / 32; ++b) {
        const float s = std::ldexp(1.0f, exponent(rng));
        for (int j = 0; j < 32; ++j) x[static_cast<size_t>(32 * b + j)] = s * static_cast<float>(q(rng));
        x[static_cast<size_t>(32 * b + position(rng))] = 127 * s * (sign(rng) ? -1.0f : 1.0f);
    }
    return x;
}

std::vector<float> normalActivation(std::int64_t k, unsigned seed) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> n(0.0f, 1.0f);
    std::vector<float> x(static_cast<size_t>(k));
    for (float& v : x) v = n(rng);
    return x;
}

// Three rows of normal values: a prefill's input (k columns).
MatrixF prefillRows(std::int64_t k, unsigned seed) {
    MatrixF rows(3, k);
    const auto values = normalActivation(3 * k, seed);
    std::copy(values.begin(), values.end(), rows.data());
    return rows;
}

// A prefill multiplies the decoded floats `f` of `w` exactly (to float rounding).
void expectPrefillOnFloats(const WeightMatrix& w, const MatrixF& f, const MatrixF& prefill) {
    MatrixF out;
    linear(prefill, w, RowVectorF(), out);
    const MatrixF want = prefill * f;
    QVERIFY((out - want).cwiseAbs().maxCoeff() <= 1e-5f * (1 + want.cwiseAbs().maxCoeff()));
}

std::vector<float> decoded(GgmlType type, const std::uint8_t* row, std::int64_t rowBytes, std::int64_t k) {
    std::vector<float> w(static_cast<size_t>(k));
    dequantize(std::uint32_t(type), std::span(reinterpret_cast<const std::byte*>(row), size_t(rowBytes)), k, w.data());
    return w;
}

const GgmlType kTypes[] = {GgmlType::Q8_0, GgmlType::Q4_0, GgmlType::Q4_K, GgmlType::F16, GgmlType::Q4_1,
                           GgmlType::Q5_0, GgmlType::Q5_1, GgmlType::Q5_K, GgmlType::Q6_K};

std::vector<Isa> isas() {
    std::vector<Isa> out{Isa::Portable};
    for (Isa isa : {Isa::Avx2, Isa::Avx512Vnni, Isa::Avx512Vbmi}) {
        quant::useIsa(isa);
        if (quant::isaInUse() == isa) out.push_back(isa);
    }
    quant::useIsa(Isa::Best);
    return out;
}

// On every instruction set, each of `rows` rows (k elements of `type` in `data`) times x, an
// activation on its 8-bit grid, equals the float64 product of the decoded row to float rounding;
// `what` names a failing row ("row", "super-block").
void expectDecodedProducts(GgmlType type, const StoredBytes& data, std::int64_t k, std::int64_t rows,
                           const std::vector<float>& x, const char* what) {
    const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
    const std::int64_t rowBytes = k / t.blockSize * t.blockBytes;
    quant::Activation a;
    quant::quantize(x.data(), k, a);
    for (Isa isa : isas()) {
        quant::useIsa(isa);
        std::vector<float> out(static_cast<size_t>(rows));
        quant::dotRows(std::uint32_t(type), data.data(), rowBytes, rows, a, out.data());
        for (std::int64_t r = 0; r < rows; ++r) {
            const auto w = decoded(type, data.data() + r * rowBytes, rowBytes, k);
            double exact = 0, size = 0;
            for (std::int64_t i = 0; i < k; ++i) {
                exact += double(w[size_t(i)]) * x[size_t(i)];
                size += std::abs(double(w[size_t(i)]) * x[size_t(i)]);
            }
            QVERIFY2(std::abs(out[size_t(r)] - exact) <= 2e-6 * size + 1e-30,
                     qPrintable(QString("%1 on %2, %3 %4: %5, exactly %6 (sum of |products| %7)")
                                    .arg(t.name).arg(quant::kernelName()).arg(what).arg(r).arg(out[size_t(r)]).arg(exact).arg(size)));
        }
    }
    quant::useIsa(Isa::Best);
}

}  // namespace

class TestQuantKernels : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { quant::useIsa(Isa::Best); }

    void onTheGridEveryIsaGivesTheDecodedProduct() {
        qInfo("instruction sets on this CPU: %zu (best: %s)", isas().size(), quant::kernelName());
        for (GgmlType type : kTypes) {
            const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
            // 5 blocks of 32 (an odd one for the two-block loops), or 3 super-blocks of 256
            const std::int64_t k = t.blockSize == 256 ? 768 : 160, rows = 7;
            expectDecodedProducts(type, randomRows(type, k, rows, 11 + std::uint32_t(type)), k, rows, gridActivation(k, 5), "row");
        }
    }

    // Any activation: within the error of rounding x to 8 bits, Σ_blocks (step/2)·Σ|w|.
    void offTheGridTheErrorIsTheActivationsRounding() {
        for (GgmlType type : kTypes) {
            if (!quant::hasIntegerKernel(std::uint32_t(type))) continue;
            const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
            const std::int64_t k = 2048, rows = 16, rowBytes = k / t.blockSize * t.blockBytes;
            const auto data = randomRows(type, k, rows, 3);
            const std::vector<float> x = normalActivation(k, 9);
            quant::Activation a;
            quant::quantize(x.data(), k, a);
            double worstShare = 0;
            for (Isa isa : isas()) {
                quant::useIsa(isa);
                std::vector<float> out(rows);
                quant::dotRows(std::uint32_t(type), data.data(), rowBytes, rows, a, out.data());
                for (std::int64_t r = 0; r < rows; ++r) {
                    const auto w = decoded(type, data.data() + r * rowBytes, rowBytes, k);
                    double exact = 0, bound = 0;
                    for (std::int64_t i = 0; i < k; ++i) {
                        exact += double(w[size_t(i)]) * x[size_t(i)];
                        bound += std::abs(double(w[size_t(i)])) * a.scale[size_t(i / 32)] / 2;
                    }
                    const double error = std::abs(out[size_t(r)] - exact);
                    QVERIFY2(error <= bound * 1.001 + 1e-5 * std::abs(exact),
                             qPrintable(QString("%1 on %2 row %3: off by %4, bound %5").arg(t.name).arg(quant::kernelName()).arg(r).arg(error).arg(bound)));
                    worstShare = std::max(worstShare, error / bound);
                }
            }
            qInfo("%s: error at most %.2f of the 8-bit rounding bound", t.name, worstShare);
        }
    }

    void everyIsaAgreesWithThePortableSums() {
        for (GgmlType type : kTypes) {
            const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
            const std::int64_t k = 1024 + (t.blockSize == 32 ? 32 : 0), rows = 9;
            const std::int64_t rowBytes = k / t.blockSize * t.blockBytes;
            const auto data = randomRows(type, k, rows, 21);
            const std::vector<float> x = normalActivation(k, 4);
            quant::Activation a;
            quant::quantize(x.data(), k, a);
            quant::useIsa(Isa::Portable);
            std::vector<float> portable(rows);
            quant::dotRows(std::uint32_t(type), data.data(), rowBytes, rows, a, portable.data());
            for (Isa isa : isas()) {
                quant::useIsa(isa);
                std::vector<float> out(rows);
                quant::dotRows(std::uint32_t(type), data.data(), rowBytes, rows, a, out.data());
                for (std::int64_t r = 0; r < rows; ++r)
                    QVERIFY2(std::abs(out[size_t(r)] - portable[size_t(r)]) <= 1e-5f * (1 + std::abs(portable[size_t(r)])),
                             qPrintable(QString("%1 on %2: %3, portable %4").arg(t.name).arg(quant::kernelName()).arg(out[size_t(r)]).arg(portable[size_t(r)])));
            }
        }
    }

    // The vector kernels unpack a K-quant's 8 six-bit scales and minimums in registers, the
    // decoder one at a time (core/gguf/k_scales.h): over 2,000 super-blocks of random bytes
    // each, every instruction set gives the decoded row's product exactly (on the grid).
    void kScalesOfEveryPatternAreUnpackedRight() {
        for (GgmlType type : {GgmlType::Q4_K, GgmlType::Q5_K})
            expectDecodedProducts(type, randomRows(type, 256, 2000, 77), 256, 2000, gridActivation(256, 8), "super-block");
    }

    // A Q8_0 weight of −128 (never written by ggml's quantizer, possible in a file) is still
    // multiplied right: |−128| is 128 as the unsigned operand.
    void q8_0TakesMinus128() {
        std::vector<std::uint8_t> block(34, 0);
        const std::uint16_t one = half::fromFloat(1.0f);
        std::memcpy(block.data(), &one, 2);
        for (int j = 0; j < 32; ++j) block[size_t(2 + j)] = 0x80;  // −128 each
        std::vector<float> x(32, 1.0f);
        quant::Activation a;
        quant::quantize(x.data(), 32, a);
        for (Isa isa : isas()) {
            quant::useIsa(isa);
            float out = 0;
            quant::dotRows(std::uint32_t(GgmlType::Q8_0), block.data(), 34, 1, a, &out);
            QCOMPARE(out, -4096.0f);
        }
    }

    // A matrix of stored rows: Q4_K rows stacked on Q6_K rows (a Q4_K_M file's Q and V), in a
    // decode step, a prefill and as embedding columns, against float arithmetic on its decoded
    // weights; with threads splitting the columns.
    void storedRowsMultiplyAsTheirFloats() {
        const std::int64_t k = 512;
        StoredRows a{std::uint32_t(GgmlType::Q4_K), 70, k, 2 * 144, randomRows(GgmlType::Q4_K, k, 70, 1)};
        StoredRows b{std::uint32_t(GgmlType::Q6_K), 30, k, 2 * 210, randomRows(GgmlType::Q6_K, k, 30, 2)};
        const WeightMatrix w = WeightMatrix::fromStoredRows({a, b});
        QCOMPARE(w.rows(), Eigen::Index(512));
        QCOMPARE(w.cols(), Eigen::Index(100));
        QCOMPARE(w.storageName(), std::string("Q4_K+Q6_K"));
        QCOMPARE(w.bytes(), std::int64_t(70 * 288 + 30 * 420));
        const MatrixF f = w.toFloat();
        for (Eigen::Index j : {0, 69, 70, 99}) {
            const auto row = decoded(j < 70 ? GgmlType::Q4_K : GgmlType::Q6_K,
                                     (j < 70 ? a.bytes.data() + j * 288 : b.bytes.data() + (j - 70) * 420), j < 70 ? 288 : 420, k);
            for (Eigen::Index i = 0; i < k; ++i) QCOMPARE(f(i, j), row[size_t(i)]);
            QCOMPARE(w.column(j), f.col(j).transpose().eval());
        }
        const MatrixF prefill = prefillRows(k, 8);
        expectPrefillOnFloats(w, f, prefill);
        MatrixF out;
        MatrixF one = prefill.topRows(1);
        linear(one, w, RowVectorF(), out);
        const MatrixF wantOne = one * f;
        // 8-bit activations: within a percent of the largest output
        const float error = (out - wantOne).cwiseAbs().maxCoeff(), size = wantOne.cwiseAbs().maxCoeff();
        qInfo("decode on stored rows: largest error %.3g of the largest output", double(error / size));
        QVERIFY(error <= 0.01f * size);
        QVERIFY(error > 0);  // (the activation was rounded: the decode path was taken)
    }

    // The activation's rounding gives the same integers, scales, sums and layouts bit for bit
    // on the vector path as on the portable one: blocks of normal values, of exact ties
    // (x·127/max ending in .5, which round to even), of zeros, and of values far apart in size;
    // rows of one block, of a whole number of groups of four and of 256, and of neither.
    void roundingIsTheSameOnEveryPath() {
        const quant::detail::RoundRow vector = quant::detail::roundRowVector();
        if (!vector) QSKIP("this CPU has no vector rounding of the activation");
        std::mt19937 rng(3);
        std::normal_distribution<float> n(0.0f, 1.0f);
        std::uniform_int_distribution<int> tie(-126, 126), exponent(-30, 30);
        int trial = 0;
        for (std::int64_t k : {32, 96, 128, 224, 256, 768, 800, 2048, 3072, 4128})
            for (int round = 0; round < 12; ++round, ++trial) {
                std::vector<float> x(static_cast<size_t>(k));
                for (std::int64_t j = 0; j < k; ++j) {
                    switch ((trial + j / 32) % 4) {
                        case 0: x[size_t(j)] = n(rng); break;
                        case 1: x[size_t(j)] = j % 32 == 0 ? 127.0f : static_cast<float>(tie(rng)) + 0.5f; break;  // scale 1: ties
                        case 2: x[size_t(j)] = 0.0f; break;
                        default: x[size_t(j)] = std::ldexp(n(rng), exponent(rng)); break;
                    }
                }
                quant::Activation onVector, portable;
                quant::quantize(x.data(), k, onVector);  // sizes every field
                portable = onVector;
                std::fill(portable.q.begin(), portable.q.end(), std::int8_t{99});
                quant::detail::roundRowPortable(x.data(), portable);
                vector(x.data(), onVector);
                const auto same = [&](const auto& u, const auto& v, const char* field) {
                    // (empty vectors have no data to compare: memcmp may not be given their null pointers)
                    QVERIFY2(u.size() == v.size() && (u.empty() || std::memcmp(u.data(), v.data(), u.size() * sizeof(u[0])) == 0),
                             qPrintable(QString("k = %1, trial %2: %3 differ").arg(k).arg(trial).arg(field)));
                };
                same(onVector.q, portable.q, "integers");
                same(onVector.scale, portable.scale, "scales");
                same(onVector.sum, portable.sum, "sums");
                same(onVector.offset8, portable.offset8, "offsets");
                same(onVector.qsum16, portable.qsum16, "sums of 16");
                same(onVector.minus8Blocks, portable.minus8Blocks, "blocks' offsets");
                same(onVector.minus8Sums4, portable.minus8Sums4, "sums of 4");
                same(onVector.q4, portable.q4, "groups of four blocks");
                same(onVector.minus8Sums16, portable.minus8Sums16, "groups' sums");
                same(onVector.scale16, portable.scale16, "groups' scales");
                same(onVector.qk, portable.qk, "pair order");
                QCOMPARE(onVector.qk.size(), size_t(k % 256 == 0 ? k : 0));
                QCOMPARE(onVector.q4.size(), size_t(k / 128 * 128));
            }
    }

    // Rows regrouped sixteen at a time (core/kernels/grouped_rows.h) come back byte for byte.
    void groupedRowsComeBackAsStored() {
        for (GgmlType type : {GgmlType::Q4_0, GgmlType::Q4_K}) {
            const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
            const std::int64_t k = 512, rowBytes = k / t.blockSize * t.blockBytes;
            const auto rows = randomRows(type, k, 16, 31);
            std::vector<std::uint8_t> group(static_cast<size_t>(16 * rowBytes)), row(static_cast<size_t>(rowBytes));
            quant::groupRows(std::uint32_t(type), rows.data(), rowBytes, group.data());
            QVERIFY(std::memcmp(group.data(), rows.data(), group.size()) != 0);
            for (int r = 0; r < 16; ++r) {
                quant::ungroupRow(std::uint32_t(type), group.data(), rowBytes, r, row.data());
                QVERIFY2(std::memcmp(row.data(), rows.data() + r * rowBytes, size_t(rowBytes)) == 0,
                         qPrintable(QString("%1 row %2").arg(t.name).arg(r)));
            }
        }
    }

    // A matrix of Q4_0, Q8_0 and Q4_K rows stacked, none a whole number of groups of 16 (Q4_0's
    // and Q4_K's grouped where the CPU has AVX-512 VNNI, Q8_0's never: as stored they decode
    // faster, grouped_rows.h): its floats, columns, prefill and decode products, and decode
    // products of column blocks that cut a group, against the same rows multiplied as stored, on
    // every instruction set.
    void groupedRowsMultiplyAsStored() {
        const std::int64_t k = 512;
        struct Part {
            GgmlType type;
            std::int64_t rows;
            StoredBytes bytes;
            std::int64_t rowBytes;
        };
        std::vector<Part> parts;
        std::vector<StoredRows> stored;
        unsigned seed = 41;
        for (auto [type, rows] : {std::pair{GgmlType::Q4_0, 87}, {GgmlType::Q8_0, 40}, {GgmlType::Q4_K, 35}}) {
            const GgmlTypeTraits t = *ggmlTypeTraits(std::uint32_t(type));
            parts.push_back({type, rows, randomRows(type, k, rows, seed++), k / t.blockSize * t.blockBytes});
            stored.push_back(StoredRows{std::uint32_t(type), rows, k, parts.back().rowBytes, parts.back().bytes});
            qInfo("%s rows regrouped for the decode kernel on this CPU: %s", t.name,
                  quant::groupsRows(std::uint32_t(type), k) ? "yes" : "no");
            if (type == GgmlType::Q8_0) QVERIFY(!quant::groupsRows(std::uint32_t(type), k));
        }
        const WeightMatrix w = WeightMatrix::fromStoredRows(stored);
        QCOMPARE(w.cols(), Eigen::Index(162));
        // column j's part and row in it
        const auto where = [&](Eigen::Index j) {
            size_t p = 0;
            while (j >= parts[p].rows) j -= parts[p++].rows;
            return std::pair{p, j};
        };
        const MatrixF f = w.toFloat();
        for (Eigen::Index j = 0; j < w.cols(); ++j) {
            const auto [p, r] = where(j);
            const auto row = decoded(parts[p].type, parts[p].bytes.data() + r * parts[p].rowBytes, parts[p].rowBytes, k);
            for (Eigen::Index i = 0; i < k; ++i) QCOMPARE(f(i, j), row[size_t(i)]);
        }
        for (Eigen::Index j : {0, 15, 16, 86, 87, 119, 126, 127, 143, 161}) QCOMPARE(w.column(j), f.col(j).transpose().eval());

        const MatrixF prefill = prefillRows(k, 12);
        expectPrefillOnFloats(w, f, prefill);

        quant::Activation a;
        quant::quantize(prefill.data(), k, a);
        std::vector<float> asStored(static_cast<size_t>(w.cols()));
        quant::useIsa(Isa::Portable);
        for (Eigen::Index j = 0; j < w.cols(); ++j) {
            const auto [p, r] = where(j);
            quant::dotRows(std::uint32_t(parts[p].type), parts[p].bytes.data() + r * parts[p].rowBytes, parts[p].rowBytes,
                           1, a, &asStored[size_t(j)]);
        }
        for (Isa isa : isas()) {
            quant::useIsa(isa);
            for (auto [begin, width] : {std::pair<Eigen::Index, Eigen::Index>{0, 162}, {5, 30}, {16, 64}, {80, 47}, {100, 3},
                                        {120, 42}}) {
                MatrixF block(1, width);
                w.multiplyColumns(a, begin, width, block);
                for (Eigen::Index c = 0; c < width; ++c) {
                    const float expected = asStored[size_t(begin + c)];
                    QVERIFY2(std::abs(block(0, c) - expected) <= 1e-5f * (1 + std::abs(expected)),
                             qPrintable(QString("%1: column %2 of [%3, +%4): %5, as stored %6")
                                            .arg(quant::kernelName()).arg(begin + c).arg(begin).arg(width)
                                            .arg(block(0, c)).arg(expected)));
                }
            }
        }
        quant::useIsa(Isa::Best);
    }

    // A wide matrix whose column blocks go to several threads, multiplied by one input and
    // then another: every block must use the input of its own product (a worker thread once
    // read its own stale copy of the rounded input).
    void everyThreadUsesThisProductsInput() {
        const std::int64_t k = 256, m = 2048;
        const WeightMatrix w = WeightMatrix::fromStoredRows(
            {StoredRows{std::uint32_t(GgmlType::Q8_0), m, k, 8 * 34, randomRows(GgmlType::Q8_0, k, m, 5)}});
        const MatrixF f = w.toFloat();
        tbb::task_arena arena(2);
        for (unsigned seed : {1u, 2u, 3u}) {
            MatrixF x(1, k);
            const auto values = normalActivation(k, seed);
            std::copy(values.begin(), values.end(), x.data());
            MatrixF out;
            arena.execute([&] { linear(x, w, RowVectorF(), out); });
            const MatrixF want = x * f;
            QVERIFY2((out - want).cwiseAbs().maxCoeff() <= 0.01f * want.cwiseAbs().maxCoeff(),
                     qPrintable(QString("input %1: off by %2").arg(seed).arg((out - want).cwiseAbs().maxCoeff())));
        }
    }

    // A decode product on blocks with a bias (Qwen2's q/k/v, GPT-2's every product) and GELU:
    // each column is its product plus its bias, then the activation — the very bits of the
    // product without them, biased and activated afterwards, whichever thread's block it is in.
    void decodeProductsAddTheirBiasThenTheActivation() {
        const std::int64_t k = 256, m = 2048;
        const WeightMatrix w = WeightMatrix::fromStoredRows(
            {StoredRows{std::uint32_t(GgmlType::Q4_0), m, k, 8 * 18, randomRows(GgmlType::Q4_0, k, m, 9)}});
        MatrixF x(1, k);
        const auto values = normalActivation(k, 4);
        std::copy(values.begin(), values.end(), x.data());
        RowVectorF bias(m);
        for (Eigen::Index j = 0; j < m; ++j) bias[j] = 0.25f * static_cast<float>(j % 17) - 2.0f;
        tbb::task_arena arena(2);
        MatrixF plain, biased, activated;
        arena.execute([&] {
            linear(x, w, RowVectorF(), plain);
            linear(x, w, bias, biased);
            linear(x, w, bias, activated, Activation::GeluTanh);
        });
        MatrixF want = plain.rowwise() + bias;
        QVERIFY(biased == want);
        geluTanh(want);
        QVERIFY(activated == want);
    }
};

QTEST_MAIN(TestQuantKernels)
#include "tst_quant_kernels.moc"
