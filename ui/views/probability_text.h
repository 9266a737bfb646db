#pragma once
// Probabilities as the logits chart labels them: percentages with three significant digits,
// so a label reads the same however much of it shows ("3.14 %", never "0.0314" that a clipped
// edge turns into "314"), and powers of ten for the tiny ones.

#include <QString>

namespace kvscope::ui {

// 0.777 → "77.7 %", 0.5 → "50 %", 0.0314 → "3.14 %", 0.00061 → "0.061 %",
// 1.23e-8 → "1.23 × 10⁻⁶ %" (below 0.001 %), 0 → "0 %", 1 → "100 %".
// Never "100 %" for less than 1 (0.99996 → "99.996 %", at most four decimals, then
// "> 99.9999 %"); NaN → "?".
QString formatProbability(double p);

}  // namespace kvscope::ui
