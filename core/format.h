#pragma once
// Numbers as KVScope shows them everywhere (CLI, views, exports): short, exact enough to
// recognise the article's values, and never "nan" or "inf".

#include <string>
#include <string_view>
#include <vector>

#include "core/types.h"

namespace kvscope {

// 4 significant digits, trailing zeros dropped: 31/3 → "10.33", 12.5 → "12.5", 5 → "5"; a
// number with more digits before the point, whole: 500000 → "500000", 12345.6 → "12346".
// -inf → "−∞"; NaN → "?" (a bug if ever seen, but never printed as "nan").
std::string formatNumber(Scalar value, int significant = 4);
// 1234567 → "1,234,567".
std::string formatCount(std::int64_t value);
// 1536 → "1.5 KiB".
std::string formatBytes(std::int64_t bytes);

// "a, b, c" (a plain loop: GCC 12 warns falsely on `(cond ? "" : ", ") + s` at -O3).
std::string join(const std::vector<std::string>& parts, std::string_view separator);

// The mark shown where a head has no output.
inline constexpr const char* kNoValue = "—";

}  // namespace kvscope
