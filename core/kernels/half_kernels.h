#pragma once
// The inner loops behind half-precision weights (core/weight_matrix.h): widening IEEE
// binary16 to float in registers (AVX-512 or F16C when the build targets them, Eigen's
// portable conversion otherwise) while multiplying. A panel is k rows of kPanelWidth halves.

#include <cstdint>

#include <Eigen/Core>

namespace kvscope::half {

inline constexpr Eigen::Index kPanelWidth = 64;

// Round to nearest even, as PyTorch's .half() does.
std::uint16_t fromFloat(float value);
float toFloat(std::uint16_t bits);

// y (kPanelWidth) = x (k) · panel (k, kPanelWidth).
void gemvPanel(const float* x, Eigen::Index k, const std::uint16_t* panel, float* y);

// out (k, width) = the panel's first `width` columns in float; out's rows are `stride` apart.
void widenPanel(const std::uint16_t* panel, Eigen::Index k, Eigen::Index width, float* out, Eigen::Index stride);

// Which instructions the build uses, for the benchmark's report: "AVX-512", "F16C+FMA" or "portable".
const char* kernelName();

}  // namespace kvscope::half
