#pragma once
// The inner loop behind float weights (core/weight_matrix.h): a panel is k rows of
// kPanelWidth floats, each row contiguous, so a matrix-vector product reads the panel front to
// back as one stream (what a decode step is bound by), with explicit AVX-512 or AVX2+FMA when
// the build targets them and Eigen's portable packets otherwise.

#include <Eigen/Core>

namespace kvscope::f32 {

inline constexpr Eigen::Index kPanelWidth = 64;

// y (kPanelWidth) = x (k) · panel (k, kPanelWidth). The sum for each column runs over k in the
// same order whatever block or thread the panel is handed to, so results never depend on the
// thread count.
void gemvPanel(const float* x, Eigen::Index k, const float* panel, float* y);

// Which instructions the build uses, for the benchmark's report: "AVX-512", "AVX2+FMA" or "portable".
const char* kernelName();

}  // namespace kvscope::f32
