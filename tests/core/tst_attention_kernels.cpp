// The streaming attention kernels (core/kernels/attention_kernels.h) against a plain double
// computation over the same stored rows widened to float: every element type, head widths
// with and without a tail past the vector width, row strides wider than a row, and counts of
// keys around the four- and sixteen-key steps and the vector widths; every instruction set this CPU runs (AVX2, and
// AVX-512 where there is one), and the portable kernels, which the .deb falls back to.
#include <QtTest>

#include <cmath>
#include <limits>
#include <random>

#include "core/io/half.h"
#include "core/kernels/attention_kernels.h"
#include "core/types.h"

using namespace kvscope;

namespace {

struct Stored {
    attn::KvElement type;
    int rows, keyDim, valueDim, stride;  // stride ≥ width: rows sit `stride` elements apart
    std::vector<float> keysF, valuesF;
    std::vector<std::uint16_t> keysH, valuesH;
    Matrix keys, values;  // (rows, dim) the stored values widened, in double

    Stored(attn::KvElement t, int n, int dk, int dv, unsigned seed)
        : type(t), rows(n), keyDim(dk), valueDim(dv), stride(std::max(dk, dv) + 3), keys(n, dk), values(n, dv) {
        std::mt19937 rng(seed);
        std::normal_distribution<float> normal(0, 1);
        const size_t size = static_cast<size_t>(n) * static_cast<size_t>(stride);
        keysF.assign(size, 0);
        valuesF.assign(size, 0);
        keysH.assign(size, 0);
        valuesH.assign(size, 0);
        fill(keysF, keysH, keys, rng, normal);
        fill(valuesF, valuesH, values, rng, normal);
    }

    void fill(std::vector<float>& f, std::vector<std::uint16_t>& h, Matrix& widened, std::mt19937& rng,
              std::normal_distribution<float>& normal) {
        for (Eigen::Index r = 0; r < widened.rows(); ++r)
            for (Eigen::Index c = 0; c < widened.cols(); ++c) {
                const size_t at = static_cast<size_t>(r * stride + c);
                const float x = 2 * normal(rng);
                f[at] = x;
                h[at] = type == attn::KvElement::F16 ? Eigen::numext::bit_cast<std::uint16_t>(Eigen::half(x))
                                                     : Eigen::numext::bit_cast<std::uint16_t>(Eigen::bfloat16(x));
                widened(r, c) = type == attn::KvElement::F32   ? x
                                : type == attn::KvElement::F16 ? halfToFloat(h[at])
                                                               : bfloat16ToFloat(h[at]);
            }
    }

    attn::StoredRows rowsRef() const {
        attn::StoredRows r;
        r.type = type;
        const bool f = type == attn::KvElement::F32;
        r.keys = f ? static_cast<const void*>(keysF.data()) : keysH.data();
        r.values = f ? static_cast<const void*>(valuesF.data()) : valuesH.data();
        r.keyStride = r.valueStride = stride;
        r.keyDim = keyDim;
        r.valueDim = valueDim;
        r.rows = rows;
        return r;
    }
};

}  // namespace

Q_DECLARE_METATYPE(attn::KvElement)

class TestAttentionKernels : public QObject {
    Q_OBJECT
    std::vector<attn::detail::Kernels> kernels;  // the vector sets this CPU runs, then the portable one

private slots:
    void initTestCase() {
        qInfo("attention kernels: %s", attn::kernelName());
        kernels = attn::detail::vectorKernels();
        kernels.push_back({"portable", attn::detail::scoreKeysPortable, attn::detail::mixValuesPortable});
    }

    void kernelsAgreeWithDoubleArithmetic_data() {
        QTest::addColumn<attn::KvElement>("type");
        QTest::addColumn<int>("dim");
        QTest::addColumn<int>("visible");
        const std::pair<attn::KvElement, const char*> types[] = {
            {attn::KvElement::F32, "f32"}, {attn::KvElement::F16, "f16"}, {attn::KvElement::BF16, "bf16"}};
        for (const auto& [type, name] : types)
            for (int dim : {16, 64, 80, 128, 7})
                for (int visible : {1, 3, 4, 5, 15, 16, 17, 37, 64})
                    QTest::addRow("%s dim %d over %d keys", name, dim, visible) << type << dim << visible;
    }
    void kernelsAgreeWithDoubleArithmetic() {
        QFETCH(attn::KvElement, type);
        QFETCH(int, dim);
        QFETCH(int, visible);
        const Stored s(type, visible + 2, dim, dim, static_cast<unsigned>(dim * 100 + visible));
        const attn::StoredRows rows = s.rowsRef();
        std::mt19937 rng(7);
        std::normal_distribution<float> normal(0, 1);
        Eigen::VectorXf q(dim);
        for (Eigen::Index j = 0; j < dim; ++j) q(j) = normal(rng);
        const float scale = 0.125f;

        // scores against q·kᵀ in double
        const Vector want = scale * (s.keys.topRows(visible) * q.cast<double>());
        for (const attn::detail::Kernels& k : kernels) {
            std::vector<float> got(static_cast<size_t>(visible), -1);
            k.score(q.data(), rows, visible, scale, got.data());
            for (int i = 0; i < visible; ++i)
                QVERIFY2(std::abs(got[size_t(i)] - want(i)) <= 1e-5 * (1 + std::abs(want(i))),
                         qPrintable(QString("%1 score %2: %3 against %4").arg(k.name).arg(i).arg(got[size_t(i)]).arg(want(i))));
        }

        // the weighted sum of V rows against double
        Eigen::VectorXf w(visible);
        for (Eigen::Index i = 0; i < visible; ++i) w(i) = std::abs(normal(rng));
        w /= w.sum();
        const Vector mixed = s.values.topRows(visible).transpose() * w.cast<double>();
        for (const attn::detail::Kernels& k : kernels) {
            std::vector<float> out(static_cast<size_t>(dim), 1e9f);
            k.mix(w.data(), rows, visible, out.data());
            for (int j = 0; j < dim; ++j)
                QVERIFY2(std::abs(out[size_t(j)] - mixed(j)) <= 1e-5 * (1 + std::abs(mixed(j))),
                         qPrintable(QString("%1 column %2: %3 against %4").arg(k.name).arg(j).arg(out[size_t(j)]).arg(mixed(j))));
        }
    }

    // Results do not depend on anything but the inputs: the same call twice gives the same bits.
    void repeatable() {
        const Stored s(attn::KvElement::F16, 300, 64, 64, 11);
        std::vector<float> q(64, 0.5f), a(300), b(300), outA(64), outB(64);
        attn::scoreKeys(q.data(), s.rowsRef(), 300, 1, a.data());
        attn::scoreKeys(q.data(), s.rowsRef(), 300, 1, b.data());
        QVERIFY(a == b);
        std::vector<float> w(300, 1.0f / 300);
        attn::mixValues(w.data(), s.rowsRef(), 300, outA.data());
        attn::mixValues(w.data(), s.rowsRef(), 300, outB.data());
        QVERIFY(outA == outB);
    }

    // A key's score is the same bits however many keys are scored with it: each decode step
    // scores one key more, so a key that was in a last, partial block of keys is in a whole one
    // a step later. Every visible count from 1 to 40 against the scores over all 40.
    void aKeysScoreDoesNotDependOnItsBlock() {
        for (const attn::KvElement type : {attn::KvElement::F32, attn::KvElement::F16, attn::KvElement::BF16}) {
            const Stored s(type, 40, 64, 64, 5);
            std::vector<float> q(64), all(40), some(40);
            for (int j = 0; j < 64; ++j) q[size_t(j)] = std::sin(0.7f * float(j));
            for (const attn::detail::Kernels& k : kernels) {
                k.score(q.data(), s.rowsRef(), 40, 0.125f, all.data());
                for (int visible = 1; visible < 40; ++visible) {
                    k.score(q.data(), s.rowsRef(), visible, 0.125f, some.data());
                    for (int i = 0; i < visible; ++i)
                        QVERIFY2(some[size_t(i)] == all[size_t(i)],
                                 qPrintable(QString("%1: key %2 of %3").arg(k.name).arg(i).arg(visible)));
                }
            }
        }
    }

    // Asking for the next head's rows while these are read (StoredRows::nextKeys) changes no
    // bit, whether that head has fewer rows than this one or more, in every element type.
    void askingForTheNextHeadChangesNothing() {
        for (const attn::KvElement type : {attn::KvElement::F32, attn::KvElement::F16, attn::KvElement::BF16})
            for (int nextRows : {1, 120, 400}) {
                const Stored s(type, 300, 64, 64, 11), next(type, nextRows, 64, 64, 12);
                attn::StoredRows alone = s.rowsRef(), asking = s.rowsRef();
                asking.nextKeys = next.rowsRef().keys;
                asking.nextValues = next.rowsRef().values;
                asking.nextRows = nextRows;
                std::vector<float> q(64, 0.5f), a(300), b(300), outA(64), outB(64), w(300, 1.0f / 300);
                q[3] = -1.25f;
                for (const attn::detail::Kernels& k : kernels) {
                    k.score(q.data(), alone, 299, 0.125f, a.data());
                    k.score(q.data(), asking, 299, 0.125f, b.data());
                    QVERIFY2(a == b, k.name);
                    k.mix(w.data(), alone, 299, outA.data());
                    k.mix(w.data(), asking, 299, outB.data());
                    QVERIFY2(outA == outB, k.name);
                }
            }
    }

    // The rows an f16 cache stores: rounded in vectors where the CPU can, bit for bit what the
    // scalar rounding (Eigen::half, nearest even, as PyTorch's .half()) gives — normal values,
    // exact ties between two halves, subnormals, overflow to infinity, signed zeros — on
    // lengths with and without a tail past 8, and what a NaN becomes is still a NaN.
    void halfRowsRoundAsTheScalarRounding() {
        std::vector<float> x;
        std::mt19937 rng(5);
        std::normal_distribution<float> normal(0, 3);
        for (int i = 0; i < 400; ++i) x.push_back(normal(rng));
        for (int e = -26; e <= 16; ++e) {  // ties: a half's value plus half its last place
            const float half = std::ldexp(1.0f, e);
            x.push_back(half * (1 + 1.0f / 2048));
            x.push_back(-half * (1 + 3.0f / 2048));
            x.push_back(half * (1 + 1.0f / 1024 + 1.0f / 2048));
        }
        for (float v : {0.0f, -0.0f, 65504.0f, 65519.0f, 65520.0f, 1e6f, -1e6f, 5.9604645e-8f, 2.9802322e-8f,
                        2.9802326e-8f, 6.1035156e-5f, 6.097555e-5f, std::numeric_limits<float>::infinity(),
                        -std::numeric_limits<float>::infinity(), std::numeric_limits<float>::denorm_min()})
            x.push_back(v);
        for (int n : {static_cast<int>(x.size()), 7, 8, 9, 64, 67}) {
            std::vector<std::uint16_t> got(static_cast<size_t>(n)), want(static_cast<size_t>(n));
            attn::roundRowToHalf(x.data(), n, got.data());
            attn::detail::roundRowToHalfPortable(x.data(), n, want.data());
            QVERIFY2(got == want, qPrintable(QString("length %1").arg(n)));
        }
        std::vector<std::uint16_t> h(std::size_t{1});
        const float nan = std::numeric_limits<float>::quiet_NaN();
        attn::roundRowToHalf(&nan, 1, h.data());
        QVERIFY(std::isnan(halfToFloat(h[0])));
        // and the rounding is real: 1 + 2^-11 is a tie and goes to the even neighbour, 1
        const float tie = 1 + 1.0f / 2048;
        attn::roundRowToHalf(&tie, 1, h.data());
        QCOMPARE(h[0], std::uint16_t(0x3C00));
    }
};

QTEST_APPLESS_MAIN(TestAttentionKernels)
#include "tst_attention_kernels.moc"
