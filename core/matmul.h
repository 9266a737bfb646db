#pragma once
// The matrix products of a transformer's forward pass, spread over oneTBB's threads. Eigen
// runs one product on one thread (unless built with OpenMP), so the output columns are cut
// into blocks and each block is one Eigen product on its own task: for a decode step (one
// row) each task streams its own columns of the weights, which is what bounds a decode step;
// for a prefill each task is a full Eigen GEMM. (Slicing the weight rows instead, with one
// partial sum per task, was measured no faster for decode and needs a reduction.)

#include "core/types.h"

namespace kvscope {

enum class Activation { None, GeluTanh };

// out (P, m) = act(in (P, k) · weight (k, m) + bias (m)). `out` is resized.
void linear(const MatrixF& in, const MatrixF& weight, const RowVectorF& bias, MatrixF& out,
            Activation act = Activation::None);

// out (m) = table (m, k) · x (k): one dot product per row of `table` (tied output embeddings),
// rows cut into blocks across tasks.
void matVec(const MatrixF& table, const Eigen::Ref<const RowVectorF>& x, RowVectorF& out);

// GPT-2's "gelu_new", the tanh approximation of GELU, elementwise and vectorized.
void geluTanh(Eigen::Ref<MatrixF> x);

}  // namespace kvscope
