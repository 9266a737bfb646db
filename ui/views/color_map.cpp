#include "ui/views/color_map.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace kvscope::ui {

namespace {
using Stops = std::array<std::array<int, 3>, 9>;
// Nine evenly spaced samples (t = 0, 1/8, …, 1) of each map.
constexpr Stops kViridis = {{{68, 1, 84}, {71, 44, 122}, {59, 81, 139}, {44, 113, 142}, {33, 144, 141},
                             {39, 173, 129}, {92, 200, 99}, {170, 220, 50}, {253, 231, 37}}};
constexpr Stops kCividis = {{{0, 34, 78}, {18, 53, 112}, {59, 73, 108}, {87, 93, 109}, {112, 113, 115},
                             {138, 134, 120}, {167, 156, 116}, {199, 180, 102}, {234, 206, 74}}};
}  // namespace

QColor mapColor(ColorMapKind kind, double t) {
    const Stops& s = kind == ColorMapKind::Viridis ? kViridis : kCividis;
    if (!std::isfinite(t)) t = 0;
    t = std::clamp(t, 0.0, 1.0) * 8.0;
    const int i = std::min(7, static_cast<int>(t));
    const double f = t - i;
    auto lerp = [&](int c) { return static_cast<int>(std::lround(s[i][c] + f * (s[i + 1][c] - s[i][c]))); };
    return QColor(lerp(0), lerp(1), lerp(2));
}

QRgb mapRgb(ColorMapKind kind, double t) {
    // 1024 samples per map: finer than a screen can show, and a lookup instead of
    // interpolation for every heatmap cell (65,536 per head at 256 tokens)
    static const auto tables = [] {
        std::array<std::array<QRgb, 1024>, 2> lut{};
        for (int k = 0; k < 2; ++k)
            for (int i = 0; i < 1024; ++i)
                lut[static_cast<size_t>(k)][static_cast<size_t>(i)] =
                    mapColor(k == 0 ? ColorMapKind::Viridis : ColorMapKind::Cividis, i / 1023.0).rgb();
        return lut;
    }();
    if (!std::isfinite(t)) t = 0;
    const auto i = static_cast<size_t>(std::clamp(t, 0.0, 1.0) * 1023.0 + 0.5);
    return tables[kind == ColorMapKind::Viridis ? 0 : 1][i];
}

QColor divergingColor(double t, const QColor& zero) {
    if (!std::isfinite(t)) t = 0;
    t = std::clamp(t, -1.0, 1.0);
    const QColor end = t < 0 ? QColor(0, 114, 178) : QColor(230, 120, 0);
    const double f = std::abs(t);
    auto mix = [f](int a, int b) { return static_cast<int>(std::lround(a + f * (b - a))); };
    return QColor(mix(zero.red(), end.red()), mix(zero.green(), end.green()), mix(zero.blue(), end.blue()));
}

}  // namespace kvscope::ui
