#include "core/matmul.h"

#include "core/parallel.h"

#include <tbb/info.h>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace kvscope {

namespace {

// Blocks of whole panels (`align` columns), a few per thread so one slow thread (the machine is
// shared) does not hold up the others, and as even as whole panels allow: blocks of a fixed
// width left the QKV product (36 panels) as seven blocks of 5 and one of 1, so one of two
// threads ran 20 panels while the other waited after 16.
//
// For the prefill products whose sums depend on the block edges (WeightMatrix::
// sumsIndependentOfBlocks: without AVX-512 a block is one Eigen GEMM, whose sums of a column
// depend on the block's width). Four blocks per core of the machine, whatever the thread limit
// (team::threadsAllowed, the bench's --threads): edges that moved with the limit gave one
// thread other bits than two (the recording's recomputations rely on their being the same).
// One GEMM per panel instead cost prefill 10–25 % on a Zen 3 host.
template <typename Fn>
void forColumnBlocks(Eigen::Index columns, Eigen::Index align, Fn&& fn) {
    static const Eigen::Index cores = std::max(1, tbb::info::default_concurrency());
    const Eigen::Index units = (columns + align - 1) / align;
    const Eigen::Index blocks = std::min(units, 4 * cores);
    if (blocks <= 1) return fn(Eigen::Index{0}, columns);
    parallelFor<Eigen::Index>(0, blocks, 1, [&](Eigen::Index b) {
        const Eigen::Index begin = b * units / blocks * align;
        const Eigen::Index end = std::min(columns, (b + 1) * units / blocks * align);
        fn(begin, end - begin);
    });
}

}  // namespace

void geluTanh(Eigen::Ref<MatrixF> x) {
    const float c = std::sqrt(2.0f / std::numbers::pi_v<float>);
    auto a = x.array();
    a = 0.5f * a * (1.0f + (c * (a + 0.044715f * a.cube())).tanh());
}

void widen(const float* from, Eigen::Index n, double* to) {
    constexpr Eigen::Index kChunk = 16;
    Eigen::Index i = 0;
    for (; i + kChunk <= n; i += kChunk)
        Eigen::Map<Eigen::Array<double, kChunk, 1>>(to + i) = Eigen::Map<const Eigen::Array<float, kChunk, 1>>(from + i).cast<double>();
    for (; i < n; ++i) to[i] = from[i];
}

void linear(const MatrixF& in, const WeightMatrix& weight, const RowVectorF& bias, MatrixF& out, Activation act,
            double* widened) {
    out.resize(in.rows(), weight.cols());
    // A decode step on blocks in ggml types rounds its input for the integer kernels once, not
    // once per column block (it was an eighth of a step's time).
    thread_local quant::Activation roundedHere;
    // (a name, not the thread_local itself, goes to the other threads: there the thread_local
    // would be their own copy)
    quant::Activation& rounded = roundedHere;
    const bool onBlocks = in.rows() == 1 && weight.precision() == WeightPrecision::Stored;
    if (onBlocks) quant::quantize(in.data(), in.cols(), rounded);
    const auto product = [&](Eigen::Index begin, Eigen::Index width) {
        auto block = out.middleCols(begin, width);
        const float* blockBias = bias.size() != 0 ? bias.data() + begin : nullptr;
        // the activation, on whatever part of the block the product hands over
        ColumnFinish finish;
        if (act == Activation::GeluTanh) finish = [](Eigen::Ref<MatrixF> part, Eigen::Index) { geluTanh(part); };
        if (onBlocks) {
            weight.multiplyColumns(rounded, begin, width, block, blockBias);
            if (finish) finish(block, 0);
        } else {
            weight.multiplyColumns(in, begin, width, block, blockBias, finish);
        }
        if (widened)
            for (Eigen::Index r = 0; r < block.rows(); ++r)
                widen(block.row(r).data(), width, widened + r * out.cols() + begin);
    };
    if (in.rows() == 1 || weight.sumsIndependentOfBlocks()) {
        // A decode step's product, and a prefill's on the panel kernel: panels (or groups of
        // rows) in ranges the threads cut as they go (parallelRanges), so they finish within a
        // panel of each other. Each output is one panel's or row's sum whichever range it is in.
        // (A prefill's products were 8 fixed blocks, and at 128 tokens a block is ~0.3 ms: the
        // thread done first waited ~5 % of the prefill; in panels, 128-token prefills of GPT-2
        // small ran 1,735–1,738 tokens/s against 1,655–1,692, three alternating pairs of runs.)
        const Eigen::Index align = weight.columnAlignment(), units = (weight.cols() + align - 1) / align;
        parallelRanges<Eigen::Index>(0, units, 1, [&](Eigen::Index first, Eigen::Index last) {
            product(first * align, std::min(weight.cols(), last * align) - first * align);
        });
        return;
    }
    forColumnBlocks(weight.cols(), weight.columnAlignment(), product);
}

}  // namespace kvscope
