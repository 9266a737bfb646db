#pragma once
// The matrix products of a transformer's forward pass, on every thread (core/parallel.h): the
// output columns are cut into blocks of whole panels (core/weight_matrix.h), each block one
// product on one thread. A decode step (one row) streams each thread's own panels of the
// weights, which is what bounds it; a prefill multiplies its rows by a block at once, on the
// panel kernel (core/kernels/panel_gemm.h) or Eigen's GEMM. (Slicing the weight rows instead,
// with one partial sum per task, was measured no faster for decode and needs a reduction.)

#include "core/types.h"
#include "core/weight_matrix.h"

namespace kvscope {

enum class Activation { None, GeluTanh };

// out (P, m) = act(in (P, k) · weight (k, m) + bias (m)); an empty bias adds nothing.
// `out` is resized. Float or half-precision weights (core/weight_matrix.h). With `widened`
// (room for P·m doubles), out is also widened to double into it, row after row, each column
// block by the thread that computed it while the block is still in that core's cache: the
// logits of a decode step, which the serial token choice then reads as doubles (widening
// GPT-2's 50,257 after the product was ~15–20 µs of a step on one thread, most of it the
// other thread's half coming over and the fresh lines read before being written).
void linear(const MatrixF& in, const WeightMatrix& weight, const RowVectorF& bias, MatrixF& out,
            Activation act = Activation::None, double* widened = nullptr);

// n floats widened to double, 16 at a time: Eigen's cast from float to double is one element
// at a time, and took 20–45 µs of every decode step for GPT-2's 50,257 logits (a few µs this way).
void widen(const float* from, Eigen::Index n, double* to);

// GPT-2's "gelu_new", the tanh approximation of GELU, elementwise and vectorized.
void geluTanh(Eigen::Ref<MatrixF> x);

}  // namespace kvscope
