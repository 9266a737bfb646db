#pragma once
// The matrix products of a transformer's forward pass, spread over oneTBB's threads. Eigen
// runs one product on one thread (unless built with OpenMP), so the output columns are cut
// into blocks and each block is one Eigen product on its own task: for a decode step (one
// row) each task streams its own columns of the weights, which is what bounds a decode step;
// for a prefill each task is a full Eigen GEMM. (Slicing the weight rows instead, with one
// partial sum per task, was measured no faster for decode and needs a reduction.)

#include "core/types.h"
#include "core/weight_matrix.h"

namespace kvscope {

enum class Activation { None, GeluTanh };

// out (P, m) = act(in (P, k) · weight (k, m) + bias (m)); an empty bias adds nothing.
// `out` is resized. Float or half-precision weights (core/weight_matrix.h).
void linear(const MatrixF& in, const WeightMatrix& weight, const RowVectorF& bias, MatrixF& out,
            Activation act = Activation::None);

// GPT-2's "gelu_new", the tanh approximation of GELU, elementwise and vectorized.
void geluTanh(Eigen::Ref<MatrixF> x);

}  // namespace kvscope
