#include "core/format.h"

#include <cmath>
#include <cstdio>

namespace kvscope {

std::string formatNumber(Scalar value, int significant) {
    if (std::isnan(value)) return "?";
    if (std::isinf(value)) return value < 0 ? "−∞" : "∞";
    char buf[64];
    // Past `significant` digits before the point %g writes an exponent ("5e+05" for Llama 3's RoPE
    // θ, "1.01e+03 KiB" for a cache of 1,012 KiB): a whole number reads better, every digit of it.
    // (from 10^significant − 0.5 on, which %g rounds up to 10^significant)
    if (std::fabs(value) >= std::pow(10.0, significant) - 0.5 && std::fabs(value) < 1e15)
        std::snprintf(buf, sizeof buf, "%.0f", value);
    else
        std::snprintf(buf, sizeof buf, "%.*g", significant, value);
    std::string s = buf;
    if (s == "-0") s = "0";
    return s;
}

std::string formatCount(std::int64_t value) {
    std::string digits = std::to_string(value < 0 ? -value : value);
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return value < 0 ? "-" + out : out;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out.append(separator);
        out.append(parts[i]);
    }
    return out;
}

std::string formatBytes(std::int64_t bytes) {
    static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    double v = static_cast<double>(bytes);
    int u = 0;
    while (std::fabs(v) >= 1024.0 && u < 4) {
        v /= 1024.0;
        ++u;
    }
    if (u == 0) return std::to_string(bytes) + " B";
    return formatNumber(v, 3) + " " + units[u];
}

}  // namespace kvscope
