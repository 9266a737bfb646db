#include "core/kv_quant.h"

#include <algorithm>
#include <cmath>

namespace kvscope {

const char* kvQuantAxisName(KvQuantAxis axis) {
    return axis == KvQuantAxis::PerToken ? "per-token" : "per-channel";
}

std::optional<KvQuantAxis> parseKvQuantAxis(std::string_view name) {
    if (name == "token" || name == "per-token") return KvQuantAxis::PerToken;
    if (name == "channel" || name == "per-channel") return KvQuantAxis::PerChannel;
    return std::nullopt;
}

std::string describeKvQuantization(const KvQuantization& q) {
    if (!q.enabled()) return {};
    std::string text = "int" + std::to_string(q.bits) + " · keys " + kvQuantAxisName(q.keys) + ", values " +
                       kvQuantAxisName(q.values) + " · groups of " + std::to_string(q.group);
    if (q.recent > 0) text += " · newest " + std::to_string(q.recent) + " in f32";
    return text;
}

std::optional<Message> kvQuantizationProblem(const KvQuantization& q) {
    if (!q.enabled()) return std::nullopt;
    if (q.bits != 4 && q.bits != 8) return msg("a quantized KV cache has 8 or 4 bits per element, not %1", q.bits);
    if (q.group < 1 || q.group > 4096)
        return msg("the KV quantization group must hold 1 to 4096 elements, not %1", q.group);
    if (q.recent < 0) return msg("the newest positions kept in full precision cannot be %1", q.recent);
    return std::nullopt;
}

int quantizedRows(const KvQuantization& q, KvQuantAxis axis, int positions) {
    if (!q.enabled()) return 0;
    const int old = std::max(0, positions - q.recent);
    return axis == KvQuantAxis::PerToken ? old : old / q.group * q.group;
}

int firstRequantizedRow(const KvQuantization& q, int before, int after) {
    int first = after;
    for (const KvQuantAxis axis : {q.keys, q.values}) {
        const int was = quantizedRows(q, axis, before);
        if (quantizedRows(q, axis, after) > was) first = std::min(first, was);
    }
    return first;
}

std::int64_t quantizedBytes(const KvQuantization& q, KvQuantAxis axis, int rows, int quantized, int width,
                            int fullBytes) {
    const std::int64_t full = std::int64_t(rows - quantized) * width * fullBytes;
    if (!q.enabled() || quantized <= 0) return full;
    const std::int64_t codes = std::int64_t(quantized) * ((std::int64_t(width) * q.bits + 7) / 8);
    const std::int64_t groups = axis == KvQuantAxis::PerToken
                                    ? std::int64_t(quantized) * ((width + q.group - 1) / q.group)
                                    : std::int64_t(quantized / q.group) * width;
    return full + codes + 4 * groups;
}

namespace {

// As stored: an f16 (a value beyond f16's range keeps its float, so nothing becomes infinite).
float asStoredHalf(float x) {
    const float h = static_cast<float>(Eigen::half(x));
    return std::isfinite(h) ? h : x;
}

}  // namespace

QuantGroup quantizeGroup(const Eigen::Ref<const MatrixF>& exact, int bits,
                         Eigen::Ref<Eigen::Matrix<std::uint8_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>> codes,
                         Eigen::Ref<MatrixF> read) {
    const float top = static_cast<float>((1 << bits) - 1);
    QuantGroup g;
    g.minimum = asStoredHalf(exact.minCoeff());
    g.scale = asStoredHalf((exact.maxCoeff() - exact.minCoeff()) / top);
    for (Eigen::Index r = 0; r < exact.rows(); ++r)
        for (Eigen::Index c = 0; c < exact.cols(); ++c) {
            // nearest, ties to even (numpy's and PyTorch's round)
            const float q = g.scale > 0 ? std::clamp(std::nearbyint((exact(r, c) - g.minimum) / g.scale), 0.0f, top)
                                        : 0.0f;
            codes(r, c) = static_cast<std::uint8_t>(q);
            read(r, c) = q * g.scale + g.minimum;
        }
    return g;
}

}  // namespace kvscope
