#include "core/matmul.h"

#include <tbb/task_arena.h>
#include "core/parallel.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace kvscope {

namespace {

// Blocks of whole cache lines (16 floats) or whole half-precision panels (`align` columns),
// a few per thread so one slow thread (the machine is shared) does not hold up the others,
// and no narrower than 64 columns so each task still streams long rows.
Eigen::Index blockWidth(Eigen::Index columns, Eigen::Index align) {
    const Eigen::Index threads = std::max(1, tbb::this_task_arena::max_concurrency());
    const Eigen::Index blocks = threads == 1 ? 1 : 4 * threads;
    const Eigen::Index width = (columns + blocks - 1) / blocks;
    return std::max<Eigen::Index>(64, (width + align - 1) / align * align);
}

template <typename Fn>
void forColumnBlocks(Eigen::Index columns, Eigen::Index align, Fn&& fn) {
    const Eigen::Index width = blockWidth(columns, align);
    const Eigen::Index blocks = (columns + width - 1) / width;
    parallelFor<Eigen::Index>(0, blocks, 1, [&](Eigen::Index b) {
        const Eigen::Index begin = b * width;
        fn(begin, std::min(width, columns - begin));
    });
}

}  // namespace

void geluTanh(Eigen::Ref<MatrixF> x) {
    const float c = std::sqrt(2.0f / std::numbers::pi_v<float>);
    auto a = x.array();
    a = 0.5f * a * (1.0f + (c * (a + 0.044715f * a.cube())).tanh());
}

void linear(const MatrixF& in, const WeightMatrix& weight, const RowVectorF& bias, MatrixF& out, Activation act) {
    out.resize(in.rows(), weight.cols());
    // A decode step on blocks in ggml types rounds its input for the integer kernels once, not
    // once per column block (it was an eighth of a step's time).
    thread_local quant::Activation roundedHere;
    // (a name, not the thread_local itself, goes to the other threads: there the thread_local
    // would be their own copy)
    quant::Activation& rounded = roundedHere;
    const bool onBlocks = in.rows() == 1 && weight.precision() == WeightPrecision::Stored;
    if (onBlocks) quant::quantize(in.data(), in.cols(), rounded);
    const bool finishes = bias.size() != 0 || act != Activation::None;
    forColumnBlocks(weight.cols(), weight.columnAlignment(), [&](Eigen::Index begin, Eigen::Index width) {
        auto block = out.middleCols(begin, width);
        // the bias and activation of columns begin + first …, on whatever part the product hands over
        ColumnFinish finish;
        if (finishes)
            finish = [&, begin](Eigen::Ref<MatrixF> part, Eigen::Index first) {
                if (bias.size() != 0) part.rowwise() += bias.segment(begin + first, part.cols());
                if (act == Activation::GeluTanh) geluTanh(part);
            };
        if (onBlocks) {
            weight.multiplyColumns(rounded, begin, width, block);
            if (finish) finish(block, 0);
        } else {
            weight.multiplyColumns(in, begin, width, block, finish);
        }
    });
}

}  // namespace kvscope
